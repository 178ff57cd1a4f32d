import Foundation
import XCTest

/// The built executable: exit statuses, streams and messages for usage errors and unreadable input.
final class EndToEndTests: XCTestCase {
    private var directory: TemporaryDirectory!

    override func setUpWithError() throws {
        directory = try TemporaryDirectory()
    }

    override func tearDown() {
        directory.remove()
    }

    private func run(_ arguments: [String], input: Data = Data(), environment: [String: String] = [:]) throws -> BinaryRunner.Outcome {
        try BinaryRunner.run(arguments, in: directory.url, input: input, environment: environment)
    }

    func testVersionAndHelp() throws {
        let version = try run(["--version"])
        XCTAssertEqual(version.status, 0)
        XCTAssertEqual(version.out, "layoutc 0.1.0\n")
        for arguments in [["--help"], ["help"], ["solve", "--help"], ["check", "--help"]] {
            let help = try run(arguments)
            XCTAssertEqual(help.status, 0, "\(arguments)")
            XCTAssertTrue(help.out.contains("EXIT STATUS"), "\(arguments)")
        }
    }

    func testUsageErrorsExitWith2AndAHint() throws {
        let cases: [([String], String)] = [
            ([], "layoutc: error: missing command\n"),
            (["check", "a.layout", "--frobnicate"], "layoutc: error: unknown option '--frobnicate'\n"),
            (["check", "a.layout", "--size"], "layoutc: error: missing value for option '--size'\n"),
            (["check", "a.layout", "--size", "10"], "layoutc: error: invalid size '10'\n"),
            (["check", "a.layout", "--size", "-5x3"], "layoutc: error: invalid size '-5x3': the width must not be negative\n"),
            (["check", "a.layout", "--size", "axb"], "layoutc: error: invalid size 'axb': the width 'a' is not a number\n"),
            (["solve", "a.layout", "--format", "yaml"], "layoutc: error: unknown format 'yaml' for solve\n"),
            (["compile", "a.layout"], "layoutc: error: unknown command 'compile'\n"),
        ]
        for (arguments, firstLine) in cases {
            let outcome = try run(arguments)
            XCTAssertEqual(outcome.status, 2, "\(arguments)")
            XCTAssertEqual(outcome.out, "", "\(arguments)")
            XCTAssertTrue(outcome.err.hasPrefix(firstLine), "\(arguments): \(outcome.err)")
            XCTAssertTrue(outcome.err.contains("for usage"), "\(arguments): \(outcome.err)")
        }
    }

    func testMissingFileAndDirectory() throws {
        let missing = try run(["check", "x.layout"])
        XCTAssertEqual(missing.status, 2)
        XCTAssertEqual(missing.err, "layoutc: error: cannot read 'x.layout': no such file\n")
        try FileManager.default.createDirectory(at: directory.url.appendingPathComponent("d.layout"), withIntermediateDirectories: false)
        for format in ["human", "json", "sarif"] {
            let folder = try run(["check", "d.layout", "--format", format])
            XCTAssertEqual(folder.status, 2)
            XCTAssertTrue(folder.err.hasPrefix("layoutc: error: cannot read 'd.layout': is a directory\n"), folder.err)
        }
        let solve = try run(["solve", "d.layout"])
        XCTAssertEqual(solve.status, 2)
        XCTAssertEqual(solve.err, "layoutc: error: cannot read 'd.layout': is a directory\n")
    }

    func testUnreadableFile() throws {
        let path = try directory.write("secret.layout", "view a\n")
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: path) }
        guard FileManager.default.isReadableFile(atPath: path) == false else {
            throw XCTSkip("running as a user who can read any file")
        }
        let outcome = try run(["check", "secret.layout"])
        XCTAssertEqual(outcome.status, 2)
        XCTAssertEqual(outcome.err, "layoutc: error: cannot read 'secret.layout': permission denied\n")
    }

    func testA100MBFileIsRefusedFromItsSizeAlone() throws {
        // A sparse file: 100 MB long without writing 100 MB.
        let path = directory.path("big.layout")
        _ = FileManager.default.createFile(atPath: path, contents: nil)
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.truncate(atOffset: 100 * 1024 * 1024)
        try handle.close()
        for arguments in [["check", "big.layout"], ["solve", "big.layout", "--size", "1x1"]] {
            let outcome = try run(arguments)
            XCTAssertEqual(outcome.status, 2)
            XCTAssertEqual(outcome.err, "layoutc: error: cannot read 'big.layout': file is larger than 64 MB\n")
        }
    }

    func testAnEndlessStreamIsReadOnlyUpToTheLimit() throws {
        guard FileManager.default.fileExists(atPath: "/dev/zero") else { throw XCTSkip("no /dev/zero") }
        let outcome = try run(["check", "/dev/zero"])
        XCTAssertEqual(outcome.status, 2)
        XCTAssertEqual(outcome.err, "layoutc: error: cannot read '/dev/zero': file is larger than 64 MB\n")
    }
}

extension EndToEndTests {
    #if canImport(Glibc)
    func testColourOnlyOnATerminalAndNeverWithNoColor() throws {
        let onTerminal = try BinaryRunner.runOnTerminal(["check", "x.layout"], in: directory.url)
        XCTAssertTrue(onTerminal.contains("\u{1B}[1;31merror:\u{1B}[0m"), onTerminal)
        XCTAssertTrue(onTerminal.contains("x.layout"), onTerminal)
        for value in ["1", "", "0"] {
            let plain = try BinaryRunner.runOnTerminal(["check", "x.layout"], in: directory.url, environment: ["NO_COLOR": value])
            XCTAssertFalse(plain.contains("\u{1B}"), "NO_COLOR=\(value): \(plain)")
            XCTAssertTrue(plain.contains("cannot read 'x.layout'"), plain)
        }
        let piped = try run(["check", "x.layout"])
        XCTAssertFalse(piped.err.contains("\u{1B}"))
    }
    #endif
}

extension EndToEndTests {
    func testAFIFOWithoutAWriterDoesNotHang() throws {
        let path = directory.path("pipe.layout")
        guard mkfifo(path, 0o600) == 0 else { throw XCTSkip("cannot make a FIFO here") }
        let outcome = try run(["check", "pipe.layout", "--format", "short"])
        XCTAssertNotEqual(outcome.status, 2, outcome.err)
        XCTAssertEqual(outcome.err, "")
    }
}

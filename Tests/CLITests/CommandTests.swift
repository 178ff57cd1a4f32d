import Foundation
import XCTest
@testable import layoutc

/// The commands with a scripted engine: exit statuses, streams, ordering and solve's output.
final class CommandTests: CommandTestCase {
    private func run(_ arguments: [String]) -> (status: ExitStatus, out: String, err: String) {
        run(arguments, engine: ScriptedEngine(), isColorDisabled: false)
    }

    func testExitStatusForEachClassOfInput() throws {
        try directory.write("clean.layout", "view a\n")
        try directory.write("warn.layout", "warning the height is not determined\n")
        try directory.write("bad.layout", "error unknown view 'b'\n")
        try FileManager.default.createDirectory(atPath: directory.path("dir.layout"), withIntermediateDirectories: false)

        XCTAssertEqual(run(["check", "clean.layout"]).status, .success)
        XCTAssertEqual(run(["check", "warn.layout"]).status, .success)
        XCTAssertEqual(run(["check", "warn.layout", "--strict"]).status, .findings)
        XCTAssertEqual(run(["check", "bad.layout"]).status, .findings)
        XCTAssertEqual(run(["check", "clean.layout", "--size", "1y"]).status, .failure)
        XCTAssertEqual(run(["check", "missing.layout"]).status, .failure)
        XCTAssertEqual(run(["check", "dir.layout"]).status, .failure)
        // An unreadable file outranks errors elsewhere; the readable files are still reported.
        let mixed = run(["check", "bad.layout", "missing.layout", "--format", "short"])
        XCTAssertEqual(mixed.status, .failure)
        XCTAssertEqual(mixed.out, "bad.layout:1:7: error: unknown view 'b' [X001]\n")
        XCTAssertEqual(mixed.err, "layoutc: error: cannot read 'missing.layout': no such file\n")
    }

    func testUnreadableInputMessages() throws {
        try FileManager.default.createDirectory(atPath: directory.path("dir.layout"), withIntermediateDirectories: false)
        XCTAssertEqual(run(["check", "dir.layout"]).err, "layoutc: error: cannot read 'dir.layout': is a directory\n")
        XCTAssertEqual(run(["solve", "nope.layout"]).err, "layoutc: error: cannot read 'nope.layout': no such file\n")
        try directory.write("crash.layout", "crash\n")
        let crashed = run(["check", "crash.layout"])
        XCTAssertEqual(crashed.status, .failure)
        XCTAssertEqual(crashed.err, "layoutc: error: internal failure on 'crash.layout': scripted crash\n")
        let solveCrashed = run(["solve", "crash.layout", "--format", "json"])
        XCTAssertEqual(solveCrashed.status, .failure)
        XCTAssertEqual(solveCrashed.out, "")
        XCTAssertEqual(solveCrashed.err, "layoutc: error: internal failure on 'crash.layout': scripted crash\n")
    }

    func testHumanGoesToStandardErrorWithASummary() throws {
        try directory.write("a.layout", "error first\nwarning second\n")
        let result = run(["check", "a.layout"])
        XCTAssertEqual(result.out, "")
        XCTAssertEqual(result.err, """
            a.layout:1:7: error[X001]: first
             1 | error first
               |       ^~~~~

            a.layout:2:9: warning[X001]: second
             2 | warning second
               |         ^~~~~~

            1 error, 1 warning

            """)
    }

    func testCleanRunsPrintNothingAndMachineFormatsStillPrintADocument() throws {
        try directory.write("a.layout", "view a\n")
        XCTAssertEqual(run(["check", "a.layout"]).err, "")
        XCTAssertEqual(run(["check", "a.layout", "--format", "short"]).out, "")
        XCTAssertEqual(run(["check", "a.layout", "--format", "json"]).out, "{\"diagnostics\": []}\n")
        XCTAssertTrue(run(["check", "a.layout", "--format", "sarif"]).out.contains("\"results\": []"))
    }

    func testManyFilesAreReportedInArgumentOrder() throws {
        var paths: [String] = []
        var expected = ""
        for index in 0..<40 {
            let name = "f\(index).layout"
            // Uneven sizes, so files finish out of order when checked in parallel.
            let padding = String(repeating: "\n", count: (index * 7919) % 5000)
            try directory.write(name, padding + "error number \(index)\n")
            paths.append(name)
            expected += "\(name):\(padding.count + 1):7: error: number \(index) [X001]\n"
        }
        let first = run(["check", "--format", "short"] + paths)
        XCTAssertEqual(first.out, expected)
        XCTAssertEqual(first.status, .findings)
        XCTAssertEqual(run(["check", "--format", "short"] + paths).out, first.out)
    }

    func testStandardInputIsNotConsumedByOtherFiles() throws {
        XCTAssertEqual(SourceLoader.standardInputPath, "-")
        XCTAssertEqual(try ArgumentParser.parse(["solve", "-"]), .solve(SolveOptions(path: "-")))
    }

    func testSolveTable() throws {
        try directory.write("card.layout", "frame card 16 16 343 171.5\nframe tiny -0 0.3333333 1e-7 2\n")
        let result = run(["solve", "card.layout", "--size", "375x667"])
        XCTAssertEqual(result.status, .success)
        XCTAssertEqual(result.err, "")
        try GoldenFile.assertMatches(result.out, named: "commands/solve.table.txt")
    }

    func testSolveJSON() throws {
        try directory.write("card.layout", "frame card 16 16 343 171.5\nframe tiny -0 0.3333333 1e-7 2\nwarning the height of 'tiny' is not determined\n")
        let result = run(["solve", "card.layout", "--size", "375x667", "--format", "json"])
        XCTAssertEqual(result.status, .success)
        XCTAssertEqual(result.err, "")
        XCTAssertNoThrow(try JSONSerialization.jsonObject(with: Data(result.out.utf8)))
        try GoldenFile.assertMatches(result.out, named: "commands/solve.json")
    }

    func testSolveWithErrors() throws {
        try directory.write("bad.layout", "frame card 1 2 3 4\nerror unknown view 'b'\n")
        let table = run(["solve", "bad.layout"])
        XCTAssertEqual(table.status, .findings)
        XCTAssertEqual(table.out, "")
        XCTAssertTrue(table.err.hasPrefix("bad.layout:2:7: error[X001]: unknown view 'b'\n"), table.err)
        let json = run(["solve", "bad.layout", "--format", "json"])
        XCTAssertEqual(json.status, .findings)
        XCTAssertEqual(json.err, "")
        XCTAssertTrue(json.out.hasPrefix("{\n  \"frames\": {},\n  \"guides\": {},\n  \"parents\": {},\n  \"diagnostics\": [\n"), json.out)
    }

    func testNonFiniteFramesAreAnInternalFailureNotNaN() throws {
        try directory.write("nan.layout", "frame a nan 0 1 1\n")
        let result = run(["solve", "nan.layout", "--format", "json"])
        XCTAssertEqual(result.status, .failure)
        XCTAssertEqual(result.out, "")
        XCTAssertEqual(result.err, "layoutc: error: internal failure on 'nan.layout': the frame of 'a' is not finite\n")
    }

    func testHelpAndVersionGoToStandardOutput() {
        let version = run(["--version"])
        XCTAssertEqual(version.out, "layoutc 0.1.0\n")
        XCTAssertEqual(version.status, .success)
        for arguments in [["--help"], ["help"], ["help", "solve"], ["solve", "--help"], ["check", "-h"]] {
            let help = run(arguments)
            XCTAssertEqual(help.status, .success)
            XCTAssertTrue(help.out.contains("EXIT STATUS"), "\(arguments)")
            XCTAssertEqual(help.err, "")
        }
        XCTAssertTrue(run(["solve", "--help"]).out.contains("--format json"))
        XCTAssertTrue(run(["check", "--help"]).out.contains("--strict"))
    }

    func testUsageErrorsGoToStandardErrorWithStatus2() {
        let result = run(["check", "a.layout", "--format", "xml"])
        XCTAssertEqual(result.status, .failure)
        XCTAssertEqual(result.out, "")
        XCTAssertTrue(result.err.hasPrefix("layoutc: error: unknown format 'xml' for check\n"))
    }
}

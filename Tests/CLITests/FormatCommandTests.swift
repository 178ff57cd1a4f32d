import Foundation
import XCTest
@testable import layoutc

/// `layoutc format`: printing one file, `--check` listing exactly the files that would change,
/// `--in-place` rewriting only those, syntax errors and usage errors.
final class FormatCommandTests: CommandTestCase {
    private let messy = "view a,b\na.width=b.width+8 // kept\n\n\n\nb.width=10\n"
    private let tidy = "view a, b\na.width = b.width + 8 // kept\n\nb.width = 10\n"

    private func modificationDate(_ name: String) throws -> Date {
        try XCTUnwrap(FileManager.default.attributesOfItem(atPath: directory.path(name))[.modificationDate] as? Date)
    }

    private func contents(_ name: String) throws -> String {
        try String(contentsOfFile: directory.path(name), encoding: .utf8)
    }

    func testPrintsTheFormattedTextOfOneFile() throws {
        try directory.write("m.layout", messy)
        let result = run(["format", "m.layout"])
        XCTAssertEqual(result.status, .success, result.err)
        XCTAssertEqual(result.out, tidy)
        XCTAssertEqual(result.err, "")
        XCTAssertEqual(try contents("m.layout"), messy, "printing writes nothing")
    }

    func testCheckListsExactlyTheFilesThatWouldChangeAndWritesNothing() throws {
        try directory.write("messy.layout", messy)
        try directory.write("tidy.layout", tidy)
        try directory.write("also-messy.layout", "view  c\n")
        let result = run(["format", "--check", "tidy.layout", "messy.layout", "also-messy.layout"])
        XCTAssertEqual(result.status, .findings)
        XCTAssertEqual(result.out, "messy.layout\nalso-messy.layout\n")
        XCTAssertEqual(result.err, "")
        XCTAssertEqual(try contents("messy.layout"), messy)
        let clean = run(["format", "tidy.layout", "--check"])
        XCTAssertEqual(clean.status, .success, clean.err)
        XCTAssertEqual(clean.out, "")
    }

    func testInPlaceRewritesOnlyTheFilesThatChange() throws {
        try directory.write("messy.layout", messy)
        try directory.write("tidy.layout", tidy)
        let past = Date(timeIntervalSince1970: 1_000_000)
        try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: directory.path("tidy.layout"))
        let result = run(["format", "--in-place", "messy.layout", "tidy.layout"])
        XCTAssertEqual(result.status, .success, result.err)
        XCTAssertEqual(result.out, "")
        XCTAssertEqual(try contents("messy.layout"), tidy)
        XCTAssertEqual(try contents("tidy.layout"), tidy)
        XCTAssertEqual(try modificationDate("tidy.layout"), past, "an unchanged file is not rewritten")
        // No temporary file is left beside them.
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.url.path).sorted(), ["messy.layout", "tidy.layout"])
        // Then the check passes.
        XCTAssertEqual(run(["format", "--check", "messy.layout", "tidy.layout"]).status, .success)
    }

    func testInPlaceKeepsTheFilesPermissions() throws {
        try directory.write("private.layout", messy)
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: directory.path("private.layout"))
        XCTAssertEqual(run(["format", "--in-place", "private.layout"]).status, .success)
        XCTAssertEqual(try contents("private.layout"), tidy)
        let permissions = try FileManager.default.attributesOfItem(atPath: directory.path("private.layout"))[.posixPermissions]
        XCTAssertEqual((permissions as? NSNumber)?.intValue, 0o640)
    }

    func testInPlaceThroughALinkRewritesItsTargetAndKeepsTheLink() throws {
        try directory.write("target.layout", messy)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: directory.path("target.layout"))
        try FileManager.default.createSymbolicLink(atPath: directory.path("link.layout"), withDestinationPath: "target.layout")
        let result = run(["format", "--in-place", "link.layout"])
        XCTAssertEqual(result.status, .success, result.err)
        XCTAssertEqual(try contents("target.layout"), tidy, "the file the link names is formatted")
        let link = try FileManager.default.attributesOfItem(atPath: directory.path("link.layout"))
        XCTAssertEqual(link[.type] as? FileAttributeType, .typeSymbolicLink, "the link is still a link")
        let target = try FileManager.default.attributesOfItem(atPath: directory.path("target.layout"))
        XCTAssertEqual((target[.posixPermissions] as? NSNumber)?.intValue, 0o600)
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: directory.url.path).sorted(), ["link.layout", "target.layout"],
            "no temporary file is left")
    }

    func testSyntaxErrorsFailWithDiagnosticsAndWriteNothing() throws {
        let broken = "view a\na.width = = 1\n"
        try directory.write("broken.layout", broken)
        try directory.write("messy.layout", messy)
        let result = run(["format", "--in-place", "broken.layout", "messy.layout"])
        XCTAssertEqual(result.status, .findings)
        XCTAssertTrue(result.err.hasPrefix("broken.layout:2:"), result.err)
        XCTAssertTrue(result.err.contains("error"), result.err)
        XCTAssertEqual(try contents("broken.layout"), broken)
        XCTAssertEqual(try contents("messy.layout"), tidy, "the other files are still formatted")
        let checked = run(["format", "--check", "broken.layout"])
        XCTAssertEqual(checked.status, .findings)
        XCTAssertEqual(checked.out, "", "a file with errors is not listed as one that would change")
        let printed = run(["format", "broken.layout"])
        XCTAssertEqual(printed.status, .findings)
        XCTAssertEqual(printed.out, "")
    }

    func testUsageErrors() throws {
        try directory.write("a.layout", tidy)
        try directory.write("b.layout", tidy)
        for arguments in [["format"], ["format", "a.layout", "b.layout"], ["format", "--check", "--in-place", "a.layout"],
                          ["format", "--fix", "a.layout"], ["format", "--check=yes", "a.layout"]]
        {
            let result = run(arguments)
            XCTAssertEqual(result.status, .failure, "\(arguments)")
            XCTAssertEqual(result.out, "", "\(arguments)")
            XCTAssertTrue(result.err.contains("error"), "\(arguments): \(result.err)")
        }
        let missing = run(["format", "--check", "missing.layout"])
        XCTAssertEqual(missing.status, .failure)
        XCTAssertTrue(missing.err.contains("cannot read 'missing.layout'"), missing.err)
    }

    func testHelp() {
        for arguments in [["format", "--help"], ["help", "format"]] {
            let result = run(arguments)
            XCTAssertEqual(result.status, .success)
            XCTAssertTrue(result.out.contains("USAGE: layoutc format FILE... [--check] [--in-place]"), result.out)
        }
        XCTAssertTrue(run(["--help"]).out.contains("layoutc format FILE..."))
    }
}

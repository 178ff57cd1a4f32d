import Foundation
import XCTest
@testable import layoutc

/// `layoutc generate`: code on standard output or in `--output`, diagnostics always on standard
/// error, exit 1 for errors and G codes, 2 for usage errors and unreadable input, included files.
final class GenerateCommandTests: CommandTestCase {

    func testCodeGoesToStandardOutputOrToTheOutputFile() throws {
        try directory.write("feed-card.layout", "view card\ncard.edges = root.edges + 8\n")
        let printed = run(["generate", "feed-card.layout", "--target", "uikit"])
        XCTAssertEqual(printed.status, .success, printed.err)
        XCTAssertEqual(printed.err, "")
        XCTAssertTrue(printed.out.contains("public final class FeedCardLayout"), printed.out)
        XCTAssertTrue(printed.out.contains("import UIKit\n"), printed.out)
        let written = run(["generate", "feed-card.layout", "--target=appkit", "--output", "Out.swift"])
        XCTAssertEqual(written.status, .success, written.err)
        XCTAssertEqual(written.out, "")
        let file = try String(contentsOfFile: directory.path("Out.swift"), encoding: .utf8)
        XCTAssertTrue(file.contains("import AppKit\n") && file.contains("public init(root: NSView, card: NSView)"), file)
    }

    func testErrorsAndInexpressibleEquationsWriteNothingAndExitOne() throws {
        try directory.write("bad.layout", "view a, b\na.leading = b.left\n")
        let short = run(["generate", "bad.layout", "--target", "uikit", "--format", "short", "--output", "Bad.swift"])
        XCTAssertEqual(short.status, .findings)
        XCTAssertEqual(short.out, "", "diagnostics never go to standard output, where code may go")
        XCTAssertEqual(short.err, "bad.layout:2:1: error: Auto Layout cannot relate a.leading to b.left: leading and trailing pair only with leading, trailing and sizes [G003]\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: directory.path("Bad.swift")))
        try directory.write("typo.layout", "view a\na.lefft = 0\n")
        let typo = run(["generate", "typo.layout", "--target", "uikit"])
        XCTAssertEqual(typo.status, .findings)
        XCTAssertEqual(typo.out, "")
        XCTAssertTrue(typo.err.contains("N003"), typo.err)
    }

    func testWarningsAreShownAndCodeIsStillWritten() throws {
        try directory.write("scaled.layout", "view a, b\na.left = 0; a.top = 0; a.height = 10; b.left = 0; b.top = 0; b.size = 10\n2 * a.width = 3 * b.width @low\n")
        let result = run(["generate", "scaled.layout", "--target", "uikit", "--format", "short"])
        XCTAssertEqual(result.status, .success)
        XCTAssertTrue(result.err.contains("warning: Auto Layout will weigh this optional constraint's violation differently from solve [G004]"), result.err)
        XCTAssertTrue(result.out.contains("b.widthAnchor.constraint(equalTo: a.widthAnchor, multiplier: 0.6666666666666666)"), result.out)
    }

    func testUsedFilesAreRead() throws {
        try directory.write("base.layout", "view card\ncard.edges = root.edges + 8\n")
        try directory.write("compact.layout", "use \"base.layout\"\noverride { card.height = 44 }\n")
        let result = run(["generate", "compact.layout", "--target", "uikit"])
        XCTAssertEqual(result.status, .success, result.err)
        XCTAssertTrue(result.out.contains(#""base.layout:2:1 left""#), result.out)
        XCTAssertTrue(result.out.contains("card.heightAnchor.constraint(equalToConstant: 44)"), result.out)
    }

    func testUsageErrorsExitTwo() throws {
        try directory.write("a.layout", "view a\n")
        for arguments in [
            ["generate", "a.layout"], ["generate", "a.layout", "--target", "uikt"], ["generate", "--target", "uikit"],
            ["generate", "a.layout", "b.layout", "--target", "uikit"], ["generate", "missing.layout", "--target", "uikit"],
            ["generate", "a.layout", "--target", "uikit", "--format", "xml"],
        ] {
            let result = run(arguments)
            XCTAssertEqual(result.status, .failure, "\(arguments)")
            XCTAssertEqual(result.out, "", "\(arguments)")
        }
        XCTAssertTrue(run(["generate", "a.layout", "--target", "uikt"]).err.contains("did you mean 'uikit'?"))
        XCTAssertTrue(run(["generate", "--help"]).out.contains("USAGE: layoutc generate FILE --target uikit|appkit"))
    }
}

import Foundation
import XCTest

/// The built executable with `--content-size`: solve and render at one category, check at
/// several (or `all`) naming the categories a finding was made at, one check for a file that
/// cannot depend on the category (C004), and a misspelt category a usage error (exit 2) that
/// names the option, with a did-you-mean.
final class DynamicTypeEndToEndTests: XCTestCase {
    private var directory: TemporaryDirectory!

    /// A body label 200 wide at large, between 16-point insets on a 320-point screen: it fits up
    /// to xxxLarge (200 * 23/17 = 270.59 <= 288) and is truncated at every accessibility size
    /// (from 200 * 28/17 = 329.41 on).
    private let label = """
        view title { intrinsic 200 x 20; textStyle body }
        title.leading = 16; title.top = scaled(10); title.trailing <= root.trailing - 16

        """

    override func setUpWithError() throws {
        directory = try TemporaryDirectory()
        try directory.write("label.layout", label)
        try directory.write("plain.layout", "view a\na.left = 0; a.top = 0; a.width = 10; a.height = 10\n")
    }

    override func tearDown() { directory.remove() }

    private func run(_ arguments: [String]) throws -> BinaryRunner.Outcome {
        try BinaryRunner.run(arguments, in: directory.url)
    }

    func testSolveAtACategory() throws {
        let large = try run(["solve", "label.layout", "--size", "320x600", "--format", "json"])
        XCTAssertEqual(large.status, 0, large.err)
        XCTAssertTrue(large.out.contains(#""title": {"x": 16, "y": 10, "width": 200, "height": 20}"#), large.out)
        // accessibilityMedium: body 28/17; top 280/17, height 560/17, width capped at 288.
        let medium = try run(["solve", "label.layout", "--size", "320x600", "--format", "json", "--content-size", "accessibilityMedium"])
        XCTAssertEqual(medium.status, 0, medium.err)
        XCTAssertTrue(medium.out.contains(#""title": {"x": 16, "y": 16.470588235294116, "width": 288, "height": 32.94117647058823}"#), medium.out)
    }

    func testCheckAllNamesTheCategoriesOfEachFinding() throws {
        let outcome = try run(["check", "label.layout", "--size", "320x600", "--content-size", "all", "--format", "short"])
        XCTAssertEqual(outcome.status, 0, outcome.err)
        let lines = outcome.out.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 5, outcome.out)
        XCTAssertTrue(lines.allSatisfy { $0.contains("[C005]") }, outcome.out)
        XCTAssertTrue(lines.contains { $0.contains("at contentSize accessibilityExtraExtraExtraLarge: 'title' is truncated: 288 wide where its text needs 623.529") }, outcome.out)
        XCTAssertFalse(outcome.out.contains("at contentSize extraExtraExtraLarge"), outcome.out)
        // Two categories given, both where it is truncated.
        let two = try run(["check", "label.layout", "--size", "320x600", "--content-size", "accessibilityMedium", "--content-size", "extraSmall", "--format", "short"])
        XCTAssertEqual(two.out.split(separator: "\n").count, 1, two.out)
        XCTAssertTrue(two.out.contains("at contentSize accessibilityMedium: 'title' is truncated"), two.out)
    }

    func testOneCheckAnswersEveryCategoryWhenNothingDependsOnIt() throws {
        let outcome = try run(["check", "plain.layout", "--size", "320x600", "--content-size", "all", "--format", "short"])
        XCTAssertEqual(outcome.status, 0, outcome.err)
        XCTAssertTrue(outcome.out.contains("note: nothing in the file depends on the content size category: one check answers all 12 categories [C004]"), outcome.out)
    }

    func testAMisspeltCategoryIsAUsageError() throws {
        for command in [["solve", "label.layout", "--size", "320x600"], ["check", "label.layout"], ["render", "label.layout", "--size", "320x600"]] {
            let outcome = try run(command + ["--content-size", "acessibilityLarge"])
            XCTAssertEqual(outcome.status, 2, command.joined(separator: " "))
            XCTAssertTrue(outcome.err.contains("unknown content size 'acessibilityLarge' in --content-size"), outcome.err)
            XCTAssertTrue(outcome.err.contains("did you mean 'accessibilityLarge'?"), outcome.err)
        }
        let all = try run(["solve", "label.layout", "--size", "320x600", "--content-size", "all"])
        XCTAssertEqual(all.status, 2)
        XCTAssertTrue(all.err.contains("solve takes one content size, not 'all' in --content-size"), all.err)
    }

    func testEveryCommandThatTakesContentSizeSaysSoInItsHelp() throws {
        for command in ["solve", "check", "render"] {
            let help = try run([command, "--help"])
            XCTAssertTrue(help.out.contains("--content-size"), command)
        }
    }
}

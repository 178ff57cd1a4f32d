import LayoutSource
import LayoutParser
import LayoutIR
@testable import LayoutChecker
import XCTest

/// Exact IR in each writing direction: in right to left, leading and trailing (and their
/// margins) are measured leftwards from the root's right edge; everything else is unchanged.
final class DirectionIRTests: XCTestCase {
    private func result(_ text: String, _ direction: LayoutDirection) -> CheckResult {
        check(CheckRequest(source: SourceFile(path: "t.layout", text: text), direction: direction))
    }

    /// The rendered IR of `text` in `direction`; fails on any diagnostic.
    private func ir(_ text: String, _ direction: LayoutDirection, file: StaticString = #filePath, line: UInt = #line) -> [String] {
        let checked = result(text, direction)
        XCTAssertEqual(checked.diagnostics.map { "\($0.code) \($0.message)" }, [], file: file, line: line)
        return IRRendering.lines(checked.ir)
    }

    func testLeftToRightIsTheDefaultAndTheCoreMeaning() {
        let text = "view a, b\na.leading = root.leading + 16\nb.leading = a.trailing + 8\nb.trailing = 100"
        XCTAssertEqual(ir(text, .leftToRight), IRRendering.lines(check(CheckRequest(source: SourceFile(path: "t.layout", text: text))).ir))
        XCTAssertEqual(
            ir(text, .leftToRight),
            ir("view a, b\na.left = root.left + 16\nb.left = a.right + 8\nb.right = 100", .leftToRight))
    }

    func testRightToLeftMeasuresLeadingAndTrailingFromTheRightEdge() {
        // root.right - a.right = root.right - root.right + 16: a.right = root.right - 16.
        XCTAssertEqual(ir("view a\na.leading = root.leading + 16", .rightToLeft), ir("view a\na.right = root.right - 16", .leftToRight))
        // root.right - b.right = root.right - a.left + 8: b.right = a.left - 8.
        XCTAssertEqual(ir("view a, b\nb.leading = a.trailing + 8", .rightToLeft), ir("view a, b\nb.right = a.left - 8", .leftToRight))
        // An absolute position is measured from the right edge too.
        XCTAssertEqual(ir("view a\na.trailing = 40", .rightToLeft), ["root.left + root.width - a.left - 40 == 0"])
        // A size between leading and trailing is the same size in both directions.
        XCTAssertEqual(ir("view a, b\nb.width = a.trailing - a.leading", .rightToLeft), ir("view a, b\nb.width = a.width", .leftToRight))
    }

    func testMarginsMirrorWithTheirSides() {
        // margins: top 1, left 2, bottom 3, right 4.
        let views = "view a { margins 1, 2, 3, 4 }, b\n"
        XCTAssertEqual(ir(views + "b.leading = a.leadingMargin", .rightToLeft), ir(views + "b.right = a.rightMargin", .leftToRight))
        XCTAssertEqual(ir(views + "b.trailing = a.trailingMargin", .rightToLeft), ir(views + "b.left = a.leftMargin", .leftToRight))
        XCTAssertEqual(ir(views + "b.leading = a.leadingMargin", .leftToRight), ir(views + "b.left = a.leftMargin", .leftToRight))
    }

    func testOtherAttributesDoNotDependOnDirection() {
        let text = "view a { baseline 12 }, b\na.left = 10\nb.right = a.centerX + 4\nb.edges = a.margins\nb.baseline = a.baseline"
        XCTAssertEqual(ir(text, .rightToLeft), ir(text, .leftToRight))
        // An equation mixing left with leading mixes the two measures.
        XCTAssertEqual(ir("view a, b\na.leading = b.left", .rightToLeft), ["root.left + root.width - a.left - a.width - b.left == 0"])
    }

    func testTypeRulesGiveTheSameVerdictInBothDirections() {
        for text in ["view a, b\na.width = b.leading", "view a\na.leading = a.top"] {
            XCTAssertEqual(
                result(text, .rightToLeft).diagnostics.map { "\($0.code) \($0.message)" },
                result(text, .leftToRight).diagnostics.map { "\($0.code) \($0.message)" })
            XCTAssertFalse(result(text, .rightToLeft).diagnostics.isEmpty)
        }
    }

    func testFastPathAgreesWithTheFullCheckerInRightToLeft() {
        let source = SourceFile(path: "t.layout", text: """
            view a, b
            a.leading = root.leading + 16
            b.leading = a.trailing * 1 + 8 @high
            b.width = (a.trailing - a.leading) / 2
            a.left + b.trailing = 300
            """)
        let tree = parse(source).tree
        var results: [[String]] = []
        for fastPath in [true, false] {
            var checker = Checker(source: source, usesFastPath: fastPath)
            checker.direction = .rightToLeft
            checker.check(tree)
            XCTAssertEqual(checker.diagnostics, [])
            results.append(IRRendering.lines(checker.ir))
        }
        XCTAssertEqual(results[0], results[1])
        XCTAssertNotEqual(results[0], IRRendering.lines(check(CheckRequest(source: source)).ir))
    }
}

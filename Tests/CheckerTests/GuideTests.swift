import LayoutSource
import LayoutParser
import LayoutChecker
import XCTest

/// Layout guides (`guide NAME`): parsed, printed, declared in the IR as guides, constrained like
/// views; `guide` stays usable as a view name.
final class GuideTests: XCTestCase {
    private func checked(_ text: String) -> CheckResult {
        check(CheckRequest(source: SourceFile(path: "g.layout", text: text)))
    }

    private func messages(_ text: String) -> [String] {
        checked(text).diagnostics.map { "\($0.code) \($0.message)" }
    }

    func testGuidesAreDeclaredInTheIRAndConstrainedLikeViews() {
        let result = checked("view a\nguide g, h\ng.leading = a.trailing; g.width = h.width * 2\n")
        XCTAssertEqual(result.diagnostics, [])
        XCTAssertEqual(result.ir.views.map(\.name), ["root", "a", "g", "h"])
        XCTAssertEqual(result.ir.views.map(\.isGuide), [false, false, true, true])
        XCTAssertEqual(IRRendering.lines(result.ir), ["a.left + a.width - g.left == 0", "g.width - 2 h.width == 0"])
        // A guide shares the views' namespace.
        XCTAssertEqual(messages("view a\nguide a\n"), ["N002 view 'a' is declared twice"])
        XCTAssertEqual(messages("guide g\ng.widht = 1\n"), ["N003 unknown attribute 'widht'"])
    }

    func testSyntaxTreePrintsAndDumpsGuides() {
        let tree = parse(SourceFile(path: "g.layout", text: "guide g, h\nview v\n")).tree
        XCTAssertEqual(SyntaxPrinter.print(tree.statements[0]), "guide g, h")
        XCTAssertEqual(SyntaxPrinter.print(tree.statements[1]), "view v")
        XCTAssertEqual(SyntaxDump.dump(tree.statements[0]), "(guide g h)")
    }

    func testGuideIsNoKeyword() {
        // A view called guide, used as in the core.
        let result = checked("view guide, guides\nguide.left = 0\nguides.left = guide.right\n")
        XCTAssertEqual(result.diagnostics, [])
        XCTAssertEqual(result.ir.views.map(\.isGuide), [false, false, false])
        XCTAssertEqual(IRRendering.lines(result.ir).count, 2)
    }

    func testMalformedGuideDeclarations() {
        XCTAssertEqual(messages("guide g { margins 8 }\ng.width = 1\n"), ["A008 a guide has no properties"])
        XCTAssertEqual(messages("guide a,\n"), ["P005 expected a guide name, found end of line"])
        XCTAssertEqual(messages("guide flex\n").map { String($0.prefix(4)) }, ["P006"])
    }
}

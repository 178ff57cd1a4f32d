import Foundation
import LayoutChecker
import LayoutIR
import LayoutSource
import XCTest

/// Scroll views in the checker (grammar.md, "Scroll views"): `v.content.ATTR` and `v.frame.ATTR`,
/// their errors, and UIKit's rule that a scroll view's edges and margins, related to a view inside
/// it, are its content area's (R002).
final class ScrollCheckingTests: XCTestCase {
    private func checked(_ text: String) -> CheckResult {
        check(CheckRequest(source: SourceFile(path: "s.layout", text: text)))
    }

    private func codes(_ text: String) -> [String] {
        checked(text).diagnostics.map { "\($0.code) \($0.message)" }
    }

    /// The names of the views each constraint's terms are on, per constraint, in IR order.
    private func termViews(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> [[String]] {
        let result = checked(text)
        XCTAssertEqual(result.diagnostics.filter { $0.severity != .note }.map(\.message), [], file: file, line: line)
        return result.ir.constraints.map { constraint in
            var names: [String] = []
            for term in constraint.terms where !names.contains(result.ir.name(of: term.variable.view)) {
                names.append(result.ir.name(of: term.variable.view))
            }
            return names.sorted()
        }
    }

    private let page = "scroll page { view body }\nview outside\n"

    // MARK: The guides

    func testContentAndFrameAreImplicitGuidesOfTheScrollView() {
        let result = checked(page + "body.top = page.content.top\nbody.width = page.frame.width\n")
        XCTAssertEqual(result.diagnostics, [])
        let ir = result.ir
        let scroll = ViewID(1)
        XCTAssertTrue(ir.isScrollView(scroll))
        let content = try? XCTUnwrap(ir.scrollGuide(.content, of: scroll))
        let frame = try? XCTUnwrap(ir.scrollGuide(.frame, of: scroll))
        XCTAssertEqual(content.map(ir.name(of:)), "page.content")
        XCTAssertEqual(frame.map(ir.name(of:)), "page.frame")
        for guide in [content, frame].compactMap({ $0 }) {
            XCTAssertTrue(ir.isImplicitGuide(guide))
            XCTAssertFalse(ir.isReported(guide))
            XCTAssertEqual(ir.parent(of: guide), scroll)
        }
        XCTAssertEqual(ir.views[content!.index].scrollGuide, ScrollGuideRole(scrollView: scroll, kind: .content))
        XCTAssertEqual(ir.views[frame!.index].scrollGuide, ScrollGuideRole(scrollView: scroll, kind: .frame))
        // A constraint on a guide belongs to the scroll view, as UIKit installs it there.
        XCTAssertEqual(ir.owner(of: ir.constraints[0]), scroll)
        XCTAssertEqual(ir.constraints.map { ir.name(of: $0.terms.last!.variable.view) }.sorted(), ["page.content", "page.frame"])
    }

    func testEveryScrollViewWithContentHasAContentGuideAndOnlyThose() {
        let ir = checked("scroll page { view body }\nscroll empty\nscroll strip { guide g }\n").ir
        XCTAssertEqual(ir.views.filter { $0.scrollGuide != nil }.map(\.name), ["page.content", "strip.content"])
        XCTAssertEqual(ir.scrollViews.map(ir.name(of:)), ["page", "empty", "strip"])
    }

    func testCompoundsOfTheGuides() {
        XCTAssertEqual(
            termViews(page + "body.edges = page.content.edges\nbody.size = page.frame.size\nbody.center = page.frame.center\n"),
            Array(repeating: ["body", "page.content"], count: 4) + Array(repeating: ["body", "page.frame"], count: 4))
    }

    // MARK: Errors

    func testAGuideOfAViewThatIsNoScrollViewIsR001WithAFixIt() throws {
        let result = checked("view card\nguide g\ncard.left = card.content.left\ncard.top = root.frame.top\ncard.width = g.content.width\n")
        XCTAssertEqual(result.diagnostics.map(\.code.rawValue), ["R001", "R001", "R001"])
        XCTAssertEqual(
            result.diagnostics.map(\.message),
            [
                "'card' is not a scroll view: it has no content guide", "root is not a scroll view: it has no frame guide",
                "guide 'g' is not a scroll view: it has no content guide",
            ])
        let fixIt = try XCTUnwrap(result.diagnostics.first?.fixIts.first)
        XCTAssertEqual(fixIt.replacement, "left")
        XCTAssertEqual(SourceFile(path: "s.layout", text: "view card\nguide g\ncard.left = card.content.left\n").text(in: fixIt.span.range), "content.left")
        XCTAssertTrue(result.diagnostics[0].notes.contains("only a scroll view (scroll card { ... }) has a content guide (contentLayoutGuide)"))
    }

    func testMisspeltGuidesAndAttributesSuggestTheRightOne() {
        let result = checked(page + "body.top = page.contnet.top\nbody.top = page.content.tpo\nbody.left = page.frame\nbody.left = page.content.leftMargin\n")
        XCTAssertEqual(
            result.diagnostics.map { "\($0.code) \($0.message) \($0.fixIts.map(\.replacement))" },
            [
                "N003 unknown attribute 'contnet.top' [\"content.top\"]",
                "N003 unknown attribute 'content.tpo' [\"content.top\"]",
                "N003 'frame' is a guide, not an attribute []",
                "N003 unknown attribute 'content.leftMargin' [\"content.left\"]",
            ])
        // On a view that is not a scroll view, a misspelt guide suggests only the safe area.
        XCTAssertEqual(
            checked("view card\ncard.top = card.safeAre.top\n").diagnostics.map { $0.fixIts.map(\.replacement) }, [["safeArea.top"]])
    }

    // MARK: UIKit's rule

    func testEdgesRelatedToAViewInsideAreTheContentAreas() {
        XCTAssertEqual(
            termViews(page + """
                body.top = page.top
                body.bottom = page.bottom
                body.leading = superview.leading
                body.trailing = page.trailing + 0
                """),
            Array(repeating: ["body", "page.content"], count: 4))
    }

    func testSizesCentersAndTheOutsideAreTheFrames() {
        XCTAssertEqual(
            termViews(page + """
                body.width = page.width
                body.height = page.height / 2
                body.centerX = page.centerX
                outside.top = page.bottom
                page.edges = root.edges
                """),
            [["body", "page"], ["body", "page"], ["body", "page"], ["outside", "page"]] + Array(repeating: ["page", "root"], count: 4))
    }

    func testAViewNestedDeeperAndAGuideInsideCountAsContent() {
        let text = "scroll page { view body { view title }; guide gap }\ntitle.bottom = page.bottom - 8\ngap.top = page.top\n"
        XCTAssertEqual(termViews(text), [["page.content", "title"], ["gap", "page.content"]])
    }

    func testNestedScrollViewsEachAttachToTheirOwnContent() {
        let text = """
            scroll outer { scroll inner { view cell } }
            inner.top = outer.top
            cell.top = inner.top
            cell.bottom = outer.bottom
            """
        XCTAssertEqual(
            termViews(text), [["inner", "outer.content"], ["cell", "inner.content"], ["cell", "outer.content"]])
    }

    func testEachUseIsANoteWithAFixItToTheExplicitGuide() throws {
        let text = page + "body.bottom = superview.bottom - 20\nbody.width = page.width\n"
        let result = checked(text)
        XCTAssertEqual(result.diagnostics.map(\.code.rawValue), ["R002"])
        let note = try XCTUnwrap(result.diagnostics.first)
        XCTAssertEqual(note.severity, .note)
        XCTAssertEqual(
            note.message,
            "'superview.bottom' is the content area's bottom here, not the frame's: 'page' is a scroll view and this constraint relates it to a view inside it")
        XCTAssertEqual(note.fixIts.map(\.replacement), ["superview.content.bottom"])
        XCTAssertEqual(SourceFile(path: "s.layout", text: text).text(in: note.fixIts[0].span.range), "superview.bottom")
        // The fix-it's text means the same: applied, the constraint is unchanged and the note gone.
        let fixed = checked(text.replacingOccurrences(of: "superview.bottom", with: "superview.content.bottom"))
        XCTAssertEqual(fixed.diagnostics, [])
        XCTAssertEqual(fixed.ir.constraints.map(\.terms), result.ir.constraints.map(\.terms))
        XCTAssertEqual(fixed.ir.constraints.map(\.constant), result.ir.constraints.map(\.constant))
    }

    func testMarginsAttachToTheContentAreaInsetByTheScrollViewsMargins() throws {
        let result = checked("scroll page { margins 10, 12, 14, 16; view body }\nbody.leading = page.leadingMargin\nbody.bottom = page.bottomMargin\n")
        XCTAssertEqual(result.diagnostics.map(\.code.rawValue), ["R002", "R002"])
        XCTAssertEqual(result.diagnostics.map(\.fixIts.count), [0, 0])
        let ir = result.ir
        // body.left - (content.left + 12) = 0 and body.top + body.height - (content.top + content.height - 14) = 0.
        let leading = ir.constraints[0], bottom = ir.constraints[1]
        XCTAssertEqual(Set(leading.terms.map { ir.name(of: $0.variable.view) }), ["body", "page.content"])
        XCTAssertEqual(abs(leading.constant), 12)
        XCTAssertEqual(Set(bottom.terms.map { ir.name(of: $0.variable.view) }), ["body", "page.content"])
        XCTAssertEqual(abs(bottom.constant), 14)
    }

    func testTheFastPathAgreesWithTheFullChecker() {
        // Plain equations take the fast path, which must leave a scroll view's edges to the rule.
        let text = page + "body.top = page.top\nbody.width = page.width\noutside.left = page.right\n"
        let result = checked(text)
        XCTAssertEqual(result.ir.constraints.map { Set($0.terms.map { result.ir.name(of: $0.variable.view) }) },
                       [["body", "page.content"], ["body", "page"], ["outside", "page"]])
    }

    func testClearingAScrollViewDropsTheConstraintsOfItsGuides() {
        let result = checked(page + "body.top = page.content.top\nbody.width = page.frame.width\nclear page\nbody.top = root.top\n")
        XCTAssertEqual(result.diagnostics.map(\.code.rawValue), [])
        XCTAssertEqual(result.ir.constraints.map { Set($0.terms.map { result.ir.name(of: $0.variable.view) }) }, [["body", "root"]])
    }
}

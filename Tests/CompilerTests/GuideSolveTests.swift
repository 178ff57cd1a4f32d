import LayoutCompiler
import XCTest

/// Layout guides solve like views, with the implicit `width >= 0` and `height >= 0`, and are
/// reported apart from the views' frames.
final class GuideSolveTests: XCTestCase {
    func testTwoGuidesOfEqualWidthSpreadThreeButtons() throws {
        let layout = try compileFile("Examples/button-row.layout")
        for size in [phone, desktop] {
            let solution = layout.solve(size: size)
            XCTAssertEqual(solution.diagnostics, [])
            XCTAssertEqual(solution.frames.map(\.name), ["root", "bar", "cancel", "later", "confirm"])
            XCTAssertEqual(solution.guides.map(\.name), ["gapA", "gapB"])
            let (a, b) = (try XCTUnwrap(solution.guide(named: "gapA")), try XCTUnwrap(solution.guide(named: "gapB")))
            // bar is width - 32; the buttons take 80 + 96 + 88: the rest splits in two.
            let gap = (size.width - 32 - 264) / 2
            XCTAssertEqual(a.width, gap, accuracy: 1e-9)
            XCTAssertEqual(b.width, gap, accuracy: 1e-9)
            XCTAssertEqual(solution.frame(named: "later")?.x ?? .nan, 16 + 80 + gap, accuracy: 1e-9)
            XCTAssertNil(solution.frame(named: "gapA"))
        }
    }

    func testGuidesHaveTheImplicitNonNegativeSize() {
        let layout = compileText("guide g\ng.left = 0; g.top = 0; g.height = 0\ng.width <= -5\n")
        XCTAssertFalse(layout.hasErrors)
        let conflicts = layout.solve(size: phone).diagnostics.filter { $0.code == .unsatisfiableConstraints }
        XCTAssertEqual(conflicts.count, 1)
        XCTAssertTrue(conflicts.first?.notes.contains { $0.contains("g.width >= 0") } ?? false, "\(conflicts)")
    }

    func testUndeterminedGuideIsReportedLikeAView() {
        let solution = compileText("guide g\ng.left = 0; g.top = 0; g.height = 0\n").solve(size: phone)
        XCTAssertEqual(solution.diagnostics.map(\.message), ["g.width is not determined by any constraint"])
        XCTAssertEqual(solution.guides.count, 1)
        XCTAssertEqual(solution.frames.map(\.name), ["root"])
    }

    func testAGuideUsedOnOneAxisOnlyIsNotReportedOnTheOther() throws {
        // An equal gap between two views: the guides never take part vertically.
        let spread = """
            view a, b, c
            guide gap1, gap2
            a.left = 0; a.width = 50; c.right = root.right; c.width = 50; b.width = 70
            gap1.left = a.right; gap1.right = b.left; gap2.left = b.right; gap2.right = c.left
            gap1.width = gap2.width
            a.top = 0; b.top = 0; c.top = 0; a.height = 10; b.height = 10; c.height = 10

            """
        let solution = compileText(spread).solve(size: phone)
        XCTAssertEqual(solution.diagnostics, [])
        XCTAssertEqual(try XCTUnwrap(solution.guide(named: "gap1")).width, (375 - 170) / 2, accuracy: 1e-9)
        // Mentioned on an axis and still free there: reported, for that axis only.
        let touched = compileText(spread + "gap2.top >= 5\n").solve(size: phone)
        XCTAssertEqual(touched.diagnostics.map(\.message), ["gap2.top and gap2.height are not determined by any constraint"])
        // A view is a frame, not a helper: used on one axis only, its other axis is reported.
        let view = compileText("view v\nv.left = 0; v.width = 10\n").solve(size: phone)
        XCTAssertEqual(view.diagnostics.map(\.message), ["v.top and v.height are not determined by any constraint"])
    }
}

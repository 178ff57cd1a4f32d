import LayoutCompiler
import LayoutLexer
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
}

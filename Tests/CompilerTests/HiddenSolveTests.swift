@testable import LayoutCompiler
import LayoutIR
import LayoutSource
import XCTest

/// Solving hidden views: a hidden view outside a stack keeps its frame and is marked hidden in
/// the variant solved; sessions follow the variant as they resize; a condition that needs a
/// canvas size is V008 without one.
final class HiddenSolveTests: XCTestCase {
    private let text = """
        view banner { hidden true }
        view spinner
        banner.edges = root.edges
        spinner.center = root.center; spinner.size = 20
        when width >= 600 { show banner; hide spinner }

        """

    private func hiddenNames(_ solution: LayoutSolution) -> [String] {
        solution.frames.filter(\.isHidden).map(\.name)
    }

    func testHiddenViewsKeepTheirFramesAndAreMarked() {
        let layout = compileText(text)
        let narrow = layout.solve(size: phone)
        XCTAssertEqual(hiddenNames(narrow), ["banner"])
        assertFrame(narrow.frame(named: "banner"), 0, 0, 375, 667)
        let wide = layout.solve(size: desktop)
        XCTAssertEqual(hiddenNames(wide), ["spinner"])
        assertFrame(wide.frame(named: "spinner"), 502, 374, 20, 20)
        XCTAssertEqual(wide.frame(named: "root")?.isHidden, false)
    }

    func testSessionsFollowTheVariantAsTheyResize() {
        let session = LayoutSession(compileText(text), size: phone)
        XCTAssertEqual(hiddenNames(session.solution), ["banner"])
        session.resize(to: desktop)
        XCTAssertEqual(hiddenNames(session.solution), ["spinner"])
        session.resize(to: CanvasSize(width: 320, height: 480))
        XCTAssertEqual(hiddenNames(session.solution), ["banner"])
    }

    func testAConditionOnTheCanvasNeedsASize() {
        let layout = compileText("view a\na.edges = root.edges\nwhen width >= 600 { hide a }\n")
        let solution = layout.solve(size: nil)
        XCTAssertEqual(solution.diagnostics.map(\.code), [.conditionNeedsCanvas])
        XCTAssertEqual(
            solution.diagnostics.first?.message,
            "whether 'a' is hidden depends on 'width >= 600', which needs the canvas size, and none is given")
        XCTAssertEqual(layout.line(of: solution.diagnostics.first?.span), 3)
        XCTAssertTrue(solution.frames.isEmpty)
    }

    func testAViewHiddenEverywhereNeedsNoSize() {
        let solution = compileText("view a { hidden true }\na.left = 0; a.top = 0; a.size = 10\n").solve(size: nil)
        XCTAssertEqual(hiddenNames(solution), ["a"])
    }
}

import LayoutCompiler
import LayoutSource
import XCTest

/// Alignment rectangles (`alignmentInsets T, L, B, R`): constraints and intrinsic sizes act on
/// the alignment rectangle and `solve`'s frames are the drawn frames, outset by the insets, as
/// UIKit's `frame(forAlignmentRect:)`; margins and baselines are measured from the drawn frame.
/// Every expected frame below is worked out by hand in the comments.
final class AlignmentInsetsSolveTests: XCTestCase {
    /// A settings row: a switch at the trailing margin, a slider beside it.
    let row = """
        view row {
          margins 16
          view toggle { intrinsic 49 x 27; alignmentInsets 2, 0, 2, 0 }
          view slider { alignmentInsets 1, 2, 3, 4 }
        }
        row.top = root.top + 20; row.leading = root.leading; row.trailing = root.trailing; row.height = 60
        toggle.trailing = row.trailingMargin
        toggle.centerY = row.centerY
        slider.leading = row.leadingMargin
        slider.trailing = toggle.leading - 8
        slider.centerY = toggle.centerY
        slider.height = 20

        """

    func testFramesAreTheAlignmentRectanglesOutset() {
        let layout = compileText(row)
        XCTAssertEqual(layout.diagnostics, [])
        let solution = layout.solve(size: phone)
        assertFrame(solution.frame(named: "row"), 0, 20, 375, 60)
        // Alignment rectangle: right 375 - 16 = 359, 49 wide, so left 310; centre 50, 27 high,
        // so top 36.5. Drawn: 2 above and below.
        assertFrame(solution.frame(named: "toggle"), 310, 34.5, 49, 31)
        // Alignment rectangle: left 16, right 310 - 8 = 302 (286 wide), centre 50, 20 high (top
        // 40). Drawn: left 2, top 1, bottom 3, right 4 outside it.
        assertFrame(solution.frame(named: "slider"), 14, 39, 292, 24)
    }

    func testAChildIsPlacedFromItsParentsAlignmentRectangleAndItsMarginsFromTheDrawnFrame() {
        let layout = compileText("""
            view badge {
              alignmentInsets 4, 6, 4, 2
              view dot
            }
            badge.left = root.left + 100; badge.top = root.top + 100; badge.width = 40; badge.height = 30
            dot.leading = badge.leadingMargin
            dot.top = badge.top
            dot.width = 10; dot.height = 10
            view tail
            tail.trailing = badge.trailingMargin; tail.bottom = badge.bottomMargin; tail.width = 5; tail.height = 5

            """)
        XCTAssertEqual(layout.diagnostics, [])
        let solution = layout.solve(size: phone)
        // Alignment rectangle (100, 100, 40, 30); drawn 6 further left, 4 higher, 48 x 38.
        assertFrame(solution.frame(named: "badge"), 94, 96, 48, 38)
        // The margin is measured from the drawn frame (UIKit's bounds): 94 + 8; the top is the
        // alignment rectangle's. In badge's own coordinates (UIKit's `frame`): (8, 4).
        assertFrame(solution.frame(named: "dot"), 102, 100, 10, 10)
        // Drawn right 142, bottom 134: the margins are 8 inside them.
        assertFrame(solution.frame(named: "tail"), 129, 121, 5, 5)
    }

    func testABaselineIsMeasuredFromTheDrawnTop() {
        let layout = compileText("""
            view label { intrinsic 50 x 30; alignmentInsets 3, 0, 3, 0; baseline 20 }
            view rule
            label.top = root.top + 10; label.left = root.left
            rule.top = label.baseline; rule.left = root.left; rule.width = 10; rule.height = 1

            """)
        XCTAssertEqual(layout.diagnostics, [])
        let solution = layout.solve(size: phone)
        // Alignment top 10, so drawn top 7 and the baseline 20 below it.
        assertFrame(solution.frame(named: "label"), 0, 7, 50, 36)
        assertFrame(solution.frame(named: "rule"), 0, 27, 10, 1)
    }

    func testAResizedSessionReadsBackDrawnFrames() {
        let layout = compileText(row)
        let session = LayoutSession(layout, size: phone)
        for size in [desktop, CanvasSize(width: 320, height: 480), phone] {
            let resized = session.resize(to: size)
            XCTAssertEqual(resized.frames, layout.solve(size: size).frames, "at \(size)")
        }
        // At 1024 wide: the toggle's alignment right 1008, so drawn x 959.
        assertFrame(layout.solve(size: desktop).frame(named: "toggle"), 959, 34.5, 49, 31)
    }

    func testAFittedSizeTakesTheAlignmentRectangle() {
        // root is 8 + 27 + 8 high: the intrinsic height is the alignment rectangle's.
        let layout = compileText("""
            view toggle { intrinsic 49 x 27; alignmentInsets 2, 0, 2, 0 }
            toggle.top = root.top + 8; toggle.bottom = root.bottom - 8; toggle.leading = root.leading + 16

            """)
        let fitted = layout.fittedSize(FittingCanvas(width: 375), in: LayoutEnvironment(size: nil))
        XCTAssertEqual(fitted.height, 43)
    }

    func testBadInsetsAreRefused() {
        let wrongCount = compileText("view a { alignmentInsets 1, 2 }\n")
        XCTAssertEqual(wrongCount.diagnostics.map(\.code.rawValue), ["A005"])
        XCTAssertEqual(wrongCount.diagnostics.first?.message, "alignmentInsets takes one number for every side, or four: top, left, bottom, right")
        let onStack = compileText("stack s { alignmentInsets 2 }\n")
        XCTAssertEqual(onStack.diagnostics.map(\.code.rawValue), ["A005"])
        let onRoot = compileText("view root { alignmentInsets 2 }\n")
        XCTAssertTrue(onRoot.diagnostics.contains { $0.severity == .error }, "\(onRoot.diagnostics)")
    }
}

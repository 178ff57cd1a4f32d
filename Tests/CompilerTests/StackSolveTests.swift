import LayoutCompiler
import LayoutIR
import LayoutSource
import XCTest

/// Stacks lowered into UIStackView's constraints, solved, and compared with frames computed by
/// hand (the arithmetic is in each test's comments).
final class StackSolveTests: XCTestCase {
    private let canvas = CanvasSize(width: 400, height: 400)

    /// The frames of `text` solved at 400 x 400, by name: [x, y, width, height].
    private func frames(
        _ text: String, direction: LayoutDirection = .leftToRight, file: StaticString = #filePath, line: UInt = #line
    ) -> [String: [Double]] {
        let layout = LayoutCompiler.compile(CompileRequest(path: "s.layout", text: text, direction: direction))
        let solution = layout.solve(size: canvas)
        XCTAssertEqual(solution.diagnostics.map(\.message), [], file: file, line: line)
        var result: [String: [Double]] = [:]
        for frame in solution.frames { result[frame.name] = [frame.x, frame.y, frame.width, frame.height] }
        // A stack's own guides are not reported.
        XCTAssertEqual(solution.guides.map(\.name), [], file: file, line: line)
        return result
    }

    private func assertFrames(
        _ actual: [String: [Double]], _ expected: [String: [Double]], file: StaticString = #filePath, line: UInt = #line
    ) {
        for (name, values) in expected.sorted(by: { $0.key < $1.key }) {
            guard let found = actual[name] else { XCTFail("no frame for \(name)", file: file, line: line); continue }
            for (a, b) in zip(found, values) {
                XCTAssertEqual(a, b, accuracy: 1e-6, "\(name): \(found) != \(values)", file: file, line: line)
            }
        }
    }

    /// Three views of intrinsic sizes 50 x 20, 60 x 40 and 40 x 10, with declared baselines.
    private func row(_ properties: String, pin: String = "row.left = 0; row.top = 0; row.width = 300") -> String {
        """
        stack row {
          \(properties)
          view a { intrinsic 50 x 20; baseline 15 }
          view b { intrinsic 60 x 40; baseline 30 }
          view c { intrinsic 40 x 10; baseline 8 }
        }
        \(pin)

        """
    }

    // MARK: Distributions, horizontal

    func testFillStretchesTheLowestHugging() {
        // 300 = 50 + 8 + b + 8 + 40, b (hugging 200, the lowest) stretches: b = 194.
        // Fill alignment: every height is the tallest compression resistance wins: 40.
        let text = """
            stack row {
              spacing 8
              view a { intrinsic 50 x 20 }
              view b { intrinsic 60 x 40; hugging 200 }
              view c { intrinsic 40 x 10 }
            }
            row.left = 0; row.top = 0; row.width = 300

            """
        assertFrames(frames(text), [
            "row": [0, 0, 300, 40], "a": [0, 0, 50, 40], "b": [58, 0, 194, 40], "c": [260, 0, 40, 40],
        ])
    }

    func testFillShrinksTheLowestCompressionResistance() {
        // 150 = 50 + 8 + b + 8 + 40 leaves b 44 of its 60: b's compression 700 is the lowest;
        // c.x = 50 + 8 + 44 + 8 = 110.
        let text = """
            stack row {
              spacing 8
              view a { intrinsic 50 x 20 }
              view b { intrinsic 60 x 20; compression 700 }
              view c { intrinsic 40 x 20 }
            }
            row.left = 0; row.top = 0; row.width = 150

            """
        assertFrames(frames(text), [
            "a": [0, 0, 50, 20], "b": [58, 0, 44, 20], "c": [110, 0, 40, 20],
        ])
    }

    func testFillWithTiedHuggingIsReportedAsUIKitLeavesIt() {
        // UIStackView installs nothing for a tie: two views with the lowest hugging are as
        // ambiguous as in Interface Builder ("content priority ambiguity").
        let text = "stack row { view a { intrinsic 50 x 20 }; view b { intrinsic 60 x 20 } }\nrow.left = 0; row.top = 0; row.width = 300\n"
        let solution = compileText(text).solve(size: canvas)
        XCTAssertTrue(solution.diagnostics.contains { $0.message.contains("content priority ambiguity") }, "\(solution.diagnostics)")
    }

    func testFillEquallyHorizontal() {
        // 3w + 2 * 10 = 300: w = 280 / 3 = 93.333...; x = 0, 103.333, 206.667.
        let w = 280.0 / 3
        assertFrames(frames(row("spacing 10; distribution fillEqually"), ), [
            "row": [0, 0, 300, 40], "a": [0, 0, w, 40], "b": [w + 10, 0, w, 40], "c": [2 * w + 20, 0, w, 40],
        ])
    }

    func testFillProportionallyHorizontal() {
        // total = 50 + 60 + 40 + 2 * 10 = 170; a = 300 * 50/170 (999), b = 300 * 60/170 (998),
        // c = 300 * 40/170 (997) cannot also hold: a + b + c = 280, so c, the lowest, takes the
        // rest: 280 - 88.235 - 105.882 = 85.882 (UIKit's proportions are off by the spacing too).
        let a = 300.0 * 50 / 170, b = 300.0 * 60 / 170
        assertFrames(frames(row("spacing 10; distribution fillProportionally")), [
            "a": [0, 0, a, 40], "b": [a + 10, 0, b, 40], "c": [a + b + 20, 0, 280 - a - b, 40],
        ])
    }

    func testEqualSpacingHorizontal() {
        // Views at their intrinsic widths (150 in all); the two gaps share 300 - 150: 75 each.
        assertFrames(frames(row("spacing 10; distribution equalSpacing")), [
            "a": [0, 0, 50, 40], "b": [125, 0, 60, 40], "c": [260, 0, 40, 40],
        ])
    }

    func testEqualCenteringHorizontal() {
        // Centers equally apart: a's at 25, c's at 280 (260 + 20), so b's at 152.5: x = 122.5.
        assertFrames(frames(row("spacing 10; distribution equalCentering")), [
            "a": [0, 0, 50, 40], "b": [122.5, 0, 60, 40], "c": [260, 0, 40, 40],
        ])
    }

    // MARK: Distributions, vertical

    private func column(_ properties: String) -> String {
        """
        stack column {
          axis vertical
          \(properties)
          view a { intrinsic 50 x 20 }
          view b { intrinsic 60 x 40 }
          view c { intrinsic 40 x 10 }
        }
        column.left = 0; column.top = 0; column.height = 300

        """
    }

    func testFillEquallyVertical() {
        // 3h + 2 * 10 = 300: h = 93.333...; widths: fill alignment, the widest compression: 60.
        let h = 280.0 / 3
        assertFrames(frames(column("spacing 10; distribution fillEqually")), [
            "column": [0, 0, 60, 300], "a": [0, 0, 60, h], "b": [0, h + 10, 60, h], "c": [0, 2 * h + 20, 60, h],
        ])
    }

    func testFillProportionallyVertical() {
        // total = 20 + 40 + 10 + 2 * 10 = 90; a = 300 * 20/90 = 66.667 (999), b = 300 * 40/90 =
        // 133.333 (998), c takes the rest of 280: 80 (its 300 * 10/90 at 997 loses).
        assertFrames(frames(column("spacing 10; distribution fillProportionally")), [
            "a": [0, 0, 60, 200.0 / 3], "b": [0, 200.0 / 3 + 10, 60, 400.0 / 3], "c": [0, 220, 60, 80],
        ])
    }

    func testEqualSpacingVertical() {
        // Heights 20 + 40 + 10 = 70; two gaps share 230: 115 each.
        assertFrames(frames(column("spacing 10; distribution equalSpacing")), [
            "a": [0, 0, 60, 20], "b": [0, 135, 60, 40], "c": [0, 290, 60, 10],
        ])
    }

    func testEqualCenteringVertical() {
        // Centers: a's at 10, c's at 295 (290 + 5): b's at 152.5, so b.y = 132.5.
        assertFrames(frames(column("spacing 10; distribution equalCentering")), [
            "a": [0, 0, 60, 20], "b": [0, 132.5, 60, 40], "c": [0, 290, 60, 10],
        ])
    }

    func testFillVerticalStretchesTheLowestHugging() {
        // 300 = 20 + 10 + b + 10 + 10, b's vertical hugging 200 is the lowest: b = 250.
        let text = """
            stack column {
              axis vertical
              spacing 10
              view a { intrinsic 50 x 20 }
              view b { intrinsic 60 x 40; hugging 250, 200 }
              view c { intrinsic 40 x 10 }
            }
            column.left = 0; column.top = 0; column.height = 300

            """
        assertFrames(frames(text), ["a": [0, 0, 60, 20], "b": [0, 30, 60, 250], "c": [0, 290, 60, 10]])
    }

    // MARK: Alignments

    func testTopAlignmentKeepsIntrinsicHeights() {
        // Tops aligned at 0; each height its intrinsic one (hugging beats the suppression at 25);
        // the spanner (at 51 as small as it may be) encloses the tallest: the stack is 40 high.
        assertFrames(frames(row("spacing 10; distribution equalSpacing; alignment top")), [
            "row": [0, 0, 300, 40], "a": [0, 0, 50, 20], "b": [125, 0, 60, 40], "c": [260, 0, 40, 10],
        ])
    }

    func testBottomAlignment() {
        // Bottoms aligned at the stack's bottom, 40: a.y = 20, b.y = 0, c.y = 30.
        assertFrames(frames(row("spacing 10; distribution equalSpacing; alignment bottom")), [
            "row": [0, 0, 300, 40], "a": [0, 20, 50, 20], "b": [125, 0, 60, 40], "c": [260, 30, 40, 10],
        ])
    }

    func testCenterAlignmentCentresEveryViewInTheSpanner() {
        // UIKit's center alignment ties the stack's top and bottom to the spanner (the tallest
        // view, b: 40) and its center to the first view's: every view keeps its height and is
        // centred, a at 20 - 10 = 10, c at 20 - 5 = 15 (as Interface Builder lays out the corpus's
        // center-aligned stacks, and as Apple documents `center`).
        assertFrames(frames(row("spacing 10; distribution equalSpacing; alignment center")), [
            "row": [0, 0, 300, 40], "a": [0, 10, 50, 20], "b": [125, 0, 60, 40], "c": [260, 15, 40, 10],
        ])
    }

    func testFirstBaselineAlignmentKeepsUIKitsTopBug() {
        // Baselines aligned: a.top + 15 = b.top + 30 = c.top + 8. The stack's top is only <= a's
        // (UISV-canvas-connection, loose), its bottom the spanner's; the stack as short as it
        // may be (canvas fit at 49): a.top = 0, baseline at 15, b.y = -15 (above the stack, as
        // UIKit does: useyourloaf.com, "Stack View Baseline Alignment Issue"), c.y = 7; the
        // stack's height is the lowest bottom, b's: 25.
        assertFrames(frames(row("spacing 10; distribution equalSpacing; alignment firstBaseline")), [
            "row": [0, 0, 300, 25], "a": [0, 0, 50, 20], "b": [125, -15, 60, 40], "c": [260, 7, 40, 10],
        ])
    }

    func testLastBaselineAlignment() {
        // Last baselines aligned (the same offsets): the stack's top is the spanner's (b's, the
        // highest top), its bottom only >= a's; tops: b at 0, a at 15, c at 22; the stack ends at
        // a's bottom, 35 (b's bottom, 40, hangs below it).
        assertFrames(frames(row("spacing 10; distribution equalSpacing; alignment lastBaseline")), [
            "row": [0, 0, 300, 35], "a": [0, 15, 50, 20], "b": [125, 0, 60, 40], "c": [260, 22, 40, 10],
        ])
    }

    func testLeadingAndTrailingAlignmentInAVerticalStack() {
        // Leading edges at 0, each width intrinsic; the stack as wide as the widest, 60.
        assertFrames(frames(column("spacing 10; distribution equalSpacing; alignment leading")), [
            "column": [0, 0, 60, 300], "a": [0, 0, 50, 20], "c": [0, 290, 40, 10],
        ])
        // Trailing edges at 60: a.x = 10, b.x = 0, c.x = 20.
        assertFrames(frames(column("spacing 10; distribution equalSpacing; alignment trailing")), [
            "a": [10, 0, 50, 20], "b": [0, 135, 60, 40], "c": [20, 290, 40, 10],
        ])
    }

    // MARK: Spacing

    func testCustomAndSystemSpacing() {
        // system = 8 after a... but a's spacingAfter 20 wins: b.x = 50 + 20 = 70; then 8: c.x = 138.
        // The fill distribution stretches nothing: the stack's width is left to its content.
        let text = """
            stack row {
              spacing system
              view a { intrinsic 50 x 20; spacingAfter 20 }
              view b { intrinsic 60 x 20 }
              view c { intrinsic 40 x 20 }
            }
            row.left = 0; row.top = 0

            """
        assertFrames(frames(text), [
            "row": [0, 0, 178, 20], "a": [0, 0, 50, 20], "b": [70, 0, 60, 20], "c": [138, 0, 40, 20],
        ])
    }

    func testBaselineRelativeSpacingInAVerticalStack() {
        // b's first baseline 10 below a's last: b.top + 20 = a.top + 15 + 10, so b.y = 5.
        let text = """
            stack column {
              axis vertical
              spacing 10
              baselineRelative true
              view a { intrinsic 50 x 20; baseline 15 }
              view b { intrinsic 50 x 30; baseline 20 }
            }
            column.left = 0; column.top = 0

            """
        assertFrames(frames(text), ["a": [0, 0, 50, 20], "b": [0, 5, 50, 30], "column": [0, 0, 50, 35]])
    }

    /// UIStackView's margins are 0 until set (a plain view's are 8): arranged within its margins
    /// without `margins`, the views are flush with the stack, and a view pinned 16 from its
    /// margin is 16 from its edge.
    func testStackMarginsAreZeroUntilSet() {
        let text = """
            stack row {
              marginsRelative true
              view a { intrinsic 50 x 20 }
            }
            view plain { view b { intrinsic 10 x 10 } }
            row.left = 0; row.top = 0; row.width = 300
            plain.left = 0; plain.top = 100; plain.width = 300; plain.height = 40
            view badge { intrinsic 30 x 10 }
            badge.leading = row.leadingMargin + 16; badge.top = row.bottomMargin + 4
            b.leading = plain.leadingMargin; b.top = plain.topMargin

            """
        assertFrames(
            frames(text),
            ["row": [0, 0, 300, 20], "a": [0, 0, 300, 20], "badge": [16, 24, 30, 10], "b": [8, 108, 10, 10]])
    }

    func testMarginsRelativeArrangement() {
        // Margins 10 on every side: a at (10, 10); fill equally in 300 - 20: (280 - 10) / 2 = 135.
        let text = """
            stack row {
              margins 10
              marginsRelative true
              spacing 10
              distribution fillEqually
              view a { intrinsic 50 x 20 }
              view b { intrinsic 60 x 20 }
            }
            row.left = 0; row.top = 0; row.width = 300

            """
        assertFrames(frames(text), ["row": [0, 0, 300, 40], "a": [10, 10, 135, 20], "b": [155, 10, 135, 20]])
    }

    // MARK: Nesting and direction

    func testNestedStacks() {
        // The inner row is 50 + 8 + 60 = 118 wide and 20 high; the column stacks a 30-high title
        // and the row 12 apart, leading-aligned: row.y = 42.
        let text = """
            stack column {
              axis vertical
              spacing 12
              alignment leading
              view title { intrinsic 200 x 30 }
              stack buttons {
                spacing 8
                view cancel { intrinsic 50 x 20 }
                view ok { intrinsic 60 x 20 }
              }
            }
            column.left = 16; column.top = 16

            """
        assertFrames(frames(text), [
            "column": [16, 16, 200, 62], "title": [16, 16, 200, 30], "buttons": [16, 58, 118, 20],
            "cancel": [16, 58, 50, 20], "ok": [74, 58, 60, 20],
        ])
    }

    func testRightToLeftArrangesFromTheRight() {
        // In right to left, leading is the right: the stack's trailing edge (its left) is at
        // root's trailing edge (0), and the views run from its right edge (300) leftwards, the
        // left-to-right frames mirrored in 0...300: a at 300 - 50 = 250, b at 300 - 125 - 60 = 115,
        // c at 300 - 260 - 40 = 0.
        let text = row("spacing 10; distribution equalSpacing", pin: "row.trailing = root.trailing; row.top = 0; row.width = 300")
        assertFrames(frames(text, direction: .rightToLeft), [
            "row": [0, 0, 300, 40], "a": [250, 0, 50, 40], "b": [115, 0, 60, 40], "c": [0, 0, 40, 40],
        ])
    }

    // MARK: Hidden arranged views

    private let threeInARow = """
        stack row {
          spacing 10
          view a { intrinsic 50 x 20 }
          view b { intrinsic 60 x 20 }
          view c { intrinsic 40 x 20 }
        }
        row.left = 0; row.top = 0

        """

    func testAHiddenViewCollapsesWithItsSpacing() {
        // b hidden: its width is 0 (UISV-hiding) and the 10 around it is split 5 and 5, so c
        // follows a by 10 exactly as if b were gone: a 0...50, b at 55, c at 60; the row 100 wide.
        assertFrames(frames(threeInARow + "hide b\n"), [
            "row": [0, 0, 100, 20], "a": [0, 0, 50, 20], "b": [55, 0, 0, 20], "c": [60, 0, 40, 20],
        ])
        // The first view hidden: no spacing before the first visible one; b at 0, c at 70.
        assertFrames(frames(threeInARow + "hide a\n"), [
            "row": [0, 0, 110, 20], "a": [0, 0, 0, 20], "b": [0, 0, 60, 20], "c": [70, 0, 40, 20],
        ])
        // `hidden true` in the view's block does the same as `hide`.
        let declared = threeInARow.replacingOccurrences(of: "view c { intrinsic 40 x 20 }", with: "view c { intrinsic 40 x 20; hidden true }")
        assertFrames(frames(declared), ["row": [0, 0, 120, 20], "b": [60, 0, 60, 20], "c": [120, 0, 0, 20]])
    }

    func testAHiddenViewTakesNoShareOfFillEqually() {
        // b hidden: a and c share 300 - 10: 145 each; a at 0, c at 155.
        let text = threeInARow.replacingOccurrences(of: "spacing 10", with: "spacing 10; distribution fillEqually")
            .replacingOccurrences(of: "row.top = 0", with: "row.top = 0; row.width = 300")
        assertFrames(frames(text + "hide b\n"), ["a": [0, 0, 145, 20], "b": [150, 0, 0, 20], "c": [155, 0, 145, 20]])
    }

    func testAViewHiddenInOneVariantCollapsesThereOnly() {
        let layout = LayoutCompiler.compile(CompileRequest(path: "s.layout", text: threeInARow + "when landscape { hide b }\n"))
        // Portrait: all three, 50 + 10 + 60 + 10 + 40 = 170.
        let portrait = layout.solve(size: CanvasSize(width: 400, height: 800))
        XCTAssertEqual(portrait.diagnostics, [])
        XCTAssertEqual(portrait.frame(named: "row")?.width, 170)
        XCTAssertEqual(portrait.frame(named: "c")?.x, 130)
        // Landscape: b collapses, c at 60 as above.
        let landscape = layout.solve(size: CanvasSize(width: 800, height: 400))
        XCTAssertEqual(landscape.diagnostics, [])
        XCTAssertEqual(landscape.frame(named: "row")?.width, 100)
        XCTAssertEqual(landscape.frame(named: "b")?.width, 0)
        XCTAssertEqual(landscape.frame(named: "c")?.x, 60)
    }

    // MARK: Mirroring and composition

    func testAStackWrittenWithLeadingAndTrailingMirrorsCleanly() {
        // The stack arranges along leading and trailing, as UIStackView does: check --mirror
        // finds nothing (S004) for a stack pinned by its leading edge.
        let text = row("spacing 10; distribution equalSpacing", pin: "row.leading = root.leading + 16; row.top = 0; row.width = 300")
        let source = SourceFile(path: "s.layout", text: text)
        XCTAssertEqual(LayoutCompiler.mirrorDiagnostics(MirrorRequest(source: source, sizes: [canvas])), [])
    }

    func testClearLeavesTheStacksOwnConstraints() {
        // `clear b` drops what the file wrote about b (here its width), never the stack's
        // constraints: b is still placed 10 after a. 50 + 10 + 60 + 10 + 40 = 170.
        let text = threeInARow + "b.width = 100\nclear b\n"
        assertFrames(frames(text), ["row": [0, 0, 170, 20], "b": [60, 0, 60, 20], "c": [130, 0, 40, 20]])
    }

    // MARK: Diagnostics and the IR

    func testConflictsNameTheStacksConstraints() {
        let text = """
            stack buttons {
              spacing 8
              view cancel { intrinsic 80 x 44 }
              view ok { intrinsic 80 x 44 }
            }
            buttons.left = 0; buttons.top = 0; buttons.width = 100
            cancel.width = 80
            ok.width = 80

            """
        let solution = compileText(text).solve(size: canvas)
        let related = solution.diagnostics.flatMap(\.related).map(\.message)
        XCTAssertTrue(
            related.contains { $0.contains("the stack 'buttons' placing 'ok' 8 after 'cancel' (UISV-spacing)") },
            "\(related)")
        XCTAssertTrue(related.contains { $0.contains("(UISV-canvas-connection)") }, "\(related)")
    }

    func testEveryLoweredConstraintCarriesItsOrigin() {
        let layout = compileText(row("spacing 10; distribution equalCentering; alignment center"))
        let ir = layout.ir
        let fromStack = ir.constraints.filter { $0.stackOrigin != nil }
        // The intrinsic sizes (6 views' two axes, hugging and compression) and the pins are the file's.
        XCTAssertEqual(ir.constraints.count - fromStack.count, 3 * 4 + 3)
        let kinds = Set(fromStack.compactMap { $0.stackOrigin?.kind })
        XCTAssertEqual(
            kinds,
            [.canvasConnection, .spacing, .distributing, .fillEqually, .canvasFit, .alignment, .spanningFit,
             .spanningBoundary, .ambiguitySuppression])
        XCTAssertTrue(fromStack.allSatisfy { $0.stackOrigin?.stack == ViewID(1) })
        // The gaps between centers are equal at 149, the spanner fits at 51, suppression at 25.
        XCTAssertEqual(
            Set(fromStack.filter { $0.stackOrigin?.kind == .fillEqually }.map(\.priority.value)), [149])
        XCTAssertEqual(Set(fromStack.filter { $0.stackOrigin?.kind == .spanningFit }.map(\.priority.value)), [51])
        XCTAssertEqual(
            Set(fromStack.filter { $0.stackOrigin?.kind == .ambiguitySuppression }.map(\.priority.value)), [25])
        // The stack's guides: two gaps and the spanner, owned by it and not reported.
        XCTAssertEqual(ir.views.filter { $0.stackGuideOwner == ViewID(1) }.map(\.name), ["row_gap1", "row_gap2", "row_spanner"])
    }
}

/// A stack's own properties per variant (`stack NAME { ... }` inside `when`): the stack is laid
/// out with the configuration of the variant, computed by hand below for the row of
/// `StackSolveTests` (a 50 x 20, b 60 x 40, c 40 x 10), pinned at 0, 0 and sized by its content.
final class StackVariationSolveTests: XCTestCase {
    private let row = """
        stack row {
          spacing 8
          alignment top
          view a { intrinsic 50 x 20 }
          view b { intrinsic 60 x 40 }
          view c { intrinsic 40 x 10 }
        }
        row.left = 0; row.top = 0

        """

    /// The frames of `text` at `width` x 400 with `flags`, by name: [x, y, width, height].
    private func frames(
        _ text: String, width: Double, flags: Set<String> = [], file: StaticString = #filePath, line: UInt = #line
    ) -> [String: [Double]] {
        let layout = LayoutCompiler.compile(CompileRequest(path: "s.layout", text: text))
        let solution = layout.solve(in: LayoutEnvironment(size: CanvasSize(width: width, height: 400), flags: flags))
        XCTAssertEqual(solution.diagnostics.map(\.message), [], file: file, line: line)
        var result: [String: [Double]] = [:]
        for frame in solution.frames { result[frame.name] = [frame.x, frame.y, frame.width, frame.height] }
        return result
    }

    private func assertFrames(
        _ actual: [String: [Double]], _ expected: [String: [Double]], file: StaticString = #filePath, line: UInt = #line
    ) {
        for (name, values) in expected.sorted(by: { $0.key < $1.key }) {
            guard let found = actual[name] else { XCTFail("no frame for \(name)", file: file, line: line); continue }
            XCTAssertEqual(found.count, values.count, file: file, line: line)
            for (a, b) in zip(found, values) {
                XCTAssertEqual(a, b, accuracy: 1e-6, "\(name): \(found) != \(values)", file: file, line: line)
            }
        }
    }

    /// Horizontal, top-aligned, spacing 8: x = 0, 58, 126; the row 166 x 40.
    private let horizontal: [String: [Double]] = [
        "row": [0, 0, 166, 40], "a": [0, 0, 50, 20], "b": [58, 0, 60, 40], "c": [126, 0, 40, 10],
    ]

    func testAxisFlipsWithTheCanvasWidth() {
        let text = row + "when width >= 600 { stack row { axis vertical } }\n"
        assertFrames(frames(text, width: 400), horizontal)
        // Vertical, leading-aligned (top is UIKit's leading), spacing 8: y = 0, 28, 76; the row
        // as wide as b, 60, and 76 + 10 = 86 high.
        assertFrames(frames(text, width: 700), [
            "row": [0, 0, 60, 86], "a": [0, 0, 50, 20], "b": [0, 28, 60, 40], "c": [0, 76, 40, 10],
        ])
    }

    func testSpacingChangesWithAFlag() {
        let text = row + "when roomy { stack row { spacing 20 } }\n"
        assertFrames(frames(text, width: 400), horizontal)
        // x = 0, 50 + 20 = 70, 70 + 60 + 20 = 150; 190 wide.
        assertFrames(frames(text, width: 400, flags: ["roomy"]), [
            "row": [0, 0, 190, 40], "a": [0, 0, 50, 20], "b": [70, 0, 60, 40], "c": [150, 0, 40, 10],
        ])
    }

    func testAlignmentChanges() {
        let text = row + "when editing { stack row { alignment bottom } }\n"
        assertFrames(frames(text, width: 400), horizontal)
        // Bottoms aligned at 40: y = 40 - 20, 0, 40 - 10.
        assertFrames(frames(text, width: 400, flags: ["editing"]), [
            "row": [0, 0, 166, 40], "a": [0, 20, 50, 20], "b": [58, 0, 60, 40], "c": [126, 30, 40, 10],
        ])
    }

    func testNestedWhenAppliesWhereBothHold() {
        let text = row + "when width >= 600 {\n  when editing { stack row { spacing 0 } }\n}\n"
        assertFrames(frames(text, width: 700), horizontal)
        assertFrames(frames(text, width: 400, flags: ["editing"]), horizontal)
        // x = 0, 50, 110; 150 wide.
        assertFrames(frames(text, width: 700, flags: ["editing"]), [
            "row": [0, 0, 150, 40], "a": [0, 0, 50, 20], "b": [50, 0, 60, 40], "c": [110, 0, 40, 10],
        ])
    }

    func testElseAndLaterBlocksWin() {
        let text = row + """
            when width >= 600 { stack row { axis vertical } } else { stack row { spacing 2 } }
            when editing { stack row { spacing 12 } }

            """
        // Narrow: spacing 2, x = 0, 52, 114; 154 wide.
        assertFrames(frames(text, width: 400), [
            "row": [0, 0, 154, 40], "a": [0, 0, 50, 20], "b": [52, 0, 60, 40], "c": [114, 0, 40, 10],
        ])
        // Narrow and editing: the later spacing 12 wins: x = 0, 62, 134; 174 wide.
        assertFrames(frames(text, width: 400, flags: ["editing"]), [
            "row": [0, 0, 174, 40], "a": [0, 0, 50, 20], "b": [62, 0, 60, 40], "c": [134, 0, 40, 10],
        ])
        // Wide and editing: vertical, spacing 12: y = 0, 32, 84; 94 high.
        assertFrames(frames(text, width: 700, flags: ["editing"]), [
            "row": [0, 0, 60, 94], "a": [0, 0, 50, 20], "b": [0, 32, 60, 40], "c": [0, 84, 40, 10],
        ])
    }

    func testAVariationOnTheCanvasNeedsASizeAndSaysWhere() {
        let text = row + "when width >= 600 { stack row { axis vertical } }\nwhen narrow { hide b }\n"
        let layout = LayoutCompiler.compile(CompileRequest(path: "s.layout", text: text))
        let solution = layout.solve(size: nil)
        XCTAssertEqual(solution.frames, [])
        // Once, at the statement: not again at the stack for each variant of its constraints.
        XCTAssertEqual(
            solution.diagnostics.map(\.message),
            ["the properties 'row' takes here depend on 'width >= 600', which needs the canvas size, and none is given"])
        let span = try? XCTUnwrap(solution.diagnostics.first?.span)
        XCTAssertEqual(span.map { layout.source.lineColumn(at: $0.range.start) }, LineColumn(line: 9, column: 27))
        // check without a size points its note at the statement too.
        let note = layout.check(sizes: [], variants: VariantSelection()).first { $0.code == .conditionNeedsCanvas }
        XCTAssertEqual(note?.span, solution.diagnostics.first?.span)
    }

    func testHiddenViewsAndVariationsCombine() {
        let text = row + "when editing { hide b }\nwhen width >= 600 { stack row { axis vertical } }\n"
        // Wide, b hidden: vertical, b's gap split in halves around it: c at 20 + 4 + 0 + 4 = 28;
        // the row as wide as a, 50, and 38 high.
        let wide = frames(text, width: 700, flags: ["editing"])
        assertFrames(wide, ["row": [0, 0, 50, 38], "a": [0, 0, 50, 20], "c": [0, 28, 40, 10]])
        XCTAssertEqual(wide["b"]?[3] ?? -1, 0, accuracy: 1e-6)
        // Narrow, b hidden: horizontal, c at 50 + 4 + 0 + 4 = 58; 98 wide, 20 high.
        let narrow = frames(text, width: 400, flags: ["editing"])
        assertFrames(narrow, ["row": [0, 0, 98, 20], "a": [0, 0, 50, 20], "c": [58, 0, 40, 10]])
        XCTAssertEqual(narrow["b"]?[2] ?? -1, 0, accuracy: 1e-6)
    }
}

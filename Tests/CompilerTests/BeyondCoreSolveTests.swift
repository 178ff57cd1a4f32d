import LayoutCompiler
import LayoutSource
import XCTest

/// Frames and conflicts of the constructs beyond the core (grammar.md, "Extensions"): intrinsic sizes with hugging and compression
/// resistance as Auto Layout resolves them, margins, baselines, named constraints and chains.
final class BeyondCoreSolveTests: XCTestCase {
    private func solve(_ text: String, _ size: CanvasSize = phone) -> LayoutSolution {
        compileText(text).solve(size: size)
    }

    private func conflict(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> (Diagnostic, CompiledLayout)? {
        let layout = compileText(text)
        let conflicts = layout.solve(size: phone).diagnostics.filter { $0.code == .unsatisfiableConstraints }
        XCTAssertEqual(conflicts.count, 1, "\(conflicts)", file: file, line: line)
        return conflicts.first.map { ($0, layout) }
    }

    // MARK: Intrinsic size, hugging and compression resistance

    /// A label with intrinsic width 120 between edges pinned at 500: hugging (250) gives way and
    /// it stretches; compression resistance (750) holds and it keeps 120 on a narrow canvas,
    /// unless its compression resistance is lowered below the edges' priority.
    func testLabelBetweenTwoEdgesStretchesOrCompressesByPriority() {
        let edges = """
            label.left = root.left + 16
            label.right = root.right - 16 @500
            label.top = root.top
            """
        let plain = "view label { intrinsic 120 x 20 }\n" + edges
        assertFrame(solve(plain).frame(named: "label"), 16, 0, 343, 20)
        let narrow = CanvasSize(width: 100, height: 100)
        assertFrame(solve(plain, narrow).frame(named: "label"), 16, 0, 120, 20)
        let yielding = "view label { intrinsic 120 x 20; compression 400 }\n" + edges
        assertFrame(solve(yielding, narrow).frame(named: "label"), 16, 0, 68, 20)
        // Hugging above the edges' priority keeps the intrinsic width on a wide canvas too.
        let hugging = "view label { intrinsic 120 x 20; hugging 600 }\n" + edges
        assertFrame(solve(hugging).frame(named: "label"), 16, 0, 120, 20)
        // Required edges always win, whatever the content priorities.
        let required = "view label { intrinsic 120 x 20 }\nlabel.left = root.left + 16\nlabel.right = root.right - 16\nlabel.top = 0"
        assertFrame(solve(required).frame(named: "label"), 16, 0, 343, 20)
        assertFrame(solve(required, narrow).frame(named: "label"), 16, 0, 68, 20)
    }

    /// Two labels filling a row: the one that hugs harder (251) keeps its intrinsic width and
    /// the other stretches; when the row is too narrow, the one that resists compression less
    /// shrinks. Swapping the priorities swaps the outcome, as in Auto Layout.
    func testTwoLabelsCompeteByHuggingAndCompression() {
        func row(_ first: String, _ second: String) -> String {
            """
            view first { intrinsic 120 x 20\(first) }, second { intrinsic 120 x 20\(second) }
            first.left = root.left; first.top = 0; second.top = 0
            second.left = first.right
            second.right = root.right
            """
        }
        let firstHugs = solve(row("; hugging 251", ""))
        assertFrame(firstHugs.frame(named: "first"), 0, 0, 120, 20)
        assertFrame(firstHugs.frame(named: "second"), 120, 0, 255, 20)
        let secondHugs = solve(row("", "; hugging 251"))
        assertFrame(secondHugs.frame(named: "first"), 0, 0, 255, 20)
        assertFrame(secondHugs.frame(named: "second"), 255, 0, 120, 20)

        let narrow = CanvasSize(width: 200, height: 100)
        let firstResists = solve(row("; compression 751", ""), narrow)
        assertFrame(firstResists.frame(named: "first"), 0, 0, 120, 20)
        assertFrame(firstResists.frame(named: "second"), 120, 0, 80, 20)
        let secondResists = solve(row("", "; compression 751"), narrow)
        assertFrame(secondResists.frame(named: "first"), 0, 0, 80, 20)
        assertFrame(secondResists.frame(named: "second"), 80, 0, 120, 20)
    }

    func testIntrinsicHeightAndPerAxisPriorities() {
        let text = """
            view box { intrinsic 50 x 40; hugging 250, 700 }
            box.left = 0; box.top = 0
            box.bottom = root.bottom @600
            box.right = root.right @600
            """
        // Horizontal hugging 250 < 600: stretches; vertical hugging 700 > 600: keeps 40.
        assertFrame(solve(text).frame(named: "box"), 0, 0, 375, 40)
    }

    func testRequiredIntrinsicConflictPointsAtTheProperty() throws {
        let (error, layout) = try XCTUnwrap(conflict("""
            view a { intrinsic 100 x 10; hugging 1000; compression required }
            a.left = 0; a.top = 0
            a.width = 50
            """))
        XCTAssertEqual(layout.line(of: error.span), 3)
        XCTAssertEqual(error.related.map { layout.source.text(in: $0.span.range) }, ["intrinsic 100 x 10"])
    }

    // MARK: Margins and baselines

    func testMarginsInsetByEachSide() {
        let solution = solve("""
            view card { margins 10, 20, 30, 40 }, label, dot
            card.edges = root.edges
            label.edges = card.margins
            dot.size = 10
            dot.center = root.centerWithinMargins
            """)
        XCTAssertEqual(solution.diagnostics, [])
        assertFrame(solution.frame(named: "label"), 20, 10, 375 - 60, 667 - 40)
        // root keeps the default margins of 8: its center within margins is its center.
        assertFrame(solution.frame(named: "dot"), 182.5, 328.5, 10, 10)
    }

    func testBaselinesAlignTexts() {
        let solution = solve("""
            view big { intrinsic 100 x 40; baseline 30 }, small { intrinsic 60 x 16; baseline 12 }, plain
            big.left = 0; big.top = 100
            small.left = big.right + 8
            small.baseline = big.firstBaseline
            plain.size = 20; plain.left = 0
            plain.lastBaseline = big.lastBaseline     // no offsets: plain's bottom
            """)
        XCTAssertEqual(solution.diagnostics, [])
        assertFrame(solution.frame(named: "small"), 108, 118, 60, 16)
        assertFrame(solution.frame(named: "plain"), 0, 110, 20, 20)
    }

    func testProfileCardExample() throws {
        let layout = try compileFile("Examples/profile-card.layout")
        let phoneSolution = layout.solve(size: phone)
        XCTAssertEqual(phoneSolution.diagnostics, [])
        assertFrame(phoneSolution.frame(named: "card"), 12, 40, 351, 152)
        assertFrame(phoneSolution.frame(named: "name"), 88, 56, 200, 22)
        // Too little room: the handle (compression defaultLow) gives up width, the name does not.
        assertFrame(phoneSolution.frame(named: "handle"), 296, 59, 51, 18)
        assertFrame(phoneSolution.frame(named: "bio"), 28, 116, 319, 60)
        let desktopSolution = layout.solve(size: desktop)
        XCTAssertEqual(desktopSolution.diagnostics, [])
        assertFrame(desktopSolution.frame(named: "handle"), 296, 59, 90, 18)
        assertFrame(desktopSolution.frame(named: "bio"), 28, 116, 968, 60)
    }

    // MARK: Named constraints and chains in conflicts

    func testNamedConstraintsInAConflict() throws {
        let (error, layout) = try XCTUnwrap(conflict("""
            view a
            a.top = 0; a.height = 10
            [start] a.left = 10
            [width] a.width = 100
            [end] a.right = 50
            """))
        XCTAssertEqual(layout.line(of: error.span), 5)
        XCTAssertEqual(error.related.map(\.message), ["'start' conflicts with this", "'width' conflicts with this"])
        XCTAssertEqual(error.notes, ["the constraint here is named 'end'", "these constraints are 60 points apart"])
    }

    func testNamedCompoundInAConflict() throws {
        let (error, _) = try XCTUnwrap(conflict("""
            view card
            [inset] card.edges = root.edges + 10
            card.top = 0
            """))
        XCTAssertEqual(error.related.map(\.message), ["'inset', card.edges (top) conflicts with this"])
    }

    func testAChainLinkIsItsOwnConflictMember() throws {
        let (error, layout) = try XCTUnwrap(conflict("""
            view a, b, c
            a.top = b.top = c.top = 0; a.size = 10; b.size = 10; c.size = 10
            a.left = b.left = c.left
            b.left = 0
            c.left = 10
            """))
        XCTAssertEqual(layout.line(of: error.span), 5)
        // Only the second link takes part, and it is named by its own text.
        XCTAssertEqual(error.related.map { layout.source.text(in: $0.span.range) }, ["b.left = c.left", "b.left = 0"])
    }
}

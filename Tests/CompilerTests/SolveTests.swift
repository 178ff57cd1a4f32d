import LayoutCompiler
import LayoutSource
import LayoutIR
import XCTest

/// Lowering and solving: frames known by hand, the implicit constraints, and priority scaling.
final class SolveTests: XCTestCase {
    func testSpecCardExampleHasTheFramesTheSpecDefines() throws {
        let layout = try compileFile("Tests/CompilerTests/Fixtures/card.layout")
        let solution = layout.solve(size: phone)
        XCTAssertEqual(solution.diagnostics, [])
        XCTAssertEqual(solution.frames.map(\.name), ["root", "card", "thumbnail", "title", "body"])
        assertFrame(solution.frame(named: "root"), 0, 0, 375, 667)
        assertFrame(solution.frame(named: "card"), 16, 16, 343, 635)
        assertFrame(solution.frame(named: "thumbnail"), 28, 28, 64, 64)
        assertFrame(solution.frame(named: "title"), 100, 28, 247, 20)
        assertFrame(solution.frame(named: "body"), 100, 52, 247, 200)
    }

    func testOptionalHeightGivesWayWhenItDoesNotFit() throws {
        // At 375x250 the card ends at 234, so body, starting at 52, can only reach 234 - 12 = 222.
        let solution = try compileFile("Tests/CompilerTests/Fixtures/card.layout")
            .solve(size: CanvasSize(width: 375, height: 250))
        XCTAssertEqual(solution.diagnostics, [])
        assertFrame(solution.frame(named: "body"), 100, 52, 247, 170)
    }

    func testRootSitsAtTheOriginAndTakesTheFilesOwnSize() {
        let layout = compileText("""
            view box
            root.width = 200; root.height = 100
            box.edges = root.edges + 10
            """)
        let solution = layout.solve(size: nil)
        XCTAssertEqual(solution.diagnostics, [])
        assertFrame(solution.frame(named: "root"), 0, 0, 200, 100)
        assertFrame(solution.frame(named: "box"), 10, 10, 180, 80)
    }

    func testRootHasTheImplicitConstraintsToo() {
        // root.left = 0, root.top = 0 and root's non-negative size outrank any preference.
        let layout = compileText("""
            root.left = 5 @high; root.top = -5 @high
            root.width = -10 @high; root.height = 20
            """)
        let solution = layout.solve(size: nil)
        XCTAssertEqual(solution.diagnostics, [])
        assertFrame(solution.frame(named: "root"), 0, 0, 0, 20)
        let required = compileText("root.left = 5\n").solve(size: phone)
        XCTAssertEqual(required.diagnostics.first?.notes, [
            "root's top-left corner is at (0, 0): the implicit constraint 'root.left = 0'",
            "these constraints are 5 points apart",
        ])
    }

    func testImplicitNonNegativeSizeHoldsAgainstPreferences() {
        // The preference asks for a negative width; the implicit `width >= 0` wins.
        let layout = compileText("""
            view box
            box.left = 10; box.top = 10; box.height = 10
            box.width = -50 @high
            """)
        let solution = layout.solve(size: phone)
        XCTAssertEqual(solution.diagnostics, [])
        assertFrame(solution.frame(named: "box"), 10, 10, 0, 10)
    }

    func testOptionalViolationsAreMeasuredInWrittenUnits() {
        // `3 * box.width = 150` is normalized to `box.width - 50` with scale 3; its violation
        // counts three times, so the weighted sum 3|w - 50| + |w - 80| + |w - 81| is least at 50.
        // Without the scale the median, 80, would win.
        let layout = compileText("""
            view box
            box.left = 0; box.top = 0; box.height = 10
            3 * box.width = 150 @low
            box.width = 80 @low
            box.width = 81 @low
            """)
        let solution = layout.solve(size: phone)
        XCTAssertEqual(solution.diagnostics, [])
        assertFrame(solution.frame(named: "box"), 0, 0, 50, 10)
    }

    func testHigherPriorityIsNeverGivenUpForLowerOnes() {
        let layout = compileText("""
            view box
            box.left = 0; box.top = 0; box.height = 10
            box.width = 100 @medium
            box.width = 10 @low
            box.width >= 20 @low
            box.width <= 30 @low
            """)
        assertFrame(layout.solve(size: phone).frame(named: "box"), 0, 0, 100, 10)
    }

    func testFrontEndErrorsMeanNoSolving() {
        let layout = compileText("""
            view box
            box.left = haeder.left
            box.width = 10; box.width = 20
            """)
        XCTAssertTrue(layout.hasErrors)
        let solution = layout.solve(size: phone)
        XCTAssertEqual(solution.frames, [])
        XCTAssertEqual(solution.diagnostics, layout.diagnostics)
        XCTAssertFalse(solution.diagnostics.contains { $0.code == .unsatisfiableConstraints })
    }

    func testANonFiniteCanvasIsAnErrorNotACrash() {
        let layout = compileText("view box\nbox.edges = root.edges\n")
        let solution = layout.solve(size: CanvasSize(width: .infinity, height: 100))
        XCTAssertEqual(solution.frames, [])
        XCTAssertEqual(
            solution.diagnostics.map(\.message),
            ["this constraint cannot be solved: the canvas size gives root.width a value that is not a finite number"])
    }

    func testFramesAreRootFirstThenDeclarationOrder() {
        let layout = compileText("""
            view zeta, alpha
            view mid
            zeta.edges = root.edges; alpha.edges = root.edges; mid.edges = root.edges
            """)
        XCTAssertEqual(layout.solve(size: phone).frames.map(\.name), ["root", "zeta", "alpha", "mid"])
    }

    func testConstraintWithANumberTooLargeIsAnErrorNotACrash() {
        // Built by hand: the front end would not let such a number through.
        let source = SourceFile(path: "hand.layout", text: "view box\nbox.width = huge\n")
        let box = ViewID(1)
        let span = source.span(SourceRange(start: 9, end: 26))
        let ir = LayoutIR(
            views: [ViewDeclaration(name: "root", span: nil), ViewDeclaration(name: "box", span: nil)],
            constraints: [
                LayoutConstraint(
                    terms: [LinearTerm(LayoutVariable(box, .width), 1)], constant: -.infinity, relation: .equal,
                    priority: .required, span: span)
            ])
        let solution = CompiledLayout(source: source, ir: ir, diagnostics: []).solve(size: phone)
        XCTAssertEqual(solution.frames, [])
        XCTAssertEqual(solution.diagnostics.map(\.code), [.unsolvableConstraint])
        XCTAssertEqual(solution.diagnostics.first?.span, span)
    }
}

final class EnvironmentSolveTests: XCTestCase {
    /// An environment with only a size solves exactly as `solve(size:)` does.
    func testEnvironmentWithSizeMatchesSolveAtSize() {
        let layout = LayoutCompiler.compile(CompileRequest(path: "env.layout", text: """
            view a
            a.left = root.left + 10; a.top = 20; a.right = root.right - 10; a.height = 30
            """))
        let size = CanvasSize(width: 320, height: 480)
        let direct = layout.solve(size: size)
        let throughEnvironment = layout.solve(in: LayoutEnvironment(size: size))
        XCTAssertEqual(direct.frames, throughEnvironment.frames)
        XCTAssertEqual(throughEnvironment.frame(named: "a")?.width, 300)
    }
}

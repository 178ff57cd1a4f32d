import LayoutCompiler
import XCTest

/// Required equalities that only define an attribute nothing else mentions are kept out of the
/// solver and evaluated afterwards; frames, free attributes and conflicts must be as if they were in.
final class HeldBackDefinitionTests: XCTestCase {
    func testAChainOfDefinitionsIsEvaluatedInDependencyOrder() {
        // c.top is defined by b.bottom, b.top by a.bottom, a.top by a constant: each is held back
        // only after the next, so evaluating them in the wrong order would use unset values.
        let layout = compileText("""
            view a, b, c
            a.left = 0; a.top = 10; a.width = 100; a.height = 20
            b.left = 0; b.width = 100; b.height = 30
            b.top = a.bottom * 2 + 4
            c.left = 0; c.width = 100; c.height = 40
            c.centerY = b.bottom
            """)
        let solution = layout.solve(size: phone)
        XCTAssertEqual(solution.diagnostics, [])
        XCTAssertEqual(solution.frames.map(\.name), ["root", "a", "b", "c"])
        assertFrame(solution.frames[1], 0, 10, 100, 20)
        assertFrame(solution.frames[2], 0, 64, 100, 30)
        assertFrame(solution.frames[3], 0, 74, 100, 40)
    }

    func testADefinitionUsingAFreeAttributeIsFreeToo() {
        let layout = compileText("""
            view a, b
            a.left = 0; a.top = 0; a.width = 10
            b.left = 0; b.width = 10; b.height = 10
            b.top = a.bottom + 8
            """)
        let solution = layout.solve(size: phone)
        XCTAssertEqual(
            solution.diagnostics.filter { $0.code == .undeterminedAttributes }.map(\.message),
            ["a.height is not determined by any constraint", "b.top is not determined by any constraint"])
        XCTAssertEqual(solution.frames.count, 3)
        guard solution.frames.count == 3 else { return }
        XCTAssertEqual(solution.frames[2].y, solution.frames[1].y + solution.frames[1].height + 8, accuracy: 1e-9)
    }

    func testAConflictNextToDefinitionsNamesOnlyTheConflictingConstraints() {
        let layout = compileText("""
            view a, b
            a.left = 0; a.width = 10; a.height = 10
            a.top = root.top + 10
            b.top = a.bottom + 8
            b.left = 0; b.size = 10
            a.width >= 20
            """)
        let solution = layout.solve(size: phone)
        XCTAssertEqual(solution.frames, [])
        let errors = solution.diagnostics.filter { $0.severity == .error }
        XCTAssertEqual(errors.map(\.message), ["required constraints cannot all be satisfied"])
        XCTAssertEqual(layout.line(of: errors.first?.span), 6)
        XCTAssertEqual(errors.first?.related.map { layout.line(of: $0.span) }, [2])
    }

    func testAResizedSessionWhichHoldsEveryConstraintMatchesAFreshSolve() {
        // A session presolves with root's size kept in the solver (the edits move it); a fresh
        // solve at a size eliminates root's size too. Both must give the same frames.
        let layout = compileText("""
            view a, b, c
            a.left = root.left + 10; a.top = root.top + 10; a.right = root.right - 10; a.height = 20
            b.left = a.left; b.right = a.right; b.top = a.bottom + 8; b.height >= 30
            b.height = root.height / 4 @medium
            c.left = b.left; c.width = b.width / 2; c.top = b.bottom + 8; c.height = 44
            """)
        let session = LayoutSession(layout, size: phone)
        assertSameSolution(session.solution, layout.solve(size: phone), "phone")
        for size in [desktop, CanvasSize(width: 200, height: 100)] {
            assertSameSolution(session.resize(to: size), layout.solve(size: size), "\(size)")
        }
        assertFrame(layout.solve(size: desktop).frames.last, 10, 10 + 20 + 8 + 192 + 8, 502, 44)
    }
}

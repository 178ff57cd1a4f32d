@testable import LayoutCompiler
import LayoutIR
import XCTest

/// Incremental resizing: the same frames as a fresh solve, without rebuilding the solver.
final class SessionTests: XCTestCase {
    private let sizes = [
        CanvasSize(width: 375, height: 667), CanvasSize(width: 1024, height: 768), CanvasSize(width: 320, height: 480),
        CanvasSize(width: 1440, height: 900), CanvasSize(width: 375, height: 667), CanvasSize(width: 768, height: 1024),
    ]

    func testResizingEveryExampleEqualsAFreshSolveWithoutRebuilding() throws {
        for path in try examplePaths() + ["Tests/CompilerTests/Fixtures/card.layout"] {
            let layout = try compileFile(path)
            let session = LayoutSession(layout, size: sizes[0])
            assertSameSolution(session.solution, layout.solve(size: sizes[0]), "\(path) at \(sizes[0])")
            for size in sizes.dropFirst() {
                let resized = session.resize(to: size)
                assertSameSolution(resized, layout.solve(size: size), "\(path) at \(size)")
                assertSameSolution(session.solution, resized, "\(path): solution holds the latest resize")
                XCTAssertEqual(session.size, size)
            }
            XCTAssertEqual(session.solverBuildCount, 1, "\(path): resizing must not rebuild the solver")
        }
    }

    func testResizingGeneratedWorkloadsEqualsAFreshSolve() throws {
        // Fixtures made by shared/bench/gen_layout.py: grid 3 4, form 5, stack 10, nest 5.
        for name in ["grid-3x4", "form-5", "stack-10", "nest-5"] {
            let path = "Tests/CompilerTests/Fixtures/\(name).layout"
            let layout = try compileFile(path)
            XCTAssertEqual(layout.diagnostics, [], path)
            let session = LayoutSession(layout, size: sizes[0])
            for size in sizes.dropFirst() {
                assertSameSolution(session.resize(to: size), layout.solve(size: size), "\(path) at \(size)")
            }
            XCTAssertEqual(session.solverBuildCount, 1, path)
        }
    }

    func testResizeKeepsPreferencesBelowTheCanvas() {
        // A strong preference on root's own width must not beat the canvas size.
        let layout = compileText("""
            view box
            root.width = 100 @999.9
            box.edges = root.edges + 10
            """)
        let session = LayoutSession(layout, size: phone)
        assertFrame(session.solution.frame(named: "box"), 10, 10, 355, 647)
        assertSameSolution(session.resize(to: desktop), layout.solve(size: desktop), "at 1024x768")
    }

    func testASizeTheRequiredConstraintsRuleOutIsTheSameErrorAsAFreshSolve() {
        let layout = compileText("""
            view panel
            panel.edges = root.edges + 8
            root.width <= 800
            """)
        let session = LayoutSession(layout, size: phone)
        XCTAssertEqual(session.solution.diagnostics, [])
        let tooWide = session.resize(to: desktop)
        XCTAssertEqual(tooWide.frames, [])
        XCTAssertEqual(tooWide.diagnostics.map(\.code), [.unsatisfiableConstraints])
        assertSameSolution(tooWide, layout.solve(size: desktop), "at 1024x768")
        XCTAssertEqual(session.solverBuildCount, 2, "the error needs a fresh solve with the canvas required")
        // Back to a size that fits: the same solver carries on.
        assertSameSolution(session.resize(to: phone), layout.solve(size: phone), "back at 375x667")
        let limit = CanvasSize(width: 800, height: 600)
        assertSameSolution(session.resize(to: limit), layout.solve(size: limit), "at the limit")
        XCTAssertEqual(session.solverBuildCount, 2)
    }

    func testANonFiniteSizeDoesNotSpoilLaterResizes() throws {
        let layout = try compileFile("Tests/CompilerTests/Fixtures/card.layout")
        let session = LayoutSession(layout, size: phone)
        let broken = session.resize(to: CanvasSize(width: .nan, height: 667))
        XCTAssertEqual(broken.frames, [])
        XCTAssertEqual(broken.diagnostics.map(\.code), [.unsolvableConstraint])
        assertSameSolution(session.resize(to: desktop), layout.solve(size: desktop), "after a bad size")
    }

    func testLayoutsWithErrorsHaveNoFramesAtAnySize() {
        let broken = compileText("view a\na.left = nothere.left\n")
        let session = LayoutSession(broken, size: phone)
        XCTAssertEqual(session.solution.frames, [])
        XCTAssertEqual(session.resize(to: desktop).diagnostics, broken.diagnostics)

        let conflicting = compileText("view a\na.width = 1\na.width >= 2\n")
        let conflictSession = LayoutSession(conflicting, size: phone)
        XCTAssertEqual(conflictSession.solution.diagnostics.map(\.code), [.unsatisfiableConstraints])
        assertSameSolution(conflictSession.solution, conflicting.solve(size: phone), "conflict at 375x667")
        assertSameSolution(conflictSession.resize(to: desktop), conflicting.solve(size: desktop), "at 1024x768")
    }

    func testEditPriorityIsAboveEveryOptionalPriority() {
        XCTAssertEqual(LayoutSession.editPriority(above: [.required, .high, .low]), 999)
        XCTAssertEqual(LayoutSession.editPriority(above: []), 999)
        XCTAssertEqual(LayoutSession.editPriority(above: [ConstraintPriority(999.5), .required]), 999.75)
    }
}

import LayoutSource
import LayoutTestSupport
import XCTest

@testable import LayoutCompiler

/// The routes from IR to solution (Solving/Routes.swift): each decision on a layout made to take
/// one route, so that a change to a decision shows here as well as in the agreement tests.
final class RouteTests: XCTestCase {
    private let clean = "view a\na.left = 0; a.top = 0; a.width = 10; a.height = 10\n"
    private let conflicting = "view a\na.left = 0; a.top = 0; a.width = 10; a.height = 10\na.width >= 20\n"
    private let free = "view a\na.left = 0; a.top = 0; a.width = 10\n"

    private func route(_ text: String, _ purpose: LoweringPurpose) -> LoweringRoute {
        let ir = compileText(text).ir
        var presolved: LoweredLayout
        switch purpose {
        case .solveAtCanvas(let canvas): presolved = LoweredLayout(ir, canvas: canvas, presolving: true)
        case .conflictsWithoutCanvas: presolved = LoweredLayout(ir, canvas: nil, presolving: true)
        case .solveWithoutCanvas:
            presolved = LoweredLayout(ir, canvas: nil, presolving: true, keeping: LoweredLayout.rootSize)
        case .resizing:
            presolved = LoweredLayout(
                ir, canvas: nil, presolving: true, keeping: LoweredLayout.rootSize, explainsConflicts: false)
        }
        return LoweringRoute.decide(for: &presolved, purpose, ir: ir, safeArea: [])
    }

    func testLoweringAtACanvas() {
        XCTAssertEqual(route(clean, .solveAtCanvas(phone)), .presolved)
        XCTAssertEqual(route(conflicting, .solveAtCanvas(phone)), .presolvedWithSearchedConflicts)
        // A free attribute needs the full system's arbitrary value and warning.
        XCTAssertEqual(route(free, .solveAtCanvas(phone)), .full)
    }

    func testLoweringWithoutACanvas() {
        XCTAssertEqual(route(free, .conflictsWithoutCanvas), .presolved, "free attributes do not matter")
        XCTAssertEqual(route(conflicting, .conflictsWithoutCanvas), .presolvedWithSearchedConflicts)
        XCTAssertEqual(route(clean, .solveWithoutCanvas), .presolved)
        XCTAssertEqual(route(free, .solveWithoutCanvas), .full)
    }

    func testLoweringForASession() {
        let resizing = LoweringPurpose.resizing(size: phone, editPriority: LayoutSession.editPriority(above: []), mask: nil)
        XCTAssertEqual(route(clean, resizing), .presolved)
        XCTAssertEqual(route(conflicting, resizing), .conflictsAtEverySize)
        XCTAssertEqual(route(free, resizing), .full)
    }

    func testSizesAndSafeAreas() {
        XCTAssertEqual([0, 1, 2, 5].map(SizesRoute.init(sizeCount:)), [.withoutCanvas, .freshSolve, .session, .session])
        XCTAssertEqual(SafeAreaRoute(compileText(clean).ir), .oneLowering)
        XCTAssertEqual(SafeAreaRoute(compileText("view a\na.top = root.safeArea.top\n").ir), .rounds)
        XCTAssertEqual(ResizeRoute(suggestionMet: true), .incremental)
        XCTAssertEqual(ResizeRoute(suggestionMet: false), .freshSolve)
    }
}

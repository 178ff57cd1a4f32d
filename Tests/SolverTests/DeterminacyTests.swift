import XCTest

@testable import LayoutSolver

final class DeterminacyTests: XCTestCase {
    func testUnconstrainedVariableIsNotDetermined() {
        var solver = Solver()
        let x = solver.makeVariable(named: "x")
        XCTAssertFalse(solver.isDetermined(x))
        XCTAssertEqual(solver.undeterminedVariables(), [x])
    }

    func testEqualityDetermines() throws {
        var solver = Solver()
        let x = solver.makeVariable(named: "x")
        try solver.add(constraint([(x, 1)], -5, .equal))
        XCTAssertTrue(solver.isDetermined(x))
    }

    func testSumLeavesBothFreeUntilAWeakPreference() throws {
        var solver = Solver()
        let x = solver.makeVariable(named: "x")
        let y = solver.makeVariable(named: "y")
        try solver.add(constraint([(x, 1), (y, 1)], -10, .equal))
        XCTAssertEqual(solver.undeterminedVariables(), [x, y])
        try solver.add(constraint([(y, 1)], -3, .equal, priority: 1))
        XCTAssertEqual(solver.undeterminedVariables(), [])
    }

    func testHalfBoundedVariableIsFree() throws {
        var solver = Solver()
        let x = solver.makeVariable(named: "x")
        try solver.add(constraint([(x, 1)], 0, .greaterThanOrEqual))
        XCTAssertFalse(solver.isDetermined(x))
        try solver.add(constraint([(x, 1)], 0, .lessThanOrEqual))
        XCTAssertTrue(solver.isDetermined(x))
    }

    func testEqualPullsInOneLevelLeaveARange() throws {
        var solver = Solver()
        let x = solver.makeVariable(named: "x")
        try solver.add(constraint([(x, 1)], -5, .equal, priority: 500))
        try solver.add(constraint([(x, 1)], -7, .equal, priority: 500))
        XCTAssertFalse(solver.isDetermined(x))
        let tieBreak = constraint([(x, 1)], -7, .equal, priority: 200)
        try solver.add(tieBreak)
        XCTAssertTrue(solver.isDetermined(x))
        try solver.remove(tieBreak)
        XCTAssertFalse(solver.isDetermined(x))
    }

    func testLayoutRowDeterminesWidthOnlyWithBothEdges() throws {
        var solver = Solver()
        let left = solver.makeVariable(named: "left")
        let width = solver.makeVariable(named: "width")
        let top = solver.makeVariable(named: "top")
        try solver.add(constraint([(width, 1)], 0, .greaterThanOrEqual))
        try solver.add(constraint([(left, 1)], -16, .equal))
        XCTAssertEqual(solver.undeterminedVariables(), [width, top])
        try solver.add(constraint([(left, 1), (width, 1)], -300, .equal))  // right == 300
        XCTAssertEqual(solver.undeterminedVariables(), [top])
    }

    func testDegenerateBoundsStillDetermine() throws {
        var solver = Solver()
        let a = solver.makeVariable(named: "a")
        let b = solver.makeVariable(named: "b")
        try solver.add(constraint([(a, 1)], 0, .greaterThanOrEqual))
        try solver.add(constraint([(b, 1)], 0, .greaterThanOrEqual))
        try solver.add(constraint([(a, 1), (b, 1)], 0, .lessThanOrEqual))  // a + b <= 0 forces both to 0
        XCTAssertEqual(solver.undeterminedVariables(), [])
    }
}

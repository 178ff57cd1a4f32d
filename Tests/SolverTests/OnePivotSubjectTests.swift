import XCTest

@testable import LayoutSolver

/// New rows without an external subject that one pivot can still make feasible, and those it cannot.
final class OnePivotSubjectTests: XCTestCase {
    func testASlackThatGrowsFromZeroIsTakenAsTheSubject() {
        var tableau = Tableau()
        let x = tableau.makeSymbol(.external)
        // x >= 0 makes x basic over its slack; x == 5 then holds only that slack and its dummy.
        guard case .added = tableau.add(terms: [(x, 1)], constant: 0, relation: .greaterThanOrEqual, level: nil) else {
            return XCTFail("x >= 0 was refused")
        }
        let new = tableau.createRow(terms: [(x, 1)], constant: -5, relation: .equal, level: nil)
        let slack = new.row.entries.first { tableau.kinds[$0.symbol] == .slack }?.symbol
        XCTAssertNotNil(slack)
        XCTAssertEqual(tableau.chooseSubject(new), slack)
    }

    func testASubjectWhoseMoveBreaksARestrictedRowIsRefused() throws {
        var solver = Solver()
        let x = solver.makeVariable(named: "x")
        try solver.add(constraint([(x, 1)], 0, .greaterThanOrEqual, tag: 1))
        try solver.add(constraint([(x, -1)], 2, .greaterThanOrEqual, tag: 2))
        XCTAssertThrowsError(try solver.add(constraint([(x, 1)], -5, .equal, tag: 3))) { error in
            guard case SolverError.unsatisfiable(let conflict) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(conflict.map(\.tag).sorted(), [2, 3])
        }
        XCTAssertEqual(solver.value(of: x), 0, accuracy: 1e-12)
        try solver.add(constraint([(x, 1)], -2, .equal, tag: 4))
        XCTAssertEqual(solver.value(of: x), 2, accuracy: 1e-9)
    }

    func testAClosedChainIsSolvedExactly() throws {
        // A row of three cells pinned at both ends, each wanting width 60 but only 50 fitting:
        // the closing equality has no external subject under the strict rule.
        var solver = Solver()
        let left = (0..<3).map { solver.makeVariable(named: "left\($0)") }
        let width = (0..<3).map { solver.makeVariable(named: "width\($0)") }
        for cell in 0..<3 {
            try solver.add(constraint([(width[cell], 1)], 0, .greaterThanOrEqual))
            try solver.add(constraint([(width[cell], 1)], -60, .greaterThanOrEqual, priority: 750))
        }
        try solver.add(constraint([(left[0], 1)], -10, .equal))
        for cell in 1..<3 {
            try solver.add(constraint([(left[cell], 1), (left[cell - 1], -1), (width[cell - 1], -1)], -5, .equal))
            try solver.add(constraint([(width[cell], 1), (width[0], -1)], 0, .equal))
        }
        try solver.add(constraint([(left[2], 1), (width[2], 1)], -170, .equal))
        for cell in 0..<3 {
            XCTAssertEqual(solver.value(of: width[cell]), 50, accuracy: 1e-9)
            XCTAssertEqual(solver.value(of: left[cell]), 10 + Double(cell) * 55, accuracy: 1e-9)
        }
    }
}

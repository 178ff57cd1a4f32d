import XCTest

@testable import LayoutSolver

/// A chain of equalities `x[i] = x[i-1] + 10` that nothing pins (issue 12): each link is solved
/// for a symbol few rows hold, so adding it rewrites a bounded number of rows, not every row
/// before it (cubic time when the lowest id was always the subject).
final class ChainSubjectTests: XCTestCase {
    private func chain(_ count: Int, pinned: Bool) throws -> (Solver, [Variable]) {
        var solver = Solver()
        let lefts = (0..<count).map { solver.makeVariable(named: "left\($0)") }
        let widths = (0..<count).map { solver.makeVariable(named: "width\($0)") }
        for index in 0..<count {
            // What lowering adds per view: width >= 0, then the written width.
            try solver.add(constraint([(widths[index], 1)], 0, .greaterThanOrEqual))
            try solver.add(constraint([(widths[index], 1)], -8, .equal))
            if index > 0 { try solver.add(constraint([(lefts[index], 1), (lefts[index - 1], -1)], -10, .equal)) }
        }
        if pinned { try solver.add(constraint([(lefts[0], 1)], 0, .equal)) }
        return (solver, lefts)
    }

    func testEachLinkOfAnUnpinnedChainRewritesFewRows() throws {
        let count = 300
        let (solver, lefts) = try chain(count, pinned: false)
        // Lowest id first rewrote every earlier row for each link: count^2 / 2 = 45,000.
        XCTAssertLessThanOrEqual(solver.core.tableau.substitutedRowCount, 2 * count)
        for index in 1..<count {
            XCTAssertEqual(solver.value(of: lefts[index]) - solver.value(of: lefts[index - 1]), 10, "link \(index)")
        }
        XCTAssertEqual(solver.undeterminedVariables(among: lefts), lefts)
    }

    func testPinningTheChainDeterminesEveryLink() throws {
        let count = 300
        let (solver, lefts) = try chain(count, pinned: true)
        for index in 0..<count { XCTAssertEqual(solver.value(of: lefts[index]), 10 * Double(index), "left\(index)") }
        XCTAssertEqual(solver.undeterminedVariables(among: lefts), [])
    }
}

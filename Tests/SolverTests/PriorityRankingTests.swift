import XCTest
import LayoutTestSupport

@testable import LayoutSolver

final class PriorityRankingTests: XCTestCase {
    func testTwoThousandLowConstraintsNeverOutweighOneHigher() throws {
        var solver = Solver()
        let x = solver.makeVariable(named: "x")
        for _ in 0..<2000 { try solver.add(constraint([(x, 1)], 0, .equal, priority: 1)) }
        try solver.add(constraint([(x, 1)], -100, .equal, priority: 2))
        XCTAssertEqual(solver.value(of: x), 100, accuracy: 1e-9)
    }

    func testManyLowInequalitiesAgainstOneHigherSpreadOverVariables() throws {
        var solver = Solver()
        let total = solver.makeVariable(named: "total")
        var parts: [Variable] = []
        for index in 0..<300 {
            let part = solver.makeVariable(named: "p\(index)")
            parts.append(part)
            try solver.add(constraint([(part, 1)], 0, .greaterThanOrEqual))
            // Each part would like to be at least 10 ...
            try solver.add(constraint([(part, 1)], -10, .greaterThanOrEqual, priority: 250))
        }
        try solver.add(constraint(parts.map { ($0, 1) } + [(total, -1)], 0, .equal))
        // ... but one slightly stronger wish caps the total at 50.
        try solver.add(constraint([(total, 1)], -50, .lessThanOrEqual, priority: 250.5))
        XCTAssertEqual(solver.value(of: total), 50, accuracy: 1e-7)
    }

    func testFractionalPrioritiesAreRanked() throws {
        var solver = Solver()
        let x = solver.makeVariable(named: "x")
        try solver.add(constraint([(x, 1)], -10, .equal, priority: 1.25))
        try solver.add(constraint([(x, 1)], -20, .equal, priority: 1.5))
        XCTAssertEqual(solver.value(of: x), 20, accuracy: 1e-9)
        try solver.add(constraint([(x, 1)], -30, .equal, priority: 1.375))
        XCTAssertEqual(solver.value(of: x), 20, accuracy: 1e-9)
    }

    func testEveryIntegerLevelFromOneTo999() throws {
        var solver = Solver()
        let x = solver.makeVariable(named: "x")
        var order = Array(1...999)
        var random = SplitMix64(seed: 7)
        random.shuffle(&order)
        var byPriority: [Int: Constraint] = [:]
        for level in order {
            let c = constraint([(x, 1)], -Double(level), .equal, priority: Double(level))
            byPriority[level] = c
            try solver.add(c)
        }
        XCTAssertEqual(solver.value(of: x), 999, accuracy: 1e-9)
        for level in stride(from: 999, to: 990, by: -1) {
            try solver.remove(byPriority[level] ?? constraint([], 0, .equal))
            XCTAssertEqual(solver.value(of: x), Double(level - 1), accuracy: 1e-9)
        }
    }

    func testWithinOneLevelTotalViolationIsMinimised() throws {
        var solver = Solver()
        let x = solver.makeVariable(named: "x")
        for _ in 0..<3 { try solver.add(constraint([(x, 1)], 0, .equal, priority: 5)) }
        try solver.add(constraint([(x, 1)], -10, .equal, priority: 5))
        XCTAssertEqual(solver.value(of: x), 0, accuracy: 1e-9)
        // Weighted by the expression's units: 3*(x - 10) == 0 outweighs three pulls of x to 0.
        let heavy = constraint([(x, 4)], -40, .equal, priority: 5)
        try solver.add(heavy)
        XCTAssertEqual(solver.value(of: x), 10, accuracy: 1e-9)
    }

    func testLowerLevelBreaksTiesOfHigherLevel() throws {
        var solver = Solver()
        let x = solver.makeVariable(named: "x")
        // At level 500, any x in [5, 7] has the same total violation; level 100 picks 6.
        try solver.add(constraint([(x, 1)], -5, .equal, priority: 500))
        try solver.add(constraint([(x, 1)], -7, .equal, priority: 500))
        try solver.add(constraint([(x, 1)], -6, .equal, priority: 100))
        XCTAssertEqual(solver.value(of: x), 6, accuracy: 1e-9)
        try solver.add(constraint([(x, 1)], -100, .equal, priority: 99))
        XCTAssertEqual(solver.value(of: x), 6, accuracy: 1e-9)
    }
}

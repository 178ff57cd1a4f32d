import XCTest

@testable import LayoutSolver

/// Shorthand for building constraints in tests: `sum(coefficient * variable) + constant REL 0`.
func constraint(
    _ terms: [(Variable, Double)], _ constant: Double, _ relation: Relation, priority: Double = 1000, tag: Int = 0
) -> Constraint {
    Constraint(
        LinearExpression(terms.map { Term($0.0, $0.1) }, constant: constant), relation, priority: priority, tag: tag)
}

final class SolverBasicsTests: XCTestCase {
    func testRequiredEqualitiesChain() throws {
        var solver = Solver()
        let x = solver.makeVariable(named: "x")
        let y = solver.makeVariable(named: "y")
        try solver.add(constraint([(x, 1), (y, 1)], -10, .equal))
        try solver.add(constraint([(x, 1)], -3, .equal))
        XCTAssertEqual(solver.value(of: x), 3, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: y), 7, accuracy: 1e-9)
        XCTAssertEqual(solver.name(of: y), "y")
    }

    func testRequiredInequalityBeatsOptionalEquality() throws {
        var solver = Solver()
        let x = solver.makeVariable(named: "x")
        try solver.add(constraint([(x, 1)], -5, .greaterThanOrEqual))
        try solver.add(constraint([(x, 1)], 0, .equal, priority: 500))
        XCTAssertEqual(solver.value(of: x), 5, accuracy: 1e-9)
        try solver.add(constraint([(x, 1)], -7, .lessThanOrEqual))
        try solver.add(constraint([(x, 1)], -9, .equal, priority: 750))
        XCTAssertEqual(solver.value(of: x), 7, accuracy: 1e-9)
    }

    func testHigherPriorityWinsBetweenOptionalEqualities() throws {
        var solver = Solver()
        let x = solver.makeVariable(named: "x")
        try solver.add(constraint([(x, 1)], -20, .equal, priority: 250))
        try solver.add(constraint([(x, 1)], -10, .equal, priority: 500))
        XCTAssertEqual(solver.value(of: x), 10, accuracy: 1e-9)
    }

    func testOptionalInequalityOnlyCountsViolation() throws {
        var solver = Solver()
        let x = solver.makeVariable(named: "x")
        // x <= 80 at a high priority is met, so the weaker pull to 50 decides.
        try solver.add(constraint([(x, 1)], -80, .lessThanOrEqual, priority: 750))
        try solver.add(constraint([(x, 1)], -50, .equal, priority: 250))
        XCTAssertEqual(solver.value(of: x), 50, accuracy: 1e-9)
        // x >= 100 at a higher priority than the pull to 50 but lower than x <= 80.
        try solver.add(constraint([(x, 1)], -100, .greaterThanOrEqual, priority: 500))
        XCTAssertEqual(solver.value(of: x), 80, accuracy: 1e-9)
    }

    func testRemovalRestoresPreviousOptimum() throws {
        var solver = Solver()
        let x = solver.makeVariable(named: "x")
        let y = solver.makeVariable(named: "y")
        try solver.add(constraint([(x, 1), (y, -1)], 10, .equal))  // x + 10 == y
        try solver.add(constraint([(x, 1)], -5, .equal, priority: 250))
        XCTAssertEqual(solver.value(of: y), 15, accuracy: 1e-9)
        let extra = constraint([(y, 1)], -100, .equal)
        try solver.add(extra)
        XCTAssertEqual(solver.value(of: x), 90, accuracy: 1e-9)
        try solver.remove(extra)
        XCTAssertEqual(solver.value(of: x), 5, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: y), 15, accuracy: 1e-9)
        XCTAssertFalse(solver.contains(extra))
    }

    func testTypedErrors() throws {
        var solver = Solver()
        let x = solver.makeVariable(named: "x")
        let c = constraint([(x, 1)], -1, .equal)
        try solver.add(c)
        XCTAssertThrowsError(try solver.add(c)) { XCTAssertEqual($0 as? SolverError, .duplicateConstraint(c)) }
        let stranger = constraint([(x, 1)], -2, .equal)
        XCTAssertThrowsError(try solver.remove(stranger)) {
            XCTAssertEqual($0 as? SolverError, .unknownConstraint(stranger))
        }
        XCTAssertThrowsError(try solver.addEditVariable(x, priority: 1000)) {
            XCTAssertEqual($0 as? SolverError, .requiredEditVariable(x))
        }
        XCTAssertThrowsError(try solver.suggestValue(3, for: x)) {
            XCTAssertEqual($0 as? SolverError, .unknownEditVariable(x))
        }
        XCTAssertThrowsError(try solver.removeEditVariable(x)) {
            XCTAssertEqual($0 as? SolverError, .unknownEditVariable(x))
        }
        for bad in [0, -1, 1000.5, .nan, .infinity] {
            XCTAssertThrowsError(try solver.add(constraint([(x, 1)], 0, .equal, priority: bad))) {
                guard case .invalidPriority = $0 as? SolverError else { return XCTFail("\($0)") }
            }
        }
        let nonFinite = constraint([(x, .infinity)], 0, .equal)
        XCTAssertThrowsError(try solver.add(nonFinite)) {
            XCTAssertEqual($0 as? SolverError, .invalidExpression(nonFinite))
        }
        try solver.addEditVariable(x, priority: 500)
        XCTAssertThrowsError(try solver.addEditVariable(x, priority: 400)) {
            XCTAssertEqual($0 as? SolverError, .duplicateEditVariable(x))
        }
        XCTAssertThrowsError(try solver.suggestValue(.nan, for: x)) {
            guard case .invalidSuggestedValue = $0 as? SolverError else { return XCTFail("\($0)") }
        }
        XCTAssertEqual(solver.value(of: x), 1, accuracy: 1e-12)
    }

    func testEditVariableFollowsSuggestionsWithinBounds() throws {
        var solver = Solver()
        let width = solver.makeVariable(named: "width")
        let half = solver.makeVariable(named: "half")
        try solver.add(constraint([(half, 2), (width, -1)], 0, .equal))
        try solver.add(constraint([(width, 1)], -300, .lessThanOrEqual))
        try solver.add(constraint([(width, 1)], -100, .equal, priority: 250))
        try solver.addEditVariable(width, priority: 750)
        XCTAssertEqual(solver.value(of: width), 100, accuracy: 1e-9, "adding an edit keeps the value")
        for target in [120.0, 280, 500, 50, 200] {
            try solver.suggestValue(target, for: width)
            XCTAssertEqual(solver.value(of: width), min(target, 300), accuracy: 1e-9)
            XCTAssertEqual(solver.value(of: half), min(target, 300) / 2, accuracy: 1e-9)
        }
        try solver.removeEditVariable(width)
        XCTAssertEqual(solver.value(of: width), 100, accuracy: 1e-9)
        XCTAssertThrowsError(try solver.suggestValue(1, for: width))
    }

    func testSuggestingTheSameSequenceTwiceGivesIdenticalBits() throws {
        func run() throws -> [UInt64] {
            var solver = Solver()
            let a = solver.makeVariable(named: "a")
            let b = solver.makeVariable(named: "b")
            try solver.add(constraint([(a, 1), (b, 1)], -1000, .lessThanOrEqual))
            try solver.add(constraint([(b, 3), (a, -1)], 0, .equal, priority: 500))
            try solver.addEditVariable(a, priority: 750)
            var bits: [UInt64] = []
            for value in [100.0, 333.3, 999.9, 1.0 / 3] {
                try solver.suggestValue(value, for: a)
                bits += [solver.value(of: a).bitPattern, solver.value(of: b).bitPattern]
            }
            return bits
        }
        XCTAssertEqual(try run(), try run())
    }
}

final class SolverValueSemanticsTests: XCTestCase {
    func testCopiesAreIndependentSolvers() throws {
        var original = Solver()
        let x = original.makeVariable(named: "x")
        try original.add(constraint([(x, 1)], -10, .equal, priority: 500))
        var copy = original
        let pin = constraint([(x, 1)], -20, .equal)
        try copy.add(pin)
        XCTAssertEqual(copy.value(of: x), 20, accuracy: 1e-9)
        XCTAssertEqual(original.value(of: x), 10, accuracy: 1e-9)
        XCTAssertFalse(original.contains(pin))
        try original.addEditVariable(x, priority: 750)
        try original.suggestValue(-5, for: x)
        XCTAssertEqual(original.value(of: x), -5, accuracy: 1e-9)
        XCTAssertEqual(copy.value(of: x), 20, accuracy: 1e-9)
        XCTAssertThrowsError(try copy.suggestValue(1, for: x))
    }

    func testVariablesWithoutConstraintsReadZero() {
        var solver = Solver()
        let x = solver.makeVariable(named: "x")
        XCTAssertEqual(solver.value(of: x), 0)
        XCTAssertEqual(solver.name(of: x), "x")
    }

    func testRemovingAndReAddingARequiredEqualityInALoop() throws {
        var solver = Solver()
        let left = solver.makeVariable(named: "left")
        let width = solver.makeVariable(named: "width")
        try solver.add(constraint([(width, 1)], -60, .greaterThanOrEqual, priority: 750))
        try solver.add(constraint([(left, 1)], -8, .equal))
        for target in stride(from: 100.0, through: 400, by: 50) {
            let right = constraint([(left, 1), (width, 1)], -target, .equal)
            try solver.add(right)
            XCTAssertEqual(solver.value(of: width), target - 8, accuracy: 1e-9)
            try solver.remove(right)
            XCTAssertEqual(solver.value(of: left), 8, accuracy: 1e-9)
            XCTAssertGreaterThanOrEqual(solver.value(of: width), 60 - 1e-9)
        }
    }
}

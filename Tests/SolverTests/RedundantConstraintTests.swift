import XCTest
import LayoutTestSupport

@testable import LayoutSolver

/// Required constraints that other constraints imply (identical copies, scaled copies, sums of
/// others), under adds, removals and edits: whatever is removed, every required constraint
/// still present must hold, and one that contradicts them must be refused.
final class RedundantConstraintTests: XCTestCase {
    /// The reproduction: two copies of `v == 48`, `v` edited, the first copy removed.
    /// The second copy's dummy was basic in a row the removal filled with the edit's errors,
    /// so nothing held it at zero and the suggestion moved `v`.
    func testRemovingOneOfTwoIdenticalEqualitiesKeepsTheOther() throws {
        var solver = Solver()
        let v = solver.makeVariable(named: "v")
        let first = constraint([(v, 1)], -48, .equal)
        let second = constraint([(v, 1)], -48, .equal)
        try solver.add(first)
        try solver.add(second)
        try solver.addEditVariable(v, priority: 900)
        try solver.remove(first)
        try solver.suggestValue(12, for: v)
        XCTAssertEqual(solver.value(of: v), 48)
        XCTAssertThrowsError(try solver.add(constraint([(v, 1)], -12, .equal)))
        XCTAssertEqual(solver.value(of: v), 48)
        XCTAssertTrue(solver.core.tableau.dummyRowsHoldOnlyDummies)
    }

    /// `x + y == 30` is implied by `x == 10` and `y == 20`; removing `x == 10` leaves it
    /// determining `x`, whatever an edit asks.
    func testAnEqualityImpliedBySeveralKeepsHoldingWhenOneGoes() throws {
        var solver = Solver()
        let x = solver.makeVariable(named: "x")
        let y = solver.makeVariable(named: "y")
        let pinX = constraint([(x, 1)], -10, .equal)
        try solver.add(pinX)
        try solver.add(constraint([(y, 1)], -20, .equal))
        try solver.add(constraint([(x, 2), (y, 2)], -60, .equal))
        try solver.addEditVariable(x, priority: 500)
        try solver.addEditVariable(y, priority: 400)
        try solver.remove(pinX)
        try solver.suggestValue(-7, for: x)
        try solver.suggestValue(3, for: y)
        XCTAssertEqual(solver.value(of: x), 10, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: y), 20, accuracy: 1e-9)
        XCTAssertTrue(solver.isDetermined(x))
    }

    /// Scaled and negated copies, removed in every order, each time under an edit.
    func testScaledCopiesRemovedInEveryOrder() throws {
        let factors: [Double] = [1, -3, 0.25]
        for order in [[0, 1, 2], [0, 2, 1], [1, 0, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0]] {
            var solver = Solver()
            let v = solver.makeVariable(named: "v")
            let copies = factors.map { constraint([(v, $0)], -48 * $0, .equal) }
            for copy in copies { try solver.add(copy) }
            try solver.addEditVariable(v, priority: 900)
            for (count, index) in order.enumerated() {
                try solver.remove(copies[index])
                try solver.suggestValue(Double(12 + count), for: v)
                let expected = count == order.count - 1 ? Double(12 + count) : 48
                XCTAssertEqual(solver.value(of: v), expected, accuracy: 1e-9, "order \(order), removed \(count + 1)")
                XCTAssertTrue(solver.core.tableau.dummyRowsHoldOnlyDummies, "order \(order)")
            }
        }
    }

    static let seeds: ClosedRange<UInt64> = 1...50

    /// Random sequences over few variables where about half the adds restate constraints that
    /// are present: identical copies, scaled or negated copies, and sums of two present ones.
    /// After every operation, each present required constraint holds, each level's violation is
    /// the independent reference's, a refused add is infeasible in the reference, and the
    /// tableau keeps redundant equalities' rows over dummies alone.
    func testRandomSequencesWithRedundantConstraintsKeepEveryRequiredOne() throws {
        var refused = 0
        var derivedAdds = 0
        for seed in Self.seeds {
            var random = SplitMix64(seed: seed &* 104_729)
            var solver = Solver()
            let variables = (0..<random.int(in: 2...4)).map { solver.makeVariable(named: "v\($0)") }
            var present: [Constraint] = []
            var edits: [(variable: Variable, priority: Double, target: Double)] = []
            for step in 0..<50 {
                let context = "seed \(seed) step \(step)"
                let roll = random.int(in: 0...19)
                if roll < 4 || present.isEmpty {
                    let added = RandomSystemPropertyTests.randomConstraint(&random, variables: variables)
                    refused += try add(added, to: &solver, present: &present, variables: variables, context)
                } else if roll < 10 {
                    let added = Self.derivedConstraint(&random, from: present)
                    derivedAdds += 1
                    refused += try add(added, to: &solver, present: &present, variables: variables, context)
                } else if roll < 14 {
                    let victim = present.remove(at: random.int(in: 0...(present.count - 1)))
                    try solver.remove(victim)
                } else if roll < 19, !edits.isEmpty {
                    let index = random.int(in: 0...(edits.count - 1))
                    if random.chance(0.2) {
                        try solver.removeEditVariable(edits[index].variable)
                        edits.remove(at: index)
                    } else {
                        let target = Double(random.int(in: -60...60))
                        try solver.suggestValue(target, for: edits[index].variable)
                        edits[index].target = target
                    }
                } else if let variable = variables.first(where: { v in !edits.contains { $0.variable == v } }) {
                    let priority = [990.0, 600, 100][random.int(in: 0...2)]
                    try solver.addEditVariable(variable, priority: priority)
                    let target = Double(random.int(in: -60...60))
                    try solver.suggestValue(target, for: variable)
                    edits.append((variable, priority, target))
                }
                let pulls = edits.map { constraint([($0.variable, 1)], -$0.target, .equal, priority: $0.priority) }
                RandomSystemPropertyTests.assertMatchesReference(solver, variables, present + pulls, seed: seed)
                XCTAssertTrue(solver.core.tableau.dummyRowsHoldOnlyDummies, context)
                let reference = ReferenceSolution(constraints: present + pulls, variableCount: variables.count)
                for v in variables where reference.isFeasible {
                    XCTAssertEqual(
                        solver.isDetermined(v), reference.isDetermined(variable: v.id),
                        "\(context): \(solver.name(of: v))")
                }
            }
        }
        // Both branches were exercised: restatements, and contradictions refused.
        XCTAssertGreaterThan(derivedAdds, 600)
        XCTAssertGreaterThan(refused, 40)
    }

    /// The pattern behind the issue, randomised: a random system, a restatement of one of its
    /// required equalities (copy, scaled copy or sum with another), every variable edited, then
    /// the original removed and every edit pulled both ways. The restatement must hold.
    func testRestatedEqualitiesHoldAfterTheOriginalGoes() throws {
        var checked = 0
        for seed in UInt64(1)...300 {
            let built = RandomSystemPropertyTests.buildSystem(seed: seed &+ 90_000)
            var solver = built.0
            let variables = built.1
            var present = built.2
            var random = SplitMix64(seed: seed)
            let equalities = present.filter { $0.isRequired && $0.relation == .equal }
            guard let original = equalities.last else { continue }
            let restated = Self.derivedConstraint(&random, from: [original] + equalities.filter { $0 !== original })
            guard restated.isRequired, (try? solver.add(restated)) != nil else { continue }
            present.append(restated)
            var edits: [(variable: Variable, priority: Double, target: Double)] = []
            for variable in variables {
                let priority = [990.0, 600, 100, 2][random.int(in: 0...3)]
                try solver.addEditVariable(variable, priority: priority)
                edits.append((variable, priority, solver.value(of: variable)))
            }
            try solver.remove(original)
            present.removeAll { $0 === original }
            for round in 0..<6 {
                for index in edits.indices {
                    let target = Double(round % 2 == 0 ? random.int(in: -90 ... -40) : random.int(in: 40...90))
                    try solver.suggestValue(target, for: edits[index].variable)
                    edits[index].target = target
                }
                let pulls = edits.map { constraint([($0.variable, 1)], -$0.target, .equal, priority: $0.priority) }
                RandomSystemPropertyTests.assertMatchesReference(solver, variables, present + pulls, seed: seed)
                XCTAssertTrue(solver.core.tableau.dummyRowsHoldOnlyDummies, "seed \(seed) round \(round)")
            }
            checked += 1
        }
        XCTAssertGreaterThan(checked, 100)
    }

    /// Adds `added`; on refusal checks that it is required and that the reference agrees the
    /// system with it is infeasible. Returns 1 when refused.
    private func add(
        _ added: Constraint, to solver: inout Solver, present: inout [Constraint], variables: [Variable],
        _ context: String
    ) throws(SolverError) -> Int {
        do {
            try solver.add(added)
            present.append(added)
            return 0
        } catch {
            guard case .unsatisfiable(let conflict) = error else { throw error }
            XCTAssertTrue(added.isRequired, "\(context): optional add refused")
            let required = (present + [added]).filter(\.isRequired)
            let reference = ReferenceSolution(constraints: required, variableCount: variables.count)
            XCTAssertFalse(reference.isFeasible, "\(context): refused \(added), which the reference accepts")
            XCTAssertTrue(conflict.contains(added), context)
            return 1
        }
    }

    /// A constraint that restates present ones: a copy, a scaled copy (a negative factor turns
    /// an inequality around), or a sum of two with positive factors (for two inequalities, only
    /// when both point the same way; with an equality, the inequality's direction).
    static func derivedConstraint(_ random: inout SplitMix64, from present: [Constraint]) -> Constraint {
        let first = present[random.int(in: 0...(present.count - 1))]
        let second = present[random.int(in: 0...(present.count - 1))]
        let priority = random.chance(0.8) ? Strength.required : first.priority
        switch random.int(in: 0...2) {
        case 0:
            return Constraint(first.expression, first.relation, priority: priority)
        case 1:
            // Scales far from one only on constraints as generated, so that coefficients stay
            // within what the dense reference resolves (its tolerances are absolute).
            let factors = magnitude(first) <= 3 ? [2.0, -1, 0.5, 3, -2.5, 1e-3, -1e3] : [2.0, -1, 0.5]
            let factor = factors[random.int(in: 0...(factors.count - 1))]
            return Constraint(first.expression * factor, factor < 0 ? flipped(first.relation) : first.relation, priority: priority)
        default:
            guard magnitude(first) <= 10, magnitude(second) <= 10 else {
                return Constraint(first.expression, first.relation, priority: priority)
            }
            let relation: Relation
            switch (first.relation, second.relation) {
            case (.equal, .equal): relation = .equal
            case (.equal, let other), (let other, .equal): relation = other
            case (let a, let b) where a == b: relation = a
            default: return Constraint(first.expression, first.relation, priority: priority)
            }
            let a = Double(random.int(in: 1...3))
            let b = Double(random.int(in: 1...3))
            return Constraint(first.expression * a + second.expression * b, relation, priority: priority)
        }
    }

    /// The largest coefficient magnitude of the constraint's expression.
    static func magnitude(_ constraint: Constraint) -> Double {
        constraint.expression.terms.map { abs($0.coefficient) }.max() ?? 0
    }

    static func flipped(_ relation: Relation) -> Relation {
        switch relation {
        case .equal: .equal
        case .lessThanOrEqual: .greaterThanOrEqual
        case .greaterThanOrEqual: .lessThanOrEqual
        }
    }
}

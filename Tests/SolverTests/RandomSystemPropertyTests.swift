import XCTest
import LayoutTestSupport

@testable import LayoutSolver

/// Seeded random small systems checked against `ReferenceSolution`, an independent dense LP
/// solved level by level.
final class RandomSystemPropertyTests: XCTestCase {
    static let priorities: [Double] = [1000, 1000, 1000, 750, 500, 250, 1.5, 1.25]

    struct System {
        var variableCount: Int
        var constraints: [Constraint]
    }

    static func randomConstraint(_ random: inout SplitMix64, variables: [Variable]) -> Constraint {
        var terms: [(Variable, Double)] = []
        for v in variables where random.chance(0.45) { terms.append((v, Double(random.int(in: -3...3)))) }
        if terms.isEmpty, let v = variables.first { terms.append((v, 1)) }
        let relation: Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual][random.int(in: 0...2)]
        let priority = Self.priorities[random.int(in: 0...(Self.priorities.count - 1))]
        return constraint(terms, Double(random.int(in: -30...30)), relation, priority: priority)
    }

    /// Builds a random system in a solver; required constraints that conflict are skipped.
    static func buildSystem(seed: UInt64) -> (Solver, [Variable], [Constraint]) {
        var random = SplitMix64(seed: seed)
        var solver = Solver()
        let variables = (0..<random.int(in: 2...5)).map { solver.makeVariable(named: "v\($0)") }
        var added: [Constraint] = []
        for _ in 0..<random.int(in: 3...12) {
            let c = Self.randomConstraint(&random, variables: variables)
            do {
                try solver.add(c)
                added.append(c)
            } catch {
                XCTAssertTrue(c.isRequired, "only required constraints may fail")
            }
        }
        return (solver, variables, added)
    }

    static func assertMatchesReference(
        _ solver: Solver, _ variables: [Variable], _ constraints: [Constraint], seed: UInt64,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let reference = ReferenceSolution(constraints: constraints, variableCount: variables.count)
        XCTAssertTrue(reference.isFeasible, "seed \(seed): reference says infeasible", file: file, line: line)
        for c in constraints where c.isRequired {
            let scale = max(1, abs(c.expression.constant), c.expression.terms.map { abs($0.coefficient) * 100 }.max() ?? 0)
            XCTAssertLessThanOrEqual(violation(of: c, in: solver), 1e-8 * scale, "seed \(seed): \(c)", file: file, line: line)
        }
        for level in reference.violations {
            let ours = constraints.filter { $0.priority == level.priority }.reduce(0) { $0 + violation(of: $1, in: solver) }
            XCTAssertEqual(
                ours, level.total, accuracy: 1e-6 * (1 + level.total),
                "seed \(seed): violation at priority \(level.priority)", file: file, line: line)
        }
    }

    func testOptimumMatchesIndependentLevelByLevelSolution() {
        for seed in UInt64(1)...400 {
            let (solver, variables, constraints) = Self.buildSystem(seed: seed)
            Self.assertMatchesReference(solver, variables, constraints, seed: seed)
        }
    }

    func testDeterminacyMatchesBruteForce() {
        for seed in UInt64(1000)...1300 {
            let (solver, variables, constraints) = Self.buildSystem(seed: seed)
            let reference = ReferenceSolution(constraints: constraints, variableCount: variables.count)
            guard reference.isFeasible else { continue }
            for v in variables {
                XCTAssertEqual(
                    solver.isDetermined(v), reference.isDetermined(variable: v.id),
                    "seed \(seed): \(solver.name(of: v)) \(constraints)")
            }
        }
    }

    func testAddThenRemoveRestoresTheOptimum() throws {
        var random = SplitMix64(seed: 77)
        for seed in UInt64(2000)...2300 {
            let built = Self.buildSystem(seed: seed)
            var solver = built.0
            let variables = built.1
            let constraints = built.2
            let before = variables.map { solver.value(of: $0) }
            let determined = variables.map { solver.isDetermined($0) }
            let extra = Self.randomConstraint(&random, variables: variables)
            do { try solver.add(extra) } catch { continue }
            Self.assertMatchesReference(solver, variables, constraints + [extra], seed: seed)
            try solver.remove(extra)
            Self.assertMatchesReference(solver, variables, constraints, seed: seed)
            for (index, v) in variables.enumerated() where determined[index] {
                XCTAssertEqual(solver.value(of: v), before[index], accuracy: 1e-7, "seed \(seed)")
            }
            XCTAssertEqual(variables.map { solver.isDetermined($0) }, determined, "seed \(seed)")
        }
    }

    func testRemovingInRandomOrderKeepsOptimality() throws {
        for seed in UInt64(3000)...3150 {
            let built = Self.buildSystem(seed: seed)
            var solver = built.0
            let variables = built.1
            var constraints = built.2
            var random = SplitMix64(seed: seed)
            random.shuffle(&constraints)
            while let victim = constraints.popLast() {
                try solver.remove(victim)
                Self.assertMatchesReference(solver, variables, constraints, seed: seed)
            }
        }
    }

    func testEditsMatchEquivalentStaticSystems() throws {
        for seed in UInt64(4000)...4150 {
            let built = Self.buildSystem(seed: seed)
            var solver = built.0
            let variables = built.1
            let constraints = built.2
            var random = SplitMix64(seed: seed ^ 0xABCD)
            let edited = variables[0]
            let priority = [900.0, 600, 300, 2][random.int(in: 0...3)]
            try solver.addEditVariable(edited, priority: priority)
            for _ in 0..<4 {
                let target = Double(random.int(in: -40...40))
                try solver.suggestValue(target, for: edited)
                let pull = constraint([(edited, 1)], -target, .equal, priority: priority)
                Self.assertMatchesReference(solver, variables, constraints + [pull], seed: seed)
            }
            try solver.removeEditVariable(edited)
            Self.assertMatchesReference(solver, variables, constraints, seed: seed)
        }
    }

    func testSameCallsGiveIdenticalBits() throws {
        for seed in UInt64(5000)...5100 {
            func run() throws -> [UInt64] {
                let built = Self.buildSystem(seed: seed)
                var solver = built.0
                let variables = built.1
                try solver.addEditVariable(variables[0], priority: 400)
                try solver.suggestValue(Double(seed % 17), for: variables[0])
                return variables.map { solver.value(of: $0).bitPattern }
            }
            XCTAssertEqual(try run(), try run(), "seed \(seed)")
        }
    }
}

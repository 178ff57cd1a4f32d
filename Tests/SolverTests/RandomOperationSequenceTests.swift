import XCTest

@testable import LayoutSolver

/// Long seeded sequences of adds, removals and edits on one solver, checked after every step
/// against the independent reference solved from scratch.
final class RandomOperationSequenceTests: XCTestCase {
    static let seeds: ClosedRange<UInt64> = 1...40

    func testEveryStepMatchesAFreshReference() throws {
        for seed in Self.seeds {
            var random = SplitMix64(seed: seed &* 7919)
            var solver = Solver()
            let variables = (0..<random.int(in: 3...6)).map { solver.makeVariable(named: "v\($0)") }
            var present: [Constraint] = []
            var edit: (variable: Variable, priority: Double, target: Double)?
            for step in 0..<40 {
                let roll = random.int(in: 0...9)
                if roll < 5 || present.isEmpty {
                    let c = RandomSystemPropertyTests.randomConstraint(&random, variables: variables)
                    do {
                        try solver.add(c)
                        present.append(c)
                    } catch {
                        XCTAssertTrue(c.isRequired, "seed \(seed) step \(step): optional add failed")
                    }
                } else if roll < 8 {
                    let victim = present.remove(at: random.int(in: 0...(present.count - 1)))
                    try solver.remove(victim)
                } else if let current = edit {
                    if random.chance(0.3) {
                        try solver.removeEditVariable(current.variable)
                        edit = nil
                    } else {
                        let target = Double(random.int(in: -50...50))
                        try solver.suggestValue(target, for: current.variable)
                        edit = (current.variable, current.priority, target)
                    }
                } else {
                    let variable = variables[random.int(in: 0...(variables.count - 1))]
                    let priority = [950.0, 600, 100, 1.75][random.int(in: 0...3)]
                    try solver.addEditVariable(variable, priority: priority)
                    let target = Double(random.int(in: -50...50))
                    try solver.suggestValue(target, for: variable)
                    edit = (variable, priority, target)
                }
                var reference = present
                if let edit {
                    reference.append(constraint([(edit.variable, 1)], -edit.target, .equal, priority: edit.priority))
                }
                RandomSystemPropertyTests.assertMatchesReference(solver, variables, reference, seed: seed)
                let expected = ReferenceSolution(constraints: reference, variableCount: variables.count)
                for v in variables where expected.isFeasible {
                    XCTAssertEqual(
                        solver.isDetermined(v), expected.isDetermined(variable: v.id),
                        "seed \(seed) step \(step): \(solver.name(of: v))")
                }
            }
        }
    }
}

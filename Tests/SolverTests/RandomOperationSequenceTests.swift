import XCTest
import LayoutTestSupport

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

final class EditSequenceTests: XCTestCase {
    /// Two edit variables suggested in turn across values that flip which preferences hold, with
    /// constraints added and removed in between (exercises the cached edit columns).
    func testAlternatingEditsMatchStaticSystems() throws {
        var solver = Solver()
        let width = solver.makeVariable(named: "width")
        let height = solver.makeVariable(named: "height")
        let cells = (0..<6).map { solver.makeVariable(named: "cell\($0)") }
        var constraints: [Constraint] = []
        func add(_ c: Constraint) throws {
            try solver.add(c)
            constraints.append(c)
        }
        // Cells share the width equally, prefer at least 60 and at most the height.
        try add(constraint(cells.map { ($0, 1) } + [(width, -1)], 0, .equal))
        for (index, cell) in cells.enumerated() {
            if index > 0 { try add(constraint([(cell, 1), (cells[0], -1)], 0, .equal)) }
            try add(constraint([(cell, 1)], -60, .greaterThanOrEqual, priority: 750))
            try add(constraint([(cell, 1), (height, -1)], 0, .lessThanOrEqual, priority: 250))
        }
        try solver.addEditVariable(width, priority: 900)
        try solver.addEditVariable(height, priority: 800)
        // An edit's target starts at the variable's value when it is added.
        var targets = (width: solver.value(of: width), height: solver.value(of: height))
        var extra: Constraint?
        for step in 0..<24 {
            if step % 2 == 0 {
                targets.width = [200.0, 500, 300, 800][step / 2 % 4]
                try solver.suggestValue(targets.width, for: width)
            } else {
                targets.height = [40.0, 120, 70][step / 2 % 3]
                try solver.suggestValue(targets.height, for: height)
            }
            if step % 5 == 4 {
                if let old = extra {
                    try solver.remove(old)
                    constraints.removeAll { $0 === old }
                    extra = nil
                } else {
                    let cap = constraint([(cells[2], 1)], -Double(90 + step), .lessThanOrEqual)
                    try add(cap)
                    extra = cap
                }
            }
            let pulls = [
                constraint([(width, 1)], -targets.width, .equal, priority: 900),
                constraint([(height, 1)], -targets.height, .equal, priority: 800),
            ]
            RandomSystemPropertyTests.assertMatchesReference(
                solver, [width, height] + cells, constraints + pulls, seed: UInt64(step))
        }
    }
}

// Fuzz target: the solver on operation sequences decoded from the input (add, remove, clone,
// edit, suggest).
//
// After every operation every value is finite and every required constraint in the solver
// holds. An add that is refused leaves every value and every answer to `isDetermined` as they
// were; an unsatisfiable add names a conflict set that ends with the new constraint, holds only
// required constraints in the solver, cannot be satisfied, and is minimal (small sets only).

import LayoutSolver

/// Numbers the decoder picks coefficients from: a few magnitudes and signs, so that redundant
/// and proportional constraints are common. Within a factor of 16, as layouts are: the solver
/// drops products below 1e-9 as it substitutes, so coefficients 1e7 apart (1e-3 next to 1e4)
/// lose that much precision, by design, and would bury every other finding (Fuzz/README.md).
private let coefficients: [Double] = [1, -1, 2, -2, 0.5, -0.5, 3, -3, 0.25, 4, 1.5, -0.75, 1, -1, 2, 1]
/// Priorities the decoder picks from; required most often.
private let priorities: [Double] = [1000, 1000, 1000, 1000, 750, 500, 250, 1, 999.5, 0.001, 1000, 400]
/// Edit priorities, including the refused required one.
private let editPriorities: [Double] = [999, 750, 500, 1, 100, 1000]

/// One solver and what the fuzz input has done to it.
private struct Session {
    var solver = Solver()
    var variables: [Variable] = []
    /// The constraints in the solver, in the order they were added.
    var present: [Constraint] = []
    /// Constraints taken out, for removing them again (which must be refused).
    var removed: [Constraint] = []
    var edits: [Variable] = []
    var step = 0
    /// The operations so far, for the failure message.
    var log: [String] = []

    func fail(_ message: String) -> Never {
        invariantFailed("step \(step): \(message)\noperations:\n" + log.joined(separator: "\n"))
    }

    /// The value of a constraint's expression at the current solution.
    func residual(of constraint: Constraint) -> (value: Double, magnitude: Double) {
        var value = constraint.expression.constant
        var magnitude = abs(value)
        for term in constraint.expression.terms {
            let product = term.coefficient * solver.value(of: term.variable)
            value += product
            magnitude += abs(product)
        }
        return (value, magnitude)
    }

    /// Whether `constraint` holds at the current solution, to a tolerance relative to its terms.
    func holds(_ constraint: Constraint) -> Bool {
        let (value, magnitude) = residual(of: constraint)
        let tolerance = 1e-7 * max(1, magnitude)
        switch constraint.relation {
        case .equal: return abs(value) <= tolerance
        case .lessThanOrEqual: return value <= tolerance
        case .greaterThanOrEqual: return value >= -tolerance
        }
    }

    /// The invariants that hold after every operation.
    func checkState() {
        for variable in variables where !solver.value(of: variable).isFinite {
            fail("\(solver.name(of: variable)) is \(solver.value(of: variable))")
        }
        for constraint in present where constraint.isRequired {
            require(solver.contains(constraint), "step \(step): \(constraint) is missing from the solver")
            if !holds(constraint) {
                fail("required \(constraint) does not hold: residual \(residual(of: constraint).value), values \(variables.map { solver.value(of: $0) })")
            }
        }
    }

    /// Every value and determinacy answer, to compare before and after a refused operation.
    func snapshot() -> [UInt64] {
        variables.map { solver.value(of: $0).bitPattern } + variables.map { solver.isDetermined($0) ? 1 : 0 }
    }

    /// Adds `constraint`, checking what a refusal must leave behind.
    mutating func add(_ constraint: Constraint) {
        let before = snapshot()
        do {
            try solver.add(constraint)
            present.append(constraint)
        } catch .unsatisfiable(let conflict) {
            require(constraint.isRequired, "step \(step): optional \(constraint) refused as unsatisfiable")
            require(!solver.contains(constraint), "step \(step): refused \(constraint) is in the solver")
            require(snapshot() == before, "step \(step): a refused add changed the solution")
            checkConflict(conflict, for: constraint)
        } catch .duplicateConstraint {
            require(present.contains { $0 === constraint }, "step \(step): \(constraint) refused as a duplicate")
            require(snapshot() == before, "step \(step): a refused duplicate changed the solution")
        } catch {
            fail("add \(constraint) threw \(error)")
        }
    }

    /// The conflict set: ends with the new constraint, is present and required otherwise, is
    /// infeasible, and (when small) loses its conflict without any one member.
    func checkConflict(_ conflict: [Constraint], for constraint: Constraint) {
        let text = conflict.map(\.description).joined(separator: "; ")
        require(conflict.last === constraint, "step \(step): the conflict set does not end with the new constraint: \(text)")
        for member in conflict.dropLast() {
            require(member.isRequired && present.contains { $0 === member }, "step \(step): conflict member \(member) is not a present required constraint")
        }
        require(!Self.isFeasible(conflict, variableCount: variables.count), "step \(step): the conflict set \(text) can be satisfied")
        guard conflict.count <= 6 else { return }
        for index in conflict.indices {
            var smaller = conflict
            smaller.remove(at: index)
            require(Self.isFeasible(smaller, variableCount: variables.count), "step \(step): the conflict set \(text) is not minimal without member \(index)")
        }
    }

    /// Whether the constraints can all be added to a fresh solver.
    static func isFeasible(_ constraints: [Constraint], variableCount: Int) -> Bool {
        var fresh = Solver()
        for index in 0..<variableCount { _ = fresh.makeVariable(named: "v\(index)") }
        for constraint in constraints {
            // Fresh objects: the originals may be in another solver, which is allowed, but a
            // fresh solver with its own copies is the plainest statement of the question.
            let copy = Constraint(constraint.expression, constraint.relation, priority: constraint.priority, tag: constraint.tag)
            do { try fresh.add(copy) } catch { return false }
        }
        return true
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSolverOperations(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    var reader = ByteReader(inputBytes(data, size))
    var session = Session()
    let variableCount = 1 + reader.choice(8)
    session.variables = (0..<variableCount).map { session.solver.makeVariable(named: "v\($0)") }
    while !reader.isAtEnd && session.step < 200 {
        session.step += 1
        perform(reader.choice(10), &reader, &session)
        session.checkState()
    }
    return 0
}

/// Decodes and performs one operation.
private func perform(_ operation: Int, _ reader: inout ByteReader, _ session: inout Session) {
    switch operation {
    case 0, 1, 2:
        let constraint = decodeConstraint(&reader, variables: session.variables, tag: session.step)
        session.log.append("add \(constraint)")
        session.add(constraint)
    case 3:
        // A copy of a constraint in the solver: the same equation as a new object.
        guard !session.present.isEmpty else { return }
        let original = session.present[reader.choice(session.present.count)]
        let scale = [1.0, 1, 2, -1, 0.5][reader.choice(5)]
        let relation = scale < 0 ? flipped(original.relation) : original.relation
        let copy = Constraint(original.expression * scale, relation, priority: original.priority, tag: session.step)
        session.log.append("add copy \(copy) of #\(original.tag)")
        session.add(copy)
    case 4, 5:
        guard !session.present.isEmpty else { return }
        let index = reader.choice(session.present.count)
        let victim = session.present.remove(at: index)
        session.log.append("remove #\(victim.tag)")
        do { try session.solver.remove(victim) } catch { session.fail("remove #\(victim.tag) threw \(error)") }
        session.removed.append(victim)
    case 6:
        // Something the solver must refuse: removing a constraint twice, or adding one again.
        let before = session.snapshot()
        if !session.removed.isEmpty && reader.choice(2) == 0 {
            let stale = session.removed[reader.choice(session.removed.count)]
            session.log.append("remove #\(stale.tag) again")
            do {
                try session.solver.remove(stale)
                session.fail("removing #\(stale.tag) twice was accepted")
            } catch .unknownConstraint {
            } catch { session.fail("removing #\(stale.tag) twice threw \(error)") }
        } else if !session.present.isEmpty {
            let again = session.present[reader.choice(session.present.count)]
            session.log.append("add #\(again.tag) again")
            do {
                try session.solver.add(again)
                session.fail("adding #\(again.tag) twice was accepted")
            } catch .duplicateConstraint {
            } catch { session.fail("adding #\(again.tag) twice threw \(error)") }
        }
        require(session.snapshot() == before, "step \(session.step): a refused operation changed the solution")
    case 7:
        let variable = session.variables[reader.choice(session.variables.count)]
        let priority = editPriorities[reader.choice(editPriorities.count)]
        session.log.append("edit v\(variable.id) @\(priority)")
        do {
            try session.solver.addEditVariable(variable, priority: priority)
            require(priority < 1000 && !session.edits.contains(variable), "step \(session.step): edit accepted")
            session.edits.append(variable)
        } catch .requiredEditVariable {
            require(priority >= 1000, "step \(session.step): optional edit refused as required")
        } catch .duplicateEditVariable {
            require(session.edits.contains(variable), "step \(session.step): edit refused as a duplicate")
        } catch { session.fail("edit threw \(error)") }
    case 8:
        guard !session.edits.isEmpty else { return }
        let variable = session.edits[reader.choice(session.edits.count)]
        let value = Double(Int16(bitPattern: reader.uint16())) / 4
        session.log.append("suggest v\(variable.id) = \(value)")
        do { try session.solver.suggestValue(value, for: variable) } catch { session.fail("suggest threw \(error)") }
    default:
        guard !session.edits.isEmpty else { return }
        let variable = session.edits.remove(at: reader.choice(session.edits.count))
        session.log.append("stop editing v\(variable.id)")
        do { try session.solver.removeEditVariable(variable) } catch { session.fail("removing the edit threw \(error)") }
    }
}

/// A constraint of one to three terms with small integer-like numbers.
private func decodeConstraint(_ reader: inout ByteReader, variables: [Variable], tag: Int) -> Constraint {
    let termCount = 1 + reader.choice(3)
    var expression = LinearExpression()
    for _ in 0..<termCount {
        let variable = variables[reader.choice(variables.count)]
        expression = expression + LinearExpression(variable) * coefficients[reader.choice(coefficients.count)]
    }
    expression = expression + Double(Int8(bitPattern: reader.byte())) * [1, 4, 0.25, 100][reader.choice(4)]
    let relation: Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual][reader.choice(3)]
    return Constraint(expression, relation, priority: priorities[reader.choice(priorities.count)], tag: tag)
}

/// The relation after multiplying both sides by a negative number.
private func flipped(_ relation: Relation) -> Relation {
    switch relation {
    case .equal: .equal
    case .lessThanOrEqual: .greaterThanOrEqual
    case .greaterThanOrEqual: .lessThanOrEqual
    }
}

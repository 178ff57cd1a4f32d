import LayoutSolver

/// A constraint as `ConflictSearch` sees it: variable indices (see `LoweredLayout.index(of:)`).
struct IndexedConstraint: Sendable {
    var terms: [(variable: Int, coefficient: Double)]
    var constant: Double
    var relation: Relation
    var isRequired: Bool
}

/// Names the conflicts of a layout exactly as the full system (every constraint in one solver,
/// added in order) names them, without building that system.
///
/// The full system refuses a required constraint `c` when it conflicts with the required
/// constraints `A` accepted before it, and reports a minimal set from the certificate its phase
/// one ends with: the constraints with a non-zero multiplier in a dual solution of "bring `c`
/// as close to holding as `A` allows". Which constraints are refused depends only on which sets
/// are feasible, so presolved systems (the same feasible sets over fewer variables) can find
/// them: the search solves the constraints before a candidate (a prefix), and if they are
/// feasible and the candidate is not, the candidate is refused.
///
/// The minimal set needs more care, since a conflict can have several (`h <= -5` against both
/// `h >= 0` and `h >= 44`), and the full system names the one its phase one ends at. The search
/// takes a point `x*` where `c` is as close to holding as `A` allows, in the presolved system,
/// and reads it back in full. The dual solutions are supported on the constraints of `A` tight at
/// `x*`; if those connected to `c` (through shared variables) are linearly independent, the dual
/// solution is unique, so every phase one ends with the same certificate. The search computes it
/// (by back substitution: independence is shown by peeling off constraints with a variable no
/// other one has, which undoes any chain in linear time), checks that it is one (the variables
/// cancel, the signs are right), and reports its support, which is then the full system's
/// minimal set: the rank test the solver applies to a certificate passes on it. A search run
/// (`run(before:probing:)`) traces its presolve and does this in the reduced system, where the
/// eliminated equalities need no peeling, and carries the certificate back to the constraints
/// as written (see `certificateSupport`). Whenever any of this cannot be shown, the search gives
/// up and the caller lowers the full system.
struct ConflictSearch {
    /// Every constraint, in the order the full system adds them.
    let constraints: [IndexedConstraint]
    let variableCount: Int
    /// Whether each constraint is known to be refused.
    private var isRefused: [Bool]
    /// How many presolved systems the search has solved.
    private(set) var runCount = 0

    /// At most this many presolved systems are solved before the search gives up.
    static let maximumRuns = 256

    init(_ constraints: [IndexedConstraint], variableCount: Int) {
        self.constraints = constraints
        self.variableCount = variableCount
        isRefused = [Bool](repeating: false, count: constraints.count)
    }

    /// Every conflict, as the indices of its minimal set in add order with the refused constraint
    /// last, in the order the full system meets them; nil when the search cannot be sure.
    /// `reach` is an index at or after the first refused constraint: the constraints up to it
    /// (inclusive) are known to conflict.
    mutating func conflicts(reaching reach: Int) -> [[Int]]? {
        var found: [[Int]] = []
        var reach = reach
        while true {
            // The first refused constraint at or before `reach`.
            var candidate = reach
            var members: [Int]?
            while members == nil {
                guard runCount < Self.maximumRuns, constraints.indices.contains(candidate),
                    constraints[candidate].isRequired
                else { return nil }
                switch run(before: candidate, probing: candidate) {
                case .conflict(let earlier):
                    guard earlier < candidate else { return nil }
                    candidate = earlier
                case .explained(let set):
                    members = set
                case .feasible, .unsure:
                    return nil
                }
            }
            found.append((members ?? []) + [candidate])
            isRefused[candidate] = true
            // Later refusals: only if a required constraint follows.
            let later = constraints.indices.dropFirst(candidate + 1)
            guard later.contains(where: { constraints[$0].isRequired && !isRefused[$0] }) else { return found }
            guard runCount < Self.maximumRuns else { return nil }
            switch run(before: constraints.count, probing: nil) {
            case .feasible:
                return found
            case .conflict(let next):
                guard next > candidate else { return nil }
                reach = next
            case .explained, .unsure:
                return nil
            }
        }
    }

    /// What solving a prefix found.
    private enum RunOutcome {
        /// The required constraints before the limit (not refused) can all hold, and there was
        /// nothing to probe.
        case feasible
        /// They conflict; the constraints up to this index (inclusive) already do.
        case conflict(reaching: Int)
        /// They can all hold, the probe cannot hold with them, and this is the full system's
        /// minimal set (without the probe), in add order.
        case explained([Int])
        /// The probe's conflict could not be named with certainty.
        case unsure
    }

    /// Presolves and solves the required constraints before `limit` that are not refused; then,
    /// if they are feasible, explains why `probe` cannot hold with them.
    private mutating func run(before limit: Int, probing probe: Int?) -> RunOutcome {
        runCount += 1
        let selected = (0..<limit).filter { constraints[$0].isRequired && !isRefused[$0] }
        let outcome = Presolve.run(
            selected.map {
                Presolve.Equation(
                    terms: constraints[$0].terms, constant: constraints[$0].constant,
                    relation: constraints[$0].relation, isRequired: true)
            },
            variableCount: variableCount, tracing: probe != nil)
        guard outcome.isConsistent else {
            return .conflict(reaching: selected[outcome.falseStatement.map { outcome.latestSource[$0] } ?? selected.count - 1])
        }
        // The probe over the variables left in the solver.
        var probeForm: (terms: [(variable: Int, coefficient: Double)], constant: Double)?
        if let probe {
            let original = constraints[probe]
            var dense = [Double](repeating: 0, count: variableCount)
            var touched: [Int] = []
            for term in original.terms {
                if dense[term.variable] == 0 { touched.append(term.variable) }
                dense[term.variable] += term.coefficient
            }
            var constant = original.constant
            outcome.definitions.expand(&dense, touched: &touched, constant: &constant)
            var terms: [(variable: Int, coefficient: Double)] = []
            let scale = touched.reduce(abs(constant)) { max($0, abs(dense[$1])) }
            for variable in touched where dense[variable] != 0 {
                if abs(dense[variable]) > 1e-12 * max(1, scale) { terms.append((variable, dense[variable])) }
                dense[variable] = 0
            }
            probeForm = (terms, constant)
        }

        // Solver variables only for what the solver holds (the remaining constraints and the
        // probe); every other attribute is defined or held by nothing, and reads 0 from a spare
        // variable that no constraint names.
        var solver = Solver()
        var isHeld = [Bool](repeating: false, count: variableCount)
        for position in outcome.remaining {
            for term in outcome.rewritten[position]?.terms ?? constraints[selected[position]].terms {
                isHeld[term.variable] = true
            }
        }
        for term in probeForm?.terms ?? [] { isHeld[term.variable] = true }
        let spare = solver.makeVariable(named: "")
        let variables = isHeld.map { $0 ? solver.makeVariable(named: "") : spare }
        var bounds = RequiredBounds(variableCount: variableCount)
        for position in outcome.remaining {
            let constraint = constraints[selected[position]]
            let terms = outcome.rewritten[position]?.terms ?? constraint.terms
            let constant = outcome.rewritten[position]?.constant ?? constraint.constant
            if let sources = bounds.refutation(of: terms, constant: constant, constraint.relation) {
                return .conflict(reaching: selected[(sources + [position]).map { outcome.latestSource[$0] }.max() ?? position])
            }
            let expression = LinearExpression(terms.map { Term(variables[$0.variable], $0.coefficient) }, constant: constant)
            do throws(SolverError) {
                try solver.add(Constraint(expression, constraint.relation, tag: position))
            } catch {
                guard case .unsatisfiable(let conflict) = error else { return .unsure }
                let reach = conflict.map { outcome.latestSource[$0.tag] }.max() ?? position
                return .conflict(reaching: selected[reach])
            }
            bounds.note(terms, constant: constant, constraint.relation, source: position)
        }
        guard let probe, let probeForm else { return .feasible }
        guard
            let values = Self.closestPoint(
                to: (probeForm.terms, probeForm.constant, constraints[probe].relation), solver: &solver,
                variables: variables, bounds: bounds, definitions: outcome.definitions, priority: 1)
        else { return .unsure }
        // The presolve's positions are positions in `selected`.
        guard
            let members = certificateSupport(of: probe, at: values, accepted: selected, reduction: outcome)
                ?? certificateSupport(of: probe, at: values, accepted: selected)
        else { return .unsure }
        return .explained(members)
    }

    /// Every variable's value (by index) at a point where the constraint `probe` (over the
    /// variables left in `solver`, whose definitions are `definitions`) comes as close to
    /// holding as the required constraints in the solver allow; nil when it can hold.
    ///
    /// Variables that only bounds constrain are set to the bounds that bring it closest;
    /// otherwise the probe goes into the solver as an optional constraint at `priority`, above
    /// every other, whose error the solver minimises, and comes out again.
    static func closestPoint(
        to probe: (terms: [(variable: Int, coefficient: Double)], constant: Double, relation: Relation),
        solver: inout Solver, variables: [Variable], bounds: RequiredBounds, definitions: Definitions, priority: Double
    ) -> [Double]? {
        var values: [Double]
        switch bounds.closestPoint(to: probe.terms, constant: probe.constant, probe.relation) {
        case .point(let assignments):
            values = solver.values(of: variables)
            for (variable, value) in assignments { values[variable] = value }
        case .holds:
            return nil
        case .notBoxed:
            let expression = LinearExpression(
                probe.terms.map { Term(variables[$0.variable], $0.coefficient) }, constant: probe.constant)
            let constraint = Constraint(expression, probe.relation, priority: priority)
            do throws(SolverError) {
                try solver.add(constraint)
                values = solver.values(of: variables)
                try solver.remove(constraint)
            } catch {
                return nil
            }
        }
        definitions.evaluate(&values)
        return values
    }

    /// The full system's minimal set (without `probe`) for `probe`, refused by a presolved
    /// lowering whose solver holds the required constraints before it (and possibly more, which
    /// the check rules out), `reduced` being its form there; nil when the point where it comes
    /// closest to holding does not show the set. Refusals named this way are remembered.
    mutating func explainInPlace(
        _ probe: Int, reduced: (terms: [(variable: Int, coefficient: Double)], constant: Double, relation: Relation),
        solver: inout Solver, variables: [Variable], bounds: RequiredBounds, definitions: Definitions, priority: Double
    ) -> [Int]? {
        guard
            let values = Self.closestPoint(
                to: reduced, solver: &solver, variables: variables, bounds: bounds, definitions: definitions,
                priority: priority)
        else { return nil }
        let accepted = (0..<probe).filter { constraints[$0].isRequired && !isRefused[$0] }
        guard let members = certificateSupport(of: probe, at: values, accepted: accepted) else { return nil }
        isRefused[probe] = true
        return members
    }

    /// The support of the unique certificate that `accepted` cannot hold with `probe`, from a
    /// point `values` that satisfies `accepted` with `probe` as close to holding as they allow;
    /// nil when the point does not show one (not such a point, or the certificate not unique).
    ///
    /// `reduction`, a traced presolve of `accepted` (in that order), lets the search work in the
    /// reduced system: the definitions are independent of everything else (each has a variable
    /// that only it and the constraints it was substituted into held), so a certificate is
    /// unique when its part over the remaining constraints' rewritten forms is. That part must
    /// cancel the probe's reduced form: the tight rewritten rows connected to it must be
    /// independent (they peel), and the others must admit no vanishing combination with a
    /// certificate's signs (adding one could change the support). A grid's rows, square systems
    /// of equalities that peeling cannot undo, are all definitions, and a row left unfinished
    /// before the probe is only bounds on its free widths, connected in full through root's
    /// left but not in the reduced system. The multipliers of the definitions follow from the
    /// remaining ones (each eliminated variable must cancel), and those of the constraints as
    /// written from the trace; the result is checked as a certificate over them.
    func certificateSupport(
        of probe: Int, at values: [Double], accepted: [Int], reduction: Presolve.Outcome? = nil
    ) -> [Int]? {
        // The probe's side: the multiplier that makes its violation negative.
        let (residual, magnitude) = evaluate(constraints[probe], at: values)
        let margin = 1e-6 * max(1, magnitude)
        let probeMultiplier: Double
        switch constraints[probe].relation {
        case .equal:
            guard abs(residual) > margin else { return nil }
            probeMultiplier = residual > 0 ? -1 : 1
        case .greaterThanOrEqual:
            guard residual < -margin else { return nil }
            probeMultiplier = 1
        case .lessThanOrEqual:
            guard residual > margin else { return nil }
            probeMultiplier = -1
        }

        // The accepted constraints tight at the point (all of them must hold there), by
        // position in `accepted`.
        var tight: [Int] = []
        for (position, index) in accepted.enumerated() {
            let (residual, magnitude) = evaluate(constraints[index], at: values)
            let tolerance = 1e-9 * max(1, magnitude)
            switch constraints[index].relation {
            case .equal:
                guard abs(residual) <= tolerance else { return nil }
                tight.append(position)
            case .greaterThanOrEqual:
                guard residual >= -tolerance else { return nil }
                if residual <= tolerance { tight.append(position) }
            case .lessThanOrEqual:
                guard residual <= tolerance else { return nil }
                if residual >= -tolerance { tight.append(position) }
            }
        }

        // Those connected to the probe through shared variables. Presolve only combines
        // constraints that share a variable, so the definitions substituted into one of them
        // are among them too.
        let users = VariableUsers(tight.map { constraints[accepted[$0]].terms.map(\.variable) }, variableCount: variableCount)
        var isReached = [Bool](repeating: false, count: tight.count)
        var isVariableReached = [Bool](repeating: false, count: variableCount)
        var queue = constraints[probe].terms.map(\.variable)
        for variable in queue { isVariableReached[variable] = true }
        var isInComponent = [Bool](repeating: false, count: accepted.count)
        var component: [Int] = []
        while let variable = queue.popLast() {
            for slot in users.rows(of: variable) where !isReached[slot] {
                isReached[slot] = true
                component.append(tight[slot])
                isInComponent[tight[slot]] = true
                for term in constraints[accepted[tight[slot]]].terms where !isVariableReached[term.variable] {
                    isVariableReached[term.variable] = true
                    queue.append(term.variable)
                }
            }
        }
        component.sort()

        // With a reduction, a constraint of the component that presolve dropped is a
        // combination of definitions: the component is not independent.
        var isDefinitionSource = [Bool](repeating: false, count: reduction == nil ? 0 : accepted.count)
        var isRemaining = isDefinitionSource
        if let reduction {
            guard let trace = reduction.trace, reduction.rewritten.count == accepted.count else { return nil }
            for source in trace.sources { isDefinitionSource[source] = true }
            for position in reduction.remaining { isRemaining[position] = true }
            for position in component where !isDefinitionSource[position] && !isRemaining[position] { return nil }
        }
        func terms(at position: Int) -> [(variable: Int, coefficient: Double)] {
            reduction?.rewritten[position]?.terms ?? constraints[accepted[position]].terms
        }

        // The probe, then with a reduction its form over the variables left (the definitions'
        // multiples noted), is what the rows' multipliers must cancel.
        var sum = [Double](repeating: 0, count: variableCount)
        var touched: [Int] = []
        var constant = 0.0
        for term in constraints[probe].terms {
            if sum[term.variable] == 0 { touched.append(term.variable) }
            sum[term.variable] += probeMultiplier * term.coefficient
        }
        var definitionMultiples: [(definition: Int, multiple: Double)] = []
        reduction?.definitions.expand(&sum, touched: &touched, constant: &constant, multiples: &definitionMultiples)

        // The rows to peel: the component's constraints, or with a reduction, the rewritten
        // forms of the tight remaining ones connected to the probe's reduced form. The others
        // must admit no combination that vanishes with the signs a certificate allows, or one
        // could be added to the certificate and change its support.
        let rows: [Int]
        if reduction != nil {
            let candidates = tight.filter { isRemaining[$0] }
            let seeds = touched.filter { sum[$0] != 0 }
            let (connected, others) = Self.split(candidates.map { terms(at: $0) }, from: seeds, variableCount: variableCount)
            guard
                Self.admitsNoVanishingCombination(
                    others.map { (terms(at: candidates[$0]), constraints[accepted[candidates[$0]]].relation) },
                    variableCount: variableCount)
            else { return nil }
            rows = connected.map { candidates[$0] }
        } else {
            rows = component
        }
        guard let order = Self.peel(rows.map { terms(at: $0) }, variableCount: variableCount) else { return nil }

        // Back substitution in peel order: each row's pivot variable has every other row's
        // contribution by then, so its multiplier makes that variable cancel.
        var multipliers = [Double](repeating: 0, count: accepted.count)
        for (slot, pivot) in order {
            let rowTerms = terms(at: rows[slot])
            guard let coefficient = rowTerms.first(where: { $0.variable == pivot })?.coefficient else { return nil }
            let multiplier = -sum[pivot] / coefficient
            multipliers[rows[slot]] = multiplier
            guard multiplier != 0 else { continue }
            for term in rowTerms { sum[term.variable] += multiplier * term.coefficient }
        }

        // A definition's form came into the combination with its multiple, and into each
        // constraint it was substituted into with that one's multiplier times the factor: the
        // constraint it came from, as written, carries their total. Substitutions go into
        // constraints that become definitions later, if at all, so last found first.
        if let reduction, let trace = reduction.trace {
            var multiples = [Double](repeating: 0, count: trace.sources.count)
            for (definition, multiple) in definitionMultiples { multiples[definition] = multiple }
            for definition in trace.sources.indices.reversed() {
                var total = multiples[definition]
                for substitution in trace.substitutionStarts[definition]..<trace.substitutionStarts[definition + 1] {
                    total += trace.factors[substitution] * multipliers[trace.targets[substitution]]
                }
                multipliers[trace.sources[definition]] = total
            }
        }

        // Signs, and the support as the solver reads it (entries below 1e-9 are dropped there;
        // one close to that threshold could go either way).
        var support: [Int] = []
        for (position, multiplier) in multipliers.enumerated() {
            let magnitude = abs(multiplier)
            if magnitude <= 1e-12 { continue }
            guard magnitude >= 1e-6, isInComponent[position] else { return nil }
            switch constraints[accepted[position]].relation {
            case .equal: break
            case .greaterThanOrEqual: guard multiplier > 0 else { return nil }
            case .lessThanOrEqual: guard multiplier < 0 else { return nil }
            }
            support.append(position)
        }

        // Every variable cancels, over the constraints as written: a certificate.
        sum = [Double](repeating: 0, count: variableCount)
        var size = sum
        touched.removeAll()
        func accumulate(_ constraint: IndexedConstraint, _ multiplier: Double) {
            for term in constraint.terms {
                if size[term.variable] == 0 { touched.append(term.variable) }
                sum[term.variable] += multiplier * term.coefficient
                size[term.variable] += abs(multiplier * term.coefficient)
            }
        }
        accumulate(constraints[probe], probeMultiplier)
        for position in support { accumulate(constraints[accepted[position]], multipliers[position]) }
        for variable in touched where abs(sum[variable]) > 1e-9 * max(1, size[variable]) { return nil }
        return support.map { accepted[$0] }
    }

    /// An order in which each row has a variable (its pivot) that no row later in the order
    /// has, which shows the rows independent; nil when peeling stops short. Each entry is a
    /// row's position in `rows` with its pivot.
    private static func peel(_ rows: [[(variable: Int, coefficient: Double)]], variableCount: Int) -> [(row: Int, pivot: Int)]? {
        let rowUsers = VariableUsers(rows.map { $0.map(\.variable) }, variableCount: variableCount)
        var counts = [Int](repeating: 0, count: variableCount)
        for row in rows { for term in row { counts[term.variable] += 1 } }
        var isPeeled = [Bool](repeating: false, count: rows.count)
        var order: [(row: Int, pivot: Int)] = []
        var singles = Set<Int>()
        var candidates: [Int] = []
        for row in rows { for term in row where counts[term.variable] == 1 { candidates.append(term.variable) } }
        candidates.sort(by: >)
        while let variable = candidates.popLast() {
            guard counts[variable] == 1, singles.insert(variable).inserted else { continue }
            guard let position = rowUsers.rows(of: variable).first(where: { !isPeeled[$0] }) else { continue }
            let terms = rows[position]
            let largest = terms.reduce(0) { max($0, abs($1.coefficient)) }
            // The best pivot among the row's lone variables, for stability.
            var pivot: (variable: Int, magnitude: Double)?
            for term in terms where counts[term.variable] == 1 && abs(term.coefficient) > pivot?.magnitude ?? 0 {
                pivot = (term.variable, abs(term.coefficient))
            }
            guard let pivot, pivot.magnitude >= 1e-3 * largest else {
                singles.remove(variable)
                continue
            }
            isPeeled[position] = true
            order.append((position, pivot.variable))
            for term in terms {
                counts[term.variable] -= 1
                if counts[term.variable] == 1 { candidates.append(term.variable) }
            }
        }
        return order.count == rows.count ? order : nil
    }

    /// The positions in `rows` connected to the `seeds` variables through shared variables (in
    /// increasing order), and the others.
    private static func split(
        _ rows: [[(variable: Int, coefficient: Double)]], from seeds: [Int], variableCount: Int
    ) -> (connected: [Int], others: [Int]) {
        let users = VariableUsers(rows.map { $0.map(\.variable) }, variableCount: variableCount)
        var isReached = [Bool](repeating: false, count: rows.count)
        var isVariableReached = [Bool](repeating: false, count: variableCount)
        var queue = seeds
        for variable in queue { isVariableReached[variable] = true }
        while let variable = queue.popLast() {
            for position in users.rows(of: variable) where !isReached[position] {
                isReached[position] = true
                for term in rows[position] where !isVariableReached[term.variable] {
                    isVariableReached[term.variable] = true
                    queue.append(term.variable)
                }
            }
        }
        return (rows.indices.filter { isReached[$0] }, rows.indices.filter { !isReached[$0] })
    }

    /// Whether no combination of `rows` (each tight) vanishes with multipliers of a
    /// certificate's signs (any for an equality, positive for `>=`, negative for `<=`), other
    /// than zero. Shown when the rows are independent (they peel), or, for inequalities only, by
    /// a direction along which each grows strictly on its allowed side (then no such
    /// combination can vanish): +1 or -1 on each variable whose single-variable bounds all hold
    /// it from the same side, 0 elsewhere, along which every other row must grow too.
    private static func admitsNoVanishingCombination(
        _ rows: [(terms: [(variable: Int, coefficient: Double)], relation: Relation)], variableCount: Int
    ) -> Bool {
        guard !rows.isEmpty, peel(rows.map(\.terms), variableCount: variableCount) == nil else { return true }
        // The direction: +1 or -1 on a variable some single-variable bound holds, 0 elsewhere.
        var direction = [Double](repeating: 0, count: variableCount)
        func side(_ row: (terms: [(variable: Int, coefficient: Double)], relation: Relation)) -> Double? {
            switch row.relation {
            case .equal: nil
            case .greaterThanOrEqual: 1
            case .lessThanOrEqual: -1
            }
        }
        for row in rows where row.terms.count == 1 {
            guard let side = side(row) else { return false }
            let term = row.terms[0]
            let wanted: Double = side * term.coefficient > 0 ? 1 : -1
            guard direction[term.variable] == 0 || direction[term.variable] == wanted else { return false }
            direction[term.variable] = wanted
        }
        for row in rows {
            guard let side = side(row) else { return false }
            let growth = row.terms.reduce(0) { $0 + $1.coefficient * direction[$1.variable] }
            guard side * growth > 0 else { return false }
        }
        return true
    }

    /// `terms . values + constant`, and the largest magnitude summed, to scale tolerances.
    private func evaluate(_ constraint: IndexedConstraint, at values: [Double]) -> (residual: Double, magnitude: Double) {
        var residual = constraint.constant
        var magnitude = abs(constraint.constant)
        for term in constraint.terms {
            let product = term.coefficient * values[term.variable]
            residual += product
            magnitude += abs(product)
        }
        return (residual, magnitude)
    }
}

/// Which rows (by position) hold each variable, in compressed rows.
private struct VariableUsers {
    private var starts: [Int]
    private var positions: [Int]

    init(_ rows: [[Int]], variableCount: Int) {
        var starts = [Int](repeating: 0, count: variableCount + 1)
        for row in rows { for variable in row { starts[variable + 1] += 1 } }
        for index in 0..<variableCount { starts[index + 1] += starts[index] }
        var next = starts
        var positions = [Int](repeating: 0, count: starts[variableCount])
        for (position, row) in rows.enumerated() {
            for variable in row {
                positions[next[variable]] = position
                next[variable] += 1
            }
        }
        self.starts = starts
        self.positions = positions
    }

    func rows(of variable: Int) -> ArraySlice<Int> {
        positions[starts[variable]..<starts[variable + 1]]
    }
}

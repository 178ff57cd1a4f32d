import LayoutSolver

/// Eliminates required equalities before the simplex, and keeps them as definitions evaluated
/// afterwards.
///
/// Two kinds of elimination never add entries: a variable that only one required equality
/// mentions is defined by it (the equality is dropped, nothing else changes), and an equality of
/// one or two variables (`x = c`, `x = a * y + c`: root's origin and size, `c.width = c0.width`,
/// a chain's closing `last.left + w = 1992`) is substituted into every constraint holding its
/// variable. The two feed each other: in `stack` the last row's top is mentioned once, then the
/// one before it, and so on; in `grid` the canvas pins root, which shortens each row's closing
/// equation to two variables, which shortens the previous cell's, down the whole row. When
/// neither applies, a variable that exactly two constraints hold, one of them a required
/// equality, is eliminated through that equality into the other (a doubleton): the equality
/// leaves, so the system's entries never grow in total, though the other constraint may grow.
/// This undoes a chain pinned at both ends whose links are not short (a `stack` whose last row
/// is pinned: each link names a height), which would otherwise stay in the solver and make it
/// quadratic. What the solver gets is the same system over fewer variables (each eliminated one
/// is an affine function of the rest), so its optimum is the same.
///
/// The caller must check the outcome: a conflict (a required constraint reduced to a false
/// statement about constants) makes it unusable, and an attribute the reduced system leaves
/// free means the full system is needed for the arbitrary values and warnings it gives.
struct Presolve {
    /// What elimination left.
    struct Outcome {
        /// Indices (into the input) of the constraints the solver still needs, in input order.
        var remaining: [Int]
        /// The remaining constraints' terms and constants after substitution, by input index;
        /// nil where a constraint was not changed.
        var rewritten: [(terms: [(variable: Int, coefficient: Double)], constant: Double)?]
        /// The eliminated variables' definitions, in the order found.
        var definitions: Definitions
        /// False when some required constraint reduced to a false statement: only the full
        /// system can explain that conflict.
        var isConsistent: Bool
        /// For each input constraint, the latest input index among it and every equality
        /// substituted into it (transitively): a bound on the constraints its current form
        /// combines, which tells a conflict search how far back a conflict reaches.
        var latestSource: [Int]
        /// The constraint that reduced to a false statement, when `isConsistent` is false.
        var falseStatement: Int?
        /// How each constraint's current form was reached, when `run` was asked to trace.
        var trace: Trace?
    }

    /// The row operations elimination made, enough to write any combination of the constraints'
    /// current forms back over the constraints as written: each constraint's current form is
    /// the written one plus, for each substitution into it, the factor times the current form
    /// of the definition substituted (a definition's current form being the one it was found
    /// with). A conflict search uses it to carry a certificate from the reduced system back.
    struct Trace: Sendable {
        /// The constraint (input index) each definition came from, by definition.
        var sources: [Int] = []
        /// Where each definition's substitutions start in `targets` and `factors`: they are
        /// made just before the definition is recorded, so they are contiguous. One more entry
        /// than definitions.
        var substitutionStarts: [Int] = [0]
        /// The constraint (input index) each substitution changed.
        var targets: [Int] = []
        /// The multiple of the definition's form added to the target.
        var factors: [Double] = []
    }

    /// One constraint as elimination sees it: variable indices, coefficients, and whether it is
    /// a required equality (the only kind that can eliminate a variable).
    struct Equation {
        var terms: [(variable: Int, coefficient: Double)]
        var constant: Double
        var relation: Relation
        var isRequired: Bool
        /// A constraint a session may take out of the solver or put back (one under a `when`
        /// condition): it is rewritten like any other, but never eliminates a variable, and it
        /// stays among the remaining constraints even with no variables left.
        var isProtected = false
    }

    /// A sum of coefficients smaller than this times the smaller of 1 and the larger addend is
    /// cancellation noise after a substitution (the solver's own rule, `Row.epsilon`); products
    /// are never dropped, since a tiny one is real (`a = 1e10 * b` gives `b` 1e-10 of `a`).
    static let epsilon = 1e-9
    /// A variable is only eliminated through a coefficient at least this large, for stability.
    static let smallestPivot = 1e-6
    /// A constraint with more terms than this finds its terms through a position table.
    static let longRow = 16
    /// A doubleton substitution may grow a constraint's coefficients to at most this multiple
    /// of the largest it was written with; beyond, the chain is left to the solver.
    static let largestGrowth = 1e6

    private var equations: [Equation]
    private var isActive: [Bool]
    private var wasRewritten: [Bool]
    /// The largest magnitude each constraint has held; scales the test of a constant-only one.
    private var scales: [Double]
    /// The largest magnitude each constraint was written with.
    private let writtenScales: [Double]
    /// At least the largest coefficient each constraint holds (cancellations can leave it high),
    /// so that a long constraint need not be scanned to test a pivot.
    private var largestCoefficients: [Double]
    /// Constraints that may hold each variable (stale entries are skipped).
    private var occurrences: [[Int]]
    /// How many active constraints hold each variable.
    private var uses: [Int]
    private var isEliminated: [Bool]
    private let isKept: [Bool]
    private var definitions = Definitions()
    private var isConsistent = true
    private var falseStatement: Int?
    private var latestSource: [Int]
    private var shortEquations: [Int] = []
    /// Nil unless `run` was asked to trace.
    private var trace: Trace?
    private var singletons: [Int] = []
    /// Variables whose use count has been two (candidates for a doubleton elimination), noted
    /// once the other two kinds have run dry (`tracksDoubletons`).
    private var doubletons: [Int] = []
    private var tracksDoubletons = false
    /// The one long constraint whose terms `positionInCachedRow` locates (-1 for none): a chain
    /// undone by doubletons grows one constraint a term at a time, so one table serves it.
    private var cachedRow = -1
    /// Where each variable sits in the terms of `cachedRow`, -1 where it does not.
    private var positionInCachedRow: [Int] = []

    /// Eliminates what it can from `equations` over `variableCount` variables; `kept` variables
    /// (root's size while a session resizes it) stay in the solver.
    /// `tracing` records the row operations (see `Trace`).
    static func run(_ equations: [Equation], variableCount: Int, keeping kept: [Int] = [], tracing: Bool = false)
        -> Outcome
    {
        var presolve = Presolve(equations, variableCount: variableCount, keeping: kept)
        if tracing { presolve.trace = Trace() }
        presolve.eliminate()
        var remaining: [Int] = []
        var rewritten = [(terms: [(variable: Int, coefficient: Double)], constant: Double)?](
            repeating: nil, count: presolve.equations.count)
        for index in presolve.equations.indices where presolve.isActive[index] {
            remaining.append(index)
            if presolve.wasRewritten[index] {
                rewritten[index] = (presolve.equations[index].terms, presolve.equations[index].constant)
            }
        }
        return Outcome(
            remaining: remaining, rewritten: rewritten, definitions: presolve.definitions,
            isConsistent: presolve.isConsistent, latestSource: presolve.latestSource,
            falseStatement: presolve.falseStatement, trace: presolve.trace)
    }

    private init(_ equations: [Equation], variableCount: Int, keeping kept: [Int]) {
        self.equations = equations
        isActive = [Bool](repeating: true, count: equations.count)
        wasRewritten = [Bool](repeating: false, count: equations.count)
        var largestCoefficients = [Double](repeating: 0, count: equations.count)
        var scales = [Double](repeating: 0, count: equations.count)
        for (index, equation) in equations.enumerated() {
            let largest = equation.terms.reduce(0) { max($0, abs($1.coefficient)) }
            largestCoefficients[index] = largest
            scales[index] = max(largest, abs(equation.constant))
        }
        self.largestCoefficients = largestCoefficients
        self.scales = scales
        writtenScales = scales
        latestSource = Array(equations.indices)
        occurrences = [[Int]](repeating: [], count: variableCount)
        uses = [Int](repeating: 0, count: variableCount)
        isEliminated = [Bool](repeating: false, count: variableCount)
        var isKept = [Bool](repeating: false, count: variableCount)
        for variable in kept { isKept[variable] = true }
        self.isKept = isKept
        for (index, equation) in equations.enumerated() {
            for term in equation.terms {
                occurrences[term.variable].append(index)
                uses[term.variable] += 1
            }
            if equation.isEliminating, equation.terms.count <= 2 { shortEquations.append(index) }
        }
        singletons = uses.indices.filter { uses[$0] == 1 }
    }

    /// Makes `index` the row `positionInCachedRow` locates.
    private mutating func cache(_ index: Int) {
        guard cachedRow != index else { return }
        uncache()
        // Made on first use: most layouts never grow a long constraint.
        if positionInCachedRow.isEmpty { positionInCachedRow = [Int](repeating: -1, count: uses.count) }
        cachedRow = index
        for (position, term) in equations[index].terms.enumerated() { positionInCachedRow[term.variable] = position }
    }

    /// Clears the position table.
    private mutating func uncache() {
        guard cachedRow >= 0 else { return }
        for term in equations[cachedRow].terms { positionInCachedRow[term.variable] = -1 }
        cachedRow = -1
    }

    /// Works through the queues, short equations first, then singletons, then doubletons, until
    /// none yields anything. Deterministic: queues are seeded in index order and grow in the
    /// order things qualify.
    private mutating func eliminate() {
        var nextShort = 0
        var nextSingleton = 0
        var nextDoubleton = 0
        while isConsistent {
            if nextShort < shortEquations.count {
                let index = shortEquations[nextShort]
                nextShort += 1
                eliminateThroughShortEquation(index)
            } else if nextSingleton < singletons.count {
                let variable = singletons[nextSingleton]
                nextSingleton += 1
                defineSingleton(variable)
            } else if !tracksDoubletons {
                // Doubletons come last: most chains go by the cheaper kinds first.
                tracksDoubletons = true
                doubletons = uses.indices.filter { uses[$0] == 2 }
            } else if nextDoubleton < doubletons.count {
                let variable = doubletons[nextDoubleton]
                nextDoubleton += 1
                eliminateDoubleton(variable)
            } else {
                break
            }
        }
    }

    /// Substitutes a required equality of at most two variables into every constraint holding
    /// the variable it is solved for; a constant-only one is checked and dropped.
    private mutating func eliminateThroughShortEquation(_ index: Int) {
        guard isActive[index], equations[index].isEliminating, equations[index].terms.count <= 2 else { return }
        let equation = equations[index]
        if equation.terms.isEmpty {
            dropConstantOnly(index)
            return
        }
        // The later variable is defined by the earlier one (views are usually placed after what
        // they depend on), which keeps chains' coefficients small integers, so the values come
        // out as the tableau's would; a much smaller coefficient is never the pivot, for stability.
        let largest = equation.terms.reduce(0) { max($0, abs($1.coefficient)) }
        var pivot: (variable: Int, coefficient: Double)?
        for term in equation.terms where !isKept[term.variable] {
            let magnitude = abs(term.coefficient)
            guard magnitude >= Presolve.smallestPivot, magnitude >= 1e-3 * largest else { continue }
            if let best = pivot, best.variable > term.variable { continue }
            pivot = term
        }
        guard let pivot else { return }
        deactivate(index)
        let others = equation.terms.filter { $0.variable != pivot.variable }
        var holders: [Int] = []
        swap(&holders, &occurrences[pivot.variable])
        for other in holders where isActive[other] {
            substitute(pivot, others: others, constant: equation.constant, from: index, into: other)
        }
        record(pivot, others: others, constant: equation.constant, from: index)
    }

    /// Drops the one active required equality that mentions `variable` and defines the
    /// variable by it; nothing else changes.
    private mutating func defineSingleton(_ variable: Int) {
        guard uses[variable] == 1, !isEliminated[variable], !isKept[variable],
            let index = occurrences[variable].first(where: { isActive[$0] && position(of: variable, in: $0) != nil }),
            equations[index].isEliminating
        else { return }
        let equation = equations[index]
        guard let pivot = equation.terms.first(where: { $0.variable == variable }),
            abs(pivot.coefficient) >= Presolve.smallestPivot
        else { return }
        deactivate(index)
        record(
            pivot, others: equation.terms.filter { $0.variable != variable }, constant: equation.constant, from: index)
    }

    /// Eliminates a variable that exactly two active constraints hold through the one that is a
    /// required equality (the shorter, when both are), substituting it into the other.
    private mutating func eliminateDoubleton(_ variable: Int) {
        guard uses[variable] == 2, !isEliminated[variable], !isKept[variable] else { return }
        var holders: [Int] = []
        for index in occurrences[variable] where isActive[index] && !holders.contains(index) {
            if position(of: variable, in: index) != nil { holders.append(index) }
        }
        guard holders.count == 2 else { return }
        var chosen: (index: Int, coefficient: Double)?
        for index in holders where equations[index].isEliminating {
            if let best = chosen, equations[best.index].terms.count <= equations[index].terms.count { continue }
            guard let position = position(of: variable, in: index) else { continue }
            let coefficient = equations[index].terms[position].coefficient
            guard abs(coefficient) >= Presolve.smallestPivot, abs(coefficient) >= 1e-3 * largestCoefficients[index]
            else { continue }
            chosen = (index, coefficient)
        }
        guard let (index, coefficient) = chosen, let target = holders.first(where: { $0 != index }),
            let targetPosition = position(of: variable, in: target)
        else { return }
        let equation = equations[index]
        let factor = abs(equations[target].terms[targetPosition].coefficient / coefficient)
        let largest = max(largestCoefficients[index], abs(equation.constant))
        guard factor * largest <= Presolve.largestGrowth * max(writtenScales[target], 1) else { return }
        deactivate(index)
        let pivot = (variable: variable, coefficient: coefficient)
        let others = equation.terms.filter { $0.variable != variable }
        substitute(pivot, others: others, constant: equation.constant, from: index, into: target)
        record(pivot, others: others, constant: equation.constant, from: index)
    }

    /// Where `variable` sits in the terms of constraint `index`, nil if it does not hold it.
    private func position(of variable: Int, in index: Int) -> Int? {
        if index == cachedRow {
            let position = positionInCachedRow[variable]
            return position >= 0 ? position : nil
        }
        return equations[index].terms.firstIndex { $0.variable == variable }
    }

    /// Records the definition of `pivot.variable` by the current form of constraint `source`.
    private mutating func record(
        _ pivot: (variable: Int, coefficient: Double), others: [(variable: Int, coefficient: Double)], constant: Double,
        from source: Int
    ) {
        isEliminated[pivot.variable] = true
        definitions.append(pivot.variable, coefficient: pivot.coefficient, terms: others, constant: constant)
        if let substitutions = trace?.targets.count {
            trace?.sources.append(source)
            trace?.substitutionStarts.append(substitutions)
        }
    }

    /// Takes a constraint out of the system, updating the use counts of its variables.
    private mutating func deactivate(_ index: Int) {
        if index == cachedRow { uncache() }
        isActive[index] = false
        for term in equations[index].terms { noteUse(of: term.variable, change: -1) }
    }

    private mutating func noteUse(of variable: Int, change: Int) {
        uses[variable] += change
        if uses[variable] == 1 { singletons.append(variable) }
        if uses[variable] == 2, tracksDoubletons { doubletons.append(variable) }
    }

    /// Replaces `pivot.variable` in constraint `index` by `-(others + constant) / pivot.coefficient`,
    /// the equality at `source` solved for it.
    private mutating func substitute(
        _ pivot: (variable: Int, coefficient: Double), others: [(variable: Int, coefficient: Double)],
        constant: Double, from source: Int, into index: Int
    ) {
        // A long constraint finds its terms through the position table, and then loses terms by
        // moving its last one into their place (its order is its own, still deterministic).
        let isLong = index == cachedRow || equations[index].terms.count + others.count > Presolve.longRow
        if isLong { cache(index) }
        // The terms are moved out while they change, so they are never copied.
        var terms: [(variable: Int, coefficient: Double)] = []
        swap(&terms, &equations[index].terms)
        defer { swap(&terms, &equations[index].terms) }
        guard let position = find(pivot.variable, in: terms, isLong: isLong) else { return }
        let factor = -terms[position].coefficient / pivot.coefficient
        if trace != nil {
            trace?.targets.append(index)
            trace?.factors.append(factor)
        }
        removeTerm(at: position, from: &terms, isLong: isLong)
        noteUse(of: pivot.variable, change: -1)
        latestSource[index] = max(latestSource[index], latestSource[source])
        var scale = scales[index]
        for other in others {
            let added = factor * other.coefficient
            scale = max(scale, abs(added))
            if let existing = find(other.variable, in: terms, isLong: isLong) {
                let sum = terms[existing].coefficient + added
                if abs(sum) < Presolve.epsilon * min(1, max(abs(terms[existing].coefficient), abs(added))) {
                    removeTerm(at: existing, from: &terms, isLong: isLong)
                    noteUse(of: other.variable, change: -1)
                } else {
                    terms[existing].coefficient = sum
                    largestCoefficients[index] = max(largestCoefficients[index], abs(sum))
                }
            } else if added != 0 {
                largestCoefficients[index] = max(largestCoefficients[index], abs(added))
                terms.append((other.variable, added))
                if isLong { positionInCachedRow[other.variable] = terms.count - 1 }
                occurrences[other.variable].append(index)
                noteUse(of: other.variable, change: 1)
            }
        }
        equations[index].constant += factor * constant
        scales[index] = max(scale, abs(factor * constant))
        wasRewritten[index] = true
        if terms.isEmpty {
            dropConstantOnly(index)
        } else if equations[index].isEliminating, terms.count <= 2 {
            shortEquations.append(index)
        }
    }

    /// Where `variable` sits in `terms`, the terms of a constraint being changed (the cached row
    /// when `isLong`).
    @inline(__always)
    private func find(_ variable: Int, in terms: [(variable: Int, coefficient: Double)], isLong: Bool) -> Int? {
        if isLong {
            let position = positionInCachedRow[variable]
            return position >= 0 ? position : nil
        }
        return terms.firstIndex { $0.variable == variable }
    }

    /// Removes the term at `position`; a long constraint moves its last term there instead of
    /// shifting every later one.
    @inline(__always)
    private mutating func removeTerm(
        at position: Int, from terms: inout [(variable: Int, coefficient: Double)], isLong: Bool
    ) {
        guard isLong else {
            terms.remove(at: position)
            return
        }
        positionInCachedRow[terms[position].variable] = -1
        let last = terms.count - 1
        if position != last {
            terms[position] = terms[last]
            positionInCachedRow[terms[position].variable] = position
        }
        terms.removeLast()
    }

    /// A constraint left with no variables: an optional one no longer matters, a required one
    /// must hold as a statement about its constant, or the system has a conflict.
    private mutating func dropConstantOnly(_ index: Int) {
        let equation = equations[index]
        guard !equation.isProtected else { return }
        if index == cachedRow { uncache() }
        isActive[index] = false
        guard equation.isRequired else { return }
        let tolerance = 1e-8 * max(1, scales[index])
        let holds =
            switch equation.relation {
            case .equal: abs(equation.constant) <= tolerance
            case .lessThanOrEqual: equation.constant <= tolerance
            case .greaterThanOrEqual: equation.constant >= -tolerance
            }
        if !holds {
            isConsistent = false
            falseStatement = index
        }
    }
}

extension Presolve.Equation {
    /// Whether the constraint can define a variable: a required equality that is not protected.
    var isEliminating: Bool { isRequired && relation == .equal && !isProtected }
}

import LayoutSolver

/// Required equalities `a * x + sum(b * y) + c = 0` kept out of the solver, each fixing its `x`
/// once the `y` are solved, in the order presolve found them.
///
/// Each `y` is either in the solver or defined by a definition found later, so evaluating from
/// the last found to the first sees every `y` set. `x` is unique exactly when the `y` are (given
/// at most one free `y`). Stored flat, one array per field, because a resize evaluates every
/// definition again: tens of thousands in one tight loop.
struct Definitions: Sendable {
    /// The defined variable of each definition, by index.
    private(set) var variables: [Int] = []
    /// Each definition's coefficient `a`.
    private var coefficients: [Double] = []
    /// Each definition's constant `c`.
    private var constants: [Double] = []
    /// Where each definition's terms start in `termVariables`; one more entry than definitions.
    private var termStarts: [Int] = [0]
    private var termVariables: [Int] = []
    private var termCoefficients: [Double] = []

    /// Whether there are none.
    var isEmpty: Bool { variables.isEmpty }

    /// Appends the definition of `variable` by `coefficient * variable + terms + constant = 0`.
    mutating func append(
        _ variable: Int, coefficient: Double, terms: [(variable: Int, coefficient: Double)], constant: Double
    ) {
        variables.append(variable)
        coefficients.append(coefficient)
        constants.append(constant)
        for term in terms {
            termVariables.append(term.variable)
            termCoefficients.append(term.coefficient)
        }
        termStarts.append(termVariables.count)
    }

    /// Sets every defined variable in `values` (by index) from the others, last found first.
    func evaluate(_ values: inout [Double]) {
        for definition in variables.indices.reversed() {
            var sum = constants[definition]
            for term in termStarts[definition]..<termStarts[definition + 1] {
                sum += termCoefficients[term] * values[termVariables[term]]
            }
            values[variables[definition]] = -sum / coefficients[definition]
        }
    }

    /// For each variable index below `variableCount`, the definitions whose terms use it.
    func users(variableCount: Int) -> DefinitionUsers {
        var counts = [Int](repeating: 0, count: variableCount + 1)
        for variable in termVariables { counts[variable + 1] += 1 }
        for index in 0..<variableCount { counts[index + 1] += counts[index] }
        var next = counts
        var definitions = [Int](repeating: 0, count: termVariables.count)
        for definition in variables.indices {
            for term in termStarts[definition]..<termStarts[definition + 1] {
                definitions[next[termVariables[term]]] = definition
                next[termVariables[term]] += 1
            }
        }
        return DefinitionUsers(starts: counts, definitions: definitions)
    }

    /// The definitions that must be evaluated again when the variables `changed` (by index)
    /// take new values: those using one of them, and those using a variable such a definition
    /// defines; in evaluation order (last found first).
    func affected(by changed: [Int], users: DefinitionUsers, marks: inout [Bool]) -> [Int] {
        var found: [Int] = []
        var queue = changed
        while let variable = queue.popLast() {
            for position in users.starts[variable]..<users.starts[variable + 1] {
                let definition = users.definitions[position]
                guard !marks[definition] else { continue }
                marks[definition] = true
                found.append(definition)
                queue.append(variables[definition])
            }
        }
        // Evaluation order: when many are affected, scanning the marks beats sorting them.
        if found.count > variables.count / 8 {
            found.removeAll(keepingCapacity: true)
            for definition in variables.indices.reversed() where marks[definition] {
                marks[definition] = false
                found.append(definition)
            }
            return found
        }
        for definition in found { marks[definition] = false }
        return found.sorted(by: >)
    }

    /// Sets the variables of `selected` definitions (in evaluation order) in `values`, as
    /// `evaluate(_:)` does, with the same arithmetic, so the results are identical.
    func evaluate(_ selected: [Int], _ values: inout [Double]) {
        for definition in selected {
            var sum = constants[definition]
            for term in termStarts[definition]..<termStarts[definition + 1] {
                sum += termCoefficients[term] * values[termVariables[term]]
            }
            values[variables[definition]] = -sum / coefficients[definition]
        }
    }

    /// Marks a defined variable free when a variable its definition uses is, last found first.
    func propagateFreedom(_ isFree: inout [Bool]) {
        for definition in variables.indices.reversed() {
            isFree[variables[definition]] = (termStarts[definition]..<termStarts[definition + 1]).contains {
                isFree[termVariables[$0]]
            }
        }
    }
}

/// Which definitions use each variable, in compressed rows: the definitions using variable `v`
/// are `definitions[starts[v]..<starts[v + 1]]`.
struct DefinitionUsers: Sendable {
    var starts: [Int]
    var definitions: [Int]
}

/// Eliminates required equalities before the simplex, wherever that adds no entry to any
/// constraint, and keeps them as definitions evaluated afterwards.
///
/// Two kinds of elimination never add entries: a variable that only one required equality
/// mentions is defined by it (the equality is dropped, nothing else changes), and an equality of
/// one or two variables (`x = c`, `x = a * y + c`: root's origin and size, `c.width = c0.width`,
/// a chain's closing `last.left + w = 1992`) is substituted into every constraint holding its
/// variable. The two feed each other: in `stack` the last row's top is mentioned once, then the
/// one before it, and so on; in `grid` the canvas pins root, which shortens each row's closing
/// equation to two variables, which shortens the previous cell's, down the whole row. What the
/// solver gets is the same system over fewer variables (each eliminated one is an affine function
/// of the rest), so its optimum is the same, and it has no long chains of equalities for phase
/// one to pivot along.
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
    }

    /// One constraint as elimination sees it: variable indices, coefficients, and whether it is
    /// a required equality (the only kind that can eliminate a variable).
    struct Equation {
        var terms: [(variable: Int, coefficient: Double)]
        var constant: Double
        var relation: Relation
        var isRequired: Bool
    }

    /// Coefficients smaller than this after a substitution are cancellation noise (the solver's
    /// own threshold).
    static let epsilon = 1e-9
    /// A variable is only eliminated through a coefficient at least this large, for stability.
    static let smallestPivot = 1e-6

    private var equations: [Equation]
    private var isActive: [Bool]
    private var wasRewritten: [Bool]
    /// The largest magnitude each constraint has held; scales the test of a constant-only one.
    private var scales: [Double]
    /// Constraints that may hold each variable (stale entries are skipped).
    private var occurrences: [[Int]]
    /// How many active constraints hold each variable.
    private var uses: [Int]
    private var isEliminated: [Bool]
    private let isKept: [Bool]
    private var definitions = Definitions()
    private var isConsistent = true
    private var shortEquations: [Int] = []
    private var singletons: [Int] = []

    /// Eliminates what it can from `equations` over `variableCount` variables; `kept` variables
    /// (root's size while a session resizes it) stay in the solver.
    static func run(_ equations: [Equation], variableCount: Int, keeping kept: [Int] = []) -> Outcome {
        var presolve = Presolve(equations, variableCount: variableCount, keeping: kept)
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
            isConsistent: presolve.isConsistent)
    }

    private init(_ equations: [Equation], variableCount: Int, keeping kept: [Int]) {
        self.equations = equations
        isActive = [Bool](repeating: true, count: equations.count)
        wasRewritten = [Bool](repeating: false, count: equations.count)
        scales = equations.map { equation in
            equation.terms.reduce(abs(equation.constant)) { max($0, abs($1.coefficient)) }
        }
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

    /// Works through both queues, short equations first, until neither yields anything.
    /// Deterministic: queues are seeded in index order and grow in the order things qualify.
    private mutating func eliminate() {
        var nextShort = 0
        var nextSingleton = 0
        while isConsistent {
            if nextShort < shortEquations.count {
                let index = shortEquations[nextShort]
                nextShort += 1
                eliminateThroughShortEquation(index)
            } else if nextSingleton < singletons.count {
                let variable = singletons[nextSingleton]
                nextSingleton += 1
                defineSingleton(variable)
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
            substitute(pivot, others: others, constant: equation.constant, into: other)
        }
        record(pivot, others: others, constant: equation.constant)
    }

    /// Drops the one active required equality that mentions `variable` and defines the
    /// variable by it; nothing else changes.
    private mutating func defineSingleton(_ variable: Int) {
        guard uses[variable] == 1, !isEliminated[variable], !isKept[variable],
            let index = occurrences[variable].first(where: { isActive[$0] && holds(equations[$0], variable) }),
            equations[index].isEliminating
        else { return }
        let equation = equations[index]
        guard let pivot = equation.terms.first(where: { $0.variable == variable }),
            abs(pivot.coefficient) >= Presolve.smallestPivot
        else { return }
        deactivate(index)
        record(pivot, others: equation.terms.filter { $0.variable != variable }, constant: equation.constant)
    }

    private func holds(_ equation: Equation, _ variable: Int) -> Bool {
        equation.terms.contains { $0.variable == variable }
    }

    private mutating func record(
        _ pivot: (variable: Int, coefficient: Double), others: [(variable: Int, coefficient: Double)], constant: Double
    ) {
        isEliminated[pivot.variable] = true
        definitions.append(pivot.variable, coefficient: pivot.coefficient, terms: others, constant: constant)
    }

    /// Takes a constraint out of the system, updating the use counts of its variables.
    private mutating func deactivate(_ index: Int) {
        isActive[index] = false
        for term in equations[index].terms { noteUse(of: term.variable, change: -1) }
    }

    private mutating func noteUse(of variable: Int, change: Int) {
        uses[variable] += change
        if uses[variable] == 1 { singletons.append(variable) }
    }

    /// Replaces `pivot.variable` in constraint `index` by `-(others + constant) / pivot.coefficient`.
    private mutating func substitute(
        _ pivot: (variable: Int, coefficient: Double), others: [(variable: Int, coefficient: Double)],
        constant: Double, into index: Int
    ) {
        // The terms are moved out while they change, so the array is never copied.
        var terms: [(variable: Int, coefficient: Double)] = []
        swap(&terms, &equations[index].terms)
        defer { swap(&terms, &equations[index].terms) }
        guard let position = terms.firstIndex(where: { $0.variable == pivot.variable }) else { return }
        let factor = -terms[position].coefficient / pivot.coefficient
        terms.remove(at: position)
        noteUse(of: pivot.variable, change: -1)
        var scale = scales[index]
        for other in others {
            let added = factor * other.coefficient
            scale = max(scale, abs(added))
            if let existing = terms.firstIndex(where: { $0.variable == other.variable }) {
                let sum = terms[existing].coefficient + added
                if abs(sum) < Presolve.epsilon {
                    terms.remove(at: existing)
                    noteUse(of: other.variable, change: -1)
                } else {
                    terms[existing].coefficient = sum
                }
            } else if abs(added) >= Presolve.epsilon {
                terms.append((other.variable, added))
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

    /// A constraint left with no variables: an optional one no longer matters, a required one
    /// must hold as a statement about its constant, or the system has a conflict.
    private mutating func dropConstantOnly(_ index: Int) {
        let equation = equations[index]
        isActive[index] = false
        guard equation.isRequired else { return }
        let tolerance = 1e-8 * max(1, scales[index])
        let holds =
            switch equation.relation {
            case .equal: abs(equation.constant) <= tolerance
            case .lessThanOrEqual: equation.constant <= tolerance
            case .greaterThanOrEqual: equation.constant >= -tolerance
            }
        if !holds { isConsistent = false }
    }
}

extension Presolve.Equation {
    /// Whether the constraint can define a variable: a required equality.
    var isEliminating: Bool { isRequired && relation == .equal }
}

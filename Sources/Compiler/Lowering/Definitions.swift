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

    /// Rewrites `terms + constant` (dense coefficients by variable index in `coefficients`, the
    /// variables with a non-zero entry listed in `touched`) over the variables that are not
    /// defined, by replacing each defined variable by its definition, first found first: a
    /// definition uses only variables defined later or not at all, so one pass suffices.
    /// Linear in the definitions' sizes; used to add a constraint that presolve never saw.
    func expand(_ coefficients: inout [Double], touched: inout [Int], constant: inout Double) {
        for definition in variables.indices {
            let variable = variables[definition]
            let factor = coefficients[variable]
            guard factor != 0 else { continue }
            coefficients[variable] = 0
            // a * x + sum + c = 0, so x = -(sum + c) / a.
            let scale = -factor / self.coefficients[definition]
            constant += scale * constants[definition]
            for term in termStarts[definition]..<termStarts[definition + 1] {
                let other = termVariables[term]
                if coefficients[other] == 0 { touched.append(other) }
                coefficients[other] += scale * termCoefficients[term]
                // An exact cancellation leaves a zero, which the caller skips.
            }
        }
    }

    /// `expand(_:touched:constant:)`, noting the multiple of each definition's form (`a * x +
    /// sum + c`) added to the combination, in the order found: what a conflict search needs to
    /// carry a certificate of the reduced system back to the constraints as written.
    func expand(
        _ coefficients: inout [Double], touched: inout [Int], constant: inout Double,
        multiples: inout [(definition: Int, multiple: Double)]
    ) {
        for definition in variables.indices {
            let variable = variables[definition]
            let factor = coefficients[variable]
            guard factor != 0 else { continue }
            coefficients[variable] = 0
            let scale = -factor / self.coefficients[definition]
            multiples.append((definition, scale))
            constant += scale * constants[definition]
            for term in termStarts[definition]..<termStarts[definition + 1] {
                let other = termVariables[term]
                if coefficients[other] == 0 { touched.append(other) }
                coefficients[other] += scale * termCoefficients[term]
            }
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

@testable import LayoutSolver

/// An independent, deliberately plain LP solver for cross-checking the solver: a dense
/// two-phase simplex with Bland's rule over split free variables. Small systems only.
struct DenseLinearProgram {
    struct Row {
        var coefficients: [Double]
        var relation: Relation
        var rhs: Double
    }

    enum Outcome: Equatable {
        case optimal(Double)
        case infeasible
        case unbounded
    }

    var variableCount: Int
    var nonNegative: [Bool]
    var rows: [Row] = []

    init(variableCount: Int, nonNegative: [Bool]) {
        self.variableCount = variableCount
        self.nonNegative = nonNegative
    }

    /// Minimises `objective · x`.
    func minimize(_ objective: [Double]) -> Outcome {
        // Columns: one per non-negative variable, two (plus, minus) per free one, then one slack
        // per inequality, then one artificial per row.
        var columnOf: [(plus: Int, minus: Int?)] = []
        var columns = 0
        for index in 0..<variableCount {
            if nonNegative[index] {
                columnOf.append((columns, nil))
                columns += 1
            } else {
                columnOf.append((columns, columns + 1))
                columns += 2
            }
        }
        let structural = columns
        var slackOf: [Int?] = []
        for row in rows {
            if row.relation == .equal { slackOf.append(nil) } else { slackOf.append(columns); columns += 1 }
        }
        let firstArtificial = columns
        columns += rows.count
        let m = rows.count
        var table = [[Double]](repeating: [Double](repeating: 0, count: columns + 1), count: m)
        var basis = [Int](repeating: 0, count: m)
        for (i, row) in rows.enumerated() {
            for j in 0..<variableCount {
                table[i][columnOf[j].plus] = row.coefficients[j]
                if let minus = columnOf[j].minus { table[i][minus] = -row.coefficients[j] }
            }
            if let slack = slackOf[i] { table[i][slack] = row.relation == .lessThanOrEqual ? 1 : -1 }
            table[i][columns] = row.rhs
            if row.rhs < 0 { for k in 0...columns { table[i][k] = -table[i][k] } }
            table[i][firstArtificial + i] = 1
            basis[i] = firstArtificial + i
        }
        var phaseOne = [Double](repeating: 0, count: columns)
        for k in firstArtificial..<columns { phaseOne[k] = 1 }
        guard case .optimal(let infeasibility) = simplex(&table, &basis, phaseOne, allowed: columns),
            infeasibility < 1e-7
        else { return .infeasible }
        // Drive remaining artificials out of the basis where possible.
        for i in 0..<m where basis[i] >= firstArtificial {
            if let j = (0..<firstArtificial).first(where: { abs(table[i][$0]) > 1e-9 }) {
                pivot(&table, &basis, row: i, column: j)
            }
        }
        var costs = [Double](repeating: 0, count: columns)
        for j in 0..<variableCount {
            costs[columnOf[j].plus] = objective[j]
            if let minus = columnOf[j].minus { costs[minus] = -objective[j] }
        }
        _ = structural
        return simplex(&table, &basis, costs, allowed: firstArtificial)
    }

    private func simplex(_ table: inout [[Double]], _ basis: inout [Int], _ costs: [Double], allowed: Int) -> Outcome {
        let m = table.count
        let rhs = costs.count
        for _ in 0..<100_000 {
            var entering: Int?
            for j in 0..<allowed where !basis.contains(j) {
                var reduced = costs[j]
                for i in 0..<m { reduced -= costs[basis[i]] * table[i][j] }
                if reduced < -1e-9 {
                    entering = j
                    break
                }
            }
            guard let j = entering else {
                var value = 0.0
                for i in 0..<m { value += costs[basis[i]] * table[i][rhs] }
                return .optimal(value)
            }
            var leaving: Int?
            var best = Double.infinity
            for i in 0..<m where table[i][j] > 1e-9 {
                let ratio = table[i][rhs] / table[i][j]
                if ratio < best - 1e-12 || (abs(ratio - best) <= 1e-12 && basis[i] < basis[leaving ?? i]) {
                    best = ratio
                    leaving = i
                }
            }
            guard let i = leaving else { return .unbounded }
            pivot(&table, &basis, row: i, column: j)
        }
        return .unbounded
    }

    private func pivot(_ table: inout [[Double]], _ basis: inout [Int], row: Int, column: Int) {
        let factor = table[row][column]
        for k in table[row].indices { table[row][k] /= factor }
        for i in table.indices where i != row {
            let multiple = table[i][column]
            if multiple != 0 { for k in table[i].indices { table[i][k] -= multiple * table[row][k] } }
        }
        basis[row] = column
    }
}

/// A constraint system solved level by level with `DenseLinearProgram`: the reference optimum.
struct ReferenceSolution {
    /// Optimal total violation per optional priority, highest priority first.
    var violations: [(priority: Double, total: Double)] = []
    var isFeasible = true
    var program: DenseLinearProgram
    var levelObjectives: [[Double]] = []

    /// Builds and solves the reference problem for constraints over `variableCount` variables
    /// (variable ids must be below it).
    init(constraints: [Constraint], variableCount: Int) {
        let optional = constraints.filter { !$0.isRequired }
        var errorCount = 0
        var errorColumns: [[Int]] = []
        for c in optional {
            let count = c.relation == .equal ? 2 : 1
            errorColumns.append(Array(errorCount..<(errorCount + count)))
            errorCount += count
        }
        let total = variableCount + errorCount
        program = DenseLinearProgram(
            variableCount: total,
            nonNegative: [Bool](repeating: false, count: variableCount) + [Bool](repeating: true, count: errorCount))
        func coefficients(_ c: Constraint) -> [Double] {
            var row = [Double](repeating: 0, count: total)
            for term in c.expression.terms { row[term.variable.id] += term.coefficient }
            return row
        }
        for c in constraints where c.isRequired {
            program.rows.append(.init(coefficients: coefficients(c), relation: c.relation, rhs: -c.expression.constant))
        }
        for (index, c) in optional.enumerated() {
            var row = coefficients(c)
            let errors = errorColumns[index]
            switch c.relation {
            case .equal:
                row[variableCount + errors[0]] = -1
                row[variableCount + errors[1]] = 1
            case .lessThanOrEqual: row[variableCount + errors[0]] = -1
            case .greaterThanOrEqual: row[variableCount + errors[0]] = 1
            }
            program.rows.append(.init(coefficients: row, relation: c.relation, rhs: -c.expression.constant))
        }
        let priorities = Set(optional.map(\.priority)).sorted(by: >)
        for priority in priorities {
            var objective = [Double](repeating: 0, count: total)
            for (index, c) in optional.enumerated() where c.priority == priority {
                for e in errorColumns[index] { objective[variableCount + e] = 1 }
            }
            guard case .optimal(let best) = program.minimize(objective) else {
                isFeasible = false
                return
            }
            violations.append((priority, best))
            levelObjectives.append(objective)
            program.rows.append(.init(coefficients: objective, relation: .lessThanOrEqual, rhs: best + 1e-9))
        }
        if priorities.isEmpty, case .infeasible = program.minimize([Double](repeating: 0, count: total)) {
            isFeasible = false
        }
    }

    /// Whether variable `id` takes a single value over the optimal face.
    func isDetermined(variable id: Int) -> Bool {
        var objective = [Double](repeating: 0, count: program.variableCount)
        objective[id] = 1
        guard case .optimal(let low) = program.minimize(objective) else { return false }
        objective[id] = -1
        guard case .optimal(let negatedHigh) = program.minimize(objective) else { return false }
        return -negatedHigh - low < 1e-6
    }
}

/// The violation of a constraint at the solver's current values, in the expression's units.
func violation(of c: Constraint, in solver: Solver) -> Double {
    let value = c.expression.terms.reduce(c.expression.constant) { $0 + $1.coefficient * solver.value(of: $1.variable) }
    switch c.relation {
    case .equal: return abs(value)
    case .lessThanOrEqual: return max(0, value)
    case .greaterThanOrEqual: return max(0, -value)
    }
}

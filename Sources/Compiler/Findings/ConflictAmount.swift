import LayoutIR

// How far apart the members of a conflict are (S001): "root.height needs 830 points, and has
// 667". The amount is read off the conflict's Farkas certificate: the multipliers that combine
// the members into `0 = K` (or `0 >= K`), a contradiction by |K|. It is said only where it is
// exact and means points: a minimal set whose certificate is unique (one free direction) and
// combines every member with a multiplier of +1 or -1, the shape of a chain of positions and
// sizes along an axis. Anything else (centers, multipliers, safe areas but in a conflict whose
// definition's case does not matter, merged sets, long
// sets) gets no number rather than a wrong one.
extension ConflictDiagnostics {
    /// Members beyond this many are not examined: the elimination is cubic.
    private static let amountMemberLimit = 200

    /// One member as `terms + constant RELATION 0`.
    private struct Row {
        var terms: [(variable: LayoutVariable, coefficient: Double)]
        var constant: Double
        var relation: ConstraintRelation
        var canvas: (attribute: PrimaryAttribute, value: Double)?
    }

    /// A conflict's certificate, oriented: `multipliers[i]` (one per origin) combine the members
    /// into `sum y_i (terms_i + constant_i) = -shortfall` identically, with `y_i (terms_i +
    /// constant_i) >= 0` wherever an inequality member holds; `isUnit` when every multiplier is
    /// +1 or -1 (then `shortfall` is in points). The fix-its read it (ConflictFixIts.swift).
    struct OrientedCertificate {
        /// One multiplier per origin, in the order given.
        var multipliers: [Double]
        /// By how much the combination misses: positive.
        var shortfall: Double
        /// Whether every multiplier is +1 or -1.
        var isUnit: Bool
    }

    /// The note giving the conflict's amount, or nil where no exact amount exists.
    func amountNote(for origins: [ConstraintOrigin], countsSafeAreas: Bool = false) -> String? {
        guard let rows = amountRows(for: origins, countsSafeAreas: countsSafeAreas),
            let oriented = Self.orientedCertificate(rows), oriented.isUnit
        else { return nil }
        let (multipliers, shortfall) = (oriented.multipliers, oriented.shortfall)
        let amount = CanvasSize.format(shortfall)
        guard let canvasIndex = rows.firstIndex(where: { $0.canvas != nil }), let canvas = rows[canvasIndex].canvas else {
            return "these constraints are \(amount) points apart"
        }
        // Relaxing the canvas to `root.x = value + t` adds -y t to K: a multiplier of -1 means
        // root must grow by the shortfall, +1 that it must shrink.
        let has = CanvasSize.format(canvas.value)
        let dimension = "root.\(canvas.attribute)"
        if rows.allSatisfy({ $0.relation == .equal }) {
            let exact = canvas.value + (multipliers[canvasIndex] < 0 ? shortfall : -shortfall)
            return "\(dimension) must be \(CanvasSize.format(exact)) points for these constraints, and is \(has)"
        }
        if multipliers[canvasIndex] < 0 {
            return "\(dimension) needs \(CanvasSize.format(canvas.value + shortfall)) points for these constraints, and has \(has)"
        }
        return "\(dimension) may be at most \(CanvasSize.format(canvas.value - shortfall)) points for these constraints, and is \(has)"
    }

    /// The oriented certificate of the conflict among `origins`, or nil where it is not unique
    /// (or the set is too long, or has a member that cannot be written as a row).
    func orientedCertificate(for origins: [ConstraintOrigin], countsSafeAreas: Bool = false) -> OrientedCertificate? {
        amountRows(for: origins, countsSafeAreas: countsSafeAreas).flatMap(Self.orientedCertificate)
    }

    /// Each member as a row; nil where one cannot be (a held value, a safe area not counted).
    private func amountRows(for origins: [ConstraintOrigin], countsSafeAreas: Bool) -> [Row]? {
        guard origins.count >= 2, origins.count <= Self.amountMemberLimit else { return nil }
        var rows: [Row] = []
        for origin in origins {
            switch origin {
            case .written(let index):
                let constraint = ir.constraints[index]
                rows.append(Row(
                    terms: constraint.terms.map { ($0.variable, $0.coefficient) }, constant: constraint.constant,
                    relation: constraint.relation))
            case .nonNegative(let variable):
                rows.append(Row(terms: [(variable, 1)], constant: 0, relation: .greaterThanOrEqual))
            case .rootOrigin(let attribute):
                rows.append(Row(terms: [(LayoutVariable(.root, attribute), 1)], constant: 0, relation: .equal))
            case .canvas(let attribute, let value):
                rows.append(Row(
                    terms: [(LayoutVariable(.root, attribute), 1)], constant: -value, relation: .equal,
                    canvas: (attribute, value)))
            case .scrollGuide(let definition):
                rows.append(Row(terms: definition.terms.map { ($0.0, $0.1) }, constant: 0, relation: .equal))
            case .rootGuide(let definition):
                guard definition.isRequired else { return nil }
                rows.append(Row(terms: definition.terms, constant: definition.constant, relation: definition.constraintRelation))
            case .safeArea(let side):
                guard countsSafeAreas else { return nil }
                // One case of a side's definition: an equality of positions, like a pin.
                rows.append(Row(terms: side.terms, constant: side.constant, relation: .equal))
            case .pinned:
                return nil
            }
        }
        return rows
    }

    /// The certificate of `rows` scaled so its largest multiplier is 1 in size and oriented so
    /// that each inequality's term is non-negative where it holds; nil where there is none.
    private static func orientedCertificate(_ rows: [Row]) -> OrientedCertificate? {
        guard var multipliers = certificate(rows) else { return nil }
        let tolerance = 1e-9
        guard let largest = multipliers.map(abs).max(), largest > tolerance else { return nil }
        multipliers = multipliers.map { $0 / largest }
        // Every member counts once, added or subtracted: then the amount is in points.
        let isUnit = multipliers.allSatisfy { abs(abs($0) - 1) < tolerance }
        // Orient so that each inequality's term, y (terms + c), is >= 0 wherever it holds.
        var sign = 0.0
        for (row, y) in zip(rows, multipliers) where row.relation != .equal && abs(y) > tolerance {
            let wanted: Double = row.relation == .greaterThanOrEqual ? 1 : -1
            let this = y * wanted > 0 ? 1.0 : -1.0
            if sign == 0 { sign = this } else if sign != this { return nil }
        }
        if sign == 0 {
            let total = zip(rows, multipliers).reduce(0) { $0 + $1.1 * $1.0.constant }
            sign = total > 0 ? -1 : 1
        }
        multipliers = multipliers.map { $0 * sign }
        // The members add up to 0 = K (or 0 >= K with inequalities): short by -K.
        let shortfall = -zip(rows, multipliers).reduce(0) { $0 + $1.1 * $1.0.constant }
        guard shortfall > tolerance, shortfall.isFinite else { return nil }
        return OrientedCertificate(multipliers: multipliers, shortfall: shortfall, isUnit: isUnit)
    }

    /// The multipliers `y`, one per row, with `sum y_i terms_i = 0` and not all zero, when that
    /// combination is unique up to scale; nil otherwise.
    private static func certificate(_ rows: [Row]) -> [Double]? {
        // Columns are rows (members); matrix rows are variables.
        var variableIndex: [LayoutVariable: Int] = [:]
        for row in rows {
            for term in row.terms where variableIndex[term.variable] == nil {
                variableIndex[term.variable] = variableIndex.count
            }
        }
        let members = rows.count
        var matrix = [[Double]](repeating: [Double](repeating: 0, count: members), count: variableIndex.count)
        for (column, row) in rows.enumerated() {
            for term in row.terms {
                matrix[variableIndex[term.variable] ?? 0][column] += term.coefficient
            }
        }
        // Reduced row echelon form with partial pivoting.
        var pivotColumns: [Int] = []
        var pivotRow = 0
        for column in 0..<members where pivotRow < matrix.count {
            var best = pivotRow
            for candidate in pivotRow..<matrix.count where abs(matrix[candidate][column]) > abs(matrix[best][column]) {
                best = candidate
            }
            guard abs(matrix[best][column]) > 1e-12 else { continue }
            matrix.swapAt(pivotRow, best)
            let pivot = matrix[pivotRow][column]
            for index in 0..<members { matrix[pivotRow][index] /= pivot }
            for other in 0..<matrix.count where other != pivotRow {
                let factor = matrix[other][column]
                guard factor != 0 else { continue }
                for index in 0..<members { matrix[other][index] -= factor * matrix[pivotRow][index] }
            }
            pivotColumns.append(column)
            pivotRow += 1
        }
        // Exactly one free column: the certificate is unique up to scale.
        guard pivotColumns.count == members - 1,
            let free = (0..<members).first(where: { !pivotColumns.contains($0) })
        else { return nil }
        var multipliers = [Double](repeating: 0, count: members)
        multipliers[free] = 1
        for (row, column) in pivotColumns.enumerated() {
            multipliers[column] = -matrix[row][free]
        }
        return multipliers
    }
}

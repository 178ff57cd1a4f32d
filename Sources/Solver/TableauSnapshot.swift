/// The optimal tableau a solver holds, read out for code that carries on from it elsewhere:
/// the frame engine compiles it into a generated file, whose dual simplex starts from it when
/// the right-hand sides change (grammar.md, "The frame engine").
///
/// Rows are `basic = constant + sum(coefficient * symbol)` over parametric symbols; the
/// objective is one cost per symbol for each priority level, highest first.
package struct TableauSnapshot: Sendable {
    /// What a symbol is.
    package enum Kind: UInt8, Sendable {
        /// A caller's variable, free in sign.
        case external
        /// An inequality's slack, non-negative.
        case slack
        /// An optional constraint's violation, non-negative and costed.
        case error
        /// A required equality's marker: always zero, never enters the basis.
        case dummy
    }

    /// One row of the tableau.
    package struct Row: Sendable {
        /// The basic symbol.
        package var basic: Int
        /// Its value when every parametric symbol is zero.
        package var constant: Double
        /// Parametric symbols and their coefficients.
        package var entries: [(symbol: Int, coefficient: Double)]
    }

    /// The kind of each symbol, by id.
    package var kinds: [Kind]
    /// Every live row.
    package var rows: [Row]
    /// The priority of each objective level, highest first.
    package var levelPriorities: [Double]
    /// `costs[level][symbol]`, levels as in `levelPriorities`.
    package var costs: [[Double]]
    /// The symbol of each variable, by the variable's id.
    package var variableSymbols: [Int]
}

extension Solver {
    /// Adds a required equality that keeps its marker in the tableau even in a solver made
    /// without markers (`init(marksRequiredEqualities:)`): the frame engine's input pins, whose
    /// markers become the inputs' columns, while the layout's own equalities keep none (a chain of
    /// them would otherwise put every link's marker in every row below it, N^2 / 2 entries).
    package mutating func addMarked(_ constraint: Constraint) throws(SolverError) {
        let wasMarking = marksRequiredEqualities
        setMarksRequiredEqualities(true)
        defer { setMarksRequiredEqualities(wasMarking) }
        try add(constraint)
    }

    /// The tableau as it stands (see `TableauSnapshot`).
    package func tableauSnapshot() -> TableauSnapshot {
        let core = self.core
        let tableau = core.tableau
        let kinds = tableau.kinds.map { TableauSnapshot.Kind(rawValue: $0.rawValue) ?? .external }
        var rows: [TableauSnapshot.Row] = []
        for (slot, basic) in tableau.basicOfSlot.enumerated() where basic != noSymbol {
            let row = tableau.rows[slot]
            rows.append(TableauSnapshot.Row(
                basic: basic, constant: row.constant, entries: row.entries.map { ($0.symbol, $0.coefficient) }))
        }
        let ranked = tableau.objective.ranked
        return TableauSnapshot(
            kinds: kinds, rows: rows, levelPriorities: ranked.map { tableau.objective.priorities[$0] },
            costs: ranked.map { slot in
                (0..<kinds.count).map { $0 < tableau.objective.costs[slot].count ? tableau.objective.costs[slot][$0] : 0 }
            },
            variableSymbols: core.variableSymbols)
    }

    /// The marker symbol of a constraint the solver holds: for a required equality, its dummy.
    package func markerSymbol(of constraint: Constraint) -> Int? {
        core.records[ObjectIdentifier(constraint)]?.marker
    }
}

extension Solver {
    /// The symbols a held constraint added to the tableau: its marker and, for an optional one,
    /// its second error symbol; empty when the solver does not hold it.
    package func symbols(of constraint: Constraint) -> [Int] {
        guard let record = core.records[ObjectIdentifier(constraint)] else { return [] }
        return [record.marker, record.other].filter { $0 != noSymbol }
    }
}

/// Explaining an unsatisfiable required constraint with a minimal conflicting set.
///
/// Phase one ends with the artificial objective written over the markers of the constraints
/// whose combination proves infeasibility (a Farkas certificate; Borning et al.'s
/// "explanations"). Optional constraints cannot appear in it, since their errors could absorb
/// any violation. A deletion filter then drops every member whose absence still leaves the set
/// infeasible, testing each candidate subset in a small fresh tableau.
extension Solver {
    func minimalConflict(adding constraint: Constraint, explanation: [SymbolID]) -> [Constraint] {
        var certificate = explanation.compactMap { markerOwners[$0] }.filter(\.isRequired)
        certificate.sort { order(of: $0) < order(of: $1) }
        var conflict = certificate + [constraint]
        if Solver.isFeasible(conflict) {
            // A certificate spoilt by rounding: start from every required constraint instead.
            let required = records.values.filter { $0.constraint.isRequired }.sorted { $0.order < $1.order }
            conflict = required.map(\.constraint) + [constraint]
        }
        var index = 0
        while index < conflict.count {
            var without = conflict
            without.remove(at: index)
            if Solver.isFeasible(without) { index += 1 } else { conflict = without }
        }
        return conflict
    }

    private func order(of constraint: Constraint) -> Int {
        records[ObjectIdentifier(constraint)]?.order ?? Int.max
    }

    /// Whether required constraints can all hold together (their priorities are ignored).
    static func isFeasible(_ constraints: [Constraint]) -> Bool {
        var probe = Tableau()
        var symbols: [Variable: SymbolID] = [:]
        for constraint in constraints {
            let terms = constraint.expression.terms.map { term in
                let symbol = symbols[term.variable] ?? probe.makeSymbol(.external)
                symbols[term.variable] = symbol
                return (symbol: symbol, coefficient: term.coefficient)
            }
            let outcome = probe.add(
                terms: terms, constant: constraint.expression.constant, relation: constraint.relation, level: nil)
            if case .infeasible = outcome { return false }
        }
        return true
    }
}

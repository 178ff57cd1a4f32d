/// Explaining an unsatisfiable required constraint with a minimal conflicting set.
///
/// Phase one ends with the artificial objective written over the markers of the constraints
/// whose combination proves infeasibility (a Farkas certificate; Borning et al.'s
/// "explanations"). Optional constraints cannot appear in it, since their two error
/// coefficients would have opposite signs. The certificate is usually minimal already, and a
/// rank test proves it cheaply: if its k constraints' coefficient vectors have rank k - 1, the
/// certificate is the only one they admit, so no proper subset is infeasible. Otherwise a
/// deletion filter drops members whose absence still leaves the set infeasible, shrinking to
/// each infeasible subset's own certificate as it goes.
extension SolverCore {
    func minimalConflict(adding constraint: Constraint, explanation: [SymbolID]) -> [Constraint] {
        var certificate = explanation.compactMap { markerOwners[$0] }.filter(\.isRequired)
        certificate.sort { order(of: $0) < order(of: $1) }
        var conflict = certificate + [constraint]
        if SolverCore.certificate(of: conflict) == nil {
            // A certificate spoilt by rounding: start from every required constraint instead.
            let required = records.values.filter { $0.constraint.isRequired }.sorted { $0.order < $1.order }
            conflict = required.map(\.constraint) + [constraint]
        }
        var necessary = Set<ObjectIdentifier>()
        var index = 0
        while index < conflict.count {
            if SolverCore.rank(of: conflict) == conflict.count - 1 { break }
            let member = ObjectIdentifier(conflict[index])
            if necessary.contains(member) {
                index += 1
                continue
            }
            var without = conflict
            without.remove(at: index)
            if let smaller = SolverCore.certificate(of: without) {
                // Keep add order: filter the current list rather than taking the probe's order.
                let kept = Set(smaller.map(ObjectIdentifier.init))
                conflict = without.filter { kept.contains(ObjectIdentifier($0)) }
                index = 0
            } else {
                necessary.insert(member)
                index += 1
            }
        }
        return conflict
    }

    private func order(of constraint: Constraint) -> Int {
        records[ObjectIdentifier(constraint)]?.order ?? Int.max
    }

    /// Whether required constraints can all hold together (their priorities are ignored).
    static func isFeasible(_ constraints: [Constraint]) -> Bool {
        certificate(of: constraints) == nil
    }

    /// Nil when the constraints can all hold; otherwise an infeasible subset of them, from the
    /// phase-one certificate of the first add that fails in a fresh tableau.
    static func certificate(of constraints: [Constraint]) -> [Constraint]? {
        var probe = Tableau()
        var symbols: [Variable: SymbolID] = [:]
        var owners: [SymbolID: Constraint] = [:]
        for constraint in constraints {
            let terms = constraint.expression.terms.map { term in
                let symbol = symbols[term.variable] ?? probe.makeSymbol(.external)
                symbols[term.variable] = symbol
                return (symbol: symbol, coefficient: term.coefficient)
            }
            let outcome = probe.add(
                terms: terms, constant: constraint.expression.constant, relation: constraint.relation, level: nil)
            switch outcome {
            case .added(let marker, _):
                owners[marker] = constraint
            case .infeasible(let explanation):
                let members = Set(explanation.compactMap { owners[$0] }.map(ObjectIdentifier.init))
                return constraints.filter { members.contains(ObjectIdentifier($0)) } + [constraint]
            }
        }
        return nil
    }

    /// The rank of the constraints' coefficient vectors (constants ignored), by sparse forward
    /// elimination in add order.
    static func rank(of constraints: [Constraint]) -> Int {
        var pivotRows: [Row] = []
        var pivotIndex: [Int: Int] = [:]  // variable id -> index in pivotRows
        var scratch: [RowEntry] = []
        var added: [SymbolID] = []
        for constraint in constraints {
            var vector = Row()
            var scale = 0.0
            for term in constraint.expression.terms {
                vector.insert(term.variable.id, term.coefficient)
                scale = max(scale, abs(term.coefficient))
            }
            // Eliminate existing pivots, earliest first: a pivot row holds no earlier pivot.
            while true {
                var earliest: (index: Int, coefficient: Double)?
                for entry in vector.entries {
                    if let index = pivotIndex[entry.symbol], index < earliest?.index ?? Int.max {
                        earliest = (index, entry.coefficient)
                    }
                }
                guard let (index, coefficient) = earliest else { break }
                added.removeAll(keepingCapacity: true)
                vector.add(pivotRows[index], times: -coefficient, scratch: &scratch, added: &added)
            }
            // Relative: a constraint of tiny coefficients still has rank one.
            let tolerance = 1e-9 * scale
            guard let pivot = vector.entries.max(by: { abs($0.coefficient) < abs($1.coefficient) }),
                abs(pivot.coefficient) > tolerance
            else { continue }
            let factor = 1 / pivot.coefficient
            for index in vector.entries.indices { vector.entries[index].coefficient *= factor }
            vector.remove(pivot.symbol)
            vector.insert(pivot.symbol, 1)
            pivotIndex[pivot.symbol] = pivotRows.count
            pivotRows.append(vector)
        }
        return pivotRows.count
    }
}

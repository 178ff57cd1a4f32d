/// Which symbols can move at the optimum, read from the final tableau without re-solving.
///
/// At an optimal basis every parametric symbol has a lexicographically non-negative reduced
/// cost, so the optimal face is reached only by moving parametric symbols whose reduced cost is
/// zero in every level. Such a symbol can move if it is unrestricted, or restricted and no
/// degenerate restricted row (basic value zero) would go negative as it grows. A variable is
/// undetermined when it is such a symbol, or its row depends on one.
extension Tableau {
    /// For every symbol, whether it can move along the optimal face.
    func movableSymbols() -> [Bool] {
        var movable = [Bool](repeating: false, count: kinds.count)
        for symbol in kinds.indices where basicSlot[symbol] < 0 && kinds[symbol].isPivotable {
            guard objective.sign(of: symbol) == 0, objective.isZero(symbol) else { continue }
            if kinds[symbol] == .external {
                movable[symbol] = !isBlocked(symbol, direction: 1) || !isBlocked(symbol, direction: -1)
            } else {
                movable[symbol] = !isBlocked(symbol, direction: 1)
            }
        }
        return movable
    }

    /// Whether a degenerate restricted row stops `symbol` from moving in `direction`.
    private func isBlocked(_ symbol: SymbolID, direction: Double) -> Bool {
        for slot in columns[symbol] where slot < rows.count && basicOfSlot[slot] != noSymbol {
            let basic = basicOfSlot[slot]
            guard kinds[basic].isRestricted, rows[slot].constant <= Tableau.degeneracyTolerance else { continue }
            if rows[slot].coefficient(for: symbol) * direction < 0 { return true }
        }
        return false
    }

    /// Whether the symbol's optimal value is unique, given `movableSymbols()`.
    func isDetermined(_ symbol: SymbolID, movable: [Bool]) -> Bool {
        let slot = basicSlot[symbol]
        guard slot >= 0 else { return !movable[symbol] }
        return !rows[slot].entries.contains { movable[$0.symbol] }
    }

    /// Basic values at or below this count as degenerate (zero).
    static let degeneracyTolerance = 1e-9
}

extension LexicographicObjective {
    /// Whether the symbol's cost is zero in every level.
    func isZero(_ symbol: SymbolID) -> Bool {
        ranked.allSatisfy { abs(costs[$0][symbol]) <= LexicographicObjective.epsilon }
    }
}

/// Which symbols can move at the optimum, read from the final tableau without re-solving.
///
/// At an optimal basis every parametric symbol has a lexicographically non-negative reduced
/// cost, so the optimal face is reached only by moving parametric symbols whose reduced cost is
/// zero in every level. Such a symbol can move if it is unrestricted, or restricted and no
/// degenerate restricted row (basic value zero) would go negative as it grows. A variable is
/// undetermined when it is such a symbol, or its row depends on one.
extension Tableau {
    /// Whether each symbol that `isDetermined(_:movable:)` reads for `queried` can move along
    /// the optimal face: each queried parametric symbol, and every symbol of a queried basic
    /// symbol's row; other entries are false and mean nothing.
    ///
    /// Deciding a blocked symbol explores the whole group of degenerate rows it is connected
    /// to, so its answer does not depend on which other symbols are asked about; the work is
    /// proportional to the rows asked about, not to the tableau (a resize asks about the
    /// attributes still in the solver, and the tableau also holds every eliminated one).
    func movableSymbols(relevantTo queried: [SymbolID]) -> [Bool] {
        var movable = [Bool](repeating: false, count: kinds.count)
        var isDecided = [Bool](repeating: false, count: kinds.count)
        var blocked: [SymbolID] = []
        func decide(_ symbol: SymbolID) {
            guard !isDecided[symbol] else { return }
            isDecided[symbol] = true
            guard hasZeroCost(symbol) else { return }
            let free =
                kinds[symbol] == .external
                ? !isBlocked(symbol, direction: 1) || !isBlocked(symbol, direction: -1)
                : !isBlocked(symbol, direction: 1)
            if free { movable[symbol] = true } else { blocked.append(symbol) }
        }
        for symbol in queried where symbol >= 0 && symbol < kinds.count {
            let slot = basicSlot[symbol]
            if slot < 0 {
                decide(symbol)
            } else {
                for entry in rows[slot].entries { decide(entry.symbol) }
            }
        }
        // Symbol order, as the whole-tableau pass has it.
        blocked.sort()
        if !blocked.isEmpty { resolveBlocked(blocked, movable: &movable) }
        return movable
    }

    /// Whether the symbol is parametric, may move, and moving it changes no objective level.
    private func hasZeroCost(_ symbol: SymbolID) -> Bool {
        basicSlot[symbol] < 0 && kinds[symbol].isPivotable && objective.isZero(symbol)
    }

    /// Decides symbols that no single move can shift, because a degenerate row blocks them,
    /// but that may move together with others. The directions that keep every degenerate row
    /// non-negative form a cone; a small auxiliary tableau over just the degenerate rows
    /// reachable from the blocked symbols finds which coordinates the cone lets move. For
    /// restricted symbols one solve answers all of them (the cone is closed under sums).
    private func resolveBlocked(_ blocked: [SymbolID], movable: inout [Bool]) {
        var auxiliarySymbol = [SymbolID](repeating: noSymbol, count: kinds.count)
        var isIncludedSlot = [Bool](repeating: false, count: rows.count)
        var includedSlots: [Int] = []
        var queue = blocked
        var auxiliary = Tableau()
        for symbol in blocked { auxiliarySymbol[symbol] = auxiliary.makeSymbol(.external) }
        while let symbol = queue.popLast() {
            for slot in columns[symbol] where slot < rows.count && !isIncludedSlot[slot] {
                let basic = basicOfSlot[slot]
                guard basic != noSymbol, kinds[basic].isRestricted,
                    rows[slot].constant <= Tableau.degeneracyTolerance, rows[slot].contains(symbol)
                else { continue }
                isIncludedSlot[slot] = true
                includedSlots.append(slot)
                for entry in rows[slot].entries
                where auxiliarySymbol[entry.symbol] == noSymbol && hasZeroCost(entry.symbol) {
                    auxiliarySymbol[entry.symbol] = auxiliary.makeSymbol(.external)
                    queue.append(entry.symbol)
                }
            }
        }
        for symbol in kinds.indices where auxiliarySymbol[symbol] != noSymbol && kinds[symbol].isRestricted {
            _ = auxiliary.add(
                terms: [(auxiliarySymbol[symbol], 1)], constant: 0, relation: .greaterThanOrEqual, level: nil)
        }
        includedSlots.sort()
        for slot in includedSlots {
            let terms = rows[slot].entries.compactMap { entry in
                auxiliarySymbol[entry.symbol] == noSymbol
                    ? nil : (symbol: auxiliarySymbol[entry.symbol], coefficient: entry.coefficient)
            }
            _ = auxiliary.add(terms: terms, constant: 0, relation: .greaterThanOrEqual, level: nil)
        }
        let pull = auxiliary.objective.retainLevel(for: 1)
        for symbol in blocked where kinds[symbol].isRestricted {
            _ = auxiliary.add(
                terms: [(auxiliarySymbol[symbol], 1)], constant: -1, relation: .greaterThanOrEqual, level: pull)
        }
        for symbol in blocked where kinds[symbol].isRestricted {
            movable[symbol] = auxiliary.value(of: auxiliarySymbol[symbol]) > 0.5
        }
        // Unrestricted symbols may move either way; probe each direction above the pulls.
        for symbol in blocked where !kinds[symbol].isRestricted {
            for direction in [1.0, -1.0] where !movable[symbol] {
                let probe = auxiliary.objective.retainLevel(for: 2)
                let outcome = auxiliary.add(
                    terms: [(auxiliarySymbol[symbol], direction)], constant: -1, relation: .greaterThanOrEqual,
                    level: probe)
                movable[symbol] = auxiliary.value(of: auxiliarySymbol[symbol]) * direction > 0.5
                if case .added(let marker, let other) = outcome {
                    auxiliary.remove(marker: marker, other: other, level: probe)
                }
            }
        }
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

    /// Whether the symbol's optimal value is unique, given `movableSymbols(relevantTo:)` for it.
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

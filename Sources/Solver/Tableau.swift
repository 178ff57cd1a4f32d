/// The simplex tableau: rows in reusable slots, a symbol-to-rows column index, and the
/// lexicographic objective. The algebra lives here; the simplex steps are in `Simplex.swift`.
struct Tableau: Sendable {
    /// Restricted basic values below minus this count as infeasible.
    static let feasibilityTolerance = 1e-10
    /// Degenerate pivots in a row after which the primal simplex falls back to Bland's rule.
    static let degenerateRunLimit = 10_000

    /// Kind of every symbol, by id.
    var kinds: [SymbolKind] = []
    /// Slot of each symbol's row when it is basic, `noSymbol` when it is parametric.
    var basicSlot: [Int] = []
    /// Slots whose rows may contain each symbol; may hold stale or repeated slots, which
    /// `rowsContaining(_:)` drops.
    var columns: [[Int]] = []

    /// Rows by slot; a free slot holds an empty row.
    var rows: [Row] = []
    /// The basic symbol of each slot, `noSymbol` when the slot is free.
    var basicOfSlot: [SymbolID] = []
    /// Free slots, reused last-in first-out.
    var freeSlots: [Int] = []

    var objective = LexicographicObjective()
    /// Parametric symbols whose reduced cost may let them improve the objective.
    var candidates = SymbolHeap()
    /// Restricted basic symbols whose value may have gone negative.
    var infeasible = SymbolHeap()
    /// Error symbols that may be basic at zero next to their constraint's parametric slack.
    var degenerateErrors = SymbolHeap()
    /// For the error symbol of an optional inequality, that inequality's slack.
    var partnerSlack: [SymbolID] = []
    /// For an error symbol, its objective level; `noSymbol` for other kinds.
    var errorLevel: [Int] = []
    /// Phase-one objective while a required constraint is being added with an artificial variable.
    var artificial: Row?
    /// The artificial symbol while phase one runs.
    var artificialSymbol: SymbolID?
    /// False when required equalities keep no dummy marker in the rows (see
    /// `Solver.init(marksRequiredEqualities:)`); their dummy symbols are still made, so that
    /// every other symbol has the id it would have, and symbol order decides ties.
    var marksRequiredEqualities = true
    /// Undo log while an add may still fail.
    var journal: Journal?

    /// Bumped whenever any row's coefficients may change; constants alone do not count.
    var structureVersion = 0
    /// The version of each slot's last change.
    var slotVersions: [Int] = []
    /// The last version at which rows changed without per-slot versions (rollback, erasure).
    var wholesaleChangeVersion = 0
    /// Columns of edit errors as of `structureVersion`, so repeated suggestions between pivots
    /// skip the row searches.
    var editColumns: [SymbolID: CachedColumn] = [:]
    /// Bumped when a suggestion moves a restricted row's constant across
    /// `degeneracyTolerance` without a pivot: what the determinacy pass reads besides structure.
    var degeneracyFlips = 0
    /// While tracking, the symbols whose values may have changed (basic symbols of rows whose
    /// constants moved, and symbols leaving the basis); nil when not tracking.
    var valueLog: [SymbolID]?

    /// How many row rewrites substitutions have made: the work that badly chosen subjects
    /// multiply; read by tests, never by the solver.
    var substitutedRowCount = 0

    // Reused buffers, so the pivot loop allocates nothing in the steady state.
    var scratch: [RowEntry] = []
    var addedSymbols: [SymbolID] = []
    var columnCoefficients: [Double] = []
    var slotStamps: [Int] = []
    var stamp = 0
    var slotJournalEpochs: [Int] = []
    var journalEpoch = 0

    /// Makes a new symbol of the given kind; ids grow by one.
    mutating func makeSymbol(_ kind: SymbolKind) -> SymbolID {
        let symbol = kinds.count
        kinds.append(kind)
        basicSlot.append(noSymbol)
        columns.append([])
        objective.appendSymbol()
        candidates.reserve(symbols: kinds.count)
        infeasible.reserve(symbols: kinds.count)
        degenerateErrors.reserve(symbols: kinds.count)
        partnerSlack.append(noSymbol)
        errorLevel.append(noSymbol)
        return symbol
    }

    /// The current value of a symbol: its row's constant when basic, zero when parametric.
    func value(of symbol: SymbolID) -> Double {
        let slot = basicSlot[symbol]
        return slot < 0 ? 0 : rows[slot].constant
    }

    /// Stores `row` as the row of `basic` and indexes its symbols; returns the slot.
    @discardableResult
    mutating func insertRow(basic: SymbolID, _ row: Row) -> Int {
        let slot: Int
        if let reused = freeSlots.popLast() {
            slot = reused
            journal?.freeSlotOperations.append(reused)
            noteChange(slot: slot)
            rows[slot] = row
            basicOfSlot[slot] = basic
        } else {
            slot = rows.count
            structureVersion &+= 1
            slotVersions.append(structureVersion)
            rows.append(row)
            basicOfSlot.append(basic)
            slotStamps.append(0)
            slotJournalEpochs.append(0)
        }
        basicSlot[basic] = slot
        for entry in row.entries { columns[entry.symbol].append(slot) }
        noteIfDegenerateError(slot)
        return slot
    }

    /// Removes the row in `slot` from the tableau and returns it; its basic becomes parametric.
    mutating func removeRow(_ slot: Int) -> Row {
        noteChange(slot: slot)
        var row = Row()
        swap(&row, &rows[slot])
        basicSlot[basicOfSlot[slot]] = noSymbol
        basicOfSlot[slot] = noSymbol
        freeSlots.append(slot)
        journal?.freeSlotOperations.append(noSymbol)
        return row
    }

    /// The live slots whose rows contain `symbol`, each once; also compacts its column.
    mutating func rowsContaining(_ symbol: SymbolID) -> [Int] {
        column(of: symbol).slots
    }

    /// The live slots whose rows contain `symbol`, each once, with the symbol's coefficient
    /// in each; compacts the symbol's column on the way (one search per row).
    mutating func column(of symbol: SymbolID) -> (slots: [Int], coefficients: [Double]) {
        let slots = compactColumn(of: symbol)
        return (slots, columnCoefficients)
    }

    /// `column(of:)` leaving the coefficients in the reused buffer `columnCoefficients`, which
    /// the next call overwrites.
    mutating func compactColumn(of symbol: SymbolID) -> [Int] {
        stamp += 1
        var column: [Int] = []
        swap(&column, &columns[symbol])
        var coefficients: [Double] = []
        swap(&coefficients, &columnCoefficients)
        coefficients.removeAll(keepingCapacity: true)
        var kept = 0
        for index in column.indices {
            let slot = column[index]
            guard slot < rows.count, basicOfSlot[slot] != noSymbol, slotStamps[slot] != stamp else { continue }
            let (position, found) = rows[slot].position(of: symbol)
            guard found else { continue }
            slotStamps[slot] = stamp
            column[kept] = slot
            coefficients.append(rows[slot].entries[position].coefficient)
            kept += 1
        }
        column.removeLast(column.count - kept)
        columns[symbol] = column
        swap(&coefficients, &columnCoefficients)
        return column
    }

    /// `column(of:)` for an edit error, kept up to date incrementally: rows unchanged since the
    /// last call reuse their remembered coefficient, so a resize after a few pivots searches
    /// only the rows those pivots touched.
    mutating func cachedColumn(of symbol: SymbolID) -> CachedColumn {
        if let cached = editColumns[symbol], cached.version == structureVersion { return cached }
        var cache = editColumns.removeValue(forKey: symbol) ?? CachedColumn()
        // A slot unchanged since the last refresh still has the coefficient noted for it then;
        // after a wholesale change (rollback, erasure) every slot is searched again.
        let noted = cache.version >= wholesaleChangeVersion ? cache.version : -1
        if cache.coefficientBySlot.count < rows.count {
            cache.coefficientBySlot.append(contentsOf: repeatElement(0, count: rows.count - cache.coefficientBySlot.count))
        }
        cache.slots.removeAll(keepingCapacity: true)
        cache.coefficients.removeAll(keepingCapacity: true)
        cache.restricted.removeAll(keepingCapacity: true)
        stamp += 1
        var column: [Int] = []
        swap(&column, &columns[symbol])
        var kept = 0
        for index in column.indices {
            let slot = column[index]
            guard slot < rows.count, basicOfSlot[slot] != noSymbol, slotStamps[slot] != stamp else { continue }
            var coefficient = cache.coefficientBySlot[slot]
            if slotVersions[slot] > noted {
                let (position, found) = rows[slot].position(of: symbol)
                coefficient = found ? rows[slot].entries[position].coefficient : 0
                cache.coefficientBySlot[slot] = coefficient
            }
            guard coefficient != 0 else { continue }
            slotStamps[slot] = stamp
            column[kept] = slot
            kept += 1
            cache.slots.append(slot)
            cache.coefficients.append(coefficient)
            cache.restricted.append(kinds[basicOfSlot[slot]].isRestricted)
        }
        column.removeLast(column.count - kept)
        columns[symbol] = column
        cache.version = structureVersion
        editColumns[symbol] = cache
        return cache
    }

    /// Replaces `symbol` by `row` everywhere: in every row that holds it, the objective and the
    /// phase-one objective. Rows whose restricted basic goes negative are queued as infeasible.
    mutating func substitute(_ symbol: SymbolID, _ row: Row) {
        let slots = compactColumn(of: symbol)
        columns[symbol] = []
        // Own the coefficients for the loop; the buffer goes back afterwards for reuse.
        var coefficients: [Double] = []
        swap(&coefficients, &columnCoefficients)
        defer { swap(&coefficients, &columnCoefficients) }
        substitutedRowCount &+= slots.count
        for (index, slot) in slots.enumerated() {
            noteChange(slot: slot)
            if valueLog != nil { valueLog?.append(basicOfSlot[slot]) }
            let coefficient = coefficients[index]
            addedSymbols.removeAll(keepingCapacity: true)
            rows[slot].add(row, times: coefficient, scratch: &scratch, added: &addedSymbols, removing: symbol)
            for added in addedSymbols { columns[added].append(slot) }
            let basic = basicOfSlot[slot]
            if kinds[basic].isRestricted, rows[slot].constant < -Tableau.feasibilityTolerance {
                infeasible.push(basic)
            }
            noteIfDegenerateError(slot)
        }
        substituteInObjective(symbol, row)
        if artificial != nil {
            let coefficient = artificial?.coefficient(for: symbol) ?? 0
            if coefficient != 0 {
                artificial?.remove(symbol)
                addedSymbols.removeAll(keepingCapacity: true)
                artificial?.add(row, times: coefficient, scratch: &scratch, added: &addedSymbols)
            }
        }
    }

    /// Replaces `symbol` by `row` in every level of the objective.
    mutating func substituteInObjective(_ symbol: SymbolID, _ row: Row) {
        var touched = false
        for level in objective.ranked {
            let factor = objective.costs[level][symbol]
            guard factor != 0 else { continue }
            touched = true
            setCost(level, symbol, 0)
            // Dummies never enter, so their costs are not kept (see `recomputeCost(of:)`).
            if journal == nil {
                for entry in row.entries where kinds[entry.symbol] != .dummy {
                    var cost = objective.costs[level][entry.symbol] + factor * entry.coefficient
                    if abs(cost) < LexicographicObjective.epsilon { cost = 0 }
                    objective.costs[level][entry.symbol] = cost
                }
            } else {
                for entry in row.entries where kinds[entry.symbol] != .dummy {
                    let cost = objective.costs[level][entry.symbol] + factor * entry.coefficient
                    setCost(level, entry.symbol, abs(cost) < LexicographicObjective.epsilon ? 0 : cost)
                }
            }
        }
        if touched { queueCandidates(in: row) }
    }

    /// Adds `delta` times `symbol` (or its row, when basic) to the objective level.
    mutating func addToObjective(level: Int, _ symbol: SymbolID, times delta: Double) {
        let slot = basicSlot[symbol]
        if slot < 0 {
            setCost(level, symbol, objective.costs[level][symbol] + delta)
            queueIfCandidate(symbol)
            return
        }
        let row = rows[slot]
        for entry in row.entries where kinds[entry.symbol] != .dummy {
            let cost = objective.costs[level][entry.symbol] + delta * entry.coefficient
            setCost(level, entry.symbol, abs(cost) < LexicographicObjective.epsilon ? 0 : cost)
        }
        queueCandidates(in: row)
    }

    /// Rebuilds a parametric symbol's costs from the rows of basic errors that hold it: a
    /// dummy's costs are not maintained, and a freed dummy needs them.
    mutating func recomputeCost(of symbol: SymbolID) {
        for level in objective.ranked { setCost(level, symbol, 0) }
        let (slots, coefficients) = column(of: symbol)
        for (index, slot) in slots.enumerated() {
            let level = errorLevel[basicOfSlot[slot]]
            guard level != noSymbol, objective.ranked.contains(level) else { continue }
            setCost(level, symbol, objective.costs[level][symbol] + coefficients[index])
        }
    }

    /// Writes one objective cost, logging the old value while an add may still fail.
    mutating func setCost(_ level: Int, _ symbol: SymbolID, _ cost: Double) {
        if journal != nil {
            journal?.costs.append(CostChange(level: level, symbol: symbol, value: objective.costs[level][symbol]))
        }
        objective.costs[level][symbol] = cost
    }

    /// Whether entering `symbol` would improve the objective: a lexicographically negative
    /// reduced cost, or any non-zero one for an unrestricted symbol.
    func isCandidate(_ symbol: SymbolID) -> Bool {
        guard kinds[symbol].isPivotable, basicSlot[symbol] < 0 else { return false }
        let sign = objective.sign(of: symbol)
        return kinds[symbol] == .external ? sign != 0 : sign < 0
    }

    mutating func queueIfCandidate(_ symbol: SymbolID) {
        if isCandidate(symbol) { candidates.push(symbol) }
    }

    mutating func queueCandidates(in row: Row) {
        for entry in row.entries where isCandidate(entry.symbol) { candidates.push(entry.symbol) }
    }

    /// Queues the row's basic symbol if it is an inequality's error sitting at zero.
    mutating func noteIfDegenerateError(_ slot: Int) {
        let basic = basicOfSlot[slot]
        if partnerSlack[basic] != noSymbol, abs(rows[slot].constant) <= Tableau.feasibilityTolerance {
            degenerateErrors.push(basic)
        }
    }

    /// Makes `entering` basic in place of the basic symbol of `slot`.
    mutating func pivot(entering: SymbolID, slot: Int) {
        noteChange(slot: slot)
        let leaving = basicOfSlot[slot]
        if valueLog != nil { valueLog?.append(contentsOf: [leaving, entering]) }
        var row = Row()
        swap(&row, &rows[slot])
        row.solve(for: entering, replacing: leaving)
        basicSlot[leaving] = noSymbol
        basicSlot[entering] = slot
        basicOfSlot[slot] = entering
        columns[leaving].append(slot)
        substitute(entering, row)
        rows[slot] = row
        noteIfDegenerateError(slot)
    }

    /// Removes a symbol that is known to be zero from every row and the objective.
    mutating func eraseSymbol(_ symbol: SymbolID) {
        structureVersion &+= 1
        wholesaleChangeVersion = structureVersion
        if basicSlot[symbol] >= 0 { _ = removeRow(basicSlot[symbol]) }
        for slot in rowsContaining(symbol) { rows[slot].remove(symbol) }
        columns[symbol] = []
        for level in objective.ranked where objective.costs[level][symbol] != 0 { setCost(level, symbol, 0) }
        kinds[symbol] = .dummy
    }
}

/// A symbol's column with coefficients, valid while `Tableau.structureVersion` is unchanged.
struct CachedColumn: Sendable {
    var version = -1
    var slots: [Int] = []
    var coefficients: [Double] = []
    /// Whether each slot's basic symbol is restricted (may become infeasible).
    var restricted: [Bool] = []
    /// The coefficient noted for each slot at its last search (zero where absent); valid for
    /// slots whose version is at most `version`.
    var coefficientBySlot: [Double] = []
}

extension Tableau {
    /// Whether every row whose basic symbol is a dummy holds dummies alone, at zero: what keeps
    /// a redundant required equality holding, since no pivot can move such a row. Dummies never
    /// enter, and removal pivots a dummy into such a row before any other (`markerLeavingRow`).
    var dummyRowsHoldOnlyDummies: Bool {
        rows.indices.allSatisfy { slot in
            let basic = basicOfSlot[slot]
            guard basic != noSymbol, kinds[basic] == .dummy else { return true }
            return rows[slot].constant == 0 && rows[slot].entries.allSatisfy { kinds[$0.symbol] == .dummy }
        }
    }
}

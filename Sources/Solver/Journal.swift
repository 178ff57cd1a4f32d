/// One logged objective write.
struct CostChange: Sendable {
    var level: Int
    var symbol: SymbolID
    var value: Double
}

/// One logged row slot, as it was before the first change.
struct SavedSlot: Sendable {
    var slot: Int
    var basic: SymbolID
    var row: Row
}

/// Undo log for adding a required constraint, which may fail after phase one has pivoted.
/// Rolling back restores the tableau exactly, so values are bit-identical to before the add.
struct Journal: Sendable {
    var symbolCount: Int
    var slotCount: Int
    /// Free-slot stack operations in order: a slot popped (reused), or `noSymbol` for a push.
    var freeSlotOperations: [Int] = []
    var savedSlots: [SavedSlot] = []
    var costs: [CostChange] = []
}

extension Tableau {
    /// Starts logging; symbols made from here on are forgotten by `rollBack()`.
    mutating func beginJournal() {
        journalEpoch += 1
        journal = Journal(symbolCount: kinds.count, slotCount: rows.count)
    }

    /// Keeps every change made since `beginJournal()`.
    mutating func commitJournal() {
        journal = nil
    }

    /// Saves a slot before its first change while logging.
    mutating func noteChange(slot: Int) {
        structureVersion &+= 1
        slotVersions[slot] = structureVersion
        guard journal != nil, slotJournalEpochs[slot] != journalEpoch else { return }
        slotJournalEpochs[slot] = journalEpoch
        guard let count = journal?.slotCount, slot < count else { return }
        journal?.savedSlots.append(SavedSlot(slot: slot, basic: basicOfSlot[slot], row: rows[slot]))
    }

    /// Undoes every change made since `beginJournal()`.
    mutating func rollBack() {
        guard let log = journal else { return }
        journal = nil
        structureVersion &+= 1
        wholesaleChangeVersion = structureVersion
        artificial = nil
        for change in log.costs.reversed() { objective.costs[change.level][change.symbol] = change.value }
        for saved in log.savedSlots where basicOfSlot[saved.slot] != noSymbol {
            basicSlot[basicOfSlot[saved.slot]] = noSymbol
        }
        for slot in log.slotCount..<rows.count where basicOfSlot[slot] != noSymbol {
            basicSlot[basicOfSlot[slot]] = noSymbol
        }
        let extra = rows.count - log.slotCount
        rows.removeLast(extra)
        basicOfSlot.removeLast(extra)
        slotStamps.removeLast(extra)
        slotJournalEpochs.removeLast(extra)
        slotVersions.removeLast(extra)
        for saved in log.savedSlots {
            rows[saved.slot] = saved.row
            basicOfSlot[saved.slot] = saved.basic
            if saved.basic != noSymbol { basicSlot[saved.basic] = saved.slot }
            for entry in saved.row.entries { columns[entry.symbol].append(saved.slot) }
        }
        for operation in log.freeSlotOperations.reversed() {
            if operation == noSymbol { freeSlots.removeLast() } else { freeSlots.append(operation) }
        }
        let symbols = log.symbolCount
        kinds.removeLast(kinds.count - symbols)
        basicSlot.removeLast(basicSlot.count - symbols)
        columns.removeLast(columns.count - symbols)
        objective.truncate(symbols: symbols)
        candidates.truncate(symbols: symbols)
        infeasible.truncate(symbols: symbols)
        degenerateErrors.truncate(symbols: symbols)
        partnerSlack.removeLast(partnerSlack.count - symbols)
        errorLevel.removeLast(errorLevel.count - symbols)
    }
}

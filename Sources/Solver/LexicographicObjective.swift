/// The objective as one component per distinct optional priority, ranked strictly.
///
/// Component costs are dense per level (`costs[level][symbol]`), so substituting a row into the
/// objective costs the row's length, not the objective's. A symbol's reduced cost is the vector
/// of its costs over the levels in rank order (highest priority first), compared
/// lexicographically.
struct LexicographicObjective: Sendable {
    /// Reduced costs within this tolerance count as zero.
    static let epsilon = 1e-9

    /// The priority of each level slot (slots are reused; `ranked` gives the order).
    private(set) var priorities: [Double] = []
    /// `costs[level][symbol]`: the coefficient of a non-basic symbol in that level's objective.
    var costs: [[Double]] = []
    /// Each level's objective value: the total violation at that priority.
    var constants: [Double] = []
    /// How many constraints use each level; a level disappears with its last constraint.
    private(set) var users: [Int] = []
    /// Live level slots, highest priority first.
    private(set) var ranked: [Int] = []
    private var freeSlots: [Int] = []
    private(set) var symbolCount = 0

    /// The slot of the level with this priority, if one is live.
    func level(for priority: Double) -> Int? {
        ranked.first { priorities[$0] == priority }
    }

    /// Registers one more constraint at `priority`, making its level if needed; returns the slot.
    mutating func retainLevel(for priority: Double) -> Int {
        let slot: Int
        if let existing = level(for: priority) {
            slot = existing
        } else if let reused = freeSlots.popLast() {
            slot = reused
            priorities[slot] = priority
            costs[slot] = [Double](repeating: 0, count: symbolCount)
            constants[slot] = 0
            insertRanked(slot)
        } else {
            slot = priorities.count
            priorities.append(priority)
            costs.append([Double](repeating: 0, count: symbolCount))
            constants.append(0)
            users.append(0)
            insertRanked(slot)
        }
        users[slot] += 1
        return slot
    }

    /// Unregisters one constraint at the level; the last one frees the level.
    mutating func releaseLevel(_ slot: Int) {
        users[slot] -= 1
        guard users[slot] == 0 else { return }
        ranked.removeAll { $0 == slot }
        costs[slot] = []
        constants[slot] = 0
        freeSlots.append(slot)
        freeSlots.sort(by: >)
    }

    private mutating func insertRanked(_ slot: Int) {
        let index = ranked.firstIndex { priorities[$0] < priorities[slot] } ?? ranked.count
        ranked.insert(slot, at: index)
    }

    /// Adds a zero cost for a new symbol in every level.
    mutating func appendSymbol() {
        symbolCount += 1
        for slot in ranked { costs[slot].append(0) }
    }

    /// Forgets symbols at or above `count`.
    mutating func truncate(symbols count: Int) {
        guard count < symbolCount else { return }
        for slot in ranked { costs[slot].removeLast(symbolCount - count) }
        symbolCount = count
    }

    /// The sign of the symbol's reduced-cost vector: the sign of its first non-zero level.
    func sign(of symbol: SymbolID) -> Int {
        for slot in ranked {
            let cost = costs[slot][symbol]
            if cost < -LexicographicObjective.epsilon { return -1 }
            if cost > LexicographicObjective.epsilon { return 1 }
        }
        return 0
    }

    /// Whether `cost(a)/divisorA` is lexicographically smaller than `cost(b)/divisorB`
    /// (the dual ratio test); equal vectors compare false.
    func ratio(of a: SymbolID, over divisorA: Double, isLessThan b: SymbolID, over divisorB: Double) -> Bool {
        for slot in ranked {
            let left = costs[slot][a] / divisorA
            let right = costs[slot][b] / divisorB
            if left < right - LexicographicObjective.epsilon { return true }
            if left > right + LexicographicObjective.epsilon { return false }
        }
        return false
    }
}

/// A min-heap of symbol ids without duplicates: the lowest id comes out first (Bland's rule).
struct SymbolHeap: Sendable {
    private var items: [SymbolID] = []
    private var isMember: [Bool] = []

    /// Makes room for symbols below `count`.
    mutating func reserve(symbols count: Int) {
        if isMember.count < count { isMember.append(contentsOf: repeatElement(false, count: count - isMember.count)) }
    }

    /// Forgets symbols at or above `count`, and everything queued.
    mutating func truncate(symbols count: Int) {
        removeAll()
        if isMember.count > count { isMember.removeLast(isMember.count - count) }
    }

    var isEmpty: Bool { items.isEmpty }

    /// Queues a symbol unless it is already queued.
    mutating func push(_ symbol: SymbolID) {
        guard !isMember[symbol] else { return }
        isMember[symbol] = true
        items.append(symbol)
        var child = items.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard items[child] < items[parent] else { break }
            items.swapAt(child, parent)
            child = parent
        }
    }

    /// Removes and returns the lowest queued id.
    mutating func popFirst() -> SymbolID? {
        guard let first = items.first else { return nil }
        let last = items.removeLast()
        if !items.isEmpty {
            items[0] = last
            var parent = 0
            while true {
                let left = 2 * parent + 1
                guard left < items.count else { break }
                let right = left + 1
                let smaller = right < items.count && items[right] < items[left] ? right : left
                guard items[smaller] < items[parent] else { break }
                items.swapAt(smaller, parent)
                parent = smaller
            }
        }
        isMember[first] = false
        return first
    }

    /// Empties the queue.
    mutating func removeAll() {
        for symbol in items { isMember[symbol] = false }
        items.removeAll(keepingCapacity: true)
    }
}

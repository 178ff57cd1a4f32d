import LayoutLexer

/// Declared view names to their ids: an open-addressing hash table keyed by a cheap hash of the
/// name's UTF-8 bytes.
///
/// Every attribute reference looks its view up here, so the lookup is kept to a short byte
/// loop and one string comparison, instead of `Dictionary`'s seeded SipHash. The table is never
/// iterated, so its layout cannot leak into output.
struct ViewNameTable: Sendable {
    /// One slot: a name, its hash and its view, or an index of -1 for an empty slot.
    private struct Slot: Sendable {
        var hash: UInt64
        var index: Int
        var name: String
    }

    private var slots: [Slot]
    private var count = 0

    /// Creates a table with room for about `expectedCount` names before it grows.
    init(expectedCount: Int = 0) {
        var capacity = 16
        while capacity < expectedCount * 2 { capacity *= 2 }
        slots = Array(repeating: Slot(hash: 0, index: -1, name: ""), count: capacity)
    }

    /// The view declared as `name`, if any.
    subscript(name: String) -> ViewID? {
        let hash = Self.hash(name)
        let mask = slots.count - 1
        var position = Int(truncatingIfNeeded: hash) & mask
        while slots[position].index >= 0 {
            if slots[position].hash == hash && slots[position].name == name {
                return ViewID(slots[position].index)
            }
            position = (position + 1) & mask
        }
        return nil
    }

    /// Records `view` as the view named `name`, which must not be in the table yet.
    mutating func insert(_ name: String, as view: ViewID) {
        if (count + 1) * 2 > slots.count { grow() }
        insert(Slot(hash: Self.hash(name), index: view.index, name: name))
    }

    private mutating func insert(_ slot: Slot) {
        let mask = slots.count - 1
        var position = Int(truncatingIfNeeded: slot.hash) & mask
        while slots[position].index >= 0 {
            position = (position + 1) & mask
        }
        slots[position] = slot
        count += 1
    }

    private mutating func grow() {
        let old = slots
        slots = Array(repeating: Slot(hash: 0, index: -1, name: ""), count: old.count * 2)
        count = 0
        for slot in old where slot.index >= 0 {
            insert(slot)
        }
    }

    /// FNV-1a over the UTF-8 bytes, then an avalanche so the low bits the table uses vary.
    private static func hash(_ name: String) -> UInt64 {
        var state: UInt64 = 0xcbf2_9ce4_8422_2325
        let hashed: Void? = name.utf8.withContiguousStorageIfAvailable { bytes in
            for byte in bytes {
                state = (state ^ UInt64(byte)) &* 0x100_0000_01b3
            }
        }
        if hashed == nil {
            for byte in name.utf8 {
                state = (state ^ UInt64(byte)) &* 0x100_0000_01b3
            }
        }
        var hasher = KeyHasher()
        hasher.combine(state)
        return hasher.finalize()
    }
}

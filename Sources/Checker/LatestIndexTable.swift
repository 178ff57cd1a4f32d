import LayoutSource

/// Maps 64-bit keys to the latest index recorded under each: an open-addressing hash table with
/// linear probing, for deduplication's hash chains.
///
/// The keys are already well-mixed hashes, so the table uses their low bits directly and skips
/// `Hasher`, which dominated deduplication's cost. It is never iterated, so its layout cannot
/// leak into output.
struct LatestIndexTable: Sendable {
    /// One slot: a key and its latest index, or an index of -1 for an empty slot.
    private struct Slot: Sendable {
        var key: UInt64
        var index: Int
    }

    private var slots: [Slot]
    private var count = 0

    /// Creates a table with room for about `expectedCount` keys before it grows.
    init(expectedCount: Int = 0) {
        var capacity = 16
        while capacity < expectedCount * 2 { capacity *= 2 }
        slots = Self.emptySlots(capacity)
    }

    /// The latest index recorded for `key`, or -1 if there is none.
    func latest(for key: UInt64) -> Int {
        let mask = slots.count - 1
        var position = Int(truncatingIfNeeded: key) & mask
        while true {
            let slot = slots[position]
            if slot.index < 0 { return -1 }
            if slot.key == key { return slot.index }
            position = (position + 1) & mask
        }
    }

    /// Reads the slot where a lookup of `key` starts, to bring it into the cache ahead of use;
    /// returns what it read so that the load is not optimized away.
    func touch(_ key: UInt64) -> Int {
        slots[Int(truncatingIfNeeded: key) & (slots.count - 1)].index
    }

    /// Records `index` as the latest for `key`, replacing any earlier one.
    mutating func setLatest(_ index: Int, for key: UInt64) {
        if (count + 1) * 2 > slots.count { grow() }
        let mask = slots.count - 1
        var position = Int(truncatingIfNeeded: key) & mask
        while slots[position].index >= 0 && slots[position].key != key {
            position = (position + 1) & mask
        }
        if slots[position].index < 0 { count += 1 }
        slots[position] = Slot(key: key, index: index)
    }

    /// `count` empty slots, in storage advised for huge pages before it is filled.
    private static func emptySlots(_ count: Int) -> [Slot] {
        var slots: [Slot] = []
        slots.reserveCapacity(count)
        LargeBuffers.adviseHugePages(for: &slots)
        slots.append(contentsOf: repeatElement(Slot(key: 0, index: -1), count: count))
        return slots
    }

    private mutating func grow() {
        let old = slots
        slots = Self.emptySlots(old.count * 2)
        count = 0
        for slot in old where slot.index >= 0 {
            setLatest(slot.index, for: slot.key)
        }
    }
}

/// A cheap, deterministic 64-bit hash for keys built from a few integers (FxHash's step with a
/// final avalanche), so equal inputs always give equal keys and close keys spread over the table.
struct KeyHasher: Sendable {
    private var state: UInt64 = 0

    /// Mixes `value` into the hash.
    mutating func combine(_ value: UInt64) {
        state = ((state << 5) | (state >> 59)) ^ value
        state &*= 0x51_7c_c1_b7_27_22_0a_95
    }

    /// Mixes `value` into the hash, as zero when it is -0.0 so that values that compare equal
    /// hash alike.
    mutating func combine(_ value: Double) {
        combine(value == 0 ? 0 : value.bitPattern)
    }

    /// The hash: every input bit affects the low bits the table uses.
    func finalize() -> UInt64 {
        // MurmurHash3's fmix64.
        var hash = state
        hash ^= hash >> 33
        hash &*= 0xff51_afd7_ed55_8ccd
        hash ^= hash >> 33
        hash &*= 0xc4ce_b9fe_1a85_ec53
        hash ^= hash >> 33
        return hash
    }
}

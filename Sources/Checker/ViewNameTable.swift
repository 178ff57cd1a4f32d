import LayoutIR
import LayoutSource

/// Declared view names to their ids: an open-addressing hash table keyed by a cheap hash of the
/// name's UTF-8 bytes.
///
/// Every attribute reference looks its view up here, so the lookup is kept to a short byte
/// loop and one comparison, instead of `Dictionary`'s seeded SipHash. Lookups take bytes, which
/// the checker slices from the source without making a `String`. A name of up to 16 bytes (as
/// nearly all are) is stored packed in its slot, so a lookup reads one slot and compares two
/// words; longer names are kept in one shared buffer. The table is never iterated, so its
/// layout cannot leak into output.
struct ViewNameTable: Sendable {
    /// One slot: a name's hash, length and bytes (packed, or where they are in `longNames`) and
    /// its view, or an index of -1 for an empty slot.
    private struct Slot: Sendable {
        var hash: UInt64
        var index: Int32
        var length: UInt32
        /// The name's first eight bytes, little-endian; for a long name, its offset in `longNames`.
        var low: UInt64
        /// The name's next eight bytes, little-endian.
        var high: UInt64
    }

    /// The longest name stored packed in its slot.
    private static let packedLength = 16

    private var slots: [Slot]
    private var longNames: [UInt8] = []
    private var count = 0
    /// Recently found short names, by the low bits of their hash: `lookUp(_:)` checks here
    /// first. A file's equations name the same few views again and again, while a table of
    /// thousands of names is far larger than the cache, so most lookups would otherwise wait
    /// on a miss. Names are never removed or rebound, so an entry never goes stale.
    private var recent: [Slot] = []

    /// How many entries `recent` has (a power of two).
    private static let recentCount = 4096

    /// Creates a table with room for about `expectedCount` names before it grows.
    init(expectedCount: Int = 0) {
        var capacity = 16
        while capacity < expectedCount * 2 { capacity *= 2 }
        slots = Self.emptySlots(capacity)
    }

    private static let empty = Slot(hash: 0, index: -1, length: 0, low: 0, high: 0)

    /// The view declared as `name`, if any.
    subscript(name: String) -> ViewID? {
        var name = name
        return name.withUTF8 { self[bytes: $0] }
    }

    /// The view declared with the name spelled by `bytes`, if any.
    subscript(bytes bytes: UnsafeBufferPointer<UInt8>) -> ViewID? {
        let isPacked = bytes.count <= Self.packedLength
        let (low, high) = isPacked ? Self.packed(bytes) : (0, 0)
        let hash = Self.hash(bytes, packed: (low, high))
        let mask = slots.count - 1
        var position = Int(truncatingIfNeeded: hash) & mask
        while true {
            let slot = slots[position]
            guard slot.index >= 0 else { return nil }
            if slot.hash == hash && Int(slot.length) == bytes.count
                && (isPacked ? slot.low == low && slot.high == high : spellsLongName(slot, bytes))
            {
                return ViewID(Int(slot.index))
            }
            position = (position + 1) & mask
        }
    }

    /// The view declared with the name spelled by `bytes`, if any, as the subscript finds it,
    /// but through a small table of recently found names.
    mutating func lookUp(_ bytes: UnsafeBufferPointer<UInt8>) -> ViewID? {
        guard bytes.count <= Self.packedLength else { return self[bytes: bytes] }
        let (low, high) = Self.packed(bytes)
        let hash = Self.hash(bytes, packed: (low, high))
        let position = Int(truncatingIfNeeded: hash) & (Self.recentCount - 1)
        if !recent.isEmpty {
            let cached = recent[position]
            if cached.index >= 0 && cached.hash == hash && Int(cached.length) == bytes.count && cached.low == low
                && cached.high == high
            {
                return ViewID(Int(cached.index))
            }
        }
        guard let view = self[bytes: bytes] else { return nil }
        remember(Slot(
            hash: hash, index: Int32(clamping: view.index), length: UInt32(truncatingIfNeeded: bytes.count), low: low,
            high: high))
        return view
    }

    /// Puts a found (or just declared) short name into `recent`.
    private mutating func remember(_ slot: Slot) {
        if recent.isEmpty { recent = Array(repeating: Self.empty, count: Self.recentCount) }
        recent[Int(truncatingIfNeeded: slot.hash) & (Self.recentCount - 1)] = slot
    }

    /// Records `view` as the view named `name`, which must not be in the table yet.
    mutating func insert(_ name: String, as view: ViewID) {
        var name = name
        name.withUTF8 { insert(bytes: $0, as: view) }
    }

    /// Records `view` as the view whose name `bytes` spell, which must not be in the table yet.
    mutating func insert(bytes: UnsafeBufferPointer<UInt8>, as view: ViewID) {
        if (count + 1) * 2 > slots.count { grow() }
        // A view index beyond 32 bits cannot occur (every view takes source bytes, and
        // offsets are 32-bit); clamping keeps the table total anyway.
        let isPacked = bytes.count <= Self.packedLength
        let (low, high) = isPacked ? Self.packed(bytes) : (0, 0)
        var slot = Slot(
            hash: Self.hash(bytes, packed: (low, high)), index: Int32(clamping: view.index),
            length: UInt32(clamping: bytes.count), low: low, high: high)
        if !isPacked {
            slot.low = UInt64(longNames.count)
            longNames.append(contentsOf: bytes)
        }
        insert(slot)
        // A name is usually used soon after its declaration.
        if slot.length <= UInt32(Self.packedLength) { remember(slot) }
    }

    /// Whether the long name of `slot` is spelled by `bytes`, which have its length.
    private func spellsLongName(_ slot: Slot, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let offset = Int(slot.low)
        return longNames.withUnsafeBufferPointer { stored in
            for position in 0..<bytes.count where stored[offset + position] != bytes[position] { return false }
            return true
        }
    }

    /// Up to 16 bytes packed little-endian into two words, zero-filled.
    private static func packed(_ bytes: UnsafeBufferPointer<UInt8>) -> (UInt64, UInt64) {
        var low: UInt64 = 0
        var high: UInt64 = 0
        let count = bytes.count
        for offset in 0..<min(count, 8) {
            low |= UInt64(bytes[offset]) << UInt64(offset * 8)
        }
        if count > 8 {
            for offset in 8..<count {
                high |= UInt64(bytes[offset]) << UInt64((offset - 8) * 8)
            }
        }
        return (low, high)
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

    /// `count` empty slots, in storage advised for huge pages before it is filled.
    private static func emptySlots(_ count: Int) -> [Slot] {
        var slots: [Slot] = []
        slots.reserveCapacity(count)
        LargeBuffers.adviseHugePages(for: &slots)
        slots.append(contentsOf: repeatElement(empty, count: count))
        return slots
    }

    private mutating func grow() {
        let old = slots
        slots = Self.emptySlots(old.count * 2)
        count = 0
        for slot in old where slot.index >= 0 {
            insert(slot)
        }
    }

    /// The hash of a name: of its packed words and length when it is short (they are at hand
    /// for the comparison anyway), else FNV-1a over its bytes; then an avalanche so the low bits
    /// the table uses vary.
    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>, packed: (low: UInt64, high: UInt64)) -> UInt64 {
        var hasher = KeyHasher()
        hasher.combine(UInt64(bytes.count))
        if bytes.count <= packedLength {
            hasher.combine(packed.low)
            hasher.combine(packed.high)
        } else {
            var state: UInt64 = 0xcbf2_9ce4_8422_2325
            for byte in bytes {
                state = (state ^ UInt64(byte)) &* 0x100_0000_01b3
            }
            hasher.combine(state)
        }
        return hasher.finalize()
    }
}

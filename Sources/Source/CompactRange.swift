/// A source range stored in 32-bit offsets, half the size of `SourceRange`, for values kept by
/// the million: syntax trees of large files hold a range on every node. Offsets beyond 4 GiB are
/// clamped (the lexer stops there too).
///
/// As a property wrapper it keeps a `SourceRange` property compact without hand-written
/// accessors: `@CompactRange public var range: SourceRange` stores eight bytes and reads and
/// writes a `SourceRange`.
@propertyWrapper
public struct CompactRange: Hashable, Sendable {
    @usableFromInline var start: UInt32
    @usableFromInline var end: UInt32

    /// The compact form of `range`, its offsets clamped to 32 bits.
    @inlinable public init(_ range: SourceRange) {
        start = UInt32(clamping: range.start)
        end = UInt32(clamping: range.end)
    }

    /// The compact form of `wrappedValue`, for a property declared `@CompactRange`.
    @inlinable public init(wrappedValue: SourceRange) {
        self.init(wrappedValue)
    }

    /// The range as `SourceRange`.
    @inlinable public var range: SourceRange { SourceRange(start: Int(start), end: Int(end)) }

    /// The range a `@CompactRange` property reads and writes.
    @inlinable public var wrappedValue: SourceRange {
        get { range }
        set { self = CompactRange(newValue) }
    }
}

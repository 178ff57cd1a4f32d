/// A source range in 32-bit offsets, half the size of `SourceRange`: syntax trees of large files
/// hold millions of ranges. Offsets beyond 4 GiB are clamped (the lexer stops there too).
public struct CompactRange: Hashable, Sendable {
    @usableFromInline var start: UInt32
    @usableFromInline var end: UInt32

    /// The compact form of `range`, its offsets clamped to 32 bits.
    @inlinable public init(_ range: SourceRange) {
        start = UInt32(clamping: range.start)
        end = UInt32(clamping: range.end)
    }

    /// The range as `SourceRange`.
    @inlinable public var range: SourceRange { SourceRange(start: Int(start), end: Int(end)) }
}

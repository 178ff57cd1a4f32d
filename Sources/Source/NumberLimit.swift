/// The largest magnitude a number in a layout may have, written or computed (grammar.md, "Limits").
///
/// One million points: the largest screen is under 7,000 points wide and the longest scroll
/// content a real app lays out by constraints is well under a million, while Core Animation and
/// Metal place layers in single precision, whose step at a million points is 1/16 of a point
/// (at 1e7 it is a whole point, coarser than a 3x pixel). Multipliers are held to the same bound:
/// a ratio beyond it is written the other way round, as a small multiplier. Priorities have their
/// own range, (0, 1000].
public enum NumberLimit {
    /// The largest magnitude allowed: 1,000,000.
    public static let maximumMagnitude: Double = 1_000_000

    /// The limit as messages spell it.
    public static let spelled = "1000000"

    /// The note beside a number refused for its size: why the limit.
    package static let note = "no screen or scroll content is a million points long"

    /// The note beside a number of an expression refused for its size: a multiplier beyond the
    /// limit has a small equivalent.
    package static let ratioNote =
        "a larger ratio is written the other way round, as a small multiplier: 'a.width = 1e-7 * b.width', not 'b.width = 1e7 * a.width'"

    /// Whether `value` is finite and no larger in magnitude than `maximumMagnitude`.
    @inlinable public static func admits(_ value: Double) -> Bool {
        // NaN compares false, so it is refused too.
        abs(value) <= maximumMagnitude
    }
}

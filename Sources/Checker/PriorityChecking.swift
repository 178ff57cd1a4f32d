import LayoutLexer
import LayoutIR
import LayoutParser
import LayoutSource

/// Checking a priority number against (0, 1000] as written, not only as rounded to a double.
///
/// A literal is read to its nearest double, and close to 1000 that can cross the line between
/// optional and required: `999.99999999999999` is below 1000 but reads as 1000.0. Where the
/// double lands on a bound (0 or 1000), the checker compares the literal's exact decimal value
/// instead, so a priority written below 1000 never becomes silently required (T018), and one
/// written above 1000 (`1000.00000000000001`) or above 0 (`1e-400`) is reported as written (T014).
extension Checker {
    /// The largest priority below required that a double holds: what a T018 fix-it writes.
    static let largestOptionalPriority = 1000.0.nextDown

    /// The priority `value` of the literal at `range`, or `nil` after reporting it (T014, T018).
    mutating func checkPriorityNumber(_ value: Double, at range: SourceRange) -> Double? {
        // The common case: strictly inside the bounds, where rounding cannot cross one.
        if value > 0 && value < 1000 { return value }
        let text = source.bytes[range.start..<range.end]
        let written = ExactDecimal(literal: text)
        let spelled = String(decoding: text, as: UTF8.self)
        if value == 1000 {
            guard let written, written != ExactDecimal(1000) else { return value }
            if written < ExactDecimal(1000) {
                let replacement = String(describing: Self.largestOptionalPriority)
                report(.error(
                    .priorityRoundsToRequired,
                    "priority \(spelled) is below 1000 but rounds to 1000, which is required",
                    at: span(range),
                    notes: [
                        "the highest optional priority a double holds is \(replacement); write 'required' for a required constraint",
                    ],
                    fixIts: [FixIt(span: span(range), replacement: replacement)]))
            } else {
                report(.error(
                    .priorityOutOfRange, "priority \(spelled) is outside (0, 1000]", at: span(range),
                    notes: ["use a number above 0 and at most 1000 (required)"]))
            }
            return nil
        }
        let shown = value == 0 && written.map { !$0.isZero } == true
            ? "\(spelled) rounds to 0, which" : "\(ConstraintPriority(value))"
        report(.error(
            .priorityOutOfRange, "priority \(shown) is outside (0, 1000]", at: span(range),
            notes: ["use a number above 0 and at most 1000 (required)"]))
        return nil
    }
}

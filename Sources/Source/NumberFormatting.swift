/// How numbers are printed: exactly for JSON, briefly for people.
package enum NumberFormatting {
    /// The largest magnitude below which integral doubles are exact integers and printed as such.
    private static let exactIntegerLimit = 9_007_199_254_740_992.0  // 2^53

    /// A JSON number: integral values without `.0`, never `-0`, otherwise the shortest text that
    /// reads back as the same double; `null` for NaN and infinities, which JSON cannot express.
    package static func json(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value == 0 { return "0" }
        if value == value.rounded(), abs(value) < exactIntegerLimit {
            return String(Int64(value))
        }
        // Swift's description is the shortest round-trip form, and its exponent form
        // (`1e-05`, `1e+20`) is valid JSON.
        return value.description
    }

    /// A number for a table: at most `fractionDigits` decimals, trailing zeros trimmed, never `-0`.
    package static func brief(_ value: Double, fractionDigits: Int = 3) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
        // Past 1e15 no decimal shows, and scaling a value near the double's largest would overflow.
        guard abs(value) < 1e15 else { return json(value) }
        var scale = 1.0
        for _ in 0..<fractionDigits { scale *= 10 }
        let rounded = (value * scale).rounded() / scale
        if rounded == 0 { return "0" }
        if rounded == rounded.rounded(), abs(rounded) < exactIntegerLimit {
            return String(Int64(rounded))
        }
        guard abs(rounded) < 1e15 else { return json(rounded) }
        // Exact decimal digits from the scaled integer, so no binary noise such as 0.30000000000000004.
        let scaled = Int64((abs(value) * scale).rounded())
        var integerPart = String(scaled / Int64(scale.rounded()))
        var fraction = String(scaled % Int64(scale.rounded()))
        fraction = String(repeating: "0", count: fractionDigits - fraction.count) + fraction
        while fraction.hasSuffix("0") { fraction.removeLast() }
        if value < 0 { integerPart = "-" + integerPart }
        return fraction.isEmpty ? integerPart : integerPart + "." + fraction
    }
}

/// Numbers spelled as a `.layout` file writes them, for printed syntax and messages.
package enum NumberSpelling {
    /// A number's shortest spelling that the lexer reads back as the same value.
    package static func shortest(_ value: Double) -> String {
        // Range first, so the conversion to Int64 cannot trap.
        if abs(value) < 1e15 && Double(Int64(value)) == value { return String(Int64(value)) }
        return "\(value)"
    }
}

/// Numbers spelled as a `.layout` file writes them, for printed syntax and messages.
package enum NumberSpelling {
    /// A number's shortest spelling that the lexer reads back as the same value: the one
    /// printer of numbers, `NumberFormatting.json`, for every finite value (a file's numbers
    /// are finite; anything else is spelt as Swift prints it, for messages).
    package static func shortest(_ value: Double) -> String {
        value.isFinite ? NumberFormatting.json(value) : "\(value)"
    }
}

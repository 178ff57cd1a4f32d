/// JSON text shared by every writer of JSON (the command line's documents, the language
/// server's messages, the preview's data): one escaping of strings, next to the one printer of
/// numbers (`NumberFormatting.json`).
package enum JSONText {
    /// `string` as a JSON string literal: quotes, backslashes and control characters escaped.
    ///
    /// U+2028 and U+2029 are escaped too, so the output is also safe to embed in JavaScript.
    package static func quoted(_ string: String) -> String {
        var result = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\u{08}": result += "\\b"
            case "\u{0C}": result += "\\f"
            case "\u{00}"..."\u{1F}", "\u{7F}", "\u{2028}", "\u{2029}":
                result += "\\u" + hex4(scalar.value)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    private static func hex4(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: false)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}

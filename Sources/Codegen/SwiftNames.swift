import LayoutSource

// Swift names for what a .layout file names: the generated type, parameters, properties.

/// Spelling names of a `.layout` file as Swift names.
enum SwiftNames {
    /// Swift's keywords: as a name, each must be written in backticks.
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public",
        "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue",
        "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw",
        "switch", "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws",
        "true", "try", "_", "consume", "copy", "discard", "borrowing", "consuming", "some", "any", "Type",
        "Protocol", "actor", "async", "each", "macro", "package", "nonisolated",
    ]

    /// Names that cannot be a local or parameter name in generated code even in backticks, or
    /// that the generated code itself uses: such a name gets a suffix inside the code (its
    /// label stays the name).
    static let unusableInside: Set<String> = ["self", "Self", "super", "init", "Type", "Protocol", "_", "constraints", "root"]

    /// `name`, in backticks where Swift needs them.
    static func escaped(_ name: String) -> String {
        keywords.contains(name) ? "`\(name)`" : name
    }

    /// The generated type's name for a file: UpperCamelCase of its base name, plus `Layout`
    /// (`feed-card.layout` is `FeedCardLayout`; a leading digit gets a `Layout` prefix).
    static func typeName(forFile path: String) -> String {
        var base = path.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? path
        if base.hasSuffix(".layout") { base.removeLast(".layout".count) }
        var words: [String] = []
        var current = ""
        for character in base {
            if character.isASCII && (character.isLetter || character.isNumber) {
                current.append(character)
            } else {
                // `-`, `_`, `.`, spaces and anything else Swift would not take break words.
                if !current.isEmpty { words.append(current) }
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        var name = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        if name.first?.isNumber == true { name = "Layout" + name }
        return name + "Layout"
    }

    /// A Swift string literal of `text`.
    static func stringLiteral(_ text: String) -> String {
        // Most text needs no escape: printable ASCII without quotes or backslashes.
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7f && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }) {
            return "\"" + text + "\""
        }
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7f {
                    result += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// A Swift literal for a finite number: as a `.layout` file spells it (integers without a
    /// fraction, others in their shortest round-trip form), which Swift reads alike.
    static func number(_ value: Double) -> String {
        NumberSpelling.shortest(value)
    }
}

/// Hands out distinct names within one scope, renaming on collision with a suffix.
struct NameScope {
    private var taken: Set<String>

    /// A scope in which `reserved` are already taken.
    init(reserved: Set<String> = []) {
        taken = reserved
    }

    /// `name` if free and usable, else `name + suffix`, then with a number.
    mutating func claim(_ name: String, suffix: String) -> String {
        var candidate = SwiftNames.unusableInside.contains(name) ? name + suffix : name
        if taken.contains(candidate) { candidate = name + suffix }
        var number = 2
        let stem = candidate
        while taken.contains(candidate) {
            candidate = stem + String(number)
            number += 1
        }
        taken.insert(candidate)
        return candidate
    }
}

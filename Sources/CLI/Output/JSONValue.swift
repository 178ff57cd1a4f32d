import LayoutSource

/// A JSON document built in memory and written with stable key order.
///
/// Objects keep their keys in the order given, so output is byte-identical from run to run.
enum JSONValue: Sendable {
    /// Members in the order they are written.
    case object([(key: String, value: JSONValue)])
    /// Elements in order.
    case array([JSONValue])
    /// A string, escaped when written.
    case string(String)
    /// A number, written as `NumberFormatting.json` says (never NaN, never `-0`).
    case number(Double)
    /// An integer, such as a line or column.
    case integer(Int)
    /// `true` or `false`.
    case bool(Bool)
    /// `null`.
    case null

    /// Objects of scalars with at most this many members, such as frames, stay on one line.
    private static let inlineMemberLimit = 6

    /// Whether this value holds no nested object or array (empty ones count as scalars).
    private var isScalar: Bool {
        switch self {
        case .object(let members): members.isEmpty
        case .array(let elements): elements.isEmpty
        default: true
        }
    }

    /// The document as text, ending in a newline.
    ///
    /// Arrays of scalars and small objects of scalars stay on one line (`{"x": 0, "y": 0}`); others
    /// put one member a line, indented by two spaces. Frames and related locations stay compact and
    /// diffs stay readable.
    func formatted() -> String {
        var text = ""
        write(to: &text, indent: 0)
        text += "\n"
        return text
    }

    private func write(to text: inout String, indent: Int) {
        switch self {
        case .object(let members):
            if members.isEmpty { text += "{}"; return }
            if members.count <= JSONValue.inlineMemberLimit, members.allSatisfy(\.value.isScalar) {
                text += "{"
                for (index, member) in members.enumerated() {
                    if index > 0 { text += ", " }
                    text += JSONText.quoted(member.key) + ": "
                    member.value.write(to: &text, indent: indent)
                }
                text += "}"
                return
            }
            let inner = String(repeating: "  ", count: indent + 1)
            text += "{\n"
            for (index, member) in members.enumerated() {
                text += inner + JSONText.quoted(member.key) + ": "
                member.value.write(to: &text, indent: indent + 1)
                text += index + 1 < members.count ? ",\n" : "\n"
            }
            text += String(repeating: "  ", count: indent) + "}"
        case .array(let elements):
            if elements.isEmpty { text += "[]"; return }
            if elements.allSatisfy(\.isScalar) {
                text += "[" + elements.map { $0.formattedInline() }.joined(separator: ", ") + "]"
                return
            }
            let inner = String(repeating: "  ", count: indent + 1)
            text += "[\n"
            for (index, element) in elements.enumerated() {
                text += inner
                element.write(to: &text, indent: indent + 1)
                text += index + 1 < elements.count ? ",\n" : "\n"
            }
            text += String(repeating: "  ", count: indent) + "]"
        case .string(let string): text += JSONText.quoted(string)
        case .number(let number): text += NumberFormatting.json(number)
        case .integer(let integer): text += String(integer)
        case .bool(let bool): text += bool ? "true" : "false"
        case .null: text += "null"
        }
    }

    private func formattedInline() -> String {
        var text = ""
        write(to: &text, indent: 0)
        return text
    }
}

extension JSONValue {
    /// An object from key-value pairs, in the order given.
    static func members(_ pairs: KeyValuePairs<String, JSONValue>) -> JSONValue {
        .object(pairs.map { (key: $0.key, value: $0.value) })
    }
}

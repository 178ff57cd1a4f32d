import LayoutSource

/// A JSON value, parsed and written by this module so that output is deterministic: objects are
/// written with their keys sorted, numbers without a fraction as integers.
public enum JSON: Hashable, Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number.
    case number(Double)
    /// A string.
    case string(String)
    /// An array.
    case array([JSON])
    /// An object; written with its keys sorted.
    case object([String: JSON])

    /// The member `key` of an object, nil for a missing member or a value that is not an object.
    public subscript(key: String) -> JSON? {
        guard case .object(let members) = self else { return nil }
        return members[key]
    }

    /// The string, if this is one.
    public var stringValue: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// The number, if this is one.
    public var numberValue: Double? {
        if case .number(let value) = self { return value }
        return nil
    }

    /// The number as an integer, if this is a number with no fraction within Int's range.
    public var intValue: Int? {
        guard case .number(let value) = self, value.rounded() == value, abs(value) < 9.0e15 else { return nil }
        return Int(value)
    }

    /// The Boolean, if this is one.
    public var boolValue: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    /// The elements, if this is an array.
    public var arrayValue: [JSON]? {
        if case .array(let value) = self { return value }
        return nil
    }

    /// An integer as a JSON number.
    public static func int(_ value: Int) -> JSON { .number(Double(value)) }

    /// The value as compact JSON text.
    public var serialized: String {
        var text = ""
        write(to: &text)
        return text
    }

    private func write(to text: inout String) {
        switch self {
        case .null: text += "null"
        case .bool(let value): text += value ? "true" : "false"
        case .number(let value):
            text += NumberFormatting.json(value)
        case .string(let value): JSON.writeQuoted(value, to: &text)
        case .array(let elements):
            text += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { text += "," }
                element.write(to: &text)
            }
            text += "]"
        case .object(let members):
            text += "{"
            for (index, key) in members.keys.sorted().enumerated() {
                if index > 0 { text += "," }
                JSON.writeQuoted(key, to: &text)
                text += ":"
                members[key, default: .null].write(to: &text)
            }
            text += "}"
        }
    }

    private static func writeQuoted(_ value: String, to text: inout String) {
        text += JSONText.quoted(value)
    }

    /// Parses `bytes` as one JSON value (RFC 8259), or nil if they are not valid JSON.
    public static func parse(_ bytes: [UInt8]) -> JSON? {
        var parser = JSONParser(bytes: bytes)
        return parser.parseDocument()
    }
}

/// A recursive-descent JSON parser over UTF-8 bytes, depth-limited so no input overflows the stack.
private struct JSONParser {
    let bytes: [UInt8]
    var index = 0
    var depth = 0
    static let maximumDepth = 200

    init(bytes: [UInt8]) { self.bytes = bytes }

    mutating func parseDocument() -> JSON? {
        guard let value = parseValue() else { return nil }
        skipWhitespace()
        return index == bytes.count ? value : nil
    }

    mutating func skipWhitespace() {
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    }

    mutating func consume(_ literal: String) -> Bool {
        let literalBytes = Array(literal.utf8)
        guard index + literalBytes.count <= bytes.count, Array(bytes[index..<index + literalBytes.count]) == literalBytes
        else { return false }
        index += literalBytes.count
        return true
    }

    mutating func parseValue() -> JSON? {
        skipWhitespace()
        guard index < bytes.count else { return nil }
        switch bytes[index] {
        case UInt8(ascii: "{"): return parseObject()
        case UInt8(ascii: "["): return parseArray()
        case UInt8(ascii: "\""): return parseString().map(JSON.string)
        case UInt8(ascii: "t"): return consume("true") ? .bool(true) : nil
        case UInt8(ascii: "f"): return consume("false") ? .bool(false) : nil
        case UInt8(ascii: "n"): return consume("null") ? .null : nil
        default: return parseNumber()
        }
    }

    mutating func parseObject() -> JSON? {
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.maximumDepth else { return nil }
        index += 1
        var members: [String: JSON] = [:]
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") { index += 1; return .object(members) }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\""), let key = parseString() else { return nil }
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return nil }
            index += 1
            guard let value = parseValue() else { return nil }
            members[key] = value
            skipWhitespace()
            guard index < bytes.count else { return nil }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "}") { index += 1; return .object(members) }
            return nil
        }
    }

    mutating func parseArray() -> JSON? {
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.maximumDepth else { return nil }
        index += 1
        var elements: [JSON] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") { index += 1; return .array(elements) }
        while true {
            guard let value = parseValue() else { return nil }
            elements.append(value)
            skipWhitespace()
            guard index < bytes.count else { return nil }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "]") { index += 1; return .array(elements) }
            return nil
        }
    }

    mutating func parseHex4() -> UInt32? {
        guard index + 4 <= bytes.count else { return nil }
        var value: UInt32 = 0
        for byte in bytes[index..<index + 4] {
            guard let digit = Character(UnicodeScalar(byte)).hexDigitValue else { return nil }
            value = value * 16 + UInt32(digit)
        }
        index += 4
        return value
    }

    mutating func parseString() -> String? {
        index += 1
        // Bytes are gathered and decoded once at the end: appending to a string run by run
        // copied it each time, which made a megabyte document take seconds.
        var utf8: [UInt8] = []
        var runStart = index
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                utf8.append(contentsOf: bytes[runStart..<index])
                index += 1
                return Self.decodeUTF8(utf8[...])
            }
            if byte < 0x20 { return nil }
            if byte != UInt8(ascii: "\\") { index += 1; continue }
            utf8.append(contentsOf: bytes[runStart..<index])
            guard index + 1 < bytes.count else { return nil }
            let escape = bytes[index + 1]
            index += 2
            let scalar: UnicodeScalar
            switch escape {
            case UInt8(ascii: "\""): scalar = "\""
            case UInt8(ascii: "\\"): scalar = "\\"
            case UInt8(ascii: "/"): scalar = "/"
            case UInt8(ascii: "b"): scalar = "\u{8}"
            case UInt8(ascii: "f"): scalar = "\u{C}"
            case UInt8(ascii: "n"): scalar = "\n"
            case UInt8(ascii: "r"): scalar = "\r"
            case UInt8(ascii: "t"): scalar = "\t"
            case UInt8(ascii: "u"):
                guard let unit = parseHex4() else { return nil }
                if (0xD800..<0xDC00).contains(unit) {
                    // A high surrogate must be followed by an escaped low one.
                    guard consume("\\u"), let low = parseHex4(), (0xDC00..<0xE000).contains(low),
                        let pair = UnicodeScalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00))
                    else { return nil }
                    scalar = pair
                } else {
                    guard let single = UnicodeScalar(unit) else { return nil }
                    scalar = single
                }
            default: return nil
            }
            utf8.append(contentsOf: String(scalar).utf8)
            runStart = index
        }
        return nil
    }

    /// `bytes` as a string, or nil if they are not valid UTF-8 (decoded, then compared, since
    /// `String(validating:)` is not available on every platform the package supports).
    static func decodeUTF8(_ bytes: ArraySlice<UInt8>) -> String? {
        let text = String(decoding: bytes, as: UTF8.self)
        return text.utf8.elementsEqual(bytes) ? text : nil
    }

    mutating func parseNumber() -> JSON? {
        let start = index
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
        let allowed: Set<UInt8> = Set("0123456789+-.eE".utf8)
        while index < bytes.count, allowed.contains(bytes[index]) { index += 1 }
        guard index > start, let text = Self.decodeUTF8(bytes[start..<index]),
            let first = text.utf8.last, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first),
            let value = Double(text), value.isFinite
        else { return nil }
        return .number(value)
    }
}

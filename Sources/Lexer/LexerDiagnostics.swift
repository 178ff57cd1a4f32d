import LayoutSource

extension Lexer {
    /// The diagnostic describing a bad token; `nil` for a token that is not bad.
    public static func diagnostic(for token: Token, in source: SourceFile) -> Diagnostic? {
        let span = source.span(token.range)
        let text = source.text(in: token.range)
        switch token.kind {
        case .badCharacter:
            let fixIts: [FixIt]
            let notes: [String]
            switch text {
            case "<", ">":
                fixIts = [FixIt(span: span, replacement: text + "=")]
                notes = ["relations are '=', '==', '>=' and '<='; did you mean '\(text)='?"]
            case "=>", "=<":
                let relation = String(text.reversed())
                fixIts = [FixIt(span: span, replacement: relation)]
                notes = ["relations are '=', '==', '>=' and '<='; did you mean '\(relation)'?"]
            case "\u{2212}", "\u{2013}", "\u{2014}":
                // A minus sign or a dash pasted from a document or a web page.
                fixIts = [FixIt(span: span, replacement: "-")]
                notes = ["'\(text)' (U+\(hexCode(of: text))) is not the minus of this language: write '-'"]
            case "#":
                fixIts = [FixIt(span: span, replacement: "//")]
                notes = ["comments start with '//' (or are written '/* ... */'), not '#'"]
            case "%":
                let number = percentage(before: token.start, in: source)
                fixIts = number.map { [FixIt(span: source.span(SourceRange(start: $0.start, end: token.end)), replacement: $0.fraction)] } ?? []
                notes = ["there are no percentages: multiply by a fraction, as in 'root.width * 0.5'"]
            default:
                fixIts = []
                notes = []
            }
            let scalars = text.unicodeScalars.count
            let message =
                text == "=>" || text == "=<"
                ? "unexpected '\(text)'"
                : scalars == 1
                ? "unexpected character '\(text)'"
                : "unexpected characters '\(scalars <= 40 ? text : String(String.UnicodeScalarView(text.unicodeScalars.prefix(40))) + "...")'"
            return .error(.unexpectedCharacter, message, at: span, notes: notes, fixIts: fixIts)
        case .invalidUTF8:
            let byte = token.start < source.bytes.count ? source.bytes[token.start] : 0
            let hex = String(byte, radix: 16, uppercase: true)
            let first = "0x" + (hex.count < 2 ? "0" + hex : hex)
            let message =
                token.range.length == 1
                ? "invalid UTF-8 byte \(first)" : "invalid UTF-8: \(token.range.length) bytes starting with \(first)"
            return .error(.invalidUTF8, message, at: span)
        case .unterminatedBlockComment:
            let opening = source.span(SourceRange(start: token.start, end: token.start + 2))
            return .error(
                .unterminatedBlockComment, "unterminated block comment", at: opening,
                notes: ["block comments end with '*/' and do not nest"])
        case .malformedNumber:
            if let size = sizeValue(text) {
                return sizeValueDiagnostic(token, width: size.width, height: size.height, in: source)
            }
            return .error(.malformedNumber, "malformed number '\(text)'", at: span, notes: [numberShapeNote(text)])
        case .nonFiniteNumber:
            return .error(.numberOutOfRange, "number '\(text)' is too large", at: span)
        case .unterminatedString:
            return unterminatedStringDiagnostic(for: token, in: source)
        default:
            return nil
        }
    }

    /// The code point of a one-scalar text, in hex (`2212`).
    private static func hexCode(of text: String) -> String {
        let value = text.unicodeScalars.first.map { String($0.value, radix: 16, uppercase: true) } ?? ""
        return String(repeating: "0", count: max(0, 4 - value.count)) + value
    }

    /// The number written right before a `%` at `end` (`50%`): where it starts and it as a
    /// fraction (`0.5`); nil when no plain number ends there.
    private static func percentage(before end: Int, in source: SourceFile) -> (start: Int, fraction: String)? {
        let bytes = source.bytes
        var start = end
        while start > 0, bytes[start - 1] >= UInt8(ascii: "0") && bytes[start - 1] <= UInt8(ascii: "9")
            || bytes[start - 1] == UInt8(ascii: ".")
        {
            start -= 1
        }
        guard start < end, start == 0 || !isNameByte(bytes[start - 1]),
            let value = Double(String(decoding: bytes[start..<end], as: UTF8.self)), value.isFinite
        else { return nil }
        return (start, NumberSpelling.shortest(value / 100))
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
    }

    /// `100x50` read as a width by a height: the two numbers' texts.
    private static func sizeValue(_ text: String) -> (width: String, height: String)? {
        let parts = text.split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]), width.isFinite,
            height.isFinite, parts.allSatisfy({ $0.first?.isNumber == true })
        else { return nil }
        return (String(parts[0]), String(parts[1]))
    }

    /// L004 for `100x50` where a number goes: a size is two equations here. When the whole
    /// statement is `v.size = 100x50`, the fix-it writes them.
    private static func sizeValueDiagnostic(_ token: Token, width: String, height: String, in source: SourceFile)
        -> Diagnostic
    {
        let text = source.text(in: token.range)
        var fixIts: [FixIt] = []
        if let view = sizeSubject(before: token.start, after: token.end, in: source) {
            fixIts = [FixIt(
                span: source.span(SourceRange(start: view.start, end: token.end)),
                replacement: "\(view.name).width = \(width); \(view.name).height = \(height)")]
        }
        return .error(
            .malformedNumber, "malformed number '\(text)'", at: source.span(token.range),
            notes: [
                "a size is two numbers, each its own equation: 'v.width = \(width)' and 'v.height = \(height)' ('x' separates values only in a property block, as in 'intrinsic \(width) x \(height)')",
            ],
            fixIts: fixIts)
    }

    /// The view of `NAME.size =` right before `start`, when the statement is just that and the
    /// number ending at `end`: where the name starts, and the name.
    private static func sizeSubject(before start: Int, after end: Int, in source: SourceFile) -> (start: Int, name: String)? {
        let bytes = source.bytes
        var after = end
        while after < bytes.count, bytes[after] == UInt8(ascii: " ") || bytes[after] == UInt8(ascii: "\t") { after += 1 }
        guard after == bytes.count || bytes[after] == UInt8(ascii: "\n") || bytes[after] == UInt8(ascii: "\r")
            || bytes[after] == UInt8(ascii: ";")
        else { return nil }
        var index = start
        func skipSpaces() { while index > 0, bytes[index - 1] == UInt8(ascii: " ") || bytes[index - 1] == UInt8(ascii: "\t") { index -= 1 } }
        skipSpaces()
        guard index > 0, bytes[index - 1] == UInt8(ascii: "=") else { return nil }
        index -= 1
        if index > 0, bytes[index - 1] == UInt8(ascii: "=") { index -= 1 }
        guard index == 0 || ![UInt8(ascii: "<"), UInt8(ascii: ">")].contains(bytes[index - 1]) else { return nil }
        skipSpaces()
        let suffix = Array(".size".utf8)
        guard index >= suffix.count, Array(bytes[(index - suffix.count)..<index]) == suffix else { return nil }
        index -= suffix.count
        let nameEnd = index
        while index > 0, isNameByte(bytes[index - 1]) { index -= 1 }
        guard index < nameEnd, !(bytes[index] >= UInt8(ascii: "0") && bytes[index] <= UInt8(ascii: "9")) else { return nil }
        var before = index
        while before > 0, bytes[before - 1] == UInt8(ascii: " ") || bytes[before - 1] == UInt8(ascii: "\t") { before -= 1 }
        guard before == 0 || bytes[before - 1] == UInt8(ascii: "\n") || bytes[before - 1] == UInt8(ascii: ";") else { return nil }
        return (index, String(decoding: bytes[index..<nameEnd], as: UTF8.self))
    }

    /// Explains what is wrong with a malformed number's text.
    private static func numberShapeNote(_ text: String) -> String {
        let bytes = Array(text.utf8)
        if let last = bytes.last, last == UInt8(ascii: ".") {
            return "a '.' in a number must be followed by digits"
        }
        if let last = bytes.last, [UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "+"), UInt8(ascii: "-")].contains(last) {
            return "an exponent needs digits, as in '1e3'"
        }
        if bytes.filter({ $0 == UInt8(ascii: ".") }).count > 1 {
            return "a number has at most one '.'"
        }
        return "numbers are digits with an optional fraction and exponent, as in '8', '0.5' or '1e3'"
    }
}

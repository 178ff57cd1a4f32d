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
            return .error(.malformedNumber, "malformed number '\(text)'", at: span, notes: [numberShapeNote(text)])
        case .nonFiniteNumber:
            return .error(.numberOutOfRange, "number '\(text)' is too large", at: span)
        case .unterminatedString:
            return unterminatedStringDiagnostic(for: token, in: source)
        default:
            return nil
        }
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

import LayoutLexer
import LayoutSource

/// Token access, text slicing, number values, and how tokens are named in messages.
extension Parser {
    var token: Token { tokens[index] }
    var kind: TokenKind { tokens[index].kind }
    /// The end of the token before the cursor (the statement's text so far).
    var previousEnd: Int { index > 0 ? tokens[index - 1].end : 0 }

    func text(_ range: SourceRange) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range.start..<range.end]), as: UTF8.self)
    }

    func identifier(_ token: Token) -> Identifier {
        Identifier(name: text(token.range), range: token.range)
    }

    /// The value of a number token (finite: the lexer flags the rest).
    func numberValue(_ range: SourceRange) -> Double {
        // Fast path: at most 15 significant digits and no exponent is exact in a double, and
        // one correctly rounded division by an exact power of ten gives the nearest double.
        var mantissa: UInt64 = 0
        var digits = 0
        var fractionDigits = 0
        var seenDot = false
        var isSimple = true
        for position in range.start..<range.end {
            let byte = bytes[position]
            if byte == UInt8(ascii: ".") {
                seenDot = true
            } else if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
                digits += 1
                if digits > 15 { isSimple = false; break }
                mantissa = mantissa * 10 + UInt64(byte - UInt8(ascii: "0"))
                if seenDot { fractionDigits += 1 }
            } else {
                isSimple = false
                break
            }
        }
        if isSimple { return Double(mantissa) / powersOfTen[fractionDigits] }
        return Double(text(range)) ?? 0
    }

    /// How a token is named in "found ..." messages.
    func describe(_ token: Token) -> String {
        switch token.kind {
        case .newline: return "end of line"
        case .endOfFile: return "end of file"
        case .identifier, .number: return "'\(shortened(text(token.range)))'"
        case let kind where kind.isKeyword: return "keyword '\(text(token.range))'"
        default: return "'\(shortened(text(token.range)))'"
        }
    }

    func shortened(_ text: String) -> String {
        text.unicodeScalars.count <= 40 ? text : String(String.UnicodeScalarView(text.unicodeScalars.prefix(40))) + "..."
    }

    /// Where a missing thing is reported: at the found token, or right after the previous token
    /// when what was found is the end of the line or file.
    func foundOffset(_ token: Token) -> Int {
        token.kind == .newline || token.kind == .endOfFile ? previousEnd : token.start
    }

    func spanForFound(_ token: Token) -> SourceSpan {
        if token.kind == .newline || token.kind == .endOfFile { return source.span(SourceRange(at: previousEnd)) }
        return source.span(token.range)
    }

    func keywordAsNameDiagnostic(_ token: Token) -> Diagnostic {
        let name = text(token.range)
        if token.kind == .keywordRoot {
            return .error(.keywordAsName, "'root' is declared implicitly and cannot be declared again", at: source.span(token.range))
        }
        return .error(.keywordAsName, "'\(name)' is a keyword and cannot name a view", at: source.span(token.range))
    }
}

private let powersOfTen: [Double] = (0...15).map { exponent in
    var value = 1.0
    for _ in 0..<exponent { value *= 10 }
    return value
}

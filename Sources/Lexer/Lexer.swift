import LayoutSource

/// Turns source bytes into tokens. It never throws and never stops: malformed input becomes a
/// bad token (see `TokenKind.isBad`), and `Lexer.diagnostic(for:in:)` describes it.
///
/// Trivia (spaces, tabs, carriage returns, comments, a leading byte-order mark) produce no
/// tokens. A block comment is trivia even when it spans lines: newlines inside it end nothing.
/// Newlines are tokens; whether one ends a statement is the parser's decision.
public enum Lexer {
    /// The tokens of `source`, ending with exactly one `.endOfFile` token.
    public static func tokens(of source: SourceFile) -> [Token] {
        source.bytes.withUnsafeBufferPointer { bytes in
            var scanner = Scanner(bytes: bytes)
            return scanner.scanAll()
        }
    }

    /// The tokens of `source` and a diagnostic for each bad token, in source order.
    public static func lex(_ source: SourceFile) -> LexResult {
        let tokens = tokens(of: source)
        var diagnostics: [Diagnostic] = []
        for token in tokens where token.kind.isBad {
            if let diagnostic = diagnostic(for: token, in: source) { diagnostics.append(diagnostic) }
        }
        return LexResult(tokens: tokens, diagnostics: diagnostics)
    }
}

/// The tokens of one file and the lexer's diagnostics.
public struct LexResult: Sendable {
    /// Every token, ending with `.endOfFile`.
    public var tokens: [Token]
    /// One diagnostic per bad token, in source order.
    public var diagnostics: [Diagnostic]

    /// Creates a result.
    public init(tokens: [Token], diagnostics: [Diagnostic]) {
        self.tokens = tokens
        self.diagnostics = diagnostics
    }
}

/// A cursor over the bytes: `peek`, `bump`, `eat(while:)`, with 0 as the end sentinel.
private struct Scanner {
    let bytes: UnsafeBufferPointer<UInt8>
    var position = 0

    init(bytes: UnsafeBufferPointer<UInt8>) {
        // Offsets are stored in 32 bits; a larger file is lexed up to that limit only.
        self.bytes = UnsafeBufferPointer(rebasing: bytes[0..<min(bytes.count, Int(UInt32.max) - 1)])
    }

    /// The byte `ahead` places past the cursor, or 0 past the end.
    @inline(__always) func peek(_ ahead: Int = 0) -> UInt8 {
        let index = position + ahead
        return index < bytes.count ? bytes[index] : 0
    }

    @inline(__always) var isAtEnd: Bool { position >= bytes.count }

    @inline(__always) mutating func eat(while predicate: (UInt8) -> Bool) {
        // A local cursor, stored once: stepping `position` itself wrote it back to memory on
        // every byte.
        var end = position
        while end < bytes.count && predicate(bytes[end]) { end += 1 }
        position = end
    }

    mutating func scanAll() -> [Token] {
        if peek() == 0xEF && peek(1) == 0xBB && peek(2) == 0xBF { position = 3 }
        // Layout files run at three to four bytes a token; room for one every three bytes
        // avoids regrowth copies (and the doubled peak memory) of a growing array. Tokens are
        // written through a pointer into that room, sparing each append its uniqueness and
        // capacity checks; a file denser than the estimate continues in a further array.
        var tokens = scanChunk(capacity: bytes.count / 3 + 16)
        while tokens.last?.kind != .endOfFile {
            tokens += scanChunk(capacity: (bytes.count - position) / 2 + 16)
        }
        return tokens
    }

    /// Scans tokens into a new array of `capacity` until it is full or the end-of-file token
    /// is in it.
    private mutating func scanChunk(capacity: Int) -> [Token] {
        [Token](unsafeUninitializedCapacity: capacity) { buffer, count in
            LargeBuffers.adviseHugePages(for: buffer)
            while count < buffer.count {
                skipTrivia()
                let start = position
                if isAtEnd {
                    buffer.initializeElement(at: count, to: Token(.endOfFile, start: start, end: start))
                    count += 1
                    return
                }
                let kind = scanToken()
                buffer.initializeElement(at: count, to: Token(kind, start: start, end: position))
                count += 1
            }
        }
    }

    /// Skips spaces, tabs, carriage returns and terminated comments.
    mutating func skipTrivia() {
        while !isAtEnd {
            switch peek() {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), 0x0B, 0x0C:
                position += 1
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
                eat { $0 != UInt8(ascii: "\n") }
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
                // Only a terminated comment is trivia; an unterminated one is a bad token.
                guard let end = blockCommentEnd(from: position + 2) else { return }
                position = end
            default:
                return
            }
        }
    }

    /// The offset just past the `*/` closing a block comment whose body starts at `offset`.
    func blockCommentEnd(from offset: Int) -> Int? {
        var index = offset
        while index + 1 < bytes.count {
            if bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/") { return index + 2 }
            index += 1
        }
        return nil
    }

    /// Scans one token starting at the cursor (not at the end, not at trivia).
    mutating func scanToken() -> TokenKind {
        let byte = peek()
        position += 1
        switch byte {
        case UInt8(ascii: "\n"): return .newline
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"):
            let start = position - 1
            eat(while: isIdentifierByte)
            return TokenKind.keyword(spelledBy: UnsafeBufferPointer(rebasing: bytes[start..<position])) ?? .identifier
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            position -= 1
            return scanNumber()
        case UInt8(ascii: "."): return .dot
        case UInt8(ascii: ","): return .comma
        case UInt8(ascii: ";"): return .semicolon
        case UInt8(ascii: "("): return .leftParenthesis
        case UInt8(ascii: ")"): return .rightParenthesis
        case UInt8(ascii: "["): return .leftBracket
        case UInt8(ascii: "]"): return .rightBracket
        case UInt8(ascii: "{"): return .leftBrace
        case UInt8(ascii: "}"): return .rightBrace
        case UInt8(ascii: "~"): return .tilde
        case UInt8(ascii: "+"): return .plus
        case UInt8(ascii: "-"): return .minus
        case UInt8(ascii: "*"): return .star
        case UInt8(ascii: "/"):
            if peek() == UInt8(ascii: "*") {
                // skipTrivia left it here, so the comment is unterminated: it runs to the end.
                position = bytes.count
                return .unterminatedBlockComment
            }
            return .slash
        case UInt8(ascii: "@"): return .at
        case UInt8(ascii: "\""): return scanString()
        case UInt8(ascii: "="):
            if peek() == UInt8(ascii: "=") { position += 1; return .equalEqual }
            // `=>` and `=<` are common slips for `>=` and `<=`: one bad token, with a fix-it.
            if peek() == UInt8(ascii: ">") || peek() == UInt8(ascii: "<") { position += 1; return .badCharacter }
            return .equal
        case UInt8(ascii: ">"):
            if peek() == UInt8(ascii: "=") { position += 1; return .greaterThanOrEqual }
            return .badCharacter
        case UInt8(ascii: "<"):
            if peek() == UInt8(ascii: "=") { position += 1; return .lessThanOrEqual }
            return .badCharacter
        case 0..<0x80:
            eatBadCharacters()
            return .badCharacter
        default:
            position -= 1
            return scanNonASCII()
        }
    }

    /// Extends a bad-character token over the bad characters right after it, so a run of junk
    /// is one token and one error (and a file of junk costs one token, not one per byte).
    mutating func eatBadCharacters() {
        while !isAtEnd {
            let byte = peek()
            if byte < 0x80 {
                guard isBadASCII(byte) else { return }
                position += 1
            } else {
                let length = validScalarLength(at: position)
                guard length > 0 else { return }
                position += length
            }
        }
    }

    /// Scans a number: digits, then optionally `.` digits, then optionally `e` [sign] digits.
    ///
    /// Any letters, digits, `_` or `.digit` run glued to its end make the whole run one
    /// malformed-number token, so `1.2.3` and `12px` each give exactly one error.
    mutating func scanNumber() -> TokenKind {
        let start = position
        var isMalformed = false
        eat(while: isDigit)
        if peek() == UInt8(ascii: ".") {
            position += 1
            if isDigit(peek()) { eat(while: isDigit) } else { isMalformed = true }
        }
        var hasExponent = false
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            hasExponent = true
            position += 1
            if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { position += 1 }
            if isDigit(peek()) { eat(while: isDigit) } else { isMalformed = true }
        }
        // Swallow glued junk: `12px`, `1.2.3`, `1e5e5`.
        while !isAtEnd {
            if isIdentifierByte(peek()) {
                isMalformed = true
                position += 1
            } else if peek() == UInt8(ascii: ".") && isDigit(peek(1)) {
                isMalformed = true
                position += 1
            } else {
                break
            }
        }
        if isMalformed { return .malformedNumber }
        // Only an exponent or a very long run of digits can overflow a double.
        if hasExponent || position - start > 300 {
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
            guard let value = Double(text), value.isFinite else { return .nonFiniteNumber }
        }
        return .number
    }

    /// Scans a string literal after its opening `"`: up to the closing `"` on the same line. With
    /// no closing quote, the token stops before the line's end, so the next line lexes normally.
    mutating func scanString() -> TokenKind {
        while !isAtEnd {
            switch peek() {
            case UInt8(ascii: "\""):
                position += 1
                return .string
            case UInt8(ascii: "\n"):
                return .unterminatedString
            case UInt8(ascii: "\r") where peek(1) == UInt8(ascii: "\n"):
                return .unterminatedString
            default:
                position += 1
            }
        }
        return .unterminatedString
    }

    /// Scans a run of bad characters starting with a non-ASCII scalar, or a run of bytes that
    /// are not UTF-8.
    mutating func scanNonASCII() -> TokenKind {
        let length = validScalarLength(at: position)
        if length == 0 {
            // One token for the whole run of bytes that are not UTF-8.
            position += 1
            while !isAtEnd && peek() >= 0x80 && validScalarLength(at: position) == 0 { position += 1 }
            return .invalidUTF8
        }
        position += length
        eatBadCharacters()
        return .badCharacter
    }

    /// The length of the well-formed UTF-8 scalar at `offset`, or 0 if it is not one.
    func validScalarLength(at offset: Int) -> Int {
        let lead = bytes[offset]
        let length: Int
        var low: UInt8 = 0x80
        var high: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; low = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; high = 0x9F
        case 0xF0: length = 4; low = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; high = 0x8F
        default: return 0
        }
        guard offset + length <= bytes.count else { return 0 }
        // Only the second byte has a restricted range; the rest are plain continuation bytes.
        let second = bytes[offset + 1]
        guard second >= low && second <= high else { return 0 }
        for index in (offset + 2)..<(offset + length) where bytes[index] & 0xC0 != 0x80 { return 0 }
        return length
    }
}

@inline(__always) private func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
}

/// Whether an ASCII byte starts no token and is not whitespace (`<` and `>` are excluded: they
/// start `<=` and `>=` and get their own diagnostic).
@inline(__always) private func isBadASCII(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: " "), UInt8(ascii: "\t"),
        UInt8(ascii: "\r"), UInt8(ascii: "\n"), 0x0B, 0x0C, UInt8(ascii: "."), UInt8(ascii: ","), UInt8(ascii: ";"),
        UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "*"), UInt8(ascii: "/"),
        UInt8(ascii: "@"), UInt8(ascii: "="), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "["),
        UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "~"), UInt8(ascii: "\""):
        false
    default:
        true
    }
}

@inline(__always) private func isIdentifierByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
        true
    default:
        false
    }
}

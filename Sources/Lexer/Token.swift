import LayoutSource

/// What kind of token a `Token` is; malformed input is a kind of its own, never an exception.
public enum TokenKind: UInt8, Hashable, Sendable, CaseIterable {
    /// A name: `[A-Za-z_][A-Za-z0-9_]*` that is not a keyword.
    case identifier
    /// A decimal number with optional fraction and exponent, finite: `8`, `0.5`, `1e3`.
    case number

    /// The keyword `view`.
    case keywordView
    /// The keyword `flex`.
    case keywordFlex
    /// The keyword `root`, the implicit container view.
    case keywordRoot
    /// The priority keyword `required` (1000).
    case keywordRequired
    /// The priority keyword `high` (750).
    case keywordHigh
    /// The priority keyword `medium` (500).
    case keywordMedium
    /// The priority keyword `low` (250).
    case keywordLow

    /// `.`
    case dot
    /// `,`
    case comma
    /// `;`, which ends a statement.
    case semicolon
    /// `(`
    case leftParenthesis
    /// `)`
    case rightParenthesis
    /// `[`, which opens a constraint's name.
    case leftBracket
    /// `]`, which closes a constraint's name.
    case rightBracket
    /// `{`, which opens a view's property block.
    case leftBrace
    /// `}`, which closes a view's property block.
    case rightBrace
    /// `~`, which introduces a priority like `@`.
    case tilde
    /// `+`
    case plus
    /// `-`
    case minus
    /// `*`
    case star
    /// `/`
    case slash
    /// `@`, which introduces a priority.
    case at
    /// `=`
    case equal
    /// `==`
    case equalEqual
    /// `>=`
    case greaterThanOrEqual
    /// `<=`
    case lessThanOrEqual

    /// A string literal, `"base.layout"`: the text between double quotes on one line, no escapes
    /// (the path of a `use` statement).
    case string

    /// A line feed, which ends a statement outside parentheses (the parser decides, see grammar.md).
    case newline
    /// The end of the file; always the last token, with an empty range.
    case endOfFile

    /// A character, or run of them, that starts no token (`#`, `<` alone, `=>`, a non-ASCII letter): bad.
    case badCharacter
    /// A byte sequence that is not UTF-8: bad.
    case invalidUTF8
    /// `/*` with no closing `*/`; the token runs to the end of the file: bad.
    case unterminatedBlockComment
    /// A number with a missing part or trailing junk (`1e`, `1.2.3`, `1.`, `12px`): bad.
    case malformedNumber
    /// A well-formed number too large for a double (`1e999`): bad.
    case nonFiniteNumber
    /// A `"` with no closing `"` before the end of its line; the token runs to the line's end: bad.
    case unterminatedString

    /// Whether the token is malformed input; the lexer reports each one with a diagnostic.
    public var isBad: Bool { rawValue >= TokenKind.badCharacter.rawValue }

    /// Whether the token is one of the keywords.
    public var isKeyword: Bool {
        rawValue >= TokenKind.keywordView.rawValue && rawValue <= TokenKind.keywordLow.rawValue
    }

    /// Whether the token is a relation operator: `=`, `==`, `>=` or `<=`.
    public var isRelation: Bool {
        rawValue >= TokenKind.equal.rawValue && rawValue <= TokenKind.lessThanOrEqual.rawValue
    }

    /// The fixed spelling of keywords and punctuation; `nil` for kinds whose text varies.
    public var spelling: String? {
        switch self {
        case .keywordView: "view"
        case .keywordFlex: "flex"
        case .keywordRoot: "root"
        case .keywordRequired: "required"
        case .keywordHigh: "high"
        case .keywordMedium: "medium"
        case .keywordLow: "low"
        case .dot: "."
        case .comma: ","
        case .semicolon: ";"
        case .leftParenthesis: "("
        case .rightParenthesis: ")"
        case .leftBracket: "["
        case .rightBracket: "]"
        case .leftBrace: "{"
        case .rightBrace: "}"
        case .tilde: "~"
        case .plus: "+"
        case .minus: "-"
        case .star: "*"
        case .slash: "/"
        case .at: "@"
        case .equal: "="
        case .equalEqual: "=="
        case .greaterThanOrEqual: ">="
        case .lessThanOrEqual: "<="
        default: nil
        }
    }

    /// The keyword spelled by `text`, if any.
    public static func keyword<Bytes: Collection<UInt8>>(spelledBy text: Bytes) -> TokenKind? {
        // Identifiers are frequent and keywords rare: rule most names out by length and first
        // byte, then compare the (at most eight) bytes packed little-endian into one integer.
        guard let first = text.first else { return nil }
        let candidate: TokenKind
        let spelling: UInt64
        switch (text.count, first) {
        case (4, UInt8(ascii: "v")): (candidate, spelling) = (.keywordView, 0x7765_6976)
        case (4, UInt8(ascii: "f")): (candidate, spelling) = (.keywordFlex, 0x7865_6c66)
        case (4, UInt8(ascii: "r")): (candidate, spelling) = (.keywordRoot, 0x746f_6f72)
        case (8, UInt8(ascii: "r")): (candidate, spelling) = (.keywordRequired, 0x6465_7269_7571_6572)
        case (4, UInt8(ascii: "h")): (candidate, spelling) = (.keywordHigh, 0x6867_6968)
        case (6, UInt8(ascii: "m")): (candidate, spelling) = (.keywordMedium, 0x6d75_6964_656d)
        case (3, UInt8(ascii: "l")): (candidate, spelling) = (.keywordLow, 0x77_6f6c)
        default: return nil
        }
        var packed: UInt64 = 0
        var shift: UInt64 = 0
        for byte in text {
            packed |= UInt64(byte) << shift
            shift += 8
        }
        return packed == spelling ? candidate : nil
    }
}

/// A token: a kind and a byte range, with no copy of the text (the caller slices the source).
///
/// Offsets are stored in 32 bits to keep the token array small; `Lexer` clamps larger files.
public struct Token: Hashable, Sendable {
    /// What the token is.
    public var kind: TokenKind
    /// The offset of the token's first byte.
    private var storedStart: UInt32
    /// The number of bytes the token covers.
    private var storedLength: UInt32

    /// Creates a token of `kind` covering `range`.
    public init(_ kind: TokenKind, _ range: SourceRange) {
        self.kind = kind
        self.storedStart = UInt32(clamping: range.start)
        self.storedLength = UInt32(clamping: range.length)
    }

    /// Creates a token of `kind` from `start` to `end`, offsets the lexer has already limited
    /// to 32 bits (so no clamping is needed).
    init(_ kind: TokenKind, start: Int, end: Int) {
        self.kind = kind
        self.storedStart = UInt32(truncatingIfNeeded: start)
        self.storedLength = UInt32(truncatingIfNeeded: end - start)
    }

    /// The offset of the token's first byte.
    public var start: Int { Int(storedStart) }
    /// The offset just past the token's last byte.
    public var end: Int { Int(storedStart) + Int(storedLength) }
    /// The bytes the token covers.
    public var range: SourceRange { SourceRange(start: start, end: end) }
}

import LayoutLexer
import LayoutSource

/// Parsing composition (see grammar.md, "Composition"): `use "file"`, `clear a, b` and
/// `override { ... }`. None of the three words is a keyword: each starts its statement only when
/// followed by what no equation can hold there, so views named `use`, `clear` or `override` keep
/// working (`use.left = 0`).
extension Parser {
    /// Which composition statement, if any, starts at the cursor.
    enum CompositionStart {
        case use, clear, override
        /// `hide NAME` and `show NAME` (VisibilitySyntax.swift): contextual words like these.
        case hide, show
        /// `let NAME` (LetSyntax.swift).
        case `let`
    }

    /// The composition statement starting at the cursor, judged from the word and the token after it.
    var compositionStart: CompositionStart? {
        guard kind == .identifier, index + 1 < tokens.count else { return nil }
        let length = token.end - token.start
        // Rule out most names by length and first byte before making any text.
        guard length == 3 || length == 4 || length == 5 || length == 8 else { return nil }
        let next = tokens[index + 1].kind
        switch bytes[token.start] {
        case UInt8(ascii: "u") where spells("use"):
            // `use base` (a forgotten quote) can be no equation either: it is a malformed `use`.
            return next == .string || next == .unterminatedString || next == .identifier ? .use : nil
        case UInt8(ascii: "l") where spells("let"):
            return next == .identifier ? .let : nil
        case UInt8(ascii: "c") where spells("clear"):
            return next == .identifier || next == .keywordRoot ? .clear : nil
        case UInt8(ascii: "o") where spells("override"):
            return next == .leftBrace ? .override : nil
        case UInt8(ascii: "h") where spells("hide"):
            return next == .identifier || next == .keywordRoot ? .hide : nil
        case UInt8(ascii: "s") where spells("show"):
            return next == .identifier || next == .keywordRoot ? .show : nil
        default:
            return nil
        }
    }

    /// Whether the current token's bytes are exactly `word`'s, compared without making a string.
    private func spells(_ word: StaticString) -> Bool {
        let length = token.end - token.start
        guard length == word.utf8CodeUnitCount else { return false }
        let spelling = UnsafeBufferPointer(start: word.utf8Start, count: length)
        return UnsafeBufferPointer(rebasing: bytes[token.start..<token.end]).elementsEqual(spelling)
    }

    /// `use "path"`.
    mutating func parseUse() -> Statement {
        let keyword = token
        index += 1
        let current = token
        switch current.kind {
        case .string:
            index += 1
            let path = text(SourceRange(start: current.start + 1, end: current.end - 1))
            guard !path.isEmpty else {
                report(.error(.malformedUse, "the path after 'use' is empty", at: source.span(current.range)))
                return .bad(BadSyntax(range: SourceRange(start: keyword.start, end: current.end)))
            }
            return .use(UseSyntax(
                keywordRange: keyword.range, path: path, pathRange: current.range,
                range: SourceRange(start: keyword.start, end: current.end)))
        case .unterminatedString:
            _ = reportBadToken(current)
        default:
            report(.error(
                .malformedUse, "expected a quoted path after 'use', found \(describe(current))",
                at: spanForFound(current), notes: ["write the path in double quotes: 'use \"base.layout\"'"]))
        }
        return .bad(BadSyntax(range: SourceRange(start: keyword.start, end: previousEnd)))
    }

    /// `clear NAME {, NAME}`; the names are views or `root`.
    mutating func parseClear() -> Statement {
        let keyword = token
        index += 1
        let views = parseViewNameList(after: "clear", malformed: .malformedClear, example: "clear title, body")
        let range = SourceRange(start: keyword.start, end: previousEnd)
        if statementFailed { return .bad(BadSyntax(range: range)) }
        return .clear(ClearSyntax(keywordRange: keyword.range, views: views, range: range))
    }

    /// `NAME {, NAME}` to the end of the statement, after the word `word` (`clear`, `hide`,
    /// `show`): views or `root`. A malformed list is one `malformed` error, and the statement
    /// is marked failed.
    mutating func parseViewNameList(after word: String, malformed: DiagnosticCode, example: String) -> [Identifier] {
        var views: [Identifier] = []
        var expectsName = true
        loop: while true {
            let current = token
            switch current.kind {
            case .identifier where expectsName, .keywordRoot where expectsName:
                views.append(identifier(current))
                expectsName = false
            case .comma where !expectsName:
                expectsName = true
            case .newline, .semicolon, .endOfFile, .rightBrace:
                if expectsName {
                    report(.error(
                        malformed, "expected a view name after \(views.isEmpty ? "'\(word)'" : "','"), found \(describe(current))",
                        at: spanForFound(current)))
                }
                break loop
            default:
                if !reportBadToken(current) {
                    report(.error(
                        malformed,
                        expectsName
                            ? "expected a view name, found \(describe(current))"
                            : "expected ',' or end of statement, found \(describe(current))",
                        at: spanForFound(current), notes: ["'\(word)' takes a list of views: '\(example)'"]))
                }
                break loop
            }
            index += 1
        }
        return views
    }

    /// `override { statements }`, through the shared statement block parser.
    mutating func parseOverride() -> Statement {
        let keyword = token
        index += 1
        let body = parseStatementBlock(for: "override block") { $0.parseBlockStatement() }
        return .override(OverrideSyntax(
            keywordRange: keyword.range, body: body, range: SourceRange(start: keyword.start, end: body.range.end)))
    }
}

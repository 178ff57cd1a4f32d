import LayoutLexer
import LayoutParser
import LayoutSource

/// Formats .layout source text in the canonical style.
///
/// The formatter works on the lexer's tokens and the trivia between them (comments, blank lines),
/// not on the syntax tree, which keeps no comments: every token is printed as written, in the
/// author's order, and only the whitespace between tokens is decided here (grammar.md,
/// "Formatting"). A statement the formatter knows nothing about is therefore still printed, token
/// by token, with the default spacing.
public enum LayoutFormatter {
    /// The column a line should stay within: property blocks written on one line stay on one line
    /// only up to here, and longer lists of plain view names are split into further declarations.
    public static let lineWidth = 100
    /// The spaces one level of `{ }` indents by; a line continued inside parentheses indents once more.
    public static let indentWidth = 4

    /// The formatted text of `source`, or its syntax errors when it does not parse cleanly.
    public static func format(_ source: SourceFile) -> FormatResult {
        let tokens = Lexer.tokens(of: source)
        let parsed = parse(source, tokens: tokens)
        // Only a clean parse is formatted: the printer relies on the statements being well formed
        // (a stray `{` or an unterminated comment would move text between statements).
        guard !parsed.diagnostics.contains(where: { $0.severity == .error }) else {
            return .syntaxErrors(parsed.diagnostics)
        }
        // Bytes that are not UTF-8 inside a comment are trivia to the lexer, but a `String`
        // cannot hold them: refuse the file (L002) rather than change its bytes.
        if let invalid = firstInvalidUTF8(in: source.bytes), let diagnostic = Lexer.diagnostic(for: invalid, in: source) {
            return .syntaxErrors([diagnostic])
        }
        var printer = FormatPrinter(source: source, tokens: tokens)
        return .formatted(printer.print())
    }

    /// An invalid-UTF-8 token covering the first bytes of `bytes` that are not UTF-8, if any.
    private static func firstInvalidUTF8(in bytes: [UInt8]) -> Token? {
        var index = 0
        while index < bytes.count {
            // ASCII, nearly all of a layout file, needs no decoding.
            if bytes[index] < 0x80 {
                index += 1
                continue
            }
            var iterator = bytes[index...].makeIterator()
            var parser = Unicode.UTF8.ForwardParser()
            switch parser.parseScalar(from: &iterator) {
            case .valid(let scalar): index += scalar.count
            case .error(let length): return Token(.invalidUTF8, SourceRange(start: index, end: index + length))
            case .emptyInput: return nil
            }
        }
        return nil
    }
}

/// The outcome of formatting one file.
public enum FormatResult: Sendable, Equatable {
    /// The file parsed cleanly; this is its text in the canonical style.
    case formatted(String)
    /// The file has syntax errors (the parser's diagnostics, errors among them); nothing is formatted.
    case syntaxErrors([Diagnostic])
}

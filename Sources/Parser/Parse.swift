import LayoutLexer
import LayoutSource

/// The result of parsing one file: always a tree, and every diagnostic found on the way.
public struct ParseResult: Sendable {
    /// The syntax tree; invalid parts are `.bad` placeholders.
    public var tree: SyntaxTree
    /// Lexer and parser diagnostics, in source order, at most one per statement, capped (`P010`).
    public var diagnostics: [Diagnostic]

    /// Creates a result.
    public init(tree: SyntaxTree, diagnostics: [Diagnostic]) {
        self.tree = tree
        self.diagnostics = diagnostics
    }
}

/// Parses `source` into a syntax tree; never fails, even for garbage input.
public func parse(_ source: SourceFile) -> ParseResult {
    parse(source, tokens: Lexer.tokens(of: source))
}

/// Parses `source` from tokens already lexed from it (so a benchmark can time the phases apart).
public func parse(_ source: SourceFile, tokens: [Token]) -> ParseResult {
    parse(source, tokens: tokens, usesFlatStorage: true)
}

/// Parses `source` from its tokens; without `usesFlatStorage`, every statement is stored boxed,
/// which tests compare with the flat storage.
func parse(_ source: SourceFile, tokens: [Token], usesFlatStorage: Bool) -> ParseResult {
    // The parser relies on a final end-of-file token; anything else is re-lexed.
    guard tokens.last?.kind == .endOfFile else {
        return parse(source, tokens: Lexer.tokens(of: source), usesFlatStorage: usesFlatStorage)
    }
    return source.bytes.withUnsafeBufferPointer { bytes in
        tokens.withUnsafeBufferPointer { tokenBuffer in
            var parser = Parser(source: source, bytes: bytes, tokens: tokenBuffer)
            parser.usesFlatStorage = usesFlatStorage
            let tree = parser.parseFile()
            return ParseResult(tree: tree, diagnostics: parser.diagnostics)
        }
    }
}

import LayoutLexer

/// The result of parsing one file: always a tree, and every diagnostic found on the way.
public struct ParseResult: Sendable {
    /// The syntax tree; invalid parts are `.bad` placeholders.
    public var tree: SyntaxTree
    /// Lexer and parser diagnostics, in source order, capped (see `P010`).
    public var diagnostics: [Diagnostic]

    /// Creates a result.
    public init(tree: SyntaxTree, diagnostics: [Diagnostic]) {
        self.tree = tree
        self.diagnostics = diagnostics
    }
}

/// Parses `source` into a syntax tree; never fails, even for garbage input.
public func parse(_ source: SourceFile) -> ParseResult {
    ParseResult(tree: SyntaxTree(statements: [], range: SourceRange(start: 0, end: source.bytes.count)), diagnostics: [])
}

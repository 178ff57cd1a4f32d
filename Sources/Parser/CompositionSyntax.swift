import LayoutSource

// Syntax of composition (see grammar.md, "Composition"): `use "file"`, `clear VIEW, ...` and
// `override { ... }`. The words are contextual, as `guide` is: a view may still be called `use`,
// `clear` or `override`, because only `use "`, `clear NAME` and `override {` start these statements.

/// `use "path"`: includes another file at this point.
public struct UseSyntax: Hashable, Sendable {
    /// The word `use`.
    public var keywordRange: SourceRange
    /// The path as written, without its quotes; relative to the including file.
    public var path: String
    /// The string literal, quotes included.
    public var pathRange: SourceRange
    /// The whole statement.
    public var range: SourceRange

    /// Creates a `use` statement.
    public init(keywordRange: SourceRange, path: String, pathRange: SourceRange, range: SourceRange) {
        self.keywordRange = keywordRange
        self.path = path
        self.pathRange = pathRange
        self.range = range
    }
}

/// `clear a, b`: drops every earlier constraint that involves one of the views.
public struct ClearSyntax: Hashable, Sendable {
    /// The word `clear`.
    public var keywordRange: SourceRange
    /// The views to clear, in order (`root` included when written).
    public var views: [Identifier]
    /// Whether a syntax error cut the list short (already reported); the statement is then ignored.
    public var isIncomplete: Bool
    /// The whole statement.
    public var range: SourceRange

    /// Creates a `clear` statement.
    public init(keywordRange: SourceRange, views: [Identifier], isIncomplete: Bool = false, range: SourceRange) {
        self.keywordRange = keywordRange
        self.views = views
        self.isIncomplete = isIncomplete
        self.range = range
    }
}

/// `override { statements }`: constraints that replace earlier ones on the same attribute of the
/// same view with the same relation, even in the same file.
public struct OverrideSyntax: Hashable, Sendable {
    /// The word `override`.
    public var keywordRange: SourceRange
    /// The block of statements (the shared statement block, Parser+Blocks.swift).
    public var body: StatementBlockSyntax
    /// The whole statement, `override` to `}`.
    public var range: SourceRange

    /// Creates an `override` block.
    public init(keywordRange: SourceRange, body: StatementBlockSyntax, range: SourceRange) {
        self.keywordRange = keywordRange
        self.body = body
        self.range = range
    }

    /// The statements inside the braces, in order.
    public var statements: [Statement] { body.statements }

    /// Whether the block or a statement inside it, at any depth, holds invalid syntax (already reported).
    public var containsBadSyntax: Bool { body.containsBadSyntax }
}

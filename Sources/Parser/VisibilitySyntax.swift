import LayoutLexer
import LayoutSource

// Syntax of `hide a, b` and `show a, b` (see grammar.md, "Hidden views"). Neither word is a
// keyword: each starts its statement only when a name follows, so views named `hide` or `show`
// keep working (`hide.left = 0`).

/// `hide a, b` or `show a, b`: hides or shows views from this point on, in the variant the
/// statement is in.
public struct VisibilitySyntax: Hashable, Sendable {
    /// Whether this is `hide` (true) or `show` (false).
    public var hides: Bool
    /// The word `hide` or `show`.
    public var keywordRange: SourceRange
    /// The views, in order (`root` included when written, for its diagnostic).
    public var views: [Identifier]
    /// The whole statement.
    public var range: SourceRange

    /// Creates a `hide` or `show` statement.
    public init(hides: Bool, keywordRange: SourceRange, views: [Identifier], range: SourceRange) {
        self.hides = hides
        self.keywordRange = keywordRange
        self.views = views
        self.range = range
    }

    /// The statement's word: `hide` or `show`.
    public var keyword: String { hides ? "hide" : "show" }
}

extension Parser {
    /// `hide NAME {, NAME}` or `show NAME {, NAME}`; a malformed list is U008's sibling Y001.
    mutating func parseVisibility(hides: Bool) -> Statement {
        let keyword = token
        let word = hides ? "hide" : "show"
        index += 1
        // `hide` and `show` start a statement only before a name, so the list is never empty.
        let views = parseViewNameList(after: word, malformed: .malformedVisibility, example: "\(word) banner, spinner")
        let range = SourceRange(start: keyword.start, end: previousEnd)
        if statementFailed { return .bad(BadSyntax(range: range)) }
        return .visibility(VisibilitySyntax(hides: hides, keywordRange: keyword.range, views: views, range: range))
    }
}

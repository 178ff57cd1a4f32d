import LayoutLexer
import LayoutSource

// Syntax of named constants (see grammar.md, "Named constants"): `let NAME = EXPR`. `let` is no
// keyword: it starts the statement only when a name follows, so a view called `let` keeps
// working (`let.left = 0`). The checker folds the expression and decides where a `let` may stand.

/// `let NAME = EXPR`: a named constant.
public struct LetSyntax: Hashable, Sendable {
    /// The word `let`.
    public var keywordRange: SourceRange
    /// The constant's name.
    public var name: Identifier
    /// The expression after `=`; the checker requires it to be constant.
    public var value: Expression
    /// The whole statement.
    public var range: SourceRange

    /// Creates a `let` statement.
    public init(keywordRange: SourceRange, name: Identifier, value: Expression, range: SourceRange) {
        self.keywordRange = keywordRange
        self.name = name
        self.value = value
        self.range = range
    }
}

extension Parser {
    /// `let NAME = EXPR`; a missing `=` is P002, as after an equation's left-hand side.
    mutating func parseLet() -> Statement {
        let keyword = token
        index += 1
        let name = identifier(token)
        index += 1
        guard kind == .equal || kind == .equalEqual else {
            let current = token
            if !reportBadToken(current) {
                report(.error(
                    .expectedRelation, "expected '=' after 'let \(name.name)', found \(describe(current))",
                    at: spanForFound(current), notes: ["a named constant reads 'let \(name.name) = 8'"]))
            }
            return .bad(BadSyntax(range: SourceRange(start: keyword.start, end: previousEnd)))
        }
        index += 1
        let value = parseExpression().expression
        let range = SourceRange(start: keyword.start, end: previousEnd)
        if statementFailed { return .bad(BadSyntax(range: range)) }
        return .constant(LetSyntax(keywordRange: keyword.range, name: name, value: value, range: range))
    }
}

import LayoutSource

// Syntax of variants: `when CONDITION { ... } else when CONDITION { ... } else { ... }`,
// the conditions they test, and the statement blocks they hold (see grammar.md, "Variants").

/// `{ statements }`: statements separated by newlines or `;`; blocks nest.
public struct StatementBlockSyntax: Hashable, Sendable {
    /// The statements, in source order.
    public var statements: [Statement]
    /// The `{`.
    @CompactRange public var openBraceRange: SourceRange
    /// Whether a `}` closes the block; an unclosed block is already reported.
    public var isClosed: Bool
    /// Whether the block is unclosed or was skipped, or its statement has a syntax error outside
    /// the braces (a bad condition before the block, junk after it); already reported. An error
    /// in a statement inside the block is that statement's: see `containsBadSyntax`.
    public var isIncomplete: Bool
    /// The whole block, braces included.
    @CompactRange public var range: SourceRange

    /// Whether the block is incomplete or a statement inside it, at any depth, holds invalid
    /// syntax (already reported).
    public var containsBadSyntax: Bool {
        isIncomplete || statements.contains(where: \.containsBadSyntax)
    }

    /// Creates a block.
    public init(
        statements: [Statement], openBraceRange: SourceRange, isClosed: Bool = true, isIncomplete: Bool = false,
        range: SourceRange
    ) {
        self.statements = statements
        self.openBraceRange = openBraceRange
        self.isClosed = isClosed
        self.isIncomplete = isIncomplete
        self.range = range
    }
}

/// One `when CONDITION { ... }` (or `else when CONDITION { ... }`) of a `when` statement.
public struct WhenBranchSyntax: Hashable, Sendable {
    /// The `when` word.
    public var keywordRange: SourceRange
    /// The condition.
    public var condition: ConditionSyntax
    /// The statements that apply when the condition holds (and no earlier branch's does).
    public var body: StatementBlockSyntax

    /// Creates a branch.
    public init(keywordRange: SourceRange, condition: ConditionSyntax, body: StatementBlockSyntax) {
        self.keywordRange = keywordRange
        self.condition = condition
        self.body = body
    }
}

/// `when C1 { ... } else when C2 { ... } else { ... }`: the first branch whose condition holds
/// applies; the `else` block applies when none does.
public struct WhenSyntax: Hashable, Sendable {
    /// The branches in order; at least one.
    public var branches: [WhenBranchSyntax]
    /// The `else { ... }` block, if any.
    public var elseBody: StatementBlockSyntax?
    /// The whole statement.
    public var range: SourceRange

    /// Creates a `when` statement.
    public init(branches: [WhenBranchSyntax], elseBody: StatementBlockSyntax?, range: SourceRange) {
        self.branches = branches
        self.elseBody = elseBody
        self.range = range
    }

    /// Whether a condition, a block or a statement inside a block, at any depth, holds invalid
    /// syntax (already reported).
    public var containsBadSyntax: Bool {
        Statement.when(self).containsBadSyntax
    }
}

/// A comparison operator in a condition.
public enum ConditionComparison: String, Hashable, Sendable, CaseIterable {
    /// `>=`
    case greaterThanOrEqual = ">="
    /// `>`
    case greaterThan = ">"
    /// `<=`
    case lessThanOrEqual = "<="
    /// `<`
    case lessThan = "<"
    /// `==` (also written `=`)
    case equal = "=="
}

/// `width >= 600`: a canvas dimension compared with a number.
public struct ComparisonConditionSyntax: Hashable, Sendable {
    /// The dimension as written (`width` or `height`; the checker resolves it).
    public var dimension: Identifier
    /// The operator.
    public var comparison: ConditionComparison
    /// Where the operator is.
    public var operatorRange: SourceRange
    /// The number compared with (for a constant, zero at the constant's name).
    public var value: NumberLiteral
    /// The named constant compared with (`width >= breakpoint`), which the checker resolves;
    /// `nil` for a number.
    public var constant: Identifier?
    /// The whole comparison.
    public var range: SourceRange

    /// Creates a comparison.
    public init(
        dimension: Identifier, comparison: ConditionComparison, operatorRange: SourceRange, value: NumberLiteral,
        range: SourceRange
    ) {
        self.dimension = dimension
        self.comparison = comparison
        self.operatorRange = operatorRange
        self.value = value
        self.range = range
    }
}

/// `and` or `or`.
public enum ConditionConnective: String, Hashable, Sendable, CaseIterable {
    /// `and`: both hold.
    case and
    /// `or`: either holds.
    case or
}

/// A condition as written.
public indirect enum ConditionSyntax: Hashable, Sendable {
    /// A name: a size class (`compactWidth`), an idiom (`pad`) or a flag (`expanded`).
    case name(Identifier)
    /// `width >= 600`.
    case comparison(ComparisonConditionSyntax)
    /// `not C`; the range is the `not` word.
    case not(ConditionSyntax, notRange: SourceRange)
    /// `A and B`, `A or B`.
    case connective(ConditionConnective, ConditionSyntax, ConditionSyntax)
    /// `(C)`, with its range.
    case parenthesized(ConditionSyntax, range: SourceRange)
    /// A condition that could not be parsed (already reported).
    case bad(BadSyntax)

    /// The source the condition covers.
    public var range: SourceRange {
        switch self {
        case .name(let name): name.range
        case .comparison(let comparison): comparison.range
        case .not(let operand, let notRange): SourceRange(start: notRange.start, end: operand.range.end)
        case .connective(_, let left, let right): SourceRange(start: left.range.start, end: right.range.end)
        case .parenthesized(_, let range): range
        case .bad(let bad): bad.range
        }
    }

    /// Whether the condition holds a placeholder for invalid syntax.
    public var containsBadSyntax: Bool {
        switch self {
        case .name, .comparison: false
        case .not(let operand, _): operand.containsBadSyntax
        case .connective(_, let left, let right): left.containsBadSyntax || right.containsBadSyntax
        case .parenthesized(let inner, _): inner.containsBadSyntax
        case .bad: true
        }
    }
}

import LayoutLexer
import LayoutSource

// The syntax tree: a faithful picture of the source, one node per construct, a range on every
// node. The parser neither folds constants nor resolves names; the checker does both.
//
// Invalid syntax is kept as `.bad` placeholder nodes (Go's BadExpr/BadStmt) covering what was
// skipped. Every bad node already has its diagnostic; later passes skip statements whose
// `containsBadSyntax` is true so that no follow-on error is reported.

/// The root of the syntax tree of one file.
///
/// Plain equations and `view` lists are stored flat (see `SyntaxStorage`), which makes a large
/// tree a few arrays rather than millions of small allocations; `statements` builds their
/// `Statement` values on each read, so read it once into a local rather than in a loop.
public struct SyntaxTree: Hashable, Sendable {
    /// The statements, in source order; empty statements (blank lines, `;;`) are not kept.
    public var statements: [Statement] {
        get { storage.statements }
        set { storage = SyntaxStorage(statements: newValue) }
    }
    /// The whole file.
    @CompactRange public var range: SourceRange
    /// The statements as stored: flat where they are plain.
    @_spi(FlatSyntax) public private(set) var storage: SyntaxStorage

    /// Creates a tree.
    public init(statements: [Statement], range: SourceRange) {
        self.storage = SyntaxStorage(statements: statements)
        self.range = range
    }

    /// Creates a tree of statements stored by the parser.
    init(storage: SyntaxStorage, range: SourceRange) {
        self.storage = storage
        self.range = range
    }

    /// How many statements the tree has: `statements.count`, without building the statements.
    public var statementCount: Int { storage.entries.count }

    /// Trees are equal when their statements and ranges are, however they are stored.
    public static func == (lhs: SyntaxTree, rhs: SyntaxTree) -> Bool {
        lhs._range == rhs._range && lhs.statements == rhs.statements
    }

    /// Hashes the statements and range, as `==` compares them.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(_range)
        hasher.combine(statements)
    }
}

/// One statement: a view declaration or an equation.
///
/// Payloads are boxed so that a statement is one word: statement arrays stay small and cheap
/// to grow, which matters for files of hundreds of thousands of statements.
public enum Statement: Hashable, Sendable {
    /// `view a, b, c`
    indirect case viewDeclaration(ViewDeclarationSyntax)
    /// `expr REL expr [REL expr ...] [@ priority]`
    indirect case equation(EquationSyntax)
    /// `use "file"`: includes another file (CompositionSyntax.swift).
    indirect case use(UseSyntax)
    /// `clear a, b`: drops earlier constraints on views (CompositionSyntax.swift).
    indirect case clear(ClearSyntax)
    /// `override { ... }`: replacing constraints (CompositionSyntax.swift).
    indirect case override(OverrideSyntax)
    /// `when C { ... } else { ... }` (ConditionSyntax.swift)
    indirect case when(WhenSyntax)
    /// `canvas "iPhoneSE3", "375x"`: the canvases the file is designed for (CanvasSyntax.swift).
    indirect case canvas(CanvasSyntax)
    /// `hide a, b` or `show a, b`: views hidden or shown (VisibilitySyntax.swift).
    indirect case visibility(VisibilitySyntax)
    /// `let gap = 8`: a named constant (LetSyntax.swift).
    indirect case constant(LetSyntax)
    /// A statement that could not be parsed at all; its diagnostic is already reported.
    case bad(BadSyntax)

    /// The source the statement covers, without its terminator.
    public var range: SourceRange {
        switch self {
        case .viewDeclaration(let declaration): declaration.range
        case .equation(let equation): equation.range
        case .use(let use): use.range
        case .clear(let clear): clear.range
        case .override(let block): block.range
        case .when(let when): when.range
        case .canvas(let canvas): canvas.range
        case .visibility(let visibility): visibility.range
        case .constant(let constant): constant.range
        case .bad(let bad): bad.range
        }
    }

    /// Whether the statement holds a placeholder for invalid syntax anywhere inside it,
    /// statements in its blocks (`when`, `else`, `override`, nested to any depth) included.
    public var containsBadSyntax: Bool {
        // One walk over the statement and every statement its blocks hold, iterative so that
        // no nesting can overflow the stack; a block's own flaws are checked as it is met.
        var pending = [self]
        while let statement = pending.popLast() {
            switch statement {
            case .viewDeclaration(let declaration):
                if declaration.isIncomplete { return true }
            case .equation(let equation):
                if equation.containsBadSyntax { return true }
            case .use, .canvas, .visibility:
                break
            case .constant(let constant):
                if constant.value.containsBadSyntax { return true }
            case .clear(let clear):
                if clear.isIncomplete { return true }
            case .override(let block):
                if block.body.isIncomplete { return true }
                pending += block.body.statements
            case .when(let when):
                for branch in when.branches {
                    if branch.condition.containsBadSyntax || branch.body.isIncomplete { return true }
                    pending += branch.body.statements
                }
                if let elseBody = when.elseBody {
                    if elseBody.isIncomplete { return true }
                    pending += elseBody.statements
                }
            case .bad:
                return true
            }
        }
        return false
    }
}

/// Placeholder for source that could not be parsed (Go's BadExpr/BadStmt).
public struct BadSyntax: Hashable, Sendable {
    /// The source the placeholder stands for; may be empty (a missing expression).
    @CompactRange public var range: SourceRange

    /// Creates a placeholder.
    public init(range: SourceRange) {
        self.range = range
    }
}

/// A name as written, such as a view name or an attribute name.
public struct Identifier: Hashable, Sendable {
    /// The name's text.
    public var name: String
    /// Where the name is.
    @CompactRange public var range: SourceRange

    /// Creates an identifier.
    public init(name: String, range: SourceRange) {
        self.name = name
        self.range = range
    }
}

/// What a declaration declares: the word that starts it.
public enum ViewDeclarationKind: String, Hashable, Sendable, CaseIterable {
    /// `view NAME`: views.
    case view
    /// `guide NAME`: layout guides, solved like views and reported apart from them.
    case guide
    /// `stack NAME`: stack views (UIStackView); the views declared in the block are arranged.
    case stack
    /// `scroll NAME`: scroll views (UIScrollView).
    case scroll

    /// The declaration word for `text` when it is one of the words that declare only before a
    /// name (`guide`, `stack`, `scroll`: no keywords), else `nil`.
    public static func word(_ text: String) -> ViewDeclarationKind? {
        switch text {
        case "guide": .guide
        case "stack": .stack
        case "scroll": .scroll
        default: nil
        }
    }
}

/// `view a, b, c`: declares views in order.
public struct ViewDeclarationSyntax: Hashable, Sendable {
    /// The `view` keyword (or the word `guide`, `stack` or `scroll`).
    @CompactRange public var keywordRange: SourceRange
    /// The declared names, in order. Names that failed to parse are left out.
    public var names: [Identifier]
    /// Whether a syntax error cut the list short or dropped a name (already reported).
    ///
    /// The checker still declares `names`, so that later uses of them raise no follow-on errors.
    public var isIncomplete: Bool
    /// Property blocks (`title { intrinsic 120 x 20 }`), each after the name it belongs to; empty
    /// in the core language.
    public var blocks: [PropertyBlockSyntax]
    /// The whole declaration.
    @CompactRange public var range: SourceRange
    /// What the declaration declares: views, guides, stacks or scroll views.
    public var kind: ViewDeclarationKind
    /// Whether this is `guide NAME, ...`: layout guides, not views.
    public var isGuide: Bool {
        get { kind == .guide }
        set { kind = newValue ? .guide : (kind == .guide ? .view : kind) }
    }

    /// Creates a declaration; `isGuide` is `kind: .guide`, kept for existing callers.
    public init(
        keywordRange: SourceRange, names: [Identifier], blocks: [PropertyBlockSyntax] = [], isIncomplete: Bool = false,
        range: SourceRange, isGuide: Bool = false, kind: ViewDeclarationKind = .view
    ) {
        self.kind = isGuide ? .guide : kind
        self.keywordRange = keywordRange
        self.names = names
        self.blocks = blocks
        self.isIncomplete = isIncomplete
        self.range = range
    }
}

extension TokenKind {
    /// The relation operator this token spells (`=`, `==`, `>=`, `<=`), or nil for any other token.
    var relationOperator: RelationOperator? {
        switch self {
        case .equal: .assign
        case .equalEqual: .equal
        case .greaterThanOrEqual: .greaterThanOrEqual
        case .lessThanOrEqual: .lessThanOrEqual
        default: nil
        }
    }
}

/// A relation operator as written.
public enum RelationOperator: String, Hashable, Sendable, CaseIterable {
    /// `=`: equal.
    case assign = "="
    /// `==`: equal (same meaning as `=`).
    case equal = "=="
    /// `>=`
    case greaterThanOrEqual = ">="
    /// `<=`
    case lessThanOrEqual = "<="
}

/// One relation operator and the expression to its right.
public struct RelationClause: Hashable, Sendable {
    /// The operator.
    public var relation: RelationOperator
    /// Where the operator is.
    @CompactRange public var operatorRange: SourceRange
    /// The expression right of the operator.
    public var right: Expression

    /// Creates a relation clause.
    public init(relation: RelationOperator, operatorRange: SourceRange, right: Expression) {
        self.relation = relation
        self.operatorRange = operatorRange
        self.right = right
    }
}

/// `left REL right [REL more ...] [@ priority]`.
///
/// The core language has exactly one relation per equation. A chain `a = b = c` parses as
/// `left` = a, `relation` = (= b), `chain` = [(= c)], meaning `a = b` and `b = c`; the checker
/// decides whether chains are accepted.
public struct EquationSyntax: Hashable, Sendable {
    /// The expression left of the first relation.
    public var left: Expression
    /// The first relation and its right-hand side.
    public var relation: RelationClause
    /// Further relations of a chain, in order; empty in the core language.
    public var chain: [RelationClause]
    /// The `@ priority` clause; `nil` means required.
    public var priority: PriorityClause?
    /// The constraint's name, `[name]` before the equation; `nil` if unnamed.
    public var name: ConstraintNameSyntax? {
        get { storedName?.value }
        set { storedName = newValue.map(OutOfLine.init) }
    }
    /// Names are rare: kept out of line, an unnamed equation pays one word for them.
    private var storedName: OutOfLine<ConstraintNameSyntax>?
    /// The whole equation, priority included (the name is not part of it).
    @CompactRange public var range: SourceRange

    /// Creates an equation.
    public init(
        left: Expression, relation: RelationClause, chain: [RelationClause] = [], priority: PriorityClause?,
        name: ConstraintNameSyntax? = nil, range: SourceRange
    ) {
        self.left = left
        self.relation = relation
        self.chain = chain
        self.priority = priority
        self.storedName = name.map(OutOfLine.init)
        self.range = range
    }

    /// Every relation clause, the first one included, in order.
    public var relations: [RelationClause] { [relation] + chain }

    /// Whether any part of the equation is a placeholder for invalid syntax.
    public var containsBadSyntax: Bool {
        if left.containsBadSyntax || relation.right.containsBadSyntax { return true }
        if chain.contains(where: { $0.right.containsBadSyntax }) { return true }
        if case .bad = priority?.value { return true }
        return false
    }
}

/// A priority keyword.
public enum PriorityName: String, Hashable, Sendable, CaseIterable {
    /// 1000: must hold.
    case required
    /// 750.
    case high
    /// 500.
    case medium
    /// 250.
    case low
    /// 750, Auto Layout's `defaultHigh`.
    case defaultHigh
    /// 250, Auto Layout's `defaultLow`.
    case defaultLow
    /// 50, Auto Layout's `fittingSizeLevel`.
    case fittingSize

    /// The priority's numeric value.
    public var value: Double {
        switch self {
        case .required: 1000
        case .high, .defaultHigh: 750
        case .medium: 500
        case .low, .defaultLow: 250
        case .fittingSize: 50
        }
    }

    /// The priority names that the lexer leaves as identifiers and the parser reserves.
    public static let reservedIdentifiers: [PriorityName] = [.defaultHigh, .defaultLow, .fittingSize]

    /// The reserved priority name spelled `text`, if any.
    public static func reserved(_ text: String) -> PriorityName? {
        reservedIdentifiers.first { $0.rawValue == text }
    }
}

/// The value of a priority clause as written.
public enum PriorityValue: Hashable, Sendable {
    /// `@high` and the other priority keywords.
    case named(PriorityName)
    /// `@600`: a number as written; the parser does not check the range, the checker reports
    /// numbers outside (0, 1000].
    case number(Double)
    /// `@p`: a name that is no priority name, which the checker resolves as a `let`.
    case constant(Identifier)
    /// No valid priority after `@` (already reported).
    case bad
}

/// What introduces a priority: `@`, or the constrainer's `~`, which means the same.
public enum PriorityMarker: String, Hashable, Sendable, CaseIterable {
    /// `@`
    case at = "@"
    /// `~`
    case tilde = "~"
}

/// `@ priority` (or `~ priority`).
public struct PriorityClause: Hashable, Sendable {
    /// Which sign introduces the priority.
    public var marker: PriorityMarker
    /// The `@` (or `~`) sign.
    @CompactRange public var atRange: SourceRange
    /// The priority.
    public var value: PriorityValue
    /// Where the priority value is (empty when it is missing).
    @CompactRange public var valueRange: SourceRange
    /// The whole clause.
    @CompactRange public var range: SourceRange

    /// Creates a priority clause.
    public init(
        atRange: SourceRange, value: PriorityValue, valueRange: SourceRange, range: SourceRange,
        marker: PriorityMarker = .at
    ) {
        self.marker = marker
        self.atRange = atRange
        self.value = value
        self.valueRange = valueRange
        self.range = range
    }
}

/// An expression, as written.
///
/// Only the recursive cases are boxed; leaves are stored inline, so a typical equation costs
/// one or two allocations rather than one per node.
public enum Expression: Hashable, Sendable {
    /// A number literal: `8`, `0.5`, `1e3`.
    case number(NumberLiteral)
    /// `view.attribute`, such as `card.left` or `root.edges`.
    case attribute(AttributeReference)
    /// `flex()`: an unknown non-negative amount.
    case flex(FlexExpression)
    /// `gap`: a bare name, which the checker resolves as a named constant (`let`).
    case name(Identifier)
    /// `scaled(12)`, `scaled(12, headline)`: a number scaled with Dynamic Type.
    case scaled(ScaledExpression)
    /// `-x` or `+x`.
    indirect case unary(UnaryExpression)
    /// `x + y`, `x - y`, `x * y`, `x / y`.
    indirect case binary(BinaryExpression)
    /// `(x)`: kept so the tree stays faithful to the source.
    indirect case parenthesized(ParenthesizedExpression)
    /// An expression that could not be parsed (already reported).
    case bad(BadSyntax)

    /// The source the expression covers.
    public var range: SourceRange {
        switch self {
        case .number(let node): node.range
        case .attribute(let node): node.range
        case .flex(let node): node.range
        case .name(let node): node.range
        case .scaled(let node): node.range
        case .unary(let node): node.range
        case .binary(let node): node.range
        case .parenthesized(let node): node.range
        case .bad(let node): node.range
        }
    }

    /// Whether the expression holds a placeholder for invalid syntax anywhere inside it.
    public var containsBadSyntax: Bool {
        // Iterative, so that no input can overflow the stack here.
        var pending = [self]
        while let expression = pending.popLast() {
            switch expression {
            case .number, .attribute, .flex, .name, .scaled: break
            case .unary(let node): pending.append(node.operand)
            case .binary(let node): pending.append(node.left); pending.append(node.right)
            case .parenthesized(let node): pending.append(node.inner)
            case .bad: return true
            }
        }
        return false
    }
}

/// A number literal.
public struct NumberLiteral: Hashable, Sendable {
    /// The value, always finite (the lexer reports non-finite numbers).
    public var value: Double
    /// Where the literal is; slice the source for its exact spelling.
    @CompactRange public var range: SourceRange

    /// Creates a number literal.
    public init(value: Double, range: SourceRange) {
        self.value = value
        self.range = range
    }
}

/// `view.attribute`: the view is an identifier or `root`, the attribute any identifier.
///
/// The parser does not check either name; the checker resolves them.
public struct AttributeReference: Hashable, Sendable {
    /// The view's name (`root` for the root view).
    public var view: Identifier
    /// The attribute's name, such as `left` or `edges`.
    public var attribute: Identifier
    /// The whole reference.
    @CompactRange public var range: SourceRange

    /// Creates an attribute reference.
    public init(view: Identifier, attribute: Identifier, range: SourceRange) {
        self.view = view
        self.attribute = attribute
        self.range = range
    }
}

/// `flex()`.
public struct FlexExpression: Hashable, Sendable {
    /// The whole call, `flex` to `)`.
    @CompactRange public var range: SourceRange

    /// Creates a flex expression.
    public init(range: SourceRange) {
        self.range = range
    }
}

/// `scaled(N)` or `scaled(N, STYLE)`: N scaled as UIKit's `UIFontMetrics` scales it for the
/// text style (body when none is written) at the content size category of the solve.
public struct ScaledExpression: Hashable, Sendable {
    /// The number at the default category, `large`.
    public var value: NumberLiteral
    /// The text style as written (the checker resolves it); nil for body.
    public var style: Identifier?
    /// The whole call, `scaled` to `)`.
    @CompactRange public var range: SourceRange

    /// Creates a scaled number.
    public init(value: NumberLiteral, style: Identifier?, range: SourceRange) {
        self.value = value
        self.style = style
        self.range = range
    }
}

/// A unary operator.
public enum UnaryOperator: String, Hashable, Sendable, CaseIterable {
    /// `-`
    case minus = "-"
    /// `+`
    case plus = "+"
}

/// `-x` or `+x`.
public struct UnaryExpression: Hashable, Sendable {
    /// The operator.
    public var op: UnaryOperator
    /// Where the operator is.
    @CompactRange public var operatorRange: SourceRange
    /// The operand.
    public var operand: Expression
    /// The whole expression.
    @CompactRange public var range: SourceRange

    /// Creates a unary expression.
    public init(op: UnaryOperator, operatorRange: SourceRange, operand: Expression, range: SourceRange) {
        self.op = op
        self.operatorRange = operatorRange
        self.operand = operand
        self.range = range
    }
}

/// A binary arithmetic operator.
public enum BinaryOperator: String, Hashable, Sendable, CaseIterable {
    /// `+`
    case add = "+"
    /// `-`
    case subtract = "-"
    /// `*`
    case multiply = "*"
    /// `/`
    case divide = "/"

    /// Binding strength: `*` and `/` (2) bind tighter than `+` and `-` (1); all are left-associative.
    public var precedence: Int {
        switch self {
        case .add, .subtract: 1
        case .multiply, .divide: 2
        }
    }
}

/// `x op y`.
public struct BinaryExpression: Hashable, Sendable {
    /// The operator.
    public var op: BinaryOperator
    /// Where the operator is.
    @CompactRange public var operatorRange: SourceRange
    /// The left operand.
    public var left: Expression
    /// The right operand.
    public var right: Expression
    /// The whole expression.
    @CompactRange public var range: SourceRange

    /// Creates a binary expression.
    public init(
        op: BinaryOperator, operatorRange: SourceRange, left: Expression, right: Expression, range: SourceRange
    ) {
        self.op = op
        self.operatorRange = operatorRange
        self.left = left
        self.right = right
        self.range = range
    }
}

/// `(inner)`.
public struct ParenthesizedExpression: Hashable, Sendable {
    /// The expression inside.
    public var inner: Expression
    /// The whole expression, parentheses included.
    @CompactRange public var range: SourceRange

    /// Creates a parenthesized expression.
    public init(inner: Expression, range: SourceRange) {
        self.inner = inner
        self.range = range
    }
}

/// Another name for `Expression`, for clients that import Foundation (whose `Expression` type
/// makes the plain name ambiguous there).
public typealias ExpressionSyntax = Expression

import LayoutLexer
import LayoutSource

/// Limits that keep the parser linear and its trees shallow enough for recursive passes.
enum ParserLimits {
    /// The greatest height of an expression tree: each `(`, unary sign and binary operator on
    /// a path adds one level. Deeper input gets `P009` rather than a stack overflow.
    static let maximumExpressionDepth = 256
    /// How many diagnostics a parse reports before it only counts them (`P010`).
    static let maximumDiagnostics = 100
}

/// An expression with the height of its tree, so that depth limits need no second walk.
struct ParsedExpression {
    var expression: Expression
    var height: Int
}

/// Recursive-descent parser with operator precedence over a token array.
///
/// Recovery: the first error in a statement marks it failed; every later error in it is a
/// follow-on and is dropped; parsing functions stop consuming once the statement failed, and
/// `synchronize` skips to the next newline or `;` outside parentheses. Each statement consumes at
/// least one token, so the parser always terminates.
///
/// Newlines inside parentheses: a newline is skipped (the statement continues) while a `(` is
/// open, unless the next line reads as a new statement (see `nextLineStartsStatement`), so that
/// one unclosed `(` does not swallow the rest of the file.
package struct Parser {
    let source: SourceFile
    let bytes: UnsafeBufferPointer<UInt8>
    let tokens: UnsafeBufferPointer<Token>
    var index = 0

    var diagnostics: [Diagnostic] = []
    var unshownDiagnostics = 0
    var firstUnshownSpan: SourceSpan?

    /// Whether the current statement already has its one diagnostic.
    var statementFailed = false
    /// The index of the current statement's first token.
    var statementStart = 0
    /// How many `(` are open in the statement being parsed.
    var openParentheses = 0
    /// How many levels (parentheses and signs) the descent is inside.
    var descentDepth = 0
    /// How many view blocks the parser is inside (nested views).
    var blockDepth = 0
    /// Statement blocks (Parser+Blocks.swift).
    var blockState = BlockParsingState()
    /// Whether plain statements are stored flat (Parser+Flat.swift); tests turn it off to
    /// compare the two storages.
    var usesFlatStorage = true

    init(source: SourceFile, bytes: UnsafeBufferPointer<UInt8>, tokens: UnsafeBufferPointer<Token>) {
        self.source = source
        self.bytes = bytes
        self.tokens = tokens
    }

    // MARK: File and statements

    mutating func parseFile() -> SyntaxTree {
        var storage = SyntaxStorage(bytes: source.bytes, tokenCount: tokens.count)
        while true {
            while kind == .newline || kind == .semicolon { index += 1 }
            if kind == .endOfFile { break }
            statementFailed = false
            statementStart = index
            openParentheses = 0
            descentDepth = 0
            // Plain statements are stored flat; anything else is parsed again from its start.
            if usesFlatStorage && parseFlatStatement(into: &storage) { continue }
            var statement = parseStatement()
            if !statementFailed { statement = checkTerminator(after: statement) }
            if statementFailed { synchronize() }
            storage.append(statement)
        }
        if unshownDiagnostics > 0 {
            diagnostics.append(
                Diagnostic(
                    .note, .tooManyDiagnostics,
                    "too many errors: \(unshownDiagnostics) more not shown", at: firstUnshownSpan))
        }
        return SyntaxTree(storage: storage, range: SourceRange(start: 0, end: source.bytes.count))
    }

    /// A statement inside a block: as `parseStatement` parses it, but the statements that hold
    /// blocks (`when`, `override`) are dispatched first, from this small frame. Blocks nest by
    /// recursion through here, so each level of nesting then costs less stack.
    mutating func parseBlockStatement() -> Statement {
        // `when` and `override` start with words no other statement starts with, so taking them
        // first changes no decision `parseStatement` makes.
        if kind == .identifier && startsWhenStatement { return parseWhen() }
        if compositionStart == .override { return parseOverride() }
        return parseStatement()
    }

    mutating func parseStatement() -> Statement {
        if kind == .keywordView { return .viewDeclaration(parseViewDeclaration()) }
        if let word = declarationWord { return .viewDeclaration(parseViewDeclaration(kind: word)) }
        switch compositionStart {
        case .use: return parseUse()
        case .clear: return parseClear()
        case .override: return parseOverride()
        case nil: break
        }
        if kind == .leftBracket { return parseNamedEquation() }
        if startsCanvasStatement { return parseCanvas() }
        if kind == .identifier && startsWhenStatement { return parseWhen() }
        if kind == .identifier && startsStrayElse { return parseStrayElse() }
        if kind == .rightBrace { return parseStrayClosingBrace() }
        return parseEquation()
    }

    /// Whether the statement starts `guide NAME`, `stack NAME` or `scroll NAME` (see
    /// `declarationWord`); an equation is ruled out by its second token before any text is made.
    @inline(__always) var startsGuideDeclaration: Bool {
        guard kind == .identifier, index + 1 < tokens.count else { return false }
        let next = tokens[index + 1].kind
        guard next == .identifier || next.isKeyword else { return false }
        return declarationWord != nil
    }

    /// The declaration the statement starts with a word: `guide NAME`, `stack NAME` or
    /// `scroll NAME`. These words are no keywords, so a view called `guide` or `stack` keeps
    /// working (`stack.left = 0`); only a name right after one declares. The name test comes
    /// first, so an equation (a `.` after its first word) never makes a string here.
    var declarationWord: ViewDeclarationKind? {
        guard kind == .identifier, index + 1 < tokens.count else { return nil }
        let next = tokens[index + 1].kind
        guard next == .identifier || next.isKeyword else { return nil }
        let current = token
        let length = current.end - current.start
        guard length == 5 || length == 6 else { return nil }
        return ViewDeclarationKind.word(text(current.range))
    }

    func missingCommaDiagnostic(_ token: Token) -> Diagnostic {
        let fixIts =
            token.kind == .identifier ? [FixIt(span: source.span(SourceRange(at: previousEnd)), replacement: ",")] : []
        return .error(
            .expectedEndOfStatement, "expected ',' or end of statement, found \(describe(token))",
            at: source.span(token.range), notes: ["separate view names with ','"], fixIts: fixIts)
    }

    /// `expr REL expr {REL expr} [@ priority]`; a statement with no relation becomes `.bad`.
    mutating func parseEquation() -> Statement {
        let start = token.start
        let left = parseExpression().expression
        if statementFailed { return .bad(BadSyntax(range: SourceRange(start: start, end: previousEnd))) }
        guard let first = parseRelationClause() else {
            let current = token
            if !reportBadToken(current) {
                report(
                    .error(
                        .expectedRelation,
                        "expected '=', '>=' or '<=' after the left-hand side, found \(describe(current))",
                        at: spanForFound(current)))
            }
            return .bad(BadSyntax(range: SourceRange(start: start, end: previousEnd)))
        }
        var chain: [RelationClause] = []
        while !statementFailed, let clause = parseRelationClause() { chain.append(clause) }
        var priority: PriorityClause?
        if !statementFailed && (kind == .at || kind == .tilde) { priority = parsePriority() }
        return .equation(
            EquationSyntax(
                left: left, relation: first, chain: chain, priority: priority,
                range: SourceRange(start: start, end: previousEnd)))
    }

    /// A relation operator and its right-hand side, or `nil` if the current token is no relation.
    mutating func parseRelationClause() -> RelationClause? {
        guard let relation = kind.relationOperator else { return nil }
        let operatorRange = token.range
        index += 1
        let right = parseExpression().expression
        return RelationClause(relation: relation, operatorRange: operatorRange, right: right)
    }

    /// `(@ | ~) (required | high | medium | low | defaultHigh | defaultLow | fittingSize | NUMBER)`.
    mutating func parsePriority() -> PriorityClause {
        let at = token
        index += 1
        let current = token
        let value: PriorityValue
        switch current.kind {
        case .keywordRequired: value = .named(.required)
        case .keywordHigh: value = .named(.high)
        case .keywordMedium: value = .named(.medium)
        case .keywordLow: value = .named(.low)
        case .number: value = .number(numberValue(current.range))
        case .identifier where PriorityName.reserved(text(current.range)) != nil:
            value = PriorityName.reserved(text(current.range)).map(PriorityValue.named) ?? .bad
        case .identifier:
            value = .bad
            report(
                .error(
                    .invalidPriority, "unknown priority '\(text(current.range))'", at: source.span(current.range),
                    notes: [priorityNote]))
        default:
            value = .bad
            if !reportBadToken(current) {
                report(
                    .error(
                        .invalidPriority, "expected a priority after '\(text(at.range))', found \(describe(current))",
                        at: spanForFound(current), notes: [priorityNote]))
            }
        }
        let valueRange: SourceRange
        if case .bad = value, current.kind != .identifier {
            valueRange = SourceRange(at: at.end)
        } else {
            valueRange = current.range
            index += 1
        }
        return PriorityClause(
            atRange: at.range, value: value, valueRange: valueRange,
            range: SourceRange(start: at.start, end: valueRange.end), marker: at.kind == .tilde ? .tilde : .at)
    }

    private var priorityNote: String {
        "a priority is required, high, medium, low, defaultHigh, defaultLow, fittingSize or a number in (0, 1000]"
    }

    /// Reports anything but a terminator after a complete statement; an equation so followed
    /// becomes `.bad`, so the checker raises nothing more about it.
    mutating func checkTerminator(after statement: Statement) -> Statement {
        let current = token
        switch current.kind {
        case .newline, .semicolon, .endOfFile:
            return statement
        case .rightBrace where atBlockEnd:
            return statement
        case .rightParenthesis:
            report(.error(.expectedEndOfStatement, "unexpected ')' with no matching '('", at: source.span(current.range)))
        default:
            if !reportBadToken(current) {
                report(
                    .error(
                        .expectedEndOfStatement, "expected end of statement, found \(describe(current))",
                        at: source.span(current.range), notes: ["separate statements with a newline or ';'"]))
            }
        }
        switch statement {
        case .viewDeclaration(var declaration):
            declaration.isIncomplete = true
            return .viewDeclaration(declaration)
        case .when(var when):
            // The blocks are kept, so their statements are still checked; the error is the
            // statement's, recorded on its last block so that `containsBadSyntax` sees it.
            when.markLastBlockIncomplete()
            return .when(when)
        case .override(var block):
            block.body.isIncomplete = true
            return .override(block)
        default:
            return .bad(BadSyntax(range: statement.range))
        }
    }
}

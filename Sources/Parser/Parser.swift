import LayoutLexer

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
struct Parser {
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

    init(source: SourceFile, bytes: UnsafeBufferPointer<UInt8>, tokens: UnsafeBufferPointer<Token>) {
        self.source = source
        self.bytes = bytes
        self.tokens = tokens
    }

    // MARK: File and statements

    mutating func parseFile() -> SyntaxTree {
        var statements: [Statement] = []
        statements.reserveCapacity(tokens.count / 8)
        while true {
            while kind == .newline || kind == .semicolon { index += 1 }
            if kind == .endOfFile { break }
            statementFailed = false
            statementStart = index
            openParentheses = 0
            descentDepth = 0
            var statement = parseStatement()
            if !statementFailed { statement = checkTerminator(after: statement) }
            if statementFailed { synchronize() }
            statements.append(statement)
        }
        if unshownDiagnostics > 0 {
            diagnostics.append(
                Diagnostic(
                    .note, .tooManyDiagnostics,
                    "too many errors: \(unshownDiagnostics) more not shown", at: firstUnshownSpan))
        }
        return SyntaxTree(statements: statements, range: SourceRange(start: 0, end: source.bytes.count))
    }

    mutating func parseStatement() -> Statement {
        if kind == .keywordView { return .viewDeclaration(parseViewDeclaration()) }
        return parseEquation()
    }

    /// `view NAME {, NAME}`. A keyword used as a name is reported but the list goes on, so the
    /// other names are still declared and their uses raise no follow-on errors.
    mutating func parseViewDeclaration() -> ViewDeclarationSyntax {
        let keyword = token
        index += 1
        var names: [Identifier] = []
        var isIncomplete = false
        while true {
            let current = token
            if current.kind == .identifier {
                names.append(identifier(current))
                index += 1
            } else if current.kind.isKeyword {
                isIncomplete = true
                report(keywordAsNameDiagnostic(current))
                index += 1
            } else {
                isIncomplete = true
                if !reportBadToken(current) {
                    report(.error(.expectedViewName, "expected a view name, found \(describe(current))", at: spanForFound(current)))
                }
                break
            }
            guard kind == .comma else { break }
            index += 1
        }
        return ViewDeclarationSyntax(
            keywordRange: keyword.range, names: names, isIncomplete: isIncomplete,
            range: SourceRange(start: keyword.start, end: previousEnd))
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
        if !statementFailed && kind == .at { priority = parsePriority() }
        return .equation(
            EquationSyntax(
                left: left, relation: first, chain: chain, priority: priority,
                range: SourceRange(start: start, end: previousEnd)))
    }

    /// A relation operator and its right-hand side, or `nil` if the current token is no relation.
    mutating func parseRelationClause() -> RelationClause? {
        let relation: RelationOperator
        switch kind {
        case .equal: relation = .assign
        case .equalEqual: relation = .equal
        case .greaterThanOrEqual: relation = .greaterThanOrEqual
        case .lessThanOrEqual: relation = .lessThanOrEqual
        default: return nil
        }
        let operatorRange = token.range
        index += 1
        let right = parseExpression().expression
        return RelationClause(relation: relation, operatorRange: operatorRange, right: right)
    }

    /// `@ (required | high | medium | low | NUMBER)`.
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
                        .invalidPriority, "expected a priority after '@', found \(describe(current))",
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
            range: SourceRange(start: at.start, end: valueRange.end))
    }

    private var priorityNote: String { "a priority is required, high, medium, low or a number in (0, 1000]" }

    /// Reports anything but a terminator after a complete statement; an equation so followed
    /// becomes `.bad`, so the checker raises nothing more about it.
    mutating func checkTerminator(after statement: Statement) -> Statement {
        let current = token
        switch current.kind {
        case .newline, .semicolon, .endOfFile:
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
        default:
            return .bad(BadSyntax(range: statement.range))
        }
    }

    /// Skips the rest of a failed statement: up to a `;`, or a newline outside parentheses, or a
    /// newline inside them after which a new statement starts.
    mutating func synchronize() {
        var depth = 0
        for position in statementStart..<index {
            switch tokens[position].kind {
            case .leftParenthesis: depth += 1
            case .rightParenthesis: depth = max(0, depth - 1)
            default: break
            }
        }
        let before = index
        while true {
            switch kind {
            case .endOfFile, .semicolon:
                break
            case .newline where depth == 0 || nextLineStartsStatement(afterNewlineAt: index):
                break
            case .leftParenthesis:
                depth += 1
                index += 1
                continue
            case .rightParenthesis:
                depth = max(0, depth - 1)
                index += 1
                continue
            default:
                index += 1
                continue
            }
            break
        }
        // A statement always consumes a token, so the file loop always advances.
        if index == statementStart && before == index && kind != .endOfFile { index += 1 }
    }

    // MARK: Expressions

    /// `term {(+|-) term}`
    mutating func parseExpression() -> ParsedExpression {
        var left = parseTerm()
        while !statementFailed {
            skipContinuationNewlines()
            let op: BinaryOperator
            switch kind {
            case .plus: op = .add
            case .minus: op = .subtract
            default: return left
            }
            left = parseBinaryRest(left: left, op: op, operand: { $0.parseTerm() })
        }
        return left
    }

    /// `unary {(*|/) unary}`
    mutating func parseTerm() -> ParsedExpression {
        var left = parseUnary()
        while !statementFailed {
            skipContinuationNewlines()
            let op: BinaryOperator
            switch kind {
            case .star: op = .multiply
            case .slash: op = .divide
            default: return left
            }
            left = parseBinaryRest(left: left, op: op, operand: { $0.parseUnary() })
        }
        return left
    }

    /// Consumes the operator at the cursor and the right operand, and builds the binary node.
    mutating func parseBinaryRest(
        left: ParsedExpression, op: BinaryOperator, operand: (inout Parser) -> ParsedExpression
    ) -> ParsedExpression {
        let operatorToken = token
        index += 1
        let right = operand(&self)
        let height = max(left.height, right.height) + 1
        let node = Expression.binary(
            BinaryExpression(
                op: op, operatorRange: operatorToken.range, left: left.expression, right: right.expression,
                range: SourceRange(start: left.expression.range.start, end: max(right.expression.range.end, operatorToken.end))))
        return limitHeight(ParsedExpression(expression: node, height: height), at: operatorToken.range)
    }

    /// `(+|-) unary | primary`
    mutating func parseUnary() -> ParsedExpression {
        skipContinuationNewlines()
        let op: UnaryOperator
        switch kind {
        case .minus: op = .minus
        case .plus: op = .plus
        default: return parsePrimary()
        }
        let operatorToken = token
        guard enterLevel(at: operatorToken.range) else {
            return ParsedExpression(expression: .bad(BadSyntax(range: operatorToken.range)), height: 1)
        }
        index += 1
        let operand = parseUnary()
        descentDepth -= 1
        return limitHeight(
            ParsedExpression(
                expression: .unary(
                    UnaryExpression(
                        op: op, operatorRange: operatorToken.range, operand: operand.expression,
                        range: SourceRange(start: operatorToken.start, end: max(operatorToken.end, operand.expression.range.end)))),
                height: operand.height + 1),
            at: operatorToken.range)
    }

    /// A number, `view.attribute`, `flex()` or `( expression )`.
    mutating func parsePrimary() -> ParsedExpression {
        skipContinuationNewlines()
        let current = token
        switch current.kind {
        case .number:
            index += 1
            return leaf(.number(NumberLiteral(value: numberValue(current.range), range: current.range)))
        case .identifier, .keywordRoot:
            return parseAttributeReference()
        case .keywordFlex:
            return parseFlex()
        case .leftParenthesis:
            return parseParenthesized()
        case .keywordView, .keywordRequired, .keywordHigh, .keywordMedium, .keywordLow:
            if tokens[index + 1].kind == .dot {
                report(keywordAsNameDiagnostic(current))
            } else {
                report(.error(.expectedExpression, "expected an expression, found \(describe(current))", at: source.span(current.range)))
            }
            return leaf(.bad(BadSyntax(range: current.range)))
        default:
            if !reportBadToken(current) {
                report(.error(.expectedExpression, "expected an expression, found \(describe(current))", at: spanForFound(current)))
            }
            let range = current.kind.isBad ? current.range : SourceRange(at: foundOffset(current))
            return leaf(.bad(BadSyntax(range: range)))
        }
    }

    /// `NAME . ATTRIBUTE` (NAME may be `root`).
    mutating func parseAttributeReference() -> ParsedExpression {
        let viewToken = token
        let view = identifier(viewToken)
        index += 1
        guard kind == .dot else {
            let current = token
            if !reportBadToken(current) {
                report(
                    .error(
                        .expectedAttribute,
                        "expected '.' and an attribute after '\(view.name)', found \(describe(current))",
                        at: spanForFound(current), notes: ["an attribute reference reads 'view.attribute', as in '\(view.name).left'"]))
            }
            return leaf(.bad(BadSyntax(range: viewToken.range)))
        }
        let dot = token
        index += 1
        let current = token
        guard current.kind == .identifier else {
            if !reportBadToken(current) {
                report(
                    .error(
                        .expectedAttribute, "expected an attribute name after '\(view.name).', found \(describe(current))",
                        at: spanForFound(current)))
            }
            return leaf(.bad(BadSyntax(range: SourceRange(start: viewToken.start, end: dot.end))))
        }
        index += 1
        return leaf(
            .attribute(
                AttributeReference(
                    view: view, attribute: identifier(current), range: SourceRange(start: viewToken.start, end: current.end))))
    }

    /// `flex ( )`
    mutating func parseFlex() -> ParsedExpression {
        let flexToken = token
        index += 1
        guard kind == .leftParenthesis, tokens[index + 1].kind == .rightParenthesis else {
            let current = token
            if !reportBadToken(current) {
                report(
                    .error(
                        .malformedFlex, "expected '()' after 'flex'", at: spanForFound(current),
                        fixIts: current.kind == .leftParenthesis ? [] : [FixIt(span: source.span(SourceRange(at: flexToken.end)), replacement: "()")]))
            }
            return leaf(.bad(BadSyntax(range: flexToken.range)))
        }
        index += 2
        return leaf(.flex(FlexExpression(range: SourceRange(start: flexToken.start, end: previousEnd))))
    }

    /// `( expression )`
    mutating func parseParenthesized() -> ParsedExpression {
        let open = token
        guard enterLevel(at: open.range) else { return leaf(.bad(BadSyntax(range: open.range))) }
        index += 1
        openParentheses += 1
        let inner = parseExpression()
        descentDepth -= 1
        if !statementFailed { skipContinuationNewlines() }
        if !statementFailed && kind == .rightParenthesis {
            index += 1
            openParentheses -= 1
        } else if !statementFailed {
            let current = token
            if !reportBadToken(current) {
                report(
                    .error(
                        .expectedClosingParenthesis, "expected ')', found \(describe(current))", at: spanForFound(current),
                        related: [RelatedLocation(span: source.span(open.range), message: "to match this '('")]))
            }
            // An unclosed group is a placeholder, so every error has a bad node to point at.
            return leaf(.bad(BadSyntax(range: SourceRange(start: open.start, end: previousEnd))))
        }
        return limitHeight(
            ParsedExpression(
                expression: .parenthesized(
                    ParenthesizedExpression(inner: inner.expression, range: SourceRange(start: open.start, end: previousEnd))),
                height: inner.height + 1),
            at: open.range)
    }

    /// Replaces a tree taller than the limit by a placeholder, with `P009`; so every tree the
    /// parser returns is at most `maximumExpressionDepth` high, whatever mix of nodes built it.
    mutating func limitHeight(_ parsed: ParsedExpression, at range: SourceRange) -> ParsedExpression {
        guard parsed.height > ParserLimits.maximumExpressionDepth else { return parsed }
        report(nestingDiagnostic(at: range))
        return ParsedExpression(expression: .bad(BadSyntax(range: parsed.expression.range)), height: 1)
    }

    /// Enters one level of nesting, or reports `P009` and returns false at the limit.
    mutating func enterLevel(at range: SourceRange) -> Bool {
        guard descentDepth < ParserLimits.maximumExpressionDepth else {
            report(nestingDiagnostic(at: range))
            return false
        }
        descentDepth += 1
        return true
    }

    func nestingDiagnostic(at range: SourceRange) -> Diagnostic {
        .error(
            .nestingTooDeep,
            "expression nested too deeply (more than \(ParserLimits.maximumExpressionDepth) levels)",
            at: source.span(range), notes: ["split the expression or remove redundant parentheses and signs"])
    }

    func leaf(_ expression: Expression) -> ParsedExpression {
        ParsedExpression(expression: expression, height: 1)
    }

    // MARK: Newlines inside parentheses

    /// Inside parentheses, steps over newlines that continue the expression.
    mutating func skipContinuationNewlines() {
        guard openParentheses > 0 else { return }
        while kind == .newline && !nextLineStartsStatement(afterNewlineAt: index) { index += 1 }
    }

    /// Whether the line after the newline at `newlineIndex` reads as a new statement: it starts
    /// with `view`, or holds a relation operator before any `)` closes a group opened earlier.
    ///
    /// A continuation line of an open group can hold a relation only after that group closes,
    /// so valid files are never split; the scan stops at the line's end, so time stays linear.
    func nextLineStartsStatement(afterNewlineAt newlineIndex: Int) -> Bool {
        var position = newlineIndex + 1
        if tokens[position].kind == .keywordView { return true }
        var depth = 0
        while true {
            let kind = tokens[position].kind
            switch kind {
            case .newline, .semicolon, .endOfFile: return false
            case .leftParenthesis: depth += 1
            case .rightParenthesis:
                depth -= 1
                if depth < 0 { return false }
            default:
                if kind.isRelation { return true }
            }
            position += 1
        }
    }

    // MARK: Tokens and text

    var token: Token { tokens[index] }
    var kind: TokenKind { tokens[index].kind }
    /// The end of the token before the cursor (the statement's text so far).
    var previousEnd: Int { index > 0 ? tokens[index - 1].end : 0 }

    func text(_ range: SourceRange) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range.start..<range.end]), as: UTF8.self)
    }

    func identifier(_ token: Token) -> Identifier {
        Identifier(name: text(token.range), range: token.range)
    }

    /// The value of a number token (finite: the lexer flags the rest).
    func numberValue(_ range: SourceRange) -> Double {
        // Fast path: at most 15 significant digits and no exponent is exact in a double, and
        // one correctly rounded division by an exact power of ten gives the nearest double.
        var mantissa: UInt64 = 0
        var digits = 0
        var fractionDigits = 0
        var seenDot = false
        var isSimple = true
        for position in range.start..<range.end {
            let byte = bytes[position]
            if byte == UInt8(ascii: ".") {
                seenDot = true
            } else if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
                digits += 1
                if digits > 15 { isSimple = false; break }
                mantissa = mantissa * 10 + UInt64(byte - UInt8(ascii: "0"))
                if seenDot { fractionDigits += 1 }
            } else {
                isSimple = false
                break
            }
        }
        if isSimple { return Double(mantissa) / powersOfTen[fractionDigits] }
        return Double(text(range)) ?? 0
    }

    /// How a token is named in "found ..." messages.
    func describe(_ token: Token) -> String {
        switch token.kind {
        case .newline: return "end of line"
        case .endOfFile: return "end of file"
        case .identifier, .number: return "'\(shortened(text(token.range)))'"
        case let kind where kind.isKeyword: return "keyword '\(text(token.range))'"
        default: return "'\(shortened(text(token.range)))'"
        }
    }

    func shortened(_ text: String) -> String {
        text.unicodeScalars.count <= 40 ? text : String(String.UnicodeScalarView(text.unicodeScalars.prefix(40))) + "..."
    }

    /// Where a missing thing is reported: at the found token, or right after the previous token
    /// when what was found is the end of the line or file.
    func foundOffset(_ token: Token) -> Int {
        token.kind == .newline || token.kind == .endOfFile ? previousEnd : token.start
    }

    func spanForFound(_ token: Token) -> SourceSpan {
        if token.kind == .newline || token.kind == .endOfFile { return source.span(SourceRange(at: previousEnd)) }
        return source.span(token.range)
    }

    func keywordAsNameDiagnostic(_ token: Token) -> Diagnostic {
        let name = text(token.range)
        if token.kind == .keywordRoot {
            return .error(.keywordAsName, "'root' is declared implicitly and cannot be declared again", at: source.span(token.range))
        }
        return .error(.keywordAsName, "'\(name)' is a keyword and cannot name a view", at: source.span(token.range))
    }

    // MARK: Reporting

    /// Reports a bad token's lexer diagnostic; returns false if the token is not bad.
    mutating func reportBadToken(_ token: Token) -> Bool {
        guard token.kind.isBad else { return false }
        if let diagnostic = Lexer.diagnostic(for: token, in: source) { report(diagnostic) }
        return true
    }

    /// Records the statement's first diagnostic; later ones in the same statement are follow-ons.
    mutating func report(_ diagnostic: Diagnostic) {
        guard !statementFailed else { return }
        statementFailed = true
        if diagnostics.count < ParserLimits.maximumDiagnostics {
            diagnostics.append(diagnostic)
        } else {
            if unshownDiagnostics == 0 { firstUnshownSpan = diagnostic.span }
            unshownDiagnostics += 1
        }
    }
}

private let powersOfTen: [Double] = (0...15).map { exponent in
    var value = 1.0
    for _ in 0..<exponent { value *= 10 }
    return value
}

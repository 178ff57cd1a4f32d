import LayoutLexer

/// Parsing `when` statements and their conditions (extension, see grammar.md "Variants").
///
/// `when`, `else`, `and`, `or` and `not` are no keywords: a view may be called `when`
/// (`when.left = 0` still works). A statement is a `when` statement when it starts with the
/// word `when` followed by a name, `(` or `{`; `else` is read only right after a `when` block's `}`.
extension Parser {
    /// The deepest a condition may nest (parentheses and `not`); deeper gets `V004`.
    static let maximumConditionDepth = 64

    /// Whether the statement starts `when CONDITION`: the word `when` followed by what can start
    /// a condition (a name, `(`), or by `{` (a condition left out). Anything else, such as `.`
    /// or `=`, reads as an equation, so a view called `when` keeps its core meaning and errors.
    var startsWhenStatement: Bool {
        guard kind == .identifier, index + 1 < tokens.count else { return false }
        switch tokens[index + 1].kind {
        case .identifier, .leftParenthesis, .leftBrace: return isWord("when", token)
        default: return false
        }
    }

    /// Whether the statement starts with a stray `else` (one after no `when` block).
    var startsStrayElse: Bool {
        guard kind == .identifier, index + 1 < tokens.count else { return false }
        let next = tokens[index + 1]
        return isWord("else", token) && (next.kind == .leftBrace || isWord("when", next))
    }

    /// Whether `token` is the identifier `word`.
    func isWord(_ word: StaticString, _ token: Token) -> Bool {
        guard token.kind == .identifier, token.end - token.start == word.utf8CodeUnitCount else { return false }
        let spelled = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        for offset in 0..<spelled.count where bytes[token.start + offset] != spelled[offset] { return false }
        return true
    }

    /// `when C { ... } {else when C { ... }} [else { ... }]`; the blocks hold any statements
    /// (the checker refuses what a variant may not hold).
    mutating func parseWhen() -> Statement {
        let start = token.start
        var branches: [WhenBranchSyntax] = []
        var elseBody: StatementBlockSyntax?
        while true {
            let keyword = token
            index += 1
            let condition = parseCondition()
            let body = parseBranchBody(after: keyword)
            branches.append(WhenBranchSyntax(keywordRange: keyword.range, condition: condition, body: body))
            guard !statementFailed else { break }
            skipNewlinesBeforeElse()
            guard isWord("else", token) else { break }
            let elseWord = token
            index += 1
            if isWord("when", token) { continue }
            guard kind == .leftBrace else {
                report(.error(
                    .malformedCondition, "expected '{' or 'when' after 'else', found \(describe(token))",
                    at: spanForFound(token)))
                _ = elseWord
                break
            }
            elseBody = parseStatementBlock(for: "else block") { $0.parseStatement() }
            break
        }
        var when = WhenSyntax(branches: branches, elseBody: elseBody, range: SourceRange(start: start, end: previousEnd))
        // An error after the last block (`else` with no block) is the statement's: recorded there.
        if statementFailed { when.markLastBlockIncomplete() }
        return .when(when)
    }

    /// The `{ ... }` after a condition. After an error in the condition, a `{` later on the same
    /// line still opens the block, so that its statements are not read as the file's.
    private mutating func parseBranchBody(after keyword: Token) -> StatementBlockSyntax {
        if !statementFailed && kind != .leftBrace {
            if !reportBadToken(token) {
                report(.error(
                    .malformedCondition, "expected '{' after the condition, found \(describe(token))",
                    at: spanForFound(token), notes: ["a variant reads 'when compactWidth { a.width = 100 }'"]))
            }
        }
        while kind != .leftBrace && kind != .newline && kind != .semicolon && kind != .endOfFile && kind != .rightBrace {
            index += 1
        }
        guard kind == .leftBrace else {
            return StatementBlockSyntax(
                statements: [], openBraceRange: SourceRange(at: previousEnd), isClosed: false, isIncomplete: true,
                range: SourceRange(at: previousEnd))
        }
        let failed = statementFailed
        var body = parseStatementBlock(for: "when block") { $0.parseStatement() }
        if failed { body.isIncomplete = true }
        return body
    }

    /// Steps over newlines when the next line starts `else {` or `else when`, so that `else` may
    /// stand on the line after the `}` (no other statement starts that way).
    private mutating func skipNewlinesBeforeElse() {
        var position = index
        while tokens[position].kind == .newline { position += 1 }
        guard position > index, position + 1 < tokens.count, isWord("else", tokens[position]) else { return }
        let next = tokens[position + 1]
        if next.kind == .leftBrace || isWord("when", next) { index = position }
    }

    // MARK: Conditions

    /// `or_condition`.
    mutating func parseCondition(depth: Int = 0) -> ConditionSyntax {
        var left = parseAndCondition(depth: depth)
        while !statementFailed && isWord("or", token) {
            index += 1
            let right = parseAndCondition(depth: depth)
            left = .connective(.or, left, right)
        }
        return left
    }

    private mutating func parseAndCondition(depth: Int) -> ConditionSyntax {
        var left = parseUnaryCondition(depth: depth)
        while !statementFailed && isWord("and", token) {
            index += 1
            let right = parseUnaryCondition(depth: depth)
            left = .connective(.and, left, right)
        }
        return left
    }

    private mutating func parseUnaryCondition(depth: Int) -> ConditionSyntax {
        let current = token
        guard depth < Self.maximumConditionDepth else {
            report(.error(
                .malformedCondition, "condition nested more than \(Self.maximumConditionDepth) deep",
                at: source.span(current.range)))
            return .bad(BadSyntax(range: SourceRange(at: current.start)))
        }
        if isWord("not", current) {
            index += 1
            let operand = parseUnaryCondition(depth: depth + 1)
            return .not(operand, notRange: current.range)
        }
        if current.kind == .leftParenthesis {
            index += 1
            let inner = parseCondition(depth: depth + 1)
            if statementFailed { return .bad(BadSyntax(range: SourceRange(start: current.start, end: previousEnd))) }
            guard kind == .rightParenthesis else {
                if !reportBadToken(token) {
                    report(.error(
                        .malformedCondition, "expected ')' in the condition, found \(describe(token))",
                        at: spanForFound(token),
                        related: [RelatedLocation(span: source.span(current.range), message: "to match this '('")]))
                }
                return .bad(BadSyntax(range: SourceRange(start: current.start, end: previousEnd)))
            }
            index += 1
            return .parenthesized(inner, range: SourceRange(start: current.start, end: previousEnd))
        }
        guard current.kind == .identifier, !isWord("and", current), !isWord("or", current) else {
            if current.kind.isKeyword {
                report(.error(
                    .malformedCondition, "keyword '\(text(current.range))' cannot be a condition",
                    at: source.span(current.range), notes: [Self.conditionNote]))
            } else if !reportBadToken(current) {
                report(.error(
                    .malformedCondition, "expected a condition, found \(describe(current))",
                    at: spanForFound(current), notes: [Self.conditionNote]))
            }
            return .bad(BadSyntax(range: SourceRange(at: foundOffset(current))))
        }
        index += 1
        guard let comparison = comparisonOperator(token) else { return .name(identifier(current)) }
        let operatorToken = token
        index += 1
        var number = token
        var sign = 1.0
        if number.kind == .minus {
            sign = -1
            index += 1
            number = token
        }
        guard number.kind == .number else {
            if !reportBadToken(number) {
                report(.error(
                    .malformedCondition,
                    "expected a number after '\(text(operatorToken.range))', found \(describe(number))",
                    at: spanForFound(number), notes: ["a comparison reads 'width >= 600'"]))
            }
            return .bad(BadSyntax(range: SourceRange(start: current.start, end: previousEnd)))
        }
        index += 1
        let literal = NumberLiteral(
            value: sign * numberValue(number.range), range: SourceRange(start: operatorToken.end, end: number.end))
        return .comparison(ComparisonConditionSyntax(
            dimension: identifier(current), comparison: comparison, operatorRange: operatorToken.range,
            value: literal, range: SourceRange(start: current.start, end: number.end)))
    }

    /// The comparison `token` spells, if any; `<` and `>` alone are bad tokens elsewhere.
    private func comparisonOperator(_ token: Token) -> ConditionComparison? {
        switch token.kind {
        case .greaterThanOrEqual: return .greaterThanOrEqual
        case .lessThanOrEqual: return .lessThanOrEqual
        case .equal, .equalEqual: return .equal
        case .badCharacter where token.end - token.start == 1:
            switch bytes[token.start] {
            case UInt8(ascii: ">"): return .greaterThan
            case UInt8(ascii: "<"): return .lessThan
            default: return nil
            }
        default: return nil
        }
    }

    static let conditionNote =
        "a condition is a size class, an idiom, a flag or 'width >= 600', combined with and, or, not and ( )"

    /// A stray `else`: reported, and its block parsed so that its statements are not the file's.
    mutating func parseStrayElse() -> Statement {
        let elseWord = token
        report(.error(
            .malformedCondition, "'else' must follow the '}' of a when block", at: source.span(elseWord.range)))
        index += 1
        if isWord("when", token) { return parseWhen() }
        let block = parseStatementBlock(for: "else block") { $0.parseStatement() }
        return .bad(BadSyntax(range: SourceRange(start: elseWord.start, end: block.range.end)))
    }
}

extension WhenSyntax {
    /// Records a syntax error of the statement outside its blocks (already reported) on its last
    /// block, where `containsBadSyntax` sees it.
    mutating func markLastBlockIncomplete() {
        if elseBody != nil {
            elseBody?.isIncomplete = true
        } else if !branches.isEmpty {
            branches[branches.count - 1].body.isIncomplete = true
        }
    }
}

import LayoutLexer
import LayoutSource

/// Parsing `when` statements and their conditions (see grammar.md "Variants").
///
/// `when`, `else`, `and`, `or` and `not` are no keywords: a view may be called `when`
/// (`when.left = 0` still works). A statement is a `when` statement when it starts with the
/// word `when` followed by a name, `(` or `{`; `else` is read only right after a `when` block's `}`.
extension Parser {
    /// The tallest a condition's tree may be: each `not`, `(`, `and` and `or` on a path from the
    /// top adds a level. Taller gets `V004`, never a stack overflow: the walks over conditions
    /// (checking, printing, equality) recurse per level, and 32 levels, far beyond any variant
    /// (which tests a few flags), stay within a 512 KB thread stack even in a debug build.
    static let maximumConditionDepth = 32

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
                reportMissingElseBlock()
                _ = elseWord
                break
            }
            elseBody = parseStatementBlock(for: "else block") { $0.parseBlockStatement() }
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
        if !statementFailed && kind != .leftBrace { reportMissingBranchBlock() }
        while kind != .leftBrace && kind != .newline && kind != .semicolon && kind != .endOfFile && kind != .rightBrace {
            index += 1
        }
        guard kind == .leftBrace else {
            return StatementBlockSyntax(
                statements: [], openBraceRange: SourceRange(at: previousEnd), isClosed: false, isIncomplete: true,
                range: SourceRange(at: previousEnd))
        }
        let failed = statementFailed
        var body = parseStatementBlock(for: "when block") { $0.parseBlockStatement() }
        if failed { body.isIncomplete = true }
        return body
    }

    // Statement blocks nest through `parseWhen` and `parseBranchBody`: their diagnostics are
    // built out of line, so that each level of nesting costs small frames (Parser+Blocks.swift).

    /// Reports what stands after `else` where `{` or `when` should.
    @inline(never)
    private mutating func reportMissingElseBlock() {
        report(.error(
            .malformedCondition, "expected '{' or 'when' after 'else', found \(describe(token))",
            at: spanForFound(token)))
    }

    /// Reports what stands after a condition where its `{` should.
    @inline(never)
    private mutating func reportMissingBranchBlock() {
        if !reportBadToken(token) {
            report(.error(
                .malformedCondition, "expected '{' after the condition, found \(describe(token))",
                at: spanForFound(token), notes: ["a variant reads 'when compactWidth { a.width = 100 }'"]))
        }
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

    /// A condition with the height of its tree, so the limit needs no second walk.
    struct ParsedCondition {
        var condition: ConditionSyntax
        var height: Int
    }

    /// One rule the condition's descent is inside, waiting for the operand being parsed.
    private enum ConditionFrame {
        /// `and_condition {or and_condition}` at `depth` levels of `not` and `(`: the operands
        /// combined so far and the `or` awaiting its right operand, or nil for the first.
        case or(pending: PendingConnective?, depth: Int)
        /// `unary_condition {and unary_condition}`, likewise with `and`.
        case and(pending: PendingConnective?, depth: Int)
        /// `not unary_condition`: the `not` awaiting its operand.
        case not(Token)
        /// `( or_condition )`: the `(` awaiting the condition inside.
        case group(Token)
    }

    /// An `and` or `or` read after its left operand, awaiting its right one.
    private struct PendingConnective {
        var left: ParsedCondition
        var word: Token
    }

    /// `or_condition`: `and_condition {or and_condition}`, where `and_condition` is
    /// `unary_condition {and unary_condition}` and `unary_condition` is `not unary_condition`,
    /// `( or_condition )` or a name or comparison.
    ///
    /// As for expressions, the descent keeps its place in an explicit stack of frames, the
    /// calls a recursive descent would have open, so it needs the same stack at any depth: it
    /// runs inside nested `when` blocks, whose own parsing recurses.
    mutating func parseCondition() -> ConditionSyntax {
        var depth = 0
        var frames: [ConditionFrame] = [.or(pending: nil, depth: 0), .and(pending: nil, depth: 0)]
        var operand = parseUnaryCondition(depth: &depth, pushingOnto: &frames)
        // Each pass hands the operand just parsed to the innermost open rule.
        while let frame = frames.popLast() {
            switch frame {
            case .not(let word):
                depth -= 1
                operand = ParsedCondition(condition: .not(operand.condition, notRange: word.range), height: operand.height + 1)
            case .group(let open):
                depth -= 1
                operand = closeConditionGroup(open, inner: operand)
            case .and(let pending, let chainDepth):
                let combined = pending.map { connect(.and, $0.left, operand, at: $0.word, depth: chainDepth) } ?? operand
                if !statementFailed && isWord("and", token) {
                    frames.append(.and(pending: PendingConnective(left: combined, word: token), depth: chainDepth))
                    index += 1
                    operand = parseUnaryCondition(depth: &depth, pushingOnto: &frames)
                } else {
                    operand = combined
                }
            case .or(let pending, let chainDepth):
                let combined = pending.map { connect(.or, $0.left, operand, at: $0.word, depth: chainDepth) } ?? operand
                if !statementFailed && isWord("or", token) {
                    frames.append(.or(pending: PendingConnective(left: combined, word: token), depth: chainDepth))
                    frames.append(.and(pending: nil, depth: chainDepth))
                    index += 1
                    operand = parseUnaryCondition(depth: &depth, pushingOnto: &frames)
                } else {
                    operand = combined
                }
            }
        }
        return operand.condition
    }

    /// `not unary_condition | ( or_condition ) | atom`: reads `not` and `(` onto `frames`, each a
    /// level deeper, until an atom, which it returns (or a placeholder past the limit).
    private mutating func parseUnaryCondition(depth: inout Int, pushingOnto frames: inout [ConditionFrame]) -> ParsedCondition {
        while true {
            let current = token
            guard depth < Self.maximumConditionDepth else {
                reportConditionTooDeep(at: current)
                return ParsedCondition(condition: .bad(BadSyntax(range: SourceRange(at: current.start))), height: 1)
            }
            if isWord("not", current) {
                index += 1
                depth += 1
                frames.append(.not(current))
            } else if current.kind == .leftParenthesis {
                index += 1
                depth += 1
                frames.append(.group(current))
                frames.append(.or(pending: nil, depth: depth))
                frames.append(.and(pending: nil, depth: depth))
            } else {
                return ParsedCondition(condition: parseConditionAtom(), height: 1)
            }
        }
    }

    /// The `)` that closes the group opened by `open` around `inner`: the parenthesized
    /// condition, or a placeholder after an error inside or a missing `)`.
    private mutating func closeConditionGroup(_ open: Token, inner: ParsedCondition) -> ParsedCondition {
        let range = SourceRange(start: open.start, end: previousEnd)
        if statementFailed { return ParsedCondition(condition: .bad(BadSyntax(range: range)), height: 1) }
        guard kind == .rightParenthesis else {
            reportMissingConditionParenthesis(opening: open)
            return ParsedCondition(condition: .bad(BadSyntax(range: range)), height: 1)
        }
        index += 1
        return ParsedCondition(
            condition: .parenthesized(inner.condition, range: SourceRange(start: open.start, end: previousEnd)),
            height: inner.height + 1)
    }

    /// `left word right`, or a placeholder after reporting a tree taller than the limit.
    private mutating func connect(
        _ connective: ConditionConnective, _ left: ParsedCondition, _ right: ParsedCondition, at word: Token, depth: Int
    ) -> ParsedCondition {
        let height = max(left.height, right.height) + 1
        guard depth + height <= Self.maximumConditionDepth else {
            reportConditionTooDeep(at: word)
            let range = SourceRange(start: left.condition.range.start, end: right.condition.range.end)
            return ParsedCondition(condition: .bad(BadSyntax(range: range)), height: 1)
        }
        return ParsedCondition(condition: .connective(connective, left.condition, right.condition), height: height)
    }

    /// Reports a condition deeper than the limit, at `token`.
    @inline(never)
    private mutating func reportConditionTooDeep(at token: Token) {
        report(.error(
            .malformedCondition,
            "condition nested more than \(Self.maximumConditionDepth) deep (each 'not', '(', 'and' and 'or' adds a level)",
            at: source.span(token.range)))
    }

    /// Reports the token where the `)` closing `opening` should be.
    @inline(never)
    private mutating func reportMissingConditionParenthesis(opening: Token) {
        if !reportBadToken(token) {
            report(.error(
                .malformedCondition, "expected ')' in the condition, found \(describe(token))",
                at: spanForFound(token),
                related: [RelatedLocation(span: source.span(opening.range), message: "to match this '('")]))
        }
    }

    /// A name or a comparison (`width >= 600`), or a placeholder after reporting what stands there.
    @inline(never)
    private mutating func parseConditionAtom() -> ConditionSyntax {
        let current = token
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
        if number.kind == .identifier, sign > 0 {
            // A named constant (`width >= breakpoint`); the checker resolves it.
            index += 1
            var comparisonSyntax = ComparisonConditionSyntax(
                dimension: identifier(current), comparison: comparison, operatorRange: operatorToken.range,
                value: NumberLiteral(value: 0, range: number.range), range: SourceRange(start: current.start, end: number.end))
            comparisonSyntax.constant = identifier(number)
            return .comparison(comparisonSyntax)
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
        let block = parseStatementBlock(for: "else block") { $0.parseBlockStatement() }
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

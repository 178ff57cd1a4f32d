import LayoutLexer
import LayoutSource

/// Expressions: precedence levels, primaries, and the nesting limit.
extension Parser {
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
        // A tree that grows on the left is a long run of operators, not nesting: say so.
        let isLongChain = left.height >= right.height
        return limitHeight(
            ParsedExpression(expression: node, height: height), at: operatorToken.range, isLongChain: isLongChain)
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
        case .identifier where tokens[index + 1].kind == .dot && reportReservedName(current):
            index += 1
            return leaf(.bad(BadSyntax(range: current.range)))
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
        var attribute = identifier(current)
        // `v.safeArea.top` (extension): the safe area's attribute is one name, `safeArea.top`.
        if current.end - current.start == 8, kind == .dot, attribute.name == "safeArea" {
            index += 1
            let member = token
            guard member.kind == .identifier else {
                if !reportBadToken(member) {
                    report(
                        .error(
                            .expectedAttribute, "expected an attribute name after '\(view.name).safeArea.', found \(describe(member))",
                            at: spanForFound(member), notes: ["a safe area has the attributes of a guide, as in '\(view.name).safeArea.top'"]))
                }
                return leaf(.bad(BadSyntax(range: SourceRange(start: viewToken.start, end: previousEnd))))
            }
            index += 1
            attribute = Identifier(name: "safeArea." + identifier(member).name, range: SourceRange(start: current.start, end: member.end))
        }
        return leaf(
            .attribute(
                AttributeReference(
                    view: view, attribute: attribute, range: SourceRange(start: viewToken.start, end: previousEnd))))
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
                        related: [RelatedLocation(span: source.span(open.range), message: "to match this '('")],
                        fixIts: [FixIt(span: source.span(SourceRange(at: previousEnd)), replacement: ")")]))
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
    mutating func limitHeight(
        _ parsed: ParsedExpression, at range: SourceRange, isLongChain: Bool = false
    ) -> ParsedExpression {
        guard parsed.height > ParserLimits.maximumExpressionDepth else { return parsed }
        report(isLongChain ? longChainDiagnostic(at: range) : nestingDiagnostic(at: range))
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

    func longChainDiagnostic(at range: SourceRange) -> Diagnostic {
        .error(
            .nestingTooDeep,
            "expression too long (more than \(ParserLimits.maximumExpressionDepth) operators in a row)",
            at: source.span(range), notes: ["split it into several equations"])
    }

    func leaf(_ expression: Expression) -> ParsedExpression {
        ParsedExpression(expression: expression, height: 1)
    }
}

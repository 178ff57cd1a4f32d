import LayoutLexer
import LayoutSource

/// Expressions: precedence levels, primaries, and the nesting limit.
///
/// The grammar is recursive (`expression = term {(+|-) term}`, `term = unary {(*|/) unary}`,
/// `unary = (+|-) unary | primary`, `primary = ... | ( expression )`), but the parser keeps
/// its place in an explicit stack of `ExpressionFrame`s instead of the call stack: the frames
/// are exactly the calls a recursive descent would have open, handled in the same order, so the
/// trees and diagnostics are a recursive descent's, while the stack a parse needs stays the same
/// at any depth (a thread with a 512 KB stack parses the deepest expression the limits accept).
extension Parser {
    /// One rule the descent is inside, waiting for the operand being parsed.
    private enum ExpressionFrame {
        /// `term {(+|-) term}`: the terms combined so far and the operator awaiting its right
        /// term, or nil while the first term is parsed.
        case sum(pending: PendingOperator?)
        /// `unary {(*|/) unary}`, likewise with factors.
        case product(pending: PendingOperator?)
        /// `(+|-) unary`: the sign awaiting its operand.
        case sign(UnaryOperator, Token)
        /// `( expression )`: the `(` awaiting the expression inside.
        case group(Token)
    }

    /// A binary operator read after its left operand, awaiting its right one.
    private struct PendingOperator {
        var left: ParsedExpression
        var op: BinaryOperator
        var token: Token
    }

    /// `term {(+|-) term}`
    mutating func parseExpression() -> ParsedExpression {
        var frames: [ExpressionFrame] = [.sum(pending: nil), .product(pending: nil)]
        var operand = parseUnaryOperand(pushingOnto: &frames)
        // Each pass hands the operand just parsed to the innermost open rule.
        while let frame = frames.popLast() {
            switch frame {
            case .sign(let op, let operatorToken):
                descentDepth -= 1
                operand = signed(operand, op: op, operatorToken: operatorToken)
            case .group(let open):
                descentDepth -= 1
                operand = closeGroup(open, inner: operand)
            case .product(let pending):
                let product = pending.map { binary($0, right: operand) } ?? operand
                if let op = nextOperator(multiplicative: true) {
                    frames.append(.product(pending: PendingOperator(left: product, op: op, token: token)))
                    index += 1
                    operand = parseUnaryOperand(pushingOnto: &frames)
                } else {
                    operand = product
                }
            case .sum(let pending):
                let sum = pending.map { binary($0, right: operand) } ?? operand
                if let op = nextOperator(multiplicative: false) {
                    frames.append(.sum(pending: PendingOperator(left: sum, op: op, token: token)))
                    frames.append(.product(pending: nil))
                    index += 1
                    operand = parseUnaryOperand(pushingOnto: &frames)
                } else {
                    operand = sum
                }
            }
        }
        return operand
    }

    /// The operator after an operand that continues a sum (`+`, `-`) or a product (`*`, `/`),
    /// left at the cursor; nil when the rule ends there (or the statement already failed).
    private mutating func nextOperator(multiplicative: Bool) -> BinaryOperator? {
        guard !statementFailed else { return nil }
        skipContinuationNewlines()
        switch (kind, multiplicative) {
        case (.plus, false): return .add
        case (.minus, false): return .subtract
        case (.star, true): return .multiply
        case (.slash, true): return .divide
        default: return nil
        }
    }

    /// `(+|-) unary | primary`: reads signs and `(` onto `frames` until a primary, which it returns.
    private mutating func parseUnaryOperand(pushingOnto frames: inout [ExpressionFrame]) -> ParsedExpression {
        while true {
            skipContinuationNewlines()
            let current = token
            switch current.kind {
            case .minus, .plus:
                guard enterLevel(at: current.range) else {
                    return ParsedExpression(expression: .bad(BadSyntax(range: current.range)), height: 1)
                }
                index += 1
                frames.append(.sign(current.kind == .minus ? .minus : .plus, current))
            case .leftParenthesis:
                guard enterLevel(at: current.range) else { return leaf(.bad(BadSyntax(range: current.range))) }
                index += 1
                openParentheses += 1
                frames.append(.group(current))
                frames.append(.sum(pending: nil))
                frames.append(.product(pending: nil))
            default:
                return parsePrimary()
            }
        }
    }

    /// The binary node `pending.left op right`, or its placeholder past the height limit.
    private mutating func binary(_ pending: PendingOperator, right: ParsedExpression) -> ParsedExpression {
        let left = pending.left
        let height = max(left.height, right.height) + 1
        let node = Expression.binary(
            BinaryExpression(
                op: pending.op, operatorRange: pending.token.range, left: left.expression, right: right.expression,
                range: SourceRange(
                    start: left.expression.range.start, end: max(right.expression.range.end, pending.token.end))))
        // A tree that grows on the left is a long run of operators, not nesting: say so.
        let isLongChain = left.height >= right.height
        return limitHeight(
            ParsedExpression(expression: node, height: height), at: pending.token.range, isLongChain: isLongChain)
    }

    /// The unary node `op operand`, or its placeholder past the height limit.
    private mutating func signed(_ operand: ParsedExpression, op: UnaryOperator, operatorToken: Token) -> ParsedExpression {
        limitHeight(
            ParsedExpression(
                expression: .unary(
                    UnaryExpression(
                        op: op, operatorRange: operatorToken.range, operand: operand.expression,
                        range: SourceRange(start: operatorToken.start, end: max(operatorToken.end, operand.expression.range.end)))),
                height: operand.height + 1),
            at: operatorToken.range)
    }

    /// The `)` that closes the group opened by `open` around `inner`: the parenthesized node, or
    /// a placeholder after reporting a missing `)`.
    private mutating func closeGroup(_ open: Token, inner: ParsedExpression) -> ParsedExpression {
        if !statementFailed { skipContinuationNewlines() }
        if !statementFailed && kind == .rightParenthesis {
            index += 1
            openParentheses -= 1
        } else if !statementFailed {
            let current = token
            if !reportBadToken(current) {
                // A ',' in parentheses is a tuple, as UIEdgeInsets are written in Swift
                // (`+ (5, 10, 5, 10)`): a ')' inserted before it would leave broken text.
                let isTuple = current.kind == .comma
                report(
                    .error(
                        .expectedClosingParenthesis, "expected ')', found \(describe(current))", at: spanForFound(current),
                        related: [RelatedLocation(span: source.span(open.range), message: "to match this '('")],
                        notes: isTuple
                            ? [
                                "a list of numbers is no value here: 'edges + 8' insets every side by 8",
                                "to inset each side by its own amount, write one equation per side, as in 'a.top = b.top + 5' and 'a.right = b.right - 10'",
                            ] : [],
                        fixIts: isTuple
                            ? InsetTuple.fixIt(around: open.start, in: source).map { [$0] } ?? []
                            : [FixIt(span: source.span(SourceRange(at: previousEnd)), replacement: ")")]))
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

    /// A number, `view.attribute` or `flex()` (`( expression )` is `parseUnaryOperand`'s).
    private mutating func parsePrimary() -> ParsedExpression {
        skipContinuationNewlines()
        let current = token
        switch current.kind {
        case .number:
            index += 1
            return leaf(.number(NumberLiteral(value: numberValue(current.range), range: current.range)))
        case .identifier where tokens[index + 1].kind == .dot && reportReservedName(current):
            index += 1
            return leaf(.bad(BadSyntax(range: current.range)))
        case .identifier where tokens[index + 1].kind == .leftParenthesis && isWord("scaled", current):
            return parseScaled()
        case .identifier where tokens[index + 1].kind != .dot:
            return parseBareName()
        case .identifier, .keywordRoot:
            return parseAttributeReference()
        case .keywordFlex:
            return parseFlex()
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

    /// A bare name: a named constant (`let`), which the checker resolves. Apart from
    /// `parsePrimary`, whose frame every level of a deep expression pays for.
    @inline(never)
    private mutating func parseBareName() -> ParsedExpression {
        let name = identifier(token)
        index += 1
        return leaf(.name(name))
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
        // `v.safeArea.top`, `v.content.top`, `v.frame.top`: a guide's attribute is one dotted
        // name, `safeArea.top`; the checker says which guides exist (and suggests one for a
        // misspelt `v.contnet.top`, which is therefore read the same way).
        if kind == .dot, tokens[index + 1].kind == .identifier || Self.isGuideName(attribute.name) {
            index += 1
            let member = token
            guard member.kind == .identifier else {
                if !reportBadToken(member) {
                    let guideName = attribute.name
                    report(
                        .error(
                            .expectedAttribute, "expected an attribute name after '\(view.name).\(guideName).', found \(describe(member))",
                            at: spanForFound(member), notes: ["\(Self.guideDescription(guideName)) has the attributes of a guide, as in '\(view.name).\(guideName).top'"]))
                }
                return leaf(.bad(BadSyntax(range: SourceRange(start: viewToken.start, end: previousEnd))))
            }
            index += 1
            let guideName = attribute.name
            attribute = Identifier(name: attribute.name + "." + identifier(member).name, range: SourceRange(start: current.start, end: member.end))
            // `page.frame.safeArea.top`: a guide has no guides of its own. Said here, where the
            // parts are known, rather than as a stray '.' after a statement.
            if kind == .dot, tokens[index + 1].kind == .identifier {
                index += 1
                let extra = token
                index += 1
                let written = "\(view.name).\(attribute.name).\(identifier(extra).name)"
                let memberName = identifier(member).name
                var notes = ["an attribute reads 'view.attribute' or 'view.guide.attribute', as in '\(view.name).safeArea.top'"]
                if Self.isGuideName(memberName) {
                    notes.insert(
                        "\(Self.guideDescription(guideName)) is a layout guide, which has no \(memberName) guide of its own"
                            + (memberName == "safeArea" ? "; the view's own safe area is '\(view.name).safeArea.\(identifier(extra).name)'" : ""),
                        at: 0)
                }
                report(
                    .error(
                        .expectedAttribute, "'\(written)' has one part too many",
                        at: source.span(SourceRange(start: viewToken.start, end: extra.end)), notes: notes))
                return leaf(.bad(BadSyntax(range: SourceRange(start: viewToken.start, end: previousEnd))))
            }
        }
        return leaf(
            .attribute(
                AttributeReference(
                    view: view, attribute: attribute, range: SourceRange(start: viewToken.start, end: previousEnd))))
    }

    /// Whether `name` is a guide a view has, written before a dot: `safeArea`, and a scroll
    /// view's `content` and `frame`.
    static func isGuideName(_ name: String) -> Bool {
        name == "safeArea" || name == "content" || name == "frame"
    }

    /// The guide `name` stands for, in words.
    static func guideDescription(_ name: String) -> String {
        switch name {
        case "content": "a scroll view's content"
        case "frame": "a scroll view's frame"
        default: "a safe area"
        }
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

    /// `scaled ( NUMBER [ , STYLE ] )`; anything else is T023 at what stands there.
    @inline(never)
    mutating func parseScaled() -> ParsedExpression {
        let scaledToken = token
        index += 2
        let number = token
        guard number.kind == .number else {
            return malformedScaled(from: scaledToken, found: number)
        }
        index += 1
        let literal = NumberLiteral(value: numberValue(number.range), range: number.range)
        var style: Identifier?
        if kind == .comma {
            index += 1
            guard token.kind == .identifier else { return malformedScaled(from: scaledToken, found: token) }
            style = identifier(token)
            index += 1
        }
        guard kind == .rightParenthesis else { return malformedScaled(from: scaledToken, found: token) }
        index += 1
        return leaf(.scaled(ScaledExpression(
            value: literal, style: style, range: SourceRange(start: scaledToken.start, end: previousEnd))))
    }

    /// Reports a malformed `scaled(...)` at `found` and skips to its `)` on the same line, if any.
    private mutating func malformedScaled(from scaledToken: Token, found: Token) -> ParsedExpression {
        if !reportBadToken(found) {
            report(.error(
                .malformedScaled, "expected 'scaled(NUMBER)' or 'scaled(NUMBER, STYLE)', found \(describe(found))",
                at: spanForFound(found), notes: ["a scaled number reads 'scaled(12)' or 'scaled(12, headline)'"]))
        }
        // Skip what remains of the call, so that one mistake is one error.
        while kind != .rightParenthesis, kind != .newline, kind != .endOfFile, kind != .semicolon { index += 1 }
        if kind == .rightParenthesis { index += 1 }
        return leaf(.bad(BadSyntax(range: SourceRange(start: scaledToken.start, end: previousEnd))))
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

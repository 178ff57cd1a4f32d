import LayoutParser
import LayoutSource

// Folding an expression into a linear form: constants are multiplied out, unknowns may only be
// scaled by constants, and compound attributes stay per component. Each error is reported at
// the sub-expression at fault, and the expression then yields `nil` so nothing cascades.
extension Checker {
    /// What is left to do to finish a sub-expression, in `evaluate`'s explicit stack.
    private enum EvaluationStep {
        /// Evaluate this expression.
        case visit(Expression)
        /// The operand of a run of signs is done: negate it if the run does.
        case sign(UnaryExpression, isNegated: Bool)
        /// The left operand is done: evaluate the right one, unless the left failed.
        case right(BinaryExpression)
        /// Both operands are done: apply the operator.
        case apply(BinaryExpression, left: FormValue)
    }

    /// The value of `expression`, or `nil` after reporting why it has none.
    ///
    /// Children before parents, left before right, and nothing more of a node once an operand
    /// failed, so each error is reported once, at the sub-expression at fault. The walk keeps its
    /// own stack: trees can be 256 levels high, deeper than a 512 KB thread's stack allows to
    /// recurse in a debug build.
    mutating func evaluate(_ expression: Expression) -> FormValue? {
        var steps: [EvaluationStep] = [.visit(expression)]
        // The value of the sub-expression finished last; `nil` once one has failed.
        var value: FormValue?
        while let step = steps.popLast() {
            switch step {
            case .visit(let expression):
                switch expression {
                case .number(let literal):
                    value = checkWritten(literal, inExpression: true) ? .scalar(LinearForm(constant: literal.value)) : nil
                case .flex(let flex):
                    value = .scalar(LinearForm(flexAt: flex.range))
                case .name(let name):
                    value = resolveConstant(name).map { .scalar(LinearForm(constant: $0)) }
                case .scaled(let scaled):
                    value = evaluateScaled(scaled).map { .scalar(LinearForm(constant: $0)) }
                case .attribute(let reference):
                    value = evaluate(reference)
                case .parenthesized(let node):
                    steps.append(.visit(node.inner))
                case .unary(let node):
                    // A run of signs is one step, so `- - - x` negates once or not at all.
                    var isNegated = node.op == .minus
                    var operand = node.operand
                    while case .unary(let inner) = operand {
                        if inner.op == .minus { isNegated.toggle() }
                        operand = inner.operand
                    }
                    steps.append(.sign(node, isNegated: isNegated))
                    steps.append(.visit(operand))
                case .binary(let node):
                    steps.append(.right(node))
                    steps.append(.visit(node.left))
                case .bad:
                    value = nil
                }
            case .sign(let node, let isNegated):
                guard let operand = value, isNegated else { continue }
                value = scale(operand, by: -1, at: node.range)
            case .right(let node):
                guard let left = value else { continue }
                steps.append(.apply(node, left: left))
                steps.append(.visit(node.right))
            case .apply(let node, let left):
                guard let right = value else { continue }
                value = apply(node, left, right)
            }
        }
        // T019 judges a side as a whole: `edges + 8 - 20` is one net outset, not a subtraction.
        if hierarchy.side > 0, case .compound(let compound)? = value, compound.attribute.isInset {
            warnOutset(expression, name: compound.attribute.rawValue)
        }
        return value
    }

    private mutating func evaluate(_ reference: AttributeReference) -> FormValue? {
        // `superview` and `v.safeArea.x` resolve in HierarchyChecking.swift.
        guard let (view, attribute) = resolveReference(reference) else { return nil }
        // UIKit's rule for a scroll view's edges against its content (ScrollChecking.swift).
        if hasScrollViews, let attached = contentAttachedValue(of: attribute, of: view, reference: reference) {
            return attached
        }
        // Root's margins are read now; a root block further on must not change them (A010).
        if view == .root, hierarchy.firstRootMarginUse == nil,
            attribute.isMargin || attribute.components.contains(where: \.isMargin)
        {
            hierarchy.firstRootMarginUse = span(reference.range)
        }
        return value(of: attribute, of: view, at: reference.range)
    }

    /// `left op right` for the binary node `node`.
    private mutating func apply(_ node: BinaryExpression, _ left: FormValue, _ right: FormValue) -> FormValue? {
        switch node.op {
        case .add: return combine(left, right, sign: 1, node: node)
        case .subtract: return combine(left, right, sign: -1, node: node)
        case .multiply: return multiply(left, right, node: node)
        case .divide: return divide(left, right, node: node)
        }
    }

    private mutating func combine(_ left: FormValue, _ right: FormValue, sign: Double, node: BinaryExpression)
        -> FormValue?
    {
        let result: FormValue
        switch (left, right) {
        case (.scalar(let a), .scalar(let b)):
            result = .scalar(a.adding(b, sign: sign))
        case (.compound(let a), .compound(let b)):
            guard a.attribute.compoundFamily == b.attribute.compoundFamily else {
                report(.error(
                    .compoundMismatch, "cannot combine \(a.attribute.rawValue) with \(b.attribute.rawValue)",
                    at: span(node.right.range)))
                return nil
            }
            result = .compound(a.adding(b, sign: sign))
        case (.compound(let compound), .scalar(let number)):
            guard let amount = offsetAmount(number, for: compound, at: node.right.range) else { return nil }
            result = .compound(compound.offset(by: sign * amount))
        case (.scalar(let number), .compound(var compound)):
            guard let amount = offsetAmount(number, for: compound, at: node.left.range) else { return nil }
            if sign < 0 {
                guard let negated = scale(.compound(compound), by: -1, at: node.right.range),
                    case .compound(let flipped) = negated
                else { return nil }
                compound = flipped
            }
            result = .compound(compound.offset(by: amount))
        }
        return checkFinite(result, at: node.range)
    }

    /// T019: `a.edges = b.edges - 50` outsets here (a number added to edges insets, as EasyPeasy's
    /// `Edges(50)`), while Constrainer's `edges - 50` insets; pasted from Constrainer it would
    /// silently put the view 50 points outside, so it is said, with a fix-it to the inset meant.
    /// Judged from the numbers written on the side, summed: warned only when they come to an
    /// outset and one of them is subtracted; an outset meant as such is written `+ -50`.
    private mutating func warnOutset(_ expression: Expression, name: String) {
        guard let offsets = WrittenOffsets(expression) else { return }
        let net = offsets.numbers.reduce(0) { $0 + $1.amount }
        guard net < 0, net.isFinite,
            let subtraction = offsets.numbers.first(where: { $0.amount < 0 && $0.operatorRange != nil })?.operatorRange
        else { return }
        let number = NumberSpelling.shortest(-net)
        let isSingle = offsets.numbers.count == 1
        let message = isSingle
            ? "subtracting \(number) from \(name) outsets them by \(number) on every side"
            : "the numbers written with \(name) come to -\(number): they outset them by \(number) on every side"
        // The fix-it rewrites the numbers as the one inset they would be in Constrainer, when they
        // are plain `+ k` and `- k` after the compound; otherwise the intent is not clear enough.
        var fixIts: [FixIt] = []
        if let first = offsets.numbers.first, let last = offsets.numbers.last, offsets.isTrailingChain,
            let start = first.operatorRange?.start
        {
            fixIts = isSingle
                ? [FixIt(span: span(subtraction), replacement: "+")]
                : [FixIt(span: span(SourceRange(start: start, end: last.literal.end)), replacement: "+ \(number)")]
        }
        report(.warning(
            .subtractedInset, message, at: span(subtraction),
            notes: [
                "a number added to \(name) insets them, as in EasyPeasy's Edges(\(number)); Constrainer's '\(name) - \(number)' insets instead",
                "to inset by \(number), write '+ \(number)'; to outset without this warning, write '+ -\(number)'",
            ],
            fixIts: fixIts))
    }

    /// The number a compound is offset by, or `nil` after reporting that `form` is not a number.
    private mutating func offsetAmount(_ form: LinearForm, for compound: CompoundForm, at range: SourceRange)
        -> Double?
    {
        if let flex = form.firstFlexRange {
            report(.error(
                .flexInCompound, "flex() cannot be used with \(compound.attribute.rawValue)", at: span(flex)))
            return nil
        }
        guard form.isConstant else {
            report(.error(
                .compoundMixedWithScalar,
                "cannot mix \(compound.attribute.rawValue) with a scalar attribute", at: span(range)))
            return nil
        }
        return form.constant
    }

    private mutating func multiply(_ left: FormValue, _ right: FormValue, node: BinaryExpression) -> FormValue? {
        // The constant side is the factor, whichever side it is on.
        if case .scalar(let factor) = right, factor.isConstant {
            return scale(left, by: factor.constant, at: node.range, operand: node.left.range)
        }
        if case .scalar(let factor) = left, factor.isConstant {
            return scale(right, by: factor.constant, at: node.range, operand: node.right.range)
        }
        if let flex = flexSpan(in: left) ?? flexSpan(in: right) {
            report(.error(.scaledFlex, "flex() cannot be multiplied", at: span(flex)))
            return nil
        }
        report(.error(.nonlinearProduct, "product of two unknowns is not linear", at: span(node.range)))
        return nil
    }

    private mutating func divide(_ left: FormValue, _ right: FormValue, node: BinaryExpression) -> FormValue? {
        guard case .scalar(let divisor) = right, divisor.isConstant else {
            if let flex = flexSpan(in: right) {
                report(.error(.scaledFlex, "flex() cannot be a divisor", at: span(flex)))
            } else {
                report(.error(.divisionByUnknown, "division by an unknown is not linear", at: span(node.right.range)))
            }
            return nil
        }
        guard divisor.constant != 0 else {
            report(.error(.divisionByZero, "division by zero", at: span(node.right.range)))
            return nil
        }
        return scale(left, by: 1 / divisor.constant, at: node.range, operand: node.left.range, isDivision: true)
    }

    /// `factor * value`, reporting scaled `flex()` or `edges`; `range` is the whole product and
    /// `operand` the scaled side.
    private mutating func scale(
        _ value: FormValue, by factor: Double, at range: SourceRange, operand: SourceRange? = nil,
        isDivision: Bool = false
    ) -> FormValue? {
        let isNegation = operand == nil
        switch value {
        case .scalar(let form):
            if !isNegation, let flex = form.firstFlexRange {
                report(.error(.scaledFlex, isDivision ? "flex() cannot be divided" : "flex() cannot be multiplied", at: span(flex)))
                return nil
            }
            return checkFinite(.scalar(form.scaled(by: factor)), at: range)
        case .compound(let compound):
            if compound.attribute.isInset {
                let name = compound.attribute.rawValue
                let message = isNegation
                    ? "\(name) cannot be negated; subtract a number to outset them"
                    : "\(name) can only be offset by a number, not scaled"
                report(.error(.scaledEdges, message, at: span(operand ?? range)))
                return nil
            }
            return checkFinite(.compound(compound.scaled(by: factor)), at: range)
        }
    }

    private func flexSpan(in value: FormValue) -> SourceRange? {
        if case .scalar(let form) = value { return form.firstFlexRange }
        return nil
    }

    /// `value`, or `nil` after reporting that folding made a number infinite (T004) or larger
    /// than the limit (T020), a constant and a multiplier alike.
    private mutating func checkFinite(_ value: FormValue, at range: SourceRange) -> FormValue? {
        // Switched on rather than gathered into an array: this runs at every step of a fold.
        let isFinite: Bool, beyondLimit: Double?
        switch value {
        case .scalar(let form):
            isFinite = form.isFinite
            beyondLimit = form.largestBeyondLimit
        case .compound(let compound):
            isFinite = compound.isFinite
            beyondLimit = compound.components.lazy.compactMap(\.largestBeyondLimit).max()
        }
        guard isFinite else {
            report(.error(.nonFiniteNumber, "number is too large: this expression is not finite", at: span(range)))
            return nil
        }
        if let largest = beyondLimit {
            report(.error(
                .numberTooLarge,
                "this expression comes to \(NumberSpelling.shortest(largest)), more than \(NumberLimit.spelled), the largest number a layout takes",
                at: span(range), notes: [NumberLimit.note, NumberLimit.ratioNote]))
            return nil
        }
        return value
    }

    /// Whether the number `literal` is within the limit, after reporting it (T020) when it is
    /// not; `inExpression`: it may be a multiplier, which has a small equivalent.
    mutating func checkWritten(_ literal: NumberLiteral, inExpression: Bool = false) -> Bool {
        checkWrittenNumber(literal.value, at: literal.range, inExpression: inExpression)
    }

    /// Whether the number `value`, written at `range`, is within the limit, after reporting it
    /// (T020) when it is not; `inExpression` as for `checkWritten(_:inExpression:)`.
    mutating func checkWrittenNumber(_ value: Double, at range: SourceRange, inExpression: Bool = false) -> Bool {
        guard !NumberLimit.admits(value) else { return true }
        // A comparison's literal starts after its operator, to take in a sign: not the spaces.
        let written = source.text(in: range)
        let spaces = written.prefix { $0 == " " || $0 == "\t" }.utf8.count
        let range = SourceRange(start: range.start + spaces, end: range.end)
        report(.error(
            .numberTooLarge,
            "'\(written.dropFirst(spaces))' is more than \(NumberLimit.spelled), the largest number a layout takes",
            at: span(range), notes: inExpression ? [NumberLimit.note, NumberLimit.ratioNote] : [NumberLimit.note]))
        return false
    }
}

/// The numbers written on one side of a relation beside `edges` or `margins`, each as the sum
/// takes it, read from the syntax: what T019 judges.
private struct WrittenOffsets {
    /// A number: its signed share of the sum, its literal, and the binary `+` or `-` whose right
    /// operand it is (through parentheses, not through a sign: `+ -50` is an outset meant).
    struct Number {
        var amount: Double
        var literal: SourceRange
        var operatorRange: SourceRange?
    }

    /// The numbers, in source order.
    var numbers: [Number] = []
    /// Whether every number is a plain `+ k` or `- k` after the last attribute, so that the
    /// numbers can be rewritten as one.
    var isTrailingChain = true

    /// The numbers of `expression`, or `nil` when a constant is not a plain number (a product,
    /// `flex()`), whose share this does not judge.
    init?(_ expression: Expression) {
        // An explicit stack, as `evaluate` keeps: trees can be deep. Right pushed first so that
        // the left is read first and the numbers come in source order.
        var stack: [(expression: Expression, sign: Double, operatorRange: SourceRange?, isPlain: Bool)] =
            [(expression, 1, nil, true)]
        var attributeEnd = 0
        while let (node, sign, operatorRange, isPlain) = stack.popLast() {
            switch node {
            case .number(let literal):
                numbers.append(Number(amount: sign * literal.value, literal: literal.range, operatorRange: operatorRange))
                if operatorRange == nil || !isPlain { isTrailingChain = false }
            case .attribute(let reference):
                attributeEnd = max(attributeEnd, reference.range.end)
            case .parenthesized(let inner):
                stack.append((inner.inner, sign, operatorRange, false))
            case .unary(let unary):
                stack.append((unary.operand, unary.op == .minus ? -sign : sign, nil, false))
            case .binary(let binary):
                switch binary.op {
                case .add, .subtract:
                    let rightSign = binary.op == .subtract ? -sign : sign
                    stack.append((binary.right, rightSign, binary.operatorRange, isPlain))
                    stack.append((binary.left, sign, nil, isPlain))
                case .multiply, .divide:
                    return nil
                }
            case .flex, .name, .scaled, .bad:
                return nil
            }
        }
        if numbers.contains(where: { ($0.operatorRange?.start ?? 0) < attributeEnd }) { isTrailingChain = false }
    }
}

import LayoutParser
import LayoutSource

// Folding an expression into a linear form: constants are multiplied out, unknowns may only be
// scaled by constants, and compound attributes stay per component. Each error is reported at
// the sub-expression at fault, and the expression then yields `nil` so nothing cascades.
extension Checker {
    /// The value of `expression`, or `nil` after reporting why it has none.
    mutating func evaluate(_ expression: Expression) -> FormValue? {
        switch expression {
        case .number(let literal):
            return .scalar(LinearForm(constant: literal.value))
        case .flex(let flex):
            return .scalar(LinearForm(flexAt: flex.range))
        case .attribute(let reference):
            return evaluate(reference)
        case .parenthesized(let node):
            return evaluate(node.inner)
        case .unary(let node):
            return evaluate(node)
        case .binary(let node):
            return evaluate(node)
        case .bad:
            return nil
        }
    }

    private mutating func evaluate(_ reference: AttributeReference) -> FormValue? {
        // `superview` and `v.safeArea.x` resolve in HierarchyChecking.swift.
        guard let (view, attribute) = resolveReference(reference) else { return nil }
        return value(of: attribute, of: view, at: reference.range)
    }

    private mutating func evaluate(_ node: UnaryExpression) -> FormValue? {
        // Walk a run of signs in a loop, so `- - - x` costs no recursion.
        var isNegated = node.op == .minus
        var operand = node.operand
        while case .unary(let inner) = operand {
            if inner.op == .minus { isNegated.toggle() }
            operand = inner.operand
        }
        guard let value = evaluate(operand) else { return nil }
        guard isNegated else { return value }
        return scale(value, by: -1, at: node.range)
    }

    private mutating func evaluate(_ node: BinaryExpression) -> FormValue? {
        // Binary operators are left-associative, so long sums and products lean left: walk that
        // spine in a loop and recurse only into right operands, which keeps recursion shallow.
        var spine = [node]
        var leftmost = node.left
        while case .binary(let inner) = leftmost {
            spine.append(inner)
            leftmost = inner.left
        }
        guard var value = evaluate(leftmost) else { return nil }
        for step in spine.reversed() {
            guard let right = evaluate(step.right) else { return nil }
            guard let next = apply(step, value, right) else { return nil }
            value = next
        }
        return value
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

    /// `value`, or `nil` after reporting that folding made a number infinite.
    private mutating func checkFinite(_ value: FormValue, at range: SourceRange) -> FormValue? {
        let isFinite = switch value {
        case .scalar(let form): form.isFinite
        case .compound(let compound): compound.isFinite
        }
        guard isFinite else {
            report(.error(.nonFiniteNumber, "number is too large: this expression is not finite", at: span(range)))
            return nil
        }
        return value
    }
}

import LayoutIR
@_spi(FlatSyntax) import LayoutParser
import LayoutSource

// The fast path for ordinary equations: scalar attributes, numbers and at most one flex(), no
// chain, no error, at most four terms per form. It computes exactly what the full checker
// would, with the same arithmetic in the same order, but on inline forms, without diagnostics
// and without allocating until the final terms array. Anything else (an error, a compound, a
// chain, a warning to give) makes it return `nil`, and the full checker then handles the
// equation from the start, so every diagnostic still comes from one place.

/// A linear form of at most four terms and at most one `flex()`: the fast path's value.
struct SmallForm: Sendable {
    /// The terms in order of first appearance, merged by (view, attribute).
    var terms = InlineTerms()
    /// The constant part.
    var constant: Double = 0
    /// The signed coefficient of `flex()`.
    var flexCoefficient: Double = 0
    /// Whether a `flex()` was written.
    var hasFlex = false

    /// The form of a number.
    init(constant: Double) {
        self.constant = constant
    }

    /// The form of `flex()`.
    init(flex: Void) {
        flexCoefficient = 1
        hasFlex = true
    }

    /// The form of `view.attribute`; `nil` if the view's index does not fit a `SmallTerm`.
    init?(view: ViewID, attribute: WrittenAttribute) {
        guard let term = SmallTerm(view: view, attribute: attribute, coefficient: 1) else { return nil }
        _ = terms.append(term)
    }

    /// Whether the form has no unknowns and no `flex()`.
    var isConstant: Bool { terms.isEmpty && !hasFlex }

    /// Whether every coefficient and the constant are within `NumberLimit` (so finite): beyond
    /// it, the full checker reports T004 or T020.
    var isWithinLimit: Bool {
        NumberLimit.admits(constant) && NumberLimit.admits(flexCoefficient)
            && terms.allSatisfy { NumberLimit.admits($0.coefficient) }
    }

    /// `self + sign * other` as `LinearForm.adding` computes it; `nil` if the result would
    /// hold a second `flex()` (an error) or more than four terms.
    func adding(_ other: SmallForm, sign: Double) -> SmallForm? {
        var result = self
        for term in other.terms {
            var scaled = term
            scaled.coefficient *= sign
            if let position = result.terms.firstIndex(where: { $0.view == term.view && $0.attribute == term.attribute }) {
                result.terms[position].coefficient = Tolerance.mergedCoefficient(
                    result.terms[position].coefficient, scaled.coefficient)
            } else if !result.terms.append(scaled) {
                return nil
            }
        }
        result.constant += sign * other.constant
        result.flexCoefficient += sign * other.flexCoefficient
        if other.hasFlex {
            if result.hasFlex { return nil }
            result.hasFlex = true
        }
        return result
    }

    /// `factor * self`, as `LinearForm.scaled` computes it.
    func scaled(by factor: Double) -> SmallForm {
        var result = self
        for index in result.terms.indices {
            result.terms[index].coefficient *= factor
        }
        result.constant *= factor
        result.flexCoefficient *= factor
        return result
    }
}

extension Checker {
    /// The deepest expression the fast path walks (as deep as flat trees go); deeper ones take
    /// the full checker, whose walk keeps no call stack per level. The fast path recurses, and a
    /// debug build spends kilobytes of stack a level: this bound keeps it safe on small stacks.
    private static var fastPathDepthLimit: Int { FlatParsing.maximumHeight }

    /// The constraint of an ordinary, error-free equation, or `nil` when the equation needs the
    /// full checker (which then reports what is wrong, or linearizes what this path does not).
    func fastConstraint(for equation: EquationSyntax) -> LayoutConstraint? {
        guard equation.chain.isEmpty, let priority = Self.validPriority(equation.priority),
            let left = fastEvaluate(equation.left, depth: 0),
            let right = fastEvaluate(equation.relation.right, depth: 0),
            let form = left.adding(right, sign: -1)
        else { return nil }
        return fastConstraint(
            form: form, relation: equation.relation.relation, priority: priority, range: equation.range)
    }

    /// The constraint of a flat equation (see `SyntaxStorage`), as `fastConstraint(for:)` gives
    /// it for the same equation as syntax, or `nil` when that would be `nil`. It reads the nodes
    /// and the names' bytes directly, so an ordinary equation builds no syntax and no `String`.
    mutating func fastConstraint(
        for equation: FlatEquation, in storage: SyntaxStorage, bytes: UnsafeBufferPointer<UInt8>
    ) -> LayoutConstraint? {
        guard let priority = Self.validPriority(equation, in: storage),
            let left = fastEvaluate(node: equation.left, in: storage, bytes: bytes, depth: 0),
            let right = fastEvaluate(node: equation.right, in: storage, bytes: bytes, depth: 0),
            let form = left.adding(right, sign: -1)
        else { return nil }
        return fastConstraint(form: form, relation: equation.relation, priority: priority, range: equation.range)
    }

    /// The constraint `form RELATION 0`, where `form` is a written `lhs - rhs`, or `nil` where
    /// the full checker has something to report or to do that the fast path does not.
    private func fastConstraint(
        form: SmallForm, relation written: RelationOperator, priority: ConstraintPriority, range: SourceRange
    ) -> LayoutConstraint? {
        var relation: ConstraintRelation = switch written {
        case .assign, .equal: .equal
        case .greaterThanOrEqual: .greaterThanOrEqual
        case .lessThanOrEqual: .lessThanOrEqual
        }
        if form.hasFlex {
            guard relation == .equal else { return nil }
            // lhs - rhs + f * s = 0 with s >= 0: a negative f means lhs >= rhs.
            relation = form.flexCoefficient < 0 ? .greaterThanOrEqual : .lessThanOrEqual
        }
        guard TypeRuleViolation.first(in: form.terms) == nil else { return nil }
        // A scroll view's edges may attach to its content area (ScrollChecking.swift).
        if hasScrollViews, hasScrollViewTerm(form) { return nil }
        // One position of a nested view against a number: the full checker may warn (H005).
        if form.terms.endIndex == 1, form.terms[0].attribute.isPosition, isNested(form.terms[0].view) { return nil }
        let constraint = LayoutConstraint(
            linearizing: form.terms, constant: form.constant, relation: relation, priority: priority,
            span: span(range), component: nil)
        guard constraint.isFinite, constraint.hasUnknowns else { return nil }
        return constraint
    }

    /// Whether `form` has a term of a scroll view; out of line, as files without scroll views
    /// never ask.
    @inline(never)
    private func hasScrollViewTerm(_ form: SmallForm) -> Bool {
        form.terms.contains { views[$0.view.index].isScrollView }
    }

    /// The value of the flat node at `index`, as `fastEvaluate(_:depth:)` computes it for the
    /// same expression as syntax.
    private mutating func fastEvaluate(
        node index: UInt32, in storage: SyntaxStorage, bytes: UnsafeBufferPointer<UInt8>, depth: Int
    ) -> SmallForm? {
        guard depth < Self.fastPathDepthLimit else { return nil }
        let node = storage.nodes[Int(index)]
        switch node.kind {
        case .number:
            return NumberLimit.admits(node.value) ? SmallForm(constant: node.value) : nil
        case .flex:
            return SmallForm(flex: ())
        case .attribute:
            // `v.safeArea.member` is no core attribute.
            guard !node.isSafeAreaMember,
                let view = viewsByName.lookUp(UnsafeBufferPointer(rebasing: bytes[Int(node.start)..<Int(node.viewNameEnd)])),
                let attribute = WrittenAttribute(
                    coreScalarSpelledBy: UnsafeBufferPointer(rebasing: bytes[Int(node.attributeStart)..<Int(node.attributeEnd)])),
                !(attribute.dependsOnDirection && direction == .rightToLeft)
            else { return nil }
            return SmallForm(view: view, attribute: attribute)
        case .parenthesized:
            return fastEvaluate(node: node.inner, in: storage, bytes: bytes, depth: depth + 1)
        case .unary:
            var isNegated = node.operation == 0
            var operand = storage.nodes[Int(node.operand)]
            var operandIndex = node.operand
            while operand.kind == .unary {
                if operand.operation == 0 { isNegated.toggle() }
                operandIndex = operand.operand
                operand = storage.nodes[Int(operandIndex)]
            }
            guard let value = fastEvaluate(node: operandIndex, in: storage, bytes: bytes, depth: depth + 1) else {
                return nil
            }
            guard isNegated else { return value }
            let negated = value.scaled(by: -1)
            return negated.isWithinLimit ? negated : nil
        case .binary:
            guard let left = fastEvaluate(node: node.left, in: storage, bytes: bytes, depth: depth + 1),
                let right = fastEvaluate(node: node.right, in: storage, bytes: bytes, depth: depth + 1)
            else { return nil }
            // The same arithmetic as the boxed tree's `fastEvaluate` below, written out on purpose:
            // one shared function for both cost 0.9% of the front end's instructions (callgrind,
            // form 20000). FlatSyntaxTests keeps the two paths agreeing.
            let result: SmallForm?
            switch node.operation {
            case 0: result = left.adding(right, sign: 1)
            case 1: result = left.adding(right, sign: -1)
            case 2:
                // The constant side is the factor, whichever side it is on; flex() cannot be scaled.
                if right.isConstant {
                    result = left.hasFlex ? nil : left.scaled(by: right.constant)
                } else if left.isConstant {
                    result = right.hasFlex ? nil : right.scaled(by: left.constant)
                } else {
                    result = nil
                }
            default:
                guard right.isConstant, right.constant != 0, !left.hasFlex else { return nil }
                result = left.scaled(by: 1 / right.constant)
            }
            guard let result, result.isWithinLimit else { return nil }
            return result
        }
    }

    /// The priority of a flat equation when it is valid, else `nil`, as `validPriority(_:)`
    /// gives it for the equation's clause.
    private static func validPriority(_ equation: FlatEquation, in storage: SyntaxStorage) -> ConstraintPriority? {
        switch equation.priorityKind {
        case .none:
            return .required
        case .named:
            return ConstraintPriority(PriorityName.allCases[Int(equation.priorityName)].value)
        case .number:
            let value = storage.nodes[Int(equation.priorityValue)].value
            // 1000 itself goes to the full checker, which reads the literal exactly.
            guard value > 0, value < 1000 else { return nil }
            return ConstraintPriority(value)
        }
    }

    /// The priority of a clause when it is valid, else `nil` (the full checker reports it).
    private static func validPriority(_ clause: PriorityClause?) -> ConstraintPriority? {
        guard let clause else { return .required }
        switch clause.value {
        case .named(let name):
            return ConstraintPriority(name.value)
        case .number(let value):
            guard value > 0, value < 1000 else { return nil }
            return ConstraintPriority(value)
        case .constant, .bad:
            return nil
        }
    }

    /// The value of `expression` as `evaluate` computes it, or `nil` where that would report
    /// an error or produce something the fast path does not handle.
    private func fastEvaluate(_ expression: Expression, depth: Int) -> SmallForm? {
        guard depth < Self.fastPathDepthLimit else { return nil }
        switch expression {
        case .number(let literal):
            return NumberLimit.admits(literal.value) ? SmallForm(constant: literal.value) : nil
        case .flex:
            return SmallForm(flex: ())
        case .name, .scaled:
            // Named constants and scaled numbers are the full checker's.
            return nil
        case .attribute(let reference):
            guard let view = viewID(named: reference.view.name),
                let attribute = WrittenAttribute(named: reference.attribute.name), attribute.isCoreAttribute,
                !attribute.isCompound, !(attribute.dependsOnDirection && direction == .rightToLeft)
            else { return nil }
            return SmallForm(view: view, attribute: attribute)
        case .parenthesized(let node):
            return fastEvaluate(node.inner, depth: depth + 1)
        case .unary(let node):
            var isNegated = node.op == .minus
            var operand = node.operand
            while case .unary(let inner) = operand {
                if inner.op == .minus { isNegated.toggle() }
                operand = inner.operand
            }
            guard let value = fastEvaluate(operand, depth: depth + 1) else { return nil }
            guard isNegated else { return value }
            let negated = value.scaled(by: -1)
            return negated.isWithinLimit ? negated : nil
        case .binary(let node):
            guard let left = fastEvaluate(node.left, depth: depth + 1),
                let right = fastEvaluate(node.right, depth: depth + 1)
            else { return nil }
            let result: SmallForm?
            switch node.op {
            case .add: result = left.adding(right, sign: 1)
            case .subtract: result = left.adding(right, sign: -1)
            case .multiply:
                // The constant side is the factor, whichever side it is on; flex() cannot be scaled.
                if right.isConstant {
                    result = left.hasFlex ? nil : left.scaled(by: right.constant)
                } else if left.isConstant {
                    result = right.hasFlex ? nil : right.scaled(by: left.constant)
                } else {
                    result = nil
                }
            case .divide:
                guard right.isConstant, right.constant != 0, !left.hasFlex else { return nil }
                result = left.scaled(by: 1 / right.constant)
            }
            guard let result, result.isWithinLimit else { return nil }
            return result
        case .bad:
            return nil
        }
    }
}

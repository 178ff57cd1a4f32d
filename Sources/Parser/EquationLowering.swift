import LayoutLexer

// Lowering a checked equation to constraints: compounds expand per component, flex() becomes
// an inequality, the type rules run on the attributes as written, and each scalar equation is
// expanded into the four primaries, normalized and handed to deduplication.
extension Checker {
    /// One scalar equation `form RELATION 0`, before flex() is folded away.
    private struct ScalarEquation {
        var form: LinearForm
        var relation: ConstraintRelation
        var component: String?
    }

    /// Checks `equation` and emits its constraints if it has no error.
    mutating func check(_ equation: EquationSyntax) {
        let priority = checkPriority(equation.priority)
        let expressions = [equation.left] + equation.relations.map(\.right)
        // Evaluate every side (reporting every error) before giving up on the equation.
        var values: [FormValue?] = []
        for expression in expressions {
            values.append(evaluate(expression))
        }
        let sides = values.compactMap { $0 }
        guard let priority, sides.count == values.count else { return }
        let relations = equation.relations
        let isChain = relations.count > 1
        var constraints: [LayoutConstraint] = []
        for (index, clause) in relations.enumerated() {
            let left = (sides[index], expressions[index].range)
            let right = (sides[index + 1], expressions[index + 1].range)
            guard let scalars = relate(left, right) else { return }
            for scalar in scalars {
                guard
                    let constraint = lower(
                        scalar, written: clause, isChain: isChain, priority: priority, equation: equation)
                else { return }
                constraints.append(contentsOf: constraint)
            }
        }
        for constraint in constraints {
            emit(constraint)
        }
    }

    /// The priority of a clause, or `nil` after reporting one outside (0, 1000].
    private mutating func checkPriority(_ clause: PriorityClause?) -> ConstraintPriority? {
        guard let clause else { return .required }
        switch clause.value {
        case .named(let name):
            return ConstraintPriority(name.value)
        case .number(let value):
            guard value > 0, value <= 1000 else {
                report(.error(
                    .priorityOutOfRange, "priority \(ConstraintPriority(value)) is outside (0, 1000]",
                    at: span(clause.valueRange), notes: ["use a number above 0 and at most 1000 (required)"]))
                return nil
            }
            return ConstraintPriority(value)
        case .bad:
            return nil
        }
    }

    /// `left - right` per scalar equation (one per component for compounds), relation still as
    /// written; `nil` after reporting a compound misuse.
    private mutating func relate(_ left: (FormValue, SourceRange), _ right: (FormValue, SourceRange))
        -> [ScalarEquation]?
    {
        switch (left.0, right.0) {
        case (.scalar(let a), .scalar(let b)):
            return [ScalarEquation(form: a.adding(b, sign: -1), relation: .equal)]
        case (.compound(let a), .compound(let b)):
            guard a.attribute == b.attribute else {
                report(.error(
                    .compoundMismatch, "cannot relate \(a.attribute.rawValue) to \(b.attribute.rawValue)",
                    at: span(right.1)))
                return nil
            }
            return components(a, b)
        case (.compound(let compound), .scalar(let number)):
            guard let spread = spread(number, as: compound.attribute, at: right.1) else { return nil }
            return components(compound, spread)
        case (.scalar(let number), .compound(let compound)):
            guard let spread = spread(number, as: compound.attribute, at: left.1) else { return nil }
            return components(spread, compound)
        }
    }

    private func components(_ a: CompoundForm, _ b: CompoundForm) -> [ScalarEquation] {
        zip(a.attribute.components, zip(a.components, b.components)).map { component, pair in
            ScalarEquation(form: pair.0.adding(pair.1, sign: -1), relation: .equal, component: component.rawValue)
        }
    }

    /// The number `form` as a compound, or `nil` after reporting that it may not be one.
    private mutating func spread(_ form: LinearForm, as attribute: WrittenAttribute, at range: SourceRange)
        -> CompoundForm?
    {
        let name = attribute.rawValue
        if let flex = form.flexSpans.first {
            report(.error(.flexInCompound, "flex() cannot be used with \(name)", at: flex))
            return nil
        }
        guard form.isConstant else {
            report(.error(
                .compoundRelatedToScalar, "\(name) can only be related to \(name) or a number", at: span(range)))
            return nil
        }
        guard attribute != .edges else {
            report(.error(
                .compoundRelatedToScalar, "edges can only be related to edges, not to a number", at: span(range),
                notes: ["to inset edges, add the number to other edges: 'a.edges = root.edges + 8'"]))
            return nil
        }
        return CompoundForm.spreading(form.constant, over: attribute)
    }

    /// The constraints of one scalar equation: none if it holds trivially, `nil` after an error.
    private mutating func lower(
        _ scalar: ScalarEquation, written clause: RelationClause, isChain: Bool, priority: ConstraintPriority,
        equation: EquationSyntax
    ) -> [LayoutConstraint]? {
        let written: ConstraintRelation = switch clause.relation {
        case .assign, .equal: .equal
        case .greaterThanOrEqual: .greaterThanOrEqual
        case .lessThanOrEqual: .lessThanOrEqual
        }
        guard let relation = foldFlex(scalar.form, written: written, clause: clause, isChain: isChain) else {
            return nil
        }
        let form = scalar.form.withoutFlex
        guard checkTypes(form) else { return nil }
        let where_ = span(equation.range)
        let constraint = LayoutConstraint(
            terms: form.expandedTerms, constant: form.constant, relation: relation, priority: priority,
            span: where_, component: scalar.component
        ).normalized()
        guard constraint.isFinite else {
            report(.error(.nonFiniteNumber, "coefficients are not finite once normalized", at: where_))
            return nil
        }
        if constraint.hasUnknowns { return [constraint] }
        let label = scalar.component.map { " (\($0))" } ?? ""
        if constraint.constantHolds {
            report(.warning(.withoutUnknowns, "constraint has no unknowns and always holds\(label)", at: where_))
        } else if priority.isRequired {
            report(.error(.alwaysFalse, "constraint has no unknowns and never holds\(label)", at: where_))
            return nil
        } else {
            report(.warning(
                .withoutUnknowns, "optional constraint has no unknowns and never holds\(label)", at: where_))
        }
        return []
    }

    /// The relation once `flex()` is folded in (`x = y + flex()` is `x >= y`), or `nil` after
    /// reporting a misuse.
    private mutating func foldFlex(
        _ form: LinearForm, written: ConstraintRelation, clause: RelationClause, isChain: Bool
    ) -> ConstraintRelation? {
        guard let first = form.flexSpans.first else { return written }
        if form.flexSpans.count > 1 {
            report(.error(
                .repeatedFlex, "flex() may appear only once in an equation", at: form.flexSpans[1],
                related: [RelatedLocation(span: first, message: "first flex() here")]))
            return nil
        }
        if written != .equal {
            report(.error(
                .flexInInequality, "flex() may only be used with '=', not '\(clause.relation.rawValue)'", at: first,
                notes: ["'x = y + flex()' already means 'x >= y'"]))
            return nil
        }
        if isChain {
            report(.error(.flexInInequality, "flex() may not be used in a chain of relations", at: first))
            return nil
        }
        // lhs - rhs + f * s = 0 with s >= 0: a negative f means lhs >= rhs.
        return form.flexCoefficient < 0 ? .greaterThanOrEqual : .lessThanOrEqual
    }

    /// Whether `form` keeps positions on their axis and sizes apart from locations; reports if not.
    private mutating func checkTypes(_ form: LinearForm) -> Bool {
        let positions = form.terms.filter { $0.attribute.isPosition }
        if let reference = positions.first,
            let stranger = form.terms.first(where: { $0.attribute.axis != reference.attribute.axis })
        {
            let kind = stranger.attribute.isDimension ? "size" : "position"
            let axis = stranger.attribute.axis?.name ?? ""
            report(.error(
                .axisMismatch,
                "cannot relate \(axis) \(kind) '\(describe(stranger))' to "
                    + "\(reference.attribute.axis?.name ?? "") position '\(describe(reference))'",
                at: stranger.span))
            return false
        }
        let positionSum = positions.reduce(0.0) { $0 + $1.coefficient }
        if let dimension = form.terms.first(where: { $0.attribute.isDimension }), abs(positionSum) > 1e-9,
            let location = positions.first(where: { $0.coefficient != 0 })
        {
            report(.error(
                .sizeRelatedToLocation,
                "cannot relate size '\(describe(dimension))' to location '\(describe(location))'",
                at: location.span, notes: ["a size can be related to a distance, such as 'b.right - b.left'"]))
            return false
        }
        return true
    }
}

import LayoutIR
import LayoutParser
import LayoutSource

// Checking an equation and linearizing it into constraints: compounds expand per component,
// flex() becomes an inequality, the type rules (TypeRules.swift) run on the attributes as
// written, and each scalar equation is expanded into the four primaries, normalized and handed
// to deduplication.
extension Checker {
    /// One scalar equation `form RELATION 0`, before flex() is folded away.
    private struct ScalarEquation {
        var form: LinearForm
        var relation: ConstraintRelation
        var component: String?
    }

    /// What linearizing one scalar equation gives.
    private enum Linearized {
        /// A normalized constraint with unknowns.
        case constraint(LayoutConstraint)
        /// Nothing: the equation has no unknowns and holds, or is optional; the caller reports it
        /// once per equation (`TrivialComponents`), however many components it has.
        case nothing(TrivialComponents.Kind, component: String?)
        /// An error, already reported.
        case failed
    }

    /// The components of one equation (or chain link) that have no unknowns and give no error:
    /// reported as one T016 warning, not one per component (`probe.size = probe.size`).
    struct TrivialComponents {
        /// Whether such a component always holds, or is optional and never holds.
        enum Kind { case alwaysHolds, optionalNeverHolds }
        private var found: [(kind: Kind, component: String?)] = []

        /// Notes one component without unknowns.
        mutating func add(_ kind: Kind, component: String?) { found.append((kind, component)) }

        /// One warning per kind found, naming the components (`(width and height)`).
        func diagnostics(at location: SourceSpan) -> [Diagnostic] {
            [Kind.alwaysHolds, .optionalNeverHolds].compactMap { kind in
                let entries = found.filter { $0.kind == kind }
                guard !entries.isEmpty else { return nil }
                let names = entries.compactMap(\.component)
                let label = names.isEmpty ? "" : " (\(Self.list(names)))"
                let message = kind == .alwaysHolds
                    ? "constraint has no unknowns and always holds\(label)"
                    : "optional constraint has no unknowns and never holds\(label)"
                return .warning(.withoutUnknowns, message, at: location)
            }
        }

        /// `a`, `a and b`, `a, b and c`.
        static func list(_ names: [String]) -> String {
            guard let last = names.last, names.count > 1 else { return names.first ?? "" }
            return names.dropLast().joined(separator: ", ") + " and " + last
        }
    }

    /// Checks `equation` and emits its constraints if it has no error.
    mutating func check(_ equation: EquationSyntax) {
        let priority = checkPriority(equation.priority)
        hierarchy.equation = equation
        defer { hierarchy.equation = nil }
        if equation.chain.isEmpty {
            // The common case, kept free of intermediate arrays.
            hierarchy.side = 0
            let left = evaluate(equation.left)
            hierarchy.side = 1
            let right = evaluate(equation.relation.right)
            guard let priority, let left, let right else { return }
            warnAbsolutePosition(equation, left: left, right: right)
            if case .scalar(let a) = left, case .scalar(let b) = right {
                let scalar = ScalarEquation(form: a.adding(b, sign: -1), relation: .equal)
                let linearized = linearize(
                    scalar, written: equation.relation, isChain: false, priority: priority, at: equation.range)
                switch linearized {
                case .constraint(let constraint): emit(constraint)
                case .nothing(let kind, let component):
                    var trivial = TrivialComponents()
                    trivial.add(kind, component: component)
                    trivial.diagnostics(at: span(equation.range)).forEach { report($0) }
                case .failed: break
                }
                return
            }
            checkLinks([left, right], [equation.left.range, equation.relation.right.range], priority, equation)
            return
        }
        let expressions = [equation.left] + equation.chain.reduce(into: [equation.relation.right]) { $0.append($1.right) }
        // Evaluate every side (reporting every error) before giving up on the equation.
        var values: [FormValue?] = []
        for (side, expression) in expressions.enumerated() {
            hierarchy.side = side
            values.append(evaluate(expression))
        }
        let sides = values.compactMap { $0 }
        guard let priority, sides.count == values.count else { return }
        checkLinks(sides, expressions.map(\.range), priority, equation)
    }

    /// Relates each side to the next, and emits every constraint only if none of them fails.
    private mutating func checkLinks(
        _ sides: [FormValue], _ ranges: [SourceRange], _ priority: ConstraintPriority, _ equation: EquationSyntax
    ) {
        let relations = equation.relations
        let isChain = relations.count > 1
        var constraints: [LayoutConstraint] = []
        var trivialDiagnostics: [Diagnostic] = []
        for (index, clause) in relations.enumerated() {
            guard let scalars = relate((sides[index], ranges[index]), (sides[index + 1], ranges[index + 1])) else {
                return
            }
            // Each link of a chain has its own location: the two sides it relates.
            let location = isChain ? SourceRange(start: ranges[index].start, end: ranges[index + 1].end) : equation.range
            var trivial = TrivialComponents()
            for scalar in scalars {
                switch linearize(scalar, written: clause, isChain: isChain, priority: priority, at: location) {
                case .constraint(let constraint): constraints.append(constraint)
                case .nothing(let kind, let component): trivial.add(kind, component: component)
                case .failed:
                    (trivialDiagnostics + trivial.diagnostics(at: span(location))).forEach { report($0) }
                    return
                }
            }
            trivialDiagnostics += trivial.diagnostics(at: span(location))
        }
        trivialDiagnostics.forEach { report($0) }
        for constraint in constraints {
            emit(constraint)
        }
    }

    /// The priority of a clause, or `nil` after reporting one outside (0, 1000] (PriorityChecking.swift).
    private mutating func checkPriority(_ clause: PriorityClause?) -> ConstraintPriority? {
        guard let clause else { return .required }
        switch clause.value {
        case .named(let name):
            return ConstraintPriority(name.value)
        case .number(let value):
            return checkPriorityNumber(value, at: clause.valueRange).map(ConstraintPriority.init)
        case .constant(let name):
            return constantPriority(name).flatMap { checkPriorityNumber($0, at: clause.valueRange) }
                .map(ConstraintPriority.init)
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
            guard a.attribute.compoundFamily == b.attribute.compoundFamily else {
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
        if let flex = form.firstFlexRange {
            report(.error(.flexInCompound, "flex() cannot be used with \(name)", at: span(flex)))
            return nil
        }
        guard form.isConstant else {
            report(.error(
                .compoundRelatedToScalar, "\(name) can only be related to \(name) or a number", at: span(range)))
            return nil
        }
        guard !attribute.isInset else {
            report(.error(
                .compoundRelatedToScalar, "\(name) can only be related to edges or margins, not to a number",
                at: span(range), notes: ["to inset \(name), add the number to other edges: 'a.\(name) = root.edges + 8'"]))
            return nil
        }
        return CompoundForm.spreading(form.constant, over: attribute)
    }

    /// The constraints of one scalar equation: none if it holds trivially, `nil` after an error.
    private mutating func linearize(
        _ scalar: ScalarEquation, written clause: RelationClause, isChain: Bool, priority: ConstraintPriority,
        at range: SourceRange
    ) -> Linearized {
        let written: ConstraintRelation = switch clause.relation {
        case .assign, .equal: .equal
        case .greaterThanOrEqual: .greaterThanOrEqual
        case .lessThanOrEqual: .lessThanOrEqual
        }
        guard let relation = foldFlex(scalar.form, written: written, clause: clause, isChain: isChain) else {
            return .failed
        }
        guard checkTypes(scalar.form) else { return .failed }
        let location = span(range)
        let directedForm = directed(scalar.form)
        var constraint = directedForm.constraint(
            relation: relation, priority: priority, span: location, component: scalar.component)
        if keepsWrittenEquations { constraint.written = scalar.form.writtenEquation(relation: relation) }
        if let first = constraint.terms.first?.variable, let margins = marginForm(of: directedForm, firstVariable: first) {
            constraint.margins = margins
            hierarchy.hasMarginForms = true
        }
        guard constraint.isFinite else {
            report(.error(.nonFiniteNumber, "coefficients are not finite once normalized", at: location))
            return .failed
        }
        if constraint.hasUnknowns { return .constraint(constraint) }
        if constraint.constantHolds { return .nothing(.alwaysHolds, component: scalar.component) }
        if priority.isRequired {
            let label = scalar.component.map { " (\($0))" } ?? ""
            report(.error(.alwaysFalse, "constraint has no unknowns and never holds\(label)", at: location))
            return .failed
        }
        return .nothing(.optionalNeverHolds, component: scalar.component)
    }

    /// The relation once `flex()` is folded in (`x = y + flex()` is `x >= y`), or `nil` after
    /// reporting a misuse.
    private mutating func foldFlex(
        _ form: LinearForm, written: ConstraintRelation, clause: RelationClause, isChain: Bool
    ) -> ConstraintRelation? {
        guard let first = form.firstFlexRange else { return written }
        if let second = form.secondFlexRange {
            report(.error(
                .repeatedFlex, "flex() may appear only once in an equation", at: span(second),
                related: [RelatedLocation(span: span(first), message: "first flex() here")]))
            return nil
        }
        if written != .equal {
            report(.error(
                .flexInInequality, "flex() may only be used with '=', not '\(clause.relation.rawValue)'", at: span(first),
                notes: ["'x = y + flex()' already means 'x >= y'"]))
            return nil
        }
        if isChain {
            report(.error(.flexInInequality, "flex() may not be used in a chain of relations", at: span(first)))
            return nil
        }
        // lhs - rhs + f * s = 0 with s >= 0: a negative f means lhs >= rhs.
        return form.flexCoefficient < 0 ? .greaterThanOrEqual : .lessThanOrEqual
    }
}

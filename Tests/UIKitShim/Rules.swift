// What UIKit checks at run time, as the shim checks it. Sources for the rules: the
// NSLayoutConstraint and NSLayoutAnchor documentation pages (isActive: "If you try to activate a
// constraint whose items have no common ancestor, an exception is thrown"; priority: required
// may not change to optional on an installed constraint, or back), and the exceptions UIKit
// raises for a location against a constant, invalid attribute pairings and leading/trailing
// against left/right.

/// The run-time checks, kept apart from the UIKit-shaped declarations.
@MainActor
enum ShimRules {
    enum Axis { case horizontal, vertical }

    static func axis(of attribute: NSLayoutConstraint.Attribute) -> Axis? {
        switch attribute {
        case .left, .right, .leading, .trailing, .centerX, .width, .leftMargin, .rightMargin, .leadingMargin,
            .trailingMargin, .centerXWithinMargins:
            return .horizontal
        case .top, .bottom, .centerY, .height, .firstBaseline, .lastBaseline, .topMargin, .bottomMargin,
            .centerYWithinMargins:
            return .vertical
        case .notAnAttribute:
            return nil
        }
    }

    static func isDimension(_ attribute: NSLayoutConstraint.Attribute) -> Bool {
        attribute == .width || attribute == .height
    }

    static func isDirectional(_ attribute: NSLayoutConstraint.Attribute) -> Bool {
        [.leading, .trailing, .leadingMargin, .trailingMargin].contains(attribute)
    }

    static func isAbsoluteHorizontal(_ attribute: NSLayoutConstraint.Attribute) -> Bool {
        [.left, .right, .leftMargin, .rightMargin].contains(attribute)
    }

    static func describe(_ constraint: NSLayoutConstraint) -> String {
        let name = constraint.identifier.map { "'\($0)' " } ?? ""
        let second = constraint.secondItem == nil ? "constant" : "\(constraint.secondAttribute)"
        return "\(name)(\(constraint.firstAttribute) \(constraint.relation) \(second))"
    }

    static func isItem(_ object: AnyObject?) -> Bool { object is UIView || object is UILayoutGuide }

    /// What UIKit refuses when the constraint is made.
    static func creationProblems(of constraint: NSLayoutConstraint) -> [ShimViolation] {
        let first = constraint.firstAttribute
        let second = constraint.secondAttribute
        let text = describe(constraint)
        func violation(_ kind: ShimViolation.Kind, _ message: String) -> [ShimViolation] {
            [ShimViolation(kind: kind, message: "\(message): \(text)", constraint: constraint)]
        }
        if !isItem(constraint.firstItem) || (constraint.secondItem != nil && !isItem(constraint.secondItem)) {
            return violation(.invalidItem, "an item is neither a UIView nor a UILayoutGuide")
        }
        if first == .notAnAttribute {
            return violation(.invalidAttribute, "the first attribute cannot be notAnAttribute")
        }
        if (constraint.secondItem == nil) != (second == .notAnAttribute) {
            return violation(.invalidAttribute, "a second item needs an attribute, and only a second item may have one")
        }
        if !isDimension(first) && (constraint.secondItem == nil || constraint.multiplier == 0) {
            return violation(.positionAgainstConstant, "a location cannot be equal to a constant")
        }
        guard constraint.secondItem != nil else { return [] }
        if isDimension(first) != isDimension(second) {
            return violation(.positionWithDimension, "a location and a size cannot be paired")
        }
        if !isDimension(first) && axis(of: first) != axis(of: second) {
            return violation(.mixedAxes, "a horizontal and a vertical location cannot be paired")
        }
        if (isDirectional(first) && isAbsoluteHorizontal(second)) || (isAbsoluteHorizontal(first) && isDirectional(second)) {
            return violation(.directionalWithAbsolute, "leading/trailing cannot be paired with left/right")
        }
        return []
    }

    /// The violation, if any, of changing a priority from `old` to `new`.
    static func priorityChange(
        of constraint: NSLayoutConstraint, from old: UILayoutPriority, to new: UILayoutPriority, isActive: Bool
    ) -> ShimViolation? {
        if !(new.rawValue > 0 && new.rawValue <= UILayoutPriority.required.rawValue) {
            return ShimViolation(
                kind: .priorityOutOfRange, message: "priority \(new.rawValue) is outside 0 < p <= 1000: \(describe(constraint))",
                constraint: constraint)
        }
        if isActive && (old == .required) != (new == .required) {
            return ShimViolation(
                kind: .requiredPriorityChangedOnActiveConstraint,
                message: "priority \(old.rawValue) -> \(new.rawValue) crosses required on an active constraint: \(describe(constraint))",
                constraint: constraint)
        }
        return nil
    }

    /// The view that holds an item: the view itself, or the view owning a guide.
    static func view(of item: AnyObject?) -> UIView? {
        if let view = item as? UIView { return view }
        if let guide = item as? UILayoutGuide { return guide.owningView }
        return nil
    }

    /// The nearest common ancestor of the constraint's items, where UIKit installs it; nil when
    /// there is none.
    static func installationView(of constraint: NSLayoutConstraint) -> UIView? {
        guard let first = view(of: constraint.firstItem) else { return nil }
        guard constraint.secondItem != nil else { return first }
        guard let second = view(of: constraint.secondItem) else { return nil }
        var candidate: UIView? = first
        while let ancestor = candidate {
            if second.isDescendant(of: ancestor) { return ancestor }
            candidate = ancestor.superview
        }
        return nil
    }

    /// What UIKit refuses or warns about on activation; `allowed` is false when it raises.
    static func activationProblems(of constraint: NSLayoutConstraint) -> (allowed: Bool, problems: [ShimViolation]) {
        let text = describe(constraint)
        guard let installation = installationView(of: constraint) else {
            return (
                false,
                [ShimViolation(
                    kind: .noCommonAncestor,
                    message: "the items have no common ancestor (or a guide belongs to no view): \(text)",
                    constraint: constraint)]
            )
        }
        var problems: [ShimViolation] = []
        for item in [constraint.firstItem, constraint.secondItem] {
            guard let view = item as? UIView, view.translatesAutoresizingMaskIntoConstraints, view.superview != nil else {
                continue
            }
            // A two-item constraint whose installation view is this view only references it as
            // the container of the other item: it does not place the view in its superview.
            if constraint.secondItem != nil && view === installation { continue }
            problems.append(
                ShimViolation(
                    kind: .autoresizingMaskNotDisabled,
                    message: "translatesAutoresizingMaskIntoConstraints is true on a constrained view in a superview: \(text)",
                    constraint: constraint))
        }
        return (true, problems)
    }
}

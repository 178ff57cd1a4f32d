// What UIKit and AppKit check at run time, as the shims check it (compiled into both; each
// folder links this file, and ShimCore holds the rules themselves). Sources for the rules: the
// NSLayoutConstraint and NSLayoutAnchor documentation pages (isActive: "If you try to activate a
// constraint whose items have no common ancestor, an exception is thrown"; priority: required
// may not change to optional on an installed constraint, or back), and the exceptions UIKit
// raises for a location against a constant, invalid attribute pairings and leading/trailing
// against left/right.

import ShimCore

/// The run-time checks, kept apart from the SDK-shaped declarations.
@MainActor
enum ShimRules {
    static func describe(_ constraint: NSLayoutConstraint) -> String {
        let name = constraint.identifier.map { "'\($0)' " } ?? ""
        let second = constraint.secondItem == nil ? "constant" : "\(constraint.secondAttribute)"
        return "\(name)(\(constraint.firstAttribute) \(constraint.relation) \(second))"
    }

    static func isItem(_ object: AnyObject?) -> Bool { object is ShimView || object is ShimGuide }

    /// What the framework refuses when the constraint is made.
    static func creationProblems(of constraint: NSLayoutConstraint) -> [ShimViolation] {
        let problem = ShimCoreRules.creationProblem(
            first: ShimAttributeTraits(named: "\(constraint.firstAttribute)"),
            second: ShimAttributeTraits(named: "\(constraint.secondAttribute)"), hasSecondItem: constraint.secondItem != nil,
            itemsAreValid: isItem(constraint.firstItem) && (constraint.secondItem == nil || isItem(constraint.secondItem)),
            multiplier: Double(constraint.multiplier), itemNames: ShimPlatform.itemNames)
        guard let problem else { return [] }
        return [ShimViolation(kind: problem.kind, message: "\(problem.message): \(describe(constraint))", constraint: constraint)]
    }

    /// The violation, if any, of changing a priority from `old` to `new`.
    static func priorityChange(
        of constraint: NSLayoutConstraint, from old: ShimPriority, to new: ShimPriority, isActive: Bool
    ) -> ShimViolation? {
        ShimCoreRules.priorityChangeProblem(from: old.rawValue, to: new.rawValue, isActive: isActive).map {
            ShimViolation(kind: $0.kind, message: "\($0.message): \(describe(constraint))", constraint: constraint)
        }
    }

    /// The view that holds an item: the view itself, or the view owning a guide.
    static func view(of item: AnyObject?) -> ShimView? {
        if let view = item as? ShimView { return view }
        if let guide = item as? ShimGuide { return guide.owningView }
        return nil
    }

    /// The nearest common ancestor of the constraint's items, where the framework installs it; nil when
    /// there is none.
    static func installationView(of constraint: NSLayoutConstraint) -> ShimView? {
        guard let first = view(of: constraint.firstItem) else { return nil }
        guard constraint.secondItem != nil else { return first }
        guard let second = view(of: constraint.secondItem) else { return nil }
        return ShimCoreRules.nearestCommonAncestor(first, second) { $0.superview }
    }

    /// What the framework refuses or warns about on activation; `allowed` is false when it raises.
    static func activationProblems(of constraint: NSLayoutConstraint) -> (allowed: Bool, problems: [ShimViolation]) {
        let check = ShimCoreRules.activationProblems(
            first: constraint.firstItem, second: constraint.secondItem, installation: installationView(of: constraint),
            view: { $0 as? ShimView }, placedByMask: { $0.translatesAutoresizingMaskIntoConstraints && $0.superview != nil })
        let problems = check.problems.map {
            ShimViolation(kind: $0.kind, message: "\($0.message): \(describe(constraint))", constraint: constraint)
        }
        return (check.allowed, problems)
    }
}

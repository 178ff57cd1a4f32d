// ShimCore: what UIKitShim and AppKitShim share that is not a signature: the rules both
// frameworks enforce at run time, the hierarchy walk they use for them, and the log a recorder
// keeps. Each shim declares its own framework's classes (their signatures differ: priorities,
// axes, attributes) and hands this module plain facts. Test support, not a product; its
// declarations are `package`, except the kinds and events a recorder's SPI shows.

/// Something UIKit or AppKit refuses at run time (raising an exception there), as a shim records it.
public enum ShimViolationKind: String, Sendable {
    /// A position (not a width or height) related to a bare constant, or to another item
    /// with a multiplier of 0: the framework raises ("illegal constraint of a location equal to a constant").
    case positionAgainstConstant
    /// Two positions on different axes (left against top): the framework raises.
    case mixedAxes
    /// A position against a width or height: the framework raises ("invalid pairing").
    case positionWithDimension
    /// Leading or trailing against left or right: the framework raises.
    case directionalWithAbsolute
    /// `.notAnAttribute` where an attribute is needed, or a second item without an
    /// attribute (or the reverse).
    case invalidAttribute
    /// An item that is neither a view nor a layout guide.
    case invalidItem
    /// Activation of a constraint whose items share no ancestor (or a guide owned by no
    /// view): the framework raises and the constraint stays inactive.
    case noCommonAncestor
    /// A constraint activated on a view in a superview whose
    /// `translatesAutoresizingMaskIntoConstraints` is still true: the framework activates it and
    /// adds the autoresizing mask's constraints, which then conflict.
    case autoresizingMaskNotDisabled
    /// An active constraint's priority changed from required to optional or back: the framework
    /// raises and the priority stays.
    case requiredPriorityChangedOnActiveConstraint
    /// A priority outside 1...1000 (the frameworks want `0 < priority <= 1000`).
    case priorityOutOfRange
    /// A view added to itself or to one of its descendants: the framework raises.
    case invalidSubview
}

/// One step in a constraint's life, in the order it happened.
public enum ShimEvent<Constraint: AnyObject & Sendable>: Sendable {
    /// The constraint was made (by an anchor or the item initializer).
    case created(Constraint)
    /// The constraint became active.
    case activated(Constraint)
    /// The constraint became inactive.
    case deactivated(Constraint)
}

/// What the rules need to know of one attribute.
package struct ShimAttributeTraits: Sendable {
    /// The axis of a horizontal or vertical attribute.
    package enum Axis: Sendable { case horizontal, vertical }

    /// The attribute's axis; nil for `.notAnAttribute`.
    package var axis: Axis?
    /// Whether it is a width or a height.
    package var isDimension: Bool
    /// Whether it follows the writing direction (leading, trailing and their margins).
    package var isDirectional: Bool
    /// Whether it is an absolute horizontal position (left, right and their margins).
    package var isAbsoluteHorizontal: Bool

    /// The traits of the attribute called `name` (`NSLayoutConstraint.Attribute`'s case names).
    package init(named name: String) {
        switch name {
        case "width": axis = .horizontal
        case "height": axis = .vertical
        case "left", "right", "leading", "trailing", "centerX", "leftMargin", "rightMargin", "leadingMargin",
            "trailingMargin", "centerXWithinMargins":
            axis = .horizontal
        case "notAnAttribute": axis = nil
        default: axis = .vertical
        }
        isDimension = name == "width" || name == "height"
        isDirectional = ["leading", "trailing", "leadingMargin", "trailingMargin"].contains(name)
        isAbsoluteHorizontal = ["left", "right", "leftMargin", "rightMargin"].contains(name)
    }
}

/// The run-time rules both frameworks enforce, over plain facts.
package enum ShimCoreRules {
    /// What the framework refuses when a constraint `first REL multiplier × second + c` is made;
    /// `second` nil for a constant; `itemNames` names the framework's item classes for messages.
    package static func creationProblem(
        first: ShimAttributeTraits, second: ShimAttributeTraits, hasSecondItem: Bool, itemsAreValid: Bool,
        multiplier: Double, itemNames: String
    ) -> (kind: ShimViolationKind, message: String)? {
        if !itemsAreValid { return (.invalidItem, "an item is neither a \(itemNames)") }
        if first.axis == nil { return (.invalidAttribute, "the first attribute cannot be notAnAttribute") }
        if hasSecondItem == (second.axis == nil) {
            return (.invalidAttribute, "a second item needs an attribute, and only a second item may have one")
        }
        if !first.isDimension && (!hasSecondItem || multiplier == 0) {
            return (.positionAgainstConstant, "a location cannot be equal to a constant")
        }
        guard hasSecondItem else { return nil }
        if first.isDimension != second.isDimension { return (.positionWithDimension, "a location and a size cannot be paired") }
        if !first.isDimension && first.axis != second.axis {
            return (.mixedAxes, "a horizontal and a vertical location cannot be paired")
        }
        if (first.isDirectional && second.isAbsoluteHorizontal) || (first.isAbsoluteHorizontal && second.isDirectional) {
            return (.directionalWithAbsolute, "leading/trailing cannot be paired with left/right")
        }
        return nil
    }

    /// The problem, if any, of changing a priority from `old` to `new` (1000 is required).
    package static func priorityChangeProblem(from old: Float, to new: Float, isActive: Bool)
        -> (kind: ShimViolationKind, message: String)?
    {
        if !(new > 0 && new <= 1000) { return (.priorityOutOfRange, "priority \(new) is outside 0 < p <= 1000") }
        if isActive && (old == 1000) != (new == 1000) {
            return (.requiredPriorityChangedOnActiveConstraint, "priority \(old) -> \(new) crosses required on an active constraint")
        }
        return nil
    }

    /// Whether `view` is `ancestor` or inside it, following `parent`.
    package static func isDescendant<View: AnyObject>(_ view: View, of ancestor: View, parent: (View) -> View?) -> Bool {
        var current: View? = view
        while let candidate = current {
            if candidate === ancestor { return true }
            current = parent(candidate)
        }
        return false
    }

    /// The nearest common ancestor of `first` and `second` (`first` itself without a second).
    package static func nearestCommonAncestor<View: AnyObject>(_ first: View, _ second: View?, parent: (View) -> View?)
        -> View?
    {
        guard let second else { return first }
        var candidate: View? = first
        while let ancestor = candidate {
            if isDescendant(second, of: ancestor, parent: parent) { return ancestor }
            candidate = parent(ancestor)
        }
        return nil
    }
}

extension ShimCoreRules {
    /// What the framework refuses or warns about when a constraint between `first` and `second`
    /// (nil for a constant) is activated, its installation view `installation` (nil: none, and it
    /// raises); `view` reads an item as a view (nil for a guide), `placedByMask` says whether a view
    /// in a superview still has `translatesAutoresizingMaskIntoConstraints` on.
    package static func activationProblems<View: AnyObject>(
        first: AnyObject?, second: AnyObject?, installation: View?, view: (AnyObject?) -> View?,
        placedByMask: (View) -> Bool
    ) -> (allowed: Bool, problems: [(kind: ShimViolationKind, message: String)]) {
        guard let installation else {
            return (false, [(.noCommonAncestor, "the items have no common ancestor (or a guide belongs to no view)")])
        }
        var problems: [(kind: ShimViolationKind, message: String)] = []
        for item in [first, second] {
            guard let item = view(item), placedByMask(item) else { continue }
            // A two-item constraint whose installation view is this view only references it as
            // the container of the other item: it does not place the view in its superview.
            if second != nil && item === installation { continue }
            problems.append(
                (.autoresizingMaskNotDisabled, "translatesAutoresizingMaskIntoConstraints is true on a constrained view in a superview"))
        }
        return (true, problems)
    }
}

/// A recorder's log: events in order, violations, the active constraints in activation order.
@MainActor
package final class ShimLog<Constraint: AnyObject & Sendable, Violation> {
    /// Every creation, activation and deactivation, in order.
    package private(set) var events: [ShimEvent<Constraint>] = []
    /// What the framework would have refused, in order.
    package private(set) var violations: [Violation] = []
    /// The active constraints, in the order they were activated.
    package private(set) var active: [Constraint] = []

    package init() {}

    /// Forgets everything, telling each active constraint it is inactive.
    package func reset(setActive: (Constraint, Bool) -> Void) {
        for constraint in active { setActive(constraint, false) }
        events = []
        violations = []
        active = []
    }

    package func record(_ violation: Violation) { violations.append(violation) }

    package func created(_ constraint: Constraint, problems: [Violation]) {
        events.append(.created(constraint))
        violations.append(contentsOf: problems)
    }

    /// Activates `constraint` unless it is active or `allowed` is false, recording `problems`.
    package func activate(
        _ constraint: Constraint, isActive: Bool, allowed: Bool, problems: [Violation], setActive: (Constraint, Bool) -> Void
    ) {
        guard !isActive else { return }
        violations.append(contentsOf: problems)
        guard allowed else { return }
        setActive(constraint, true)
        active.append(constraint)
        events.append(.activated(constraint))
    }

    /// Deactivates `constraint` if it is active.
    package func deactivate(_ constraint: Constraint, isActive: Bool, setActive: (Constraint, Bool) -> Void) {
        guard isActive else { return }
        setActive(constraint, false)
        active.removeAll { $0 === constraint }
        events.append(.deactivated(constraint))
    }
}

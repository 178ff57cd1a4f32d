// UIKit's NSLayoutConstraint beyond what Tests/ShimShared/LayoutConstraint.swift declares for both
// shims, transcribed from developer.apple.com/documentation/uikit/nslayoutconstraint: its nested
// types and `var priority: UILayoutPriority` (settable; `public` here, `open` in the SDK: a
// member declared in an extension cannot be overridden, and no Auto Layout code overrides it).
// Attribute cases and raw values: .../nslayoutconstraint/attribute (left = 1 ... centerY = 10,
// lastBaseline = 11, firstBaseline = 12, the margins 13-20, notAnAttribute = 0).
// Relation: lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1. Axis: horizontal, vertical.

extension NSLayoutConstraint {
    /// The part of an item's alignment rectangle a constraint relates.
    public enum Attribute: Int, Sendable {
        case left = 1
        case right = 2
        case top = 3
        case bottom = 4
        case leading = 5
        case trailing = 6
        case width = 7
        case height = 8
        case centerX = 9
        case centerY = 10
        case lastBaseline = 11
        case firstBaseline = 12
        case leftMargin = 13
        case rightMargin = 14
        case topMargin = 15
        case bottomMargin = 16
        case leadingMargin = 17
        case trailingMargin = 18
        case centerXWithinMargins = 19
        case centerYWithinMargins = 20
        case notAnAttribute = 0
    }

    /// How the two sides of a constraint relate.
    public enum Relation: Int, Sendable {
        case lessThanOrEqual = -1
        case equal = 0
        case greaterThanOrEqual = 1
    }

    /// The axis a hugging or compression-resistance priority applies to.
    public enum Axis: Int, Sendable {
        case horizontal = 0
        case vertical = 1
    }

    /// The constraint's priority. UIKit raises when an active constraint changes from required
    /// to optional or back, and for a priority outside 1...1000; the shim records a violation
    /// and leaves the priority unchanged.
    public var priority: UILayoutPriority {
        get { storedPriority }
        set {
            if let problem = ShimRules.priorityChange(of: self, from: storedPriority, to: newValue, isActive: isActive) {
                ShimRecorder.shared.record(problem)
                return
            }
            storedPriority = newValue
        }
    }
}

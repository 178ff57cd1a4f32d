// The recording half of the shim: not UIKit. `@_spi(Recording)`, so only tests that ask for it
// (`@_spi(Recording) import UIKitShim`) see it; code imported as UIKit cannot.

/// Something UIKit refuses at run time (it raises an exception there), recorded instead.
@_spi(Recording) public struct ShimViolation: Sendable, CustomStringConvertible {
    /// What was refused.
    public enum Kind: String, Sendable {
        /// A position (not a width or height) related to a bare constant, or to another item
        /// with a multiplier of 0: UIKit raises ("illegal constraint of a location equal to a constant").
        case positionAgainstConstant
        /// Two positions on different axes (left against top): UIKit raises.
        case mixedAxes
        /// A position against a width or height: UIKit raises ("invalid pairing").
        case positionWithDimension
        /// Leading or trailing against left or right: UIKit raises.
        case directionalWithAbsolute
        /// `.notAnAttribute` where an attribute is needed, or a second item without an
        /// attribute (or the reverse).
        case invalidAttribute
        /// An item that is neither a UIView nor a UILayoutGuide.
        case invalidItem
        /// Activation of a constraint whose items share no ancestor (or a guide owned by no
        /// view): UIKit raises and the constraint stays inactive.
        case noCommonAncestor
        /// A constraint activated on a view in a superview whose
        /// `translatesAutoresizingMaskIntoConstraints` is still true: UIKit activates it and adds
        /// the autoresizing mask's constraints, which then conflict.
        case autoresizingMaskNotDisabled
        /// An active constraint's priority changed from required to optional or back: UIKit
        /// raises and the priority stays.
        case requiredPriorityChangedOnActiveConstraint
        /// A priority outside 1...1000 (UIKit wants `0 < priority <= 1000`).
        case priorityOutOfRange
        /// A view added to itself or to one of its descendants: UIKit raises.
        case invalidSubview
    }

    /// What was refused.
    public let kind: Kind
    /// A sentence saying what and where.
    public let message: String
    /// The constraint concerned, if any.
    public let constraint: NSLayoutConstraint?

    /// A violation of the given kind.
    public init(kind: Kind, message: String, constraint: NSLayoutConstraint? = nil) {
        self.kind = kind
        self.message = message
        self.constraint = constraint
    }

    /// The kind and the message.
    public var description: String { "\(kind.rawValue): \(message)" }
}

/// One step in a constraint's life, in the order it happened.
@_spi(Recording) public enum ShimEvent: Sendable {
    /// The constraint was made (by an anchor or the item initializer).
    case created(NSLayoutConstraint)
    /// The constraint became active.
    case activated(NSLayoutConstraint)
    /// The constraint became inactive.
    case deactivated(NSLayoutConstraint)
}

/// Everything the shim saw since the last `reset()`: events in order, the active constraints in
/// activation order, and every violation.
@_spi(Recording) @MainActor public final class ShimRecorder {
    /// The one recorder (UIKit's engine is per window; the shim keeps one log for the process).
    public static let shared = ShimRecorder()

    /// Every creation, activation and deactivation, in order.
    public private(set) var events: [ShimEvent] = []
    /// What UIKit would have refused, in order.
    public private(set) var violations: [ShimViolation] = []
    /// The active constraints, in the order they were activated.
    public private(set) var activeConstraints: [NSLayoutConstraint] = []
    /// The layout direction every view reports (`effectiveUserInterfaceLayoutDirection`); a test
    /// sets it before building views, as an app's language sets it in UIKit.
    public var layoutDirection = UIUserInterfaceLayoutDirection.leftToRight

    private init() {}

    /// Forgets everything (the constraints already made keep their state).
    public func reset() {
        for constraint in activeConstraints { constraint.setActiveFlag(false) }
        events = []
        violations = []
        activeConstraints = []
        layoutDirection = .leftToRight
    }

    func record(_ violation: ShimViolation) { violations.append(violation) }

    func created(_ constraint: NSLayoutConstraint, problems: [ShimViolation]) {
        events.append(.created(constraint))
        violations.append(contentsOf: problems)
    }

    func activate(_ constraint: NSLayoutConstraint) {
        guard !constraint.isActive else { return }
        let check = ShimRules.activationProblems(of: constraint)
        violations.append(contentsOf: check.problems)
        guard check.allowed else { return }
        constraint.setActiveFlag(true)
        activeConstraints.append(constraint)
        events.append(.activated(constraint))
    }

    func deactivate(_ constraint: NSLayoutConstraint) {
        guard constraint.isActive else { return }
        constraint.setActiveFlag(false)
        activeConstraints.removeAll { $0 === constraint }
        events.append(.deactivated(constraint))
    }

    /// Deactivates the active constraints whose items lost their common ancestor (a view left
    /// its superview, a guide its view), in activation order, as UIKit removes them.
    func deactivateOrphans() {
        for constraint in activeConstraints where ShimRules.installationView(of: constraint) == nil {
            deactivate(constraint)
        }
    }
}

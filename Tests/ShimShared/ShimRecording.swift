// The recording half of a shim, compiled into both UIKitShim and AppKitShim (each folder links
// this file): not the SDK. `@_spi(Recording)`, so only tests that ask for it
// (`@_spi(Recording) import UIKitShim`) see it; code imported as UIKit or AppKit cannot. The
// framework's own types are reached through each module's Platform.swift.

import ShimCore

/// Something the framework refuses at run time (it raises an exception there), recorded instead.
@_spi(Recording) public struct ShimViolation: Sendable, CustomStringConvertible {
    /// What was refused (the kinds both shims share).
    public typealias Kind = ShimViolationKind

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
@_spi(Recording) public typealias ShimEvent = ShimCore.ShimEvent<NSLayoutConstraint>

/// Everything the shim saw since the last `reset()`: events in order, the active constraints in
/// activation order, and every violation.
@_spi(Recording) @MainActor public final class ShimRecorder {
    /// The one recorder (the framework's engine is per window; the shim keeps one log for the process).
    public static let shared = ShimRecorder()

    private let log = ShimLog<NSLayoutConstraint, ShimViolation>()

    /// Every creation, activation and deactivation, in order.
    public var events: [ShimEvent] { log.events }
    /// What the framework would have refused, in order.
    public var violations: [ShimViolation] { log.violations }
    /// The active constraints, in the order they were activated.
    public var activeConstraints: [NSLayoutConstraint] { log.active }

    /// Called after every batch of activations or deactivations (`activate(_:)`, `deactivate(_:)`,
    /// an `isActive` change), so a test can look at each moment in between (the transition proof
    /// of `apply(_:animated:)`); nil unless a test sets it. `reset()` clears it.
    public var afterChange: (@MainActor () -> Void)?
    /// The layout and animation calls generated code made (`layoutIfNeeded()` on a view, an
    /// animation with its duration, a trait registration), in order, as short sentences.
    public private(set) var calls: [String] = []

    private init() {}

    /// Records a framework call that is not a constraint's activation.
    func recordCall(_ description: String) {
        calls.append(description)
    }

    /// Tells `afterChange` that a batch ended.
    func batchEnded() { afterChange?() }

    /// Forgets everything (the constraints already made keep their state) and sets the layout
    /// direction back to left to right.
    public func reset() {
        log.reset { $0.setActiveFlag($1) }
        calls = []
        afterChange = nil
        resetPlatformState()
    }

    func record(_ violation: ShimViolation) { log.record(violation) }

    func created(_ constraint: NSLayoutConstraint, problems: [ShimViolation]) {
        log.created(constraint, problems: problems)
    }

    func activate(_ constraint: NSLayoutConstraint) {
        guard !constraint.isActive else { return }
        let check = ShimRules.activationProblems(of: constraint)
        log.activate(constraint, isActive: false, allowed: check.allowed, problems: check.problems) { $0.setActiveFlag($1) }
    }

    func deactivate(_ constraint: NSLayoutConstraint) {
        log.deactivate(constraint, isActive: constraint.isActive) { $0.setActiveFlag($1) }
    }

    /// Deactivates the active constraints whose items lost their common ancestor (a view left
    /// its superview, a guide its view), in activation order, as the framework removes them.
    func deactivateOrphans() {
        for constraint in activeConstraints where ShimRules.installationView(of: constraint) == nil {
            deactivate(constraint)
        }
    }
}

// AppKit's NSLayoutConstraint beyond what Tests/ShimShared/LayoutConstraint.swift declares for
// both shims, transcribed from developer.apple.com/documentation/appkit/nslayoutconstraint: its
// nested types and `var priority: NSLayoutConstraint.Priority` (settable; `public` here, `open`
// in the SDK: a member declared in an extension cannot be overridden).
// .../appkit/nslayoutconstraint/attribute: left = 1 ... centerY
// = 10, lastBaseline = 11, firstBaseline = 12, notAnAttribute = 0, and no margin attributes
// (AppKit has none). .../relation: lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1.
// .../orientation: horizontal = 0, vertical = 1. .../priority-swift.struct: struct Priority
// (init(rawValue: Float), init(_ rawValue: Float)); required 1000, defaultHigh 750,
// dragThatCanResizeWindow 510, windowSizeStayPut 500, dragThatCannotResizeWindow 490,
// defaultLow 250, fittingSizeCompression 50. `@MainActor` as on UIKit's twin (to confirm
// against the SDK: see ARCHITECTURE.md).

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
        case notAnAttribute = 0
    }

    /// How the two sides of a constraint relate.
    public enum Relation: Int, Sendable {
        case lessThanOrEqual = -1
        case equal = 0
        case greaterThanOrEqual = 1
    }

    /// The orientation a hugging or compression-resistance priority applies to.
    public enum Orientation: Int, Sendable {
        case horizontal = 0
        case vertical = 1
    }

    /// A constraint's priority, from 1 to 1000 (required), as AppKit's struct of the same name.
    public struct Priority: Hashable, Equatable, RawRepresentable, Sendable {
        /// The priority's value.
        public var rawValue: Float

        /// A priority of the given value.
        public init(_ rawValue: Float) { self.rawValue = rawValue }

        /// A priority of the given value.
        public init(rawValue: Float) { self.rawValue = rawValue }

        /// A required constraint (1000).
        public static let required = Priority(1000)
        /// The priority with which a button resists compressing its content (750).
        public static let defaultHigh = Priority(750)
        /// A drag that may resize the window (510).
        public static let dragThatCanResizeWindow = Priority(510)
        /// The window's current size (500).
        public static let windowSizeStayPut = Priority(500)
        /// A drag that cannot resize the window (490).
        public static let dragThatCannotResizeWindow = Priority(490)
        /// The priority with which a button hugs its content (250).
        public static let defaultLow = Priority(250)
        /// The priority of compression in a fitting-size computation (50).
        public static let fittingSizeCompression = Priority(50)
    }

    /// The constraint's priority. AppKit raises when an active constraint changes from required
    /// to optional or back, and for a priority outside 1...1000; the shim records a violation
    /// and leaves the priority unchanged.
    public var priority: Priority {
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

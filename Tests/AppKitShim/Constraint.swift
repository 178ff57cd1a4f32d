// NSLayoutConstraint, transcribed from developer.apple.com/documentation/appkit/nslayoutconstraint
// and its member pages: init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)
// (labels `item view1: Any`, `toItem view2: Any?`, `constant c: CGFloat`); class func
// activate(_:) and deactivate(_:); var isActive, priority (`NSLayoutConstraint.Priority`),
// identifier, constant (settable); firstItem, secondItem, firstAttribute, secondAttribute,
// relation, multiplier (get only). .../appkit/nslayoutconstraint/attribute: left = 1 ... centerY
// = 10, lastBaseline = 11, firstBaseline = 12, notAnAttribute = 0, and no margin attributes
// (AppKit has none). .../relation: lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1.
// .../orientation: horizontal = 0, vertical = 1. .../priority-swift.struct: struct Priority
// (init(rawValue: Float), init(_ rawValue: Float)); required 1000, defaultHigh 750,
// dragThatCanResizeWindow 510, windowSizeStayPut 500, dragThatCannotResizeWindow 490,
// defaultLow 250, fittingSizeCompression 50. `@MainActor` as on UIKit's twin (to confirm
// against the SDK: see ARCHITECTURE.md).

/// A relation between two layout attributes, as AppKit's class of the same name; records itself
/// and checks what AppKit checks (see `ShimViolation.Kind`).
@MainActor
open class NSLayoutConstraint: NSObject {
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

    private let storedFirstItem: AnyObject
    private let storedSecondItem: AnyObject?

    /// The first object participating in the constraint.
    open var firstItem: AnyObject? { storedFirstItem }
    /// The second object participating in the constraint, nil for a constant.
    open var secondItem: AnyObject? { storedSecondItem }
    /// The attribute of the first item.
    public let firstAttribute: Attribute
    /// The attribute of the second item (`.notAnAttribute` for a constant).
    public let secondAttribute: Attribute
    /// The relation between the two sides.
    public let relation: Relation
    /// The factor applied to the second item's attribute.
    public let multiplier: CGFloat
    /// The constant added to the second side; settable, as AppKit's is.
    open var constant: CGFloat
    /// A name that appears in AppKit's conflict logs.
    open var identifier: String?

    /// The system spacing factor, when an anchor's `...SystemSpacing...` method made it.
    @_spi(Recording) public let systemSpacingMultiplier: CGFloat?

    private var storedPriority = Priority.required
    private var storedIsActive = false

    /// The constraint's priority. AppKit raises when an active constraint changes from required
    /// to optional or back, and for a priority outside 1...1000; the shim records a violation
    /// and leaves the priority unchanged.
    open var priority: Priority {
        get { storedPriority }
        set {
            if let problem = ShimRules.priorityChange(of: self, from: storedPriority, to: newValue, isActive: storedIsActive) {
                ShimRecorder.shared.record(problem)
                return
            }
            storedPriority = newValue
        }
    }

    /// Whether the constraint takes part in layout; false when created.
    open var isActive: Bool {
        get { storedIsActive }
        set {
            if newValue { ShimRecorder.shared.activate(self) } else { ShimRecorder.shared.deactivate(self) }
        }
    }

    /// Creates a constraint `view1.attr1 relation multiplier * view2.attr2 + c`.
    public convenience init(
        item view1: Any, attribute attr1: NSLayoutConstraint.Attribute, relatedBy relation: NSLayoutConstraint.Relation,
        toItem view2: Any?, attribute attr2: NSLayoutConstraint.Attribute, multiplier: CGFloat, constant c: CGFloat
    ) {
        self.init(
            shimFirst: view1 as AnyObject, attr1, relation, view2.map { $0 as AnyObject }, attr2, multiplier: multiplier,
            constant: c, systemSpacing: nil)
    }

    /// The designated initializer every public path (item form and anchors) goes through; records
    /// the creation and what AppKit would refuse about it.
    init(
        shimFirst first: AnyObject, _ attr1: Attribute, _ relation: Relation, _ second: AnyObject?, _ attr2: Attribute,
        multiplier: CGFloat, constant: CGFloat, systemSpacing: CGFloat?
    ) {
        storedFirstItem = first
        storedSecondItem = second
        firstAttribute = attr1
        secondAttribute = attr2
        self.relation = relation
        self.multiplier = multiplier
        self.constant = constant
        systemSpacingMultiplier = systemSpacing
        super.init()
        ShimRecorder.shared.created(self, problems: ShimRules.creationProblems(of: self))
    }

    /// Activates each constraint, in order (one batch in AppKit).
    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { ShimRecorder.shared.activate(constraint) }
    }

    /// Deactivates each constraint, in order (one batch in AppKit).
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { ShimRecorder.shared.deactivate(constraint) }
    }

    /// Sets the active flag without recording; only the recorder calls it.
    func setActiveFlag(_ value: Bool) { storedIsActive = value }
}

// NSLayoutConstraint, transcribed from developer.apple.com/documentation/uikit/nslayoutconstraint
// and its member pages: `@MainActor class NSLayoutConstraint`;
// init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:) (labels `item view1: Any`,
// `toItem view2: Any?`, `constant c: CGFloat`); class func activate(_:) and deactivate(_:);
// var isActive, priority, identifier, constant (settable); firstItem, secondItem
// (`unowned(unsafe) var ...: AnyObject? { get }`, here plain computed getters: same type for
// callers), firstAttribute, secondAttribute, relation, multiplier (get only).
// Attribute cases and raw values: .../nslayoutconstraint/attribute (left = 1 ... centerY = 10,
// lastBaseline = 11, firstBaseline = 12, the margins 13-20, notAnAttribute = 0).
// Relation: lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1. Axis: horizontal, vertical.

/// A relation between two layout attributes, as UIKit's class of the same name; records itself
/// and checks what UIKit checks (see `ShimViolation.Kind`).
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
    /// The constant added to the second side; settable, as UIKit's is.
    open var constant: CGFloat
    /// A name that appears in UIKit's conflict logs.
    open var identifier: String?

    /// The system spacing factor, when an anchor's `...SystemSpacing...` method made it.
    @_spi(Recording) public let systemSpacingMultiplier: CGFloat?

    private var storedPriority = UILayoutPriority.required
    private var storedIsActive = false

    /// The constraint's priority. UIKit raises when an active constraint changes from required
    /// to optional or back, and for a priority outside 1...1000; the shim records a violation
    /// and leaves the priority unchanged.
    open var priority: UILayoutPriority {
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
        let first = view1 as AnyObject
        let second = view2.map { $0 as AnyObject }
        self.init(
            shimFirst: first, attr1, relation, second, attr2, multiplier: multiplier, constant: c, systemSpacing: nil)
    }

    /// The designated initializer every public path (item form and anchors) goes through; records
    /// the creation and what UIKit would refuse about it.
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
        let problems = ShimRules.creationProblems(of: self)
        ShimRecorder.shared.created(self, problems: problems)
    }

    /// Activates each constraint, in order (one batch in UIKit).
    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { ShimRecorder.shared.activate(constraint) }
    }

    /// Deactivates each constraint, in order (one batch in UIKit).
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { ShimRecorder.shared.deactivate(constraint) }
    }

    /// Sets the active flag without recording; only the recorder calls it.
    func setActiveFlag(_ value: Bool) { storedIsActive = value }
}

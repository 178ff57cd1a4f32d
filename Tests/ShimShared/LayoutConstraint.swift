// NSLayoutConstraint, compiled into both UIKitShim and AppKitShim (each folder links this file):
// developer.apple.com/documentation/uikit/nslayoutconstraint and .../appkit/nslayoutconstraint
// and their member pages declare it alike but for its nested types and the type of `priority`,
// which each shim's Constraint.swift adds. `@MainActor class NSLayoutConstraint`;
// init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:) (labels `item view1: Any`,
// `toItem view2: Any?`, `constant c: CGFloat`); class func activate(_:) and deactivate(_:);
// var isActive, identifier, constant (settable); firstItem, secondItem
// (`unowned(unsafe) var ...: AnyObject? { get }`, here plain computed getters: same type for
// callers), firstAttribute, secondAttribute, relation, multiplier (get only).

/// A relation between two layout attributes, as the SDK's class of the same name; records itself
/// and checks what the framework checks (see `ShimViolation.Kind`).
@MainActor
open class NSLayoutConstraint: NSObject {
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
    /// The constant added to the second side; settable, as the SDK's is.
    open var constant: CGFloat
    /// A name that appears in the framework's conflict logs.
    open var identifier: String?

    /// The system spacing factor, when an anchor's `...SystemSpacing...` method made it.
    @_spi(Recording) public let systemSpacingMultiplier: CGFloat?

    /// The priority, read and written through each shim's `priority` (its type differs by SDK).
    var storedPriority = ShimPriority.required
    private var storedIsActive = false

    /// Whether the constraint takes part in layout; false when created.
    open var isActive: Bool {
        get { storedIsActive }
        set {
            if newValue { ShimRecorder.shared.activate(self) } else { ShimRecorder.shared.deactivate(self) }
            ShimRecorder.shared.batchEnded()
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
    /// the creation and what the framework would refuse about it.
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

    /// Activates each constraint, in order (one batch in the SDK).
    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { ShimRecorder.shared.activate(constraint) }
        ShimRecorder.shared.batchEnded()
    }

    /// Deactivates each constraint, in order (one batch in the SDK).
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { ShimRecorder.shared.deactivate(constraint) }
        ShimRecorder.shared.batchEnded()
    }

    /// Sets the active flag without recording; only the recorder calls it.
    func setActiveFlag(_ value: Bool) { storedIsActive = value }
}

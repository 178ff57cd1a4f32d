// UIView and UILayoutGuide, transcribed from developer.apple.com/documentation/uikit/uiview
// (`@MainActor class UIView : UIResponder`; init(frame:), required init?(coder:);
// translatesAutoresizingMaskIntoConstraints; addSubview(_:), removeFromSuperview(), superview,
// subviews; the anchors leading/trailing/left/right/centerX (NSLayoutXAxisAnchor),
// top/bottom/centerY/firstBaseline/lastBaseline (NSLayoutYAxisAnchor), width/height
// (NSLayoutDimension); layoutMarginsGuide, safeAreaLayoutGuide (UILayoutGuide { get });
// layoutMargins: UIEdgeInsets, directionalLayoutMargins: NSDirectionalEdgeInsets;
// preservesSuperviewLayoutMargins, insetsLayoutMarginsFromSafeArea; addLayoutGuide(_:),
// removeLayoutGuide(_:), layoutGuides; intrinsicContentSize: CGSize { get },
// invalidateIntrinsicContentSize(), class let noIntrinsicMetric; setContentHuggingPriority(_
// priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis), contentHuggingPriority(for:),
// and the compression-resistance pair; constraints; traitCollection) and
// .../uikit/uilayoutguide (`@MainActor class UILayoutGuide`; init(); owningView (weak);
// identifier: String; its ten anchors, no baselines).

/// The responder UIView descends from, as UIKit's class of the same name (nothing of it is used).
@MainActor
open class UIResponder: NSObject {}

/// A rectangular view, as UIKit's class of the same name, reduced to its Auto Layout surface.
@MainActor
open class UIView: UIResponder {
    /// The width or height meaning "no intrinsic size on this axis" (-1).
    public static let noIntrinsicMetric: CGFloat = -1

    /// The view's frame in its superview (the shim lays nothing out; it keeps what it is given).
    open var frame: CGRect

    /// Whether UIKit turns the autoresizing mask into constraints; true for a new view.
    open var translatesAutoresizingMaskIntoConstraints = true

    /// The view that contains this one.
    open private(set) weak var superview: UIView?

    /// The contained views, back to front.
    open private(set) var subviews: [UIView] = []

    /// The layout guides the view owns, in the order they were added.
    open private(set) var layoutGuides: [UILayoutGuide] = []

    /// The margins, leading and trailing following the writing direction (8 points by default).
    open var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)

    /// The margins, left and right absolute: in UIKit one storage with `directionalLayoutMargins`;
    /// the shim has no writing direction and reads leading as left.
    open var layoutMargins: UIEdgeInsets {
        get {
            let margins = directionalLayoutMargins
            return UIEdgeInsets(top: margins.top, left: margins.leading, bottom: margins.bottom, right: margins.trailing)
        }
        set {
            directionalLayoutMargins = NSDirectionalEdgeInsets(
                top: newValue.top, leading: newValue.left, bottom: newValue.bottom, trailing: newValue.right)
        }
    }

    /// Whether the view's margins grow to its superview's where they overlap.
    open var preservesSuperviewLayoutMargins = false

    /// Whether the margins are measured from the safe area rather than the bounds.
    open var insetsLayoutMarginsFromSafeArea = true

    /// The traits of the view's environment.
    open var traitCollection: UITraitCollection { UITraitCollection() }

    private var hugging: [UILayoutPriority] = [.defaultLow, .defaultLow]
    private var compressionResistance: [UILayoutPriority] = [.defaultHigh, .defaultHigh]
    private var marginsGuide: UILayoutGuide?
    private var safeAreaGuide: UILayoutGuide?

    /// A view with the given frame.
    public init(frame: CGRect) {
        self.frame = frame
        super.init()
    }

    /// A view decoded from an archive; the shim decodes nothing.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// A view with a zero frame.
    public convenience override init() { self.init(frame: .zero) }

    /// Adds `view` as the frontmost subview, removing it from its current superview first.
    open func addSubview(_ view: UIView) {
        if view === self || isDescendant(of: view) {
            ShimRecorder.shared.record(
                ShimViolation(kind: .invalidSubview, message: "a view cannot be added to itself or to one of its descendants"))
            return
        }
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }

    /// Detaches the view from its superview, deactivating the constraints that then have no
    /// common ancestor (as UIKit removes them).
    open func removeFromSuperview() {
        guard let parent = superview else { return }
        parent.subviews.removeAll { $0 === self }
        superview = nil
        ShimRecorder.shared.deactivateOrphans()
    }

    /// Whether the view is `view` or inside it.
    open func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// Adds a layout guide the view then owns.
    open func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
        layoutGuide.owningView?.removeLayoutGuide(layoutGuide)
        layoutGuides.append(layoutGuide)
        layoutGuide.owningView = self
    }

    /// Removes a layout guide the view owns.
    open func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
        guard layoutGuide.owningView === self else { return }
        layoutGuides.removeAll { $0 === layoutGuide }
        layoutGuide.owningView = nil
        ShimRecorder.shared.deactivateOrphans()
    }

    /// The guide of the view's margins (created on first use, owned by the view).
    open var layoutMarginsGuide: UILayoutGuide {
        if let guide = marginsGuide { return guide }
        let guide = UILayoutGuide(role: .layoutMargins, owner: self)
        marginsGuide = guide
        return guide
    }

    /// The guide of the view's safe area (created on first use, owned by the view).
    open var safeAreaLayoutGuide: UILayoutGuide {
        if let guide = safeAreaGuide { return guide }
        let guide = UILayoutGuide(role: .safeArea, owner: self)
        safeAreaGuide = guide
        return guide
    }

    /// The size the view's content wants; none on either axis unless a subclass says.
    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }

    /// Tells layout that the intrinsic size changed (nothing to do without an engine).
    open func invalidateIntrinsicContentSize() {}

    /// The priority with which the view resists growing beyond its intrinsic size.
    open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority { hugging[axis.rawValue] }

    /// Sets the priority with which the view resists growing beyond its intrinsic size.
    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        hugging[axis.rawValue] = priority
    }

    /// The priority with which the view resists shrinking below its intrinsic size.
    open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        compressionResistance[axis.rawValue]
    }

    /// Sets the priority with which the view resists shrinking below its intrinsic size.
    open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        compressionResistance[axis.rawValue] = priority
    }

    /// The active constraints installed on this view (it is their items' nearest common ancestor).
    open var constraints: [NSLayoutConstraint] {
        ShimRecorder.shared.activeConstraints.filter { ShimRules.installationView(of: $0) === self }
    }

    /// The leading edge.
    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    /// The trailing edge.
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    /// The left edge.
    open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    /// The right edge.
    open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    /// The top edge.
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    /// The bottom edge.
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    /// The width.
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    /// The height.
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
    /// The horizontal center.
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    /// The vertical center.
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    /// The baseline of the first line of text.
    open var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
    /// The baseline of the last line of text.
    open var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline) }
}

/// A rectangle that takes part in Auto Layout without being a view, as UIKit's class of the same
/// name.
@MainActor
open class UILayoutGuide: NSObject {
    /// Which of a view's guides this is, for the recorder's readers.
    @_spi(Recording) public enum Role: Sendable {
        /// A guide the app created and added.
        case custom
        /// A view's `layoutMarginsGuide`.
        case layoutMargins
        /// A view's `safeAreaLayoutGuide`.
        case safeArea
    }

    /// Which guide this is.
    @_spi(Recording) public let role: Role

    /// The view that owns the guide.
    open weak var owningView: UIView?

    /// A name for debugging.
    open var identifier: String

    /// A guide not yet added to any view.
    public override init() {
        role = .custom
        identifier = ""
        super.init()
    }

    init(role: Role, owner: UIView) {
        self.role = role
        identifier = role == .safeArea ? "UIViewSafeAreaLayoutGuide" : "UIViewLayoutMarginsGuide"
        super.init()
        owningView = owner
    }

    /// The leading edge.
    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    /// The trailing edge.
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    /// The left edge.
    open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    /// The right edge.
    open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    /// The top edge.
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    /// The bottom edge.
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    /// The width.
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    /// The height.
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
    /// The horizontal center.
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    /// The vertical center.
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
}

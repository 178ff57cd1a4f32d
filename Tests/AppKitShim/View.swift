// NSView and NSLayoutGuide, transcribed from developer.apple.com/documentation/appkit/nsview
// (`@MainActor class NSView : NSResponder`; init(frame frameRect: NSRect), required
// init?(coder:); translatesAutoresizingMaskIntoConstraints; addSubview(_:),
// removeFromSuperview(), superview, subviews, isDescendant(of:); the anchors
// leading/trailing/left/right/centerX (NSLayoutXAxisAnchor), top/bottom/centerY/firstBaseline/
// lastBaseline (NSLayoutYAxisAnchor), width/height (NSLayoutDimension); addLayoutGuide(_:),
// removeLayoutGuide(_:), layoutGuides; .../nsview/layoutmarginsguide and
// .../nsview/safearealayoutguide (macOS 11, `NSLayoutGuide { get }`; the margins guide is "the
// system's standard spacing from the safe area" and AppKit has no settable layout margins);
// .../nsview/safeareainsets (`NSEdgeInsets { get }`, macOS 11); intrinsicContentSize: NSSize
// { get }, invalidateIntrinsicContentSize(), class var noIntrinsicMetric;
// .../nsview/contenthuggingpriority(for:) (`for orientation: NSLayoutConstraint.Orientation`,
// returning `NSLayoutConstraint.Priority`), setContentHuggingPriority(_:for:) and the
// compression-resistance pair; constraints; .../nsview/userinterfacelayoutdirection
// (`NSUserInterfaceLayoutDirection { get set }`, the app's when unset), .../nsview/ishidden
// (`var isHidden: Bool { get set }`)) and
// .../appkit/nslayoutguide (init(); owningView (weak); identifier: NSUserInterfaceItemIdentifier
// .../nslayoutguide/identifier; frame: NSRect { get }; its ten anchors, no baselines).
//
// Recording additions (`@_spi(Recording)`, not AppKit): a label, root's safe-area insets, and
// `ShimContentView`, a view with a fixed intrinsic size and baselines that a test stands in for
// a label.

import AutoLayoutRecording
import ShimCore

/// The responder NSView descends from, as AppKit's class of the same name (nothing of it is used).
@MainActor
open class NSResponder: NSObject {}

/// A rectangular view, as AppKit's class of the same name, reduced to its Auto Layout surface.
@MainActor
open class NSView: NSResponder {
    /// The width or height meaning "no intrinsic size on this axis" (-1).
    public static let noIntrinsicMetric: CGFloat = -1

    /// The view's frame in its superview (the shim lays nothing out; it keeps what it is given).
    open var frame: NSRect

    /// The view's own rectangle: its origin (0, 0) here, its size the frame's; setting it sets
    /// the frame's size, as a view without a transform does.
    open var bounds: NSRect {
        get { NSRect(origin: .zero, size: frame.size) }
        set { frame.size = newValue.size }
    }

    /// Whether AppKit turns the autoresizing mask into constraints; true for a new view.
    open var translatesAutoresizingMaskIntoConstraints = true

    /// The view that contains this one.
    open internal(set) weak var superview: NSView?

    /// The contained views, back to front.
    open internal(set) var subviews: [NSView] = []

    /// Whether the view is hidden.
    open var isHidden = false

    /// The layout guides the view owns, in the order they were added.
    open internal(set) var layoutGuides: [NSLayoutGuide] = []

    private var hugging: [NSLayoutConstraint.Priority] = [.defaultLow, .defaultLow]
    private var compressionResistance: [NSLayoutConstraint.Priority] = [.defaultHigh, .defaultHigh]
    /// The margins and safe-area guides, made on first use (`shimGuide(_:)`).
    var madeGuides: [NSLayoutGuide.Role: NSLayoutGuide] = [:]

    /// Lays out the view's subtree now if a layout is pending; the shim records the call.
    open func layoutSubtreeIfNeeded() {
        ShimRecorder.shared.recordCall("layoutSubtreeIfNeeded on \(shimLabel)")
    }
    private var explicitDirection: NSUserInterfaceLayoutDirection?

    /// A view with the given frame.
    public init(frame frameRect: NSRect) {
        frame = frameRect
        super.init()
    }

    /// A view decoded from an archive; the shim decodes nothing.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// A view with a zero frame.
    public convenience override init() { self.init(frame: .zero) }

    /// Adds `view` as the frontmost subview, removing it from its current superview first.
    open func addSubview(_ view: NSView) { shimAddSubview(view) }

    /// Detaches the view from its superview, deactivating the constraints that then have no
    /// common ancestor (as AppKit removes them).
    open func removeFromSuperview() { shimRemoveFromSuperview() }

    /// Whether the view is `view` or inside it.
    open func isDescendant(of view: NSView) -> Bool { ShimCoreRules.isDescendant(self, of: view) { $0.superview } }

    /// Adds a layout guide the view then owns.
    open func addLayoutGuide(_ guide: NSLayoutGuide) { shimAddLayoutGuide(guide) }

    /// Removes a layout guide the view owns.
    open func removeLayoutGuide(_ guide: NSLayoutGuide) { shimRemoveLayoutGuide(guide) }

    /// The guide of the system's margins (created on first use, owned by the view); its insets are
    /// AppKit's to choose, so the model refuses to solve with it.
    open var layoutMarginsGuide: NSLayoutGuide { shimGuide(.layoutMargins) }

    /// The guide of the view's safe area (created on first use, owned by the view).
    open var safeAreaLayoutGuide: NSLayoutGuide { shimGuide(.safeArea) }

    /// The insets of the view's safe area from its bounds (only what a test set, see `shimSafeAreaInsets`).
    open var safeAreaInsets: NSEdgeInsets { shimSafeAreaInsets }

    /// The alignment insets a test gives a view (not AppKit, where a control's class reports its own).
    @_spi(Recording) public var shimAlignmentRectInsets = NSEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

    /// The insets of the view's alignment rectangle from its frame, as AppKit's
    /// `var alignmentRectInsets: NSEdgeInsets { get }` (.../appkit/nsview/alignmentrectinsets).
    open var alignmentRectInsets: NSEdgeInsets { shimAlignmentRectInsets }

    /// The layout direction of the view's content: the one set, else the app's
    /// (`ShimRecorder.layoutDirection`, which a test sets).
    open var userInterfaceLayoutDirection: NSUserInterfaceLayoutDirection {
        get { explicitDirection ?? ShimPlatform.layoutDirection }
        set { explicitDirection = newValue }
    }

    /// The size the view's content wants; none on either axis unless a subclass says.
    open var intrinsicContentSize: NSSize { NSSize(width: NSView.noIntrinsicMetric, height: NSView.noIntrinsicMetric) }

    /// Tells layout that the intrinsic size changed (nothing to do without an engine).
    open func invalidateIntrinsicContentSize() {}

    /// The priority with which the view resists growing beyond its intrinsic size.
    open func contentHuggingPriority(for orientation: NSLayoutConstraint.Orientation) -> NSLayoutConstraint.Priority {
        hugging[orientation.rawValue]
    }

    /// Sets the priority with which the view resists growing beyond its intrinsic size.
    open func setContentHuggingPriority(_ priority: NSLayoutConstraint.Priority, for orientation: NSLayoutConstraint.Orientation) {
        hugging[orientation.rawValue] = priority
    }

    /// The priority with which the view resists shrinking below its intrinsic size.
    open func contentCompressionResistancePriority(for orientation: NSLayoutConstraint.Orientation)
        -> NSLayoutConstraint.Priority
    { compressionResistance[orientation.rawValue] }

    /// Sets the priority with which the view resists shrinking below its intrinsic size.
    open func setContentCompressionResistancePriority(
        _ priority: NSLayoutConstraint.Priority, for orientation: NSLayoutConstraint.Orientation
    ) { compressionResistance[orientation.rawValue] = priority }

    /// The active constraints installed on this view (it is their items' nearest common ancestor).
    open var constraints: [NSLayoutConstraint] { shimInstalledConstraints }

    /// The name a test gives the view, carried into the snapshot (not AppKit).
    @_spi(Recording) public var shimLabel = ""

    /// The safe-area insets a test gives a root view (not AppKit, which sets them from the window);
    /// a view below root reports zero, as the shim lays nothing out.
    @_spi(Recording) public var shimSafeAreaInsets = NSEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

    /// The first baseline's offset from the top, nil for the bottom; `ShimContentView` sets it.
    @_spi(Recording) open var shimFirstBaselineOffset: CGFloat? { nil }

    /// The last baseline's offset from the top, nil for the bottom; `ShimContentView` sets it.
    @_spi(Recording) open var shimLastBaselineOffset: CGFloat? { nil }

    /// The margins guide, if anything asked for it (the snapshot records only guides in use).
    @_spi(Recording) public var shimMarginsGuideIfMade: NSLayoutGuide? { madeGuides[.layoutMargins] }

    /// The safe-area guide, if anything asked for it.
    @_spi(Recording) public var shimSafeAreaGuideIfMade: NSLayoutGuide? { madeGuides[.safeArea] }
}

/// A view with fixed content (not AppKit): an intrinsic size and baselines, so a test can stand it
/// in for a label.
@_spi(Recording) open class ShimContentView: NSView {
    private var contentSize: NSSize
    private let firstBaseline: CGFloat?
    private let lastBaseline: CGFloat?

    /// A view whose `intrinsicContentSize` is `size` (`NSView.noIntrinsicMetric` for none on an
    /// axis) and whose baselines sit at the given offsets from its top (nil: its bottom).
    public init(intrinsicContentSize size: NSSize, firstBaseline: CGFloat? = nil, lastBaseline: CGFloat? = nil) {
        contentSize = size
        self.firstBaseline = firstBaseline
        self.lastBaseline = lastBaseline
        super.init(frame: .zero)
    }

    /// Not decodable.
    public required init?(coder: NSCoder) { nil }

    /// The size given at creation, or set since (`shimIntrinsicContentSize`).
    open override var intrinsicContentSize: NSSize { contentSize }

    /// Changes the intrinsic size, as a label's text changing would (not AppKit).
    @_spi(Recording) public var shimIntrinsicContentSize: NSSize {
        get { contentSize }
        set { contentSize = newValue }
    }
    /// The first baseline given at creation.
    open override var shimFirstBaselineOffset: CGFloat? { firstBaseline }
    /// The last baseline given at creation.
    open override var shimLastBaselineOffset: CGFloat? { lastBaseline }
}

/// A rectangle that takes part in Auto Layout without being a view, as AppKit's class of the same
/// name.
@MainActor
open class NSLayoutGuide: NSObject {
    /// Which of a view's guides this is, for the recorder's readers.
    @_spi(Recording) public enum Role: Hashable, Sendable {
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
    open weak var owningView: NSView?

    /// A name for debugging.
    open var identifier = NSUserInterfaceItemIdentifier("")

    /// The guide's rectangle in its owning view (the shim lays nothing out: zero).
    open var frame: NSRect { .zero }

    /// A guide not yet added to any view.
    public override init() {
        role = .custom
        super.init()
    }

    init(role: Role, owner: NSView) {
        self.role = role
        identifier = NSUserInterfaceItemIdentifier(role == .safeArea ? "NSViewSafeAreaLayoutGuide" : "NSViewLayoutMarginsGuide")
        super.init()
        owningView = owner
    }
}

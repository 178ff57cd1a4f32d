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
// identifier: String; its ten anchors, no baselines), .../uikit/uiview/safeareainsets
// (`var safeAreaInsets: UIEdgeInsets { get }`), .../uikit/uiview/bounds (`var bounds: CGRect { get set }`), .../uikit/uiview/effectiveuserinterfacelayoutdirection
// (`var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { get }`),
// .../uikit/uiview/ishidden (`var isHidden: Bool { get set }`) and
// .../uikit/uiuserinterfacelayoutdirection (leftToRight = 0, rightToLeft = 1).
//
// Recording additions (`@_spi(Recording)`, not UIKit): a label, root's safe-area insets, which
// margins property was set, and `ShimContentView`, a view with a fixed intrinsic size and
// baselines that a test stands in for a label.

import AutoLayoutRecording
import ShimCore

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

    /// The view's own rectangle: its origin (0, 0) here, its size the frame's; setting it sets
    /// the frame's size, as a view without a transform does.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { frame.size = newValue.size }
    }

    /// Whether UIKit turns the autoresizing mask into constraints; true for a new view.
    open var translatesAutoresizingMaskIntoConstraints = true

    /// The view that contains this one.
    open internal(set) weak var superview: UIView?

    /// The contained views, back to front.
    open internal(set) var subviews: [UIView] = []

    /// Whether the view is hidden; a stack view collapses a hidden arranged view.
    open var isHidden = false

    /// The layout guides the view owns, in the order they were added.
    open internal(set) var layoutGuides: [UILayoutGuide] = []

    /// The margins as last set: UIKit keeps one storage for both properties and remembers which
    /// was set, resolving the other through the view's layout direction.
    var marginStorage = MarginStorage.unset(NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8))

    /// The margins, leading and trailing following the writing direction (8 points by default, 0
    /// for a stack view).
    open var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get {
            switch marginStorage {
            case .unset(let margins), .directional(let margins): return margins
            case .absolute(let margins):
                let isRightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
                return NSDirectionalEdgeInsets(
                    top: margins.top, leading: isRightToLeft ? margins.right : margins.left, bottom: margins.bottom,
                    trailing: isRightToLeft ? margins.left : margins.right)
            }
        }
        set { marginStorage = .directional(newValue) }
    }

    /// The margins, left and right absolute (leading is the right in right to left).
    open var layoutMargins: UIEdgeInsets {
        get {
            switch marginStorage {
            case .absolute(let margins): return margins
            case .unset(let margins), .directional(let margins):
                let isRightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
                return UIEdgeInsets(
                    top: margins.top, left: isRightToLeft ? margins.trailing : margins.leading, bottom: margins.bottom,
                    right: isRightToLeft ? margins.leading : margins.trailing)
            }
        }
        set { marginStorage = .absolute(newValue) }
    }

    /// Which margins property was set last, for the snapshot.
    @_spi(Recording) public var shimMarginsSource: RecordedMarginsSource {
        switch marginStorage {
        case .unset: .unset
        case .absolute: .absolute
        case .directional: .directional
        }
    }

    /// The layout direction of the view's content: the recorder's, which a test sets
    /// (`ShimRecorder.layoutDirection`); UIKit derives it from the app and `semanticContentAttribute`.
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        ShimPlatform.layoutDirection
    }

    /// The name a test gives the view, carried into the snapshot (not UIKit).
    @_spi(Recording) public var shimLabel = ""

    /// The safe-area insets a test gives a root view (not UIKit, which sets them from the window
    /// and bars); a view below root reports zero, as the shim lays nothing out.
    @_spi(Recording) public var shimSafeAreaInsets = UIEdgeInsets.zero

    /// The insets of the view's safe area from its bounds (only what a test set, see `shimSafeAreaInsets`).
    open var safeAreaInsets: UIEdgeInsets { shimSafeAreaInsets }

    /// The alignment insets a test gives a view (not UIKit, where a control's class reports its own).
    @_spi(Recording) public var shimAlignmentRectInsets = UIEdgeInsets.zero

    /// The insets of the view's alignment rectangle from its frame, as UIKit's
    /// `var alignmentRectInsets: UIEdgeInsets { get }` (.../uikit/uiview/alignmentrectinsets).
    open var alignmentRectInsets: UIEdgeInsets { shimAlignmentRectInsets }

    /// The first baseline's offset from the top, nil for the bottom; `ShimContentView` sets it.
    @_spi(Recording) open var shimFirstBaselineOffset: CGFloat? { nil }

    /// The last baseline's offset from the top, nil for the bottom; `ShimContentView` sets it.
    @_spi(Recording) open var shimLastBaselineOffset: CGFloat? { nil }

    /// The margins guide, if anything asked for it (the snapshot records only guides in use).
    @_spi(Recording) public var shimMarginsGuideIfMade: UILayoutGuide? { madeGuides[.layoutMargins] }

    /// The safe-area guide, if anything asked for it.
    @_spi(Recording) public var shimSafeAreaGuideIfMade: UILayoutGuide? { madeGuides[.safeArea] }

    /// The keyboard's guide, if anything asked for it.
    @_spi(Recording) public var shimKeyboardGuideIfMade: UILayoutGuide? { madeGuides[.keyboard] }

    /// The readable content guide, if anything asked for it.
    @_spi(Recording) public var shimReadableGuideIfMade: UILayoutGuide? { madeGuides[.readableContent] }

    /// The keyboard's height a test gives a root view (not UIKit, which tracks the keyboard): 0,
    /// hidden, by default.
    @_spi(Recording) public var shimKeyboardHeight: CGFloat = 0

    /// The readable width a test gives a root view (not UIKit, which takes it from the content
    /// size category): 672, layoutc's figure at `large`, by default.
    @_spi(Recording) public var shimReadableWidth: CGFloat = 672

    /// Whether the view's margins grow to its superview's where they overlap.
    open var preservesSuperviewLayoutMargins = false

    /// Whether the margins are measured from the safe area rather than the bounds.
    open var insetsLayoutMarginsFromSafeArea = true

    /// The traits of the view's environment.
    open var traitCollection: UITraitCollection { shimTraitCollection }

    private var hugging: [UILayoutPriority] = [.defaultLow, .defaultLow]
    private var compressionResistance: [UILayoutPriority] = [.defaultHigh, .defaultHigh]
    /// The margins and safe-area guides, made on first use (`shimGuide(_:)`).
    var madeGuides: [UILayoutGuide.Role: UILayoutGuide] = [:]
    /// The traits `traitCollection` answers (`shimChangeTraits(to:)` in Animation.swift sets them).
    var shimTraitCollection = UITraitCollection()
    /// The trait registrations made on this view, in order.
    var shimTraitRegistrations: [ShimTraitRegistration] = []

    /// Lays out the view's subtree now if a layout is pending; the shim records the call.
    open func layoutIfNeeded() {
        ShimRecorder.shared.recordCall("layoutIfNeeded on \(shimLabel)")
    }

    /// Runs `animations`, animating the changes over `duration` seconds (Animation.swift says
    /// where the signature is from); the shim runs the block at once and records the duration.
    open class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        ShimRecorder.shared.recordCall("animate(withDuration: \(duration)) begins")
        animations()
        ShimRecorder.shared.recordCall("animate(withDuration: \(duration)) ends")
    }

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
    open func addSubview(_ view: UIView) { shimAddSubview(view) }

    /// Detaches the view from its superview, deactivating the constraints that then have no
    /// common ancestor (as UIKit removes them).
    open func removeFromSuperview() { shimRemoveFromSuperview() }

    /// Whether the view is `view` or inside it.
    open func isDescendant(of view: UIView) -> Bool { ShimCoreRules.isDescendant(self, of: view) { $0.superview } }

    /// Adds a layout guide the view then owns.
    open func addLayoutGuide(_ layoutGuide: UILayoutGuide) { shimAddLayoutGuide(layoutGuide) }

    /// Removes a layout guide the view owns.
    open func removeLayoutGuide(_ layoutGuide: UILayoutGuide) { shimRemoveLayoutGuide(layoutGuide) }

    /// The guide of the view's margins (created on first use, owned by the view).
    open var layoutMarginsGuide: UILayoutGuide { shimGuide(.layoutMargins) }

    /// The guide of the view's safe area (created on first use, owned by the view).
    open var safeAreaLayoutGuide: UILayoutGuide { shimGuide(.safeArea) }

    /// The guide of the keyboard (iOS 15; created on first use, owned by the view).
    open var keyboardLayoutGuide: UIKeyboardLayoutGuide {
        if let guide = madeGuides[.keyboard] as? UIKeyboardLayoutGuide { return guide }
        let guide = UIKeyboardLayoutGuide(role: .keyboard, owner: self)
        madeGuides[.keyboard] = guide
        return guide
    }

    /// The guide of the area of readable width within the margins (created on first use).
    open var readableContentGuide: UILayoutGuide { shimGuide(.readableContent) }

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
    open var constraints: [NSLayoutConstraint] { shimInstalledConstraints }
}

/// How UIView keeps its margins: as set, absolute or directional.
enum MarginStorage {
    case unset(NSDirectionalEdgeInsets)
    case absolute(UIEdgeInsets)
    case directional(NSDirectionalEdgeInsets)
}

/// A writing direction, as UIKit's enumeration of the same name.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    /// Left to right.
    case leftToRight = 0
    /// Right to left.
    case rightToLeft = 1
}

/// A view with fixed content (not UIKit): an intrinsic size and baselines, so a test can stand it
/// in for a label.
@_spi(Recording) open class ShimContentView: UIView {
    private var contentSize: CGSize
    private let firstBaseline: CGFloat?
    private let lastBaseline: CGFloat?

    /// A view whose `intrinsicContentSize` is `size` (`UIView.noIntrinsicMetric` for none on an
    /// axis) and whose baselines sit at the given offsets from its top (nil: its bottom).
    public init(intrinsicContentSize size: CGSize, firstBaseline: CGFloat? = nil, lastBaseline: CGFloat? = nil) {
        contentSize = size
        self.firstBaseline = firstBaseline
        self.lastBaseline = lastBaseline
        super.init(frame: .zero)
    }

    /// Not decodable.
    public required init?(coder: NSCoder) { nil }

    /// The size given at creation, or set since (`shimIntrinsicContentSize`).
    open override var intrinsicContentSize: CGSize { contentSize }

    /// Changes the intrinsic size, as a label's text changing would (not UIKit).
    @_spi(Recording) public var shimIntrinsicContentSize: CGSize {
        get { contentSize }
        set { contentSize = newValue }
    }
    /// The first baseline given at creation.
    open override var shimFirstBaselineOffset: CGFloat? { firstBaseline }
    /// The last baseline given at creation.
    open override var shimLastBaselineOffset: CGFloat? { lastBaseline }
}

/// A rectangle that takes part in Auto Layout without being a view, as UIKit's class of the same
/// name.
@MainActor
open class UILayoutGuide: NSObject {
    /// Which of a view's guides this is, for the recorder's readers.
    @_spi(Recording) public enum Role: Hashable, Sendable {
        /// A guide the app created and added.
        case custom
        /// A view's `layoutMarginsGuide`.
        case layoutMargins
        /// A view's `safeAreaLayoutGuide`.
        case safeArea
        /// A view's `keyboardLayoutGuide`.
        case keyboard
        /// A view's `readableContentGuide`.
        case readableContent
        /// A scroll view's `contentLayoutGuide`.
        case scrollContent
        /// A scroll view's `frameLayoutGuide`.
        case scrollFrame
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
        identifier =
            switch role {
            case .custom, .layoutMargins: "UIViewLayoutMarginsGuide"
            case .safeArea: "UIViewSafeAreaLayoutGuide"
            case .keyboard: "UIViewKeyboardLayoutGuide"
            case .readableContent: "UIViewReadableContentGuide"
            case .scrollContent: "UIScrollView-contentLayoutGuide"
            case .scrollFrame: "UIScrollView-frameLayoutGuide"
            }
        super.init()
        owningView = owner
    }
}

/// A layout guide that tracks something on screen, as UIKit's class of the same name (iOS 15).
@MainActor
open class UITrackingLayoutGuide: UILayoutGuide {}

/// The guide of the keyboard, as UIKit's class of the same name (iOS 15): a view's
/// `keyboardLayoutGuide`.
@MainActor
open class UIKeyboardLayoutGuide: UITrackingLayoutGuide {
    /// Whether the guide's top is the safe area's bottom while the keyboard is hidden (UIKit's default).
    open var usesBottomSafeArea = true
    /// Whether the guide follows a floating or undocked keyboard.
    open var followsUndockedKeyboard = false
}

// UIStackView and UIScrollView, transcribed from developer.apple.com/documentation/uikit/uistackview
// (`@MainActor class UIStackView : UIView`; init(frame:), required init(coder:),
// convenience init(arrangedSubviews:); arrangedSubviews, addArrangedSubview(_:),
// insertArrangedSubview(_:at:), removeArrangedSubview(_:); axis: NSLayoutConstraint.Axis,
// distribution: UIStackView.Distribution, alignment: UIStackView.Alignment, spacing: CGFloat,
// setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView),
// customSpacing(after arrangedSubview: UIView) -> CGFloat, isBaselineRelativeArrangement,
// isLayoutMarginsRelativeArrangement; class let spacingUseDefault, class let spacingUseSystem),
// .../uistackview/distribution-swift.enum (`enum Distribution : Int`: fill, fillEqually,
// fillProportionally, equalSpacing, equalCentering), .../uistackview/alignment-swift.enum
// (`enum Alignment : Int`: fill, leading, firstBaseline, center, trailing, lastBaseline, and
// `static var top`, `static var bottom`, the same values as leading and trailing) and
// .../uikit/uiscrollview (`@MainActor class UIScrollView : UIView`; contentSize: CGSize,
// contentLayoutGuide and frameLayoutGuide: UILayoutGuide { get }).
//
// The shim lays nothing out: a stack view keeps its configuration for the snapshot, and
// AutoLayoutModel installs the constraints UIKit's stack view would (see ModelStack.swift). A
// scroll view's `contentSize` is what the app sets; the model reads the content size from the
// content guide instead.

import AutoLayoutRecording
import ShimCore

/// A view that lays out a row or column of arranged views, as UIKit's class of the same name.
@MainActor
open class UIStackView: UIView {
    /// How arranged views fill the stack along its axis, as UIKit's enumeration of the same name.
    public enum Distribution: Int, @unchecked Sendable {
        /// Resized to fill, by hugging and compression resistance.
        case fill = 0
        /// Resized to fill, all the same length.
        case fillEqually = 1
        /// Resized to fill, in proportion to their intrinsic lengths.
        case fillProportionally = 2
        /// Kept at their lengths, the gaps between them equal.
        case equalSpacing = 3
        /// Kept at their lengths, their centers equally spaced.
        case equalCentering = 4
    }

    /// How arranged views sit across the stack's axis, as UIKit's enumeration of the same name.
    public enum Alignment: Int, @unchecked Sendable {
        /// Resized to fill across the axis.
        case fill = 0
        /// Their leading edges (top edges in a horizontal stack) aligned.
        case leading = 1
        /// Their first baselines aligned (horizontal stacks).
        case firstBaseline = 2
        /// Their centers aligned.
        case center = 3
        /// Their trailing edges (bottom edges in a horizontal stack) aligned.
        case trailing = 4
        /// Their last baselines aligned (horizontal stacks).
        case lastBaseline = 5

        /// The top edges aligned: the same value as `leading`.
        public static var top: UIStackView.Alignment { .leading }
        /// The bottom edges aligned: the same value as `trailing`.
        public static var bottom: UIStackView.Alignment { .trailing }
    }

    /// The spacing value that means "the stack's own spacing" for `setCustomSpacing(_:after:)`.
    public static let spacingUseDefault: CGFloat = CGFloat(Float.greatestFiniteMagnitude)

    /// The spacing value that means "the system's spacing between the two views".
    public static let spacingUseSystem: CGFloat = CGFloat(Float.leastNormalMagnitude)

    /// The views the stack arranges, in order.
    open private(set) var arrangedSubviews: [UIView] = []

    /// The axis along which the arranged views are laid out.
    open var axis: NSLayoutConstraint.Axis = .horizontal

    /// How the arranged views fill the axis.
    open var distribution: UIStackView.Distribution = .fill

    /// How the arranged views sit across the axis.
    open var alignment: UIStackView.Alignment = .fill

    /// The distance between adjacent arranged views (a minimum for the spacing distributions).
    open var spacing: CGFloat = 0

    /// Whether vertical spacing is measured between baselines.
    open var isBaselineRelativeArrangement = false

    /// Whether the arranged views are laid out relative to the stack's layout margins.
    open var isLayoutMarginsRelativeArrangement = false

    /// The spacing after an arranged view, keyed by the view's identity, as set.
    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]

    /// A stack view with the given frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        marginStorage = Self.defaultMargins
    }

    /// A stack view decoded from an archive; the shim decodes nothing and makes an empty one.
    public required init(coder: NSCoder) {
        super.init(frame: .zero)
        marginStorage = Self.defaultMargins
    }

    /// UIStackView's layout margins are 0 until set, where a plain view's are 8: Interface Builder
    /// stores none for a stack and lays a view pinned to its margins flush with its edges.
    private static let defaultMargins = MarginStorage.unset(NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0))

    /// A stack view arranging `views` in order.
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    /// Appends `view` to the arranged views, adding it as a subview if it is not one (UIKit also
    /// turns off its autoresizing mask translation).
    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts `view` into the arranged views at `stackIndex`, adding it as a subview if needed.
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: max(0, min(stackIndex, arrangedSubviews.count)))
        if view.superview !== self { addSubview(view) }
        view.translatesAutoresizingMaskIntoConstraints = false
    }

    /// Removes `view` from the arranged views; it stays a subview, as in UIKit.
    open func removeArrangedSubview(_ view: UIView) {
        arrangedSubviews.removeAll { $0 === view }
        customSpacings[ObjectIdentifier(view)] = nil
    }

    /// Sets the spacing after `arrangedSubview` (ignored for a view that is not arranged, as UIKit).
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        guard arrangedSubviews.contains(where: { $0 === arrangedSubview }) else { return }
        customSpacings[ObjectIdentifier(arrangedSubview)] = spacing
    }

    /// The spacing after `arrangedSubview`: `spacingUseDefault` unless one was set.
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? UIStackView.spacingUseDefault
    }
}

/// A view whose content scrolls, as UIKit's class of the same name, reduced to its Auto Layout surface.
@MainActor
open class UIScrollView: UIView {
    /// The size of the content; UIKit sets it from the content guide's constraints at layout.
    open var contentSize: CGSize = .zero

    /// The guide of the content rectangle (its origin is the content's origin).
    open var contentLayoutGuide: UILayoutGuide { shimGuide(.scrollContent) }

    /// The guide of the scroll view's frame.
    open var frameLayoutGuide: UILayoutGuide { shimGuide(.scrollFrame) }

    /// The content guide, if anything asked for it.
    @_spi(Recording) public var shimContentGuideIfMade: UILayoutGuide? { madeGuides[.scrollContent] }

    /// The frame guide, if anything asked for it.
    @_spi(Recording) public var shimFrameGuideIfMade: UILayoutGuide? { madeGuides[.scrollFrame] }
}

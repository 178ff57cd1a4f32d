import LayoutIR

/// A view's properties from its property block, with UIKit's defaults.
struct ViewProperties: Sendable {
    /// The intrinsic content width, if the view has one.
    var intrinsicWidth: Double?
    /// The intrinsic content height, if the view has one.
    var intrinsicHeight: Double?
    /// Content hugging priority, horizontal then vertical: `width <= intrinsic` at this priority.
    var hugging = (horizontal: 250.0, vertical: 250.0)
    /// Compression resistance priority, horizontal then vertical: `width >= intrinsic` at this priority.
    var compression = (horizontal: 750.0, vertical: 750.0)
    /// Whether the block states `hugging` (generated code sets only what the file states).
    var statesHugging = false
    /// Whether the block states `compression`.
    var statesCompression = false
    /// Layout margins, physical as UIEdgeInsets: 8 on every side by default (0 for a stack). Directional margins
    /// are stored here for the checker's direction (leading is the left in ltr, the right in rtl).
    var margins = (top: 8.0, left: 8.0, bottom: 8.0, right: 8.0)
    /// The margins as `directionalMargins` gave them (top, leading, bottom, trailing), or `nil`
    /// when they are physical (`margins`, or the default).
    var directionalMargins: (top: Double, leading: Double, bottom: Double, trailing: Double)?
    /// Whether the margins are measured from the view's safe area (`insetsMarginsFromSafeArea`,
    /// UIKit's `insetsLayoutMarginsFromSafeArea`): true by default.
    var insetsMarginsFromSafeArea = true
    /// The first baseline's offset from the top; `nil` means the bottom, as UIView's default.
    var firstBaseline: Double?
    /// The last baseline's offset from the top; `nil` means the bottom.
    var lastBaseline: Double?
    /// Whether the view starts hidden (`hidden true`); `hide` and `show` may change it.
    var isHidden = false
    /// The text style its intrinsic size scales with (`textStyle body`), if any.
    var textStyle: TextStyle?
    /// Its alignment rectangle's insets inside the drawn frame (`alignmentInsets T, L, B, R`).
    var alignmentInsets = AlignmentInsets.zero

    /// The margins measured from the alignment rectangle, which the solver's variables are:
    /// UIKit measures a view's layout margins from its bounds (the drawn frame), so each side
    /// loses the alignment inset on that side. The margins themselves when there are no insets.
    var alignedMargins: (top: Double, left: Double, bottom: Double, right: Double) {
        guard !alignmentInsets.isZero else { return margins }
        return (
            margins.top - alignmentInsets.top, margins.left - alignmentInsets.left,
            margins.bottom - alignmentInsets.bottom, margins.right - alignmentInsets.right)
    }

    /// The properties of a view without a block.
    static let defaults = ViewProperties()

    /// The properties of a stack without a block: UIStackView's layout margins are 0, not 8
    /// (IB stores no margins for such a stack, and lays views placed against them flush with it).
    static let stackDefaults: ViewProperties = {
        var properties = ViewProperties()
        properties.margins = (0, 0, 0, 0)
        return properties
    }()
}

/// The properties a view's block gives it, UIKit's defaults filling the rest: what generated
/// code sets on the running view (`CheckResult.viewProperties`).
public struct DeclaredViewProperties: Hashable, Sendable {
    /// The view.
    public var view: ViewID
    /// The declared intrinsic width (preview data), if any.
    public var intrinsicWidth: Double?
    /// The declared intrinsic height (preview data), if any.
    public var intrinsicHeight: Double?
    /// Content hugging priority on the horizontal axis.
    public var horizontalHugging: Double
    /// Content hugging priority on the vertical axis.
    public var verticalHugging: Double
    /// Compression resistance priority on the horizontal axis.
    public var horizontalCompression: Double
    /// Compression resistance priority on the vertical axis.
    public var verticalCompression: Double
    /// Whether the block states `hugging`: otherwise the priorities above are UIView's defaults,
    /// which `solve` assumes and generated code leaves to the running view.
    public var statesHugging: Bool
    /// Whether the block states `compression` (likewise).
    public var statesCompression: Bool
    /// Layout margins, top, left, bottom, right (UIEdgeInsets order), in the checked direction.
    public var margins: [Double]
    /// Directional layout margins, top, leading, bottom, trailing (NSDirectionalEdgeInsets order),
    /// when the block gave them so (`directionalMargins`); `nil` otherwise.
    public var directionalMargins: [Double]?
    /// Whether the margins are measured from the view's safe area (UIKit's
    /// `insetsLayoutMarginsFromSafeArea`); true unless the block says `insetsMarginsFromSafeArea false`.
    public var insetsMarginsFromSafeArea: Bool
    /// The first baseline's declared offset from the top (preview data), if any.
    public var firstBaseline: Double?
    /// The last baseline's declared offset from the top (preview data), if any.
    public var lastBaseline: Double?
    /// The text style the view's intrinsic size scales with (`textStyle body`), if any; the
    /// intrinsic sizes above are then the ones at the checked content size category.
    public var textStyle: TextStyle?
    /// The alignment rectangle's insets (`alignmentInsets`), top, left, bottom, right; zero by
    /// default. Generated code does not set them: they are what the running view reports.
    public var alignmentInsets: AlignmentInsets

    /// The properties of `view`, from the checker's record of them.
    init(view: ViewID, _ properties: ViewProperties) {
        self.view = view
        intrinsicWidth = properties.intrinsicWidth
        intrinsicHeight = properties.intrinsicHeight
        horizontalHugging = properties.hugging.horizontal
        verticalHugging = properties.hugging.vertical
        horizontalCompression = properties.compression.horizontal
        verticalCompression = properties.compression.vertical
        statesHugging = properties.statesHugging
        statesCompression = properties.statesCompression
        margins = [properties.margins.top, properties.margins.left, properties.margins.bottom, properties.margins.right]
        directionalMargins = properties.directionalMargins.map { [$0.top, $0.leading, $0.bottom, $0.trailing] }
        insetsMarginsFromSafeArea = properties.insetsMarginsFromSafeArea
        firstBaseline = properties.firstBaseline
        lastBaseline = properties.lastBaseline
        textStyle = properties.textStyle
        alignmentInsets = properties.alignmentInsets
    }

    /// The properties of a plain view without a block (a stack's margins are 0, and every stack
    /// has its own entry in `CheckResult.viewProperties`).
    public static func defaults(of view: ViewID) -> DeclaredViewProperties {
        DeclaredViewProperties(view: view, .defaults)
    }
}

extension Checker {
    /// The properties of every view with a block, and of every stack, in view order.
    var declaredProperties: [DeclaredViewProperties] {
        viewProperties.keys.sorted().map { DeclaredViewProperties(view: ViewID($0), properties(of: ViewID($0))) }
    }
}

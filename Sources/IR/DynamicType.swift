import LayoutSource

// Dynamic Type: UIKit's content size categories, its text styles, and the point size of each
// style at each category, from which `scaled(N, STYLE)` and `textStyle STYLE` take their scale
// (see grammar.md, "Dynamic Type").

/// A content size category, as UIKit's `UIContentSizeCategory`, in UIKit's order (smallest first).
public enum ContentSizeCategory: String, Hashable, Sendable, CaseIterable, Comparable {
    /// `UIContentSizeCategory.extraSmall` (xSmall).
    case extraSmall
    /// `.small`.
    case small
    /// `.medium`.
    case medium
    /// `.large`: the default, at which every scale is 1.
    case large
    /// `.extraLarge` (xLarge).
    case extraLarge
    /// `.extraExtraLarge` (xxLarge).
    case extraExtraLarge
    /// `.extraExtraExtraLarge` (xxxLarge).
    case extraExtraExtraLarge
    /// `.accessibilityMedium` (AX1).
    case accessibilityMedium
    /// `.accessibilityLarge` (AX2).
    case accessibilityLarge
    /// `.accessibilityExtraLarge` (AX3).
    case accessibilityExtraLarge
    /// `.accessibilityExtraExtraLarge` (AX4).
    case accessibilityExtraExtraLarge
    /// `.accessibilityExtraExtraExtraLarge` (AX5).
    case accessibilityExtraExtraExtraLarge

    /// The position in UIKit's order, 0 for `extraSmall`.
    public var rank: Int {
        // `allCases` lists the cases in declaration order, which is UIKit's.
        Self.allCases.firstIndex(of: self) ?? 0
    }

    /// Whether this is one of the five accessibility sizes (`isAccessibilityCategory` in UIKit).
    public var isAccessibilityCategory: Bool { rank >= ContentSizeCategory.accessibilityMedium.rank }

    /// Orders categories as UIKit's `<` on `UIContentSizeCategory` does.
    public static func < (left: ContentSizeCategory, right: ContentSizeCategory) -> Bool {
        left.rank < right.rank
    }

    /// The category named `name` (its case name, as in `--content-size accessibilityLarge`).
    public static func named(_ name: String) -> ContentSizeCategory? {
        ContentSizeCategory(rawValue: name)
    }

    /// Every category's name, in UIKit's order, for suggestions and messages.
    public static let names: [String] = allCases.map(\.rawValue)
}

/// One of UIKit's eleven text styles (`UIFont.TextStyle`) that scale with Dynamic Type.
public enum TextStyle: String, Hashable, Sendable, CaseIterable {
    /// `.largeTitle`.
    case largeTitle
    /// `.title1`.
    case title1
    /// `.title2`.
    case title2
    /// `.title3`.
    case title3
    /// `.headline`.
    case headline
    /// `.subheadline` (the HIG's "Subhead").
    case subheadline
    /// `.body`: the style of `scaled(N)` without a second argument.
    case body
    /// `.callout`.
    case callout
    /// `.footnote`.
    case footnote
    /// `.caption1`.
    case caption1
    /// `.caption2`.
    case caption2

    /// Every style's name, in the HIG's order, for suggestions and messages.
    public static let names: [String] = allCases.map(\.rawValue)
}

/// The point size of each text style at each content size category, iOS and iPadOS, as Apple's
/// Human Interface Guidelines publish them (Typography, Specifications, "Dynamic Type sizes",
/// https://developer.apple.com/design/human-interface-guidelines/typography); grammar.md
/// "Dynamic Type sizes" says which columns were confirmed against a second source.
public enum DynamicTypeSizes {
    /// Point sizes per style, one per category in UIKit's order (xSmall, Small, Medium, Large,
    /// xLarge, xxLarge, xxxLarge, AX1, AX2, AX3, AX4, AX5).
    static let pointSizes: [TextStyle: [Double]] = [
        .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
        .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
        .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
        .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
        .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
        .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
        .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
        .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
        .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
    ]

    /// The point size of `style` at `category`.
    public static func pointSize(of style: TextStyle, at category: ContentSizeCategory) -> Double {
        // Every style has twelve sizes (a test checks it); 0 would only mark a broken table.
        guard let sizes = pointSizes[style], sizes.indices.contains(category.rank) else { return 0 }
        return sizes[category.rank]
    }

    /// The factor by which `style` scales at `category`: its point size there over its size at
    /// `large`, as `UIFontMetrics(forTextStyle:).scaledValue(for:)` scales a value.
    public static func scale(of style: TextStyle, at category: ContentSizeCategory) -> Double {
        let base = pointSize(of: style, at: .large)
        guard base > 0 else { return 1 }
        return pointSize(of: style, at: category) / base
    }

    /// `value` scaled for `style` at `category`.
    public static func scaled(_ value: Double, style: TextStyle, at category: ContentSizeCategory) -> Double {
        category == .large ? value : value * pointSize(of: style, at: category) / pointSize(of: style, at: .large)
    }
}

/// A view whose intrinsic size scales with a text style (`textStyle body`), as checked.
public struct TextStyleUse: Hashable, Sendable {
    /// The view.
    public var view: ViewID
    /// Its text style.
    public var style: TextStyle
    /// Its intrinsic width at the checked content size category, if it has one.
    public var intrinsicWidth: Double?
    /// Its intrinsic height at the checked content size category, if it has one.
    public var intrinsicHeight: Double?
    /// The `textStyle` property.
    public var span: SourceSpan

    /// Creates a use.
    public init(view: ViewID, style: TextStyle, intrinsicWidth: Double?, intrinsicHeight: Double?, span: SourceSpan) {
        self.view = view
        self.style = style
        self.intrinsicWidth = intrinsicWidth
        self.intrinsicHeight = intrinsicHeight
        self.span = span
    }
}

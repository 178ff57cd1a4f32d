// Dynamic Type, transcribed from developer.apple.com/documentation/uikit/uicontentsizecategory
// (struct UIContentSizeCategory: Hashable, Equatable, RawRepresentable, Sendable; init(rawValue:
// String); static let extraSmall ... accessibilityExtraExtraExtraLarge, unspecified;
// isAccessibilityCategory: Bool { get }; static func < , <=, >, >= on two categories),
// .../uikit/uifont/textstyle (struct UIFont.TextStyle: Hashable, RawRepresentable, Sendable,
// static let largeTitle ... caption2) and .../uikit/uifontmetrics (class UIFontMetrics: NSObject;
// init(forTextStyle: UIFont.TextStyle); class var `default`: UIFontMetrics; func scaledValue(for:
// CGFloat) -> CGFloat; func scaledValue(for: CGFloat, compatibleWith: UITraitCollection?) ->
// CGFloat). The raw values are UIKit's constants' strings (UICTContentSizeCategoryL, ...).
// To check on a Mac: the raw strings, and whether UIFontMetrics is Sendable (here it is, being
// immutable), which the documentation pages do not show.

import Foundation

/// A content size category, as UIKit's structure of the same name, compared in UIKit's order.
public struct UIContentSizeCategory: Hashable, Equatable, RawRepresentable, Sendable {
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }

    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    public static let accessibilityExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXL")
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    /// UIKit's order, smallest first; `unspecified` is below every category.
    static let ordered: [UIContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]

    /// The position in UIKit's order; -1 for `unspecified` or an unknown raw value.
    var shimRank: Int { Self.ordered.firstIndex(of: self) ?? -1 }

    /// Whether this is one of the accessibility categories.
    public var isAccessibilityCategory: Bool { shimRank >= Self.ordered.firstIndex(of: .accessibilityMedium) ?? 7 }

    public static func < (left: UIContentSizeCategory, right: UIContentSizeCategory) -> Bool { left.shimRank < right.shimRank }
    public static func <= (left: UIContentSizeCategory, right: UIContentSizeCategory) -> Bool { left.shimRank <= right.shimRank }
    public static func > (left: UIContentSizeCategory, right: UIContentSizeCategory) -> Bool { left.shimRank > right.shimRank }
    public static func >= (left: UIContentSizeCategory, right: UIContentSizeCategory) -> Bool { left.shimRank >= right.shimRank }
}

/// A font, as UIKit's class of the same name: only its text styles here.
open class UIFont: NSObject, @unchecked Sendable {
    /// A text style, as UIKit's `UIFont.TextStyle`.
    public struct TextStyle: Hashable, Equatable, RawRepresentable, Sendable {
        public let rawValue: String

        public init(rawValue: String) { self.rawValue = rawValue }

        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
    }
}

/// Scales values for a text style, as UIKit's class of the same name. The shim scales by the
/// style's point size at the category over its size at `large`, from the Human Interface
/// Guidelines' Dynamic Type sizes (grammar.md "Dynamic Type sizes"), written here as the SDK's
/// behaviour, apart from the compiler's copy, so that agreeing frames test both.
open class UIFontMetrics: NSObject, @unchecked Sendable {
    private let textStyle: UIFont.TextStyle

    /// Metrics for `textStyle`.
    public init(forTextStyle textStyle: UIFont.TextStyle) {
        self.textStyle = textStyle
        super.init()
    }

    /// The body style's metrics.
    open class var `default`: UIFontMetrics { UIFontMetrics(forTextStyle: .body) }

    /// `value` scaled for the current category: the shim has none, so `large`'s (unscaled).
    open func scaledValue(for value: CGFloat) -> CGFloat { value }

    /// `value` scaled for the category of `traitCollection` (`large` when it has none).
    open func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        let category = traitCollection?.preferredContentSizeCategory ?? .unspecified
        let sizes = Self.pointSizes[textStyle] ?? []
        let rank = category.shimRank < 0 ? 3 : category.shimRank
        guard sizes.count == 12 else { return value }
        return value * sizes[rank] / sizes[3]
    }

    /// Point sizes per style, xSmall to AX5 (the HIG's iOS table).
    private static let pointSizes: [UIFont.TextStyle: [CGFloat]] = [
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
}

// Root's system layout guides in the IR: `root.keyboard.ATTR` (UIKit's `keyboardLayoutGuide`)
// and `root.readable.ATTR` (`readableContentGuide`), which the checker adds as implicit guides
// (as it adds a safe-area guide), with the facts of the screen that define them (grammar.md,
// "The keyboard and readable width").

/// Which of root's system layout guides an implicit guide is.
public enum RootGuideKind: String, Hashable, Sendable, CaseIterable {
    /// `keyboardLayoutGuide` (iOS 15), written `root.keyboard`: the keyboard's frame when it is
    /// shown; when hidden, the strip below root's safe area (`usesBottomSafeArea`, UIKit's default).
    case keyboard
    /// `readableContentGuide`, written `root.readable`: root's layout margins, narrowed to at most
    /// the readable width of the content size category and centered in them.
    case readable

    /// The UIKit property that holds the guide.
    public var uikitProperty: String {
        switch self {
        case .keyboard: "keyboardLayoutGuide"
        case .readable: "readableContentGuide"
        }
    }
}

/// The readable width of `readableContentGuide` (grammar.md, "The keyboard and readable width").
///
/// Apple documents the rules (the guide never extends past the layout margins, and its width is at
/// most "the readable width defined for the current dynamic text size") but no figure. The figure
/// here is measured by others, not documented: 672 points at the default category (`large`),
/// the width commonly reported on iPad. For the other categories layoutc assumes the width scales
/// with the body text style's point size (a fixed count of characters), which is a model, not a
/// measurement.
public enum ReadableWidth {
    /// The readable width at `large`, as measured by others on iPad.
    public static let atLarge = 672.0

    /// The readable width at `category`: `atLarge` scaled as the body style's point size.
    public static func width(at category: ContentSizeCategory) -> Double {
        DynamicTypeSizes.scaled(atLarge, style: .body, at: category)
    }
}

extension LayoutIR {
    /// Root's guide of `kind`, if the file uses it.
    public func rootGuide(_ kind: RootGuideKind) -> ViewID? {
        views.firstIndex { $0.rootGuide == kind }.map(ViewID.init)
    }

    /// Whether the file uses root's keyboard or readable guide.
    public var usesRootGuides: Bool { views.contains { $0.rootGuide != nil } }
}

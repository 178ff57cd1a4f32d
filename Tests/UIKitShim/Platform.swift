// What the shared sources (Tests/ShimShared, linked into this folder) read as "the framework":
// UIKit's classes, and what a snapshot records of them.

import AutoLayoutRecording

typealias ShimView = UIView
typealias ShimGuide = UILayoutGuide
typealias ShimPriority = UILayoutPriority

/// UIKit's answers to the shared sources' questions.
@MainActor
enum ShimPlatform {
    /// The item classes, for messages.
    static let itemNames = "UIView nor a UILayoutGuide"
    /// The platform a snapshot names.
    static let recorded = RecordedLayout.Platform.uikit
    /// The layout direction set for tests (`ShimRecorder.layoutDirection`).
    static var layoutDirection = UIUserInterfaceLayoutDirection.leftToRight

    /// A view's direction, as a snapshot records it.
    static func direction(of view: UIView) -> RecordedDirection {
        view.effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }

    /// A guide's identifier.
    static func identifier(of guide: UILayoutGuide) -> String { guide.identifier }

    /// A view's margins as a snapshot records them: absolute in the view's direction.
    static func margins(of view: UIView) -> (insets: RecordedInsets, source: RecordedMarginsSource, fromSafeArea: Bool) {
        let margins = view.layoutMargins
        let insets = RecordedInsets(
            top: Double(margins.top), left: Double(margins.left), bottom: Double(margins.bottom), right: Double(margins.right))
        return (insets, view.shimMarginsSource, view.insetsLayoutMarginsFromSafeArea)
    }

    /// A stack view's configuration and arranged views, as a snapshot records them.
    static func stackParts(of view: UIView) -> RecordingStackParts<UIView>? {
        guard let stack = view as? UIStackView else { return nil }
        let configuration = RecordedStack(
            axis: stack.axis == .horizontal ? .horizontal : .vertical,
            distribution: recorded(stack.distribution), alignment: recorded(stack.alignment),
            spacing: recordedSpacing(stack.spacing), isBaselineRelative: stack.isBaselineRelativeArrangement,
            isLayoutMarginsRelative: stack.isLayoutMarginsRelativeArrangement)
        let custom = stack.arrangedSubviews.compactMap { arranged -> (view: UIView, spacing: RecordedSpacing)? in
            let spacing = stack.customSpacing(after: arranged)
            return spacing == UIStackView.spacingUseDefault ? nil : (arranged, recordedSpacing(spacing))
        }
        return RecordingStackParts(configuration: configuration, arranged: stack.arrangedSubviews, customSpacings: custom)
    }

    /// A view's keyboard and readable content guides, each if it was made.
    static func keyboardAndReadableGuides(of view: UIView) -> (keyboard: UILayoutGuide?, readable: UILayoutGuide?) {
        (view.shimKeyboardGuideIfMade, view.shimReadableGuideIfMade)
    }

    /// The keyboard's height and the readable width a test gave root.
    static func keyboardAndReadableInputs(of root: UIView) -> (keyboardHeight: Double, readableWidth: Double)? {
        (Double(root.shimKeyboardHeight), Double(root.shimReadableWidth))
    }

    /// A scroll view's guides, each if it was made.
    static func scrollGuides(of view: UIView) -> (content: UILayoutGuide?, frame: UILayoutGuide?) {
        guard let scroll = view as? UIScrollView else { return (nil, nil) }
        return (scroll.shimContentGuideIfMade, scroll.shimFrameGuideIfMade)
    }

    private static func recordedSpacing(_ value: CGFloat) -> RecordedSpacing {
        value == UIStackView.spacingUseSystem ? .system : .points(Double(value))
    }

    private static func recorded(_ distribution: UIStackView.Distribution) -> RecordedStack.Distribution {
        switch distribution {
        case .fill: .fill
        case .fillEqually: .fillEqually
        case .fillProportionally: .fillProportionally
        case .equalSpacing: .equalSpacing
        case .equalCentering: .equalCentering
        }
    }

    private static func recorded(_ alignment: UIStackView.Alignment) -> RecordedStack.Alignment {
        switch alignment {
        case .fill: .fill
        case .leading: .leading
        case .firstBaseline: .firstBaseline
        case .center: .center
        case .trailing: .trailing
        case .lastBaseline: .lastBaseline
        }
    }
}

@_spi(Recording) extension ShimRecorder {
    /// The layout direction every view reports (`effectiveUserInterfaceLayoutDirection`); a test
    /// sets it before building views, as an app's language sets it in UIKit. `reset()` sets it
    /// back to left to right.
    public var layoutDirection: UIUserInterfaceLayoutDirection {
        get { ShimPlatform.layoutDirection }
        set { ShimPlatform.layoutDirection = newValue }
    }

    /// Everything under `root` and the active constraints among it, in activation order, with
    /// the violations recorded so far; the direction is `layoutDirection`, the safe-area insets
    /// root's `shimSafeAreaInsets`.
    public func snapshot(root: UIView) -> RecordedLayout { makeSnapshot(root: root) }

    func resetPlatformState() { ShimPlatform.layoutDirection = .leftToRight }
}

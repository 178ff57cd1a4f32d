// What the shared sources (Tests/ShimShared, linked into this folder) read as "the framework":
// AppKit's classes, and what a snapshot records of them.

import AutoLayoutRecording

typealias ShimView = NSView
typealias ShimGuide = NSLayoutGuide
typealias ShimPriority = NSLayoutConstraint.Priority

/// AppKit's answers to the shared sources' questions.
@MainActor
enum ShimPlatform {
    /// The item classes, for messages.
    static let itemNames = "NSView nor an NSLayoutGuide"
    /// The platform a snapshot names.
    static let recorded = RecordedLayout.Platform.appkit
    /// The app's layout direction, set for tests (`ShimRecorder.layoutDirection`).
    static var layoutDirection = NSUserInterfaceLayoutDirection.leftToRight

    /// A view's direction, as a snapshot records it.
    static func direction(of view: NSView) -> RecordedDirection {
        view.userInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }

    /// A guide's identifier.
    static func identifier(of guide: NSLayoutGuide) -> String { guide.identifier.rawValue }

    /// A view's margins as a snapshot records them: AppKit has no settable layout margins, only
    /// the system's (`marginsSource == .system`, insets unknown, recorded as 0).
    static func margins(of view: NSView) -> (insets: RecordedInsets, source: RecordedMarginsSource, fromSafeArea: Bool) {
        (.zero, .system, true)
    }

    /// No stack views: generated AppKit code makes none (NSStackView differs; see grammar.md).
    static func stackParts(of view: NSView) -> RecordingStackParts<NSView>? { nil }

    /// No scroll views in the AppKit shim.
    static func scrollGuides(of view: NSView) -> (content: NSLayoutGuide?, frame: NSLayoutGuide?) { (nil, nil) }
    /// AppKit has no keyboard or readable content guide.
    static func keyboardAndReadableGuides(of view: NSView) -> (keyboard: NSLayoutGuide?, readable: NSLayoutGuide?) { (nil, nil) }
    /// Nor their inputs.
    static func keyboardAndReadableInputs(of root: NSView) -> (keyboardHeight: Double, readableWidth: Double)? { nil }
}

@_spi(Recording) extension ShimRecorder {
    /// The app's layout direction, which every view without one of its own reports
    /// (`userInterfaceLayoutDirection`); a test sets it before building views. `reset()` sets it
    /// back to left to right.
    public var layoutDirection: NSUserInterfaceLayoutDirection {
        get { ShimPlatform.layoutDirection }
        set { ShimPlatform.layoutDirection = newValue }
    }

    /// Everything under `root` and the active constraints among it, in activation order, with
    /// the violations recorded so far; the direction is root's `userInterfaceLayoutDirection`,
    /// the safe-area insets root's `shimSafeAreaInsets`.
    public func snapshot(root: NSView) -> RecordedLayout { makeSnapshot(root: root) }

    func resetPlatformState() { ShimPlatform.layoutDirection = .leftToRight }
}

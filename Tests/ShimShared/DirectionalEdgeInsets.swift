// NSDirectionalEdgeInsets, compiled into both UIKitShim and AppKitShim (each folder links this
// file): developer.apple.com/documentation/uikit/nsdirectionaledgeinsets and
// .../appkit/nsdirectionaledgeinsets (macOS 10.15) declare it alike
// (init(top:leading:bottom:trailing:), init(), zero).

/// Insets whose horizontal edges follow the writing direction, as the SDK's struct of the same name.
public struct NSDirectionalEdgeInsets: Equatable, Hashable, Sendable {
    /// The inset from the top edge.
    public var top: CGFloat
    /// The inset from the leading edge.
    public var leading: CGFloat
    /// The inset from the bottom edge.
    public var bottom: CGFloat
    /// The inset from the trailing edge.
    public var trailing: CGFloat

    /// Zero insets.
    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }

    /// Insets of the given values.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// Zero insets.
    public static let zero = NSDirectionalEdgeInsets()
}

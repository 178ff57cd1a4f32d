// Edge insets (NSDirectionalEdgeInsets is in Tests/ShimShared), transcribed from
// developer.apple.com/documentation/uikit/uiedgeinsets (init(top:left:bottom:right:),
// zero). CGFloat, CGSize and CGRect come from Foundation, as UIKit re-exports CoreGraphics.

/// Insets with absolute left and right edges, as UIKit's struct of the same name.
public struct UIEdgeInsets: Equatable, Hashable, Sendable {
    /// The inset from the top edge.
    public var top: CGFloat
    /// The inset from the left edge.
    public var left: CGFloat
    /// The inset from the bottom edge.
    public var bottom: CGFloat
    /// The inset from the right edge.
    public var right: CGFloat

    /// Zero insets.
    public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }

    /// Insets of the given values.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// Zero insets.
    public static let zero = UIEdgeInsets()
}

/// Root's safe-area insets, from `--safe-area TOP,LEFT,BOTTOM,RIGHT` (UIEdgeInsets order):
/// root's safe area is its frame inset by these (see grammar.md).
public struct SafeAreaInsets: Hashable, Sendable, CustomStringConvertible {
    /// The inset from root's top edge.
    public var top: Double
    /// The inset from root's left edge.
    public var left: Double
    /// The inset from root's bottom edge.
    public var bottom: Double
    /// The inset from root's right edge.
    public var right: Double

    /// Creates insets.
    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No insets: root's safe area is root's frame (the default).
    public static let zero = SafeAreaInsets(top: 0, left: 0, bottom: 0, right: 0)

    /// `TOP,LEFT,BOTTOM,RIGHT`, as `--safe-area` takes them.
    public var description: String {
        [top, left, bottom, right].map { CanvasSize.format($0) }.joined(separator: ",")
    }
}

/// Everything outside the file that a solve depends on: the canvas size and, as language
/// extensions need them, facts about the screen and the device (safe-area insets, idiom, flags).
///
/// Extensions add stored properties with defaults that keep the core meaning, so
/// `LayoutEnvironment(size:)` always solves a core file exactly as `solve(size:)` does.
public struct LayoutEnvironment: Hashable, Sendable {
    /// Root's size, or nil to leave it to the file's own constraints.
    public var size: CanvasSize?
    /// Root's safe-area insets (`--safe-area`); zero by default, so root's safe area is its frame.
    public var safeAreaInsets: SafeAreaInsets

    /// Creates an environment with root's size set to `size` (or left free when nil).
    public init(size: CanvasSize? = nil, safeAreaInsets: SafeAreaInsets = .zero) {
        self.size = size
        self.safeAreaInsets = safeAreaInsets
    }
}

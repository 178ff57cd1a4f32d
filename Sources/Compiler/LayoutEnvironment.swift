import LayoutIR

/// Everything outside the file that a solve depends on: the canvas size and facts about the
/// screen and the device (safe-area insets, the idiom and flags `when` conditions test).
///
/// Every property but the size has a default that keeps the core meaning, so
/// `LayoutEnvironment(size:)` always solves a core file exactly as `solve(size:)` does.
public struct LayoutEnvironment: Hashable, Sendable {
    /// Root's size, or nil to leave it to the file's own constraints.
    public var size: CanvasSize?
    /// The device idiom `when` conditions test; a phone unless told otherwise.
    public var idiom: DeviceIdiom
    /// The flags set for `when` conditions, as `--set NAME` gives them.
    public var flags: Set<String>
    /// Root's safe-area insets (`--safe-area`); zero by default, so root's safe area
    /// is its frame.
    public var safeAreaInsets: SafeAreaInsets
    /// Whether root stands for a view controller's view, whose margins UIKit keeps at least at the
    /// system minimum (`viewRespectsSystemMinimumLayoutMargins`); false by default.
    public var rootIsViewControllerView: Bool

    /// Creates an environment with root's size set to `size` (or left free when nil).
    public init(
        size: CanvasSize? = nil, idiom: DeviceIdiom = .phone, flags: Set<String> = [],
        safeAreaInsets: SafeAreaInsets = .zero, rootIsViewControllerView: Bool = false
    ) {
        self.size = size
        self.idiom = idiom
        self.flags = flags
        self.safeAreaInsets = safeAreaInsets
        self.rootIsViewControllerView = rootIsViewControllerView
    }

    /// What `when` conditions are evaluated against.
    public var variantContext: VariantContext {
        VariantContext(canvasWidth: size?.width, canvasHeight: size?.height, idiom: idiom, flags: flags)
    }
}

extension CompiledLayout {
    /// What `when` conditions are evaluated against in `environment`: its size, idiom and flags,
    /// at the content size category the layout was checked at (`CompileRequest.contentSize`), so
    /// that `contentSize` conditions and `scaled(...)` numbers always agree.
    public func variantContext(in environment: LayoutEnvironment) -> VariantContext {
        environment.variantContext(for: ir)
    }
}

extension LayoutEnvironment {
    /// What `when` conditions of `ir` are evaluated against here: at the content size category
    /// `ir` was checked at.
    public func variantContext(for ir: LayoutIR) -> VariantContext {
        var context = variantContext
        context.contentSize = ir.contentSize
        return context
    }
}

import LayoutSource

/// What the commands need from the compiler: diagnostics for `check`, frames for `solve`.
///
/// The commands see the compiler only through this protocol, so their reading, ordering, output
/// and exit statuses can be tested with a scripted engine as well as the real one.
protocol LayoutEngine: Sendable {
    /// Every diagnostic for `file` in `direction`, solving at each of `sizes` (none: the
    /// canvas-free checks); with `mirror`, also the views that do not mirror between directions.
    func check(
        _ file: SourceFile, sizes: [SizeArgument], direction: WritingDirection, mirror: Bool
    ) throws(EngineFailure) -> [Diagnostic]
    /// As `check` with `variant`, with the files `file` includes (`use`); by default, none.
    func checkWithIncludes(
        _ file: SourceFile, sizes: [SizeArgument], direction: WritingDirection, mirror: Bool, variant: VariantArguments
    ) throws(EngineFailure) -> EngineCheckResult
    /// The frames of `file` at `size` (nil: the file sizes the root) in `direction`, with its
    /// diagnostics.
    func solve(_ file: SourceFile, size: SizeArgument?, direction: WritingDirection) throws(EngineFailure) -> SolveResult
    /// As `check`, for the variants `variant` chooses (`when` blocks).
    func check(
        _ file: SourceFile, sizes: [SizeArgument], direction: WritingDirection, mirror: Bool, variant: VariantArguments
    ) throws(EngineFailure) -> [Diagnostic]
    /// As `solve`, in the variant `variant` chooses (`when` blocks).
    func solve(
        _ file: SourceFile, size: SizeArgument?, direction: WritingDirection, variant: VariantArguments
    ) throws(EngineFailure) -> SolveResult
    /// The engine with root's safe-area insets (`--safe-area`) set, for `check` and `solve`.
    func withSafeArea(_ insets: SafeAreaArgument) -> any LayoutEngine
}

extension LayoutEngine {
    /// An engine that knows no variants checks as without them.
    func check(
        _ file: SourceFile, sizes: [SizeArgument], direction: WritingDirection, mirror: Bool, variant: VariantArguments
    ) throws(EngineFailure) -> [Diagnostic] {
        try check(file, sizes: sizes, direction: direction, mirror: mirror)
    }

    /// An engine that knows no variants solves as without them.
    func solve(
        _ file: SourceFile, size: SizeArgument?, direction: WritingDirection, variant: VariantArguments
    ) throws(EngineFailure) -> SolveResult {
        try solve(file, size: size, direction: direction)
    }

    /// The engine with root's safe-area insets set; an engine that knows no safe
    /// area ignores them.
    func withSafeArea(_ insets: SafeAreaArgument) -> any LayoutEngine {
        self
    }
}

/// A view's or guide's parent as printed (nested views).
struct ParentRow: Equatable, Sendable {
    /// The view's or guide's name.
    var name: String
    /// Its parent's name; `root` for a top-level view.
    var parent: String
}

/// One view's frame as printed: its name and its rectangle in the root's space.
struct FrameRow: Equatable, Sendable {
    /// The view's name; `root` for the container.
    var name: String
    /// The left edge.
    var x: Double
    /// The top edge.
    var y: Double
    /// The width.
    var width: Double
    /// The height.
    var height: Double
}

/// What `solve` prints: frames (root first, then declaration order; none when there are errors)
/// and diagnostics.
struct SolveResult: Equatable, Sendable {
    /// The frames.
    var frames: [FrameRow]
    /// The layout guides' frames, in declaration order.
    var guides: [FrameRow] = []
    /// Every view's and guide's parent, root left out, in declaration order.
    var parents: [ParentRow] = []
    /// The diagnostics, in output order.
    var diagnostics: [Diagnostic]
    /// The files the solved file includes (`use`), for rendering diagnostics in them.
    var included = IncludedSources()
}

/// The compiler failed in a way that is not the input's fault; exit status 2.
struct EngineFailure: Error, Equatable, Sendable {
    /// The file being processed.
    var path: String
    /// What went wrong, lower case.
    var reason: String

    /// The line printed to standard error.
    func rendered(style: TerminalStyle = .plain) -> String {
        ToolMessage.error("internal failure on '\(path)': \(reason)", style: style)
    }
}

import LayoutCompiler
import LayoutSource

/// What the commands need from the compiler: diagnostics for `check`, frames for `solve`.
///
/// The commands see the compiler only through this protocol, so their reading, ordering, output
/// and exit statuses can be tested with a scripted engine as well as the real one.
protocol LayoutEngine: Sendable {
    /// Every diagnostic for the request's file, with the files it includes (`use`).
    func check(_ request: EngineCheckRequest) throws(EngineFailure) -> EngineCheckResult
    /// The frames of the request's file, with its diagnostics.
    func solve(_ request: EngineSolveRequest) throws(EngineFailure) -> SolveResult
}

/// What `layoutc check` asks about one file.
struct EngineCheckRequest: Sendable {
    /// The file.
    var file: SourceFile
    /// The sizes to solve at; none, and no `canvases`: the canvas-free checks.
    var sizes: [SizeArgument] = []
    /// The fitted sizes, devices and degenerate sizes to solve at, after `sizes`.
    var canvases: [CanvasArgument] = []
    /// The writing direction.
    var direction: WritingDirection = .ltr
    /// Whether to report the views that do not mirror between directions (`--mirror`).
    var mirror = false
    /// The variants to examine (`--idiom`, `--set`); by default every one (`when` blocks).
    var variant = VariantArguments()
    /// Root's safe-area insets (`--safe-area`).
    var safeArea = SafeAreaArgument.zero
}

/// What `layoutc solve` asks about one file.
struct EngineSolveRequest: Sendable {
    /// The file.
    var file: SourceFile
    /// The canvas size; nil: the file sizes the root (or `canvas` does).
    var size: SizeArgument?
    /// A fitted size or a device instead of `size` (never `.degenerate`).
    var canvas: CanvasArgument?
    /// The writing direction.
    var direction: WritingDirection = .ltr
    /// The variant to solve (`--idiom`, `--set`; `when` blocks).
    var variant = VariantArguments()
    /// Root's safe-area insets (`--safe-area`).
    var safeArea = SafeAreaArgument.zero
}

/// A view's or guide's parent as printed (nested views).
struct ParentRow: Equatable, Sendable {
    /// The view's or guide's name.
    var name: String
    /// Its parent's name; `root` for a top-level view.
    var parent: String
}

/// A scroll view's content size as printed (UIScrollView's `contentSize`).
struct ContentSizeRow: Equatable, Sendable {
    /// The scroll view's name.
    var name: String
    /// The content's width.
    var width: Double
    /// The content's height.
    var height: Double
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
    /// Each scroll view's content size, in declaration order; nil when the file declares no
    /// scroll view (then the JSON document has no `contentSizes` key, as before scroll views).
    var contentSizes: [ContentSizeRow]?
    /// The diagnostics, in output order.
    var diagnostics: [Diagnostic]
    /// The files the solved file includes (`use`), for rendering diagnostics in them.
    var included = IncludedSources()
    /// Whether no canvas was given and the file leaves root's width or height free: there is
    /// nothing meaningful to print, and `solve` stops with a usage error.
    var needsCanvas = false
    /// The file's own canvas it was solved at (`canvas "iPhoneSE3"`, the first), as named, when
    /// the command line gave none: `iPhoneSE3 (375x667)`.
    var declaredCanvas: String?
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

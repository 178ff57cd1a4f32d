import LayoutChecker
import LayoutCompiler
import LayoutIR
import LayoutSource

/// The real engine: LayoutCompiler, called once per file.
struct CompilerEngine: LayoutEngine {
    /// Reads the files that `use` statements name.
    var loader: any IncludeLoader = FileSystemIncludeLoader()
    /// Root's safe-area insets (`--safe-area`).
    var safeArea = SafeAreaArgument.zero

    func withSafeArea(_ insets: SafeAreaArgument) -> any LayoutEngine {
        var engine = self
        engine.safeArea = insets
        return engine
    }

    func check(
        _ file: SourceFile, sizes: [SizeArgument], direction: WritingDirection, mirror: Bool
    ) throws(EngineFailure) -> [Diagnostic] {
        try check(file, sizes: sizes, direction: direction, mirror: mirror, variant: VariantArguments())
    }

    func check(
        _ file: SourceFile, sizes: [SizeArgument], direction: WritingDirection, mirror: Bool, variant: VariantArguments
    ) throws(EngineFailure) -> [Diagnostic] {
        try checkWithIncludes(file, sizes: sizes, direction: direction, mirror: mirror, variant: variant).diagnostics
    }

    func checkWithIncludes(
        _ file: SourceFile, sizes: [SizeArgument], direction: WritingDirection, mirror: Bool, variant: VariantArguments
    ) throws(EngineFailure) -> EngineCheckResult {
        let canvases = sizes.map(\.canvasSize)
        let layout = LayoutCompiler.compile(file, direction: direction.layoutDirection, loader: loader)
        let included = IncludedSources(files: Array(layout.sources.dropFirst()))
        // A file with `when` blocks is checked in every variant the options leave open.
        let findings = layout.hasVariants
            ? layout.check(sizes: canvases, variants: variant.selection, safeAreaInsets: safeArea.insets)
                + layout.unusedFlagWarnings(variant.flags ?? [])
            : layout.check(sizes: canvases, environment: LayoutEnvironment(safeAreaInsets: safeArea.insets))
        guard mirror else { return EngineCheckResult(diagnostics: findings.sortedForOutput(), included: included) }
        // The same variants as the check (`when` blocks), each named in its warnings.
        let mirrored = LayoutCompiler.mirrorDiagnostics(
            for: file, sizes: canvases, loader: loader, variants: variant.selection, safeAreaInsets: safeArea.insets)
        return EngineCheckResult(diagnostics: (findings + mirrored).sortedForOutput(), included: included)
    }

    func solve(_ file: SourceFile, size: SizeArgument?, direction: WritingDirection) throws(EngineFailure) -> SolveResult {
        try solve(file, size: size, direction: direction, variant: VariantArguments())
    }

    func solve(
        _ file: SourceFile, size: SizeArgument?, direction: WritingDirection, variant: VariantArguments
    ) throws(EngineFailure) -> SolveResult {
        let layout = LayoutCompiler.compile(file, direction: direction.layoutDirection, loader: loader)
        let environment = LayoutEnvironment(
            size: size?.canvasSize, idiom: variant.idiom?.deviceIdiom ?? .phone, flags: Set(variant.flags ?? []),
            safeAreaInsets: safeArea.insets)
        let solution = layout.solve(in: environment)
        return SolveResult(
            frames: solution.frames.map(FrameRow.init),
            guides: solution.guides.map(FrameRow.init),
            parents: solution.parents.map { ParentRow(name: $0.name, parent: $0.parent) },
            diagnostics: (solution.diagnostics + layout.unusedFlagWarnings(variant.flags ?? [])).sortedForOutput(),
            included: IncludedSources(files: Array(layout.sources.dropFirst())))
    }
}

extension SizeArgument {
    /// The compiler's spelling of this size.
    var canvasSize: CanvasSize { CanvasSize(width: width, height: height) }
}

extension FrameRow {
    /// The row printed for a compiler frame.
    init(_ frame: ViewFrame) {
        self.init(name: frame.name, x: frame.x, y: frame.y, width: frame.width, height: frame.height)
    }
}

extension VariantArguments {
    /// The variants `check` examines: those the options leave open.
    var selection: VariantSelection {
        VariantSelection(idiom: idiom?.deviceIdiom, flags: flags.map(Set.init))
    }
}

extension IdiomArgument {
    /// The compiler's spelling of this idiom.
    var deviceIdiom: DeviceIdiom {
        switch self {
        case .phone: .phone
        case .pad: .pad
        case .mac: .mac
        }
    }
}

extension WritingDirection {
    /// The compiler's spelling of this direction.
    var layoutDirection: LayoutDirection { self == .ltr ? .leftToRight : .rightToLeft }
}

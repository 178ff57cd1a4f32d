import LayoutCompiler
import LayoutLexer
import LayoutParser

/// The real engine: LayoutCompiler, called once per file.
struct CompilerEngine: LayoutEngine {
    func check(
        _ file: SourceFile, sizes: [SizeArgument], direction: WritingDirection, mirror: Bool
    ) throws(EngineFailure) -> [Diagnostic] {
        try check(file, sizes: sizes, direction: direction, mirror: mirror, variant: VariantArguments())
    }

    func check(
        _ file: SourceFile, sizes: [SizeArgument], direction: WritingDirection, mirror: Bool, variant: VariantArguments
    ) throws(EngineFailure) -> [Diagnostic] {
        let canvases = sizes.map(\.canvasSize)
        let layout = LayoutCompiler.compile(file, direction: direction.layoutDirection)
        // A file with `when` blocks is checked in every variant the options leave open.
        let findings = layout.hasVariants
            ? layout.check(sizes: canvases, variants: variant.selection) + layout.unusedFlagWarnings(variant.flags ?? [])
            : layout.check(sizes: canvases)
        guard mirror else { return findings.sortedForOutput() }
        return (findings + LayoutCompiler.mirrorDiagnostics(for: file, sizes: canvases)).sortedForOutput()
    }

    func solve(_ file: SourceFile, size: SizeArgument?, direction: WritingDirection) throws(EngineFailure) -> SolveResult {
        try solve(file, size: size, direction: direction, variant: VariantArguments())
    }

    func solve(
        _ file: SourceFile, size: SizeArgument?, direction: WritingDirection, variant: VariantArguments
    ) throws(EngineFailure) -> SolveResult {
        let layout = LayoutCompiler.compile(file, direction: direction.layoutDirection)
        let environment = LayoutEnvironment(
            size: size?.canvasSize, idiom: variant.idiom?.deviceIdiom ?? .phone, flags: Set(variant.flags ?? []))
        let solution = layout.solve(in: environment)
        return SolveResult(
            frames: solution.frames.map(FrameRow.init),
            guides: solution.guides.map(FrameRow.init),
            diagnostics: (solution.diagnostics + layout.unusedFlagWarnings(variant.flags ?? [])).sortedForOutput())
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

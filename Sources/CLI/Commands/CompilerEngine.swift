import LayoutCompiler
import LayoutLexer
import LayoutParser

/// The real engine: LayoutCompiler, called once per file.
struct CompilerEngine: LayoutEngine {
    /// Reads the files that `use` statements name.
    var loader: any IncludeLoader = FileSystemIncludeLoader()

    func check(
        _ file: SourceFile, sizes: [SizeArgument], direction: WritingDirection, mirror: Bool
    ) throws(EngineFailure) -> [Diagnostic] {
        try checkWithIncludes(file, sizes: sizes, direction: direction, mirror: mirror).diagnostics
    }

    func checkWithIncludes(
        _ file: SourceFile, sizes: [SizeArgument], direction: WritingDirection, mirror: Bool
    ) throws(EngineFailure) -> EngineCheckResult {
        let canvases = sizes.map(\.canvasSize)
        let layout = LayoutCompiler.compile(file, direction: direction.layoutDirection, loader: loader)
        let included = IncludedSources(files: Array(layout.sources.dropFirst()))
        let findings = layout.check(sizes: canvases)
        guard mirror else { return EngineCheckResult(diagnostics: findings.sortedForOutput(), included: included) }
        let mirrored = LayoutCompiler.mirrorDiagnostics(for: file, sizes: canvases, loader: loader)
        return EngineCheckResult(diagnostics: (findings + mirrored).sortedForOutput(), included: included)
    }

    func solve(_ file: SourceFile, size: SizeArgument?, direction: WritingDirection) throws(EngineFailure) -> SolveResult {
        let layout = LayoutCompiler.compile(file, direction: direction.layoutDirection, loader: loader)
        let solution = layout.solve(size: size?.canvasSize)
        return SolveResult(
            frames: solution.frames.map(FrameRow.init),
            guides: solution.guides.map(FrameRow.init),
            diagnostics: solution.diagnostics.sortedForOutput(),
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

extension WritingDirection {
    /// The compiler's spelling of this direction.
    var layoutDirection: LayoutDirection { self == .ltr ? .leftToRight : .rightToLeft }
}

import LayoutCompiler
import LayoutLexer

/// The real engine: LayoutCompiler, called once per file.
struct CompilerEngine: LayoutEngine {
    func check(_ file: SourceFile, sizes: [SizeArgument]) throws(EngineFailure) -> [Diagnostic] {
        LayoutCompiler.compile(file).check(sizes: sizes.map(\.canvasSize)).sortedForOutput()
    }

    func solve(_ file: SourceFile, size: SizeArgument?) throws(EngineFailure) -> SolveResult {
        let solution = LayoutCompiler.compile(file).solve(size: size?.canvasSize)
        return SolveResult(
            frames: solution.frames.map { frame in
                FrameRow(name: frame.name, x: frame.x, y: frame.y, width: frame.width, height: frame.height)
            },
            diagnostics: solution.diagnostics.sortedForOutput())
    }
}

extension SizeArgument {
    /// The compiler's spelling of this size.
    var canvasSize: CanvasSize { CanvasSize(width: width, height: height) }
}

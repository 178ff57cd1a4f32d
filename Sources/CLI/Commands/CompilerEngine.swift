import LayoutCompiler
import LayoutLexer
import LayoutParser

/// The real engine: LayoutCompiler, called once per file.
struct CompilerEngine: LayoutEngine {
    func check(
        _ file: SourceFile, sizes: [SizeArgument], direction: WritingDirection, mirror: Bool
    ) throws(EngineFailure) -> [Diagnostic] {
        try check(file, sizes: sizes, direction: direction, mirror: mirror, safeArea: .zero)
    }

    func check(
        _ file: SourceFile, sizes: [SizeArgument], direction: WritingDirection, mirror: Bool, safeArea: SafeAreaArgument
    ) throws(EngineFailure) -> [Diagnostic] {
        let canvases = sizes.map(\.canvasSize)
        let environment = LayoutEnvironment(safeAreaInsets: safeArea.insets)
        let findings = LayoutCompiler.compile(file, direction: direction.layoutDirection)
            .check(sizes: canvases, in: environment)
        guard mirror else { return findings.sortedForOutput() }
        return (findings + LayoutCompiler.mirrorDiagnostics(for: file, sizes: canvases, in: environment))
            .sortedForOutput()
    }

    func solve(_ file: SourceFile, size: SizeArgument?, direction: WritingDirection) throws(EngineFailure) -> SolveResult {
        try solve(file, size: size, direction: direction, safeArea: .zero)
    }

    func solve(
        _ file: SourceFile, size: SizeArgument?, direction: WritingDirection, safeArea: SafeAreaArgument
    ) throws(EngineFailure) -> SolveResult {
        let environment = LayoutEnvironment(size: size?.canvasSize, safeAreaInsets: safeArea.insets)
        let solution = LayoutCompiler.compile(file, direction: direction.layoutDirection).solve(in: environment)
        return SolveResult(
            frames: solution.frames.map(FrameRow.init),
            guides: solution.guides.map(FrameRow.init),
            parents: solution.parents.map { ParentRow(name: $0.name, parent: $0.parent) },
            diagnostics: solution.diagnostics.sortedForOutput())
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

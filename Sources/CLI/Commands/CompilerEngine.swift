import LayoutLexer

/// The real engine: LayoutCompiler.
struct CompilerEngine: LayoutEngine {
    func check(_ file: SourceFile, sizes: [SizeArgument]) throws(EngineFailure) -> [Diagnostic] {
        throw EngineFailure(path: file.path, reason: "the compiler is not built into this layoutc yet")
    }

    func solve(_ file: SourceFile, size: SizeArgument?) throws(EngineFailure) -> SolveResult {
        throw EngineFailure(path: file.path, reason: "the compiler is not built into this layoutc yet")
    }
}

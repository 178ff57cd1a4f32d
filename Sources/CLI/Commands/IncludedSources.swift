import LayoutSource

/// The files a checked or solved file includes (`use`), so that diagnostics in them can be
/// rendered with their text; compared by path and contents.
struct IncludedSources: Equatable, Sendable {
    /// The included files, in the order they were first included.
    var files: [SourceFile] = []

    static func == (lhs: IncludedSources, rhs: IncludedSources) -> Bool {
        lhs.files.map(\.path) == rhs.files.map(\.path) && lhs.files.map(\.bytes) == rhs.files.map(\.bytes)
    }
}

/// What checking one file gives: its diagnostics and the files it includes.
struct EngineCheckResult: Sendable {
    /// Every diagnostic, in output order.
    var diagnostics: [Diagnostic]
    /// The files it includes.
    var included: IncludedSources = IncludedSources()
}

extension LayoutEngine {
    /// `check`'s diagnostics with no included files, for engines that know of none.
    func checkWithIncludes(
        _ file: SourceFile, sizes: [SizeArgument], direction: WritingDirection, mirror: Bool, variant: VariantArguments
    ) throws(EngineFailure) -> EngineCheckResult {
        EngineCheckResult(diagnostics: try check(file, sizes: sizes, direction: direction, mirror: mirror, variant: variant))
    }
}

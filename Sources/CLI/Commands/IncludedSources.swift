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
    /// A command-line mistake only the file can reveal (a `--let` of an undeclared constant).
    var usageError: UsageError?
}

extension DiagnosticCode {
    /// U001: a string literal with no closing `"` on its line (composition: the path of `use`).
    public static let unterminatedString = DiagnosticCode("U001", title: "unterminated string")
    /// U002: `use` without a quoted, non-empty path.
    public static let malformedUse = DiagnosticCode("U002", title: "malformed use")
    /// U003: the file a `use` names cannot be read.
    public static let unreadableInclude = DiagnosticCode("U003", title: "included file cannot be read")
    /// U004: a `use` path that is absolute or leaves the directory tree of the main file.
    public static let includeOutsideTree = DiagnosticCode("U004", title: "included file outside the main file's directory")
    /// U005: a file that includes itself, directly or through others.
    public static let includeCycle = DiagnosticCode("U005", title: "include cycle")
    /// U006: a `use` in a layout compiled from text alone, with no loader for other files.
    public static let includeWithoutLoader = DiagnosticCode("U006", title: "no files to include from")
    /// U007: a `use` inside a block; includes belong at the top level of a file.
    public static let misplacedUse = DiagnosticCode("U007", title: "use inside a block")
    /// U008: `clear` not followed by a list of view names.
    public static let malformedClear = DiagnosticCode("U008", title: "malformed clear")
    /// U009: a note naming the earlier constraints a constraint replaces.
    public static let replacedConstraint = DiagnosticCode("U009", title: "constraint replaced")
    /// U010: a `clear` that drops no constraint.
    public static let clearDropsNothing = DiagnosticCode("U010", title: "clear drops nothing")

    /// U011: `clear` or `override` inside a `when` block.
    public static let compositionInVariant = DiagnosticCode("U011", title: "clear or override inside a when block")

    /// U012: a `use` that would include a file more than 64 files deep
    /// (`CompositionState.maximumIncludeDepth`).
    public static let includeTooDeep = DiagnosticCode("U012", title: "includes nested too deep")

    /// Every code of composition (`use`, `clear`, `override`), the lexer's U001 included.
    public static let compositionCodes: [DiagnosticCode] = [
        .unterminatedString, .malformedUse, .unreadableInclude, .includeOutsideTree, .includeCycle,
        .includeWithoutLoader, .misplacedUse, .malformedClear, .replacedConstraint, .clearDropsNothing,
        .compositionInVariant, .includeTooDeep,
    ]
}

// Codes of variants (extension): statement blocks, `when` conditions, flags and idioms. Each is
// documented in grammar.md ("Variant codes (V)") and shown by a fixture.
extension DiagnosticCode {
    /// V001: a `{` that opens a statement block has no matching `}`.
    public static let unclosedBlock = DiagnosticCode("V001", title: "unclosed block")
    /// V002: a `}` with no open block.
    public static let unmatchedClosingBrace = DiagnosticCode("V002", title: "unmatched '}'")
    /// V003: statement blocks nested deeper than the parser allows.
    public static let blocksNestedTooDeeply = DiagnosticCode("V003", title: "blocks nested too deeply")
    /// V004: a condition, or what follows it, does not parse.
    public static let malformedCondition = DiagnosticCode("V004", title: "malformed condition")

    /// V005: a view or guide declared inside a `when` block.
    public static let declarationInVariant = DiagnosticCode("V005", title: "declaration inside a when block")
    /// V006: `compact` or `regular` without an axis, or `width` or `height` without a comparison.
    public static let incompleteCondition = DiagnosticCode("V006", title: "incomplete condition")
    /// V007: a condition word that misspells a size class, an idiom, an orientation or a dimension.
    public static let unknownConditionName = DiagnosticCode("V007", title: "unknown condition")
    /// V008: a condition reads the canvas size, and the solve has none (`--size` missing).
    public static let conditionNeedsCanvas = DiagnosticCode("V008", title: "condition needs the canvas size")
    /// V009: a warning that `--set` names a flag the file never uses.
    public static let unusedFlag = DiagnosticCode("V009", title: "flag not used by the file")
    /// V010: a note that `check` examined only some of the file's variants.
    public static let tooManyVariants = DiagnosticCode("V010", title: "too many variants to examine")

    /// Every code of variants, in order.
    public static let variantCodes: [DiagnosticCode] = [
        .unclosedBlock, .unmatchedClosingBrace, .blocksNestedTooDeeply, .malformedCondition, .declarationInVariant,
        .incompleteCondition, .unknownConditionName, .conditionNeedsCanvas, .unusedFlag, .tooManyVariants,
    ]
}

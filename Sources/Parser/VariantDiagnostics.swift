import LayoutLexer

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

    /// Every code of variants, in order.
    public static let variantCodes: [DiagnosticCode] = [
        .unclosedBlock, .unmatchedClosingBrace, .blocksNestedTooDeeply, .malformedCondition,
    ]
}

import LayoutSource

extension DiagnosticCode {
    /// P001: an expression was expected.
    public static let expectedExpression = DiagnosticCode("P001", title: "expected an expression")
    /// P002: a relation operator was expected after the left-hand side.
    public static let expectedRelation = DiagnosticCode("P002", title: "expected a relation")
    /// P003: a `(` was not closed.
    public static let expectedClosingParenthesis = DiagnosticCode("P003", title: "expected ')'")
    /// P004: a view name was not followed by `.attribute`.
    public static let expectedAttribute = DiagnosticCode("P004", title: "expected an attribute")
    /// P005: a view declaration lacks a name.
    public static let expectedViewName = DiagnosticCode("P005", title: "expected a view name")
    /// P006: a keyword stands where a view name must be.
    public static let keywordAsName = DiagnosticCode("P006", title: "keyword used as a name")
    /// P007: `@` is not followed by a priority.
    public static let invalidPriority = DiagnosticCode("P007", title: "invalid priority")
    /// P008: a statement is followed by more than its terminator.
    public static let expectedEndOfStatement = DiagnosticCode("P008", title: "expected end of statement")
    /// P009: an expression nests deeper than the parser allows.
    public static let nestingTooDeep = DiagnosticCode("P009", title: "expression nested too deeply or too long")
    /// P010: more diagnostics were found than are shown (a note).
    public static let tooManyDiagnostics = DiagnosticCode("P010", title: "too many diagnostics")
    /// P011: `flex` is not followed by `()`.
    public static let malformedFlex = DiagnosticCode("P011", title: "malformed flex()")

    /// Every parser code, in order.
    public static let parserCodes: [DiagnosticCode] = [
        .expectedExpression, .expectedRelation, .expectedClosingParenthesis, .expectedAttribute,
        .expectedViewName, .keywordAsName, .invalidPriority, .expectedEndOfStatement, .nestingTooDeep,
        .tooManyDiagnostics, .malformedFlex,
    ]
}

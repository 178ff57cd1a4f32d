// Codes of the extensions beyond the core: `A` for view properties (property blocks), and new
// `N` and `D` codes for constraint names. Each is documented in grammar.md and shown by a
// fixture in Tests/ParserTests/Fixtures/diagnostics.
extension DiagnosticCode {
    /// A001: a property block holds something that is not a property name.
    public static let expectedProperty = DiagnosticCode("A001", title: "expected a property")
    /// A002: a property's values are missing or followed by something that is not a separator.
    public static let malformedProperty = DiagnosticCode("A002", title: "malformed property")
    /// A003: a property block is not closed, or not right after a view name.
    public static let expectedPropertyBlockEnd = DiagnosticCode("A003", title: "misplaced or unclosed property block")
    /// A004: a property name that does not exist.
    public static let unknownProperty = DiagnosticCode("A004", title: "unknown property")
    /// A005: a property with the wrong number or kind of values.
    public static let invalidPropertyValues = DiagnosticCode("A005", title: "invalid property values")
    /// A006: a property set twice for one view.
    public static let duplicateProperty = DiagnosticCode("A006", title: "property set twice")

    /// A007: a warning that `hugging` or `compression` is set for a view with no intrinsic size.
    public static let priorityWithoutIntrinsicSize = DiagnosticCode(
        "A007", title: "content priority without an intrinsic size")

    /// N005: `[` not followed by a name and `]`, or a name on something that is not an equation.
    public static let malformedConstraintName = DiagnosticCode("N005", title: "malformed constraint name")
    /// D004: two constraints with the same name.
    public static let duplicateConstraintName = DiagnosticCode("D004", title: "constraint name used twice")

    /// A008: a property block after a guide's name (guides have no properties).
    public static let propertyBlockOnGuide = DiagnosticCode("A008", title: "property block on a guide")

    /// Every code the extensions add.
    public static let extensionCodes: [DiagnosticCode] = [
        .expectedProperty, .malformedProperty, .expectedPropertyBlockEnd, .unknownProperty,
        .invalidPropertyValues, .duplicateProperty, .priorityWithoutIntrinsicSize, .malformedConstraintName, .duplicateConstraintName,
        .propertyBlockOnGuide,
    ]
}

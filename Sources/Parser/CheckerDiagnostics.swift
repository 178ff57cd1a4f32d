import LayoutLexer

// Keywords used as names are the parser's to report (P006), so no checker code covers them.
// The checker's codes: `N` for names, `T` for types and expressions, `D` for duplicates.
// Each is documented in grammar.md and shown by a fixture in Tests/ParserTests/Fixtures.
extension DiagnosticCode {
    /// A view name that is not declared.
    public static let unknownView = DiagnosticCode("N001", title: "unknown view")
    /// A view declared a second time.
    public static let duplicateView = DiagnosticCode("N002", title: "view declared twice")
    /// An attribute name that does not exist.
    public static let unknownAttribute = DiagnosticCode("N003", title: "unknown attribute")
    /// A view used on a line before the one that declares it.
    public static let viewUsedBeforeDeclaration = DiagnosticCode(
        "N004", title: "view used before its declaration")

    /// A product of two expressions that both contain unknowns.
    public static let nonlinearProduct = DiagnosticCode("T001", title: "product of unknowns")
    /// A quotient whose divisor contains unknowns.
    public static let divisionByUnknown = DiagnosticCode("T002", title: "division by an unknown")
    /// A quotient whose divisor is zero.
    public static let divisionByZero = DiagnosticCode("T003", title: "division by zero")
    /// A number, written or folded, that is infinite or not a number.
    public static let nonFiniteNumber = DiagnosticCode("T004", title: "number is not finite")
    /// `flex()` written more than once in one equation.
    public static let repeatedFlex = DiagnosticCode("T005", title: "flex() used more than once")
    /// `flex()` multiplied or divided.
    public static let scaledFlex = DiagnosticCode("T006", title: "flex() multiplied or divided")
    /// `flex()` in an inequality.
    public static let flexInInequality = DiagnosticCode("T007", title: "flex() in an inequality")
    /// A compound attribute added to a scalar attribute or `flex()`.
    public static let compoundMixedWithScalar = DiagnosticCode(
        "T008", title: "compound attribute mixed with a scalar")
    /// `edges` multiplied, divided or negated.
    public static let scaledEdges = DiagnosticCode("T009", title: "edges scaled")
    /// Two different compound attributes combined or related.
    public static let compoundMismatch = DiagnosticCode("T010", title: "different compound attributes")
    /// A compound related to something that is neither the same compound nor (for size and center) a number.
    public static let compoundRelatedToScalar = DiagnosticCode(
        "T011", title: "compound attribute related to a scalar")
    /// A horizontal position related to a vertical attribute, or the reverse.
    public static let axisMismatch = DiagnosticCode("T012", title: "attributes on different axes")
    /// A dimension related to a position whose coefficients do not cancel.
    public static let sizeRelatedToLocation = DiagnosticCode("T013", title: "size related to a location")
    /// A priority number outside (0, 1000].
    public static let priorityOutOfRange = DiagnosticCode("T014", title: "priority out of range")
    /// A required equation without unknowns that never holds, such as `3 = 4`.
    public static let alwaysFalse = DiagnosticCode("T015", title: "constraint is always false")
    /// An equation without unknowns that always holds, such as `0 <= 1`; or an optional one that never does.
    public static let withoutUnknowns = DiagnosticCode("T016", title: "constraint without unknowns")
    /// `flex()` in an equation of compound attributes.
    public static let flexInCompound = DiagnosticCode("T017", title: "flex() with a compound attribute")
    /// A priority written below 1000 whose nearest double is 1000, so it would be required.
    public static let priorityRoundsToRequired = DiagnosticCode("T018", title: "priority rounds to required")

    /// A constraint equal to an earlier one, up to scale.
    public static let duplicateConstraint = DiagnosticCode("D001", title: "duplicate constraint")
    /// The same constraint written at two priorities.
    public static let constraintAtTwoPriorities = DiagnosticCode(
        "D002", title: "constraint repeated at another priority")
    /// Two required equalities with the same terms and different constants.
    public static let conflictingEqualities = DiagnosticCode("D003", title: "conflicting required equalities")

    /// Every code the checker can report, in code order.
    public static let checkerCodes: [DiagnosticCode] = [
        .unknownView, .duplicateView, .unknownAttribute, .viewUsedBeforeDeclaration,
        .nonlinearProduct, .divisionByUnknown, .divisionByZero, .nonFiniteNumber, .repeatedFlex,
        .scaledFlex, .flexInInequality, .compoundMixedWithScalar, .scaledEdges, .compoundMismatch,
        .compoundRelatedToScalar, .axisMismatch, .sizeRelatedToLocation, .priorityOutOfRange,
        .alwaysFalse, .withoutUnknowns, .flexInCompound, .priorityRoundsToRequired,
        .duplicateConstraint, .constraintAtTwoPriorities, .conflictingEqualities,
    ]
}

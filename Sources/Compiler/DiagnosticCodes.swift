import LayoutSource

extension DiagnosticCode {
    /// S001: the required constraints contradict each other (at the canvas size, if one is given).
    public static let unsatisfiableConstraints = DiagnosticCode(
        "S001", title: "required constraints cannot all be satisfied")
    /// S002: a warning that some of a view's attributes have no unique value.
    public static let undeterminedAttributes = DiagnosticCode(
        "S002", title: "attributes not determined by the constraints")
    /// S003: a constraint the solver cannot take at all, such as one with a number too large.
    public static let unsolvableConstraint = DiagnosticCode("S003", title: "constraint cannot be solved")
    /// S004 (extension): a view whose frame in right to left is not the mirror of its frame in
    /// left to right, found by `layoutc check --mirror`.
    public static let unmirroredFrame = DiagnosticCode("S004", title: "frame does not mirror in right to left")
}

/// Why a solver operation was refused; the solver is unchanged after any of them.
public enum SolverError: Error, Equatable, Sendable {
    /// The constraint is already in the solver.
    case duplicateConstraint(Constraint)
    /// The constraint is not in the solver.
    case unknownConstraint(Constraint)
    /// The variable is already an edit variable.
    case duplicateEditVariable(Variable)
    /// The variable is not an edit variable.
    case unknownEditVariable(Variable)
    /// Edit variables must be optional: priority 1000 is refused.
    case requiredEditVariable(Variable)
    /// A priority outside (0, 1000] or not finite.
    case invalidPriority(Double)
    /// The required constraint conflicts with others; `conflict` is a minimal conflicting set,
    /// including the new constraint, in the order the constraints were added.
    case unsatisfiable(conflict: [Constraint])
    /// A coefficient or the constant of the constraint is not finite.
    case invalidExpression(Constraint)
    /// A suggested edit value that is not finite.
    case invalidSuggestedValue(Double)
}


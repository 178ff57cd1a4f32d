/// A handle to one unknown of a linear system, made by `Solver.makeVariable(named:)`.
public struct Variable: Hashable, Comparable, Sendable {
    /// The variable's index in the solver that made it; variables sort by it.
    public let id: Int

    init(id: Int) {
        self.id = id
    }

    /// Orders variables by creation, which keeps every listing deterministic.
    public static func < (lhs: Variable, rhs: Variable) -> Bool {
        lhs.id < rhs.id
    }
}

/// One variable scaled by a coefficient, a summand of a `LinearExpression`.
public struct Term: Hashable, Sendable {
    /// The unknown this term scales.
    public var variable: Variable
    /// The factor applied to the variable.
    public var coefficient: Double

    /// Makes `coefficient * variable`.
    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

extension LayoutConstraint {
    /// The canonical form of the constraint: equivalent constraints have equal terms, constant
    /// and relation.
    ///
    /// Repeated variables are merged, coefficients negligible next to the largest are dropped,
    /// terms are sorted by variable, and everything is divided by the first coefficient so that it
    /// becomes +1; a negative divisor flips the relation, and its magnitude multiplies `scale`, so
    /// the written `lhs - rhs` stays `scale * (terms + constant)`. A constraint left with no
    /// terms keeps its constant and relation unchanged.
    public func normalized() -> LayoutConstraint {
        var coefficients: [LayoutVariable: Double] = [:]
        for term in terms {
            coefficients[term.variable, default: 0] += term.coefficient
        }
        // Sorting the keys makes the result independent of dictionary order.
        let variables = coefficients.keys.sorted()
        let largest = variables.reduce(0.0) { max($0, abs(coefficients[$1] ?? 0)) }
        let tolerance = largest * Tolerance.cancellation
        let merged = variables.compactMap { variable -> LinearTerm? in
            guard let coefficient = coefficients[variable], abs(coefficient) > tolerance else { return nil }
            return LinearTerm(variable, coefficient)
        }
        var result = self
        guard let leading = merged.first?.coefficient else {
            result.terms = []
            return result
        }
        result.terms = merged.enumerated().map { index, term in
            // Dividing the leading coefficient by itself gives exactly 1.
            LinearTerm(term.variable, index == 0 ? 1 : term.coefficient / leading)
        }
        // Adding zero turns -0.0 into 0.0, so equal constraints print alike.
        result.constant = constant / leading + 0
        result.relation = leading < 0 ? relation.flipped : relation
        result.scale = scale * abs(leading)
        return result
    }

    /// Whether the constraint has any unknowns left.
    var hasUnknowns: Bool { !terms.isEmpty }

    /// For a constraint without unknowns, whether `constant RELATION 0` holds.
    var constantHolds: Bool {
        switch relation {
        case .equal: abs(constant) <= Tolerance.absolute
        case .greaterThanOrEqual: constant >= -Tolerance.absolute
        case .lessThanOrEqual: constant <= Tolerance.absolute
        }
    }

    /// Whether every coefficient, the constant and the scale are finite.
    var isFinite: Bool {
        constant.isFinite && scale.isFinite && terms.allSatisfy { $0.coefficient.isFinite }
    }
}

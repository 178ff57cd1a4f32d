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
        // Sort (stably, so equal variables keep their order) and merge neighbours.
        let sorted = terms.enumerated().sorted { a, b in
            a.element.variable != b.element.variable ? a.element.variable < b.element.variable : a.offset < b.offset
        }
        var summed: [LinearTerm] = []
        summed.reserveCapacity(sorted.count)
        for (_, term) in sorted {
            if let last = summed.last, last.variable == term.variable {
                summed[summed.count - 1].coefficient += term.coefficient
            } else {
                summed.append(term)
            }
        }
        let largest = summed.reduce(0.0) { max($0, abs($1.coefficient)) }
        let tolerance = largest * Tolerance.cancellation
        let merged = summed.filter { abs($0.coefficient) > tolerance }
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

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
        // Insertion sort: constraints have a handful of terms, often already in order, and it is
        // stable, so the merge below adds equal variables in their written order.
        var merged = terms
        for index in merged.indices.dropFirst() {
            let term = merged[index]
            var position = index
            while position > 0, term.variable < merged[position - 1].variable {
                merged[position] = merged[position - 1]
                position -= 1
            }
            merged[position] = term
        }
        var count = 0
        for index in merged.indices {
            let term = merged[index]
            if count > 0, merged[count - 1].variable == term.variable {
                merged[count - 1].coefficient += term.coefficient
            } else {
                merged[count] = term
                count += 1
            }
        }
        merged.removeLast(merged.count - count)
        let largest = merged.reduce(0.0) { max($0, abs($1.coefficient)) }
        let tolerance = largest * Tolerance.cancellation
        merged.removeAll { abs($0.coefficient) <= tolerance }
        var result = self
        guard let leading = merged.first?.coefficient else {
            result.terms = []
            return result
        }
        // Dividing the leading coefficient by itself gives exactly 1.
        for index in merged.indices {
            merged[index].coefficient = index == 0 ? 1 : merged[index].coefficient / leading
        }
        result.terms = merged
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

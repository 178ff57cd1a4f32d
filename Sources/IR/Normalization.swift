import LayoutSource

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
        var merged = terms
        let normalized = merged.withUnsafeMutableBufferPointer { Self.normalizeTerms($0) }
        merged.removeLast(merged.count - normalized.count)
        return LayoutConstraint(
            normalizedTerms: merged, leading: normalized.leading, constant: constant, relation: relation,
            priority: priority, span: span, component: component, scale: scale, name: name)
    }

    /// Normalizes the terms in `buffer` in place: sorted, merged, negligible ones dropped, and
    /// divided by the leading coefficient. Returns how many terms are left at the front of the
    /// buffer, and the leading coefficient they were divided by (`nil` when none is left).
    package static func normalizeTerms(_ buffer: UnsafeMutableBufferPointer<LinearTerm>) -> (count: Int, leading: Double?) {
        // Insertion sort: constraints have a handful of terms, often already in order, and it is
        // stable, so the merge below adds equal variables in their written order.
        for index in buffer.indices.dropFirst() {
            let term = buffer[index]
            var position = index
            while position > 0, term.variable < buffer[position - 1].variable {
                buffer[position] = buffer[position - 1]
                position -= 1
            }
            buffer[position] = term
        }
        var count = 0
        for index in buffer.indices {
            let term = buffer[index]
            if count > 0, buffer[count - 1].variable == term.variable {
                buffer[count - 1].coefficient += term.coefficient
            } else {
                buffer[count] = term
                count += 1
            }
        }
        var largest = 0.0
        for index in 0..<count {
            largest = max(largest, abs(buffer[index].coefficient))
        }
        let tolerance = largest * Tolerance.cancellation
        var kept = 0
        for index in 0..<count where !(abs(buffer[index].coefficient) <= tolerance) {
            buffer[kept] = buffer[index]
            kept += 1
        }
        guard kept > 0 else { return (0, nil) }
        let leading = buffer[0].coefficient
        // Dividing the leading coefficient by itself gives exactly 1.
        buffer[0].coefficient = 1
        for index in 1..<kept {
            buffer[index].coefficient /= leading
        }
        return (kept, leading)
    }

    /// A constraint from terms already normalized by `normalizeTerms`, which divided them by
    /// `leading`: the constant is divided alike and the relation and scale follow. Without a
    /// leading coefficient (no terms left) the constant, relation and scale stay as they are.
    init(
        normalizedTerms: [LinearTerm], leading: Double?, constant: Double, relation: ConstraintRelation,
        priority: ConstraintPriority, span: SourceSpan, component: String?, scale: Double, name: String? = nil
    ) {
        let normalized = Self.normalizedParts(leading: leading, constant: constant, relation: relation, scale: scale)
        self.init(
            terms: leading == nil ? [] : normalizedTerms, constant: normalized.constant, relation: normalized.relation,
            priority: priority, span: span, component: component, scale: normalized.scale, name: name)
    }

    /// The constant, relation and scale of a constraint whose terms `normalizeTerms` divided by
    /// `leading`: the constant is divided alike and the relation and scale follow. Without a
    /// leading coefficient (no terms left) they stay as they are.
    @inlinable package static func normalizedParts(
        leading: Double?, constant: Double, relation: ConstraintRelation, scale: Double
    ) -> (constant: Double, relation: ConstraintRelation, scale: Double) {
        guard let leading else { return (constant, relation, scale) }
        // Adding zero turns -0.0 into 0.0, so equal constraints print alike.
        return (constant / leading + 0, leading < 0 ? relation.flipped : relation, scale * abs(leading))
    }

    /// Whether the constraint has any unknowns left.
    @inlinable @inline(__always) package var hasUnknowns: Bool { !terms.isEmpty }

    /// For a constraint without unknowns, whether `constant RELATION 0` holds.
    @inlinable package var constantHolds: Bool {
        switch relation {
        case .equal: abs(constant) <= Tolerance.absolute
        case .greaterThanOrEqual: constant >= -Tolerance.absolute
        case .lessThanOrEqual: constant <= Tolerance.absolute
        }
    }

    /// Whether every coefficient, the constant and the scale are finite.
    @inlinable @inline(__always) package var isFinite: Bool {
        constant.isFinite && scale.isFinite && terms.allSatisfy { $0.coefficient.isFinite }
    }
}

/// Tolerances used by normalization and deduplication.
@usableFromInline package enum Tolerance {
    /// A coefficient this small relative to the largest one in its constraint is cancellation residue.
    @inlinable package static var cancellation: Double { 1e-12 }
    /// Coefficients and constants this close, relative to their magnitude, are equal.
    @inlinable package static var relative: Double { 1e-9 }
    /// A constraint with no unknowns whose constant is this close to zero counts as zero.
    @inlinable package static var absolute: Double { 1e-9 }

    /// Whether `a` and `b` are equal within the relative tolerance (absolute near zero).
    @inlinable package static func areClose(_ a: Double, _ b: Double) -> Bool {
        abs(a - b) <= relative * max(1, abs(a), abs(b))
    }
}

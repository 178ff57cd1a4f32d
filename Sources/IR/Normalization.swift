import LayoutSource

extension LayoutConstraint {
    /// The canonical form of the constraint: equivalent constraints have equal terms, constant
    /// and relation.
    ///
    /// Repeated variables are merged, those whose coefficients cancel (to residue) are dropped,
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
        // Only a sum can be cancellation residue, judged against its own addends: one written
        // coefficient is real however small next to the others (`a.width = 1e12 * b.width`
        // gives a.width 1e-12 of b.width's), so only an exact zero of it goes.
        var kept = 0
        var index = 0
        while index < buffer.count {
            var term = buffer[index]
            var largestAddend = abs(term.coefficient)
            index += 1
            while index < buffer.count, buffer[index].variable == term.variable {
                term.coefficient += buffer[index].coefficient
                largestAddend = max(largestAddend, abs(buffer[index].coefficient))
                index += 1
            }
            guard !(abs(term.coefficient) <= largestAddend * Tolerance.cancellation) else { continue }
            buffer[kept] = term
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
    /// A variable's summed coefficient this small relative to its largest addend is cancellation residue.
    @inlinable package static var cancellation: Double { 1e-12 }

    /// The sum of two coefficients of one variable, exactly zero when it is cancellation
    /// residue next to the addends (`0.1 + 0.2 - 0.3`); one coefficient alone is never residue.
    @inlinable package static func mergedCoefficient(_ first: Double, _ second: Double) -> Double {
        let sum = first + second
        return abs(sum) <= max(abs(first), abs(second)) * cancellation ? 0 : sum
    }
    /// Coefficients and constants this close, relative to their magnitude, are equal.
    @inlinable package static var relative: Double { 1e-9 }
    /// A constraint with no unknowns whose constant is this close to zero counts as zero.
    @inlinable package static var absolute: Double { 1e-9 }

    /// Whether `a` and `b` are equal within the relative tolerance (absolute near zero).
    @inlinable package static func areClose(_ a: Double, _ b: Double) -> Bool {
        abs(a - b) <= relative * max(1, abs(a), abs(b))
    }
}

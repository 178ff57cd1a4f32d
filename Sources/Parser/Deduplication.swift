import LayoutLexer

/// Drops repeated constraints and finds required equalities that contradict each other.
///
/// Constraints arrive normalized and in source order. Lookups go through dictionaries keyed on
/// a hash of the rounded coefficients, and every candidate is confirmed with a relative
/// tolerance, so hash collisions cost nothing but a comparison; the output order is the arrival
/// order, never a dictionary's.
struct Deduplicator {
    /// The file, for the line numbers that messages name.
    let source: SourceFile
    /// Accepted constraints in arrival order; `nil` where a later, higher-priority copy replaced one.
    private var kept: [LayoutConstraint?] = []
    /// The latest accepted constraint with a given hash of terms, relation and constant; earlier
    /// ones with the same hash are chained through `previousWithSameConstraintHash`.
    private var latestByConstraintHash: [Int: Int] = [:]
    /// For each accepted constraint, the one accepted before it with the same hash, or -1.
    private var previousWithSameConstraintHash: [Int] = []
    /// The same for required equalities, by a hash of their terms alone.
    private var latestRequiredEqualityByTermsHash: [Int: Int] = [:]
    /// For each accepted constraint, the required equality before it with the same terms hash, or -1.
    private var previousWithSameTermsHash: [Int] = []
    /// The warnings and errors found so far.
    private(set) var diagnostics: [Diagnostic] = []

    /// Creates an empty deduplicator for constraints from `source`, with room for about
    /// `expectedCount` of them.
    init(source: SourceFile, expectedCount: Int = 0) {
        self.source = source
        kept.reserveCapacity(expectedCount)
        latestByConstraintHash.reserveCapacity(expectedCount)
        previousWithSameConstraintHash.reserveCapacity(expectedCount)
        previousWithSameTermsHash.reserveCapacity(expectedCount)
    }

    /// The surviving constraints, in arrival order.
    var constraints: [LayoutConstraint] { kept.compactMap { $0 } }

    /// Adds `constraint` unless it repeats or contradicts one already accepted.
    mutating func insert(_ constraint: LayoutConstraint) {
        let termsKey = Self.hashOfTerms(constraint)
        let constraintKey = Self.hash(constraint, terms: termsKey)
        var candidate = latestByConstraintHash[constraintKey] ?? -1
        while candidate >= 0 {
            let index = candidate
            candidate = previousWithSameConstraintHash[index]
            guard let existing = kept[index], Self.isSame(existing, constraint) else { continue }
            if existing.priority == constraint.priority {
                diagnostics.append(.warning(
                    .duplicateConstraint, "duplicate of the constraint on line \(line(of: existing))",
                    at: constraint.span, related: [RelatedLocation(span: existing.span, message: "first written here")]))
                return
            }
            let (dropped, winner) = existing.priority > constraint.priority
                ? (constraint, existing) : (existing, constraint)
            diagnostics.append(.warning(
                .constraintAtTwoPriorities,
                "same constraint as on line \(line(of: winner)) at priority \(winner.priority); "
                    + "this one at priority \(dropped.priority) is ignored",
                at: dropped.span, related: [RelatedLocation(span: winner.span, message: "kept here")]))
            if dropped == constraint { return }
            kept[index] = nil
        }
        let isRequiredEquality = constraint.relation == .equal && constraint.priority.isRequired
        if isRequiredEquality {
            var candidate = latestRequiredEqualityByTermsHash[termsKey] ?? -1
            while candidate >= 0 {
                let index = candidate
                candidate = previousWithSameTermsHash[index]
                guard let existing = kept[index], Self.haveSameTerms(existing, constraint) else { continue }
                diagnostics.append(.error(
                    .conflictingEqualities,
                    "conflicts with the required equality on line \(line(of: existing)): "
                        + "same terms, different constant",
                    at: constraint.span, related: [RelatedLocation(span: existing.span, message: "conflicting equality")]))
                return
            }
        }
        let index = kept.count
        previousWithSameConstraintHash.append(latestByConstraintHash[constraintKey] ?? -1)
        latestByConstraintHash[constraintKey] = index
        if isRequiredEquality {
            previousWithSameTermsHash.append(latestRequiredEqualityByTermsHash[termsKey] ?? -1)
            latestRequiredEqualityByTermsHash[termsKey] = index
        } else {
            previousWithSameTermsHash.append(-1)
        }
        kept.append(constraint)
    }

    private func line(of constraint: LayoutConstraint) -> Int {
        source.lineColumn(at: constraint.span.range.start).line
    }

    /// Whether two normalized constraints have the same variables and close coefficients.
    static func haveSameTerms(_ a: LayoutConstraint, _ b: LayoutConstraint) -> Bool {
        a.terms.count == b.terms.count
            && zip(a.terms, b.terms).allSatisfy { x, y in
                x.variable == y.variable && Tolerance.areClose(x.coefficient, y.coefficient)
            }
    }

    /// Whether two normalized constraints are the same up to tolerance, priority aside.
    static func isSame(_ a: LayoutConstraint, _ b: LayoutConstraint) -> Bool {
        a.relation == b.relation && haveSameTerms(a, b) && Tolerance.areClose(a.constant, b.constant)
    }

    /// A hash of the variables and rounded coefficients of a normalized constraint.
    private static func hashOfTerms(_ constraint: LayoutConstraint) -> Int {
        var hasher = Hasher()
        hasher.combine(constraint.terms.count)
        for term in constraint.terms {
            hasher.combine(term.variable)
            hasher.combine(roundedForKey(term.coefficient))
        }
        return hasher.finalize()
    }

    /// A hash of the terms, relation and rounded constant of a normalized constraint.
    private static func hash(_ constraint: LayoutConstraint, terms: Int) -> Int {
        var hasher = Hasher()
        hasher.combine(terms)
        hasher.combine(constraint.relation)
        hasher.combine(roundedForKey(constraint.constant))
        return hasher.finalize()
    }

    /// Rounds a coefficient or constant for hashing; close values almost always round alike, and
    /// the few that straddle a rounding boundary only miss a warning.
    private static func roundedForKey(_ value: Double) -> Double {
        // Adding and removing 2^52 rounds to an integer without libm, which this module avoids linking.
        let scaled = value * 1e6
        let magic = 0x1p52
        guard abs(scaled) < magic else { return scaled }
        return scaled >= 0 ? (scaled + magic) - magic : (scaled - magic) + magic
    }
}

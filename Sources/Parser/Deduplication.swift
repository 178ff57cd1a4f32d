import LayoutLexer

/// Drops repeated constraints and finds required equalities that contradict each other.
///
/// Constraints arrive normalized and in source order. Lookups go through hash tables keyed on
/// a hash of the rounded coefficients, and every candidate is confirmed with a relative
/// tolerance, so hash collisions cost nothing but a comparison; the output order is the arrival
/// order, never a table's.
struct Deduplicator {
    /// The file, for the line numbers that messages name.
    let source: SourceFile
    /// Accepted constraints in arrival order, including those a later copy replaced.
    private var kept: [LayoutConstraint] = []
    /// For each accepted constraint, whether a later, higher-priority copy replaced it.
    private var isReplaced: [Bool] = []
    /// How many entries of `isReplaced` are true; when none, `constraints` is `kept` unchanged.
    private var replacedCount = 0
    /// The latest accepted constraint with a given hash of terms, relation and constant; earlier
    /// ones with the same hash are chained through `previousWithSameConstraintHash`.
    private var latestByConstraintHash: LatestIndexTable
    /// For each accepted constraint, the one accepted before it with the same hash, or -1.
    private var previousWithSameConstraintHash: [Int] = []
    /// The same for required equalities, by a hash of their terms alone.
    private var latestRequiredEqualityByTermsHash: LatestIndexTable
    /// For each accepted constraint, the required equality before it with the same terms hash, or -1.
    private var previousWithSameTermsHash: [Int] = []
    /// The warnings and errors found so far.
    private(set) var diagnostics: [Diagnostic] = []
    /// The sum of the table slots `insert(contentsOf:)` read ahead, kept only so that those
    /// reads are not optimized away.
    private var readAheadSink = 0

    /// Creates an empty deduplicator for constraints from `source`, with room for about
    /// `expectedCount` of them.
    init(source: SourceFile, expectedCount: Int = 0) {
        self.source = source
        kept.reserveCapacity(expectedCount)
        isReplaced.reserveCapacity(expectedCount)
        latestByConstraintHash = LatestIndexTable(expectedCount: expectedCount)
        latestRequiredEqualityByTermsHash = LatestIndexTable(expectedCount: expectedCount / 2)
        previousWithSameConstraintHash.reserveCapacity(expectedCount)
        previousWithSameTermsHash.reserveCapacity(expectedCount)
    }

    /// The surviving constraints, in arrival order.
    var constraints: [LayoutConstraint] {
        // Usually nothing was replaced: hand out the array itself rather than a filtered copy.
        guard replacedCount > 0 else { return kept }
        return kept.indices.compactMap { isReplaced[$0] ? nil : kept[$0] }
    }

    /// Adds `constraint` unless it repeats or contradicts one already accepted.
    mutating func insert(_ constraint: consuming LayoutConstraint) {
        let termsKey = Self.hashOfTerms(constraint)
        insert(constraint, termsKey: termsKey, constraintKey: Self.hash(constraint, terms: termsKey))
    }

    /// Adds each constraint of `batch` in order, exactly as `insert(_:)` one by one would.
    ///
    /// The tables are far larger than the cache for big files, so each insert's first lookup
    /// misses it. Hashing the whole batch first and reading every key's slot before inserting
    /// lets those independent misses overlap instead of stalling one insert at a time.
    mutating func insert(contentsOf batch: [LayoutConstraint]) {
        // Elements are read through a buffer pointer: iterating the array would copy each
        // constraint (a retain and release per reference inside) once per loop.
        batch.withUnsafeBufferPointer { constraints in
            withUnsafeTemporaryAllocation(of: (terms: UInt64, constraint: UInt64).self, capacity: constraints.count) {
                keys in
                for index in constraints.indices {
                    let termsKey = Self.hashOfTerms(constraints[index])
                    keys.initializeElement(at: index, to: (termsKey, Self.hash(constraints[index], terms: termsKey)))
                }
                // A loop of loads alone, so that many of them are in flight at once.
                var sink = readAheadSink
                for index in constraints.indices {
                    sink &+= latestByConstraintHash.touch(keys[index].constraint)
                    sink &+= latestRequiredEqualityByTermsHash.touch(keys[index].terms)
                }
                readAheadSink = sink
                for index in constraints.indices {
                    insert(constraints[index], termsKey: keys[index].terms, constraintKey: keys[index].constraint)
                }
            }
        }
    }

    private mutating func insert(
        _ constraint: consuming LayoutConstraint, termsKey: UInt64, constraintKey: UInt64
    ) {
        var candidate = latestByConstraintHash.latest(for: constraintKey)
        while candidate >= 0 {
            let index = candidate
            candidate = previousWithSameConstraintHash[index]
            guard !isReplaced[index], Self.isSame(kept[index], constraint) else { continue }
            let existing = kept[index]
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
            isReplaced[index] = true
            replacedCount += 1
        }
        let isRequiredEquality = constraint.relation == .equal && constraint.priority.isRequired
        if isRequiredEquality {
            var candidate = latestRequiredEqualityByTermsHash.latest(for: termsKey)
            while candidate >= 0 {
                let index = candidate
                candidate = previousWithSameTermsHash[index]
                guard !isReplaced[index], Self.haveSameTerms(kept[index], constraint) else { continue }
                let existing = kept[index]
                diagnostics.append(.error(
                    .conflictingEqualities,
                    "conflicts with the required equality on line \(line(of: existing)): "
                        + "same terms, different constant",
                    at: constraint.span, related: [RelatedLocation(span: existing.span, message: "conflicting equality")]))
                return
            }
        }
        let index = kept.count
        previousWithSameConstraintHash.append(latestByConstraintHash.latest(for: constraintKey))
        latestByConstraintHash.setLatest(index, for: constraintKey)
        if isRequiredEquality {
            previousWithSameTermsHash.append(latestRequiredEqualityByTermsHash.latest(for: termsKey))
            latestRequiredEqualityByTermsHash.setLatest(index, for: termsKey)
        } else {
            previousWithSameTermsHash.append(-1)
        }
        isReplaced.append(false)
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
    private static func hashOfTerms(_ constraint: borrowing LayoutConstraint) -> UInt64 {
        var hasher = KeyHasher()
        hasher.combine(UInt64(constraint.terms.count))
        for term in constraint.terms {
            hasher.combine(UInt64(bitPattern: Int64(term.variable.view.index)))
            hasher.combine(UInt64(term.variable.attribute.rawValue))
            hasher.combine(roundedForKey(term.coefficient))
        }
        return hasher.finalize()
    }

    /// A hash of the terms, relation and rounded constant of a normalized constraint.
    private static func hash(_ constraint: borrowing LayoutConstraint, terms: UInt64) -> UInt64 {
        var hasher = KeyHasher()
        hasher.combine(terms)
        hasher.combine(constraint.relation.hashCode)
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

extension ConstraintRelation {
    /// A small number per relation, for hashing.
    fileprivate var hashCode: UInt64 {
        switch self {
        case .equal: 0
        case .lessThanOrEqual: 1
        case .greaterThanOrEqual: 2
        }
    }
}

import LayoutIR
import LayoutSource

/// Drops repeated constraints and finds required equalities that contradict each other.
///
/// Constraints arrive normalized and in source order. Lookups go through hash tables keyed on
/// a hash of the rounded coefficients, and every candidate is confirmed with a relative
/// tolerance, so hash collisions cost nothing but a comparison; the output order is the arrival
/// order, never a table's.
struct Deduplicator {
    /// The file, for the line numbers that messages name.
    let source: SourceFile
    /// The files `source` includes (`use`), for constraints that come from them.
    var includedSources: [SourceFile] = []
    /// Every constraint that arrived, in arrival order; `isExcluded` says which survive.
    ///
    /// Arrivals are stored at once and decided on in batches: storing moves the constraint
    /// here, where a decided-later copy would cost a retain and release of everything inside.
    private var kept: [LayoutConstraint] = []
    /// For each arrival, whether it was dropped (a repeat, a conflict) or replaced by a later,
    /// higher-priority copy.
    private var isExcluded: [Bool] = []
    /// How many entries of `isExcluded` are true; when none, `constraints` is `kept` unchanged.
    private var excludedCount = 0
    /// The hash keys of the arrivals not decided on yet, which are the last ones of `kept`.
    private var pendingKeys: [(terms: UInt64, constraint: UInt64)] = []
    /// The latest accepted constraint with a given hash of terms, relation and constant; earlier
    /// ones with the same hash are chained through `previousWithSameConstraintHash`.
    private var latestByConstraintHash: LatestIndexTable
    /// For each decided arrival, the one accepted before it with the same hash, or -1.
    private var previousWithSameConstraintHash: [Int] = []
    /// The same for required equalities, by a hash of their terms alone.
    private var latestRequiredEqualityByTermsHash: LatestIndexTable
    /// For each decided arrival, the required equality before it with the same terms hash, or -1.
    private var previousWithSameTermsHash: [Int] = []
    /// The warnings and errors found so far.
    private(set) var diagnostics: [Diagnostic] = []
    /// The sum of the table slots `decidePending()` read ahead, kept only so that those reads
    /// are not optimized away.
    private var readAheadSink = 0

    /// How many arrivals `append(_:)` gathers before deciding on them.
    private static let batchSize = 32

    /// Creates an empty deduplicator for constraints from `source`, with room for about
    /// `expectedCount` of them.
    init(source: SourceFile, expectedCount: Int = 0) {
        self.source = source
        kept.reserveCapacity(expectedCount)
        LargeBuffers.adviseHugePages(for: &kept)
        isExcluded.reserveCapacity(expectedCount)
        pendingKeys.reserveCapacity(Self.batchSize)
        latestByConstraintHash = LatestIndexTable(expectedCount: expectedCount)
        latestRequiredEqualityByTermsHash = LatestIndexTable(expectedCount: expectedCount)
        previousWithSameConstraintHash.reserveCapacity(expectedCount)
        LargeBuffers.adviseHugePages(for: &previousWithSameConstraintHash)
        previousWithSameTermsHash.reserveCapacity(expectedCount)
        LargeBuffers.adviseHugePages(for: &previousWithSameTermsHash)
    }

    /// The surviving constraints, in arrival order, once `decidePending()` has run.
    var constraints: [LayoutConstraint] {
        // Usually nothing was dropped: hand out the array itself rather than a filtered copy.
        guard excludedCount > 0 else { return kept }
        return kept.indices.compactMap { isExcluded[$0] ? nil : kept[$0] }
    }

    /// Adds `constraint` unless it repeats or contradicts one already accepted.
    mutating func insert(_ constraint: consuming LayoutConstraint) {
        append(constraint)
        decidePending()
    }

    /// Adds `constraint`, to be decided on with a batch of others: the result is exactly that
    /// of `insert(_:)` one by one, once `decidePending()` has run.
    mutating func append(_ constraint: consuming LayoutConstraint) {
        let termsKey = Self.hashOfTerms(constraint)
        pendingKeys.append((termsKey, Self.hash(constraint, terms: termsKey)))
        kept.append(constraint)
        isExcluded.append(false)
        if pendingKeys.count >= Self.batchSize { decidePending() }
    }

    /// Decides on every appended constraint not decided on yet, in arrival order.
    ///
    /// The tables are far larger than the cache for big files, so each decision's first lookup
    /// misses it. Reading every pending key's slot first, in a loop of loads alone, lets those
    /// independent misses overlap instead of stalling one decision at a time.
    mutating func decidePending() {
        var sink = readAheadSink
        for keys in pendingKeys {
            sink &+= latestByConstraintHash.touch(keys.constraint)
            sink &+= latestRequiredEqualityByTermsHash.touch(keys.terms)
        }
        readAheadSink = sink
        let first = kept.count - pendingKeys.count
        for (offset, keys) in pendingKeys.enumerated() {
            decide(first + offset, termsKey: keys.terms, constraintKey: keys.constraint)
        }
        pendingKeys.removeAll(keepingCapacity: true)
    }

    /// Adds `diagnostic`, unless it repeats the one just added: the components of a compound
    /// (`a.size = 10` written twice) arrive one after another and would each give the same
    /// finding at the same place, which reads as noise.
    private mutating func report(_ diagnostic: Diagnostic) {
        guard diagnostics.last != diagnostic else { return }
        diagnostics.append(diagnostic)
    }

    /// Accepts the arrival at `index` or excludes it, against the arrivals decided before it.
    private mutating func decide(_ index: Int, termsKey: UInt64, constraintKey: UInt64) {
        var candidate = latestByConstraintHash.latest(for: constraintKey)
        while candidate >= 0 {
            let earlier = candidate
            candidate = previousWithSameConstraintHash[earlier]
            // Constraints under different conditions are never merged: either may apply alone.
            guard !isExcluded[earlier], kept[earlier].condition == kept[index].condition,
                Self.isSame(kept[earlier], kept[index])
            else { continue }
            let (existing, constraint) = (kept[earlier], kept[index])
            if existing.priority == constraint.priority {
                let first = RelatedLocation(
                    span: existing.span, message: Self.named(existing, "first written here"), constraintName: existing.name)
                report(.warning(
                    .duplicateConstraint,
                    "duplicate of \(Self.called(existing)) on line \(line(of: existing, from: constraint))",
                    at: constraint.span, related: [first], notes: Self.nameNote(constraint, besides: existing),
                    constraintName: constraint.name))
                exclude(index)
                return
            }
            let (dropped, winner) = existing.priority > constraint.priority
                ? (constraint, existing) : (existing, constraint)
            let keptHere = RelatedLocation(
                span: winner.span, message: Self.named(winner, "kept here"), constraintName: winner.name)
            report(.warning(
                .constraintAtTwoPriorities,
                "same constraint as \(Self.quotedName(winner))on line \(line(of: winner, from: dropped)) "
                    + "at priority \(winner.priority); this one at priority \(dropped.priority) is ignored",
                at: dropped.span, related: [keptHere], notes: Self.nameNote(dropped, besides: winner),
                constraintName: dropped.name))
            if dropped == constraint {
                exclude(index)
                return
            }
            isExcluded[earlier] = true
            excludedCount += 1
        }
        let isRequiredEquality = kept[index].relation == .equal && kept[index].priority.isRequired
        if isRequiredEquality {
            var candidate = latestRequiredEqualityByTermsHash.latest(for: termsKey)
            while candidate >= 0 {
                let earlier = candidate
                candidate = previousWithSameTermsHash[earlier]
                guard !isExcluded[earlier], kept[earlier].condition == kept[index].condition,
                    Self.haveSameTerms(kept[earlier], kept[index])
                else { continue }
                let (existing, constraint) = (kept[earlier], kept[index])
                let other = RelatedLocation(
                    span: existing.span, message: "conflicting equality" + (existing.name.map { " '\($0)'" } ?? ""),
                    constraintName: existing.name)
                let hint = overrideHint(later: constraint, earlier: existing)
                report(.error(
                    .conflictingEqualities,
                    "conflicts with the required equality \(Self.quotedName(existing))"
                        + "on line \(line(of: existing, from: constraint)): same terms, different constant",
                    at: constraint.span, related: [other], notes: Self.nameNote(constraint, besides: existing) + hint.notes,
                    fixIts: hint.fixIts, constraintName: constraint.name))
                exclude(index)
                return
            }
        }
        previousWithSameConstraintHash.append(latestByConstraintHash.latest(for: constraintKey))
        latestByConstraintHash.setLatest(index, for: constraintKey)
        if isRequiredEquality {
            previousWithSameTermsHash.append(latestRequiredEqualityByTermsHash.latest(for: termsKey))
            latestRequiredEqualityByTermsHash.setLatest(index, for: termsKey)
        } else {
            previousWithSameTermsHash.append(-1)
        }
    }

    /// Drops the arrival at `index`, which joins no chain.
    private mutating func exclude(_ index: Int) {
        isExcluded[index] = true
        excludedCount += 1
        previousWithSameConstraintHash.append(-1)
        previousWithSameTermsHash.append(-1)
    }

    /// The line of `constraint`, with its file's path when that is another file than the
    /// constraint `other`'s (a constraint from an included file).
    private func line(of constraint: LayoutConstraint, from other: LayoutConstraint) -> String {
        let path = constraint.span.path
        let file = path == source.path ? source : includedSources.first { $0.path == path } ?? source
        let line = file.line(at: constraint.span.range.start)
        return path == other.span.path ? "\(line)" : "\(line) of \(path)"
    }

    // Named constraints are called by their names, as S001 calls them; the
    // wording for unnamed ones is the core's.

    /// `constraint 'gap'` for a named constraint, else `the constraint`.
    private static func called(_ constraint: LayoutConstraint) -> String {
        constraint.name.map { "constraint '\($0)'" } ?? "the constraint"
    }

    /// `'gap' ` (with a space) for a named constraint, else nothing.
    private static func quotedName(_ constraint: LayoutConstraint) -> String {
        constraint.name.map { "'\($0)' " } ?? ""
    }

    /// `'gap' first written here` for a named constraint, else `message` as it is.
    private static func named(_ constraint: LayoutConstraint, _ message: String) -> String {
        constraint.name.map { "'\($0)' \(message)" } ?? message
    }

    /// The note naming the constraint a diagnostic sits at, unless it is unnamed or has the name
    /// of the one the message names (two links of one named chain).
    private static func nameNote(_ constraint: LayoutConstraint, besides other: LayoutConstraint) -> [String] {
        guard let name = constraint.name, name != other.name else { return [] }
        return ["the constraint here is named '\(name)'"]
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

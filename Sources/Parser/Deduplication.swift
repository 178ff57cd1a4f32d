import LayoutLexer

/// Drops repeated constraints and finds required equalities that contradict each other.
///
/// Constraints arrive normalized and in source order. Lookups go through dictionaries keyed on
/// rounded coefficients, confirmed with a relative tolerance; the output order is the arrival
/// order, never a dictionary's.
struct Deduplicator {
    /// The file, for the line numbers that messages name.
    let source: SourceFile
    /// Accepted constraints in arrival order; `nil` where a later, higher-priority copy replaced one.
    private var kept: [LayoutConstraint?] = []
    /// Accepted constraints by terms, relation and constant.
    private var byConstraint: [ConstraintKey: [Int]] = [:]
    /// The first accepted required equality for each set of terms.
    private var requiredEqualityByTerms: [TermsKey: Int] = [:]
    /// The warnings and errors found so far.
    private(set) var diagnostics: [Diagnostic] = []

    /// Creates an empty deduplicator for constraints from `source`.
    init(source: SourceFile) {
        self.source = source
    }

    /// The surviving constraints, in arrival order.
    var constraints: [LayoutConstraint] { kept.compactMap { $0 } }

    /// Adds `constraint` unless it repeats or contradicts one already accepted.
    mutating func insert(_ constraint: LayoutConstraint) {
        let constraintKey = ConstraintKey(constraint)
        for index in byConstraint[constraintKey] ?? [] {
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
        let termsKey = TermsKey(constraint)
        if constraint.relation == .equal, constraint.priority.isRequired {
            if let index = requiredEqualityByTerms[termsKey], let existing = kept[index],
                Self.haveSameTerms(existing, constraint)
            {
                diagnostics.append(.error(
                    .conflictingEqualities,
                    "conflicts with the required equality on line \(line(of: existing)): "
                        + "same terms, different constant",
                    at: constraint.span, related: [RelatedLocation(span: existing.span, message: "conflicting equality")]))
                return
            }
            if requiredEqualityByTerms[termsKey] == nil {
                requiredEqualityByTerms[termsKey] = kept.count
            }
        }
        byConstraint[constraintKey, default: []].append(kept.count)
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
}

/// Rounds a coefficient or constant for hashing; close values almost always round alike, and
/// the few that straddle a rounding boundary only miss a warning.
private func roundedForKey(_ value: Double) -> Double {
    // Adding and removing 2^52 rounds to an integer without libm, which this module avoids linking.
    let scaled = value * 1e6
    let magic = 0x1p52
    guard abs(scaled) < magic else { return scaled }
    return scaled >= 0 ? (scaled + magic) - magic : (scaled - magic) + magic
}

/// The variables and rounded coefficients of a normalized constraint.
private struct TermsKey: Hashable {
    var variables: [LayoutVariable]
    var coefficients: [Double]

    init(_ constraint: LayoutConstraint) {
        variables = constraint.terms.map(\.variable)
        coefficients = constraint.terms.map { roundedForKey($0.coefficient) }
    }
}

/// A `TermsKey` with the relation and rounded constant.
private struct ConstraintKey: Hashable {
    var terms: TermsKey
    var relation: ConstraintRelation
    var constant: Double

    init(_ constraint: LayoutConstraint) {
        terms = TermsKey(constraint)
        relation = constraint.relation
        constant = roundedForKey(constraint.constant)
    }
}

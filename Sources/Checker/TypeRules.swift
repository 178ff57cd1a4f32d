import LayoutSource

// The type rules (grammar.md, "Axis rules"): positions stay on their axis, and sizes apart from
// locations. They run on the attributes as written, before the writing direction is applied, so
// they give the same verdict in both directions; the fast path asks `TypeRuleViolation` too.
extension Checker {
    /// Whether `form` keeps positions on their axis and sizes apart from locations; reports if not.
    mutating func checkTypes(_ form: LinearForm) -> Bool {
        switch TypeRuleViolation.first(in: form.terms) {
        case nil:
            return true
        case .axisMismatch(let strangerIndex, let referenceIndex)?:
            let (stranger, reference) = (form.terms[strangerIndex], form.terms[referenceIndex])
            let kind = stranger.attribute.isDimension ? "size" : "position"
            let axis = stranger.attribute.axis?.name ?? ""
            report(.error(
                .axisMismatch,
                "cannot relate \(axis) \(kind) '\(describe(stranger))' to "
                    + "\(reference.attribute.axis?.name ?? "") position '\(describe(reference))'",
                at: span(stranger.range)))
            return false
        case .sizeRelatedToLocation(let dimensionIndex, let locationIndex)?:
            let (dimension, location) = (form.terms[dimensionIndex], form.terms[locationIndex])
            report(.error(
                .sizeRelatedToLocation,
                "cannot relate size '\(describe(dimension))' to location '\(describe(location))'",
                at: span(location.range), notes: ["a size can be related to a distance, such as 'b.right - b.left'"]))
            return false
        }
    }
}

/// A breach of the type rules (positions stay on their axis, sizes apart from locations), with
/// the positions of the terms at fault.
enum TypeRuleViolation {
    /// The term at `stranger` lies on another axis than the first position, at `reference`.
    case axisMismatch(stranger: Int, reference: Int)
    /// A size is related to a location: the positions' coefficients do not cancel.
    case sizeRelatedToLocation(dimension: Int, location: Int)

    /// The first breach among `terms`, or `nil` if they obey the rules.
    static func first<Terms: RandomAccessCollection>(in terms: Terms) -> TypeRuleViolation?
    where Terms.Element: LinearFormTerm, Terms.Index == Int {
        // One pass per question, in the order the messages need, without collecting positions.
        if let reference = terms.firstIndex(where: { $0.attribute.isPosition }),
            let stranger = terms.firstIndex(where: { $0.attribute.axis != terms[reference].attribute.axis })
        {
            return .axisMismatch(stranger: stranger, reference: reference)
        }
        var positionSum = 0.0
        for term in terms where term.attribute.isPosition {
            positionSum += term.coefficient
        }
        if let dimension = terms.firstIndex(where: { $0.attribute.isDimension }), abs(positionSum) > 1e-9,
            let location = terms.firstIndex(where: { $0.attribute.isPosition && $0.coefficient != 0 })
        {
            return .sizeRelatedToLocation(dimension: dimension, location: location)
        }
        return nil
    }
}

import LayoutParser
import LayoutSource

// Checking constraint names (see grammar.md, "Named constraints"): each name once, except in
// exclusive branches of one `when` statement (ConstraintNameScope.swift).

/// What the checker keeps for constraint names while it walks a file.
struct ConstraintNameState: Sendable {
    /// Where each constraint name was given, in order: more than once only in exclusive
    /// branches of one `when` statement (ConstraintNameScope.swift). Only looked up, never iterated.
    var uses: [String: [ConstraintNameUse]] = [:]
    /// The name of the equation being checked, given to every constraint it produces.
    var current: String?
}

extension Checker {
    /// Checks `equation`, giving every constraint it produces the name `name`; a name given
    /// before is an error (D004), unless every earlier use is in another branch of a `when`
    /// statement this one is in (no variant has both); the equation still gets checked.
    mutating func checkNamed(_ equation: EquationSyntax, name: ConstraintNameSyntax) {
        let text = name.name.name
        let use = ConstraintNameUse(span: span(name.name.range), branch: variants.branch)
        let earlier = constraintNames.uses[text] ?? []
        if let overlapping = earlier.first(where: { !$0.branch.isExclusive(with: use.branch) }) {
            let isConditional = !overlapping.branch.steps.isEmpty || !use.branch.steps.isEmpty
            // The use it overlaps, which is the first unless exclusive branches came before it.
            let relatedMessage = overlapping.span == earlier.first?.span ? "first used here" : "used here"
            report(.error(
                .duplicateConstraintName, "constraint name '\(text)' is already used", at: use.span,
                related: [RelatedLocation(span: overlapping.span, message: relatedMessage, constraintName: text)],
                notes: isConditional ? ["a name may be used again only in another branch of the same when/else statement"] : [],
                constraintName: text))
            check(equation)
            return
        }
        constraintNames.uses[text, default: []].append(use)
        constraintNames.current = text
        check(equation)
        constraintNames.current = nil
    }
}

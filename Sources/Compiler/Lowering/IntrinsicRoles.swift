import LayoutIR

extension ConflictDiagnostics {
    /// What an implicit constraint of an intrinsic size is, for conflict messages:
    /// `the horizontal compression resistance of 'title' (title.width >= 120)`; nil for any
    /// other constraint.
    ///
    /// The checker locates these constraints at the `intrinsic` property that declares them
    /// (grammar.md, "Intrinsic size, hugging and compression resistance"): one term, a width or
    /// a height, `<=` for hugging and `>=` for compression resistance.
    func intrinsicRole(of constraint: LayoutConstraint) -> String? {
        guard constraint.terms.count == 1, let term = constraint.terms.first, term.coefficient == 1,
            term.variable.attribute == .width || term.variable.attribute == .height,
            constraint.relation != .equal,
            let file = sources.first(where: { $0.path == constraint.span.path }),
            file.text(in: constraint.span.range).hasPrefix("intrinsic")
        else { return nil }
        let view = ir.name(of: term.variable.view)
        let axis = term.variable.attribute == .width ? "horizontal" : "vertical"
        let isHugging = constraint.relation == .lessThanOrEqual
        let role = isHugging ? "hugging" : "compression resistance"
        let size = CanvasSize.format(-constraint.constant)
        return "the \(axis) \(role) of '\(view)' (\(view).\(term.variable.attribute) \(isHugging ? "<=" : ">=") \(size))"
    }
}

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

    /// What a constraint a stack lowers into does, named as UIKit names it, for conflicts and
    /// undetermined attributes: "the stack 'buttons' placing 'ok' 8 after 'cancel' (UISV-spacing)".
    func stackRole(of constraint: LayoutConstraint) -> String? {
        guard let origin = constraint.stackOrigin else { return nil }
        let stack = "the stack '\(ir.name(of: origin.stack))'"
        let names = origin.views.map { "'\(ir.name(of: $0))'" }
        let configuration = ir.views[origin.stack.index].stack
        let action: String
        switch origin.kind {
        case .spacing where names.count == 2:
            let position = configuration?.arrangedViews.firstIndex { $0.view == origin.views[0] }
            let spacing = position.flatMap { configuration?.spacing(after: $0) }
            var gap = switch spacing {
            case .points(let points): CanvasSize.format(points)
            case .system: "the system spacing"
            case nil: "some points"
            }
            // Beside a hidden view the gap is not the spacing (half of it, or none): read it off
            // the constraint, `next.lead - previous.trail - gap`, unless baselines add offsets.
            let baselines = configuration.map { $0.isBaselineRelative && $0.axis == .vertical } ?? false
            if !baselines, let term = constraint.terms.first(where: { $0.variable.view == origin.views[1] }),
                abs(term.coefficient) == 1
            {
                let actual = term.coefficient > 0 ? -constraint.constant : constraint.constant
                if actual != spacing?.points { gap = CanvasSize.format(actual == 0 ? 0 : actual) }
            }
            let relation = constraint.relation == .equal ? "" : "at least "
            action = "placing \(names[1]) \(relation)\(gap) after \(names[0])"
        case .canvasConnection:
            action = names.first.map { "holding \($0) to its edge" } ?? "holding its spanner guide to its edge"
        case .alignment where names.count == 2:
            action = "aligning \(names[1]) with \(names[0]) (alignment \(configuration?.alignment.rawValue ?? "fill"))"
        case .fillEqually:
            action = names.count == 2 ? "making \(names[1]) as long as \(names[0])" : "making its gaps equal"
        case .fillProportionally:
            action = "sizing \(names.first ?? "a view") in proportion to its intrinsic size"
        case .distributing:
            action = "spacing \(names.first ?? "its views") with a spacer guide"
        case .hiding:
            action = "collapsing the hidden \(names.first ?? "view")"
        default:
            action = names.isEmpty ? "laying out its views" : "laying out \(names.joined(separator: " and "))"
        }
        return "\(stack) \(action) (\(origin.kind.rawValue))"
    }
}

extension CompiledLayout {
    /// What a constraint a stack lowered does, as conflicts name it (`the stack 'buttons'
    /// placing 'ok' 8 after 'cancel' (UISV-spacing)`); nil for any other constraint. For the
    /// language server's hover.
    package func stackRole(of constraint: LayoutConstraint) -> String? {
        ConflictDiagnostics(ir: ir, sources: sources, canvas: nil).stackRole(of: constraint)
    }
}

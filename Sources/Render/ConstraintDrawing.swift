import LayoutCompiler
import LayoutIR
import LayoutSource

/// Turns each constraint's written equation into a line between the anchors it relates.
struct ConstraintDrawing {
    /// The layout, with written equations (`CheckRequest.keepsWrittenEquations`).
    let ir: LayoutIR
    /// The solved frames of views and guides.
    let frames: [ViewFrame]
    /// Each view's margins.
    let margins: [String: SafeAreaInsets]
    /// Which side `leading` names.
    let direction: LayoutDirection
    /// The files, for source lines.
    let sources: [SourceFile]
    /// The environment, for which `when` constraints apply.
    let environment: LayoutEnvironment
    /// The indices of the constraints relaxed to draw a conflict, drawn as such.
    var relaxed: Set<Int> = []

    /// One line per constraint that applies and has a written equation, in source order.
    func lines() -> [RenderedConstraint] {
        var frameByName: [String: ViewFrame] = [:]
        for frame in frames { frameByName[frame.name] = frame }
        let context = environment.variantContext(for: ir)
        var result: [RenderedConstraint] = []
        for (index, constraint) in ir.constraints.enumerated() {
            guard let written = constraint.written, written.origin == .equation, !written.terms.isEmpty else { continue }
            if let condition = constraint.condition, condition < ir.conditions.count,
                ir.conditions[condition].holds(in: context) != true
            {
                continue
            }
            let points = written.terms.prefix(2).compactMap { point(of: $0, frames: frameByName) }
            guard let first = points.first else { continue }
            let anchor = written.terms[0].anchor
            let second: (x: Double, y: Double)
            if points.count > 1 {
                second = points[1]
            } else if anchor.isDimension, let frame = frame(of: written.terms[0].view, frames: frameByName) {
                // A size against a number: across the view.
                second = anchor == .width ? (frame.x + frame.width, first.y) : (first.x, frame.y + frame.height)
                result.append(line(
                    for: constraint, written, from: anchor == .width ? (frame.x, first.y) : (first.x, frame.y), to: second,
                    isRelaxed: relaxed.contains(index)))
                continue
            } else {
                // A position against a number: from root's origin on that axis.
                second = anchor.isHorizontal ? (0, first.y) : (first.x, 0)
            }
            result.append(line(for: constraint, written, from: first, to: second, isRelaxed: relaxed.contains(index)))
        }
        return result
    }

    /// The drawn line of one constraint.
    private func line(
        for constraint: LayoutConstraint, _ written: WrittenEquation, from: (x: Double, y: Double), to: (x: Double, y: Double),
        isRelaxed: Bool
    ) -> RenderedConstraint {
        var label = ""
        // The number as written on the right: `a.left = b.right + 8` keeps `-8` as its constant.
        let constant = -written.constant
        if constant != 0 { label = NumberFormatting.json(constant) }
        if written.terms.count > 1, abs(written.terms[1].coefficient) != abs(written.terms[0].coefficient) {
            let ratio = abs(written.terms[1].coefficient / written.terms[0].coefficient)
            label = "\u{00D7}" + NumberFormatting.json(ratio) + (label.isEmpty ? "" : " " + label)
        }
        if !constraint.priority.isRequired { label += (label.isEmpty ? "@" : " @") + constraint.priority.description }
        // The tooltip names the equation as written, with its place.
        var title = LayoutRenderer.sourceLine(of: constraint.span, in: sources)
        if let file = sources.first(where: { $0.path == constraint.span.path }) {
            let range = constraint.span.range
            title += ": " + file.text(in: range)
            if let component = constraint.component { title += " (\(component))" }
        }
        if !constraint.priority.isRequired { title += " at priority \(constraint.priority)" }
        if isRelaxed { title += " (S001: relaxed to draw the conflict; it does not hold)" }
        var drawn = RenderedConstraint(from: from, to: to, relation: written.relation, label: label, title: title)
        drawn.isRelaxed = isRelaxed
        return drawn
    }

    /// The frame drawn for a view, or its owner's for a safe-area guide.
    private func frame(of view: ViewID, frames: [String: ViewFrame]) -> ViewFrame? {
        guard view.index < ir.views.count else { return nil }
        let owner = ir.views[view.index].safeAreaOwner ?? view
        return frames[ir.name(of: owner)]
    }

    /// Where an anchor is: on its edge, at the middle of the other axis.
    private func point(of term: AnchorTerm, frames: [String: ViewFrame]) -> (x: Double, y: Double)? {
        guard let frame = frame(of: term.view, frames: frames) else { return nil }
        let insets = margins[frame.name] ?? .zero
        let midX = frame.x + frame.width / 2, midY = frame.y + frame.height / 2
        let right = frame.x + frame.width, bottom = frame.y + frame.height
        let rightToLeft = direction == .rightToLeft
        switch term.anchor {
        case .left: return (frame.x, midY)
        case .right: return (right, midY)
        case .leading: return (rightToLeft ? right : frame.x, midY)
        case .trailing: return (rightToLeft ? frame.x : right, midY)
        case .centerX, .width: return (midX, midY)
        case .top: return (midX, frame.y)
        case .bottom: return (midX, bottom)
        case .centerY, .height: return (midX, midY)
        case .leftMargin: return (frame.x + insets.left, midY)
        case .rightMargin: return (right - insets.right, midY)
        case .leadingMargin: return (rightToLeft ? right - insets.right : frame.x + insets.left, midY)
        case .trailingMargin: return (rightToLeft ? frame.x + insets.left : right - insets.right, midY)
        case .topMargin: return (midX, frame.y + insets.top)
        case .bottomMargin: return (midX, bottom - insets.bottom)
        case .centerXWithinMargins: return ((frame.x + insets.left + right - insets.right) / 2, midY)
        case .centerYWithinMargins: return (midX, (frame.y + insets.top + bottom - insets.bottom) / 2)
        case .firstBaseline, .lastBaseline: return (midX, bottom)
        }
    }
}

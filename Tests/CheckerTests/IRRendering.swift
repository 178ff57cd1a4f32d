import LayoutIR

/// Renders IR constraints as one line each, for readable exact assertions:
/// `a.left + 0.5 a.width - b.left - 16 == 0 @750 x2 (left)`.
enum IRRendering {
    /// Every constraint of `ir`, rendered.
    static func lines(_ ir: LayoutIR) -> [String] {
        ir.constraints.map { render($0, in: ir) }
    }

    /// One constraint: terms, constant and relation, then the priority if optional, the scale if
    /// not 1, and the component if any.
    static func render(_ constraint: LayoutConstraint, in ir: LayoutIR) -> String {
        var text = ""
        for (index, term) in constraint.terms.enumerated() {
            let name = "\(ir.name(of: term.variable.view)).\(term.variable.attribute)"
            let magnitude = abs(term.coefficient)
            let factor = magnitude == 1 ? "" : "\(number(magnitude)) "
            if index == 0 {
                text += (term.coefficient < 0 ? "-" : "") + factor + name
            } else {
                text += (term.coefficient < 0 ? " - " : " + ") + factor + name
            }
        }
        if constraint.constant != 0 || constraint.terms.isEmpty {
            text += (constraint.constant < 0 ? " - " : " + ") + number(abs(constraint.constant))
        }
        text += " \(constraint.relation.rawValue) 0"
        if !constraint.priority.isRequired { text += " @\(number(constraint.priority.value))" }
        if constraint.scale != 1 { text += " x\(number(constraint.scale))" }
        if let component = constraint.component { text += " (\(component))" }
        return text
    }

    /// A number without a trailing `.0`.
    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}

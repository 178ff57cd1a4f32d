import LayoutIR

// Leading and trailing in each writing direction (see grammar.md, "Layout direction").

extension WrittenAttribute {
    /// Whether the attribute's side depends on the writing direction.
    var dependsOnDirection: Bool {
        switch self {
        case .leading, .trailing, .leadingMargin, .trailingMargin: true
        default: false
        }
    }
}

extension Checker {
    /// `form` in the checker's direction. In right to left, each leading or trailing term is
    /// measured from the root's right edge leftwards, the mirror of its left-to-right meaning:
    /// `v.leading` is `root.right - v.right`, `v.trailing` is `root.right - v.left`, and the
    /// margins likewise (`v.leadingMargin` is `root.right - v.rightMargin`). So an equation
    /// written with leading and trailing lays out as the mirror image of its left-to-right self.
    ///
    /// Runs after the type rules, which look at the attributes as written and so give the same
    /// verdict in both directions.
    func directed(_ form: LinearForm) -> LinearForm {
        guard direction == .rightToLeft, form.terms.contains(where: \.attribute.dependsOnDirection) else {
            return form
        }
        var result = LinearForm(constant: form.constant)
        for term in form.terms {
            guard term.attribute.dependsOnDirection else {
                result = result.adding(LinearForm(
                    view: term.view, attribute: term.attribute, range: term.range, constant: 0,
                    isOffsetFromTop: term.isOffsetFromTop).scaled(by: term.coefficient))
                continue
            }
            let margins = properties(of: term.view).alignedMargins
            // The left-to-right value's margin, already in the constant, and the mirrored one.
            let (side, writtenOffset, mirroredOffset): (WrittenAttribute, Double, Double) = switch term.attribute {
            case .leading: (.right, 0, 0)
            case .trailing: (.left, 0, 0)
            // The mirrored side stays a margin, so that `MarginForm` still sees it.
            case .leadingMargin: (.rightMargin, margins.left, -margins.right)
            default: (.leftMargin, -margins.right, margins.left)  // trailingMargin
            }
            // c * (root.right - (side + mirroredOffset)) in place of c * (written + writtenOffset).
            let mirrored = LinearForm(view: .root, attribute: .right, range: term.range)
                .adding(LinearForm(view: term.view, attribute: side, range: term.range, constant: mirroredOffset), sign: -1)
                .adding(LinearForm(constant: writtenOffset), sign: -1)
            result = result.adding(mirrored.scaled(by: term.coefficient))
        }
        return result
    }
}

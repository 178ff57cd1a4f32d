import LayoutIR
import LayoutSolver

// Root's keyboard and readable guides in the solver (grammar.md, "The keyboard and readable
// width"): the implicit constraints that define `root.keyboard` (UIKit's `keyboardLayoutGuide`)
// and `root.readable` (`readableContentGuide`).

/// One implicit constraint of root's keyboard or readable guide: `terms + constant RELATION 0`.
struct RootGuideDefinition: Hashable, Sendable {
    /// Which part of the guide's definition this is.
    enum Part: Hashable, Sendable {
        /// The keyboard's left and width are root's: it spans root.
        case keyboardLeft, keyboardWidth
        /// The keyboard's bottom is root's bottom.
        case keyboardBottom
        /// Shown: the keyboard is this tall.
        case keyboardHeight(Double)
        /// Hidden: the keyboard's top is root's safe-area bottom (`usesBottomSafeArea`).
        case keyboardHiddenTop
        /// The readable guide lies within root's margins on the left and on the right.
        case readableWithinLeftMargin, readableWithinRightMargin
        /// The readable guide is centered between root's margins.
        case readableCentered
        /// The readable guide is at most the readable width wide, and as wide as it can be.
        case readableAtMostWidth(Double), readableWidth(Double)
        /// The readable guide's top and bottom are root's margins'.
        case readableTop, readableBottom
    }

    /// The guide.
    var guide: ViewID
    /// Which part.
    var part: Part
    /// The terms.
    var terms: [(LayoutVariable, Double)]
    /// The constant.
    var constant: Double
    /// The relation.
    var relation: Relation
    /// The priority: required but for the readable width's preference.
    var priority: Double = Strength.required

    static func == (a: Self, b: Self) -> Bool {
        a.guide == b.guide && a.part == b.part && a.constant == b.constant && a.relation == b.relation
            && a.priority == b.priority && a.terms.count == b.terms.count
            && zip(a.terms, b.terms).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(guide)
        hasher.combine(part)
        hasher.combine(constant)
    }

    /// Whether the definition is required (all but the readable width's preference).
    var isRequired: Bool { priority >= Strength.required }

    /// The relation as the IR names it.
    var constraintRelation: ConstraintRelation {
        switch relation {
        case .equal: .equal
        case .lessThanOrEqual: .lessThanOrEqual
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
    }

    /// The constraint handed to the solver.
    var pending: PendingConstraint {
        PendingConstraint(.rootGuide(self), terms, constant, relation, priority: priority)
    }

    /// Every definition of `ir`'s root guides; `preference` is the priority of the readable
    /// width's preference (above every optional priority of the file).
    static func all(in ir: LayoutIR, preference: Double) -> [RootGuideDefinition] {
        var definitions: [RootGuideDefinition] = []
        let safeArea = ir.safeAreaGuide(of: .root)
        if let k = ir.rootGuide(.keyboard) {
            func v(_ view: ViewID, _ attribute: PrimaryAttribute) -> LayoutVariable { LayoutVariable(view, attribute) }
            definitions.append(RootGuideDefinition(
                guide: k, part: .keyboardLeft, terms: [(v(k, .left), 1), (v(.root, .left), -1)], constant: 0, relation: .equal))
            definitions.append(RootGuideDefinition(
                guide: k, part: .keyboardWidth, terms: [(v(k, .width), 1), (v(.root, .width), -1)], constant: 0,
                relation: .equal))
            definitions.append(RootGuideDefinition(
                guide: k, part: .keyboardBottom,
                terms: [(v(k, .top), 1), (v(k, .height), 1), (v(.root, .top), -1), (v(.root, .height), -1)], constant: 0,
                relation: .equal))
            if ir.keyboardHeight > 0 {
                definitions.append(RootGuideDefinition(
                    guide: k, part: .keyboardHeight(ir.keyboardHeight), terms: [(v(k, .height), 1)],
                    constant: -ir.keyboardHeight, relation: .equal))
            } else {
                let bottom = safeArea ?? .root
                definitions.append(RootGuideDefinition(
                    guide: k, part: .keyboardHiddenTop,
                    terms: [(v(k, .top), 1), (v(bottom, .top), -1), (v(bottom, .height), -1)], constant: 0,
                    relation: .equal))
            }
        }
        if let r = ir.rootGuide(.readable) {
            func v(_ view: ViewID, _ attribute: PrimaryAttribute) -> LayoutVariable { LayoutVariable(view, attribute) }
            // Root's margins are measured from its safe area unless root's block says not to.
            let base = ir.rootMarginsFollowSafeArea ? safeArea ?? .root : .root
            let margins = ir.rootMarginAmounts.count == 4 ? ir.rootMarginAmounts : [8, 8, 8, 8]
            let (top, left, bottom, right) = (margins[0], margins[1], margins[2], margins[3])
            let width = ReadableWidth.width(at: ir.contentSize)
            definitions.append(RootGuideDefinition(
                guide: r, part: .readableWithinLeftMargin, terms: [(v(r, .left), 1), (v(base, .left), -1)], constant: -left,
                relation: .greaterThanOrEqual))
            definitions.append(RootGuideDefinition(
                guide: r, part: .readableWithinRightMargin,
                terms: [(v(base, .left), 1), (v(base, .width), 1), (v(r, .left), -1), (v(r, .width), -1)], constant: -right,
                relation: .greaterThanOrEqual))
            definitions.append(RootGuideDefinition(
                guide: r, part: .readableCentered,
                terms: [(v(r, .left), 1), (v(r, .width), 0.5), (v(base, .left), -1), (v(base, .width), -0.5)],
                constant: -(left - right) / 2, relation: .equal))
            definitions.append(RootGuideDefinition(
                guide: r, part: .readableAtMostWidth(width), terms: [(v(r, .width), 1)], constant: -width,
                relation: .lessThanOrEqual))
            definitions.append(RootGuideDefinition(
                guide: r, part: .readableWidth(width), terms: [(v(r, .width), 1)], constant: -width, relation: .equal,
                priority: preference))
            definitions.append(RootGuideDefinition(
                guide: r, part: .readableTop, terms: [(v(r, .top), 1), (v(base, .top), -1)], constant: -top, relation: .equal))
            definitions.append(RootGuideDefinition(
                guide: r, part: .readableBottom,
                terms: [(v(r, .top), 1), (v(r, .height), 1), (v(base, .top), -1), (v(base, .height), -1)], constant: bottom,
                relation: .equal))
        }
        return definitions
    }

    /// The note that names this definition as a member of a conflict.
    func explanation(in ir: LayoutIR) -> String {
        switch part {
        case .keyboardLeft, .keyboardWidth:
            return "the keyboard spans root: the implicit constraint 'root.keyboard.\(part == .keyboardLeft ? "left" : "width") = root.\(part == .keyboardLeft ? "left" : "width")'"
        case .keyboardBottom:
            return "the keyboard rests on root's bottom: the implicit constraint 'root.keyboard.bottom = root.bottom'"
        case .keyboardHeight(let height):
            return "the keyboard is shown \(CanvasSize.format(height)) tall (--keyboard): the implicit constraint 'root.keyboard.height = \(CanvasSize.format(height))'"
        case .keyboardHiddenTop:
            return "the keyboard is hidden: the implicit constraint 'root.keyboard.top = root.safeArea.bottom'"
        case .readableWithinLeftMargin:
            return "the readable guide lies within root's margins: the implicit constraint 'root.readable.left >= root.leftMargin'"
        case .readableWithinRightMargin:
            return "the readable guide lies within root's margins: the implicit constraint 'root.readable.right <= root.rightMargin'"
        case .readableCentered:
            return "the readable guide is centered in root's margins: the implicit constraint 'root.readable.centerX = root.centerXWithinMargins'"
        case .readableAtMostWidth(let width), .readableWidth(let width):
            return "the readable width at \(ir.contentSize.rawValue) is \(CanvasSize.format(width)): the implicit constraint 'root.readable.width <= \(CanvasSize.format(width))'"
        case .readableTop:
            return "the readable guide's top is root's top margin: the implicit constraint 'root.readable.top = root.topMargin'"
        case .readableBottom:
            return "the readable guide's bottom is root's bottom margin: the implicit constraint 'root.readable.bottom = root.bottomMargin'"
        }
    }
}

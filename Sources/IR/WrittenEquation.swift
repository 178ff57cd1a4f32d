// Equations as the user wrote them, kept beside the normalized constraints for code generation.
//
// The IR proper is in primaries (`left`, `top`, `width`, `height`) with margins and baseline
// offsets folded into constants and leading/trailing resolved for one direction: right for a
// solver, but Auto Layout code must name `layoutMarginsGuide`, `leadingAnchor` and
// `firstBaselineAnchor`, whose values are the running app's. A checker asked for written
// equations (`CheckRequest.keepsWrittenEquations`) attaches one to every constraint it makes.

/// An attribute as Auto Layout names it: one anchor of a view, of its margins or of a baseline.
public enum LayoutAnchor: String, Hashable, Sendable, CaseIterable {
    case left, right, top, bottom, centerX, centerY, leading, trailing, width, height
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins
    case firstBaseline, lastBaseline

    /// Whether the anchor is on the horizontal axis.
    public var isHorizontal: Bool {
        switch self {
        case .left, .right, .centerX, .leading, .trailing, .width: true
        case .leftMargin, .rightMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins: true
        default: false
        }
    }

    /// Whether the anchor is a size (`width`, `height`) rather than a location.
    public var isDimension: Bool { self == .width || self == .height }

    /// Whether the anchor belongs to the view's layout margins rather than its frame.
    public var isMargin: Bool {
        switch self {
        case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
            .centerXWithinMargins, .centerYWithinMargins:
            true
        default: false
        }
    }

    /// Whether the anchor is a baseline.
    public var isBaseline: Bool { self == .firstBaseline || self == .lastBaseline }

    /// Whether its side depends on the writing direction.
    public var isDirectional: Bool {
        self == .leading || self == .trailing || self == .leadingMargin || self == .trailingMargin
    }
}

/// A coefficient times one anchor of one view (or of a safe-area guide, whose view it names).
public struct AnchorTerm: Hashable, Sendable {
    /// The view or guide; a safe-area guide (`ViewDeclaration.safeAreaOwner`) stands for `v.safeArea`.
    public var view: ViewID
    /// The anchor.
    public var anchor: LayoutAnchor
    /// The summed coefficient of every occurrence.
    public var coefficient: Double

    /// Creates a term.
    public init(view: ViewID, anchor: LayoutAnchor, coefficient: Double) {
        self.view = view
        self.anchor = anchor
        self.coefficient = coefficient
    }
}

/// One scalar equation as written: `sum(terms) + constant RELATION 0`, with the number the user
/// wrote as the constant (no margin or baseline offset in it) and `flex()` folded into the relation.
public struct WrittenEquation: Hashable, Sendable {
    /// Where a constraint came from.
    public enum Origin: Hashable, Sendable {
        /// An equation (or one component of a compound one).
        case equation
        /// A view's declared intrinsic size: preview data, which the running view's own
        /// `intrinsicContentSize` replaces.
        case intrinsicSize
    }

    /// The terms, merged by (view, anchor), in order of first appearance.
    public var terms: [AnchorTerm]
    /// The constant as written.
    public var constant: Double
    /// How `terms + constant` compares with zero.
    public var relation: ConstraintRelation
    /// Whether this is an equation or an intrinsic size's constraint.
    public var origin: Origin

    /// Creates a written equation.
    public init(terms: [AnchorTerm], constant: Double, relation: ConstraintRelation, origin: Origin = .equation) {
        self.terms = terms
        self.constant = constant
        self.relation = relation
        self.origin = origin
    }
}

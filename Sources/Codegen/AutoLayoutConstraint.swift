import LayoutIR

/// What an anchor belongs to in Auto Layout: a view or guide itself, a view's layout margins
/// guide, or a view's safe-area layout guide.
public enum AnchorOwner: Hashable, Sendable, Comparable {
    /// The view or guide (root included).
    case item(ViewID)
    /// The view's `layoutMarginsGuide`.
    case margins(ViewID)
    /// The view's `safeAreaLayoutGuide`.
    case safeArea(ViewID)
    /// A layout guide made by the generated code to state an equation of more than two anchors:
    /// the index among the file's helper guides, and the view that owns it.
    case helper(Int, in: ViewID)

    /// The view the owner belongs to.
    public var view: ViewID {
        switch self {
        case .item(let view), .margins(let view), .safeArea(let view), .helper(_, in: let view): view
        }
    }
}

/// An attribute as `NSLayoutConstraint.Attribute` names it.
public enum AutoLayoutAttribute: String, Hashable, Sendable {
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY, firstBaseline, lastBaseline

    /// Whether the attribute is a size.
    public var isDimension: Bool { self == .width || self == .height }

    /// Whether the attribute's side depends on the writing direction.
    public var isDirectional: Bool { self == .leading || self == .trailing }

    /// Whether the attribute is a left, right or center on the horizontal axis (an absolute position).
    public var isAbsoluteHorizontal: Bool { self == .left || self == .right || self == .centerX }
}

/// One side of an Auto Layout constraint: an anchor of an owner.
public struct AnchorReference: Hashable, Sendable {
    /// The owner of the anchor.
    public var owner: AnchorOwner
    /// The anchor.
    public var attribute: AutoLayoutAttribute
}

/// `first RELATION multiplier × second + constant` at a priority: a constraint as Auto Layout
/// states it, with the source it came from.
public struct AutoLayoutConstraint: Hashable, Sendable {
    /// The first item's anchor.
    public var first: AnchorReference
    /// How the first compares with the rest.
    public var relation: ConstraintRelation
    /// The second item's anchor; `nil` for a size against a constant.
    public var second: AnchorReference?
    /// The second item's multiplier (1 for positions).
    public var multiplier: Double
    /// The constant.
    public var constant: Double
    /// The priority, in (0, 1000].
    public var priority: ConstraintPriority
}

/// What an equation becomes: its constraint, preceded (for more than two anchors) by helper
/// layout guides and the required constraints that place them.
struct MappedEquation: Hashable {
    /// How many helper guides the equation needs (`AnchorOwner.helper` 0 to count - 1, renumbered
    /// by the caller).
    var helperCount = 0
    /// The helper guides' constraints (required), then the equation's own, last.
    var constraints: [AutoLayoutConstraint]
    /// The anchors the equation relates once combined, when there are more than two.
    var anchors: [AnchorReference] = []
    /// The coefficient of the equation's first item as written: Auto Layout measures the
    /// violation as `solve` does only when it is ±1.
    var firstCoefficient = 1.0
}

/// Why an equation cannot become Auto Layout constraints.
enum AnchorMappingFailure: Error, Hashable {
    /// An owner's terms add up to no single anchor.
    case noSingleAnchor(AnchorOwner)
    /// Leading or trailing against an absolute horizontal position.
    case directionalWithAbsolute(AnchorReference, AnchorReference)
    /// An anchor of root's position alone (root's origin is fixed by its superview).
    case rootPosition
    /// The equation holds with no anchor at all (`root.left = root.left`); nothing to generate.
    case vacuous
    /// A multiplier or constant that is not finite once the equation is put in Auto Layout's form.
    case notFinite
}

/// Turns a written equation into one Auto Layout constraint (grammar.md, "Code generation").
///
/// Each owner's terms are combined into one vector over the owner's unknowns and matched to a
/// single anchor (`b.top + b.bottom` is `2 × b.centerY`). A constant position is relative to
/// root, so when the positions' coefficients do not cancel, root's own anchor takes up the rest
/// (`a.left = 20` is `a.left = root.left + 20`). Two anchors remain at most; the first is chosen
/// with a coefficient of 1 where possible, so that Auto Layout measures a violation in the units
/// `solve` does.
struct AnchorMapping {
    /// The IR, to resolve safe-area guides to their views and find a helper guide's owner.
    let ir: LayoutIR
    private var views: [ViewDeclaration] { ir.views }

    /// The coefficients of one slot: `position` (left, top, leading, or a baseline) and `extent`
    /// (the part of the width or height: `right` is position 1, extent 1).
    private struct Vector {
        var position = 0.0
        var extent = 0.0
    }

    /// Which measure a slot's position is in: the frame's physical one, leading and trailing's
    /// (mirrored in right to left, as grammar.md "Layout direction" says), or a baseline.
    private enum Family: Hashable {
        case frame, directional, firstBaseline, lastBaseline
    }

    /// A key for the combined vectors: the owner, the axis and the family.
    private struct Slot: Hashable {
        var owner: AnchorOwner
        /// Whether the slot is on the horizontal axis (a width may be related to a height).
        var horizontal: Bool
        var family: Family
    }

    /// The constraints `equation` states at `priority`, or why it has none.
    func constraints(for equation: WrittenEquation, priority: ConstraintPriority) -> Result<MappedEquation, AnchorMappingFailure> {
        var order: [Slot] = []
        var vectors: [Slot: Vector] = [:]
        var positionsHorizontal = false
        func add(_ contribution: Vector, to slot: Slot) {
            if vectors[slot] == nil { order.append(slot) }
            var vector = vectors[slot] ?? Vector()
            vector.position += contribution.position
            vector.extent += contribution.extent
            vectors[slot] = vector
        }
        for term in equation.terms where term.coefficient != 0 {
            let (slot, contribution) = place(term)
            add(contribution, to: slot)
            if !term.anchor.isDimension { positionsHorizontal = term.anchor.isHorizontal }
        }
        // A width is a width in either measure: `trailing - leading` (a directional slot with no
        // position left) joins the frame's slot, and a width beside a leading of the same item
        // (`a.leading + a.width`, a trailing) joins the directional slot when the frame has no position.
        for slot in order where slot.family == .directional {
            guard let vector = vectors[slot], vector.extent != 0 else { continue }
            let frame = Slot(owner: slot.owner, horizontal: slot.horizontal, family: .frame)
            if vector.position == 0 {
                vectors[slot] = Vector()
                add(Vector(position: 0, extent: vector.extent), to: frame)
            }
        }
        for slot in order where slot.family == .directional {
            let frame = Slot(owner: slot.owner, horizontal: slot.horizontal, family: .frame)
            guard let vector = vectors[slot], vector.position != 0, let sizes = vectors[frame], sizes.position == 0,
                sizes.extent != 0
            else { continue }
            vectors[frame] = Vector()
            vectors[slot] = Vector(position: vector.position, extent: vector.extent + sizes.extent)
        }
        // Positions not cancelling each other are measured from root's origin (0 in root
        // coordinates, in either measure): root's anchor of that measure takes the rest.
        let all = order.map { vectors[$0] ?? Vector() }
        let physical = zip(order, all).filter { $0.0.family != .directional }.reduce(0.0) { $0 + $1.1.position }
        let mirrored = zip(order, all).filter { $0.0.family == .directional }.reduce(0.0) { $0 + $1.1.position }
        for (sum, family) in [(physical, Family.frame), (mirrored, .directional)]
        where sum != 0 && !Self.isNegligible(sum, against: all) {
            add(Vector(position: -sum, extent: 0), to: Slot(owner: .item(.root), horizontal: positionsHorizontal, family: family))
        }
        var sides: [(reference: AnchorReference, coefficient: Double)] = []
        for slot in order {
            let vector = vectors[slot] ?? Vector()
            if let side = anchor(of: vector, at: slot) {
                if let side { sides.append(side) }
            } else if slot.owner == .item(.root) {
                // A fraction of root's position (`a.centerX = root.centerX / 2`): root's position
                // and root's size, as two anchors.
                sides += rootParts(vector, at: slot)
            } else {
                return .failure(.noSingleAnchor(slot.owner))
            }
        }
        switch sides.count {
        case 0:
            guard order.contains(where: { $0.owner == .item(.root) }) else { return .failure(.vacuous) }
            // Only root's origin was left: 0 compared with the constant always holds, or never.
            let holds = switch equation.relation {
            case .equal: equation.constant == 0
            case .lessThanOrEqual: equation.constant <= 0
            case .greaterThanOrEqual: equation.constant >= 0
            }
            return .failure(holds ? .vacuous : .rootPosition)
        case 1:
            let (reference, coefficient) = sides[0]
            guard reference.attribute.isDimension else { return .failure(.rootPosition) }
            let relation = coefficient < 0 ? equation.relation.flipped : equation.relation
            return Self.finite(MappedEquation(
                constraints: [AutoLayoutConstraint(
                    first: reference, relation: relation, second: nil, multiplier: 1,
                    constant: -equation.constant / coefficient, priority: priority)],
                firstCoefficient: coefficient))
        case 2:
            if let failure = Self.mixedFamilies(sides.map(\.reference)) { return .failure(failure) }
            let (constraint, coefficient) = Self.pair(
                sides[0], sides[1], equation.relation, constant: equation.constant, priority: priority)
            return Self.finite(MappedEquation(constraints: [constraint], firstCoefficient: coefficient))
        default:
            if let failure = Self.mixedFamilies(sides.map(\.reference)) { return .failure(failure) }
            return Self.finite(withHelperGuides(sides, equation.relation, constant: equation.constant, priority: priority))
        }
    }

    /// G003 for positions of both kinds: leading or trailing against left, right or centerX.
    private static func mixedFamilies(_ references: [AnchorReference]) -> AnchorMappingFailure? {
        let positions = references.filter { !$0.attribute.isDimension }
        guard let directional = positions.first(where: \.attribute.isDirectional),
            let absolute = positions.first(where: \.attribute.isAbsoluteHorizontal)
        else { return nil }
        return .directionalWithAbsolute(directional, absolute)
    }

    /// `a.coefficient × a + b.coefficient × b + constant RELATION 0` as one constraint: a side with
    /// coefficient 1 first, so that the violation is measured as written.
    private static func pair(
        _ a: (reference: AnchorReference, coefficient: Double), _ b: (reference: AnchorReference, coefficient: Double),
        _ relation: ConstraintRelation, constant: Double, priority: ConstraintPriority
    ) -> (AutoLayoutConstraint, firstCoefficient: Double) {
        var (a, b) = (a, b)
        if abs(a.coefficient) != 1 && abs(b.coefficient) == 1 { swap(&a, &b) }
        // With no side at 1, the larger coefficient first keeps the multiplier at most 1 in size.
        if abs(a.coefficient) != 1 && abs(b.coefficient) != 1 && abs(b.coefficient) > abs(a.coefficient) { swap(&a, &b) }
        // A root anchor reads better second: `a.left = root.left + 20`, not the reverse.
        if a.reference.owner == .item(.root), b.reference.owner != .item(.root), abs(b.coefficient) == abs(a.coefficient) {
            swap(&a, &b)
        }
        let constraint = AutoLayoutConstraint(
            first: a.reference, relation: a.coefficient < 0 ? relation.flipped : relation, second: b.reference,
            multiplier: -b.coefficient / a.coefficient, constant: -constant / a.coefficient, priority: priority)
        return (constraint, a.coefficient)
    }

    /// An equation of three or more anchors, stated with helper layout guides (grammar.md, "Code
    /// generation"): each position but the last becomes the width of a guide spanning from the
    /// last one to it (the positions' coefficients cancel, so their sum is a sum of such spans);
    /// then, while more than two sizes remain, all but the first are laid end to end as guides
    /// whose widths are their shares, and a last guide spans the chain. Every helper constraint is
    /// required and the equation's own keeps its priority, so the frames are those of `solve`.
    private func withHelperGuides(
        _ sides: [(reference: AnchorReference, coefficient: Double)], _ relation: ConstraintRelation,
        constant: Double, priority: ConstraintPriority
    ) -> MappedEquation {
        let owner = sides.map(\.reference.owner.view).reduce(sides[0].reference.owner.view) { ir.nearestCommonAncestor($0, $1) }
        var result = MappedEquation(constraints: [], anchors: sides.map(\.reference))
        func equal(_ a: AnchorReference, _ b: AnchorReference, multiplier: Double = 1) -> AutoLayoutConstraint {
            AutoLayoutConstraint(first: a, relation: .equal, second: b, multiplier: multiplier, constant: 0, priority: .required)
        }
        func zero(_ a: AnchorReference) -> AutoLayoutConstraint {
            AutoLayoutConstraint(first: a, relation: .equal, second: nil, multiplier: 1, constant: 0, priority: .required)
        }
        /// A new guide, pinned on the axis it does not measure (at its owner's top or left, size 0),
        /// so that Auto Layout finds nothing ambiguous.
        func newGuide(measuring dimension: AutoLayoutAttribute = .width) -> AnchorOwner {
            let guide = AnchorOwner.helper(result.helperCount, in: owner)
            result.helperCount += 1
            let (edge, size): (AutoLayoutAttribute, AutoLayoutAttribute) = dimension == .width ? (.top, .height) : (.left, .width)
            result.constraints.append(equal(
                AnchorReference(owner: guide, attribute: edge), AnchorReference(owner: .item(owner), attribute: edge)))
            result.constraints.append(zero(AnchorReference(owner: guide, attribute: size)))
            return guide
        }
        var sizes = sides.filter { $0.reference.attribute.isDimension }
        let positions = sides.filter { !$0.reference.attribute.isDimension }
        if let pivot = positions.last {
            // Σ kᵢ·Pᵢ with Σ kᵢ = 0 is Σ kᵢ·(Pᵢ − pivot): each difference a guide's width or height.
            for (reference, coefficient) in positions.dropLast() {
                let horizontal = Self.isHorizontal(reference.attribute)
                let measured: AutoLayoutAttribute = horizontal ? .width : .height
                let span = newGuide(measuring: measured)
                let (start, end): (AutoLayoutAttribute, AutoLayoutAttribute) =
                    reference.attribute.isDirectional || pivot.reference.attribute.isDirectional
                    ? (.leading, .trailing) : horizontal ? (.left, .right) : (.top, .bottom)
                result.constraints.append(equal(AnchorReference(owner: span, attribute: start), pivot.reference))
                result.constraints.append(equal(AnchorReference(owner: span, attribute: end), reference))
                sizes.append((AnchorReference(owner: span, attribute: measured), coefficient))
            }
        }
        if sizes.count <= 2 {
            let (final, coefficient) = sizes.count == 1
                ? (AutoLayoutConstraint(
                    first: sizes[0].reference, relation: sizes[0].coefficient < 0 ? relation.flipped : relation, second: nil,
                    multiplier: 1, constant: -constant / sizes[0].coefficient, priority: priority), sizes[0].coefficient)
                : Self.pair(sizes[0], sizes[1], relation, constant: constant, priority: priority)
            result.constraints.append(final)
            result.firstCoefficient = coefficient
            return result
        }
        // Three sizes or more: the first with coefficient 1 stays; the others end to end.
        let largest = sizes.indices.max { abs(sizes[$0].coefficient) < abs(sizes[$1].coefficient) } ?? 0
        let firstIndex = sizes.firstIndex { abs($0.coefficient) == 1 } ?? largest
        let first = sizes.remove(at: firstIndex)
        var segments: [AnchorOwner] = []
        for (reference, coefficient) in sizes {
            let segment = newGuide()
            let start = segments.last.map { AnchorReference(owner: $0, attribute: .right) }
                ?? AnchorReference(owner: .item(owner), attribute: .left)
            result.constraints.append(equal(AnchorReference(owner: segment, attribute: .left), start))
            // The segments add up to what the first size equals: −kⱼ / k₁ of each other size.
            result.constraints.append(equal(
                AnchorReference(owner: segment, attribute: .width), reference, multiplier: -coefficient / first.coefficient))
            segments.append(segment)
        }
        let total = newGuide()
        if let firstSegment = segments.first, let lastSegment = segments.last {
            result.constraints.append(equal(
                AnchorReference(owner: total, attribute: .left), AnchorReference(owner: firstSegment, attribute: .left)))
            result.constraints.append(equal(
                AnchorReference(owner: total, attribute: .right), AnchorReference(owner: lastSegment, attribute: .right)))
        }
        // k₁·D₁ + Σ kⱼ·Dⱼ + c R 0 is D₁ R total − c / k₁ (the relation flipped for a negative k₁).
        result.constraints.append(AutoLayoutConstraint(
            first: first.reference, relation: first.coefficient < 0 ? relation.flipped : relation,
            second: AnchorReference(owner: total, attribute: .width), multiplier: 1, constant: -constant / first.coefficient,
            priority: priority))
        result.firstCoefficient = first.coefficient
        return result
    }

    private static func isHorizontal(_ attribute: AutoLayoutAttribute) -> Bool {
        switch attribute {
        case .left, .right, .leading, .trailing, .centerX, .width: true
        default: false
        }
    }

    /// Whether a sum of position coefficients is rounding noise next to the coefficients it sums.
    private static func isNegligible(_ sum: Double, against vectors: [Vector]) -> Bool {
        let largest = vectors.map { abs($0.position) }.max() ?? 0
        return abs(sum) <= largest * 1e-12
    }

    /// The slot a term adds to, and what it adds.
    private func place(_ term: AnchorTerm) -> (Slot, Vector) {
        var owner: AnchorOwner = .item(term.view)
        if views.indices.contains(term.view.index), let viewOfSafeArea = views[term.view.index].safeAreaOwner {
            owner = .safeArea(viewOfSafeArea)
        } else if term.anchor.isMargin {
            owner = .margins(term.view)
        }
        let c = term.coefficient
        let (family, vector): (Family, Vector) = switch term.anchor {
        case .left, .leftMargin, .top, .topMargin: (.frame, Vector(position: c, extent: 0))
        case .right, .rightMargin, .bottom, .bottomMargin: (.frame, Vector(position: c, extent: c))
        case .centerX, .centerXWithinMargins, .centerY, .centerYWithinMargins: (.frame, Vector(position: c, extent: c / 2))
        case .width, .height: (.frame, Vector(position: 0, extent: c))
        case .leading, .leadingMargin: (.directional, Vector(position: c, extent: 0))
        case .trailing, .trailingMargin: (.directional, Vector(position: c, extent: c))
        case .firstBaseline: (.firstBaseline, Vector(position: c, extent: 0))
        case .lastBaseline: (.lastBaseline, Vector(position: c, extent: 0))
        }
        return (Slot(owner: owner, horizontal: term.anchor.isHorizontal, family: family), vector)
    }

    /// The single anchor `vector` is a multiple of, as (anchor, multiple); `.some(nil)` for a
    /// vector that cancelled out; `nil` when it is no multiple of any one anchor.
    private func anchor(of vector: Vector, at slot: Slot) -> (reference: AnchorReference, coefficient: Double)?? {
        func reference(_ attribute: AutoLayoutAttribute) -> AnchorReference {
            AnchorReference(owner: slot.owner, attribute: attribute)
        }
        let (p, e) = (vector.position, vector.extent)
        if p == 0 && e == 0 { return .some(nil) }
        switch slot.family {
        case .firstBaseline, .lastBaseline:
            return e == 0 ? (reference(slot.family == .firstBaseline ? .firstBaseline : .lastBaseline), p) : nil
        case .frame, .directional:
            if p == 0 { return (reference(slot.horizontal ? .width : .height), e) }
            let candidates: [(AutoLayoutAttribute, Double)] = switch (slot.family, slot.horizontal) {
            case (.directional, _): [(.leading, 0), (.trailing, 1)]
            case (_, true): [(.left, 0), (.right, 1), (.centerX, 0.5)]
            default: [(.top, 0), (.bottom, 1), (.centerY, 0.5)]
            }
            for (attribute, extent) in candidates where Self.close(e / p, extent) {
                return (reference(attribute), p)
            }
            return nil
        }
    }

    /// Root's vector as two anchors, its position and its size: a fraction of root's position
    /// (`root.centerX / 2`) is no single anchor, but root's origin is 0.
    private func rootParts(_ vector: Vector, at slot: Slot) -> [(reference: AnchorReference, coefficient: Double)] {
        let position: AutoLayoutAttribute = slot.family == .directional ? .leading : slot.horizontal ? .left : .top
        var parts: [(reference: AnchorReference, coefficient: Double)] = []
        if vector.position != 0 { parts.append((AnchorReference(owner: slot.owner, attribute: position), vector.position)) }
        if vector.extent != 0 {
            parts.append((AnchorReference(owner: slot.owner, attribute: slot.horizontal ? .width : .height), vector.extent))
        }
        return parts
    }

    /// `mapped`, or `.notFinite` if a multiplier or constant is not finite.
    private static func finite(_ mapped: MappedEquation) -> Result<MappedEquation, AnchorMappingFailure> {
        mapped.constraints.allSatisfy { $0.multiplier.isFinite && $0.constant.isFinite }
            ? .success(mapped) : .failure(.notFinite)
    }

    private static func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-12 }
}

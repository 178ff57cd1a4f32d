// The constraints a UIStackView installs for its arranged views, written for the model from what
// UIKit documents and prints (the `UISV-*` identifiers of its constraint dumps), independently of
// the compiler's lowering of `stack` (Sources/Compiler), so that agreeing frames prove both. Each
// constraint is a RecordedConstraint the model then solves like any recorded one; helper guides
// (the alignment spanner, the gap guides, a margins canvas) are extra items after the recorded ones.
//
// Along the axis (start/end/center/length: leading/trailing/centerX/width in a row, top/bottom/
// centerY/height in a column), for the visible arranged views V0...Vn-1:
// - UISV-canvas-connection: canvas.start == V0.start, Vn-1.end == canvas.end (the canvas is the
//   stack, or its margins rectangle when `isLayoutMarginsRelativeArrangement`).
// - UISV-spacing: Vi+1.start == Vi.end + gap, `>=` for equalSpacing and equalCentering; the gap is
//   the custom spacing after Vi or the stack's spacing, the system's spacing 8; a column measuring
//   from baselines (`isBaselineRelativeArrangement`) relates Vi+1.firstBaseline to Vi.lastBaseline.
// - fillEqually: UISV-fill-equally Vi.length == V0.length, required.
// - fillProportionally: UISV-fill-proportionally Vi.length == p × canvas.length at 999 − i, p the
//   view's intrinsic length over the sum of the intrinsic lengths and the gaps (a view without
//   one counts 0).
// - equalSpacing: a gap guide Gi between Vi.end and Vi+1.start (UISV-distributing-edge), Gi.length
//   == G0.length required (UISV-fill-equally); equalCentering: Gi between the centers, Gi.length ==
//   G0.length at 149.
// - A hidden arranged view: UISV-hiding length == 0, and it sits at the end of the visible view
//   before it (at the canvas's start when none is): its gap disappears with it.
// Across the axis (alignment), X any other arranged view:
// - fill: canvas.start == V0.start, V0.end == canvas.end, X.start == V0.start, X.end == V0.end.
// - leading (top), trailing (bottom), center, firstBaseline, lastBaseline: UISV-alignment
//   V0.a == X.a; a spanner guide S (UISV-spanning-boundary) with S.start == X.start at 999.5 and
//   S.end >= X.end (leading), S.start <= X.start and S.end == X.end at 999.5 (trailing), or both
//   inequalities (center, baselines); UISV-spanning-fit S.length == 0 at 51; the canvas connected
//   to V0's aligned edge and to S's other edge (center: S's edges and canvas.center ==
//   V0.center; firstBaseline: S's end edge and canvas.start <= V0.start; lastBaseline: S's start edge and canvas.end >= V0.end,
//   as UIKit's constraint dump has it (the spanner's far edge is left unconnected); both
//   baselines with UISV-canvas-fit canvas.length == 0 at 49);
//   UISV-ambiguity-suppression X.length == 0 at 25. One visible view needs no spanner: the
//   canvas holds it by inequalities and UISV-canvas-fit at 49.

import AutoLayoutRecording

/// UIKit's stack view constraints for every recorded stack view.
struct StackArrangement {
    /// The spacing UIKit's `constraint(equalToSystemSpacingAfter:multiplier:)` gives between two
    /// sibling views (`UIStackView.spacingUseSystem`).
    static let systemSpacing = 8.0

    /// A helper guide the model adds: its label and the stack that owns it.
    struct Extra {
        var label: String
        var owner: Int
    }

    private let items: [RecordedItem]
    private(set) var extras: [Extra] = []
    private(set) var constraints: [RecordedConstraint] = []

    /// The arrangements of every stack view in `layout`; extra guides take ids from
    /// `layout.items.count` on.
    init(_ layout: RecordedLayout) throws(AutoLayoutModelError) {
        items = layout.items
        for item in layout.items {
            guard let stack = item.view?.stack else { continue }
            try arrange(stack, of: item.id)
        }
    }

    // MARK: Attributes by axis

    private struct Axis {
        var start: RecordedAttribute
        var end: RecordedAttribute
        var center: RecordedAttribute
        var length: RecordedAttribute
    }

    private static let horizontal = Axis(start: .leading, end: .trailing, center: .centerX, length: .width)
    private static let vertical = Axis(start: .top, end: .bottom, center: .centerY, length: .height)

    private mutating func guide(_ label: String, owner: Int) -> Int {
        extras.append(Extra(label: label, owner: owner))
        return items.count + extras.count - 1
    }

    private mutating func add(
        _ name: String, _ first: Int, _ firstAttribute: RecordedAttribute, _ relation: RecordedRelation,
        _ second: Int? = nil, _ secondAttribute: RecordedAttribute? = nil, multiplier: Double = 1, constant: Double = 0,
        priority: Float = 1000
    ) {
        constraints.append(
            RecordedConstraint(
                firstItem: first, firstAttribute: firstAttribute, relation: relation, secondItem: second,
                secondAttribute: second == nil ? nil : secondAttribute, multiplier: multiplier, constant: constant,
                priority: priority, identifier: name))
    }

    private func isHidden(_ id: Int) -> Bool { items[id].view?.isHidden ?? false }

    private func intrinsicLength(_ id: Int, horizontal: Bool) -> Double {
        (horizontal ? items[id].view?.intrinsicWidth : items[id].view?.intrinsicHeight) ?? 0
    }

    private static func points(_ spacing: RecordedSpacing) -> Double {
        switch spacing {
        case .points(let value): value
        case .system: systemSpacing
        }
    }

    // MARK: One stack

    private mutating func arrange(_ stack: RecordedStack, of id: Int) throws(AutoLayoutModelError) {
        let isRow = stack.axis == .horizontal
        let main = isRow ? Self.horizontal : Self.vertical
        let cross = isRow ? Self.vertical : Self.horizontal
        let label = items[id].label.isEmpty ? "#\(id)" : items[id].label
        if !isRow && (stack.alignment == .firstBaseline || stack.alignment == .lastBaseline) {
            throw .unsupported("the \(stack.alignment) alignment of the vertical stack '\(label)' (UIKit documents it for horizontal stacks)")
        }

        // The canvas: the stack, or a guide on its margins rectangle.
        var canvas = id
        if stack.isLayoutMarginsRelative {
            canvas = guide("UISV-canvas \(label) margins", owner: id)
            for (edge, margin) in [(RecordedAttribute.left, RecordedAttribute.leftMargin), (.right, .rightMargin), (.top, .topMargin), (.bottom, .bottomMargin)] {
                add("UISV-canvas \(label) margins", canvas, edge, .equal, id, margin)
            }
        }

        let visible = stack.arranged.filter { !isHidden($0) }
        let gaps = zip(visible, visible.dropFirst()).map { previous, _ in
            Self.points(stack.customSpacings.first { $0.after == previous }?.spacing ?? stack.spacing)
        }
        for hidden in stack.arranged where isHidden(hidden) {
            add("UISV-hiding", hidden, main.length, .equal, constant: 0)
            let before = stack.arranged.prefix { $0 != hidden }.last { !isHidden($0) }
            if let before {
                add("UISV-hiding position", hidden, main.start, .equal, before, main.end)
            } else {
                add("UISV-hiding position", hidden, main.start, .equal, canvas, main.start)
            }
        }
        guard let first = visible.first, let last = visible.last else {
            for hidden in stack.arranged { add("UISV-hiding position", hidden, cross.start, .equal, canvas, cross.start) }
            return
        }

        // Along the axis.
        add("UISV-canvas-connection", canvas, main.start, .equal, first, main.start)
        add("UISV-canvas-connection", last, main.end, .equal, canvas, main.end)
        let spacingRelation: RecordedRelation =
            stack.distribution == .equalSpacing || stack.distribution == .equalCentering ? .greaterThanOrEqual : .equal
        let baselines = !isRow && stack.isBaselineRelative
        for (index, (previous, next)) in zip(visible, visible.dropFirst()).enumerated() {
            if baselines {
                add("UISV-spacing", next, .firstBaseline, spacingRelation, previous, .lastBaseline, constant: gaps[index])
            } else {
                add("UISV-spacing", next, main.start, spacingRelation, previous, main.end, constant: gaps[index])
            }
        }
        switch stack.distribution {
        case .fill:
            break
        case .fillEqually:
            for view in visible.dropFirst() { add("UISV-fill-equally", view, main.length, .equal, first, main.length) }
        case .fillProportionally:
            let total = visible.reduce(gaps.reduce(0, +)) { $0 + intrinsicLength($1, horizontal: isRow) }
            for (index, view) in visible.enumerated() {
                let share = total > 0 ? intrinsicLength(view, horizontal: isRow) / total : 0
                add(
                    "UISV-fill-proportionally", view, main.length, .equal, canvas, main.length, multiplier: share,
                    priority: Float(max(999 - index, 1)))
            }
        case .equalSpacing, .equalCentering:
            let centering = stack.distribution == .equalCentering
            var firstGap: Int?
            for (previous, next) in zip(visible, visible.dropFirst()) {
                let gap = guide("UISV-distributing \(label)", owner: id)
                add("UISV-distributing-edge", gap, main.start, .equal, previous, centering ? main.center : main.end)
                add("UISV-distributing-edge", gap, main.end, .equal, next, centering ? main.center : main.start)
                if let firstGap {
                    add("UISV-fill-equally", gap, main.length, .equal, firstGap, main.length, priority: centering ? 149 : 1000)
                } else {
                    firstGap = gap
                }
            }
        }

        // Across the axis.
        let others = stack.arranged.filter { $0 != first }
        if stack.alignment == .fill {
            add("UISV-canvas-connection", canvas, cross.start, .equal, first, cross.start)
            add("UISV-canvas-connection", first, cross.end, .equal, canvas, cross.end)
            for view in others {
                add("UISV-alignment", first, cross.start, .equal, view, cross.start)
                add("UISV-alignment", first, cross.end, .equal, view, cross.end)
            }
            return
        }
        let aligned: RecordedAttribute =
            switch stack.alignment {
            case .fill, .leading: cross.start
            case .trailing: cross.end
            case .center: cross.center
            case .firstBaseline: .firstBaseline
            case .lastBaseline: .lastBaseline
            }
        for view in others { add("UISV-alignment", first, aligned, .equal, view, aligned) }
        for view in stack.arranged { add("UISV-ambiguity-suppression", view, cross.length, .equal, constant: 0, priority: 25) }

        if visible.count == 1 {
            // No spanner: the canvas holds the one view.
            switch stack.alignment {
            case .leading: add("UISV-canvas-connection", canvas, cross.start, .equal, first, cross.start)
            default: add("UISV-canvas-connection", canvas, cross.start, .lessThanOrEqual, first, cross.start)
            }
            switch stack.alignment {
            case .trailing: add("UISV-canvas-connection", first, cross.end, .equal, canvas, cross.end)
            default: add("UISV-canvas-connection", first, cross.end, .lessThanOrEqual, canvas, cross.end)
            }
            if stack.alignment == .center { add("UISV-canvas-connection", canvas, cross.center, .equal, first, cross.center) }
            add("UISV-canvas-fit", canvas, cross.length, .equal, constant: 0, priority: 49)
            return
        }

        let spanner = guide("UISV-alignment-spanner \(label)", owner: id)
        for view in visible {
            switch stack.alignment {
            case .leading:
                add("UISV-spanning-boundary", spanner, cross.start, .equal, view, cross.start, priority: 999.5)
                add("UISV-spanning-boundary", spanner, cross.end, .greaterThanOrEqual, view, cross.end)
            case .trailing:
                add("UISV-spanning-boundary", spanner, cross.start, .lessThanOrEqual, view, cross.start)
                add("UISV-spanning-boundary", spanner, cross.end, .equal, view, cross.end, priority: 999.5)
            default:
                add("UISV-spanning-boundary", spanner, cross.start, .lessThanOrEqual, view, cross.start)
                add("UISV-spanning-boundary", spanner, cross.end, .greaterThanOrEqual, view, cross.end)
            }
        }
        add("UISV-spanning-fit", spanner, cross.length, .equal, constant: 0, priority: 51)
        switch stack.alignment {
        case .leading:
            add("UISV-canvas-connection", canvas, cross.start, .equal, first, cross.start)
            add("UISV-canvas-connection", spanner, cross.end, .equal, canvas, cross.end)
        case .trailing:
            add("UISV-canvas-connection", canvas, cross.start, .equal, spanner, cross.start)
            add("UISV-canvas-connection", first, cross.end, .equal, canvas, cross.end)
        case .firstBaseline:
            // The near edge holds the first view loosely, so a taller later view may rise above
            // the stack: the stored frames of Interface Builder's own layouts show it (the corpus's
            // woocommerce--ULAccountMismatchViewController.xib, row `Hqt-oI-j1i`).
            add("UISV-canvas-connection", canvas, cross.start, .lessThanOrEqual, first, cross.start)
            add("UISV-canvas-connection", spanner, cross.end, .equal, canvas, cross.end)
        case .lastBaseline:
            // As UIKit's dump shows it: the far edge holds the first view, loosely, not the spanner.
            add("UISV-canvas-connection", canvas, cross.start, .equal, spanner, cross.start)
            add("UISV-canvas-connection", canvas, cross.end, .greaterThanOrEqual, first, cross.end)
        default:
            add("UISV-canvas-connection", canvas, cross.start, .equal, spanner, cross.start)
            add("UISV-canvas-connection", spanner, cross.end, .equal, canvas, cross.end)
        }
        if stack.alignment == .center { add("UISV-canvas-connection", canvas, cross.center, .equal, first, cross.center) }
        if stack.alignment == .firstBaseline || stack.alignment == .lastBaseline {
            add("UISV-canvas-fit", canvas, cross.length, .equal, constant: 0, priority: 49)
        }
    }
}

import AutoLayoutRecording
import LayoutSolver

/// An edge of a rectangle.
enum Edge: Int, CaseIterable {
    case left, top, right, bottom

    /// Whether the edge is the far one on its axis (right, bottom), where the safe area takes `min`.
    var isFar: Bool { self == .right || self == .bottom }
}

/// One side of one view's safe area.
struct SafeSide: Hashable {
    var view: Int
    var edge: Edge
}

/// Which linear case of `max`/`min` a safe-area side is defined by.
enum SafeCase {
    /// The view's own edge (it is inside root's safe area).
    case ownEdge
    /// Root's safe edge (the view's edge is outside it).
    case safeEdge
}

/// One round's solver: every recorded item's four unknowns, the recorded constraints, the
/// implicit ones, and each needed safe-area side defined by its assumed case.
struct ModelSystem {
    private let layout: RecordedLayout
    private let direction: RecordedDirection
    private let rootSafe: [Double]  // left, top, right, bottom of root's safe rectangle
    private var solver = Solver()
    private var frames: [[Variable]] = []  // per item: left, top, width, height
    private var safeSides: [Int: [Variable]] = [:]  // per view whose safe area is needed
    private var names: [String] = []  // by constraint tag
    private var extraLabels: [String] = []  // the stack arrangements' helper guides, after the items
    /// The case each non-root safe-area side was defined by (after any switch for a conflict).
    private(set) var chosenCases: [SafeSide: SafeCase] = [:]

    init(
        layout: RecordedLayout, canvas: (width: Double, height: Double), direction: RecordedDirection,
        insets: RecordedInsets, cases: [SafeSide: SafeCase]
    ) throws(AutoLayoutModelError) {
        self.layout = layout
        self.direction = direction
        rootSafe = [insets.left, insets.top, canvas.width - insets.right, canvas.height - insets.bottom]
        guard !layout.items.isEmpty, layout.items[0].kind == .view else { throw .unsupported("a layout without a root view") }
        try Self.validate(layout)
        for item in layout.items {
            let name = item.label.isEmpty ? "#\(item.id)" : item.label
            frames.append(["left", "top", "width", "height"].map { solver.makeVariable(named: "\(name).\($0)") })
        }
        let arrangement = try StackArrangement(layout)
        for extra in arrangement.extras {
            extraLabels.append(extra.label)
            frames.append(["left", "top", "width", "height"].map { solver.makeVariable(named: "\(extra.label).\($0)") })
        }
        for view in try viewsNeedingSafeArea() {
            safeSides[view] = Edge.allCases.map { solver.makeVariable(named: "#\(view).safeArea.\($0)") }
        }

        let root = frames[0]
        try add(expression(root[0]), .equal, name: "root.left = 0 (canvas)")
        try add(expression(root[1]), .equal, name: "root.top = 0 (canvas)")
        try add(expression(root[2]) - canvas.width, .equal, name: "root.width = \(canvas.width) (canvas)")
        try add(expression(root[3]) - canvas.height, .equal, name: "root.height = \(canvas.height) (canvas)")
        for (index, constraint) in layout.constraints.enumerated() {
            try addRecorded(contentAreaConstraint(constraint), index: index)
        }
        for (index, constraint) in arrangement.constraints.enumerated() {
            try addRecorded(constraint, index: layout.constraints.count + index)
        }
        try addIntrinsicSizes()
        try addGuideDefinitions()
        try addSafeSides(cases)
    }

    /// Refuses a layout whose ids do not index its items (a snapshot always does; JSON from
    /// elsewhere might not), so that no lookup below can fall outside them.
    private static func validate(_ layout: RecordedLayout) throws(AutoLayoutModelError) {
        let ids = 0..<layout.items.count
        for (index, item) in layout.items.enumerated() {
            guard item.id == index else { throw .unsupported("item \(index) has the id \(item.id)") }
            if let parent = item.parent, !ids.contains(parent) { throw .unsupported("item \(index) has no parent \(parent)") }
            if item.kind != .view && item.parent == nil { throw .unsupported("guide \(index) has no owning view") }
        }
        for (index, constraint) in layout.constraints.enumerated() {
            guard ids.contains(constraint.firstItem), constraint.secondItem.map(ids.contains) ?? true,
                (constraint.secondItem == nil) == (constraint.secondAttribute == nil)
            else { throw .unsupported("constraint \(index) names an item that is not recorded, or lacks an attribute") }
        }
    }

    // MARK: Attributes

    private func expression(_ variable: Variable) -> LinearExpression { LinearExpression(variable) }

    private func edge(_ item: Int, _ edge: Edge) -> LinearExpression {
        let frame = frames[item]
        switch edge {
        case .left: return expression(frame[0])
        case .top: return expression(frame[1])
        case .right: return expression(frame[0]) + expression(frame[2])
        case .bottom: return expression(frame[1]) + expression(frame[3])
        }
    }

    /// Root's right edge, from which right-to-left positions are measured.
    private var rootRight: LinearExpression { edge(0, .right) }

    /// A position measured in the writing direction: itself in left to right, `root.right - x` in
    /// right to left (grammar.md "Layout direction").
    private func directional(_ absolute: LinearExpression) -> LinearExpression {
        direction == .leftToRight ? absolute : rootRight - absolute
    }

    /// A view's margins for the solved direction: directional (or default) margins recorded in
    /// the other direction swap left and right.
    private func margins(of item: Int) throws(AutoLayoutModelError) -> RecordedInsets {
        let entry = layout.items[item]
        guard entry.kind == .view, let view = entry.view else {
            throw .unsupported("a margin attribute of '\(describeItem(item))', which is not a view")
        }
        switch view.marginsSource {
        case .system: throw .unsupported("the system margins of '\(describeItem(item))' (AppKit's layoutMarginsGuide)")
        case .absolute: return view.layoutMargins
        case .unset, .directional:
            return direction == layout.direction ? view.layoutMargins : view.layoutMargins.mirrored
        }
    }

    /// The edge margins are measured from: the safe area's when the view insets its margins from
    /// it, else the view's own.
    private func marginBase(_ item: Int, _ edge: Edge) -> LinearExpression {
        if let sides = safeSides[item], layout.items[item].view?.insetsLayoutMarginsFromSafeArea == true {
            return expression(sides[edge.rawValue])
        }
        return self.edge(item, edge)
    }

    /// An edge of a view's margins rectangle.
    private func marginEdge(_ item: Int, _ edge: Edge) throws(AutoLayoutModelError) -> LinearExpression {
        let insets = try margins(of: item)
        let base = marginBase(item, edge)
        switch edge {
        case .left: return base + insets.left
        case .top: return base + insets.top
        case .right: return base - insets.right
        case .bottom: return base - insets.bottom
        }
    }

    /// The value of `attribute` of `item` as a linear expression of the unknowns.
    private func attribute(_ attribute: RecordedAttribute, of item: Int) throws(AutoLayoutModelError) -> LinearExpression {
        let frame = frames[item]
        switch attribute {
        case .left: return edge(item, .left)
        case .right: return edge(item, .right)
        case .top: return edge(item, .top)
        case .bottom: return edge(item, .bottom)
        case .leading: return directional(edge(item, direction == .leftToRight ? .left : .right))
        case .trailing: return directional(edge(item, direction == .leftToRight ? .right : .left))
        case .width: return expression(frame[2])
        case .height: return expression(frame[3])
        case .centerX: return edge(item, .left) + 0.5 * expression(frame[2])
        case .centerY: return edge(item, .top) + 0.5 * expression(frame[3])
        case .firstBaseline, .lastBaseline:
            let view = item < layout.items.count ? layout.items[item].view : nil
            let offset = attribute == .firstBaseline ? view?.firstBaselineOffset : view?.lastBaselineOffset
            return offset.map { edge(item, .top) + $0 } ?? edge(item, .bottom)
        case .leftMargin: return try marginEdge(item, .left)
        case .rightMargin: return try marginEdge(item, .right)
        case .topMargin: return try marginEdge(item, .top)
        case .bottomMargin: return try marginEdge(item, .bottom)
        case .leadingMargin: return directional(try marginEdge(item, direction == .leftToRight ? .left : .right))
        case .trailingMargin: return directional(try marginEdge(item, direction == .leftToRight ? .right : .left))
        case .centerXWithinMargins: return 0.5 * (try marginEdge(item, .left) + marginEdge(item, .right))
        case .centerYWithinMargins: return 0.5 * (try marginEdge(item, .top) + marginEdge(item, .bottom))
        }
    }

    // MARK: Constraints

    private mutating func add(
        _ expression: LinearExpression, _ relation: LayoutSolver.Relation, priority: Double = Strength.required,
        name: String
    ) throws(AutoLayoutModelError) {
        guard let conflict = try addReportingConflict(expression, relation, priority: priority, name: name) else { return }
        throw .conflict(conflict)
    }

    /// Adds a constraint; returns the names of a conflict instead of throwing it.
    private mutating func addReportingConflict(
        _ expression: LinearExpression, _ relation: LayoutSolver.Relation, priority: Double = Strength.required,
        name: String
    ) throws(AutoLayoutModelError) -> [String]? {
        let constraint = Constraint(expression, relation, priority: priority, tag: names.count)
        names.append(name)
        do throws(SolverError) {
            try solver.add(constraint)
            return nil
        } catch {
            if case .unsatisfiable(let conflict) = error { return conflict.map { names[$0.tag] } }
            throw .unsupported("the solver refused \(name): \(error)")
        }
    }

    private static func relation(_ relation: RecordedRelation) -> LayoutSolver.Relation {
        switch relation {
        case .lessThanOrEqual: .lessThanOrEqual
        case .equal: .equal
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
    }

    /// `item1.attr1 − multiplier × item2.attr2 − constant RELATION 0`, weight 1: UIKit's error.
    private mutating func addRecorded(_ constraint: RecordedConstraint, index: Int) throws(AutoLayoutModelError) {
        var lhs = try attribute(constraint.firstAttribute, of: constraint.firstItem)
        if let second = constraint.secondItem, let secondAttribute = constraint.secondAttribute {
            lhs = lhs - constraint.multiplier * (try attribute(secondAttribute, of: second))
        }
        try add(
            lhs - constraint.constant, Self.relation(constraint.relation), priority: Double(constraint.priority),
            name: constraint.identifier ?? describe(constraint, index: index))
    }

    /// A constraint between a scroll view's edge and an item inside it attaches to the scroll
    /// view's content area (Apple's Technical Note TN2154: "the top, left, bottom, and right edges
    /// within a scroll view now mean the edges of its content view"); widths, heights and centers
    /// stay the scroll view's frame's.
    private func contentAreaConstraint(_ constraint: RecordedConstraint) -> RecordedConstraint {
        guard let second = constraint.secondItem, let secondAttribute = constraint.secondAttribute else { return constraint }
        let edges: Set<RecordedAttribute> = [.left, .right, .top, .bottom, .leading, .trailing]
        var result = constraint
        if edges.contains(constraint.firstAttribute), let content = contentGuide(of: constraint.firstItem, around: second) {
            result.firstItem = content
        }
        if edges.contains(secondAttribute), let content = contentGuide(of: second, around: constraint.firstItem) {
            result.secondItem = content
        }
        return result
    }

    /// The content guide of `scroll` when it is a scroll view and `item` is inside it.
    private func contentGuide(of scroll: Int, around item: Int) -> Int? {
        guard let content = layout.items.first(where: { $0.kind == .contentGuide && $0.parent == scroll }) else { return nil }
        // A view below the scroll view, or a guide the app added to one (or to the scroll view).
        let entry = layout.items[item]
        guard entry.kind == .view || entry.kind == .guide else { return nil }
        var current = entry.parent
        var steps = 0
        while let parent = current, steps <= layout.items.count {
            if parent == scroll { return content.id }
            current = layout.items[parent].parent
            steps += 1
        }
        return nil
    }

    /// Each view's intrinsic size: `dim <= size` at hugging, `dim >= size` at compression resistance.
    private mutating func addIntrinsicSizes() throws(AutoLayoutModelError) {
        for item in layout.items {
            guard let view = item.view else { continue }
            let axes: [(size: Double?, variable: Variable, axis: String, hugging: Float, compression: Float)] = [
                (view.intrinsicWidth, frames[item.id][2], "horizontal", view.horizontalHugging, view.horizontalCompressionResistance),
                (view.intrinsicHeight, frames[item.id][3], "vertical", view.verticalHugging, view.verticalCompressionResistance),
            ]
            for axis in axes {
                guard let size = axis.size else { continue }
                let dimension = expression(axis.variable) - size
                try add(
                    dimension, .lessThanOrEqual, priority: Double(axis.hugging),
                    name: "the \(axis.axis) hugging of '\(describeItem(item.id))' (<= \(size))")
                try add(
                    dimension, .greaterThanOrEqual, priority: Double(axis.compression),
                    name: "the \(axis.axis) compression resistance of '\(describeItem(item.id))' (>= \(size))")
            }
        }
    }

    /// The margins and safe-area guides, each defined as the rectangle it stands for.
    private mutating func addGuideDefinitions() throws(AutoLayoutModelError) {
        for item in layout.items where item.kind == .contentGuide || item.kind == .frameGuide {
            guard let owner = item.parent else { throw .unsupported("guide \(item.id) has no owning view") }
            // The content's origin is the scroll view's at content offset zero, without insets; its
            // size is the content size, left to the constraints.
            let name = "the \(item.kind == .contentGuide ? "content" : "frame") guide of '\(describeItem(owner))'"
            let sides: [Edge] = item.kind == .contentGuide ? [.left, .top] : Edge.allCases
            for side in sides { try add(edge(item.id, side) - edge(owner, side), .equal, name: "\(name) (\(side))") }
        }
        for item in layout.items where item.kind == .keyboardGuide || item.kind == .readableGuide {
            try addKeyboardOrReadableDefinition(item)
        }
        for item in layout.items where item.kind == .marginsGuide || item.kind == .safeAreaGuide {
            guard let owner = item.parent else { throw .unsupported("guide \(item.id) has no owning view") }
            var sides: [LinearExpression] = []
            for side in Edge.allCases {
                if item.kind == .marginsGuide {
                    sides.append(try marginEdge(owner, side))
                } else if let safe = safeSides[owner] {
                    sides.append(expression(safe[side.rawValue]))
                }
            }
            let name = "the \(item.kind == .marginsGuide ? "margins" : "safe-area") guide of '\(describeItem(owner))'"
            for side in Edge.allCases {
                try add(edge(item.id, side) - sides[side.rawValue], .equal, name: "\(name) (\(side))")
            }
        }
    }

    /// Root's keyboard guide (hidden: the strip below root's safe area, as `usesBottomSafeArea`;
    /// shown: the recorded height at root's bottom) or readable content guide (within root's
    /// margins, centered, at most the recorded readable width and as wide as it can be), as
    /// UIKit defines them (grammar.md, "The keyboard and readable width").
    private mutating func addKeyboardOrReadableDefinition(_ item: RecordedItem) throws(AutoLayoutModelError) {
        guard item.parent == 0 else { throw .unsupported("the keyboard or readable guide of a view other than root") }
        let id = item.id
        if item.kind == .keyboardGuide {
            guard let height = layout.rootKeyboardHeight else { throw .unsupported("a keyboard guide without a keyboard height") }
            let name = "the keyboard guide of root"
            try add(edge(id, .left) - edge(0, .left), .equal, name: "\(name) (left)")
            try add(edge(id, .right) - edge(0, .right), .equal, name: "\(name) (right)")
            try add(edge(id, .bottom) - edge(0, .bottom), .equal, name: "\(name) (bottom)")
            let top = height > 0 ? edge(0, .bottom) - height : LinearExpression(constant: rootSafe[3])
            try add(edge(id, .top) - top, .equal, name: "\(name) (top)")
            return
        }
        guard let width = layout.rootReadableWidth else { throw .unsupported("a readable guide without a readable width") }
        let name = "the readable content guide of root"
        let left = try marginEdge(0, .left), right = try marginEdge(0, .right)
        let guideWidth = expression(frames[id][2])
        try add(edge(id, .left) - left, .greaterThanOrEqual, name: "\(name) (within the left margin)")
        try add(edge(id, .right) - right, .lessThanOrEqual, name: "\(name) (within the right margin)")
        try add(edge(id, .left) * 2 + guideWidth - left - right, .equal, name: "\(name) (centered)")
        try add(guideWidth - width, .lessThanOrEqual, name: "\(name) (at most the readable width)")
        try add(guideWidth - width, .equal, priority: 999.999, name: "\(name) (as wide as it can be)")
        try add(edge(id, .top) - (try marginEdge(0, .top)), .equal, name: "\(name) (top)")
        try add(edge(id, .bottom) - (try marginEdge(0, .bottom)), .equal, name: "\(name) (bottom)")
    }

    /// Views whose safe area some item needs: owners of a safe-area guide, and owners of margins in
    /// use that are measured from the safe area.
    private func viewsNeedingSafeArea() throws(AutoLayoutModelError) -> [Int] {
        var needed = Set<Int>()
        for item in layout.items {
            if item.kind == .safeAreaGuide, let owner = item.parent { needed.insert(owner) }
        }
        var marginOwners = Set(layout.items.filter { $0.kind == .marginsGuide || $0.kind == .readableGuide }.compactMap(\.parent))
        // A stack arranged within its margins uses them as its canvas (ModelStack.swift).
        marginOwners.formUnion(layout.items.filter { $0.view?.stack?.isLayoutMarginsRelative == true }.map(\.id))
        let marginAttributes: Set<RecordedAttribute> = [
            .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
            .centerXWithinMargins, .centerYWithinMargins,
        ]
        for constraint in layout.constraints {
            if marginAttributes.contains(constraint.firstAttribute) { marginOwners.insert(constraint.firstItem) }
            if let second = constraint.secondItem, let attribute = constraint.secondAttribute, marginAttributes.contains(attribute) {
                marginOwners.insert(second)
            }
        }
        for owner in marginOwners where owner < layout.items.count && layout.items[owner].view?.insetsLayoutMarginsFromSafeArea == true {
            needed.insert(owner)
        }
        return needed.sorted()
    }

    /// Defines every needed safe-area side: root's by its inset edge, any other view's by its
    /// assumed case, switching to the other case if the assumed one conflicts.
    private mutating func addSafeSides(_ cases: [SafeSide: SafeCase]) throws(AutoLayoutModelError) {
        for (view, sides) in safeSides.sorted(by: { $0.key < $1.key }) {
            for side in Edge.allCases {
                let variable = expression(sides[side.rawValue])
                let name = "the safe area of '\(describeItem(view))' (\(side))"
                if view == 0 {
                    try add(variable - rootSafeEdge(side), .equal, name: name)
                    continue
                }
                let key = SafeSide(view: view, edge: side)
                var chosen = cases[key] ?? .ownEdge
                if try addReportingConflict(variable - definition(key, chosen), .equal, name: name) != nil {
                    chosen = chosen == .ownEdge ? .safeEdge : .ownEdge
                    if let conflict = try addReportingConflict(variable - definition(key, chosen), .equal, name: name) {
                        throw .conflict(conflict)
                    }
                }
                chosenCases[key] = chosen
            }
        }
    }

    private func rootSafeEdge(_ side: Edge) -> LinearExpression { LinearExpression(constant: rootSafe[side.rawValue]) }

    private func definition(_ side: SafeSide, _ chosen: SafeCase) -> LinearExpression {
        chosen == .ownEdge ? edge(side.view, side.edge) : rootSafeEdge(side.edge)
    }

    // MARK: Reading back

    private func value(_ expression: LinearExpression) -> Double {
        expression.terms.reduce(expression.constant) { $0 + $1.coefficient * solver.value(of: $1.variable) }
    }

    /// The sides whose assumed case does not hold in this round's solution (ties hold).
    func brokenSides() -> [SafeSide] {
        chosenCases.keys.sorted { ($0.view, $0.edge.rawValue) < ($1.view, $1.edge.rawValue) }.filter { side in
            let own = value(edge(side.view, side.edge))
            let safe = rootSafe[side.edge.rawValue]
            let tolerance = 1e-7 * max(1, abs(own), abs(safe))
            // Near sides take max: the own edge holds when it is at or past the safe edge.
            let ownHolds = side.edge.isFar ? own <= safe + tolerance : own >= safe - tolerance
            let safeHolds = side.edge.isFar ? own >= safe - tolerance : own <= safe + tolerance
            return chosenCases[side] == .ownEdge ? !ownHolds : !safeHolds
        }
    }

    /// Every item's frame.
    func solution() -> ModelSolution {
        ModelSolution(
            items: layout.items.map { item in
                let values = solver.values(of: frames[item.id])
                return ModelItemFrame(
                    id: item.id, kind: item.kind, label: item.label, parent: item.parent,
                    frame: ModelFrame(x: values[0], y: values[1], width: values[2], height: values[3]))
            })
    }

    // MARK: Names

    func describe(_ side: SafeSide) -> String { "the safe area of '\(describeItem(side.view))' (\(side.edge))" }

    private func describeItem(_ id: Int) -> String {
        guard id < layout.items.count else { return extraLabels[id - layout.items.count] }
        let item = layout.items[id]
        return item.label.isEmpty ? "#\(id)" : item.label
    }

    private func describe(_ constraint: RecordedConstraint, index: Int) -> String {
        let first = "\(describeItem(constraint.firstItem)).\(constraint.firstAttribute)"
        let relation =
            switch constraint.relation {
            case .lessThanOrEqual: "<="
            case .equal: "="
            case .greaterThanOrEqual: ">="
            }
        var rhs = ""
        if let second = constraint.secondItem, let attribute = constraint.secondAttribute {
            rhs = "\(constraint.multiplier) * \(describeItem(second)).\(attribute) + "
        }
        return "#\(index) \(first) \(relation) \(rhs)\(constraint.constant) @\(constraint.priority)"
    }
}

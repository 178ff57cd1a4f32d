import LayoutIR
import LayoutSolver
import LayoutSource

/// A side of a safe area: each is defined on its own.
enum SafeAreaSide: Int, CaseIterable, Sendable {
    case left, top, right, bottom

    /// The attribute's name, as in `v.safeArea.top`.
    var name: String {
        switch self {
        case .left: "left"
        case .top: "top"
        case .right: "right"
        case .bottom: "bottom"
        }
    }
}

/// Which linear piece of `max(view edge, root's safe edge)` (or `min`, for right and bottom)
/// defines a side.
enum SafeAreaCase: Sendable {
    /// The view's own edge: the edge lies inside root's safe area.
    case ownEdge
    /// Root's safe edge: the view's edge lies outside root's safe area, which clips it.
    case rootSafeEdge
}

/// One side of one safe-area guide defined by one case: the required equality
/// `terms + constant = 0` handed to the solver.
struct SafeAreaSideDefinition: Hashable, Sendable {
    /// The safe-area guide.
    var guide: ViewID
    /// Its view (root for root's safe area).
    var owner: ViewID
    /// Which side.
    var side: SafeAreaSide
    /// Which case the definition assumes.
    var assumed: SafeAreaCase
    /// The inset of root's safe area on this side.
    var inset: Double

    /// The terms of `guideSide - definedSide = 0`.
    var terms: [(LayoutVariable, Double)] {
        let (position, dimension): (PrimaryAttribute, PrimaryAttribute) =
            side == .left || side == .right ? (.left, .width) : (.top, .height)
        let isFar = side == .right || side == .bottom
        // guide.left (+ guide.width for a far side)...
        var terms: [(LayoutVariable, Double)] = [(LayoutVariable(guide, position), 1)]
        if isFar { terms.append((LayoutVariable(guide, dimension), 1)) }
        // ... minus the view's edge, or root's edge (the inset is in the constant).
        let source = assumed == .ownEdge || owner == .root ? owner : .root
        terms.append((LayoutVariable(source, position), -1))
        if isFar { terms.append((LayoutVariable(source, dimension), -1)) }
        return terms
    }

    /// The constant: root's safe edge is root's edge moved inwards by the inset.
    var constant: Double {
        guard assumed == .rootSafeEdge || owner == .root else { return 0 }
        return side == .right || side == .bottom ? inset : -inset
    }

    /// Whether the assumed case holds in `lowered`'s solution: the view's edge is inside root's
    /// safe area for `ownEdge`, outside for `rootSafeEdge` (ties hold either way).
    func holds(in lowered: LoweredLayout) -> Bool {
        guard owner != .root else { return true }
        let (position, dimension): (PrimaryAttribute, PrimaryAttribute) =
            side == .left || side == .right ? (.left, .width) : (.top, .height)
        let isFar = side == .right || side == .bottom
        func edge(_ view: ViewID) -> Double {
            lowered.value(of: LayoutVariable(view, position)) + (isFar ? lowered.value(of: LayoutVariable(view, dimension)) : 0)
        }
        let own = edge(owner)
        let safe = edge(.root) + (isFar ? -inset : inset)
        let tolerance = 1e-7 * max(1, abs(own), abs(safe))
        // Near sides take max: the own edge holds when it is at or past the safe edge.
        let ownHolds = isFar ? own <= safe + tolerance : own >= safe - tolerance
        let safeHolds = isFar ? own >= safe - tolerance : own <= safe + tolerance
        return assumed == .ownEdge ? ownHolds : safeHolds
    }

    /// The note naming this definition in a conflict.
    func explanation(in ir: LayoutIR) -> String {
        let view = ir.name(of: owner)
        let safeEdge = "root's safe \(side.name) (root.\(side.name) \(side == .right || side == .bottom ? "-" : "+") \(CanvasSize.format(inset)))"
        if owner == .root {
            return "root.safeArea.\(side.name) is \(safeEdge)"
        }
        let function = side == .right || side == .bottom ? "min" : "max"
        let piece = assumed == .ownEdge ? "\(view).\(side.name)" : safeEdge
        return "\(view).safeArea.\(side.name) is \(function)(\(view).\(side.name), root's safe \(side.name)), here \(piece)"
    }
}

/// Solves a layout whose views' safe areas are used: the piecewise-linear definitions
/// (`max`/`min` of a view's edge and root's safe edge) are lowered exactly by choosing each
/// side's linear case, solving, and switching the cases that do not hold, in rounds
/// (see grammar.md, "Nested views, superview and the safe area").
struct SafeAreaSolver {
    /// The layout.
    let ir: LayoutIR
    /// Root's safe-area insets.
    let insets: SafeAreaInsets
    /// The sources, to name compound attributes in an S001 as written.
    var sources: [SourceFile] = []
    /// The most rounds before giving up with S005.
    static let maximumRounds = 8

    /// What the rounds end with: a lowering whose cases all hold (or whose conflicts do not
    /// involve the safe area), or an S005 error.
    enum Outcome {
        case lowered(LoweredLayout)
        case failed(Diagnostic)
    }

    /// The safe-area guides, with their views, in view order.
    private var guides: [(guide: ViewID, owner: ViewID)] {
        ir.viewIDs.compactMap { view in ir.views[view.index].safeAreaOwner.map { (view, $0) } }
    }

    /// Runs the rounds at `canvas`.
    func lower(canvas: CanvasSize?) -> Outcome {
        let guides = self.guides
        // Cases by guide position, then side; every side starts at the view's own edge.
        var cases = [[SafeAreaCase]](repeating: Array(repeating: .ownEdge, count: 4), count: guides.count)
        // Sides switched because their definition conflicted, to stop after both cases failed.
        var switchedForConflict = Set<Int>()
        // The conflict that made each side switch, reported as S001 when the other case
        // conflicts too and the file reaches the guide only through margins.
        var conflictBeforeSwitch: [Int: [ConstraintOrigin]] = [:]
        var seen: [[[SafeAreaCase]]] = []
        // The sides switched last, to name the view whose safe area does not settle.
        var lastSwitched: [Int] = []
        for _ in 0..<Self.maximumRounds {
            seen.append(cases)
            let definitions = self.definitions(guides, cases)
            let lowered = LoweredLayout(ir, canvas: canvas, safeArea: definitions)
            if let conflict = lowered.conflicts.first(where: { !safeAreaSides(in: $0).isEmpty }) {
                let sides = safeAreaSides(in: conflict)
                let keys = sides.map { key(of: $0, among: guides) }
                guard let untried = keys.first(where: { !switchedForConflict.contains($0) }) else {
                    let first = keys.lazy.compactMap { conflictBeforeSwitch[$0] }.first ?? conflict
                    let members = Self.writtenMembers(of: first) + Self.writtenMembers(of: conflict)
                    let guides = Set(sides.map(\.guide))
                    if !Self.writtenMembers(of: first).isEmpty, !members.contains(where: { names($0, guides) }) {
                        return .failed(caseIndependentConflict(sides, conflict: first))
                    }
                    return .failed(offDefinition(sides, conflict: conflict))
                }
                switchedForConflict.insert(untried)
                conflictBeforeSwitch[untried] = conflict
                cases[untried / 4][untried % 4] = flipped(cases[untried / 4][untried % 4])
                lastSwitched = [untried]
            } else if !lowered.conflicts.isEmpty || !lowered.rejected.isEmpty {
                // A conflict of written constraints alone: S001 reports it as without safe areas.
                return .lowered(lowered)
            } else {
                let wrong = violatedSides(guides, cases, in: lowered)
                if wrong.isEmpty { return .lowered(lowered) }
                for key in wrong { cases[key / 4][key % 4] = flipped(cases[key / 4][key % 4]) }
                lastSwitched = wrong
            }
            if seen.contains(cases) { break }
        }
        let owner = lastSwitched.first.map { guides[$0 / 4].owner } ?? guides.first?.owner ?? .root
        var notes = [
            "each side of a safe area is max or min of the view's edge and root's safe edge; "
                + "these constraints make the view's position depend on which applies, and no choice is consistent"
        ]
        // Margins measured from the safe area are the usual way in: a margins-relative stack in
        // scroll content, say, whose bottom margin then depends on how far the content reaches.
        let name = ir.name(of: owner)
        if ir.marginsMeasuredFromSafeArea.contains(owner) {
            notes.append(
                "the margins of '\(name)' are measured from its safe area (UIKit's insetsLayoutMarginsFromSafeArea); "
                    + "'insetsMarginsFromSafeArea false' in its block measures them from its edges")
        }
        return .failed(.error(
            .safeAreaOffDefinition, "the safe area of '\(name)' does not settle", at: ir.views[owner.index].span,
            notes: notes))
    }

    private func flipped(_ safeAreaCase: SafeAreaCase) -> SafeAreaCase {
        safeAreaCase == .ownEdge ? .rootSafeEdge : .ownEdge
    }

    private func key(of side: SafeAreaSideDefinition, among guides: [(guide: ViewID, owner: ViewID)]) -> Int {
        (guides.firstIndex { $0.guide == side.guide } ?? 0) * 4 + side.side.rawValue
    }

    /// The definitions of every side in the cases given; root's safe area has one case.
    private func definitions(_ guides: [(guide: ViewID, owner: ViewID)], _ cases: [[SafeAreaCase]])
        -> [SafeAreaSideDefinition]
    {
        var definitions: [SafeAreaSideDefinition] = []
        for (position, entry) in guides.enumerated() {
            for side in SafeAreaSide.allCases {
                definitions.append(SafeAreaSideDefinition(
                    guide: entry.guide, owner: entry.owner, side: side,
                    assumed: entry.owner == .root ? .rootSafeEdge : cases[position][side.rawValue],
                    inset: inset(side)))
            }
        }
        return definitions
    }

    private func inset(_ side: SafeAreaSide) -> Double {
        switch side {
        case .left: insets.left
        case .top: insets.top
        case .right: insets.right
        case .bottom: insets.bottom
        }
    }

    /// The safe-area definitions (of views other than root) in a conflict.
    private func safeAreaSides(in conflict: [ConstraintOrigin]) -> [SafeAreaSideDefinition] {
        conflict.compactMap { origin in
            if case .safeArea(let side) = origin, side.owner != .root { return side }
            return nil
        }
    }

    /// The keys of the sides whose assumed case does not hold in `lowered`'s solution.
    private func violatedSides(
        _ guides: [(guide: ViewID, owner: ViewID)], _ cases: [[SafeAreaCase]], in lowered: LoweredLayout
    ) -> [Int] {
        definitions(guides, cases).filter { !$0.holds(in: lowered) }.map { key(of: $0, among: guides) }
    }

    /// Every side's definition in its first case (the view's own edge), as the rounds start.
    var initialDefinitions: [SafeAreaSideDefinition] {
        let guides = self.guides
        return definitions(guides, Array(repeating: Array(repeating: .ownEdge, count: 4), count: guides.count))
    }

    /// Whether written constraint `index` names one of `guides` itself, rather than through a
    /// margin measured from the safe area: then the definition's case is the user's concern.
    private func names(_ index: Int, _ guides: Set<ViewID>) -> Bool {
        let constraint = ir.constraints[index]
        guard constraint.terms.contains(where: { guides.contains($0.variable.view) }) else { return false }
        return !(constraint.margins?.uses.contains { $0.followsSafeArea } ?? false)
    }

    /// The indices of a conflict's written members, sorted.
    private static func writtenMembers(of conflict: [ConstraintOrigin]) -> [Int] {
        conflict.compactMap { origin -> Int? in
            if case .written(let index) = origin { return index }
            return nil
        }.sorted()
    }

    /// The S001 error for a conflict among the same written constraints whichever case a side
    /// takes: the definitions are no part of the user's mistake, so the error names what was
    /// written, says how margins there were measured, and leaves out the insets (which differ by
    /// device, and would split one finding into one per device).
    private func caseIndependentConflict(_ sides: [SafeAreaSideDefinition], conflict: [ConstraintOrigin]) -> Diagnostic {
        var notes: [String] = []
        for index in Self.writtenMembers(of: conflict) {
            for use in ir.constraints[index].margins?.uses ?? [] where use.followsSafeArea {
                let side = SafeAreaSide(rawValue: use.side.rawValue)?.name ?? "top"
                let note = "'\(ir.name(of: use.view)).\(side)Margin' is measured from the safe area, "
                    + "\(CanvasSize.format(use.margin)) (UIKit's insetsLayoutMarginsFromSafeArea; "
                    + "'insetsMarginsFromSafeArea false' in its block measures it from the edge)"
                if !notes.contains(note) { notes.append(note) }
            }
        }
        let owners = sides.map { "'\(ir.name(of: $0.owner)).safeArea'" }
        var unique: [String] = []
        for owner in owners where !unique.contains(owner) { unique.append(owner) }
        notes.append("the conflict is the same whether \(ConflictDiagnostics.list(unique)) follows the view's edge or root's safe edge")
        return ConflictDiagnostics(ir: ir, sources: sources, canvas: nil).diagnostic(forConflictThroughSafeAreas: conflict, notes: notes)
    }

    /// The S005 error for sides whose both cases conflict with the required constraints.
    private func offDefinition(_ sides: [SafeAreaSideDefinition], conflict: [ConstraintOrigin]) -> Diagnostic {
        let written = conflict.compactMap { origin -> Int? in
            if case .written(let index) = origin { return index }
            return nil
        }.sorted()
        let names = sides.map { "'\(ir.name(of: $0.owner)).safeArea.\($0.side.name)'" }
        var unique: [String] = []
        for name in names where !unique.contains(name) { unique.append(name) }
        let primary = written.last.map { ir.constraints[$0].span } ?? sides.first.flatMap { ir.views[$0.owner.index].span }
        let related = written.dropLast().map { RelatedLocation(span: ir.constraints[$0].span, message: "takes part") }
        var notes = sides.map { $0.explanation(in: ir) }
        notes.append("neither case of the definition can hold with these required constraints")
        return .error(
            .safeAreaOffDefinition,
            "required constraints force \(ConflictDiagnostics.list(unique)) off \(unique.count == 1 ? "its" : "their") definition",
            at: primary, related: related, notes: notes)
    }
}

import LayoutIR
import LayoutSource

// S009: content in the part of the screen outside root's safe area (under the status bar, the
// sensor housing, the home indicator, or past a rounded corner in landscape), at a canvas with
// insets. Content is a leaf view: a container or a background is drawn under the bars on
// purpose, and a view whose edge lies on root's edge on that side is full-bleed there, so never
// warned about. Views inside a scroll view scroll under the bars by design. Half a point is
// allowed, as frames are rounded to pixels on screen.
extension CompiledLayout {
    /// The S009 warnings for `solution`, solved with root's safe area inset by `insets`: one per
    /// cause and side. Views whose edge on a side is placed by a chain of offsets from one pin to
    /// root's edge (`avatar.top = card.top + 12`, `card.top = root.top + 12`) are one warning at
    /// that pin, the line to fix, naming the view it pins (or the deepest) with the others in a
    /// note, and a fix-it moving the pin to the safe area; any other view gets its own, at the
    /// written constraint that places that edge.
    func unsafeAreaFindings(in solution: LayoutSolution, insets: SafeAreaInsets) -> [Diagnostic] {
        // Where some attribute is not determined (S002), the solver's values are arbitrary and
        // may differ from one solve to the next: no finding is made of them.
        guard insets != .zero, let root = solution.frames.first, !solution.hasErrors,
            !solution.diagnostics.contains(where: { $0.code.rawValue == "S002" })
        else { return [] }
        var frameByName: [String: ViewFrame] = [:]
        for frame in solution.frames { frameByName[frame.name] = frame }
        var hasChildren = Set<ViewID>()
        for view in ir.viewIDs.dropFirst() {
            let declaration = ir.views[view.index]
            if !declaration.isGuide, declaration.safeAreaOwner == nil, let parent = declaration.parent {
                hasChildren.insert(parent)
            }
        }
        let tolerance = 0.5
        var causes: [UnsafeCause] = []
        var causeByPin: [UnsafeCause.Key: Int] = [:]
        for view in ir.viewIDs.dropFirst() {
            let declaration = ir.views[view.index]
            guard !declaration.isGuide, declaration.safeAreaOwner == nil, declaration.stackGuideOwner == nil,
                declaration.scrollGuide == nil, !declaration.isStack, !declaration.isScrollView,
                !hasChildren.contains(view), !isInsideScrollView(view),
                let frame = frameByName[declaration.name], !frame.isHidden, frame.width > 0, frame.height > 0
            else { continue }
            for side in SafeAreaSide.allCases {
                let inset = Self.inset(side, of: insets)
                guard inset > 0 else { continue }
                // How far the view's edge on this side reaches past root's safe edge, and whether
                // that edge lies on root's own edge (full-bleed on this side).
                let (depth, onRootEdge): (Double, Bool)
                switch side {
                case .top:
                    depth = min(root.y + inset - frame.y, frame.height)
                    onRootEdge = abs(frame.y - root.y) <= tolerance
                case .left:
                    depth = min(root.x + inset - frame.x, frame.width)
                    onRootEdge = abs(frame.x - root.x) <= tolerance
                case .bottom:
                    depth = min(frame.y + frame.height - (root.y + root.height - inset), frame.height)
                    onRootEdge = abs(frame.y + frame.height - root.y - root.height) <= tolerance
                case .right:
                    depth = min(frame.x + frame.width - (root.x + root.width - inset), frame.width)
                    onRootEdge = abs(frame.x + frame.width - root.x - root.width) <= tolerance
                }
                guard depth > tolerance, !onRootEdge else { continue }
                let pin = rootPin(from: view, side: side)
                let key = UnsafeCause.Key(pin: pin?.constraint, view: pin == nil ? view : nil, side: side)
                if let index = causeByPin[key] {
                    causes[index].views.append((view, depth))
                } else {
                    causeByPin[key] = causes.count
                    causes.append(UnsafeCause(side: side, pin: pin, views: [(view, depth)]))
                }
            }
        }
        return causes.map(unsafeAreaWarning)
    }

    /// The views one pin to root's edge (or nothing, for a view alone) places outside the safe area.
    private struct UnsafeCause {
        /// What views share a warning by: the pin and side, or the view and side without one.
        struct Key: Hashable {
            let pin: Int?
            let view: ViewID?
            let side: SafeAreaSide
        }

        let side: SafeAreaSide
        /// The written constraint pinning the chain to root's edge, and the view it pins.
        let pin: (constraint: Int, view: ViewID)?
        /// Each view reaching outside, with how far, in view order.
        var views: [(view: ViewID, depth: Double)]
    }

    /// The S009 warning for one cause: at the pin to root's edge where there is one (the line to
    /// fix), naming the view it pins if that reaches outside, else the deepest; the others in a note.
    private func unsafeAreaWarning(_ cause: UnsafeCause) -> Diagnostic {
        let side = cause.side
        let subject = cause.views.first { $0.view == cause.pin?.view }
            ?? cause.views.max { $0.depth < $1.depth } ?? cause.views[0]
        let name = ir.name(of: subject.view)
        let location: SourceSpan?
        if let pin = cause.pin {
            location = ir.constraints[pin.constraint].span
        } else {
            location = placingConstraint(of: subject.view, side: side).map { ir.constraints[$0].span }
                ?? ir.views[subject.view.index].span
        }
        var notes = [
            "what lies outside root's safe area is covered by the status bar, the sensor housing or the home "
                + "indicator, or cut by the screen's corners; place content from root.safeArea.\(side.name)"
        ]
        let others = cause.views.filter { $0.view != subject.view }.map { "'\(ir.name(of: $0.view))'" }
        let also = others.isEmpty ? "" : "\(ConflictDiagnostics.list(others)), placed from it too, \(others.count == 1 ? "reaches" : "reach") outside as well"
        if let pin = cause.pin, pin.view != subject.view {
            notes.append("this line places '\(ir.name(of: pin.view))' from root's \(side.name) edge, and through it '\(name)' "
                + "(whose own edge is placed at line \(placingLine(of: subject.view, side: side)))" + (also.isEmpty ? "" : "; " + also))
        } else if cause.pin != nil, !also.isEmpty {
            notes.append(also)
        }
        var fixIts: [FixIt] = []
        if let pin = cause.pin, let fixIt = safeAreaFixIt(for: pin.constraint, side: side) {
            fixIts.append(fixIt)
        }
        return .warning(
            .viewInUnsafeArea,
            "'\(name)' reaches \(CanvasSize.format(subject.depth)) points outside root's safe area at the \(side.name)",
            at: location, notes: notes, fixIts: fixIts)
    }

    /// The line of the constraint that places `view`'s edge on `side`, or of its declaration.
    private func placingLine(of view: ViewID, side: SafeAreaSide) -> Int {
        let span = placingConstraint(of: view, side: side).map { ir.constraints[$0].span } ?? ir.views[view.index].span
        return span.map(lineNumber(of:)) ?? 0
    }

    /// The 1-based line of `span`'s start, or 0 when its file is not among the sources.
    private func lineNumber(of span: SourceSpan) -> Int {
        guard let file = sources.first(where: { $0.path == span.path }) else { return 0 }
        var line = 1
        for start in file.lineStarts.dropFirst() where start <= span.range.start { line += 1 }
        return line
    }

    /// The written constraint that places `view`'s edge on `side`: the first that pins that edge
    /// to another view's, else the first that mentions the edge's position (its size, for a far
    /// side), in source order.
    private func placingConstraint(of view: ViewID, side: SafeAreaSide) -> Int? {
        if let pin = pins(of: view, side: side).first { return pin.constraint }
        let (position, dimension) = Self.primaries(side)
        let isFar = side == .right || side == .bottom
        let wanted = isFar ? dimension : position
        return ir.constraints.indices.first { index in
            ir.constraints[index].stackOrigin == nil
                && ir.constraints[index].terms.contains { $0.variable == LayoutVariable(view, wanted) }
        } ?? ir.constraints.indices.first { index in
            ir.constraints[index].terms.contains { $0.variable == LayoutVariable(view, position) }
        }
    }

    /// The constraint pinning root's edge on `side` at the end of a chain of offsets from
    /// `view` (`avatar.top = card.top + 12`, `card.top = root.top + 12`; a stack's own constraints
    /// link an arranged view to its stack), with the view it pins; nil when none leads there. An
    /// inequality to root's edge (`stats.bottom <= root.bottom - 8`) ends a chain where no
    /// equality does.
    private func rootPin(from view: ViewID, side: SafeAreaSide) -> (constraint: Int, view: ViewID)? {
        // Breadth first: the pin nearest the view along the chain.
        var queue = [view]
        var visited: Set<ViewID> = [view]
        var next = 0
        while next < queue.count {
            let current = queue[next]
            next += 1
            let found = pins(of: current, side: side)
            if let toRoot = found.first(where: { $0.other == .root }) { return (toRoot.constraint, current) }
            for link in found where !visited.contains(link.other) {
                visited.insert(link.other)
                queue.append(link.other)
            }
        }
        for current in queue {
            if let toRoot = pins(of: current, side: side, inequalities: true).first(where: { $0.other == .root }) {
                return (toRoot.constraint, current)
            }
        }
        return nil
    }

    /// The written equalities (in source order; inequalities with `inequalities`) that set
    /// `view`'s edge on `side` to another view's same edge plus a constant, with that other
    /// view; a stack's equalities count, so that a chain reaches the stack's own pins.
    private func pins(of view: ViewID, side: SafeAreaSide, inequalities: Bool = false) -> [(constraint: Int, other: ViewID)] {
        let (position, dimension) = Self.primaries(side)
        let isFar = side == .right || side == .bottom
        let edge: Set<PrimaryAttribute> = isFar ? [position, dimension] : [position]
        var result: [(constraint: Int, other: ViewID)] = []
        for (index, constraint) in ir.constraints.enumerated()
        where (constraint.relation == .equal) != inequalities && constraint.condition == nil
            && (constraint.stackOrigin == nil || !inequalities)
        {
            let terms = constraint.terms
            guard terms.count == edge.count * 2 || (!isFar && terms.count == 3),
                let own = terms.first(where: { $0.variable.view == view }),
                let otherTerm = terms.first(where: { $0.variable.view != view })
            else { continue }
            let other = otherTerm.variable.view
            let isPin = terms.allSatisfy { term in
                guard edge.contains(term.variable.attribute) else { return false }
                if term.variable.view == view { return term.coefficient == own.coefficient }
                return term.variable.view == other && term.coefficient == -own.coefficient
            }
            let ownCount = terms.filter { $0.variable.view == view }.count
            if isPin, ownCount == edge.count, ir.views[other.index].safeAreaOwner == nil {
                result.append((index, other))
            } else if !isFar, terms.count == 3, ownCount == 1, own.variable.attribute == position,
                ir.views[other.index].safeAreaOwner == nil,
                terms.allSatisfy({ $0.variable.view == view || ($0.variable.view == other && $0.coefficient == -own.coefficient) }),
                Set(terms.filter { $0.variable.view == other }.map(\.variable.attribute)) == [position, dimension]
            {
                // Placed after another view (`subtitle.top = title.bottom + 4`): the chain goes on
                // through the other view's near edge.
                result.append((index, other))
            }
        }
        return result
    }

    /// The fix-it replacing `root.top` (or the side's other names) in constraint `index` with
    /// the safe-area attribute; nil when the equation does not name root's edge so.
    private func safeAreaFixIt(for index: Int, side: SafeAreaSide) -> FixIt? {
        let span = ir.constraints[index].span
        guard let file = sources.first(where: { $0.path == span.path }) else { return nil }
        let names: [String] = switch side {
        case .top: ["top"]
        case .bottom: ["bottom"]
        case .left: ["leading", "left"]
        case .right: ["trailing", "right"]
        }
        let bytes = file.bytes
        let end = min(span.range.end, bytes.count)
        func isIdentifier(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: "_") || (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A)
        }
        for name in names {
            let needle = Array("root.\(name)".utf8)
            var start = span.range.start
            while start + needle.count <= end {
                defer { start += 1 }
                guard Array(bytes[start..<start + needle.count]) == needle else { continue }
                if start > 0, isIdentifier(bytes[start - 1]) { continue }
                let after = start + needle.count
                if after < bytes.count, isIdentifier(bytes[after]) { continue }
                return FixIt(
                    span: SourceSpan(path: span.path, range: SourceRange(start: start, end: after)),
                    replacement: "root.safeArea.\(name)")
            }
        }
        return nil
    }

    /// The position and dimension primaries of a side's axis.
    private static func primaries(_ side: SafeAreaSide) -> (PrimaryAttribute, PrimaryAttribute) {
        side == .left || side == .right ? (.left, .width) : (.top, .height)
    }

    /// Root's inset on `side`.
    private static func inset(_ side: SafeAreaSide, of insets: SafeAreaInsets) -> Double {
        switch side {
        case .left: insets.left
        case .top: insets.top
        case .right: insets.right
        case .bottom: insets.bottom
        }
    }
}

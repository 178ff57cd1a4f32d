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
    /// view and side, at the written constraint that places that edge, with a fix-it moving the
    /// pin to root's edge (`root.top`, found through a chain of offsets) to the safe area.
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
        var findings: [Diagnostic] = []
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
                findings.append(unsafeAreaWarning(view, side: side, depth: depth))
            }
        }
        return findings
    }

    /// The S009 warning for `view` reaching `depth` points past root's safe edge on `side`.
    private func unsafeAreaWarning(_ view: ViewID, side: SafeAreaSide, depth: Double) -> Diagnostic {
        let name = ir.name(of: view)
        let placing = placingConstraint(of: view, side: side)
        let location = placing.map { ir.constraints[$0].span } ?? ir.views[view.index].span
        var notes = [
            "what lies outside root's safe area is covered by the status bar, the sensor housing or the home "
                + "indicator, or cut by the screen's corners; place content from root.safeArea.\(side.name)"
        ]
        var fixIts: [FixIt] = []
        if let pin = rootPin(from: view, side: side), let fixIt = safeAreaFixIt(for: pin, side: side) {
            let pinned = ir.constraints[pin]
            if pin != placing {
                notes.append("the fix-it pins to root's safe area where the chain that places '\(name)' starts, "
                    + "at line \(lineNumber(of: pinned.span))")
            }
            fixIts.append(fixIt)
        }
        return .warning(
            .viewInUnsafeArea,
            "'\(name)' reaches \(CanvasSize.format(depth)) points outside root's safe area at the \(side.name)",
            at: location, notes: notes, fixIts: fixIts)
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
    /// `view` (`avatar.top = card.top + 12`, `card.top = root.top + 12`); nil when none leads there.
    private func rootPin(from view: ViewID, side: SafeAreaSide) -> Int? {
        var current = view
        var visited: Set<ViewID> = [view]
        while true {
            let found = pins(of: current, side: side)
            if let toRoot = found.first(where: { $0.other == .root }) { return toRoot.constraint }
            guard let next = found.first(where: { !visited.contains($0.other) }) else { return nil }
            visited.insert(next.other)
            current = next.other
        }
    }

    /// The written equalities (in source order) that set `view`'s edge on `side` to another
    /// view's same edge plus a constant, with that other view.
    private func pins(of view: ViewID, side: SafeAreaSide) -> [(constraint: Int, other: ViewID)] {
        let (position, dimension) = Self.primaries(side)
        let isFar = side == .right || side == .bottom
        let edge: Set<PrimaryAttribute> = isFar ? [position, dimension] : [position]
        var result: [(constraint: Int, other: ViewID)] = []
        for (index, constraint) in ir.constraints.enumerated()
        where constraint.relation == .equal && constraint.condition == nil && constraint.stackOrigin == nil {
            let terms = constraint.terms
            guard terms.count == edge.count * 2,
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

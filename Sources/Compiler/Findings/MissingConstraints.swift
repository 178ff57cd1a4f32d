import LayoutIR
import LayoutSource

// S002's fix-it, as Xcode's "Add Missing Constraints". The solver's values for a free attribute
// are arbitrary and differ from one route to another (a session's resize, a fresh solve), so
// the fix-it reads none of them: each free attribute is drawn, at a priority below any the file
// writes, towards a value that depends only on what is determined, and takes the closest the
// constraints allow. Per axis: a free width (height) towards 44 points (the HIG's smallest
// tappable size), then held; a position still free once that size is held towards the spot
// after the last determined sibling that overlaps it across the axis (not one that reaches past
// it on both sides there, as a card under its content), at the standard spacing of 8, else its
// parent's near edge. The view then gets a pin to its nearest neighbour on that axis
// in those frames: such a sibling on either side, or its parent's near edge, whichever is
// closer (the parent on a tie). The lines are appended at the end of the file checked, at the
// top level, like S008's.
extension Determinacy {
    /// How many views of one solve get the fix-it: each asks the solver again.
    static let missingConstraintLimit = 50

    /// How the note that explains the fix-it starts.
    static let missingConstraintsNotePrefix = "the fix-it adds what would determine it: "

    /// The size a free width or height is drawn towards.
    static let preferredSize = 44.0

    /// The spacing after a sibling a free position is drawn towards.
    static let standardSpacing = 8.0

    /// The note and fix-it determining `view`'s free attributes, or nil where it is not a plain
    /// view (root, a guide, a view in a stack or a scroll view) or the file is not at hand.
    func missingConstraints(for view: ViewID, free: [LayoutVariable], lowered: LoweredLayout)
        -> (note: String, fixIt: FixIt)?
    {
        guard view != .root, let main = sources.first, isPlainView(view) else { return nil }
        let own = Set(free.filter { $0.view == view }.map(\.attribute))
        guard !own.isEmpty else { return nil }
        let freeSet = Set(free)
        let name = ir.name(of: view)
        var solved = lowered
        var lines: [String] = []
        var reasons: [String] = []
        for isHorizontal in [true, false] {
            let (position, dimension) = isHorizontal ? (PrimaryAttribute.left, PrimaryAttribute.width) : (.top, .height)
            var positionIsFree = own.contains(position)
            if own.contains(dimension) {
                let variable = LayoutVariable(view, dimension)
                solved.prefer(variable, near: Self.preferredSize)
                let size = Self.rounded(max(0, solved.value(of: variable)))
                solved.pin(variable, at: size)
                let spelled = NumberSpelling.shortest(size)
                lines.append("\(name).\(dimension) = \(spelled)")
                reasons.append("'\(name)' has no \(dimension): '\(name).\(dimension) = \(spelled)' "
                    + (size == Self.preferredSize ? "(44 points, the smallest tappable size; write the \(dimension) you mean)"
                        : "(the closest to 44 points its constraints allow)"))
                // A size may be all the position lacked (its far edge is pinned): ask again.
                if positionIsFree {
                    positionIsFree = solved.undeterminedVariables().contains(LayoutVariable(view, position))
                }
            }
            guard positionIsFree else { continue }
            let variable = LayoutVariable(view, position)
            solved.prefer(
                variable, near: target(of: view, isHorizontal: isHorizontal, free: freeSet, own: own, lowered: solved))
            let pin = nearestPin(of: view, isHorizontal: isHorizontal, free: freeSet, own: own, lowered: solved)
            solved.pin(variable, at: solved.value(of: variable))
            lines.append(pin.line)
            reasons.append(pin.reason)
        }
        guard !lines.isEmpty else { return nil }
        let end = main.bytes.count
        let needsBreak = end > 0 && main.bytes[end - 1] != UInt8(ascii: "\n")
        let fixIt = FixIt(
            span: SourceSpan(path: main.path, range: SourceRange(at: end)),
            replacement: (needsBreak ? "\n" : "") + lines.joined(separator: "\n") + "\n")
        return (Self.missingConstraintsNotePrefix + reasons.joined(separator: "; "), fixIt)
    }

    /// Whether `view` is a declared view placed by its own constraints: not a guide, not a
    /// stack's arranged view, and in no scroll view.
    private func isPlainView(_ view: ViewID) -> Bool {
        let declaration = ir.views[view.index]
        guard !declaration.isGuide, declaration.safeAreaOwner == nil, declaration.stackGuideOwner == nil,
            declaration.scrollGuide == nil
        else { return false }
        var current = declaration.parent
        while let parent = current, parent != .root {
            let container = ir.views[parent.index]
            if container.isScrollView || container.stack != nil { return false }
            current = container.parent
        }
        return true
    }

    /// The siblings of `view` that are neighbours on one axis: determined plain views that
    /// overlap it across the axis without reaching past it on both sides (none while the
    /// view's own cross axis is free).
    private func neighbours(of view: ViewID, isHorizontal: Bool, free: Set<LayoutVariable>, own: Set<PrimaryAttribute>, lowered: LoweredLayout)
        -> [(view: ViewID, start: Double, end: Double)]
    {
        let (position, dimension) = isHorizontal ? (PrimaryAttribute.left, PrimaryAttribute.width) : (.top, .height)
        let (crossPosition, crossDimension) = isHorizontal ? (PrimaryAttribute.top, PrimaryAttribute.height) : (.left, .width)
        // The vertical pass comes second: by then a free left or width has been held.
        guard !isHorizontal || (!own.contains(crossPosition) && !own.contains(crossDimension)) else { return [] }
        func value(_ of: ViewID, _ attribute: PrimaryAttribute) -> Double { lowered.value(of: LayoutVariable(of, attribute)) }
        let crossStart = value(view, crossPosition)
        let crossEnd = crossStart + value(view, crossDimension)
        let parent = ir.views[view.index].parent ?? .root
        var result: [(view: ViewID, start: Double, end: Double)] = []
        for sibling in ir.children(of: parent) where sibling != view && isPlainView(sibling) && ir.isReported(sibling) {
            guard PrimaryAttribute.allCases.allSatisfy({ !free.contains(LayoutVariable(sibling, $0)) }) else { continue }
            let siblingCrossStart = value(sibling, crossPosition)
            let siblingCrossEnd = siblingCrossStart + value(sibling, crossDimension)
            guard min(crossEnd, siblingCrossEnd) > max(crossStart, siblingCrossStart) else { continue }
            // A sibling that reaches past the view on both sides across is behind it (a card
            // under its content), no neighbour.
            let tolerance = 1e-6
            if siblingCrossStart <= crossStart + tolerance, siblingCrossEnd >= crossEnd - tolerance,
                siblingCrossStart < crossStart - tolerance || siblingCrossEnd > crossEnd + tolerance
            {
                continue
            }
            let start = value(sibling, position)
            result.append((sibling, start, start + value(sibling, dimension)))
        }
        return result
    }

    /// Where a free position is drawn: after the last neighbour that ends, at the standard
    /// spacing, else its parent's near edge.
    private func target(of view: ViewID, isHorizontal: Bool, free: Set<LayoutVariable>, own: Set<PrimaryAttribute>, lowered: LoweredLayout) -> Double {
        let position: PrimaryAttribute = isHorizontal ? .left : .top
        let parent = ir.views[view.index].parent ?? .root
        let last = neighbours(of: view, isHorizontal: isHorizontal, free: free, own: own, lowered: lowered).map(\.end).max()
        return last.map { $0 + Self.standardSpacing } ?? lowered.value(of: LayoutVariable(parent, position))
    }

    /// The line pinning `view`'s position on one axis to its nearest neighbour there, and why.
    private func nearestPin(of view: ViewID, isHorizontal: Bool, free: Set<LayoutVariable>, own: Set<PrimaryAttribute>, lowered: LoweredLayout)
        -> (line: String, reason: String)
    {
        let (position, dimension) = isHorizontal ? (PrimaryAttribute.left, PrimaryAttribute.width) : (.top, .height)
        let (near, far) = isHorizontal ? ("left", "right") : ("top", "bottom")
        let name = ir.name(of: view)
        let start = lowered.value(of: LayoutVariable(view, position))
        let end = start + lowered.value(of: LayoutVariable(view, dimension))
        let parent = ir.views[view.index].parent ?? .root
        let parentName = ir.name(of: parent)
        // The parent's near edge is the fallback: a signed offset if the view sticks out.
        let parentGap = start - lowered.value(of: LayoutVariable(parent, position))
        var best = (
            gap: max(0, parentGap),
            line: "\(name).\(near) = \(parentName).\(near)" + Self.offset(parentGap),
            reason: "'\(name).\(near)' is pinned to its parent '\(parentName)', the nearest on that axis, "
                + "\(NumberSpelling.shortest(Self.rounded(parentGap))) from its \(near) edge")
        let tolerance = 1e-6
        for neighbour in neighbours(of: view, isHorizontal: isHorizontal, free: free, own: own, lowered: lowered) {
            let siblingName = ir.name(of: neighbour.view)
            if neighbour.end <= start + tolerance, start - neighbour.end < best.gap - tolerance {
                let gap = start - neighbour.end
                best = (gap, "\(name).\(near) = \(siblingName).\(far)" + Self.offset(gap),
                    "'\(name).\(near)' is pinned to its nearest neighbour on that axis, '\(siblingName)', "
                        + "\(NumberSpelling.shortest(Self.rounded(gap))) after it")
            } else if neighbour.start >= end - tolerance, neighbour.start - end < best.gap - tolerance {
                let gap = neighbour.start - end
                best = (gap, "\(name).\(far) = \(siblingName).\(near)" + Self.offset(-gap),
                    "'\(name).\(far)' is pinned to its nearest neighbour on that axis, '\(siblingName)', "
                        + "\(NumberSpelling.shortest(Self.rounded(gap))) before it")
            }
        }
        return (best.line, best.reason)
    }

    /// ` + 8`, ` - 8`, or nothing for 0, rounded to half points.
    private static func offset(_ value: Double) -> String {
        let rounded = rounded(value)
        if rounded == 0 { return "" }
        return (rounded < 0 ? " - " : " + ") + NumberSpelling.shortest(abs(rounded))
    }

    /// `value` to the nearest half point, as on a 2x screen.
    private static func rounded(_ value: Double) -> Double {
        let result = (value * 2).rounded() / 2
        return result == 0 ? 0 : result
    }
}

import LayoutIR
import LayoutSource

// S002's fix-it, as Xcode's "Add Missing Constraints": for each axis on which a view is not
// determined, a size where its width (height) is free, at the value the solver happened to give
// it (to half a point), and a pin where its position is free (still, once that size is held), to the nearest neighbour on that axis in the solved
// frames: a sibling that overlaps it across the axis and is itself determined on this axis,
// or its parent's near edge, whichever is closer (the parent on a tie; a gap is never negative,
// so a view overlapping every neighbour pins to its parent at its offset). The lines are appended
// at the end of the file checked, at the top level, like S008's.
extension Determinacy {
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
        var lines: [String] = []
        var reasons: [String] = []
        for isHorizontal in [true, false] {
            let (position, dimension) = isHorizontal ? (PrimaryAttribute.left, PrimaryAttribute.width) : (.top, .height)
            var positionIsFree = own.contains(position)
            if own.contains(dimension) {
                let size = max(0, lowered.value(of: LayoutVariable(view, dimension)))
                let spelled = NumberSpelling.shortest((size * 2).rounded() / 2)
                // A size may be all the position lacked (its far edge is pinned): ask again.
                if positionIsFree {
                    var sized = lowered
                    sized.pin(LayoutVariable(view, dimension), at: (size * 2).rounded() / 2)
                    positionIsFree = sized.undeterminedVariables().contains(LayoutVariable(view, position))
                }
                lines.append("\(name).\(dimension) = \(spelled)")
                reasons.append("'\(name)' has no \(dimension): '\(name).\(dimension) = \(spelled)' keeps the one it has now"
                    + (size == 0 ? " (write the \(dimension) you mean)" : ""))
            }
            if positionIsFree, let pin = nearestPin(of: view, isHorizontal: isHorizontal, free: freeSet, lowered: lowered) {
                lines.append(pin.line)
                reasons.append(pin.reason)
            }
        }
        guard !lines.isEmpty else { return nil }
        let end = main.bytes.count
        let needsBreak = end > 0 && main.bytes[end - 1] != UInt8(ascii: "\n")
        let fixIt = FixIt(
            span: SourceSpan(path: main.path, range: SourceRange(at: end)),
            replacement: (needsBreak ? "\n" : "") + lines.joined(separator: "\n") + "\n")
        return ("the fix-it adds what would determine it, as in the solved frames: " + reasons.joined(separator: "; "), fixIt)
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

    /// The line pinning `view`'s position on one axis to its nearest neighbour there, and why.
    private func nearestPin(of view: ViewID, isHorizontal: Bool, free: Set<LayoutVariable>, lowered: LoweredLayout)
        -> (line: String, reason: String)?
    {
        let (position, dimension) = isHorizontal ? (PrimaryAttribute.left, PrimaryAttribute.width) : (.top, .height)
        let (crossPosition, crossDimension) = isHorizontal ? (PrimaryAttribute.top, PrimaryAttribute.height) : (.left, .width)
        let (near, far) = isHorizontal ? ("left", "right") : ("top", "bottom")
        func value(_ of: ViewID, _ attribute: PrimaryAttribute) -> Double { lowered.value(of: LayoutVariable(of, attribute)) }
        let name = ir.name(of: view)
        let start = value(view, position)
        let end = start + value(view, dimension)
        let crossStart = value(view, crossPosition)
        let crossEnd = crossStart + value(view, crossDimension)
        let parent = ir.views[view.index].parent ?? .root
        let parentName = ir.name(of: parent)
        // The parent's near edge is the fallback: a signed offset if the view sticks out.
        let parentGap = start - value(parent, position)
        var best = (
            gap: max(0, parentGap),
            line: "\(name).\(near) = \(parentName).\(near)" + Self.offset(parentGap),
            reason: "'\(name).\(near)' is pinned to its parent '\(parentName)', \(NumberSpelling.shortest(Self.rounded(parentGap))) from its \(near) edge")
        for sibling in ir.children(of: parent) where sibling != view && isPlainView(sibling) && ir.isReported(sibling) {
            guard !free.contains(LayoutVariable(sibling, position)), !free.contains(LayoutVariable(sibling, dimension)) else { continue }
            let siblingStart = value(sibling, position)
            let siblingEnd = siblingStart + value(sibling, dimension)
            let siblingCrossStart = value(sibling, crossPosition)
            let siblingCrossEnd = siblingCrossStart + value(sibling, crossDimension)
            // Neighbours on this axis overlap across it.
            guard min(crossEnd, siblingCrossEnd) > max(crossStart, siblingCrossStart) else { continue }
            let siblingName = ir.name(of: sibling)
            if siblingEnd <= start + 1e-9, start - siblingEnd < best.gap {
                let gap = start - siblingEnd
                best = (gap, "\(name).\(near) = \(siblingName).\(far)" + Self.offset(gap),
                    "'\(name).\(near)' is pinned to its nearest neighbour on that side, '\(siblingName)', \(NumberSpelling.shortest(Self.rounded(gap))) after it")
            } else if siblingStart >= end - 1e-9, siblingStart - end < best.gap {
                let gap = siblingStart - end
                best = (gap, "\(name).\(far) = \(siblingName).\(near)" + Self.offset(-gap),
                    "'\(name).\(far)' is pinned to its nearest neighbour on that side, '\(siblingName)', \(NumberSpelling.shortest(Self.rounded(gap))) before it")
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

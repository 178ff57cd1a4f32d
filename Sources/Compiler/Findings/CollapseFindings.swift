import LayoutIR
import LayoutSource

extension CompiledLayout {
    /// S008: at a fitting canvas (`375x`), root's fitted dimension is not determined by its
    /// content, so a self-sizing cell collapses (the most common self-sizing bug: nothing ties
    /// the content to root's bottom). Nil when there is nothing to say.
    ///
    /// Precisely: the fitted dimension is what root's own constraints give it with every view's
    /// constraints left out (0 when it has none), those constraints do not fix it (asked for 0
    /// and for a large size, root comes out at different sizes: `root.height = 44` fixes it, and
    /// is no collapse), and some visible view that a solve determines reaches past root's far
    /// edge on that axis (content inside a minimum height is no collapse either). Views inside a
    /// scroll view are left out, since they lie on its content, which may reach past root.
    ///
    /// The fix-it appends a line tying the view that reaches farthest to root's far edge, with
    /// the inset the content keeps from root's near edge: `root.bottom = row.bottom + 8`.
    public func collapsedRootWarning(_ fitting: FittingCanvas, in environment: LayoutEnvironment) -> Diagnostic? {
        fitted(fitting, in: environment).flatMap { collapsedRootWarning(fitting, fitted: $0, in: environment) }
    }

    /// S008 at `size`, which `fitting` came to in `environment` (see the public form).
    func collapsedRootWarning(_ fitting: FittingCanvas, fitted size: CanvasSize, in environment: LayoutEnvironment) -> Diagnostic? {
        guard !hasErrors, ir.views.count > 1 else { return nil }
        let isVertical = fitting.width != nil
        let value = isVertical ? size.height : size.width
        let tolerance = 1e-6 * max(1, abs(value))
        func fittedValue(_ size: CanvasSize) -> Double { isVertical ? size.height : size.width }

        // Root with its own constraints alone, compressed and stretched.
        guard let alone = fitted(fitting, in: environment, rootAlone: true).map(fittedValue),
              abs(value - alone) <= tolerance,
              let stretched = fitted(fitting, in: environment, target: max(10_000, 2 * value + 10_000), rootAlone: true)
                .map(fittedValue),
              abs(stretched - alone) > tolerance
        else { return nil }

        var sized = environment
        sized.size = size
        let solution = solve(in: sized)
        guard !solution.hasErrors, let reach = ContentReach(
            ir: ir, solution: solution, isVertical: isVertical, fittedValue: value, tolerance: tolerance)
        else { return nil }
        return collapseWarning(reach, isVertical: isVertical, value: value)
    }

    /// The S008 warning for `reach`, at the declaration of the view that reaches farthest.
    private func collapseWarning(_ reach: ContentReach, isVertical: Bool, value: Double) -> Diagnostic {
        let name = ir.name(of: reach.farthest)
        let inset = NumberSpelling.shortest(reach.inset)
        let (dimension, extent, cell) = isVertical ? ("height", "tall", "cell") : ("width", "wide", "view")
        let (far, near, attribute) = isVertical ? ("bottom", "top", "bottom") : ("trailing edge", "leading edge", "trailing")
        let line = "root.\(attribute) = \(name).\(attribute)" + (reach.inset == 0 ? "" : " + \(inset)")
        // Appended at the end of the file: the top level, outside any block, in the file checked.
        let end = source.bytes.count
        let needsBreak = end > 0 && source.bytes[end - 1] != UInt8(ascii: "\n")
        let fixIt = FixIt(
            span: SourceSpan(path: source.path, range: SourceRange(at: end)),
            replacement: (needsBreak ? "\n" : "") + line + "\n")
        let alone = CanvasSize.format(value)
        return .warning(
            .collapsedFittedRoot,
            "root's \(dimension) is not determined by its content, so a self-sizing \(cell) would be \(alone) \(extent)",
            at: ir.views[reach.farthest.index].span,
            notes: [
                "'\(name)' reaches \(CanvasSize.format(reach.distance)) points from root's \(near), past root's \(far) at \(alone): "
                    + "no constraint ties the content to root's \(far), so fitting (systemLayoutSizeFitting) "
                    + "leaves root as small as its own constraints allow",
                "the fix-it ties '\(name)', the view that reaches farthest, to root's \(far), "
                    + "with the \(inset) points the content keeps from root's \(near)",
            ],
            fixIts: [fixIt])
    }
}

/// Where a solved layout's content reaches along the fitted axis: the view that reaches farthest
/// past root's far edge, how far, and how far the content keeps from root's near edge. Nil when
/// no view reaches past the far edge.
private struct ContentReach {
    /// The view reaching farthest (the first declared, so a parent before its views, on a tie).
    let farthest: ViewID
    /// How far it reaches from root's near edge.
    let distance: Double
    /// The smallest distance of any content view from root's near edge, 0 at least.
    let inset: Double

    init?(ir: LayoutIR, solution: LayoutSolution, isVertical: Bool, fittedValue: Double, tolerance: Double) {
        // Looked up by name only, never iterated, so the dictionary's order cannot reach the output.
        var frames: [String: ViewFrame] = [:]
        for frame in solution.frames where frames[frame.name] == nil { frames[frame.name] = frame }
        // Views whose position a solve leaves to chance (S002) say nothing about the content.
        let undetermined = Set(solution.diagnostics.filter { $0.code == .undeterminedAttributes }.compactMap(\.span))
        var content: [(view: ViewID, start: Double, end: Double)] = []
        for view in ir.viewIDs.dropFirst() {
            let declaration = ir.views[view.index]
            guard !declaration.isGuide, !Self.isInsideScrollView(view, in: ir),
                  let frame = frames[declaration.name], !frame.isHidden,
                  declaration.span.map({ !undetermined.contains($0) }) ?? true
            else { continue }
            let (start, length) = isVertical ? (frame.y, frame.height) : (frame.x, frame.width)
            guard length > tolerance else { continue }
            content.append((view, start, start + length))
        }
        // Past the far edge: below root's bottom, or right of its right edge; in right to left a
        // view placed from root's right edge reaches left of 0 instead, its distance measured from
        // root's right edge.
        let pastEnd = content.contains { $0.end > fittedValue + tolerance }
        let pastStart = !isVertical && content.contains { $0.start < -tolerance }
        guard pastEnd || pastStart else { return nil }
        var best: (view: ViewID, distance: Double)?
        var inset = Double.infinity
        for entry in content {
            let distance = pastEnd ? entry.end : fittedValue - entry.start
            inset = min(inset, pastEnd ? entry.start : fittedValue - entry.end)
            if best == nil || distance > (best?.distance ?? 0) + tolerance { best = (entry.view, distance) }
        }
        guard let best else { return nil }
        farthest = best.view
        distance = best.distance
        self.inset = max(0, inset)
    }

    /// Whether `view` lies inside a scroll view (on its content), walking up its parents.
    private static func isInsideScrollView(_ view: ViewID, in ir: LayoutIR) -> Bool {
        var parent = ir.views[view.index].parent
        // Bounded by the number of views, so a malformed parent chain cannot loop forever.
        var steps = 0
        while let current = parent, current != .root, steps < ir.views.count {
            if ir.views[current.index].isScrollView { return true }
            parent = ir.views[current.index].parent
            steps += 1
        }
        return false
    }
}

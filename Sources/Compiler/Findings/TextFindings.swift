import LayoutIR
import LayoutSource

extension CompiledLayout {
    /// What a solve finds about views with a `textStyle` (grammar.md, "Dynamic Type"): laid out
    /// smaller than their intrinsic size at the checked content size category (C005: the text
    /// is truncated or clipped, as a label's is when its compression resistance loses), or partly
    /// outside root (C006: the text runs off the screen). Views inside a scroll view may leave
    /// root: they scroll. Half a point is allowed, as frames are rounded to pixels on screen.
    func textFindings(in solution: LayoutSolution) -> [Diagnostic] {
        guard !ir.textStyles.isEmpty, let root = solution.frames.first else { return [] }
        var frameByName: [String: ViewFrame] = [:]
        for frame in solution.frames { frameByName[frame.name] = frame }
        let tolerance = 0.5
        var findings: [Diagnostic] = []
        for use in ir.textStyles {
            let name = ir.name(of: use.view)
            guard let frame = frameByName[name], !frame.isHidden else { continue }
            var short: [String] = []
            if let width = use.intrinsicWidth, frame.width < width - tolerance {
                short.append("\(NumberFormatting.brief(frame.width)) wide where its text needs \(NumberFormatting.brief(width))")
            }
            if let height = use.intrinsicHeight, frame.height < height - tolerance {
                short.append("\(NumberFormatting.brief(frame.height)) high where its text needs \(NumberFormatting.brief(height))")
            }
            if !short.isEmpty {
                findings.append(.warning(
                    .textTruncated, "'\(name)' is truncated: "
                        + short.joined(separator: ", "),
                    at: use.span,
                    notes: ["its intrinsic size grows with textStyle \(use.style.rawValue); let it wrap or grow, "
                        + "or change the layout with 'when contentSize >= ...'"]))
            }
            guard !isInsideScrollView(use.view) else { continue }
            let outside = frame.x < root.x - tolerance || frame.y < root.y - tolerance
                || frame.x + frame.width > root.x + root.width + tolerance
                || frame.y + frame.height > root.y + root.height + tolerance
            if outside {
                findings.append(.warning(
                    .textOffScreen, "'\(name)' runs off the screen: its frame "
                        + "(\(NumberFormatting.brief(frame.x)), \(NumberFormatting.brief(frame.y)), \(NumberFormatting.brief(frame.width)) x "
                        + "\(NumberFormatting.brief(frame.height))) leaves root's",
                    at: use.span,
                    notes: ["its intrinsic size grows with textStyle \(use.style.rawValue); constrain it inside root, "
                        + "or change the layout with 'when contentSize >= ...'"]))
            }
        }
        return findings
    }

    /// Whether `view` is nested, at any depth, in a scroll view.
    func isInsideScrollView(_ view: ViewID) -> Bool {
        var current = ir.views[view.index].parent
        // The hierarchy is a tree (the checker refuses cycles); the bound only guards the walk.
        var steps = 0
        while let parent = current, steps <= ir.views.count {
            if ir.views[parent.index].isScrollView { return true }
            current = ir.views[parent.index].parent
            steps += 1
        }
        return false
    }
}

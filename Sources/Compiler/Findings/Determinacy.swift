import LayoutIR
import LayoutSource

/// Finds the primary attributes that the constraints leave free, as S002 warnings, one per view.
///
/// A free attribute is one the solver could change without making any constraint worse. Without
/// a canvas size, root's width and height are usually free, and so is every view placed relative
/// to them; then root gets its own warning and the others are reported only if they would stay
/// free once root had a size, so one missing `--size` does not produce a warning per view.
struct Determinacy {
    /// The layout the constraints came from.
    let ir: LayoutIR

    /// The warnings for a solved layout, in view order; `canvas` is nil when root's size is not given.
    func diagnostics(for lowered: LoweredLayout, canvas: CanvasSize?) -> [Diagnostic] {
        // Safe-area guides follow their views: a free one is reported as its view.
        var free = withoutUnusedGuideAxes(lowered.undeterminedVariables().filter { ir.isReported($0.view) })
        let rootSize = free.filter { $0.view == .root && ($0.attribute == .width || $0.attribute == .height) }
        if canvas == nil, !rootSize.isEmpty {
            var pinned = lowered
            for variable in rootSize {
                pinned.addRootSize(variable.attribute, lowered.value(of: variable))
            }
            free = rootSize + withoutUnusedGuideAxes(
                pinned.undeterminedVariables().filter { !rootSize.contains($0) && ir.isReported($0.view) })
        }
        var warnings: [Diagnostic] = []
        var start = free.startIndex
        while start < free.endIndex {
            let view = free[start].view
            let end = free[start...].firstIndex { $0.view != view } ?? free.endIndex
            warnings.append(warning(for: view, attributes: free[start..<end].map(\.attribute), canvas: canvas))
            start = end
        }
        return warnings
    }

    /// `free` less the attributes of guides on an axis that no constraint of the file mentions:
    /// a guide used only across (an equal gap between buttons) is one-dimensional, and its other
    /// axis, free by design, is no finding. A guide constrained on an axis but left free there is.
    private func withoutUnusedGuideAxes(_ free: [LayoutVariable]) -> [LayoutVariable] {
        guard free.contains(where: { ir.views[$0.view.index].isGuide }) else { return free }
        var mentioned: Set<GuideAxis> = []
        for constraint in ir.constraints {
            for term in constraint.terms where ir.views[term.variable.view.index].isGuide {
                mentioned.insert(GuideAxis(term.variable))
            }
        }
        return free.filter { !ir.views[$0.view.index].isGuide || mentioned.contains(GuideAxis($0)) }
    }

    /// A view and one axis of it: horizontal (left, width) or vertical (top, height).
    private struct GuideAxis: Hashable {
        let view: ViewID
        let isHorizontal: Bool

        init(_ variable: LayoutVariable) {
            view = variable.view
            isHorizontal = variable.attribute == .left || variable.attribute == .width
        }
    }

    /// The warning for one view's free attributes, at its declaration.
    private func warning(for view: ViewID, attributes: [PrimaryAttribute], canvas: CanvasSize?) -> Diagnostic {
        let name = ir.name(of: view)
        let names = attributes.map { "\(name).\($0)" }
        let verb = names.count == 1 ? "is" : "are"
        var notes: [String] = []
        if view == .root, canvas == nil {
            notes.append("give the canvas a size (--size WxH), or constrain root's size in the file")
        } else {
            notes.append("the solver picks arbitrary values for \(names.count == 1 ? "it" : "them")")
        }
        return .warning(
            .undeterminedAttributes,
            "\(ConflictDiagnostics.list(names)) \(verb) not determined by any constraint",
            at: ir.views[view.index].span, notes: notes)
    }
}

import LayoutIR
import LayoutSolver

extension LoweredLayout {
    /// Root's width and height, the variables a resize moves.
    static let rootSize = [LayoutVariable(.root, .width), LayoutVariable(.root, .height)]

    /// `ir` lowered for resizing: no canvas, and edit variables on root's width and height at
    /// `editPriority`, pulled to `size` when it is finite. nil when the layout conflicts at
    /// every size or the solver refuses a constraint.
    ///
    /// Required equalities are eliminated first, as in a fresh solve at a size, with root's size
    /// kept in the solver because the edits move it (see `Presolve`); if that meets a conflict or
    /// leaves an attribute free at `size`, the full system is lowered instead. With `mask`
    /// (`when` blocks), only the constraints it marks go into the solver, and those under a
    /// condition are protected from elimination (rewritten, never eliminating), so that a resize
    /// across a condition's threshold can take constraints out and put others in; the variants
    /// of `stack 10000` with one flag were each a full system, 46 s and 8.7 GB for one check.
    /// `safeArea` defines the sides of the views' safe-area guides in the cases it assumes.
    static func resizable(
        _ ir: LayoutIR, editPriority: Double, size: CanvasSize, including mask: [Bool]? = nil,
        safeArea: [SafeAreaSideDefinition] = []
    ) -> LoweredLayout? {
        var presolved = LoweredLayout(
            ir, canvas: nil, safeArea: safeArea, presolving: true, keeping: rootSize, including: mask,
            explainsConflicts: false)
        let purpose = LoweringPurpose.resizing(size: size, editPriority: editPriority, mask: mask)
        switch LoweringRoute.decide(for: &presolved, purpose, ir: ir, safeArea: safeArea) {
        case .conflictsAtEverySize: return nil
        case .presolved, .presolvedWithSearchedConflicts: return presolved
        case .full: break
        }
        var full =
            if let mask { LoweredLayout(ir, including: mask, safeArea: safeArea) } else {
                // No `when` block: nothing leaves the solver, so it needs no markers when the
                // presolved system met no conflict (see `full`).
                full(ir, canvas: nil, safeArea: safeArea, withoutMarkers: presolved.isConflictFree)
            }
        guard full.addRootSizeEdits(priority: editPriority, size: nil) else { return nil }
        return full
    }

    /// Adds the edit variables on root's size, and suggests `size` if given and finite; false
    /// when the lowering has conflicts or refusals, or the solver refuses the edits.
    mutating func addRootSizeEdits(priority: Double, size: CanvasSize?) -> Bool {
        guard isConflictFree else { return false }
        let width = solverVariable(Self.rootSize[0])
        let height = solverVariable(Self.rootSize[1])
        do throws(SolverError) {
            try solver.addEditVariable(width, priority: priority)
            try solver.addEditVariable(height, priority: priority)
            if let size, size.width.isFinite, size.height.isFinite {
                try solver.suggestValue(size.width, for: width)
                try solver.suggestValue(size.height, for: height)
            }
        } catch {
            return false
        }
        return true
    }
}

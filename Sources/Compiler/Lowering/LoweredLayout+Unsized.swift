import LayoutIR

extension LoweredLayout {
    /// `ir` lowered without a canvas to find the conflicts no canvas size resolves.
    ///
    /// Presolved first: substitution keeps the required system's feasibility, so a presolved
    /// system without conflicts means the full one has none. A conflict is named by a
    /// `ConflictSearch`, exactly as the full system names it; the full system (every constraint
    /// in the solver, which can be quadratic in time and memory on long chains) is lowered only
    /// when the search cannot be sure.
    /// `safeArea` defines the sides of the views' safe-area guides in the cases it assumes.
    /// The choice is `LoweringRoute.decide` for `LoweringPurpose.conflictsWithoutCanvas`.
    static func unsized(_ ir: LayoutIR, safeArea: [SafeAreaSideDefinition] = []) -> LoweredLayout {
        var presolved = LoweredLayout(ir, canvas: nil, safeArea: safeArea, presolving: true)
        switch LoweringRoute.decide(for: &presolved, .conflictsWithoutCanvas, ir: ir, safeArea: safeArea) {
        case .full: return LoweredLayout(ir, canvas: nil, safeArea: safeArea, presolving: false)
        case .presolved, .presolvedWithSearchedConflicts, .conflictsAtEverySize: return presolved
        }
    }

    /// `ir` lowered for a solve without a canvas (`layoutc solve` without `--size`).
    ///
    /// Root's size is then usually free, and so is everything placed relative to it, which used
    /// to send every such solve to the full system (grid 100x100: 26 s and 4.8 GB). Presolved
    /// instead, with root's size kept in the solver, the result stands for the full system
    /// whenever it has no conflict or refusal and pinning root's size at its solved values leaves
    /// nothing free: that is exactly when the S002 warnings are root's own (`Determinacy` pins
    /// root the same way), and every other value follows from root's. Only the arbitrary root
    /// size, a point of the same optimal face, may differ from the full system's. Otherwise the
    /// full system is lowered, to name conflicts and free attributes exactly. The choice is
    /// `LoweringRoute.decide` for `LoweringPurpose.solveWithoutCanvas`.
    static func unsizedForSolving(_ ir: LayoutIR, safeArea: [SafeAreaSideDefinition] = []) -> LoweredLayout {
        var presolved = LoweredLayout(ir, canvas: nil, safeArea: safeArea, presolving: true, keeping: rootSize)
        switch LoweringRoute.decide(for: &presolved, .solveWithoutCanvas, ir: ir, safeArea: safeArea) {
        case .full: return full(ir, canvas: nil, safeArea: safeArea, withoutMarkers: presolved.isConflictFree)
        case .presolved, .presolvedWithSearchedConflicts, .conflictsAtEverySize: return presolved
        }
    }

    /// Whether every attribute has a unique value once root's width and height are fixed at the
    /// values the solver found for them.
    var isDeterminedOnceRootIsSized: Bool {
        var pinned = self
        for variable in Self.rootSize {
            pinned.addRootSize(variable.attribute, value(of: variable))
        }
        return pinned.isConflictFree && pinned.undeterminedVariables().isEmpty
    }
}

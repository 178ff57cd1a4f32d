import LayoutParser

extension LoweredLayout {
    /// `ir` lowered without a canvas to find the conflicts no canvas size resolves.
    ///
    /// Presolved first: substitution keeps the required system's feasibility, so a presolved
    /// system without conflicts means the full one has none, and the full system (every
    /// constraint in the solver, which can be quadratic in time and memory on long chains) is
    /// lowered only to name the minimal sets when there is a conflict.
    /// `safeArea` defines the safe-area guides' sides in the cases it assumes (extension).
    static func unsized(_ ir: LayoutIR, safeArea: [SafeAreaSideDefinition] = []) -> LoweredLayout {
        let presolved = LoweredLayout(ir, canvas: nil, safeArea: safeArea, presolving: true)
        if presolved.isConsistent, presolved.conflicts.isEmpty, presolved.rejected.isEmpty { return presolved }
        return LoweredLayout(ir, canvas: nil, safeArea: safeArea, presolving: false)
    }
}

import LayoutIR

// What a tool that explains a solve (the language server's hover) needs beyond the frames: the
// constraints the solver used, with margins measured as the environment measures them, and the
// frames of the compiler's own safe-area guides that those constraints may name.

/// A solve laid open: the IR solved and the frame of each of its views and guides by id.
package struct InspectedSolve: Sendable {
    /// The IR as solved: the layout's, with the constraints that use margins rebuilt as the
    /// environment measures them (same constraint indices; safe-area guides may be appended).
    package var ir: LayoutIR
    /// Each view's and guide's frame by id in `ir` (safe-area guides included); nil when the
    /// layout does not solve in the environment.
    package var frames: [ViewFrame]?
}

extension CompiledLayout {
    /// The layout solved in `environment` as `solve(in:)` solves it, laid open.
    package func inspectedSolve(in environment: LayoutEnvironment) -> InspectedSolve {
        let measured = measuresMarginsApart(in: environment) ? measuringMargins(in: environment) : self
        guard !hasErrors else { return InspectedSolve(ir: measured.ir, frames: nil) }
        var solved = measured
        if hasVariants {
            let active = measured.activeConstraints(in: environment.variantContext)
            guard measured.canvasNeededErrors(active).isEmpty else { return InspectedSolve(ir: measured.ir, frames: nil) }
            solved = measured.restricted(to: active.mask)
        }
        let canvas = environment.size
        let lowered: LoweredLayout
        switch SafeAreaRoute(solved.ir) {
        case .oneLowering:
            lowered = LoweredLayout(solved.ir, canvas: canvas)
        case .rounds:
            switch SafeAreaSolver(ir: solved.ir, insets: environment.safeAreaInsets).lower(canvas: canvas) {
            case .lowered(let result): lowered = result
            case .failed: return InspectedSolve(ir: measured.ir, frames: nil)
            }
        }
        guard !solved.solutionDiagnostics(from: lowered, canvas: canvas).hasErrors else {
            return InspectedSolve(ir: measured.ir, frames: nil)
        }
        return InspectedSolve(ir: measured.ir, frames: lowered.frames(of: solved.ir))
    }
}

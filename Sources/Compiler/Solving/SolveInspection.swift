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
        let canvas = environment.size
        let (solved, errors) = measured.applicableLayout(in: environment)
        guard errors.isEmpty, case .lowered(let lowered) = solved.lowered(canvas: canvas, safeAreaInsets: environment.safeAreaInsets),
              !solved.solutionDiagnostics(from: lowered, canvas: canvas).hasErrors
        else { return InspectedSolve(ir: measured.ir, frames: nil) }
        return InspectedSolve(ir: measured.ir, frames: lowered.frames(of: solved.ir))
    }
}

import LayoutLexer
import LayoutParser

extension CompiledLayout {
    /// Every finding about the layout, sorted for output: front-end diagnostics, then what solving
    /// at each of `sizes` finds (S001 conflicts, S002 undetermined attributes), without repeats.
    ///
    /// Without sizes, only what needs no canvas is checked: the front end, and conflicts that no
    /// canvas size could resolve (solved with root's size left free). Undetermined attributes need
    /// a size, so they are not reported then. A finding that holds at some checked sizes but not
    /// all of them names the sizes it holds at; a conflict that involves the canvas names its size.
    ///
    /// `environment` gives the idiom and flags of one variant of a file with `when` blocks (its
    /// size is ignored); `check(sizes:variants:)` examines every variant.
    public func check(sizes: [CanvasSize], environment: LayoutEnvironment = LayoutEnvironment()) -> [Diagnostic] {
        guard !hasErrors else { return diagnostics }
        var sizesToCheck: [CanvasSize] = []
        for size in sizes where !sizesToCheck.contains(size) {
            sizesToCheck.append(size)
        }
        guard !sizesToCheck.isEmpty else {
            // Without a size, constraints under conditions on the canvas are left out (extension).
            let variant = hasVariants ? restricted(to: activeConstraints(in: environment.variantContext).mask) : self
            guard variant.ir.usesSafeArea else {
                let lowered = LoweredLayout.unsized(variant.ir)
                let errors = ConflictDiagnostics(ir: variant.ir, sources: sources, canvas: nil).diagnostics(for: lowered)
                return (diagnostics + errors).sortedForOutput()
            }
            switch SafeAreaSolver(ir: variant.ir, insets: environment.safeAreaInsets).lower(canvas: nil) {
            case .lowered(let lowered):
                let errors = ConflictDiagnostics(ir: variant.ir, sources: sources, canvas: nil).diagnostics(for: lowered)
                return (diagnostics + errors).sortedForOutput()
            case .failed(let error):
                return (diagnostics + [error]).sortedForOutput()
            }
        }

        // One session solves every size with one solver; each result equals `solve(size:)`.
        let session = LayoutSession(self, size: sizesToCheck[0], environment: environment)
        let frontEnd = Set(diagnostics)
        var errors: [Diagnostic] = []
        var seenErrors: Set<Diagnostic> = []
        var warnings: [(warning: Diagnostic, sizes: [CanvasSize])] = []
        var warningIndex: [Diagnostic: Int] = [:]
        for (position, size) in sizesToCheck.enumerated() {
            let solution = position == 0 ? session.solution : session.resize(to: size)
            for finding in solution.diagnostics where !frontEnd.contains(finding) {
                if finding.isError {
                    if seenErrors.insert(finding).inserted { errors.append(finding) }
                } else if let index = warningIndex[finding] {
                    warnings[index].sizes.append(size)
                } else {
                    warningIndex[finding] = warnings.count
                    warnings.append((finding, [size]))
                }
            }
        }
        let sizedWarnings = warnings.map { entry in
            guard entry.sizes.count < sizesToCheck.count else { return entry.warning }
            var warning = entry.warning
            warning.message += " at " + ConflictDiagnostics.list(entry.sizes.map(\.description))
            return warning
        }
        return (diagnostics + errors + sizedWarnings).sortedForOutput()
    }
}

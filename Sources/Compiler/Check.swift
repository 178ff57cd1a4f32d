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
    public func check(sizes: [CanvasSize]) -> [Diagnostic] {
        guard !hasErrors else { return diagnostics }
        var sizesToCheck: [CanvasSize] = []
        for size in sizes where !sizesToCheck.contains(size) {
            sizesToCheck.append(size)
        }
        guard !sizesToCheck.isEmpty else {
            let lowered = LoweredLayout(ir, canvas: nil)
            let errors = ConflictDiagnostics(ir: ir, source: source, canvas: nil).diagnostics(for: lowered)
            return (diagnostics + errors).sortedForOutput()
        }

        var errors: [Diagnostic] = []
        var warnings: [(warning: Diagnostic, sizes: [CanvasSize])] = []
        for size in sizesToCheck {
            let lowered = LoweredLayout(ir, canvas: size)
            let conflicts = ConflictDiagnostics(ir: ir, source: source, canvas: size).diagnostics(for: lowered)
            errors += conflicts.filter { !errors.contains($0) }
            guard conflicts.isEmpty else { continue }
            for warning in Determinacy(ir: ir).diagnostics(for: lowered, canvas: size) {
                if let index = warnings.firstIndex(where: { $0.warning == warning }) {
                    warnings[index].sizes.append(size)
                } else {
                    warnings.append((warning, [size]))
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

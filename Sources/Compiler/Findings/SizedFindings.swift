import LayoutChecker
import LayoutSource

extension CompiledLayout {
    /// Every finding about the layout, sorted for output: front-end diagnostics, then what solving
    /// at each of `sizes` finds (S001 conflicts, S002 undetermined attributes), without repeats.
    ///
    /// Without sizes, only what needs no canvas is checked: the front end, and conflicts that no
    /// canvas size could resolve (solved with root's size left free). Undetermined attributes need
    /// a size, so they are not reported then. A finding that holds at some checked sizes but not
    /// all of them names the sizes it holds at (a conflict that involves the canvas names its own).
    ///
    /// `environment` gives the idiom and flags of one variant of a file with `when` blocks (its
    /// size is ignored); `check(sizes:variants:)` examines every variant.
    public func check(sizes: [CanvasSize], environment: LayoutEnvironment = LayoutEnvironment()) -> [Diagnostic] {
        guard !hasErrors else { return diagnostics }
        var sizesToCheck: [CanvasSize] = []
        for size in sizes where !sizesToCheck.contains(size) {
            sizesToCheck.append(size)
        }
        let route = SizesRoute(sizeCount: sizesToCheck.count)
        guard route != .withoutCanvas else {
            // Without a size, constraints under `when` conditions on the canvas are left out.
            let measured = measuringMargins(in: environment)
            let variant = hasVariants
                ? measured.restricted(to: activeConstraints(in: variantContext(in: environment)).mask) : measured
            switch variant.loweredWithoutCanvas(safeAreaInsets: environment.safeAreaInsets) {
            case .lowered(let lowered):
                let errors = ConflictDiagnostics(ir: variant.ir, sources: sources, canvas: nil).diagnostics(for: lowered)
                return (diagnostics + errors).sortedForOutput()
            case .failed(let error):
                return (diagnostics + [error]).sortedForOutput()
            }
        }

        // Several sizes share one session's solver, one size is solved fresh (`SizesRoute`).
        let session = route == .session ? LayoutSession(self, size: sizesToCheck[0], environment: environment) : nil
        let frontEnd = Set(diagnostics)
        var findings: [(finding: Diagnostic, sizes: [CanvasSize])] = []
        var findingIndex: [Diagnostic: Int] = [:]
        for (position, size) in sizesToCheck.enumerated() {
            var sized = environment
            sized.size = size
            let solution =
                if let session { position == 0 ? session.solution : session.resize(to: size) } else { solve(in: sized) }
            for finding in solution.diagnostics + textFindings(in: solution)
                + unsafeAreaFindings(in: solution, insets: sized.safeAreaInsets) where !frontEnd.contains(finding) {
                // An S002 whose fix-it differs by size (its values are read at each) is one
                // finding, with the fix-it of the first size.
                let key = finding.code == .undeterminedAttributes ? finding.withoutSizedFixIt : finding
                if let index = findingIndex[key] {
                    findings[index].sizes.append(size)
                } else {
                    findingIndex[key] = findings.count
                    findings.append((finding, [size]))
                }
            }
        }
        // Errors as well as warnings: a conflict among constraints under `when width >= 600`
        // happens only at the sizes that meet the condition, and the reader needs to know which.
        // A conflict that involves the canvas already names its size (ConflictDiagnostics).
        let sized = findings.map { entry in
            guard entry.sizes.count < sizesToCheck.count, entry.finding.context.sizes.isEmpty else {
                return entry.finding
            }
            var finding = entry.finding
            finding.context.sizes = entry.sizes.map(\.description)
            return finding
        }
        return (diagnostics + sized).sortedForOutput()
    }
}

extension CompiledLayout {
    /// The S006 note for a check at no canvas: what it left unchecked and how to check it; nil
    /// when the front end found errors (then nothing would be solved at any size).
    public var checkedWithoutCanvasNote: Diagnostic? {
        guard !hasErrors else { return nil }
        return Diagnostic(
            .note, .checkedWithoutCanvas,
            "not solved at any canvas size: undetermined attributes (S002) and conflicts that depend on the size were not checked",
            at: nil,
            notes: [
                "give canvases with --size WxH, --size WIDTHx (height fitted), --device NAME or --devices all "
                    + "('layoutc devices' lists them), or declare them in the file: canvas \"iPhoneSE3\", \"375x\"",
            ])
    }
}

extension Diagnostic {
    /// The finding without S002's fix-it and the note that explains it, which depend on the
    /// size the solve was made at.
    package var withoutSizedFixIt: Diagnostic {
        var finding = self
        guard !finding.fixIts.isEmpty else { return finding }
        finding.fixIts = []
        finding.notes.removeAll { $0.hasPrefix(Determinacy.missingConstraintsNotePrefix) }
        return finding
    }
}

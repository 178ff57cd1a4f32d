import LayoutIR
import LayoutSource

extension CompiledLayout {
    /// Every finding `layoutc check` reports for this layout (without `--mirror`), sorted for
    /// output, at `sizes` and `canvases` (fitted sizes, devices: `CheckCanvas.named`):
    ///
    /// - with neither, at the file's own canvases (`canvas "..."`) if it declares any, else
    ///   what needs no canvas, with a note saying what that leaves unchecked;
    /// - with sizes only, what `check(sizes:environment:)` finds, or for a file with `when`
    ///   blocks `check(sizes:variants:safeAreaInsets:)`;
    /// - with canvases, what `check(canvases:variants:)` finds at the sizes and the canvases;
    ///
    /// in the variants `idiom` and `flags` leave open (nil: every one), with a V009 warning for
    /// each of `flags` the file never names; `safeAreaInsets` are root's on sizes.
    ///
    /// The command line and the language server both call this, so that they cannot disagree.
    public func findings(
        sizes: [CanvasSize], canvases: [CheckCanvas] = [], idiom: DeviceIdiom? = nil, flags: [String]? = nil,
        safeAreaInsets: SafeAreaInsets = .zero
    ) -> [Diagnostic] {
        let selection = VariantSelection(idiom: idiom, flags: flags.map(Set.init))
        var findings: [Diagnostic]
        if sizes.isEmpty, canvases.isEmpty, !declaredCanvases.isEmpty {
            // No canvas asked for: the file's own (`canvas "iPhoneSE3", ...`).
            findings = check(canvases: declaredCanvases, variants: selection) + unusedFlagWarnings(flags ?? [])
        } else if canvases.isEmpty {
            // A file with `when` blocks is checked in every variant the options leave open.
            findings = hasVariants
                ? check(sizes: sizes, variants: selection, safeAreaInsets: safeAreaInsets) + unusedFlagWarnings(flags ?? [])
                : check(sizes: sizes, environment: LayoutEnvironment(safeAreaInsets: safeAreaInsets))
            // Nothing solved at a size: say what that leaves unchecked, rather than pass in silence.
            if sizes.isEmpty, let note = checkedWithoutCanvasNote { findings.append(note) }
        } else {
            // Devices, fitted and degenerate sizes: each canvas in its own environment, named in findings.
            let all = sizes.map { CheckCanvas(.size($0), safeAreaInsets: safeAreaInsets) } + canvases
            findings = check(canvases: all, variants: selection) + unusedFlagWarnings(flags ?? [])
        }
        return findings.sortedForOutput()
    }
}

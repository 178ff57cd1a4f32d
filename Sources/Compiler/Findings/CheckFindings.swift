import LayoutIR
import LayoutSource

extension CompiledLayout {
    /// Every finding `layoutc check` reports for this layout (without `--mirror`), sorted for
    /// output: what `check(sizes:environment:)` finds, or for a file with `when` blocks what
    /// `check(sizes:variants:safeAreaInsets:)` finds in the variants `idiom` and `flags` leave
    /// open (nil: every one), with a V009 warning for each of `flags` the file never names.
    ///
    /// The command line and the language server both call this, so that they cannot disagree.
    public func findings(
        sizes: [CanvasSize], idiom: DeviceIdiom? = nil, flags: [String]? = nil, safeAreaInsets: SafeAreaInsets = .zero
    ) -> [Diagnostic] {
        let findings = hasVariants
            ? check(sizes: sizes, variants: VariantSelection(idiom: idiom, flags: flags.map(Set.init)), safeAreaInsets: safeAreaInsets)
                + unusedFlagWarnings(flags ?? [])
            : check(sizes: sizes, environment: LayoutEnvironment(safeAreaInsets: safeAreaInsets))
        return findings.sortedForOutput()
    }
}

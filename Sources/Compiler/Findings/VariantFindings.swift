import LayoutChecker
import LayoutIR
import LayoutSource

/// Which variants of a file with `when` blocks `check` examines.
public struct VariantSelection: Hashable, Sendable {
    /// The idiom to examine, or nil for every idiom when the file's conditions depend on it
    /// (they name one, or a size class), else the default phone.
    public var idiom: DeviceIdiom?
    /// The flags to set, or nil for every combination of the flags the file uses.
    public var flags: Set<String>?

    /// Creates a selection; the defaults examine every variant.
    public init(idiom: DeviceIdiom? = nil, flags: Set<String>? = nil) {
        self.idiom = idiom
        self.flags = flags
    }
}

/// One variant: an idiom and the flags set.
public struct LayoutVariant: Hashable, Sendable {
    /// The idiom.
    public var idiom: DeviceIdiom
    /// The flags set, in the order the file first uses them.
    public var flags: [String]
}

/// The variants a check examines, and how many there are in all.
public struct VariantPlan: Sendable {
    /// The variants examined, in order: fewer flags first, and every idiom for each set of flags.
    public var variants: [LayoutVariant]
    /// How many variants the selection has in all (more than `variants` past the cap), or nil
    /// when more than a billion.
    public var total: Int?
    /// Whether labels name the flags (they vary) and the idiom (it varies).
    var namesFlags: Bool
    var namesIdiom: Bool

    /// How a finding made in `found` (some of `variants`) names them, shortest first: an idiom
    /// in which every set of flags has it is `on pad`, a set of flags that has it on every idiom
    /// is `with expanded`, and any other variant is named in full.
    public func labels(of found: [LayoutVariant]) -> [String] {
        let idioms = variants.reduce(into: [DeviceIdiom]()) { if !$0.contains($1.idiom) { $0.append($1.idiom) } }
        let flagSets = variants.reduce(into: [[String]]()) { if !$0.contains($1.flags) { $0.append($1.flags) } }
        var labels: [String] = []
        var named: [LayoutVariant] = []
        if namesIdiom && namesFlags {
            for idiom in idioms where flagSets.allSatisfy({ found.contains(LayoutVariant(idiom: idiom, flags: $0)) }) {
                labels.append("on " + idiom.rawValue)
                named += flagSets.map { LayoutVariant(idiom: idiom, flags: $0) }
            }
            for flags in flagSets where idioms.allSatisfy({ found.contains(LayoutVariant(idiom: $0, flags: flags)) }) {
                let rest = idioms.map { LayoutVariant(idiom: $0, flags: flags) }.filter { !named.contains($0) }
                guard !rest.isEmpty else { continue }
                labels.append(label(of: LayoutVariant(idiom: .phone, flags: flags), namingIdiom: false))
                named += rest
            }
        }
        for variant in found where !named.contains(variant) { labels.append(label(of: variant)) }
        return labels
    }

    /// How `variant` is named in findings: `with expanded on pad`, `with no flags`.
    public func label(of variant: LayoutVariant) -> String {
        label(of: variant, namingIdiom: namesIdiom)
    }

    private func label(of variant: LayoutVariant, namingIdiom: Bool) -> String {
        var parts: [String] = []
        if namesFlags { parts.append(variant.flags.isEmpty ? "with no flags" : "with " + variant.flags.joined(separator: ", ")) }
        if namingIdiom { parts.append("on " + variant.idiom.rawValue) }
        return parts.joined(separator: " ")
    }
}

extension CompiledLayout {
    /// The most variants `check(sizes:variants:)` examines; past it, a V010 note.
    public static let maximumCheckedVariants = 64

    /// Every flag the file's conditions name, in order of first use.
    public var flagsUsed: [String] {
        var seen: Set<String> = []
        return ir.conditions.flatMap(\.flags).filter { !$0.hasPrefix("<") && seen.insert($0).inserted }
    }

    /// Whether some condition depends on the idiom (names one, or a size class).
    public var readsIdiom: Bool { ir.conditions.contains(where: \.readsIdiom) }

    /// The variants `selection` asks for, at most `maximumCheckedVariants` of them.
    public func variantPlan(for selection: VariantSelection) -> VariantPlan {
        let idioms: [DeviceIdiom] = selection.idiom.map { [$0] } ?? (readsIdiom ? DeviceIdiom.allCases : [.phone])
        let used = flagsUsed
        let flagSets: [[String]]
        let combinationCount: Int?
        if let flags = selection.flags {
            flagSets = [used.filter { flags.contains($0) }]
            combinationCount = 1
        } else {
            let limit = Self.maximumCheckedVariants
            flagSets = Self.subsets(of: used, fewestFirst: (limit + idioms.count - 1) / idioms.count)
            combinationCount = used.count <= 30 ? 1 << used.count : nil
        }
        var variants: [LayoutVariant] = []
        outer: for flags in flagSets {
            for idiom in idioms {
                if variants.count == Self.maximumCheckedVariants { break outer }
                variants.append(LayoutVariant(idiom: idiom, flags: flags))
            }
        }
        return VariantPlan(
            variants: variants, total: combinationCount.map { $0 * idioms.count },
            namesFlags: selection.flags == nil && !used.isEmpty, namesIdiom: idioms.count > 1)
    }

    /// Up to `limit` subsets of `items`: the empty one, then every single item, then pairs, and
    /// so on, each size in lexicographic order of positions.
    static func subsets(of items: [String], fewestFirst limit: Int) -> [[String]] {
        var result: [[String]] = []
        for size in 0...items.count {
            var positions = Array(0..<size)
            while true {
                if result.count == limit { return result }
                result.append(positions.map { items[$0] })
                // The next combination of `size` positions, or done.
                var slot = size - 1
                while slot >= 0 && positions[slot] == items.count - size + slot { slot -= 1 }
                if slot < 0 { break }
                positions[slot] += 1
                for next in (slot + 1)..<size { positions[next] = positions[next - 1] + 1 }
            }
        }
        return result
    }

    /// Where the note that canvas conditions go unexamined points, when some constraint or
    /// hidden view depends on one: the earlier of the first such written constraint and the
    /// first such `hide`/`show` or stack variation (`stack NAME { ... }` in `when`), else a
    /// stack's constraint lowered per variant (at the stack).
    func firstCanvasConditionSpan() -> SourceSpan? {
        func reads(_ condition: Int?) -> Bool { condition.map { ir.conditions[$0].readsCanvas } ?? false }
        let written = ir.constraints.first(where: { $0.stackOrigin == nil && reads($0.condition) })?.span
        let shown = (ir.visibility.compactMap { $0.hiddenWhen.readsCanvas ? $0.span : nil }
            + ir.stackVariations.compactMap { $0.condition.readsCanvas ? $0.span : nil }).min()
        // The earlier of the two in the file (spans order by path, then place).
        if let written, let shown { return min(written, shown) }
        return written ?? shown ?? ir.constraints.first(where: { reads($0.condition) })?.span
    }

    /// Checks every variant `selection` asks for at each of `sizes` (see `check(sizes:environment:)`).
    ///
    /// A finding made in every examined variant is reported once, as it stands; one made in
    /// some variants only names them in its `context`, printed `with expanded: ...`, `with no
    /// flags on pad; with dense on pad: ...`. Without sizes, conditions on the canvas cannot be decided: their
    /// constraints are left out, and a V008 note says so. Past `maximumCheckedVariants`, the
    /// rest go unexamined, and a V010 note says how many there were.
    /// `safeAreaInsets` are root's safe-area insets in every variant.
    public func check(
        sizes: [CanvasSize], variants selection: VariantSelection, safeAreaInsets: SafeAreaInsets = .zero
    ) -> [Diagnostic] {
        check(sizes: sizes, variants: selection, environment: LayoutEnvironment(safeAreaInsets: safeAreaInsets))
    }

    /// `check(sizes:variants:safeAreaInsets:)` with every variant's environment made from `base`
    /// (its safe area and whether root is a view controller's view; its size, idiom and flags
    /// are the sizes' and the variant's).
    func check(sizes: [CanvasSize], variants selection: VariantSelection, environment base: LayoutEnvironment) -> [Diagnostic] {
        guard !hasErrors else { return diagnostics }
        let plan = variantPlan(for: selection)
        var notes: [Diagnostic] = []
        if sizes.isEmpty, let location = firstCanvasConditionSpan() {
            notes.append(Diagnostic(
                .note,
                .conditionNeedsCanvas, "conditions on the canvas size are not examined without --size",
                at: location,
                notes: ["give the sizes to check with --size WxH (repeatable)"]))
        }
        if plan.variants.count < (plan.total ?? Int.max) {
            let total = plan.total.map(String.init) ?? "more than a billion"
            notes.append(Diagnostic(
                .note,
                .tooManyVariants,
                "the file has \(total) variants; only the first \(plan.variants.count) are examined",
                at: nil, notes: ["choose variants with --set NAME and --idiom"]))
        }
        guard plan.variants.count > 1 else {
            let variant = plan.variants.first ?? LayoutVariant(idiom: .phone, flags: [])
            let environment = base.variant(variant)
            return (check(sizes: sizes, environment: environment) + notes).sortedForOutput()
        }

        let frontEnd = Set(diagnostics)
        var findings = VariantFindings()
        for variant in plan.variants {
            let environment = base.variant(variant)
            for finding in check(sizes: sizes, environment: environment) where !frontEnd.contains(finding) {
                findings.add(finding, in: variant)
            }
        }
        return (diagnostics + findings.named(by: plan) + notes).sortedForOutput()
    }

}

/// Findings gathered variant by variant: each distinct finding once, with the variants that
/// made it, in the order first made.
struct VariantFindings {
    private var entries: [(finding: Diagnostic, variants: [LayoutVariant])] = []
    private var indexByFinding: [Diagnostic: Int] = [:]

    /// Records that `finding` was made in `variant`.
    mutating func add(_ finding: Diagnostic, in variant: LayoutVariant) {
        if let index = indexByFinding[finding] {
            if entries[index].variants.last != variant { entries[index].variants.append(variant) }
        } else {
            indexByFinding[finding] = entries.count
            entries.append((finding, [variant]))
        }
    }

    /// The findings as reported: one made in every variant of `plan` as it stands, any other
    /// with the names of its variants in its context (printed `with expanded: ...`).
    func named(by plan: VariantPlan) -> [Diagnostic] {
        entries.map { entry in
            guard entry.variants.count < plan.variants.count else { return entry.finding }
            var finding = entry.finding
            finding.context.variants = plan.labels(of: entry.variants)
            return finding
        }
    }
}

extension CompiledLayout {
    /// V009 warnings for flags set (`--set`) that a file using flags never names, each with the
    /// closest flag it does use; a file that uses no flag gets none (it has nothing to misspell).
    public func unusedFlagWarnings(_ flags: [String]) -> [Diagnostic] {
        let used = flagsUsed
        guard !used.isEmpty else { return [] }
        return flags.filter { !used.contains($0) }.map { flag in
            let suggestion = LayoutCondition.closestFlag(to: flag, among: used)
            return .warning(
                .unusedFlag, "flag '\(flag)' is set, but the file never uses it", at: nil,
                notes: [suggestion.map { "did you mean '\($0)'?" } ?? "the file uses " + used.map { "'\($0)'" }.joined(separator: ", ")])
        }
    }
}

extension LayoutEnvironment {
    /// This environment without a size, in `variant`'s idiom with its flags set.
    func variant(_ variant: LayoutVariant) -> LayoutEnvironment {
        var environment = self
        environment.size = nil
        environment.idiom = variant.idiom
        environment.flags = Set(variant.flags)
        return environment
    }
}

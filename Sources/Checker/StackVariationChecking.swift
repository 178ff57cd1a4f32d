import LayoutIR
import LayoutParser
import LayoutSource

/// What the checker keeps of `stack NAME { ... }` inside `when` blocks: each variation, in
/// source order, with where its axis and alignment are written (for A014 per variant).
struct StackVariationState {
    /// One variation and the places of its properties.
    struct Entry {
        /// The variation, as the IR keeps it.
        var variation: StackVariation
        /// Where `axis` is written in it, if it is.
        var axisSpan: SourceSpan?
        /// Where `alignment` is written in it, and its value, if it is.
        var alignmentSpans: (property: SourceSpan, value: SourceSpan)?
    }

    /// The variations, in source order.
    var entries: [Entry] = []

    /// The variations by stack index, each list in source order.
    var byStack: [Int: [Entry]] {
        Dictionary(grouping: entries, by: { $0.variation.stack.index })
    }
}

// A stack's own properties per variant (grammar.md, "Stacks" and "Variants"): inside a `when`
// block, `stack NAME { axis vertical }` of a stack declared earlier sets those properties in the
// block's variants. The stack is then lowered once per combination of conditions
// (StackLowering.swift), each with its effective configuration.
extension Checker {
    /// Whether `declaration`, inside a `when` block, is a variation of stacks declared earlier
    /// rather than a new declaration: `stack` naming at least one view that already exists.
    func isStackVariation(_ declaration: ViewDeclarationSyntax) -> Bool {
        declaration.kind == .stack && declaration.names.contains { viewsByName[$0.name] != nil }
    }

    /// Checks `stack NAME, ... { ... }` inside a `when` block: each name a stack declared
    /// earlier, each block its own properties only; records a variation for each.
    mutating func checkStackVariation(_ declaration: ViewDeclarationSyntax) {
        guard let conditionIndex = variants.currentCondition else { return }
        let condition = variants.conditions[conditionIndex]
        for name in declaration.names {
            let blocks = declaration.blocks.filter { $0.view.range == name.range }
            guard let view = viewsByName[name.name] else {
                report(.error(
                    .declarationInVariant, "stacks cannot be declared inside a when block", at: span(name.range),
                    notes: ["every variant has the same stacks: declare '\(name.name)' outside, and change its properties inside"]))
                continue
            }
            guard views[view.index].isStack else {
                let kind = views[view.index].isGuide ? "a guide" : views[view.index].isScrollView ? "a scroll view" : "a view"
                report(.error(
                    .nonStackPropertyInVariant,
                    "'\(name.name)' is \(kind), not a stack: only a stack's own properties can change per variant",
                    at: span(name.range),
                    notes: ["'stack NAME { ... }' inside a when block names a stack declared earlier; constrain other views with equations instead"]))
                continue
            }
            guard blocks.contains(where: { !$0.properties.isEmpty || !$0.children.isEmpty }) else {
                report(.error(
                    .nonStackPropertyInVariant, "'stack \(name.name)' inside a when block changes nothing",
                    at: span(name.range),
                    notes: ["give the properties that change in this variant: 'stack \(name.name) { axis vertical }'"]))
                continue
            }
            var entry = StackVariationState.Entry(
                variation: StackVariation(stack: view, condition: condition, span: span(name.range)))
            for block in blocks { checkVariationBlock(block, of: view, into: &entry) }
            guard !entry.variation.isEmpty else { continue }
            stackVariations.entries.append(entry)
        }
    }

    /// Checks the properties of one block of a variation.
    private mutating func checkVariationBlock(
        _ block: PropertyBlockSyntax, of stack: ViewID, into entry: inout StackVariationState.Entry
    ) {
        let stackName = views[stack.index].name
        for child in block.children {
            report(.error(
                .nonStackPropertyInVariant,
                "views cannot be arranged in '\(stackName)' per variant: only a stack's own properties can change",
                at: span(child.keywordRange),
                notes: ["declare the view in the stack's own block, and hide it where it does not belong ('hide' in the when block)"]))
        }
        var setAt: [String: SourceSpan] = [:]
        for property in block.properties {
            let name = property.name.name
            guard Self.stackPropertyNames.contains(name) else {
                let isKnown = Self.propertyNames.contains(name) || name == "spacingAfter"
                if !isKnown, NameSuggestion.closest(to: name, among: Self.propertyNames + Self.stackPropertyNames + ["spacingAfter"]) != nil {
                    reportUnknownProperty(property.name)
                    continue
                }
                report(.error(
                    .nonStackPropertyInVariant,
                    isKnown
                        ? "'\(name)' cannot change per variant: only a stack's own properties can"
                        : "unknown property '\(name)': only a stack's own properties can change per variant",
                    at: span(property.name.range),
                    notes: ["a stack's block in a when block takes \(Self.stackPropertyNames.joined(separator: ", "))"]))
                continue
            }
            if let first = setAt[name] {
                report(.error(
                    .duplicateProperty, "\(name) of '\(stackName)' is set twice in this block",
                    at: span(property.name.range), related: [RelatedLocation(span: first, message: "first set here")]))
                continue
            }
            setAt[name] = span(property.range)
            applyVariationProperty(property, into: &entry)
        }
    }

    /// Validates `property`, one of a stack's own, as the stack's block does, and sets it.
    private mutating func applyVariationProperty(_ property: ViewPropertySyntax, into entry: inout StackVariationState.Entry) {
        switch property.name.name {
        case "axis":
            if let axis = choice(property, among: Array(StackAxis.allCases)) {
                entry.variation.axis = axis
                entry.axisSpan = span(property.range)
            }
        case "spacing":
            if let spacing = stackSpacing(property) { entry.variation.spacing = spacing }
        case "distribution":
            if let distribution = choice(property, among: Array(StackDistribution.allCases)) {
                entry.variation.distribution = distribution
            }
        case "alignment":
            if let alignment = choice(property, among: Array(StackAlignment.allCases)) {
                entry.variation.alignment = alignment
                if let value = property.values.first { entry.alignmentSpans = (span(property.range), span(value.range)) }
            }
        case "baselineRelative":
            if let flag = flag(property) { entry.variation.isBaselineRelative = flag }
        default:  // marginsRelative
            if let flag = flag(property) { entry.variation.isMarginsRelative = flag }
        }
    }

    /// Forgets the variations so far of `stack` (`stack NAME { ... }` in `when`), as `clear`
    /// forgets its `hide` and `show` statements; returns how many.
    mutating func clearStackVariations(of stack: ViewID) -> Int {
        let before = stackVariations.entries.count
        stackVariations.entries.removeAll { $0.variation.stack == stack }
        return before - stackVariations.entries.count
    }

    /// A014 for a variant's effective configuration, when a variation made it vertical with a
    /// baseline alignment (the stack's own block is warned about as it is checked): at the later
    /// of the variation's `axis` and `alignment` that did it; each place once.
    mutating func reportVariantAlignment(
        _ configuration: StackConfiguration, applied: [StackVariationState.Entry], reported: inout Set<SourceSpan>
    ) {
        guard configuration.axis == .vertical,
            configuration.alignment == .firstBaseline || configuration.alignment == .lastBaseline
        else { return }
        let axisSetter = applied.lastIndex { $0.variation.axis != nil }
        let alignmentSetter = applied.lastIndex { $0.variation.alignment != nil }
        let treated = configuration.alignment == .firstBaseline ? "leading" : "trailing"
        let message = "'\(configuration.alignment.rawValue)' aligns a horizontal stack only: a vertical stack installs no alignment for it"
        let note = "UIKit then pins the first view to the stack's leading edge and leaves the others ambiguous across the axis"
        if let alignmentSetter, alignmentSetter >= (axisSetter ?? -1), let spans = applied[alignmentSetter].alignmentSpans {
            guard reported.insert(spans.property).inserted else { return }
            report(.warning(
                .alignmentOnAxis, message + " (in the variants of this block)", at: spans.property,
                notes: [note + "; write 'alignment \(treated)'?"],
                fixIts: [FixIt(span: spans.value, replacement: treated)]))
        } else if let axisSetter, let axisSpan = applied[axisSetter].axisSpan {
            guard reported.insert(axisSpan).inserted else { return }
            report(.warning(
                .alignmentOnAxis, message + " (the stack's alignment, made vertical by this block)", at: axisSpan,
                notes: [note + "; set 'alignment \(treated)' in this block too?"]))
        }
    }
}

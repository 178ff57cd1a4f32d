import LayoutIR
import LayoutParser
import LayoutSource

// Checking stacks (grammar.md, "Stacks"): the properties of `stack NAME { ... }`, which fill the
// IR's `StackConfiguration`, and `spacingAfter` on its arranged views. The constraints a stack
// lowers into are made by StackLowering.swift.
extension Checker {
    /// The properties only a stack takes.
    static let stackPropertyNames = ["axis", "spacing", "distribution", "alignment", "baselineRelative", "marginsRelative"]

    /// What a view's block says about the stack around it or the stack it is: read by
    /// `declareProperties` and applied by `declare`.
    struct StackContext {
        /// The declaration the block belongs to (its keyword takes the fix-it of A012).
        var declaration: ViewDeclarationSyntax
        /// The stack the view is arranged in, if it is.
        var arrangedIn: ViewID?
    }

    /// Checks `property`, a stack property or `spacingAfter`, of `view`; returns false when
    /// `name` is neither (the caller goes on with the view properties).
    mutating func applyStackProperty(_ property: ViewPropertySyntax, of view: ViewID, context: StackContext?) -> Bool {
        let name = property.name.name
        if name == "spacingAfter" {
            guard let stack = context?.arrangedIn else {
                report(.error(
                    .spacingAfterNotArranged, "'\(views[view.index].name)' is not arranged in a stack: spacingAfter has no effect",
                    at: span(property.name.range),
                    notes: ["spacingAfter is the spacing after an arranged view: declare the view directly in a stack's block"]))
                return true
            }
            guard let spacing = stackSpacing(property) else { return true }
            if var configuration = views[stack.index].stack,
                let position = configuration.arrangedViews.lastIndex(where: { $0.view == view })
            {
                configuration.arrangedViews[position].customSpacingAfter = spacing
                views[stack.index].stack = configuration
            }
            return true
        }
        guard Self.stackPropertyNames.contains(name) else { return false }
        guard var configuration = views[view.index].stack else {
            reportStackPropertyOnView(property, of: view, declaration: context?.declaration)
            return true
        }
        switch name {
        case "axis":
            if let axis = choice(property, among: Array(StackAxis.allCases)) { configuration.axis = axis }
        case "spacing":
            if let spacing = stackSpacing(property) { configuration.spacing = spacing }
        case "distribution":
            if let distribution = choice(property, among: Array(StackDistribution.allCases)) { configuration.distribution = distribution }
        case "alignment":
            let words = Self.alignmentWords(across: configuration.axis)
            if let alignment = choice(property, among: Array(StackAlignment.allCases), suggesting: words) {
                configuration.alignment = alignment
            }
        case "baselineRelative":
            if let flag = flag(property) { configuration.isBaselineRelative = flag }
        default:  // marginsRelative
            if let flag = flag(property) { configuration.isMarginsRelative = flag }
        }
        views[view.index].stack = configuration
        return true
    }

    /// After a stack's block: warns about an alignment UIKit means only for the other axis.
    mutating func finishStackProperties(of view: ViewID, block: PropertyBlockSyntax) {
        guard let configuration = views[view.index].stack, configuration.axis == .vertical,
            configuration.alignment == .firstBaseline || configuration.alignment == .lastBaseline,
            let property = block.properties.last(where: { $0.name.name == "alignment" })
        else { return }
        let treated = configuration.alignment == .firstBaseline ? "leading" : "trailing"
        report(.warning(
            .alignmentOnAxis,
            "'\(configuration.alignment.rawValue)' aligns a horizontal stack only: a vertical stack installs no alignment for it",
            at: span(property.range),
            notes: [
                "UIKit then pins the first view to the stack's leading edge and leaves the others ambiguous across the axis; write 'alignment \(treated)'?"
            ],
            fixIts: property.values.first.map { [FixIt(span: span($0.range), replacement: treated)] } ?? []))
    }

    /// A012, with a fix-it that makes the view a stack when its declaration declares it alone.
    private mutating func reportStackPropertyOnView(
        _ property: ViewPropertySyntax, of view: ViewID, declaration: ViewDeclarationSyntax?
    ) {
        var fixIts: [FixIt] = []
        if let declaration, declaration.kind == .view, declaration.names.count == 1 {
            fixIts = [FixIt(span: span(declaration.keywordRange), replacement: "stack")]
        }
        report(.error(
            .stackPropertyOnView,
            "'\(property.name.name)' is a stack's property, and '\(views[view.index].name)' is not a stack",
            at: span(property.name.range),
            notes: ["declare it with 'stack \(views[view.index].name)' to arrange the views in its block"], fixIts: fixIts))
    }

    /// The alignments a stack on `axis` is written with, for suggestions: `top` and `bottom`
    /// (and the baselines) across a horizontal stack, `leading` and `trailing` across a vertical
    /// one, where baselines align nothing (A014). All of them are accepted on either axis.
    static func alignmentWords(across axis: StackAxis) -> [String] {
        axis == .horizontal
            ? ["fill", "top", "bottom", "center", "firstBaseline", "lastBaseline"] : ["fill", "leading", "trailing", "center"]
    }

    /// The one name `property` takes among `choices`, or `nil` after reporting another value;
    /// a misspelt one is suggested from `suggesting` (all of `choices` by default).
    mutating func choice<Choice: RawRepresentable>(
        _ property: ViewPropertySyntax, among choices: [Choice], suggesting: [String]? = nil
    ) -> Choice? where Choice.RawValue == String {
        let names = choices.map(\.rawValue)
        let list = names.joined(separator: ", ")
        guard property.values.count == 1 else {
            report(.error(
                .invalidPropertyValues, "\(property.name.name) takes one of \(list)", at: span(property.range)))
            return nil
        }
        let value = property.values[0]
        guard case .identifier(let written) = value.value else {
            report(.error(
                .invalidPropertyValues, "\(property.name.name) takes one of \(list)", at: span(value.range)))
            return nil
        }
        if let found = choices.first(where: { $0.rawValue == written }) { return found }
        reportUnknownValue(written, at: value.range, of: property.name.name, among: suggesting ?? names)
        return nil
    }

    /// `true` or `false`, or `nil` after reporting another value.
    mutating func flag(_ property: ViewPropertySyntax) -> Bool? {
        if property.values.count == 1, case .boolean(let flag) = property.values[0].value { return flag }
        if property.values.count == 1, case .identifier(let written) = property.values[0].value {
            reportUnknownValue(written, at: property.values[0].range, of: property.name.name, among: ["true", "false"])
            return nil
        }
        report(.error(
            .invalidPropertyValues, "\(property.name.name) takes true or false, as in '\(property.name.name) true'",
            at: span(property.range)))
        return nil
    }

    /// A number of points or `system` (`spacing`, `spacingAfter`), or `nil` after reporting another value.
    mutating func stackSpacing(_ property: ViewPropertySyntax) -> StackSpacing? {
        if property.values.count == 1 {
            let value = property.values[0]
            switch value.value {
            case .number(let points): return checkWrittenNumber(points, at: value.range) ? .points(points) : nil
            case .identifier("system"): return .system
            case .identifier(let written) where constants.values[written] != nil:
                return constants.read(written).map(StackSpacing.points)
            case .identifier(let written):
                reportUnknownValue(written, at: value.range, of: property.name.name, among: ["system"])
                return nil
            default: break
            }
        }
        report(.error(
            .invalidPropertyValues,
            "\(property.name.name) takes a number or 'system', as in '\(property.name.name) 8'", at: span(property.range)))
        return nil
    }

    /// The values other layout systems spell differently (CSS flexbox, SwiftUI, Android), with
    /// UIStackView's for them, nearest first; only those among a property's values are offered.
    static let valueSynonyms: [String: [String]] = [
        "middle": ["center"], "centre": ["center"], "centerx": ["center"], "centery": ["center"],
        "start": ["leading", "top"], "end": ["trailing", "bottom"], "left": ["leading"], "right": ["trailing"],
        "stretch": ["fill"], "baseline": ["firstBaseline"],
        "spacebetween": ["equalSpacing"], "spacearound": ["equalSpacing"], "spaceevenly": ["equalSpacing"],
        "row": ["horizontal"], "column": ["vertical"], "hstack": ["horizontal"], "vstack": ["vertical"],
        "yes": ["true"], "no": ["false"],
    ]

    /// A011: `written` is none of `names`, with a "did you mean" and its fix-it when one is close.
    private mutating func reportUnknownValue(_ written: String, at range: SourceRange, of property: String, among names: [String]) {
        let location = span(range)
        let synonym = Self.valueSynonyms[written.lowercased()].flatMap { candidates in candidates.first(where: names.contains) }
        if let suggestion = synonym ?? NameSuggestion.closest(to: written, among: names) {
            report(.error(
                .unknownPropertyValue, "unknown value '\(written)' for \(property)", at: location,
                notes: ["did you mean '\(suggestion)'?"], fixIts: [FixIt(span: location, replacement: suggestion)]))
        } else {
            report(.error(
                .unknownPropertyValue, "unknown value '\(written)' for \(property)", at: location,
                notes: ["\(property) takes \(names.map { "'\($0)'" }.joined(separator: ", "))"]))
        }
    }
}

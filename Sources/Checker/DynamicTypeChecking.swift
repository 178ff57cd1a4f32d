import LayoutIR
import LayoutParser
import LayoutSource

// Dynamic Type in the checker: `contentSize` conditions, `scaled(N, STYLE)` numbers and the
// `textStyle` property, each name checked against UIKit's with a did-you-mean (grammar.md,
// "Dynamic Type"). Scaled values are folded at the request's content size category.
extension Checker {
    /// `contentSize OP NAME`: the category compared in UIKit's order, or nil after T021.
    mutating func resolveContentSizeComparison(_ comparison: ComparisonConditionSyntax) -> LayoutCondition? {
        guard let name = comparison.constant else {
            // `contentSize >= 3`: categories have names, not numbers. The literal's range starts
            // after the operator, to take in a sign: the location starts at the number itself.
            let written = source.text(in: comparison.value.range)
            let spaces = written.prefix { $0 == " " || $0 == "\t" }.utf8.count
            let range = SourceRange(start: comparison.value.range.start + spaces, end: comparison.value.range.end)
            report(.error(
                .unknownContentSize, "'contentSize' compares with a content size category, not a number",
                at: span(range),
                notes: ["the categories, smallest first: " + ContentSizeCategory.names.joined(separator: ", ")]))
            return nil
        }
        guard let category = contentSizeCategory(named: name) else { return nil }
        return .contentSize(CanvasComparison(comparison.comparison), category)
    }

    /// The category `name` spells, or nil after T021 with a did-you-mean and a fix-it.
    mutating func contentSizeCategory(named name: Identifier) -> ContentSizeCategory? {
        if let category = ContentSizeCategory.named(name.name) { return category }
        let location = span(name.range)
        let suggestion = Self.suggestion(for: name.name, among: ContentSizeCategory.names)
        report(.error(
            .unknownContentSize, "unknown content size category '\(name.name)'", at: location,
            notes: [suggestion.map { "did you mean '\($0)'?" }
                ?? "the categories, smallest first: " + ContentSizeCategory.names.joined(separator: ", ")],
            fixIts: suggestion.map { [FixIt(span: location, replacement: $0)] } ?? []))
        return nil
    }

    /// The text style `name` spells, or nil after T022 with a did-you-mean and a fix-it.
    mutating func textStyle(named name: String, at range: SourceRange) -> TextStyle? {
        if let style = TextStyle(rawValue: name) { return style }
        let location = span(range)
        let suggestion = Self.suggestion(for: name, among: TextStyle.names)
        report(.error(
            .unknownTextStyle, "unknown text style '\(name)'", at: location,
            notes: [suggestion.map { "did you mean '\($0)'?" } ?? "the text styles: " + TextStyle.names.joined(separator: ", ")],
            fixIts: suggestion.map { [FixIt(span: location, replacement: $0)] } ?? []))
        return nil
    }

    /// The value of `scaled(N, STYLE)` at the checked content size category, or nil after an error.
    mutating func evaluateScaled(_ scaled: ScaledExpression) -> Double? {
        guard checkWrittenNumber(scaled.value.value, at: scaled.value.range) else { return nil }
        var style = TextStyle.body
        if let written = scaled.style {
            guard let named = textStyle(named: written.name, at: written.range) else { return nil }
            style = named
        }
        hasScaledValues = true
        if firstScaledSpan == nil { firstScaledSpan = span(scaled.range) }
        scaledStyles.insert(style)
        if let factor = scaleOverrides[style] { return scaled.value.value * factor }
        return DynamicTypeSizes.scaled(scaled.value.value, style: style, at: contentSize)
    }

    /// The closest of `names` to a misspelt `name`: by edit distance, or ignoring case (`AccessibilityLarge`).
    static func suggestion(for name: String, among names: [String]) -> String? {
        let lowered = name.lowercased()
        return names.first(where: { $0.lowercased() == lowered }) ?? NameSuggestion.closest(to: name, among: names)
    }
}

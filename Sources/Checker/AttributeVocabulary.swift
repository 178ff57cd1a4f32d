import LayoutIR

/// The attributes `view.` can name, for tools such as the language server (completion, hover),
/// so that they never keep a list of their own.
public enum AttributeVocabulary {
    /// Every attribute name, in a fixed order: the core's, then margins and baselines.
    public static var names: [String] { WrittenAttribute.allNames }

    /// The attributes of a view's safe area, written `v.safeArea.NAME`.
    public static var safeAreaNames: [String] { safeAreaAttributes.map(\.rawValue) }

    /// The scalar attributes `name` stands for: itself for a scalar, its components in order for
    /// a compound (`edges` is `left`, `top`, `right`, `bottom`); nil for no attribute.
    public static func scalars(of name: String) -> [String]? {
        guard let attribute = WrittenAttribute(named: name) else { return nil }
        return attribute.isCompound ? attribute.components.map(\.rawValue) : [attribute.rawValue]
    }

    /// A scalar attribute in terms of the four primaries, left to right: the primary it starts
    /// from plus, for a derived one, a fraction of a dimension (`centerX` is `left + 0.5 * width`);
    /// nil for a compound or no attribute. Margins and baselines add a property of the view,
    /// which this leaves out (`needsProperties` says whether it does).
    public static func expansion(of name: String) -> (
        base: PrimaryAttribute, extent: (attribute: PrimaryAttribute, fraction: Double)?, needsProperties: Bool
    )? {
        guard let attribute = WrittenAttribute(named: name), let expansion = attribute.expansion else { return nil }
        return (expansion.base, expansion.extent.map { ($0.0, $0.1) }, !attribute.isCoreAttribute)
    }

    /// UIKit's content size categories, smallest first: what `contentSize OP` compares with.
    public static var contentSizeCategoryNames: [String] { ContentSizeCategory.names }

    /// UIKit's text styles: what `scaled(N, STYLE)` and `textStyle STYLE` name.
    public static var textStyleNames: [String] { TextStyle.names }

    /// The properties a view's block may set (`intrinsic`, `margins`, `alignmentInsets`...), then
    /// a stack's own and an arranged view's `spacingAfter`, for completion.
    public static var propertyNames: [String] {
        Checker.propertyNames + Checker.stackPropertyNames + ["spacingAfter"]
    }
}

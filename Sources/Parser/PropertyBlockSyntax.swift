import LayoutSource

// Syntax of view property blocks (see grammar.md, "View property blocks"): the properties of a
// view, as written; the checker gives them meaning.

/// `NAME { property; property }` in a view declaration: properties of the view `view`.
public struct PropertyBlockSyntax: Hashable, Sendable {
    /// The view the block belongs to: the name right before `{`.
    public var view: Identifier
    /// The properties, in order; properties with a syntax error are left out.
    public var properties: [ViewPropertySyntax]
    /// Views and guides declared inside the block, in order: the view's children (HierarchySyntax.swift,
    /// grammar.md's "Nested views"); empty for a block of properties only.
    public var children: [ViewDeclarationSyntax]
    /// The block, `{` to `}`.
    @CompactRange public var range: SourceRange

    /// Creates a property block.
    public init(
        view: Identifier, properties: [ViewPropertySyntax], range: SourceRange, children: [ViewDeclarationSyntax] = []
    ) {
        self.view = view
        self.properties = properties
        self.children = children
        self.range = range
    }
}

/// `name value {(, | x) value}`, one property in a block, such as `intrinsic 120 x 20`.
///
/// The parser reads any property name and any list of values; the checker knows which
/// properties exist and how many values each takes.
public struct ViewPropertySyntax: Hashable, Sendable {
    /// The property's name as written (`intrinsic`, `hugging`...).
    public var name: Identifier
    /// The values, in order.
    public var values: [PropertyValueSyntax]
    /// The whole property, name to last value.
    @CompactRange public var range: SourceRange

    /// Creates a property.
    public init(name: Identifier, values: [PropertyValueSyntax], range: SourceRange) {
        self.name = name
        self.values = values
        self.range = range
    }
}

/// What separates a property value from the one before it.
public enum PropertySeparator: String, Hashable, Sendable, CaseIterable {
    /// The first value: nothing before it.
    case none = ""
    /// `,`
    case comma = ","
    /// `x`, as in `120 x 20` (also written `120x20`).
    case by = "x"
}

/// One value of a property: a number, a priority name, `true`/`false` or a name.
public struct PropertyValueSyntax: Hashable, Sendable {
    /// What the value is.
    public var value: PropertyValue
    /// What separates it from the value before.
    public var separator: PropertySeparator
    /// Where the value is.
    @CompactRange public var range: SourceRange

    /// Creates a property value.
    public init(value: PropertyValue, separator: PropertySeparator, range: SourceRange) {
        self.value = value
        self.separator = separator
        self.range = range
    }
}

/// A property value as written.
public enum PropertyValue: Hashable, Sendable {
    /// A number, such as `120`.
    case number(Double)
    /// A priority name, such as `defaultHigh`.
    case priority(PriorityName)
    /// `true` or `false`, as in `insetsMarginsFromSafeArea false`.
    case boolean(Bool)
    /// Any other name, as in `axis vertical` or `spacing system`; the checker gives it meaning.
    case identifier(String)
}

import LayoutSource

/// A named constant (`let NAME = EXPR`), with the value the layout was checked with.
public struct NamedConstant: Hashable, Sendable {
    /// The constant's name.
    public var name: String
    /// Its value: the expression's, or the one given for it (`--let NAME=V`).
    public var value: Double
    /// Where the name is declared.
    public var span: SourceSpan
    /// Whether `value` was given for it rather than computed from its expression.
    public var isOverridden: Bool

    /// Creates a named constant.
    public init(name: String, value: Double, span: SourceSpan, isOverridden: Bool = false) {
        self.name = name
        self.value = value
        self.span = span
        self.isOverridden = isOverridden
    }
}

extension LayoutIR {
    /// The named constant called `name`, if the layout declares one.
    public func constant(named name: String) -> NamedConstant? {
        constants.first { $0.name == name }
    }
}

import LayoutSource

// Syntax of constraint names (see grammar.md, "Named constraints"): `[name]` before an equation.

/// A value stored behind a pointer, for fields that are usually absent (value semantics kept).
enum OutOfLine<Value: Hashable & Sendable>: Hashable, Sendable {
    indirect case boxed(Value)

    init(_ value: Value) {
        self = .boxed(value)
    }

    var value: Value {
        switch self {
        case .boxed(let value): value
        }
    }
}

/// `[name]` before an equation: the constraint's name.
public struct ConstraintNameSyntax: Hashable, Sendable {
    /// The name.
    public var name: Identifier
    /// The whole `[name]`, brackets included.
    @CompactRange public var range: SourceRange

    /// Creates a constraint name.
    public init(name: Identifier, range: SourceRange) {
        self.name = name
        self.range = range
    }
}

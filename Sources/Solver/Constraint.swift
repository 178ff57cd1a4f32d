/// How a constraint's expression compares with zero.
public enum Relation: Hashable, Sendable {
    /// `expression == 0`.
    case equal
    /// `expression <= 0`.
    case lessThanOrEqual
    /// `expression >= 0`.
    case greaterThanOrEqual
}

/// Named priorities; priorities are plain `Double`s in (0, 1000].
public enum Strength {
    /// The priority of constraints that must hold.
    public static let required: Double = 1000
}

/// `expression RELATION 0` at a priority; identity is object identity, and it never changes.
public final class Constraint: Hashable, Sendable, CustomStringConvertible {
    /// The left-hand side; the right-hand side is zero.
    public let expression: LinearExpression
    /// How the expression compares with zero.
    public let relation: Relation
    /// In (0, 1000]; 1000 is required, lower values are ranked strictly.
    public let priority: Double
    /// An opaque value for the caller (the compiler stores an IR index).
    public let tag: Int

    /// Makes a constraint `expression RELATION 0`.
    public init(_ expression: LinearExpression, _ relation: Relation, priority: Double = 1000, tag: Int = 0) {
        self.expression = expression
        self.relation = relation
        self.priority = priority
        self.tag = tag
    }

    /// Whether the constraint must hold exactly (priority 1000).
    public var isRequired: Bool { priority >= Strength.required }

    /// Identity comparison: two constraints are equal only if they are the same object.
    public static func == (lhs: Constraint, rhs: Constraint) -> Bool {
        lhs === rhs
    }

    /// Hashes the object identity.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }

    /// A debugging rendering such as `2*v0 + -1*v3 + 5 >= 0 @750 #12`.
    public var description: String {
        let terms = expression.terms.map { "\($0.coefficient)*v\($0.variable.id)" }
        let op = switch relation {
        case .equal: "=="
        case .lessThanOrEqual: "<="
        case .greaterThanOrEqual: ">="
        }
        return (terms + ["\(expression.constant)"]).joined(separator: " + ") + " \(op) 0 @\(priority) #\(tag)"
    }
}

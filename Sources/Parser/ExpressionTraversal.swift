import LayoutLexer

// Walks over expression trees that keep no call stack per level. A tree may be 256 levels high
// (ParserLimits), and a recursive walk of that depth overflows a 512 KB thread stack (the size
// of secondary threads and dispatch workers on macOS) in a debug build; with an explicit stack
// each walk needs the same few frames at any depth. Equality and hashing are written here too,
// because the synthesized ones recurse.

extension Expression {
    /// The direct sub-expressions, left to right.
    var children: [Expression] {
        switch self {
        case .number, .attribute, .flex, .name, .scaled, .bad: []
        case .unary(let node): [node.operand]
        case .binary(let node): [node.left, node.right]
        case .parenthesized(let node): [node.inner]
        }
    }

    /// Folds the tree bottom-up: `combine` gets each node with the values of its children (left
    /// to right, empty for a leaf), children before parents, left before right.
    func fold<Value>(_ combine: (Expression, [Value]) -> Value) -> Value {
        var pending: [(node: Expression, childrenDone: Bool)] = [(self, false)]
        var values: [Value] = []
        while let (node, childrenDone) = pending.popLast() {
            let children = node.children
            if childrenDone || children.isEmpty {
                let arguments = Array(values.suffix(children.count))
                values.removeLast(children.count)
                values.append(combine(node, arguments))
            } else {
                pending.append((node, true))
                for child in children.reversed() { pending.append((child, false)) }
            }
        }
        // One value per finished root; the walk above always finishes exactly one.
        return values[values.count - 1]
    }

    /// Whether two trees are equal, node by node, ranges included.
    public static func == (lhs: Expression, rhs: Expression) -> Bool {
        var pending = [(lhs, rhs)]
        while let (left, right) = pending.popLast() {
            switch (left, right) {
            case (.number(let a), .number(let b)):
                guard a == b else { return false }
            case (.attribute(let a), .attribute(let b)):
                guard a == b else { return false }
            case (.flex(let a), .flex(let b)):
                guard a == b else { return false }
            case (.bad(let a), .bad(let b)):
                guard a == b else { return false }
            case (.name(let a), .name(let b)):
                guard a == b else { return false }
            case (.scaled(let a), .scaled(let b)):
                guard a == b else { return false }
            case (.unary(let a), .unary(let b)):
                guard a.op == b.op, a.operatorRange == b.operatorRange, a.range == b.range else { return false }
                pending.append((a.operand, b.operand))
            case (.binary(let a), .binary(let b)):
                guard a.op == b.op, a.operatorRange == b.operatorRange, a.range == b.range else { return false }
                pending.append((a.right, b.right))
                pending.append((a.left, b.left))
            case (.parenthesized(let a), .parenthesized(let b)):
                guard a.range == b.range else { return false }
                pending.append((a.inner, b.inner))
            default:
                return false
            }
        }
        return true
    }

    /// Hashes every node in prefix order, with what `==` compares.
    public func hash(into hasher: inout Hasher) {
        var pending = [self]
        while let node = pending.popLast() {
            switch node {
            case .number(let literal):
                hasher.combine(0)
                hasher.combine(literal)
            case .attribute(let reference):
                hasher.combine(1)
                hasher.combine(reference)
            case .flex(let flex):
                hasher.combine(2)
                hasher.combine(flex)
            case .bad(let bad):
                hasher.combine(3)
                hasher.combine(bad)
            case .unary(let unary):
                hasher.combine(4)
                hasher.combine(unary.op)
                hasher.combine(unary.operatorRange)
                hasher.combine(unary.range)
                pending.append(unary.operand)
            case .binary(let binary):
                hasher.combine(5)
                hasher.combine(binary.op)
                hasher.combine(binary.operatorRange)
                hasher.combine(binary.range)
                pending.append(binary.right)
                pending.append(binary.left)
            case .name(let name):
                hasher.combine(7)
                hasher.combine(name)
            case .scaled(let scaled):
                hasher.combine(8)
                hasher.combine(scaled)
            case .parenthesized(let parenthesized):
                hasher.combine(6)
                hasher.combine(parenthesized.range)
                pending.append(parenthesized.inner)
            }
        }
    }
}

import LayoutSource

// The compact storage behind `SyntaxTree`. Large files are almost all plain equations and
// `view` lists; as a tree of boxed nodes each costs several allocations and a `String` per name,
// and freeing the tree costs as much again. The parser therefore stores those two kinds flat:
// expression nodes in one array, linked by 32-bit indices, names as byte ranges of the source.
// Every other statement (anything with an error, a name, a chain, a block, `use`, `clear`,
// `override` or `when`) is stored as the `Statement` the parser built. `SyntaxTree.statements`
// turns the flat entries back into exactly the `Statement` values the parser would have built, and the
// checker reads the flat entries directly.

/// One expression node stored flat; children are indices into `SyntaxStorage.nodes`.
///
/// Field use by kind (every range is in source byte offsets; an operator is one byte long):
/// - number: `start`, `end`; the value's bit pattern in `first` (low) and `second` (high).
/// - attribute: `start`..`first` is the view's name, `second`..`third` the attribute's; for
///   `v.safeArea.member`, `isSafeAreaMember` is set and `fourth` is where `member` starts.
/// - flex: `start`, `end`.
/// - unary: `operation` (0 `-`, 1 `+`), `first` the operand, `second` the operator's offset.
/// - binary: `operation` (0 `+`, 1 `-`, 2 `*`, 3 `/`), `first` and `second` the operands,
///   `third` the operator's offset.
/// - parenthesized: `first` the inner expression.
///
/// The four payload fields are read through the accessors that name what they hold for each
/// kind (`viewNameEnd`, `left`, `operand`...); the parser fills them by position.
@_spi(FlatSyntax) public struct FlatNode: Sendable {
    /// What a flat node is.
    public enum Kind: UInt8, Sendable {
        case number, attribute, flex, unary, binary, parenthesized
    }

    /// What the node is.
    public var kind: Kind
    /// The operator of a unary or binary node, or whether an attribute is a safe-area member.
    public var operation: UInt8 = 0
    /// Where the node's source starts.
    public var start: UInt32
    /// Where the node's source ends.
    public var end: UInt32
    /// The first payload field, by kind as above; read it through the accessors below.
    public var first: UInt32 = 0
    /// The second payload field.
    public var second: UInt32 = 0
    /// The third payload field.
    public var third: UInt32 = 0
    /// The fourth payload field.
    public var fourth: UInt32 = 0

    /// Whether an attribute node reads `v.safeArea.member`.
    @inlinable public var isSafeAreaMember: Bool { operation != 0 }

    /// A binary node's operator.
    @inlinable public var binaryOperator: BinaryOperator {
        switch operation {
        case 0: .add
        case 1: .subtract
        case 2: .multiply
        default: .divide
        }
    }

    /// A number node's value.
    @inlinable public var value: Double { Double(bitPattern: UInt64(first) | UInt64(second) << 32) }

    /// An attribute node's view name ends here (it starts at `start`).
    @inlinable public var viewNameEnd: UInt32 { first }
    /// Where an attribute node's attribute name starts.
    @inlinable public var attributeStart: UInt32 { second }
    /// Where an attribute node's attribute name ends (for `v.safeArea.member`, after `member`).
    @inlinable public var attributeEnd: UInt32 { third }
    /// For `v.safeArea.member`, where `member` starts.
    @inlinable public var safeAreaMemberStart: UInt32 { fourth }
    /// A unary node's operand.
    @inlinable public var operand: UInt32 { first }
    /// Where a unary node's operator is.
    @inlinable public var unaryOperatorStart: UInt32 { second }
    /// A binary node's left operand.
    @inlinable public var left: UInt32 { first }
    /// A binary node's right operand.
    @inlinable public var right: UInt32 { second }
    /// Where a binary node's operator is.
    @inlinable public var binaryOperatorStart: UInt32 { third }
    /// A parenthesized node's inner expression.
    @inlinable public var inner: UInt32 { first }

    /// A number node.
    public static func number(_ value: Double, _ range: SourceRange) -> FlatNode {
        let bits = value.bitPattern
        return FlatNode(
            kind: .number, start: UInt32(clamping: range.start), end: UInt32(clamping: range.end),
            first: UInt32(truncatingIfNeeded: bits), second: UInt32(truncatingIfNeeded: bits >> 32))
    }
}

/// An equation stored flat: no name, no chain, no invalid syntax.
///
/// Ranges that follow from the source are not stored: a relation operator is one byte (`=`) or
/// two, `@` and `~` are one, and a priority ends its equation. A numeric priority's value and
/// range are a number node's.
@_spi(FlatSyntax) public struct FlatEquation: Sendable {
    /// What a flat equation's priority is: none, a name, or a number.
    public enum PriorityKind: UInt8, Sendable {
        case none, named, number
    }

    /// The node of the left-hand side.
    public var left: UInt32
    /// The node of the right-hand side.
    public var right: UInt32
    /// Where the equation starts.
    public var start: UInt32
    /// Where the equation ends, after its priority if it has one.
    public var end: UInt32
    /// Where the relation operator starts.
    public var operatorStart: UInt32
    /// Where the priority's `@` or `~` is.
    public var markerStart: UInt32 = 0
    /// For a named priority, where the name starts; for a numeric one, its number node.
    public var priorityValue: UInt32 = 0
    /// The relation operator.
    public var relation: RelationOperator
    /// Whether the equation has a priority, and which kind.
    public var priorityKind = PriorityKind.none
    /// The priority's marker: 0 for `@`, 1 for `~`.
    public var marker: UInt8 = 0
    /// For a named priority, its index in `PriorityName.allCases`.
    public var priorityName: UInt8 = 0

    /// The whole equation, priority included.
    @inlinable public var range: SourceRange { SourceRange(start: Int(start), end: Int(end)) }

    /// The relation operator's range.
    @inlinable public var operatorRange: SourceRange {
        SourceRange(start: Int(operatorStart), end: Int(operatorStart) + (relation == .assign ? 1 : 2))
    }
}

/// `view a, b, c` stored flat: complete, with no property blocks; names are ranges in
/// `SyntaxStorage.nameRanges`.
@_spi(FlatSyntax) public struct FlatViewDeclaration: Sendable {
    /// Where the `view` keyword starts.
    public var keywordStart: UInt32
    /// Where the `view` keyword ends.
    public var keywordEnd: UInt32
    /// The index of the first name in `SyntaxStorage.nameRanges`.
    public var firstName: UInt32
    /// How many names the declaration has.
    public var nameCount: UInt32
    /// Where the declaration ends.
    public var end: UInt32
}

/// Where one statement of a tree is stored.
@_spi(FlatSyntax) public struct StatementEntry: Sendable {
    /// Which array of `SyntaxStorage` holds the statement.
    public enum Kind: UInt8, Sendable {
        case boxed, equation, viewDeclaration
    }

    /// Which array holds the statement.
    public var kind: Kind
    /// The statement's index in that array.
    public var index: UInt32
}

/// The statements of a tree: flat where they are plain, boxed `Statement` values otherwise.
@_spi(FlatSyntax) public struct SyntaxStorage: Sendable {
    /// Every statement, in source order.
    public var entries: [StatementEntry] = []
    /// The statements stored as themselves.
    public var boxed: [Statement] = []
    /// The flat equations.
    public var equations: [FlatEquation] = []
    /// The flat view declarations.
    public var declarations: [FlatViewDeclaration] = []
    /// The names of the flat view declarations, in order.
    public var nameRanges: [CompactRange] = []
    /// The expression nodes of the flat equations.
    public var nodes: [FlatNode] = []
    /// The source text the flat entries' ranges point into (shared with the `SourceFile`).
    public var bytes: [UInt8] = []

    /// Storage of `statements`, each boxed.
    public init(statements: [Statement]) {
        entries = statements.indices.map { StatementEntry(kind: .boxed, index: UInt32(truncatingIfNeeded: $0)) }
        boxed = statements
    }

    /// Empty storage for flat statements of `bytes`, with room for about `tokenCount` tokens' worth.
    public init(bytes: [UInt8], tokenCount: Int) {
        self.bytes = bytes
        // Ordinary lines run at about nine tokens a statement and three a node; reserving a
        // little more spares the regrowth copies (reserved pages that stay unused cost nothing).
        entries.reserveCapacity(tokenCount / 6 + 1)
        equations.reserveCapacity(tokenCount / 6 + 1)
        nodes.reserveCapacity(tokenCount / 2 + 1)
        LargeBuffers.adviseHugePages(for: &entries)
        LargeBuffers.adviseHugePages(for: &equations)
        LargeBuffers.adviseHugePages(for: &nodes)
    }

    /// Appends a boxed statement.
    public mutating func append(_ statement: Statement) {
        entries.append(StatementEntry(kind: .boxed, index: UInt32(truncatingIfNeeded: boxed.count)))
        boxed.append(statement)
    }

    /// Appends a flat equation.
    public mutating func append(_ equation: FlatEquation) {
        entries.append(StatementEntry(kind: .equation, index: UInt32(truncatingIfNeeded: equations.count)))
        equations.append(equation)
    }

    /// Appends a flat view declaration.
    public mutating func append(_ declaration: FlatViewDeclaration) {
        entries.append(StatementEntry(kind: .viewDeclaration, index: UInt32(truncatingIfNeeded: declarations.count)))
        declarations.append(declaration)
    }

    // MARK: Building statements back

    /// Every statement, as the parser would have built it without flat storage.
    public var statements: [Statement] {
        entries.map(statement(for:))
    }

    /// The statement stored at `entry`.
    public func statement(for entry: StatementEntry) -> Statement {
        switch entry.kind {
        case .boxed: boxed[Int(entry.index)]
        case .equation: .equation(equation(at: Int(entry.index)))
        case .viewDeclaration: .viewDeclaration(declaration(at: Int(entry.index)))
        }
    }

    /// The flat equation at `index` as syntax.
    public func equation(at index: Int) -> EquationSyntax {
        let flat = equations[index]
        return EquationSyntax(
            left: expression(at: flat.left),
            relation: RelationClause(
                relation: flat.relation, operatorRange: flat.operatorRange,
                right: expression(at: flat.right)),
            priority: priority(of: flat), range: flat.range)
    }

    /// The priority clause of a flat equation, if it has one.
    public func priority(of equation: FlatEquation) -> PriorityClause? {
        let value: PriorityValue
        let valueStart: UInt32
        switch equation.priorityKind {
        case .none:
            return nil
        case .named:
            value = .named(PriorityName.allCases[Int(equation.priorityName)])
            valueStart = equation.priorityValue
        case .number:
            let node = nodes[Int(equation.priorityValue)]
            value = .number(node.value)
            valueStart = node.start
        }
        return PriorityClause(
            atRange: range(equation.markerStart, equation.markerStart + 1), value: value,
            valueRange: range(valueStart, equation.end), range: range(equation.markerStart, equation.end),
            marker: equation.marker == 0 ? .at : .tilde)
    }

    /// The flat view declaration at `index` as syntax.
    public func declaration(at index: Int) -> ViewDeclarationSyntax {
        let flat = declarations[index]
        let first = Int(flat.firstName)
        let names = nameRanges[first..<(first + Int(flat.nameCount))].map { compact in
            let range = compact.range
            return Identifier(name: text(range), range: range)
        }
        return ViewDeclarationSyntax(
            keywordRange: range(flat.keywordStart, flat.keywordEnd), names: names,
            range: range(flat.keywordStart, flat.end))
    }

    /// The expression of the node at `index` (trees are at most `FlatParsing.maximumHeight` high).
    public func expression(at index: UInt32) -> Expression {
        let node = nodes[Int(index)]
        let whole = range(node.start, node.end)
        switch node.kind {
        case .number:
            return .number(NumberLiteral(value: node.value, range: whole))
        case .flex:
            return .flex(FlexExpression(range: whole))
        case .attribute:
            let viewRange = range(node.start, node.viewNameEnd)
            let attributeRange = range(node.attributeStart, node.attributeEnd)
            let name = node.isSafeAreaMember
                ? "safeArea." + text(range(node.safeAreaMemberStart, node.attributeEnd)) : text(attributeRange)
            return .attribute(AttributeReference(
                view: Identifier(name: text(viewRange), range: viewRange),
                attribute: Identifier(name: name, range: attributeRange), range: whole))
        case .unary:
            return .unary(UnaryExpression(
                op: node.operation == 0 ? .minus : .plus, operatorRange: range(node.unaryOperatorStart, node.unaryOperatorStart + 1),
                operand: expression(at: node.operand), range: whole))
        case .binary:
            return .binary(BinaryExpression(
                op: node.binaryOperator, operatorRange: range(node.binaryOperatorStart, node.binaryOperatorStart + 1),
                left: expression(at: node.left), right: expression(at: node.right), range: whole))
        case .parenthesized:
            return .parenthesized(ParenthesizedExpression(inner: expression(at: node.inner), range: whole))
        }
    }

    private func range(_ start: UInt32, _ end: UInt32) -> SourceRange {
        SourceRange(start: Int(start), end: Int(end))
    }

    private func text(_ range: SourceRange) -> String {
        String(decoding: bytes[range.start..<range.end], as: UTF8.self)
    }
}

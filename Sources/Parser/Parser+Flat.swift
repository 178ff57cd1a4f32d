import LayoutLexer
import LayoutSource

/// Limits of flat parsing; deeper or longer expressions are parsed as boxed syntax.
package enum FlatParsing {
    /// The greatest height of a flat expression tree: far below `ParserLimits`, so the flat
    /// path never reaches a limit's diagnostic. Flat parsing and the walks over flat nodes
    /// (`SyntaxStorage.expression(at:)`, the checker's fast path) recurse per level, several
    /// frames at a time, so this bound keeps their stack small on any thread (512 KB ones
    /// included, in debug builds too). Taller expressions are rare and go to the boxed parser
    /// and the full checker, which keep no call stack per level.
    package static let maximumHeight = 16
}

/// Flat parsing (see `SyntaxStorage`): plain equations and `view` lists, parsed exactly as the
/// boxed parser parses them but without reporting anything. At the first token that would need
/// a diagnostic, a nested name, a chain or anything else unusual, the flat parse gives up and
/// rewinds, and the statement is parsed again from its start by the boxed parser, which then
/// builds the same tree and reports what it must. A flat statement therefore never holds bad
/// syntax and has no diagnostic.
extension Parser {
    /// An expression node just parsed flat: its index in `nodes` and its tree's height.
    struct FlatParsed {
        var node: UInt32
        var height: Int
    }

    /// Parses the statement at the cursor flat into `storage` if it is plain; otherwise leaves
    /// the cursor and `storage` as they were and returns false.
    mutating func parseFlatStatement(into storage: inout SyntaxStorage) -> Bool {
        let nodeCount = storage.nodes.count
        let nameCount = storage.nameRanges.count
        let parsed: Bool
        if kind == .keywordView {
            parsed = parseFlatViewDeclaration(into: &storage)
        } else if startsPlainEquation {
            parsed = parseFlatEquation(into: &storage)
        } else {
            return false
        }
        if parsed { return true }
        storage.nodes.removeLast(storage.nodes.count - nodeCount)
        storage.nameRanges.removeLast(storage.nameRanges.count - nameCount)
        index = statementStart
        openParentheses = 0
        descentDepth = 0
        return false
    }

    /// Whether `parseStatement` would take the statement at the cursor for an equation.
    private var startsPlainEquation: Bool {
        switch kind {
        case .number, .keywordRoot, .keywordFlex, .leftParenthesis, .minus, .plus:
            return true
        case .identifier:
            return !startsGuideDeclaration && compositionStart == nil && !startsWhenStatement && !startsStrayElse
        default:
            return false
        }
    }

    /// Whether the cursor is at a statement's terminator at the top level.
    private var atFlatTerminator: Bool {
        kind == .newline || kind == .semicolon || kind == .endOfFile
    }

    /// `view NAME {, NAME}` with nothing missing, reserved or extra.
    private mutating func parseFlatViewDeclaration(into storage: inout SyntaxStorage) -> Bool {
        let keyword = token
        index += 1
        let firstName = storage.nameRanges.count
        while true {
            let current = token
            guard current.kind == .identifier, !isReservedName(current) else { return false }
            storage.nameRanges.append(CompactRange(current.range))
            index += 1
            if atFlatTerminator { break }
            guard kind == .comma else { return false }
            index += 1
        }
        storage.append(FlatViewDeclaration(
            keywordStart: UInt32(truncatingIfNeeded: keyword.start), keywordEnd: UInt32(truncatingIfNeeded: keyword.end),
            firstName: UInt32(truncatingIfNeeded: firstName),
            nameCount: UInt32(truncatingIfNeeded: storage.nameRanges.count - firstName),
            end: UInt32(truncatingIfNeeded: previousEnd)))
        return true
    }

    /// `expr REL expr [@ priority]` with one relation and a valid priority.
    private mutating func parseFlatEquation(into storage: inout SyntaxStorage) -> Bool {
        let start = token.start
        guard let left = parseFlatExpression(&storage.nodes) else { return false }
        guard let relation = kind.relationOperator else { return false }
        let operatorToken = token
        index += 1
        guard let right = parseFlatExpression(&storage.nodes), !kind.isRelation else { return false }
        var equation = FlatEquation(
            left: left.node, right: right.node, start: UInt32(truncatingIfNeeded: start), end: 0,
            operatorStart: UInt32(truncatingIfNeeded: operatorToken.start), relation: relation)
        if kind == .at || kind == .tilde {
            guard parseFlatPriority(into: &equation, nodes: &storage.nodes) else { return false }
        }
        guard atFlatTerminator else { return false }
        equation.end = UInt32(truncatingIfNeeded: previousEnd)
        storage.append(equation)
        return true
    }

    /// A priority clause whose value is valid syntax, as `parsePriority` reads it, into `equation`.
    private mutating func parseFlatPriority(into equation: inout FlatEquation, nodes: inout [FlatNode]) -> Bool {
        let at = token
        index += 1
        let current = token
        let name: PriorityName
        switch current.kind {
        case .keywordRequired: name = .required
        case .keywordHigh: name = .high
        case .keywordMedium: name = .medium
        case .keywordLow: name = .low
        case .number:
            nodes.append(.number(numberValue(current.range), current.range))
            equation.priorityKind = .number
            equation.priorityValue = UInt32(truncatingIfNeeded: nodes.count - 1)
            name = .required
        case .identifier:
            guard let reserved = PriorityName.reserved(text(current.range)) else { return false }
            name = reserved
        default: return false
        }
        if current.kind != .number {
            equation.priorityKind = .named
            equation.priorityName = UInt8(truncatingIfNeeded: PriorityName.allCases.firstIndex(of: name) ?? 0)
            equation.priorityValue = UInt32(truncatingIfNeeded: current.start)
        }
        equation.markerStart = UInt32(truncatingIfNeeded: at.start)
        equation.marker = at.kind == .tilde ? 1 : 0
        index += 1
        return true
    }

    /// Whether a newline the boxed parser would step over (inside parentheses) is at the cursor:
    /// the flat parse leaves such lines to it.
    private var atContinuationNewline: Bool {
        openParentheses > 0 && kind == .newline
    }

    /// `term {(+|-) term}`
    private mutating func parseFlatExpression(_ nodes: inout [FlatNode]) -> FlatParsed? {
        guard var left = parseFlatTerm(&nodes) else { return nil }
        while true {
            if atContinuationNewline { return nil }
            let operation: UInt8
            switch kind {
            case .plus: operation = 0
            case .minus: operation = 1
            default: return left
            }
            guard let combined = parseFlatBinaryRest(left: left, operation: operation, &nodes) else { return nil }
            left = combined
        }
    }

    /// `unary {(*|/) unary}`
    private mutating func parseFlatTerm(_ nodes: inout [FlatNode]) -> FlatParsed? {
        guard var left = parseFlatUnary(&nodes) else { return nil }
        while true {
            if atContinuationNewline { return nil }
            let operation: UInt8
            switch kind {
            case .star: operation = 2
            case .slash: operation = 3
            default: return left
            }
            guard let combined = parseFlatBinaryRest(left: left, operation: operation, &nodes) else { return nil }
            left = combined
        }
    }

    /// The operator at the cursor and its right operand, as a binary node over `left`.
    private mutating func parseFlatBinaryRest(
        left: FlatParsed, operation: UInt8, _ nodes: inout [FlatNode]
    ) -> FlatParsed? {
        let operatorToken = token
        index += 1
        let right = operation < 2 ? parseFlatTerm(&nodes) : parseFlatUnary(&nodes)
        guard let right else { return nil }
        let height = max(left.height, right.height) + 1
        guard height <= FlatParsing.maximumHeight else { return nil }
        let start = nodes[Int(left.node)].start
        let end = max(nodes[Int(right.node)].end, UInt32(truncatingIfNeeded: operatorToken.end))
        nodes.append(FlatNode(
            kind: .binary, operation: operation, start: start, end: end, first: left.node, second: right.node,
            third: UInt32(truncatingIfNeeded: operatorToken.start)))
        return FlatParsed(node: UInt32(truncatingIfNeeded: nodes.count - 1), height: height)
    }

    /// `(+|-) unary | primary`
    private mutating func parseFlatUnary(_ nodes: inout [FlatNode]) -> FlatParsed? {
        if atContinuationNewline { return nil }
        let operation: UInt8
        switch kind {
        case .minus: operation = 0
        case .plus: operation = 1
        default: return parseFlatPrimary(&nodes)
        }
        let operatorToken = token
        // Checked before descending, so that no run of signs can overflow the stack.
        guard descentDepth < FlatParsing.maximumHeight else { return nil }
        descentDepth += 1
        index += 1
        guard let operand = parseFlatUnary(&nodes), operand.height < FlatParsing.maximumHeight else { return nil }
        descentDepth -= 1
        let end = max(UInt32(truncatingIfNeeded: operatorToken.end), nodes[Int(operand.node)].end)
        nodes.append(FlatNode(
            kind: .unary, operation: operation, start: UInt32(truncatingIfNeeded: operatorToken.start), end: end,
            first: operand.node, second: UInt32(truncatingIfNeeded: operatorToken.start)))
        return FlatParsed(node: UInt32(truncatingIfNeeded: nodes.count - 1), height: operand.height + 1)
    }

    /// A number, `view.attribute`, `flex()` or `( expression )`.
    private mutating func parseFlatPrimary(_ nodes: inout [FlatNode]) -> FlatParsed? {
        if atContinuationNewline { return nil }
        let current = token
        switch current.kind {
        case .number:
            index += 1
            nodes.append(.number(numberValue(current.range), current.range))
        case .identifier where isReservedName(current):
            return nil
        case .identifier, .keywordRoot:
            guard let node = parseFlatAttributeReference() else { return nil }
            nodes.append(node)
        case .keywordFlex:
            index += 1
            guard kind == .leftParenthesis, tokens[index + 1].kind == .rightParenthesis else { return nil }
            index += 2
            nodes.append(FlatNode(
                kind: .flex, start: UInt32(truncatingIfNeeded: current.start), end: UInt32(truncatingIfNeeded: previousEnd)))
        case .leftParenthesis:
            return parseFlatParenthesized(&nodes)
        default:
            return nil
        }
        return FlatParsed(node: UInt32(truncatingIfNeeded: nodes.count - 1), height: 1)
    }

    /// `NAME . ATTRIBUTE` or `NAME . safeArea . ATTRIBUTE`, as an attribute node.
    private mutating func parseFlatAttributeReference() -> FlatNode? {
        let viewToken = token
        index += 1
        guard kind == .dot else { return nil }
        index += 1
        let attribute = token
        guard attribute.kind == .identifier else { return nil }
        index += 1
        var node = FlatNode(
            kind: .attribute, start: UInt32(truncatingIfNeeded: viewToken.start), end: 0,
            first: UInt32(truncatingIfNeeded: viewToken.end), second: UInt32(truncatingIfNeeded: attribute.start),
            third: UInt32(truncatingIfNeeded: attribute.end))
        if attribute.end - attribute.start == 8, kind == .dot, isSafeArea(attribute) {
            index += 1
            let member = token
            guard member.kind == .identifier else { return nil }
            index += 1
            node.operation = 1
            node.third = UInt32(truncatingIfNeeded: member.end)
            node.fourth = UInt32(truncatingIfNeeded: member.start)
        }
        node.end = UInt32(truncatingIfNeeded: previousEnd)
        return node
    }

    /// Whether `token` spells `safeArea`.
    private func isSafeArea(_ token: Token) -> Bool {
        let spelling: StaticString = "safeArea"
        return spelling.withUTF8Buffer { spelled in
            spelled.count == token.end - token.start
                && spelled.indices.allSatisfy { bytes[token.start + $0] == spelled[$0] }
        }
    }

    /// `( expression )`
    private mutating func parseFlatParenthesized(_ nodes: inout [FlatNode]) -> FlatParsed? {
        let open = token
        guard descentDepth < FlatParsing.maximumHeight else { return nil }
        descentDepth += 1
        index += 1
        openParentheses += 1
        guard let inner = parseFlatExpression(&nodes), !atContinuationNewline, kind == .rightParenthesis,
            inner.height < FlatParsing.maximumHeight
        else { return nil }
        descentDepth -= 1
        index += 1
        openParentheses -= 1
        nodes.append(FlatNode(
            kind: .parenthesized, start: UInt32(truncatingIfNeeded: open.start), end: UInt32(truncatingIfNeeded: previousEnd),
            first: inner.node))
        return FlatParsed(node: UInt32(truncatingIfNeeded: nodes.count - 1), height: inner.height + 1)
    }
}

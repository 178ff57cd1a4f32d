import LayoutLexer

/// Parsing a view's block (extension): properties, and nested `view` and `guide` declarations,
/// the view's children (see grammar.md, "Nested views").
///
/// Recovery: an error in one member of a block (a property or a nested declaration) is reported,
/// the member is skipped to its `;`, newline or the block's `}`, and the block goes on, so each
/// member gets at most one diagnostic. A block that is never closed ends before the first line
/// that reads as an equation (or at the end of the file) with one error at its `{`: views and
/// properties never hold a relation operator, so that line cannot belong to the block.
extension Parser {
    /// What parsing a block gives: the block (nil when it is misplaced) and whether it was
    /// well-formed and closed.
    struct ParsedBlock {
        var block: PropertyBlockSyntax?
        var isComplete: Bool
    }

    /// `{ member { (; | NEWLINE) member } }` after the name `view`, each member a property or a
    /// nested `view` or `guide` declaration; consumes through the closing `}`.
    mutating func parsePropertyBlock(after view: Identifier?) -> ParsedBlock {
        let open = token
        index += 1
        guard let view, index >= 2, tokens[index - 2].kind == .identifier, tokens[index - 2].range == view.range else {
            report(
                .error(
                    .expectedPropertyBlockEnd, "a property block must follow the name of the view it belongs to",
                    at: source.span(open.range), notes: ["write the block right after the name: 'view title { intrinsic 120 x 20 }'"]))
            skipBlock()
            return ParsedBlock(block: nil, isComplete: false)
        }
        guard blockDepth < HierarchyLimits.maximumBlockDepth else {
            report(
                .error(
                    .viewsNestedTooDeeply,
                    "views nested too deeply (more than \(HierarchyLimits.maximumBlockDepth) levels of blocks)",
                    at: source.span(open.range)))
            skipBlock()
            return ParsedBlock(block: nil, isComplete: false)
        }
        blockDepth += 1
        defer { blockDepth -= 1 }
        let failedBefore = statementFailed
        var anyMemberFailed = false
        var properties: [ViewPropertySyntax] = []
        var children: [ViewDeclarationSyntax] = []
        var lastMemberEnd = open.end
        func block(_ parser: Parser) -> PropertyBlockSyntax {
            PropertyBlockSyntax(
                view: view, properties: properties, range: SourceRange(start: open.start, end: parser.previousEnd),
                children: children)
        }
        while true {
            while kind == .semicolon || kind == .newline {
                if kind == .newline && nextLineReadsAsEquation(afterNewlineAt: index) {
                    // Equations written inside the block, which a `}` then closes: one error at
                    // the first, and the block ends at that `}`.
                    guard let closing = closingBraceAfterEquations(afterNewlineAt: index) else { break }
                    statementFailed = failedBefore
                    let first = tokens[index + 1]
                    report(
                        .error(
                            .expectedPropertyBlockEnd, "an equation cannot be inside the block of '\(view.name)'",
                            at: spanForFound(first),
                            notes: ["a block holds properties and nested views; write equations after its '}'"]))
                    anyMemberFailed = true
                    index = closing
                    break
                }
                index += 1
            }
            // Each member may report its own error, unless the declaration had one before the block.
            statementFailed = failedBefore
            let current = token
            switch current.kind {
            case .rightBrace:
                index += 1
                statementFailed = failedBefore || anyMemberFailed
                return ParsedBlock(block: block(self), isComplete: !anyMemberFailed)
            case .newline, .endOfFile:
                // Never closed: the block ends before a line that reads as an equation, or at the end.
                let nextLine = current.kind == .newline ? tokens[index + 1] : current
                let notes = current.kind == .endOfFile
                    ? ["the block runs to the end of the file"]
                    : ["line \(source.line(at: nextLine.start)) reads as an equation, so the block ends before it"]
                report(
                    .error(
                        .expectedPropertyBlockEnd, "'{' of '\(view.name)' is never closed",
                        at: source.span(open.range), notes: notes,
                        fixIts: [FixIt(span: source.span(SourceRange(at: lastMemberEnd)), replacement: " }")]))
                statementFailed = true
                return ParsedBlock(block: block(self), isComplete: false)
            case .keywordView:
                let child = parseViewDeclaration(insideBlock: true)
                children.append(child)
                anyMemberFailed = anyMemberFailed || child.isIncomplete
            case .identifier where startsGuideDeclaration:
                let child = parseViewDeclaration(isGuide: true, insideBlock: true)
                children.append(child)
                anyMemberFailed = anyMemberFailed || child.isIncomplete
            case .identifier where memberHoldsRelation():
                report(
                    .error(
                        .expectedPropertyBlockEnd, "an equation cannot be inside the block of '\(view.name)'",
                        at: spanForFound(current),
                        notes: ["a block holds properties and nested views; write equations after its '}'"]))
                anyMemberFailed = true
                skipBlockMember()
            case .identifier:
                if let property = parseProperty() {
                    properties.append(property)
                } else {
                    anyMemberFailed = true
                    skipBlockMember()
                }
            default:
                if !reportBadToken(current) {
                    report(
                        .error(
                            .expectedProperty, "expected a property name, found \(describe(current))",
                            at: spanForFound(current), notes: [Self.propertyNote]))
                }
                anyMemberFailed = true
                // Every member consumes a token, so the block always advances.
                if current.kind != .leftBrace { index += 1 }
                skipBlockMember()
            }
            lastMemberEnd = max(lastMemberEnd, previousEnd)
        }
    }

    /// Whether the line after the newline at `newlineIndex` reads as an equation: it starts with
    /// `[` (a constraint's name) or holds a relation operator. A view declaration or a property
    /// never does, so such a line ends a block that was not closed.
    func nextLineReadsAsEquation(afterNewlineAt newlineIndex: Int) -> Bool {
        var position = newlineIndex + 1
        if tokens[position].kind == .leftBracket { return true }
        while true {
            let kind = tokens[position].kind
            switch kind {
            case .newline, .semicolon, .endOfFile: return false
            default: if kind.isRelation { return true }
            }
            position += 1
        }
    }

    /// The index of a `}` that starts a line after the lines following the newline at
    /// `newlineIndex` that read as equations (blank lines skipped), or `nil` if another line
    /// comes first: then the block was not closed, rather than holding equations.
    ///
    /// Only an erroneous block scans, and only up to the first line that is no equation, after
    /// which the block ends: the parser stays linear.
    func closingBraceAfterEquations(afterNewlineAt newlineIndex: Int) -> Int? {
        var position = newlineIndex
        while tokens[position].kind == .newline {
            let lineStart = position + 1
            if tokens[lineStart].kind == .rightBrace { return lineStart }
            if tokens[lineStart].kind != .newline && !nextLineReadsAsEquation(afterNewlineAt: position) { return nil }
            position = lineStart
            while tokens[position].kind != .newline && tokens[position].kind != .endOfFile {
                // `a.left = 0 }`: the brace at the end of an equation closes the block.
                if tokens[position].kind == .rightBrace { return position }
                position += 1
            }
        }
        return nil
    }

    /// Whether the block member starting here holds a relation before its `;`, newline or `}`.
    private func memberHoldsRelation() -> Bool {
        var position = index
        while true {
            let kind = tokens[position].kind
            switch kind {
            case .newline, .semicolon, .endOfFile, .rightBrace, .leftBrace: return false
            default: if kind.isRelation { return true }
            }
            position += 1
        }
    }

    /// After an error in a block member, skips to the member's end: a `;` or newline outside any
    /// nested `{`, or the `}` that closes the block (not consumed).
    private mutating func skipBlockMember() {
        var depth = 0
        while true {
            switch kind {
            case .endOfFile:
                return
            case .semicolon where depth == 0:
                return
            case .newline where depth == 0 || nextLineReadsAsEquation(afterNewlineAt: index):
                return
            case .leftBrace:
                depth += 1
            case .rightBrace:
                if depth == 0 { return }
                depth -= 1
            default:
                break
            }
            index += 1
        }
    }

    /// Skips a block whose `{` was just consumed: to just past its matching `}`, or to the end of
    /// a line after which an equation starts (so a missing `}` does not swallow the file).
    mutating func skipBlock() {
        var depth = 1
        while true {
            switch kind {
            case .endOfFile:
                return
            case .leftBrace:
                depth += 1
            case .rightBrace:
                depth -= 1
                if depth == 0 {
                    index += 1
                    return
                }
            case .newline where nextLineReadsAsEquation(afterNewlineAt: index):
                return
            default:
                break
            }
            index += 1
        }
    }
}

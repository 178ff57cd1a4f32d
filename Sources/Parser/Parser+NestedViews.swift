import LayoutLexer
import LayoutSource

/// Parsing a view's block: properties, and nested `view`, `guide`, `stack` and `scroll` declarations,
/// the view's children (see grammar.md, "Nested views").
///
/// Recovery: an error in one member of a block (a property or a nested declaration) is reported,
/// the member is skipped to its `;`, newline or the block's `}`, and the block goes on, so each
/// member gets at most one diagnostic. A block that is never closed ends before the first line
/// that reads as an equation (or at the end of the file) with one error at its `{`: views and
/// properties never hold a relation operator, so that line cannot belong to the block.
///
/// Declarations and blocks nest (`view card { view title { ... } }`), but the parser keeps its
/// place in an explicit stack of `NestingFrame`s rather than the call stack: each frame holds the
/// locals a recursive descent would have, and is resumed exactly where that descent would
/// return. So the trees and diagnostics are a recursive descent's, while the stack a parse
/// needs is the same at any depth the limit allows (a thread with a 512 KB stack included).
extension Parser {
    /// What parsing a block gives: the block (nil when it is misplaced) and whether it was
    /// well-formed and closed.
    struct ParsedBlock {
        var block: PropertyBlockSyntax?
        var isComplete: Bool
    }

    /// A `view` or `guide` declaration being parsed: the locals of `view NAME {, NAME}`.
    struct DeclarationInProgress {
        var keyword: Token
        var kind: ViewDeclarationKind
        /// The declaration is nested in a view's block, and a `}` ends it too.
        var insideBlock: Bool
        var names: [Identifier] = []
        var blocks: [PropertyBlockSyntax] = []
        var isIncomplete = false
        var expectsName = true
        /// The name a `{` now would belong to: the last name, or `root` before its block.
        var blockOwner: Identifier?

        /// Whether it declares guides, which take no block.
        var isGuide: Bool { kind == .guide }
        /// What messages call it.
        var noun: String { kind == .scroll ? "scroll view" : kind.rawValue }
    }

    /// A view's block being parsed: the locals of `{ member ... }`.
    struct BlockInProgress {
        var open: Token
        var view: Identifier
        /// Whether the declaration had an error before the block (its members then report none).
        var failedBefore: Bool
        var anyMemberFailed = false
        var properties: [ViewPropertySyntax] = []
        var children: [ViewDeclarationSyntax] = []
        var lastMemberEnd: Int
    }

    /// One declaration or block the parse is inside, innermost last.
    enum NestingFrame {
        case declaration(DeclarationInProgress)
        case block(BlockInProgress)
    }

    /// Where a declaration's or a block's loop stopped: at its end, or where a nested block or
    /// declaration starts, which the caller parses before resuming it.
    enum NestingStep<Finished> {
        case finished(Finished)
        case opensBlock
        case opensDeclaration(ViewDeclarationKind)
    }

    /// `view NAME {, NAME}`. The whole line is read even after an error, and every identifier
    /// on it is kept, so that later uses of those names raise no follow-on errors.
    /// With `isGuide`, the same for `guide NAME {, NAME}`, which takes no property block.
    /// `insideBlock`: the declaration is nested in a view's block, and a `}` ends it too.
    ///
    /// Each name may have a block, `{ member { (; | NEWLINE) member } }`, whose members are
    /// properties and nested `view` and `guide` declarations, parsed here to any depth.
    mutating func parseViewDeclaration(kind: ViewDeclarationKind = .view, insideBlock: Bool = false) -> ViewDeclarationSyntax {
        var frames = [NestingFrame.declaration(beginDeclaration(kind: kind, insideBlock: insideBlock))]
        // What the frame above the one resumed finished with, handed down to it.
        var finishedDeclaration: ViewDeclarationSyntax?
        var finishedBlock: ParsedBlock?
        while let frame = frames.popLast() {
            switch frame {
            case .declaration(var declaration):
                if let parsed = finishedBlock {
                    if let block = parsed.block { declaration.blocks.append(block) }
                    if !parsed.isComplete { declaration.isIncomplete = true }
                    finishedBlock = nil
                }
                switch continueDeclaration(&declaration) {
                case .finished(let syntax):
                    if frames.isEmpty { return syntax }
                    finishedDeclaration = syntax
                case .opensBlock:
                    frames.append(.declaration(declaration))
                    if let block = beginBlock(after: declaration.blockOwner) {
                        frames.append(.block(block))
                    } else {
                        finishedBlock = ParsedBlock(block: nil, isComplete: false)
                    }
                case .opensDeclaration:
                    break  // A declaration holds no declaration but through a block.
                }
            case .block(var block):
                if let child = finishedDeclaration {
                    block.children.append(child)
                    block.anyMemberFailed = block.anyMemberFailed || child.isIncomplete
                    block.lastMemberEnd = max(block.lastMemberEnd, previousEnd)
                    finishedDeclaration = nil
                }
                switch continueBlock(&block) {
                case .finished(let parsed):
                    blockDepth -= 1
                    finishedBlock = parsed
                case .opensDeclaration(let kind):
                    frames.append(.block(block))
                    frames.append(.declaration(beginDeclaration(kind: kind, insideBlock: true)))
                case .opensBlock:
                    break  // A block holds no block but through a declaration.
                }
            }
        }
        // Unreachable: the outermost frame is a declaration, which returns when it finishes.
        return ViewDeclarationSyntax(keywordRange: token.range, names: [], isIncomplete: true, range: token.range)
    }

    /// Starts a declaration at its keyword (`view`, or the word `guide`, `stack` or `scroll`).
    private mutating func beginDeclaration(kind: ViewDeclarationKind, insideBlock: Bool) -> DeclarationInProgress {
        let keyword = token
        index += 1
        return DeclarationInProgress(keyword: keyword, kind: kind, insideBlock: insideBlock)
    }

    /// Reads the declaration's list until its end, or until a `{` that opens a block (left at
    /// the cursor).
    private mutating func continueDeclaration(
        _ declaration: inout DeclarationInProgress
    ) -> NestingStep<ViewDeclarationSyntax> {
        let noun = declaration.noun
        loop: while true {
            let current = token
            switch current.kind {
            // A statement's end, and a '}' only where it closes the enclosing block.
            case .rightBrace where atBlockEnd, .newline, .semicolon, .endOfFile:
                if declaration.expectsName {
                    declaration.isIncomplete = true
                    report(.error(.expectedViewName, "expected a \(noun) name, found \(describe(current))", at: spanForFound(current)))
                }
                break loop
            case .rightBrace where declaration.insideBlock:
                if declaration.expectsName {
                    declaration.isIncomplete = true
                    report(.error(.expectedViewName, "expected a \(noun) name, found '}'", at: source.span(current.range)))
                }
                break loop
            case .identifier:
                if !declaration.expectsName {
                    declaration.isIncomplete = true
                    report(missingCommaDiagnostic(current))
                }
                if reportReservedName(current) {
                    declaration.isIncomplete = true
                } else {
                    declaration.names.append(identifier(current))
                    declaration.blockOwner = declaration.names.last
                }
                declaration.expectsName = false
            case .leftBrace where declaration.isGuide:
                report(.error(
                    .propertyBlockOnGuide, "a guide has no properties", at: source.span(current.range),
                    notes: ["intrinsic sizes, content priorities, margins and baselines belong to views: declare it with 'view'"]))
                index += 1
                skipBlock()
                declaration.isIncomplete = true
                continue loop
            case .leftBrace:
                return .opensBlock
            case .comma:
                if declaration.expectsName {
                    declaration.isIncomplete = true
                    report(.error(.expectedViewName, "expected a \(noun) name, found ','", at: source.span(current.range)))
                }
                declaration.expectsName = true
            case .keywordRoot
            where declaration.expectsName && declaration.kind == .view && !declaration.insideBlock
                && index + 1 < tokens.count && tokens[index + 1].kind == .leftBrace:
                // `view root { margins 16 }`: root's properties (grammar.md, "Margins"); root is
                // declared implicitly, so the name is not declared again.
                declaration.blockOwner = identifier(current)
                declaration.expectsName = false
            case .keywordView where !declaration.expectsName:
                // `view a { ... } view b` on one line: a second declaration, not a name.
                declaration.isIncomplete = true
                report(.error(
                    .expectedEndOfStatement, "expected ';' or a new line before the next declaration, found 'view'",
                    at: source.span(current.range), notes: ["one declaration a statement, as in 'view a { ... }; view b'"],
                    fixIts: [FixIt(span: source.span(SourceRange(at: previousEnd)), replacement: ";")]))
                declaration.expectsName = false
            case let kind where kind.isKeyword:
                declaration.isIncomplete = true
                report(keywordAsNameDiagnostic(current))
                declaration.expectsName = false
            default:
                declaration.isIncomplete = true
                if !reportBadToken(current) {
                    report(
                        declaration.expectsName
                            ? .error(.expectedViewName, "expected a \(noun) name, found \(describe(current))", at: source.span(current.range))
                            : missingCommaDiagnostic(current))
                }
            }
            index += 1
        }
        let keyword = declaration.keyword
        return .finished(ViewDeclarationSyntax(
            keywordRange: keyword.range, names: declaration.names, blocks: declaration.blocks,
            isIncomplete: declaration.isIncomplete, range: SourceRange(start: keyword.start, end: previousEnd),
            kind: declaration.kind))
    }

    /// Starts the block at the `{` after the name `view`, or returns nil after reporting and
    /// skipping a block that is misplaced or nested too deeply.
    private mutating func beginBlock(after view: Identifier?) -> BlockInProgress? {
        let open = token
        index += 1
        guard let view, index >= 2, tokens[index - 2].kind == .identifier || tokens[index - 2].kind == .keywordRoot,
            tokens[index - 2].range == view.range
        else {
            report(
                .error(
                    .expectedPropertyBlockEnd, "a property block must follow the name of the view it belongs to",
                    at: source.span(open.range), notes: ["write the block right after the name: 'view title { intrinsic 120 x 20 }'"]))
            skipBlock()
            return nil
        }
        guard blockDepth < HierarchyLimits.maximumBlockDepth else {
            report(
                .error(
                    .viewsNestedTooDeeply,
                    "views nested too deeply (more than \(HierarchyLimits.maximumBlockDepth) levels of blocks)",
                    at: source.span(open.range)))
            skipBlock()
            return nil
        }
        blockDepth += 1
        return BlockInProgress(open: open, view: view, failedBefore: statementFailed, lastMemberEnd: open.end)
    }

    /// Reads the block's members through its closing `}` (or where an unclosed block ends), or
    /// until a nested `view` or `guide` declaration starts (left at the cursor).
    private mutating func continueBlock(_ block: inout BlockInProgress) -> NestingStep<ParsedBlock> {
        let view = block.view
        while true {
            while kind == .semicolon || kind == .newline {
                if kind == .newline && nextLineReadsAsEquation(afterNewlineAt: index) {
                    // Equations written inside the block, which a `}` then closes: one error at
                    // the first, and the block ends at that `}`.
                    guard let closing = closingBraceAfterEquations(afterNewlineAt: index) else { break }
                    statementFailed = block.failedBefore
                    let first = tokens[index + 1]
                    report(
                        .error(
                            .expectedPropertyBlockEnd, "an equation cannot be inside the block of '\(view.name)'",
                            at: spanForFound(first),
                            notes: ["a block holds properties and nested views; write equations after its '}'"]))
                    block.anyMemberFailed = true
                    index = closing
                    break
                }
                index += 1
            }
            // Each member may report its own error, unless the declaration had one before the block.
            statementFailed = block.failedBefore
            let current = token
            switch current.kind {
            case .rightBrace:
                index += 1
                statementFailed = block.failedBefore || block.anyMemberFailed
                return .finished(ParsedBlock(block: syntax(of: block), isComplete: !block.anyMemberFailed))
            case .newline, .endOfFile:
                // Never closed: the block ends before a line that reads as an equation, or at the end.
                let nextLine = current.kind == .newline ? tokens[index + 1] : current
                let notes = current.kind == .endOfFile
                    ? ["the block runs to the end of the file"]
                    : ["line \(source.line(at: nextLine.start)) reads as an equation, so the block ends before it"]
                report(
                    .error(
                        .expectedPropertyBlockEnd, "'{' of '\(view.name)' is never closed",
                        at: source.span(block.open.range), notes: notes,
                        fixIts: [FixIt(span: source.span(SourceRange(at: block.lastMemberEnd)), replacement: " }")]))
                statementFailed = true
                return .finished(ParsedBlock(block: syntax(of: block), isComplete: false))
            case .keywordView:
                return .opensDeclaration(.view)
            case .identifier where startsGuideDeclaration:
                return .opensDeclaration(declarationWord ?? .guide)
            case .identifier where memberHoldsRelation():
                report(
                    .error(
                        .expectedPropertyBlockEnd, "an equation cannot be inside the block of '\(view.name)'",
                        at: spanForFound(current),
                        notes: ["a block holds properties and nested views; write equations after its '}'"]))
                block.anyMemberFailed = true
                skipBlockMember()
            case .identifier:
                if let property = parseProperty() {
                    block.properties.append(property)
                } else {
                    block.anyMemberFailed = true
                    skipBlockMember()
                }
            default:
                if !reportBadToken(current) {
                    report(
                        .error(
                            .expectedProperty, "expected a property name, found \(describe(current))",
                            at: spanForFound(current), notes: [Self.propertyNote]))
                }
                block.anyMemberFailed = true
                // Every member consumes a token, so the block always advances.
                if current.kind != .leftBrace { index += 1 }
                skipBlockMember()
            }
            block.lastMemberEnd = max(block.lastMemberEnd, previousEnd)
        }
    }

    /// The syntax of `block`, which ends at the token before the cursor.
    private func syntax(of block: BlockInProgress) -> PropertyBlockSyntax {
        PropertyBlockSyntax(
            view: block.view, properties: block.properties, range: SourceRange(start: block.open.start, end: previousEnd),
            children: block.children)
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

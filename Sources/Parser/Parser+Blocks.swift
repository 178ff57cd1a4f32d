import LayoutLexer
import LayoutSource

/// What the parser keeps to parse statement blocks (`{ statements }`): how deep it is inside
/// them, and which `{` have no matching `}`.
struct BlockParsingState {
    /// How many statement blocks enclose the statement being parsed.
    var depth = 0
    /// Token indices of the `{` that no `}` closes; found on the first block, for the whole file.
    var unclosedBraces: Set<Int>?
    /// The indentation of the line asked about last, by the line's start offset: a long line of
    /// many blocks asks about its one line again and again.
    var lastIndentation: (lineStart: Int, indentation: Int)?
}

/// Limits on statement blocks.
package enum BlockLimits {
    /// The deepest nesting of statement blocks; deeper input gets `V003` rather than a stack
    /// overflow. Parsing a block recurses through its statement (`when`, `override`) at several
    /// frames a level; 16 levels, more than any variant needs, stay within a 512 KB thread stack
    /// even in a debug build, below the deepest includes and with the tallest condition inside
    /// (StackSafetyTests).
    package static let maximumDepth = 16
}

/// Parsing statement blocks, `{ statements }`, shared by every construct that holds statements
/// (`when`, `override`): statements are separated by newlines or `;`, blocks nest, and the caller
/// decides which statements a block allows by the function it passes to parse each one.
///
/// An unclosed `{` gives one error at that `{`. Which `{` is unclosed is decided before the block
/// is parsed, by matching braces over the whole file (a `}` alone on its line closes the open
/// `{` whose line has the same indentation), and an unclosed block ends at the first line indented
/// no deeper than the line of its `{`, so the rest of the file is parsed as if the `}` were there.
extension Parser {
    /// Parses `{ statements }` at the current `{`, each statement by `parseItem`, through the
    /// closing `}`. `noun` names the construct in messages ("when block").
    mutating func parseStatementBlock(
        for noun: String, parseItem: (inout Parser) -> Statement
    ) -> StatementBlockSyntax {
        let open = token
        let openIndex = index
        index += 1
        let isClosed = !isUnclosedBrace(at: openIndex)
        let openingIndentation = indentation(ofLineAt: open.start)

        // The enclosing statement's recovery state is the block's caller's; save it.
        let outer = (statementFailed, statementStart, openParentheses, descentDepth)
        guard blockState.depth < BlockLimits.maximumDepth else {
            reportBlocksNestedTooDeeply(at: open)
            skipBlock(isClosed: isClosed, openingIndentation: openingIndentation)
            return StatementBlockSyntax(
                statements: [], openBraceRange: open.range, isClosed: isClosed, isIncomplete: true,
                range: SourceRange(start: open.start, end: previousEnd))
        }
        blockState.depth += 1
        var statements: [Statement] = []
        var closed = false
        loop: while true {
            let separatorStart = index
            while kind == .newline || kind == .semicolon { index += 1 }
            switch kind {
            case .rightBrace:
                // An unclosed block leaves the `}` to the block that encloses it.
                if isClosed {
                    index += 1
                    closed = true
                }
                break loop
            case .endOfFile:
                break loop
            default:
                if !isClosed && startsLine(token) && indentation(ofLineAt: token.start) <= openingIndentation {
                    index = separatorStart
                    break loop
                }
            }
            statementFailed = false
            statementStart = index
            openParentheses = 0
            descentDepth = 0
            var statement = parseItem(&self)
            if !statementFailed { statement = checkTerminator(after: statement) }
            if statementFailed { synchronize() }
            statements.append(statement)
        }
        blockState.depth -= 1
        let lastEnd = statements.last?.range.end ?? open.end
        (statementFailed, statementStart, openParentheses, descentDepth) = outer
        if !closed { reportUnclosedBlock(noun, open: open, lastEnd: lastEnd) }
        return StatementBlockSyntax(
            statements: statements, openBraceRange: open.range, isClosed: closed, isIncomplete: !closed,
            range: SourceRange(start: open.start, end: closed ? previousEnd : lastEnd))
    }

    // Blocks nest by recursion (a block's statement holds blocks), so the functions on that path
    // build their diagnostics out of line: each level then costs small frames, and the deepest
    // nesting the limit allows stays within a 512 KB thread stack even in a debug build.

    /// Reports a block nested deeper than the limit, at its `{`.
    @inline(never)
    private mutating func reportBlocksNestedTooDeeply(at open: Token) {
        report(.error(
            .blocksNestedTooDeeply, "statement blocks nested more than \(BlockLimits.maximumDepth) deep",
            at: source.span(open.range)))
    }

    /// Reports the `{` of a block that no `}` closes, with a fix-it after its last statement.
    @inline(never)
    private mutating func reportUnclosedBlock(_ noun: String, open: Token, lastEnd: Int) {
        report(.error(
            .unclosedBlock, "expected '}' to close this \(noun)", at: source.span(open.range),
            notes: ["the block ends before the first line indented no deeper than its '{'"],
            fixIts: [FixIt(span: source.span(SourceRange(at: lastEnd)), replacement: "\n}")]))
    }

    /// A `}` where no block is open: reported, and consumed as a statement of its own.
    mutating func parseStrayClosingBrace() -> Statement {
        let brace = token
        report(.error(
            .unmatchedClosingBrace, "unexpected '}' with no matching '{'", at: source.span(brace.range)))
        index += 1
        return .bad(BadSyntax(range: brace.range))
    }

    /// Whether a `}` at the current token ends the enclosing block (inside a block, `}` also
    /// ends the statement before it: `when pad { a.width = 10 }`).
    var atBlockEnd: Bool { kind == .rightBrace && blockState.depth > 0 }

    /// Whether, inside a statement block, the line after the newline at `newlineIndex` starts
    /// with `}`: an open `(` does not continue onto it, so that the `}` still closes the block.
    func nextLineClosesBlock(afterNewlineAt newlineIndex: Int) -> Bool {
        blockState.depth > 0 && tokens[newlineIndex + 1].kind == .rightBrace
    }

    /// Skips a block the parser does not descend into: to its `}`, or, if it is unclosed, to
    /// where an unclosed block ends.
    private mutating func skipBlock(isClosed: Bool, openingIndentation: Int) {
        var depth = 0
        while kind != .endOfFile {
            if kind == .leftBrace { depth += 1 }
            if kind == .rightBrace {
                if depth == 0 {
                    if isClosed { index += 1 }
                    return
                }
                depth -= 1
            }
            if !isClosed && depth == 0 && startsLine(token) && indentation(ofLineAt: token.start) <= openingIndentation {
                return
            }
            index += 1
        }
    }

    // MARK: Brace matching

    /// Whether the `{` at token index `braceIndex` has no matching `}` in the file.
    private mutating func isUnclosedBrace(at braceIndex: Int) -> Bool {
        if blockState.unclosedBraces == nil { blockState.unclosedBraces = findUnclosedBraces() }
        return blockState.unclosedBraces?.contains(braceIndex) ?? false
    }

    /// Matches every brace of the file once. A `}` that starts its line closes the innermost open
    /// `{` whose line is indented as much as the `}`'s, leaving the `{` opened after that one
    /// unclosed (the indentation says where the missing `}` belonged); otherwise the innermost.
    private func findUnclosedBraces() -> Set<Int> {
        var open: [(index: Int, indentation: Int)] = []
        var unclosed: Set<Int> = []
        var memo: (lineStart: Int, indentation: Int)?
        func indentation(ofLineAt offset: Int) -> Int {
            Self.indentation(ofLineAt: offset, in: source, bytes: bytes, memo: &memo)
        }
        for position in 0..<tokens.count {
            switch tokens[position].kind {
            case .leftBrace:
                open.append((position, indentation(ofLineAt: tokens[position].start)))
            case .rightBrace:
                guard !open.isEmpty else { continue }
                let closing = tokens[position]
                if startsLine(closing) {
                    let column = indentation(ofLineAt: closing.start)
                    if let match = open.lastIndex(where: { $0.indentation == column }) {
                        for skipped in open[(match + 1)...] { unclosed.insert(skipped.index) }
                        open.removeSubrange(match...)
                        continue
                    }
                }
                open.removeLast()
            default:
                break
            }
        }
        for brace in open { unclosed.insert(brace.index) }
        return unclosed
    }

    // MARK: Lines

    /// The number of spaces and tabs that begin the line holding `offset`.
    ///
    /// The line is found by a binary search of the file's line starts, never by scanning back
    /// from `offset`: a file of one long line opening thousands of blocks stays linear.
    mutating func indentation(ofLineAt offset: Int) -> Int {
        Self.indentation(ofLineAt: offset, in: source, bytes: bytes, memo: &blockState.lastIndentation)
    }

    /// `indentation(ofLineAt:)` over `source`, remembering the last line asked about in `memo`.
    static func indentation(
        ofLineAt offset: Int, in source: SourceFile, bytes: UnsafeBufferPointer<UInt8>,
        memo: inout (lineStart: Int, indentation: Int)?
    ) -> Int {
        let line = source.line(at: offset)
        let lineStart = source.lineStarts[max(0, min(line - 1, source.lineStarts.count - 1))]
        if let memo, memo.lineStart == lineStart { return memo.indentation }
        var position = lineStart
        while position < bytes.count && (bytes[position] == UInt8(ascii: " ") || bytes[position] == UInt8(ascii: "\t")) {
            position += 1
        }
        memo = (lineStart, position - lineStart)
        return position - lineStart
    }

    /// Whether only spaces and tabs stand before `token` on its line.
    func startsLine(_ token: Token) -> Bool {
        var position = token.start
        while position > 0 {
            let byte = bytes[position - 1]
            if byte == UInt8(ascii: "\n") { return true }
            if byte != UInt8(ascii: " ") && byte != UInt8(ascii: "\t") { return false }
            position -= 1
        }
        return true
    }
}

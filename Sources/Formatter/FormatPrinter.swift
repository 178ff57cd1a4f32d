import LayoutLexer
import LayoutSource

/// One pass over the tokens of a file that parsed cleanly, writing each token as written and
/// choosing the whitespace between them; comments are read from the gaps between tokens.
///
/// The only look-back is a property block tried on one line: if it ends past `lineWidth`, the
/// printer returns to its `{` (a snapshot of its state) and writes it one member a line.
struct FormatPrinter {
    let source: SourceFile
    let bytes: [UInt8]
    let tokens: [Token]
    /// `\r\n` when the file's first line ends so, else `\n`: one ending for every line.
    let lineEnding: [UInt8]
    /// For each brace token, the index of its partner (or -1).
    let partner: [Int]
    /// `newlinesBefore[k]`: the number of newline tokens before token `k`.
    let newlinesBefore: [Int]
    /// `commentGapsThrough[k]`: the number of gaps up to and including the one before token `k`
    /// that hold a comment.
    let commentGapsThrough: [Int]

    var output: [UInt8] = []
    var state = PrintState()
    /// The `{` tokens tried on one line that did not fit.
    var brokenBlocks: Set<Int> = []

    init(source: SourceFile, tokens: [Token]) {
        self.source = source
        self.bytes = source.bytes
        self.tokens = tokens
        var ending: [UInt8] = [UInt8(ascii: "\n")]
        if let firstNewline = source.bytes.firstIndex(of: UInt8(ascii: "\n")), firstNewline > 0,
            source.bytes[firstNewline - 1] == UInt8(ascii: "\r")
        {
            ending = [UInt8(ascii: "\r"), UInt8(ascii: "\n")]
        }
        self.lineEnding = ending
        var partner = [Int](repeating: -1, count: tokens.count)
        var open: [Int] = []
        var newlines = [Int](repeating: 0, count: tokens.count + 1)
        var comments = [Int](repeating: 0, count: tokens.count + 1)
        var previousEnd = 0
        for (index, token) in tokens.enumerated() {
            if token.kind == .leftBrace {
                open.append(index)
            } else if token.kind == .rightBrace, let opening = open.popLast() {
                partner[opening] = index
                partner[index] = opening
            }
            newlines[index + 1] = newlines[index] + (token.kind == .newline ? 1 : 0)
            let hasComment = Self.gapHoldsComment(source.bytes, from: previousEnd, to: token.start)
            comments[index + 1] = comments[index] + (hasComment ? 1 : 0)
            previousEnd = token.end
        }
        self.partner = partner
        self.newlinesBefore = newlines
        self.commentGapsThrough = comments
    }

    // MARK: The pass

    /// The formatted text.
    mutating func print() -> String {
        output.reserveCapacity(bytes.count + bytes.count / 8)
        var index = 0
        while index < tokens.count {
            writeComments(before: index)
            let token = tokens[index]
            switch token.kind {
            case .endOfFile:
                index = tokens.count
                continue
            case .newline:
                newline(at: index)
            case .semicolon:
                semicolon(at: index)
            case .leftBrace:
                index = openBlock(at: index)
                continue
            case .rightBrace:
                index = closeBlock(at: index)
                continue
            default:
                if let resume = wrappedDeclaration(at: index) {
                    index = resume
                    continue
                }
                write(tokenAt: index)
            }
            index += 1
        }
        flushLine()
        // No blank lines at the end; one line ending after the last line.
        while output.count >= lineEnding.count * 2
            && output.suffix(lineEnding.count * 2).elementsEqual(lineEnding + lineEnding)
        {
            output.removeLast(lineEnding.count)
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// A newline token: the end of a statement, or inside parentheses a break kept only where a
    /// comment needs it.
    mutating func newline(at index: Int) {
        if state.parenthesisDepth > 0 {
            let commentBefore = state.gapEndedWithLineComment
            let commentAfter = index + 1 < tokens.count && gapHasComment(before: index + 1)
            if commentBefore || commentAfter {
                flushLine()
                state.isContinuation = true
            }
            return
        }
        flushLine()
        state.pendingBreak = false
        state.newlineRun += 1
        endStatement()
    }

    /// A `;`: the end of a statement (the next starts a line), or between the members of a block
    /// written on one line.
    mutating func semicolon(at index: Int) {
        if isInsideFlatBlock {
            if state.frames[state.frames.count - 1].hasMember { state.pendingSemicolon = true }
            endStatement()
            return
        }
        if state.parenthesisDepth > 0 {
            write(tokenAt: index)
            return
        }
        if state.lineHasContent { state.pendingBreak = true }
        endStatement()
    }

    /// A `{`: an empty block `{ }`, a property block on one line if it was written so and fits, or
    /// a block of one member a line. Returns the index to go on from.
    mutating func openBlock(at index: Int) -> Int {
        let closing = partner[index]
        guard closing > index else {
            write(tokenAt: index)
            return index + 1
        }
        let isProperty = statementIsDeclaration()
        let holdsComments = commentGapsThrough[closing + 1] - commentGapsThrough[index + 1] > 0
        let isEmpty = !holdsComments && tokens[(index + 1)..<closing].allSatisfy { $0.kind == .newline || $0.kind == .semicolon }
        if isEmpty {
            beginContent()
            if state.lineHasContent { output.append(UInt8(ascii: " ")) }
            output.append(contentsOf: Array("{ }".utf8))
            state.lineHasContent = true
            state.last = .closingBrace
            state.lastIsScaled = false
            state.previousSignificant = .rightBrace
            if !isProperty, let elseIndex = elseAfterBlock(closedAt: closing) { return elseIndex }
            return closing + 1
        }
        let insideFlat = isInsideFlatBlock
        let writtenOnOneLine = !gapHasComment(before: index) && !holdsComments && newlinesBefore[closing] - newlinesBefore[index] == 0
        let isFlat = insideFlat || (isProperty && writtenOnOneLine && !brokenBlocks.contains(index))
        var frame = BlockFrame(
            isFlat: isFlat, isProperty: isProperty, outerStatementStart: state.statementStart,
            outerParenthesisDepth: state.parenthesisDepth)
        if isFlat && !insideFlat {
            frame.snapshot = Snapshot(state: state, outputCount: output.count, tokenIndex: index)
        }
        beginContent()
        if state.lineHasContent { output.append(UInt8(ascii: " ")) }
        output.append(UInt8(ascii: "{"))
        state.lineHasContent = true
        state.last = .openingBrace
        state.lastIsScaled = false
        // The parser matches a `}` that starts its line with the `{` whose line is indented as
        // much, so the `}` gets exactly this line's indentation (more than the level's after a
        // line continued in parentheses or a comment of several lines).
        frame.openingLineIndentation = output[state.lineStart...].prefix {
            $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t")
        }.count
        state.frames.append(frame)
        state.statementStart = nil
        state.previousSignificant = nil
        state.parenthesisDepth = 0
        if !isFlat {
            state.depth += 1
            state.pendingBreak = true
            state.blankAllowed = false
        }
        return index + 1
    }

    /// A `}`: closes a block on one line (going back to its `{` if the line grew too long), or on
    /// a line of its own, followed by `else` when the next line starts a when's `else` branch.
    /// Returns the index to go on from.
    mutating func closeBlock(at index: Int) -> Int {
        guard let frame = state.frames.popLast() else {
            write(tokenAt: index)
            return index + 1
        }
        state.pendingSemicolon = false
        if frame.isFlat {
            output.append(contentsOf: [UInt8(ascii: " "), UInt8(ascii: "}")])
            state.last = .closingBrace
            state.lastIsScaled = false
            restoreStatement(from: frame)
            if let snapshot = frame.snapshot, currentLineWidth() > LayoutFormatter.lineWidth {
                output.removeSubrange(snapshot.outputCount...)
                state = snapshot.state
                brokenBlocks.insert(snapshot.tokenIndex)
                return snapshot.tokenIndex
            }
            return index + 1
        }
        flushLine()
        state.depth -= 1
        state.newlineRun = 0
        state.pendingBreak = false
        beginContent(indentation: frame.openingLineIndentation)
        output.append(UInt8(ascii: "}"))
        state.lineHasContent = true
        state.last = .closingBrace
        state.lastIsScaled = false
        restoreStatement(from: frame)
        if !frame.isProperty, let elseIndex = elseAfterBlock(closedAt: index) {
            return elseIndex
        }
        return index + 1
    }

    /// The index of an `else` that continues the when block closed at `index` on a later line,
    /// with nothing but line breaks between, so that it can join the `}`.
    func elseAfterBlock(closedAt index: Int) -> Int? {
        var next = index + 1
        while next < tokens.count && tokens[next].kind == .newline { next += 1 }
        guard next > index + 1, next + 1 < tokens.count, isWord("else", tokens[next]) else { return nil }
        guard commentGapsThrough[next + 1] - commentGapsThrough[index + 1] == 0 else { return nil }
        let after = tokens[next + 1]
        guard after.kind == .leftBrace || isWord("when", after) else { return nil }
        return next
    }

    mutating func restoreStatement(from frame: BlockFrame) {
        state.statementStart = frame.outerStatementStart
        state.parenthesisDepth = frame.outerParenthesisDepth
        state.previousSignificant = .rightBrace
    }

    /// A `view`, `guide`, `stack` or `scroll` declaration of plain names (no blocks, no comments) longer than the
    /// line: written as several declarations, as many names each as fit. Returns the index of the
    /// token ending the declaration, or nil to print the statement as usual.
    mutating func wrappedDeclaration(at index: Int) -> Int? {
        guard state.statementStart == nil, !isInsideFlatBlock else { return nil }
        let keyword = tokens[index]
        let isView = keyword.kind == .keywordView
        guard isView || (isDeclarationWord(keyword) && tokens[index + 1].kind == .identifier) else { return nil }
        var names: [Range<Int>] = []
        var next = index + 1
        var expectsName = true
        scan: while next < tokens.count {
            let token = tokens[next]
            switch token.kind {
            case .identifier where expectsName:
                names.append(token.start..<token.end)
                expectsName = false
            case .comma where !expectsName:
                expectsName = true
            case .newline, .semicolon, .rightBrace, .endOfFile:
                break scan
            default:
                return nil
            }
            next += 1
        }
        guard !expectsName, !names.isEmpty,
            commentGapsThrough[next + 1] - commentGapsThrough[index + 1] == 0
        else { return nil }
        let keywordText = Array(bytes[keyword.start..<keyword.end])
        let indent = state.depth * LayoutFormatter.indentWidth
        let fullWidth = indent + keywordText.count + names.reduce(0) { $0 + $1.count + 2 } - 1
        guard fullWidth > LayoutFormatter.lineWidth else { return nil }
        var lineNames: [Range<Int>] = []
        var width = indent + keywordText.count
        func writeDeclaration(_ printer: inout FormatPrinter) {
            printer.beginContent()
            printer.output.append(contentsOf: keywordText)
            for (position, name) in lineNames.enumerated() {
                printer.output.append(contentsOf: position == 0 ? [UInt8(ascii: " ")] : [UInt8(ascii: ","), UInt8(ascii: " ")])
                printer.output.append(contentsOf: printer.bytes[name])
            }
            printer.state.lineHasContent = true
            printer.state.last = .token(.identifier, isUnary: false)
            printer.state.lastIsScaled = false
            printer.state.pendingBreak = true
        }
        for name in names {
            let added = (lineNames.isEmpty ? 1 : 2) + name.count
            if !lineNames.isEmpty && width + added > LayoutFormatter.lineWidth {
                writeDeclaration(&self)
                lineNames = []
                width = indent + keywordText.count
            }
            lineNames.append(name)
            width += (lineNames.count == 1 ? 1 : 2) + name.count
        }
        writeDeclaration(&self)
        state.pendingBreak = false
        state.statementStart = index
        state.previousSignificant = .identifier
        return next
    }
}

/// Where the printer is: the line, the statement and the blocks it is in.
struct PrintState {
    /// The offset in the output at which the current line starts.
    var lineStart = 0
    /// Whether the current line holds anything besides indentation.
    var lineHasContent = false
    /// The source offset of the first token or comment on the current line.
    var lineSourceStart: Int?
    /// What the current line ends with, for the space before the next token.
    var last = LastWritten.lineStart
    /// Whether the last token written is the word `scaled` (a call when `(` follows).
    var lastIsScaled = false
    /// The next token or comment must start a new line (after `;`, `{` or `}` of a block).
    var pendingBreak = false
    /// The newline tokens since the last content; two or more leave a blank line.
    var newlineRun = 0
    /// Whether a blank line may come before the next content (not first in the file or a block).
    var blankAllowed = false
    /// The `{ }` levels the current line is indented by.
    var depth = 0
    /// The current line continues a statement inside parentheses: one more level.
    var isContinuation = false
    /// The parentheses open in the current statement.
    var parenthesisDepth = 0
    /// The index of the current statement's first token, nil before it.
    var statementStart: Int?
    /// The last token of the current statement, for telling a unary sign from a binary one.
    var previousSignificant: TokenKind?
    /// The blocks the printer is inside, innermost last.
    var frames: [BlockFrame] = []
    /// A `;` between members of a one-line block, written before the next member.
    var pendingSemicolon = false
    /// Whether the last gap read ended with a line comment (a break after it must be kept).
    var gapEndedWithLineComment = false
}

/// What a line ends with.
enum LastWritten {
    case lineStart
    case comment
    case openingBrace
    case closingBrace
    case token(TokenKind, isUnary: Bool)
}

/// A block the printer is inside.
struct BlockFrame {
    /// Written on one line.
    var isFlat: Bool
    /// A view's property block (rather than a block of statements).
    var isProperty: Bool
    /// The statement the block belongs to, resumed at its `}`.
    var outerStatementStart: Int?
    var outerParenthesisDepth: Int
    /// The indentation of the line the `{` was written on, which its `}` gets.
    var openingLineIndentation = 0
    /// Whether a member has been written (a one-line block's `;` goes between members only).
    var hasMember = false
    /// For the outermost block tried on one line: where to return if it does not fit.
    var snapshot: Snapshot?
}

/// The printer's state at a `{`, to return to.
struct Snapshot {
    var state: PrintState
    var outputCount: Int
    var tokenIndex: Int
}

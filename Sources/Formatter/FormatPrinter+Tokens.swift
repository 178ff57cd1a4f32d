import LayoutLexer
import LayoutSource

/// Writing tokens and the space between them, and the lines they make: the printer's output side.
extension FormatPrinter {
    /// Writes token `index` as written, after the space the pair of tokens calls for.
    mutating func write(tokenAt index: Int) {
        let token = tokens[index]
        if state.pendingSemicolon {
            output.append(UInt8(ascii: ";"))
            state.pendingSemicolon = false
        }
        beginContent()
        let isUnary = (token.kind == .minus || token.kind == .plus) && !Self.endsOperand(state.previousSignificant)
        // `scaled(12)` is a call, written as `flex()` is: no space before its `(`.
        let isCall = token.kind == .leftParenthesis && state.lastIsScaled
        if state.lineHasContent && needsSpace(before: token.kind) && !isCall {
            output.append(UInt8(ascii: " "))
        }
        if !state.lineHasContent { state.lineSourceStart = token.start }
        // Byte by byte: tokens are a few bytes long, shorter than a copy's set-up.
        for offset in token.start..<token.end { output.append(bytes[offset]) }
        state.lineHasContent = true
        state.last = .token(token.kind, isUnary: isUnary)
        state.lastIsScaled = isWord("scaled", token)
        state.previousSignificant = token.kind
        if state.statementStart == nil { state.statementStart = index }
        if isInsideFlatBlock { state.frames[state.frames.count - 1].hasMember = true }
        switch token.kind {
        case .leftParenthesis: state.parenthesisDepth += 1
        case .rightParenthesis: state.parenthesisDepth = max(0, state.parenthesisDepth - 1)
        default: break
        }
    }

    /// Whether a token of `kind` ends an operand, so that a `-` or `+` after it is binary.
    static func endsOperand(_ kind: TokenKind?) -> Bool {
        guard let kind else { return false }
        switch kind {
        case .identifier, .number, .rightParenthesis, .string, .malformedNumber, .nonFiniteNumber: return true
        default: return kind.isKeyword
        }
    }

    /// Whether a space goes between what the line ends with and a token of `kind`.
    func needsSpace(before kind: TokenKind) -> Bool {
        switch kind {
        case .dot, .comma, .semicolon, .rightParenthesis, .rightBracket: return false
        default: break
        }
        switch state.last {
        case .lineStart: return false
        case .comment, .openingBrace, .closingBrace: return true
        case .token(let previous, let isUnary):
            if isUnary { return false }
            switch previous {
            case .leftParenthesis, .leftBracket, .dot, .at, .tilde: return false
            case .keywordFlex where kind == .leftParenthesis: return false
            default: return true
            }
        }
    }

    /// Whether the printer is inside a block written on one line (read in place: a copy of the
    /// frame would copy its snapshot).
    var isInsideFlatBlock: Bool {
        !state.frames.isEmpty && state.frames[state.frames.count - 1].isFlat
    }

    /// Whether `token` is the identifier `word` (`guide`, `when` and `else` are no keywords).
    func isWord(_ word: StaticString, _ token: Token) -> Bool {
        guard token.kind == .identifier, token.end - token.start == word.utf8CodeUnitCount else { return false }
        return word.withUTF8Buffer { spelling in
            spelling.elementsEqual(bytes[token.start..<token.end])
        }
    }

    /// Whether `token` is one of the words that declare before a name: `guide`, `stack`, `scroll`.
    func isDeclarationWord(_ token: Token) -> Bool {
        isWord("guide", token) || isWord("stack", token) || isWord("scroll", token)
    }

    /// Whether the statement being written declares views, guides, stacks or scroll views (its
    /// `{` opens a property block).
    func statementIsDeclaration() -> Bool {
        guard let start = state.statementStart else { return false }
        let first = tokens[start]
        if first.kind == .keywordView { return true }
        return isDeclarationWord(first) && start + 1 < tokens.count && tokens[start + 1].kind == .identifier
    }

    mutating func endStatement() {
        state.statementStart = nil
        state.previousSignificant = nil
        state.parenthesisDepth = 0
        state.isContinuation = false
    }

    // MARK: Lines

    /// Starts a line if the next content must begin one, with a blank line before it where the
    /// author left one (or more), and the indentation.
    mutating func beginContent(indentation: Int? = nil) {
        if state.pendingBreak {
            flushLine()
            state.pendingBreak = false
        }
        guard !state.lineHasContent else { return }
        if state.newlineRun >= 2 && state.blankAllowed && !output.isEmpty {
            output.append(contentsOf: lineEnding)
            state.lineStart = output.count
        }
        state.newlineRun = 0
        state.blankAllowed = true
        let levels = state.depth + (state.isContinuation ? 1 : 0)
        output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indentation ?? levels * LayoutFormatter.indentWidth))
    }

    /// Ends the current line, if it has anything on it.
    mutating func flushLine() {
        guard state.lineHasContent else {
            // Nothing but indentation (or nothing): drop it.
            output.removeSubrange(state.lineStart...)
            return
        }
        while let last = output.last, last == UInt8(ascii: " ") || last == UInt8(ascii: "\t") { output.removeLast() }
        output.append(contentsOf: lineEnding)
        state.lineStart = output.count
        state.lineHasContent = false
        state.last = .lineStart
        state.lastIsScaled = false
    }

    /// The width of the current line so far.
    func currentLineWidth() -> Int {
        Self.columnWidth(output[state.lineStart...])
    }

    /// The columns `text` takes: one per Unicode scalar, a tab to the next multiple of four.
    static func columnWidth<Bytes: Collection<UInt8>>(_ text: Bytes) -> Int {
        var column = 0
        for byte in text {
            if byte == UInt8(ascii: "\t") {
                column += 4 - column % 4
            } else if byte & 0b1100_0000 != 0b1000_0000 {
                column += 1
            }
        }
        return column
    }
}

import LayoutLexer
import LayoutSource

/// Comments, read from the gaps between tokens and written where they stood.
extension FormatPrinter {
    func gapHasComment(before index: Int) -> Bool {
        commentGapsThrough[index + 1] - commentGapsThrough[index] > 0
    }

    /// Whether the bytes `from..<to`, between two tokens, hold a comment.
    static func gapHoldsComment(_ bytes: [UInt8], from: Int, to: Int) -> Bool {
        var index = from
        while index + 1 < to {
            if bytes[index] == UInt8(ascii: "/") && (bytes[index + 1] == UInt8(ascii: "/") || bytes[index + 1] == UInt8(ascii: "*")) {
                return true
            }
            index += 1
        }
        return false
    }

    /// Writes the comments in the gap before token `index`: a line comment after code stays at
    /// the end of that line, at the column it was written at when the code still fits before it;
    /// a comment on a line of its own stays on its own line, indented like the code around it;
    /// a block comment between tokens stays between them.
    mutating func writeComments(before index: Int) {
        let gapStart = index == 0 ? 0 : tokens[index - 1].end
        let gapEnd = tokens[index].start
        state.gapEndedWithLineComment = false
        guard gapHasComment(before: index) else { return }
        var position = gapStart
        while position + 1 < gapEnd {
            let isLine = bytes[position] == UInt8(ascii: "/") && bytes[position + 1] == UInt8(ascii: "/")
            let isBlock = bytes[position] == UInt8(ascii: "/") && bytes[position + 1] == UInt8(ascii: "*")
            guard isLine || isBlock else {
                position += 1
                continue
            }
            var end = position + 2
            if isLine {
                end = gapEnd
            } else {
                while end + 1 < gapEnd && !(bytes[end] == UInt8(ascii: "*") && bytes[end + 1] == UInt8(ascii: "/")) { end += 1 }
                end = min(end + 2, gapEnd)
            }
            let restIsBlank = bytes[end..<gapEnd].allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\r") }
            let endsLine = restIsBlank && (tokens[index].kind == .newline || tokens[index].kind == .endOfFile)
            let isTrailing = state.lineHasContent && (isLine || endsLine)
            if isTrailing {
                if isLine {
                    // The author's column is kept for a comment after a line that is still the
                    // line it was written on (not split at a `;`, not joined to another).
                    let keepsColumn = state.lineSourceStart.map { keepsLine(from: $0, through: position) } ?? false
                    let target = max(keepsColumn ? originalColumn(of: position) : 0, currentLineWidth() + 1)
                    output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: target - currentLineWidth()))
                } else {
                    output.append(UInt8(ascii: " "))
                }
            } else {
                beginContent()
                if state.lineHasContent { output.append(UInt8(ascii: " ")) }
            }
            if !state.lineHasContent { state.lineSourceStart = position }
            appendComment(bytes[position..<end])
            state.lineHasContent = true
            state.last = .comment
            state.lastIsScaled = false
            state.gapEndedWithLineComment = isLine
            position = end
        }
    }

    /// Whether the source text from `start` through `offset` is one line that begins at `start`
    /// (only whitespace before it).
    func keepsLine(from start: Int, through offset: Int) -> Bool {
        let line = source.line(at: start)
        guard source.line(at: offset) == line else { return false }
        let lineStart = source.lineStarts[line - 1]
        return bytes[lineStart..<start].allSatisfy {
            $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == 0xEF || $0 == 0xBB || $0 == 0xBF
        }
    }

    /// The column at which the byte at `offset` was written in the source.
    func originalColumn(of offset: Int) -> Int {
        let lineStart = source.lineStarts[source.line(at: offset) - 1]
        return Self.columnWidth(bytes[lineStart..<offset])
    }

    /// Appends a comment's text: its lines with trailing whitespace removed, joined by the file's
    /// line ending.
    mutating func appendComment(_ text: ArraySlice<UInt8>) {
        var lineStart = text.startIndex
        var first = true
        while lineStart <= text.endIndex {
            let lineEnd = text[lineStart...].firstIndex(of: UInt8(ascii: "\n")) ?? text.endIndex
            var trimmedEnd = lineEnd
            while trimmedEnd > lineStart,
                [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r")].contains(text[trimmedEnd - 1])
            {
                trimmedEnd -= 1
            }
            if !first {
                output.append(contentsOf: lineEnding)
                state.lineStart = output.count
            }
            output.append(contentsOf: text[lineStart..<trimmedEnd])
            first = false
            lineStart = lineEnd + 1
        }
    }
}

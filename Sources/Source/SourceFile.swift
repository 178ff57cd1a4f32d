/// A source text as UTF-8 bytes, with a table of line starts for turning offsets into lines and columns.
///
/// The bytes are kept exactly as read, so invalid UTF-8 survives to the lexer, which reports it.
public struct SourceFile: Sendable {
    /// The path of the file, as the user named it.
    public let path: String
    /// The raw UTF-8 bytes of the file.
    public let bytes: [UInt8]
    /// The offset at which each line starts; the first entry is 0.
    public let lineStarts: [Int]

    /// Creates a source file from raw bytes, which need not be valid UTF-8.
    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            starts.append(offset + 1)
        }
        self.lineStarts = starts
    }

    /// Creates a source file from text.
    public init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    /// The whole text, with invalid UTF-8 replaced by U+FFFD.
    public var text: String { String(decoding: bytes, as: UTF8.self) }

    /// The number of lines; an empty file has one empty line.
    public var lineCount: Int { lineStarts.count }

    /// The 1-based line of `offset`, which is clamped into the file: a binary search, whatever
    /// the length of the line.
    public func line(at offset: Int) -> Int {
        lineIndex(containing: min(max(offset, 0), bytes.count)) + 1
    }

    /// The 1-based line and column of `offset`, which is clamped into the file.
    ///
    /// The column is counted from the line's start, so the cost grows with it; for many offsets
    /// in long lines, ask a `LineColumnIndex` of the file, and for the line alone, `line(at:)`.
    public func lineColumn(at offset: Int) -> LineColumn {
        let offset = min(max(offset, 0), bytes.count)
        let lineIndex = lineIndex(containing: offset)
        var column = 1
        var index = lineStarts[lineIndex]
        while index < offset {
            // Each byte that is not a UTF-8 continuation byte starts a new scalar.
            if bytes[index] & 0b1100_0000 != 0b1000_0000 { column += 1 }
            index += 1
        }
        return LineColumn(line: lineIndex + 1, column: column)
    }

    /// The byte range of the 1-based `line`, without its line terminator.
    public func lineRange(_ line: Int) -> SourceRange {
        let index = min(max(line - 1, 0), lineStarts.count - 1)
        let start = lineStarts[index]
        var end = index + 1 < lineStarts.count ? lineStarts[index + 1] - 1 : bytes.count
        if end > start && bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return SourceRange(start: start, end: end)
    }

    /// The text of the 1-based `line`, without its line terminator.
    public func lineText(_ line: Int) -> String {
        text(in: lineRange(line))
    }

    /// The text in `range`, clamped into the file, with invalid UTF-8 replaced by U+FFFD.
    public func text(in range: SourceRange) -> String {
        let start = min(max(range.start, 0), bytes.count)
        let end = min(max(range.end, start), bytes.count)
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// A span of `range` in this file.
    public func span(_ range: SourceRange) -> SourceSpan {
        SourceSpan(path: path, range: range)
    }

    /// The index into `lineStarts` of the line holding `offset` (binary search).
    private func lineIndex(containing offset: Int) -> Int {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return low
    }
}

import LayoutSource

/// How positions count characters within a line (LSP's `positionEncoding`).
public enum PositionEncoding: String, Sendable {
    /// UTF-16 code units: the protocol's default.
    case utf16 = "utf-16"
    /// UTF-8 bytes, when the client offers it (our offsets are bytes, so nothing is converted).
    case utf8 = "utf-8"
}

/// An LSP position: a 0-based line and a 0-based character offset in the encoding's units.
public struct Position: Hashable, Sendable {
    /// The 0-based line.
    public var line: Int
    /// The 0-based offset in the line, in the encoding's units.
    public var character: Int

    /// Creates a position.
    public init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }

    /// The position as JSON.
    var json: JSON { .object(["line": .int(line), "character": .int(character)]) }

    /// The position in `json`, or nil if it is not one.
    init?(json: JSON?) {
        guard let line = json?["line"]?.intValue, let character = json?["character"]?.intValue, line >= 0, character >= 0
        else { return nil }
        self.init(line: line, character: character)
    }
}

extension SourceFile {
    /// The LSP position of byte `offset` (clamped into the file).
    func position(of offset: Int, encoding: PositionEncoding) -> Position {
        let offset = min(max(offset, 0), bytes.count)
        let line = self.line(at: offset) - 1
        let lineStart = lineStarts[line]
        switch encoding {
        case .utf8:
            return Position(line: line, character: offset - lineStart)
        case .utf16:
            return Position(line: line, character: Self.utf16Length(of: bytes[lineStart..<offset]))
        }
    }

    /// The byte offset of `position`; a character past the line's end means the end of the line
    /// (before its terminator), a line past the file's end means the end of the file, and an
    /// offset in the middle of a character moves to its start.
    func offset(of position: Position, encoding: PositionEncoding) -> Int {
        guard position.line < lineCount else { return bytes.count }
        let range = lineRange(position.line + 1)
        switch encoding {
        case .utf8:
            var offset = min(range.start + position.character, range.end)
            while offset > range.start, offset < bytes.count, bytes[offset] & 0xC0 == 0x80 { offset -= 1 }
            return offset
        case .utf16:
            var units = 0
            var offset = range.start
            while offset < range.end {
                let width = Self.scalarWidth(leadingByte: bytes[offset])
                let scalarUnits = width == 4 ? 2 : 1
                if units + scalarUnits > position.character { break }
                units += scalarUnits
                offset = min(offset + width, range.end)
            }
            return offset
        }
    }

    /// The LSP range of `range`.
    func lspRange(of range: SourceRange, encoding: PositionEncoding) -> JSON {
        .object([
            "start": position(of: range.start, encoding: encoding).json,
            "end": position(of: range.end, encoding: encoding).json,
        ])
    }

    /// The byte range of an LSP range in `json`, or nil if it is not one.
    func sourceRange(ofLSPRange json: JSON?, encoding: PositionEncoding) -> SourceRange? {
        guard let start = Position(json: json?["start"]), let end = Position(json: json?["end"]) else { return nil }
        return SourceRange(start: offset(of: start, encoding: encoding), end: offset(of: end, encoding: encoding))
    }

    /// How many UTF-16 code units `bytes` take (invalid bytes count one each, as U+FFFD does).
    static func utf16Length(of bytes: ArraySlice<UInt8>) -> Int {
        var units = 0
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let width = scalarWidth(leadingByte: bytes[index])
            units += width == 4 ? 2 : 1
            index += width
        }
        return units
    }

    /// How many bytes the UTF-8 sequence that starts with `byte` has (1 for a stray byte).
    static func scalarWidth(leadingByte byte: UInt8) -> Int {
        switch byte {
        case 0xF0...0xF7: 4
        case 0xE0...0xEF: 3
        case 0xC0...0xDF: 2
        default: 1
        }
    }
}

import LayoutSource

/// One source line as a terminal shows it, with a marker under a range: the body of a human
/// diagnostic.
///
/// Columns are display cells: tabs expand to the next multiple of four, wide characters take two
/// cells, control characters and invalid UTF-8 show as U+FFFD. Lines longer than `maximumWidth`
/// cells are cut to a window around the marker, with `...` where text was left out.
struct SourceSnippet: Equatable, Sendable {
    /// The widest line shown, in cells; a 1 MB line shows as a window this wide.
    static let maximumWidth = 120
    /// Tab stops are this many cells apart.
    static let tabWidth = 4

    /// The 1-based line number.
    let lineNumber: Int
    /// The line as displayed.
    let text: String
    /// The cells before the marker.
    let markerOffset: Int
    /// The cells the marker covers, at least one.
    let markerWidth: Int

    /// A cell run from one scalar (or one invalid byte sequence) of the line: the scalar shown,
    /// repeated `width` times for a tab (as spaces), once otherwise. No string per cell: a
    /// snippet decodes a thousand or so of them.
    private struct Cell {
        var byteOffset: Int
        var shown: Unicode.Scalar
        var width: Int
        var isTab = false

        /// Appends what the cell shows to `text`.
        func append(to text: inout String.UnicodeScalarView) {
            if isTab {
                for _ in 0..<width { text.append(shown) }
            } else {
                text.append(shown)
            }
        }
    }

    /// The snippet for the line on which `range` starts; a range running past that line is marked
    /// to the line's end, and an empty range gets a single `^`.
    init(file: SourceFile, range: SourceRange) {
        let lineNumber = file.line(at: range.start)
        let line = file.lineRange(lineNumber)
        let markStart = min(max(range.start, line.start), line.end)
        let markEnd = min(max(range.end, markStart), line.end)
        self.init(lineNumber: lineNumber, bytes: file.bytes, line: line, markStart: markStart, markEnd: markEnd)
    }

    /// The line holding `fixIt` with the fix applied and the new text marked, or nil when the fix
    /// only removes text, spans lines, or inserts line breaks.
    static func preview(of fixIt: FixIt, in file: SourceFile) -> SourceSnippet? {
        let replacement = Array(fixIt.replacement.utf8)
        let lineNumber = file.line(at: fixIt.span.range.start)
        let line = file.lineRange(lineNumber)
        guard !replacement.isEmpty, !replacement.contains(where: { $0 == 0x0A || $0 == 0x0D }),
              fixIt.span.range.start >= line.start, fixIt.span.range.end <= line.end else { return nil }
        // Only the text a snippet can show around the fix is copied, never a whole long line.
        var before = max(line.start, fixIt.span.range.start - reach)
        while before > line.start, file.bytes[before] & 0b1100_0000 == 0b1000_0000 { before -= 1 }
        let after = min(line.end, fixIt.span.range.end + reach)
        let fixed = Array(file.bytes[before..<fixIt.span.range.start]) + replacement
            + Array(file.bytes[fixIt.span.range.end..<after])
        let start = fixIt.span.range.start - before
        return SourceSnippet(
            lineNumber: lineNumber, bytes: fixed, line: SourceRange(start: 0, end: fixed.count),
            markStart: start, markEnd: start + replacement.count,
            continuesBefore: before > line.start, continuesAfter: after < line.end)
    }

    /// How many bytes either side of the marker are decoded: enough for a full window of
    /// four-byte characters, so a snippet of a megabyte-long line costs what a short one does.
    private static let reach = maximumWidth * 8

    /// The snippet of `line` within `bytes`, marking `markStart..<markEnd` (both inside the line);
    /// `continuesBefore` and `continuesAfter` say that the line goes on beyond `line` (a window
    /// of a longer line), so the snippet shows `...` there.
    private init(
        lineNumber: Int, bytes: [UInt8], line: SourceRange, markStart: Int, markEnd: Int,
        continuesBefore: Bool = false, continuesAfter: Bool = false
    ) {
        // Decode only the bytes near the marker, so a snippet of a megabyte-long line stays cheap.
        let reach = SourceSnippet.reach
        var sliceStart = max(line.start, markStart - reach)
        while sliceStart > line.start, bytes[sliceStart] & 0b1100_0000 == 0b1000_0000 { sliceStart -= 1 }
        let sliceEnd = min(line.end, markStart + reach)
        let cells = SourceSnippet.cells(of: bytes[sliceStart..<sliceEnd], startingAt: sliceStart)

        var position = 0
        var markerStartCell = -1
        var markerEndCell = -1
        var cellStarts: [Int] = []
        cellStarts.reserveCapacity(cells.count)
        for cell in cells {
            cellStarts.append(position)
            if markerStartCell < 0, cell.byteOffset >= markStart { markerStartCell = position }
            if cell.byteOffset < markEnd { markerEndCell = position + cell.width }
            position += cell.width
        }
        let sliceWidth = position
        if markerStartCell < 0 { markerStartCell = sliceWidth }
        let markerWidth = max(1, markerEndCell - markerStartCell)
        let isCutBefore = sliceStart > line.start || continuesBefore
        let isCutAfter = sliceEnd < line.end || continuesAfter

        self.lineNumber = lineNumber
        guard sliceWidth > SourceSnippet.maximumWidth || isCutBefore || isCutAfter else {
            var shown = String.UnicodeScalarView()
            for cell in cells { cell.append(to: &shown) }
            text = String(shown)
            markerOffset = markerStartCell
            self.markerWidth = markerWidth
            return
        }
        // Show a window that starts a little before the marker, so some context leads into it.
        let ellipsis = "..."
        let room = SourceSnippet.maximumWidth
        let roughStart = max(0, min(markerStartCell - room / 4, sliceWidth - room))
        // Start on a cell boundary: a wide character is shown whole or not at all.
        let windowStart = cellStarts.first { $0 >= roughStart } ?? roughStart
        let windowEnd = roughStart + room
        let showsLead = windowStart > 0 || isCutBefore
        var shown = (showsLead ? ellipsis : "").unicodeScalars
        for (cell, start) in zip(cells, cellStarts) where start >= windowStart && start + cell.width <= windowEnd {
            cell.append(to: &shown)
        }
        if windowEnd < sliceWidth || isCutAfter { shown.append(contentsOf: ellipsis.unicodeScalars) }
        text = String(shown)
        markerOffset = markerStartCell - windowStart + (showsLead ? ellipsis.count : 0)
        self.markerWidth = max(1, min(markerWidth, windowEnd - markerStartCell))
    }

    /// Decodes `bytes` into display cells, expanding tabs and replacing what a terminal must not see.
    private static func cells(of bytes: ArraySlice<UInt8>, startingAt base: Int) -> [Cell] {
        var cells: [Cell] = []
        cells.reserveCapacity(bytes.count)
        var column = 0
        var offset = base
        var iterator = bytes.makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                let scalar = Unicode.UTF8.decode(encoded)
                let cell: Cell
                if scalar == "\t" {
                    let width = tabWidth - column % tabWidth
                    cell = Cell(byteOffset: offset, shown: " ", width: width, isTab: true)
                } else if DisplayText.isHazardous(scalar) {
                    cell = Cell(byteOffset: offset, shown: "\u{FFFD}", width: 1)
                } else {
                    cell = Cell(byteOffset: offset, shown: scalar, width: DisplayText.cellWidth(of: scalar))
                }
                cells.append(cell)
                column += cell.width
                offset += encoded.count
            case .error(let length):
                cells.append(Cell(byteOffset: offset, shown: "\u{FFFD}", width: 1))
                column += 1
                offset += length
            case .emptyInput:
                return cells
            }
        }
    }

    /// What the marker says about the text above it.
    enum Marker: Sendable {
        /// `^~~~`: the text a diagnostic is about.
        case problem
        /// `++++`: text a fix-it puts in.
        case insertion
    }

    /// The two lines: ` 12 | text` and `    | ^~~~`, each ending in a newline.
    func rendered(gutterWidth: Int, style: TerminalStyle, marker kind: Marker = .problem) -> String {
        let number = String(lineNumber)
        let paddedNumber = String(repeating: " ", count: max(0, gutterWidth - number.count)) + number
        let blank = String(repeating: " ", count: max(gutterWidth, number.count))
        let marker = switch kind {
        case .problem: "^" + String(repeating: "~", count: markerWidth - 1)
        case .insertion: String(repeating: "+", count: markerWidth)
        }
        let sourceLine = style.apply(.gutter, to: " \(paddedNumber) |") + (text.isEmpty ? "" : " " + text)
        let markerLine = style.apply(.gutter, to: " \(blank) |") + " "
            + String(repeating: " ", count: markerOffset) + style.apply(.marker, to: marker)
        return sourceLine + "\n" + markerLine + "\n"
    }
}

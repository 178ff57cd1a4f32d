import LayoutSource
import XCTest
@testable import layoutc

/// Snippets and markers: columns, tabs, wide characters, line ends, empty ranges, long lines.
final class HumanRenderingTests: XCTestCase {
    private func snippet(_ text: String, _ start: Int, _ end: Int) -> String {
        let file = SourceFile(path: "t.layout", text: text)
        return SourceSnippet(file: file, range: SourceRange(start: start, end: end)).rendered(gutterWidth: 1, style: .plain)
    }

    private func render(_ text: String, _ start: Int, _ end: Int) -> String {
        let file = SourceFile(path: "t.layout", text: text)
        let diagnostic = Diagnostic.error(DiagnosticFixtures.unknownName, "m", at: file.span(SourceRange(start: start, end: end)))
        return HumanDiagnosticRenderer(catalog: SourceCatalog([file]), style: .plain).render(diagnostic)
    }

    func testMarkerUnderASimpleRange() {
        XCTAssertEqual(snippet("a.top = b.top\n", 8, 13), """
             1 | a.top = b.top
               |         ^~~~~

            """)
    }

    func testColumnsCountUnicodeScalarsAndMarkersAlignByCells() {
        // "é" is two bytes, one scalar, one cell; "界" is three bytes, one scalar, two cells.
        let text = "é界 = bad\n"
        let start = Array("é界 = ".utf8).count
        XCTAssertTrue(render(text, start, start + 3).hasPrefix("t.layout:1:6: error[N001]: m\n"))
        XCTAssertEqual(snippet(text, start, start + 3), """
             1 | é界 = bad
               |       ^~~

            """)
    }

    func testCombiningMarksTakeNoCell() {
        let text = "e\u{301}x = bad\n"  // e + combining acute: two scalars, one cell
        let start = Array("e\u{301}x = ".utf8).count
        XCTAssertTrue(render(text, start, start + 3).hasPrefix("t.layout:1:7: "))
        XCTAssertEqual(snippet(text, start, start + 3).split(separator: "\n")[1], "   |      ^~~")
    }

    func testTabsExpandToTabStopsAndMarkersFollow() {
        XCTAssertTrue(render("\tx\tbad\n", 3, 6).hasPrefix("t.layout:1:4: "))
        XCTAssertEqual(snippet("\tx\tbad\n", 3, 6), """
             1 |     x   bad
               |         ^~~

            """)
    }

    func testRangePastTheLineEndIsMarkedToTheEndOfTheLine() {
        XCTAssertEqual(snippet("a = (b +\n  c)\n", 4, 13), """
             1 | a = (b +
               |     ^~~~

            """)
        // A range covering the line break itself stops at the last character.
        XCTAssertEqual(snippet("abc\ndef\n", 1, 4).split(separator: "\n")[1], "   |  ^~")
    }

    func testZeroLengthRangesGetOneCaret() {
        XCTAssertEqual(snippet("a = \n", 4, 4).split(separator: "\n")[1], "   |     ^")
        XCTAssertEqual(snippet("a.top = b.top\n", 2, 2).split(separator: "\n")[1], "   |   ^")
        // At the very end of a file without a final newline.
        XCTAssertEqual(snippet("view a", 6, 6).split(separator: "\n")[1], "   |       ^")
        XCTAssertTrue(render("view a", 6, 6).hasPrefix("t.layout:1:7: "))
        // In an empty file.
        XCTAssertEqual(snippet("", 0, 0), " 1 |\n   | ^\n")
    }

    func testCRLFLineEndingsAreNotShown() {
        XCTAssertEqual(snippet("a = b\r\nc\r\n", 4, 7), " 1 | a = b\n   |     ^\n")
    }

    func testControlCharactersAndInvalidUTF8ShowAsReplacementCharacters() {
        let bytes: [UInt8] = Array("a = ".utf8) + [0x1B, 0xFF, 0xFE] + Array(" b\n".utf8)
        let file = SourceFile(path: "t.layout", bytes: bytes)
        let rendered = SourceSnippet(file: file, range: SourceRange(start: 4, end: 7)).rendered(gutterWidth: 1, style: .plain)
        XCTAssertEqual(rendered, " 1 | a = \u{FFFD}\u{FFFD}\u{FFFD} b\n   |     ^~~\n")
        XCTAssertFalse(rendered.contains("\u{1B}"))
    }

    func testLongLinesShowAWindowAroundTheMarker() {
        let filler = String(repeating: "x", count: 1_000_000)
        let text = "view a\na.left = " + filler + " + bad\n"
        let start = Array("view a\na.left = ".utf8).count + filler.utf8.count + 3
        let rendered = snippet(text, start, start + 3)
        let lines = rendered.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 2)
        XCTAssertLessThanOrEqual(lines[0].count, SourceSnippet.maximumWidth + 12)
        XCTAssertTrue(lines[0].hasPrefix(" 2 | ..."))
        XCTAssertTrue(lines[0].hasSuffix(" + bad"))
        // The marker sits exactly under "bad".
        let markerColumn = lines[1].distance(from: lines[1].startIndex, to: lines[1].firstIndex(of: "^") ?? lines[1].endIndex)
        let badColumn = lines[0].distance(from: lines[0].startIndex, to: lines[0].range(of: "bad")?.lowerBound ?? lines[0].endIndex)
        XCTAssertEqual(markerColumn, badColumn)
        XCTAssertTrue(lines[1].hasSuffix("^~~"))
    }

    func testMarkerInTheMiddleOfAHugeLineIsCutOnBothSides() {
        let half = String(repeating: "界", count: 300_000)  // three bytes and two cells each
        let text = half + " bad " + half + "\n"
        let start = half.utf8.count + 1
        let lines = snippet(text, start, start + 3).split(separator: "\n").map(String.init)
        XCTAssertTrue(lines[0].hasPrefix(" 1 | ...界"), String(lines[0].prefix(20)))
        XCTAssertTrue(lines[0].hasSuffix("界..."))
        XCTAssertLessThanOrEqual(lines[0].count, SourceSnippet.maximumWidth)
        // Count cells, not characters: every 界 before the marker takes two.
        let before = lines[0].prefix { $0 != "b" }
        let cellsBefore = before.reduce(0) { $0 + ($1 == "界" ? 2 : 1) }
        XCTAssertEqual(lines[1].firstIndex(of: "^").map { lines[1].distance(from: lines[1].startIndex, to: $0) }, cellsBefore)
        XCTAssertTrue(lines[1].hasSuffix("^~~"))
    }

    func testLongLineWithTheMarkerAtTheStartIsCutAtTheEnd() {
        let text = "bad = " + String(repeating: "y", count: 500) + "\n"
        let lines = snippet(text, 0, 3).split(separator: "\n")
        XCTAssertTrue(lines[0].hasPrefix(" 1 | bad = yyy"))
        XCTAssertTrue(lines[0].hasSuffix("y..."))
        XCTAssertEqual(lines[1], "   | ^~~")
    }

    func testGutterWidensForLargeLineNumbersAndAlignsRelatedSnippets() {
        let text = String(repeating: "\n", count: 99) + "view b\nx\n"
        let file = SourceFile(path: "t.layout", text: text)
        let diagnostic = Diagnostic.error(
            DiagnosticFixtures.unknownName, "m", at: file.span(SourceRange(start: 99, end: 103)),
            related: [RelatedLocation(span: file.span(SourceRange(start: 0, end: 0)), message: "here")])
        let rendered = HumanDiagnosticRenderer(catalog: SourceCatalog([file]), style: .plain).render(diagnostic)
        XCTAssertEqual(rendered, """
            t.layout:100:1: error[N001]: m
             100 | view b
                 | ^~~~
            t.layout:1:1: note: here
               1 |
                 | ^

            """ + "\n")
    }

    func testDiagnosticWithoutLocationUsesTheFilePath() {
        let diagnostic = Diagnostic.warning(DiagnosticFixtures.undetermined, "nothing is determined", at: nil, notes: ["add constraints"])
        let renderer = HumanDiagnosticRenderer(catalog: SourceCatalog([]), style: .plain)
        XCTAssertEqual(renderer.render(diagnostic, fallbackPath: "a.layout"),
                       "a.layout: warning[S002]: nothing is determined\nnote: add constraints\n\n")
        XCTAssertEqual(ShortDiagnosticRenderer(catalog: SourceCatalog([])).render(diagnostic, fallbackPath: "a.layout"),
                       "a.layout: warning: nothing is determined [S002]\n")
    }

    func testFixItDescriptions() {
        let file = SourceFile(path: "t.layout", text: "a.lft = 1\n")
        let catalog = SourceCatalog([file])
        XCTAssertEqual(catalog.describe(FixIt(span: file.span(SourceRange(start: 2, end: 5)), replacement: "left")), "replace 'lft' with 'left'")
        XCTAssertEqual(catalog.describe(FixIt(span: file.span(SourceRange(at: 9)), replacement: ")")), "insert ')'")
        XCTAssertEqual(catalog.describe(FixIt(span: file.span(SourceRange(start: 5, end: 6)), replacement: "")), "remove ' '")
    }

    func testLongMessagesAreAbbreviatedForPeopleOnly() {
        let name = String(repeating: "x", count: 10_000)
        let file = SourceFile(path: "t.layout", text: "a.left = \(name).left\n")
        let diagnostic = Diagnostic.error(DiagnosticFixtures.unknownName, "unknown view '\(name)'", at: file.span(SourceRange(start: 9, end: 10_009)))
        let catalog = SourceCatalog([file])
        let header = HumanDiagnosticRenderer(catalog: catalog, style: .plain).render(diagnostic).split(separator: "\n")[0]
        XCTAssertTrue(header.hasPrefix("t.layout:1:10: error[N001]: unknown view 'xxx"))
        XCTAssertTrue(header.hasSuffix("xxx'"))
        XCTAssertTrue(header.contains("..."))
        XCTAssertLessThan(header.count, DisplayText.maximumMessageLength + 40)
        XCTAssertEqual(DisplayText.abbreviating("short"), "short")
        let json = JSONDiagnosticRenderer(catalog: catalog).value(for: diagnostic).formatted()
        XCTAssertTrue(json.contains(name))
    }

    func testFixItPreviewsShowTheLineWithTheFixApplied() {
        let file = SourceFile(path: "t.layout", text: "a.left = (b.left\nnext line\n")
        let catalog = SourceCatalog([file])
        let insert = FixIt(span: file.span(SourceRange(at: 16)), replacement: ")")
        let diagnostic = Diagnostic.error(DiagnosticFixtures.unknownName, "expected ')'", at: file.span(SourceRange(at: 16)), fixIts: [insert])
        XCTAssertEqual(HumanDiagnosticRenderer(catalog: catalog, style: .plain).render(diagnostic), """
            t.layout:1:17: error[N001]: expected ')'
             1 | a.left = (b.left
               |                 ^
            t.layout:1:17: fix-it: insert ')'
             1 | a.left = (b.left)
               |                 +

            """ + "\n")
        // Removals, line breaks and fixes across lines say what to do on the fix-it line alone.
        XCTAssertNil(SourceSnippet.preview(of: FixIt(span: file.span(SourceRange(start: 9, end: 10)), replacement: ""), in: file))
        XCTAssertNil(SourceSnippet.preview(of: FixIt(span: file.span(SourceRange(at: 16)), replacement: ")\n"), in: file))
        XCTAssertNil(SourceSnippet.preview(of: FixIt(span: file.span(SourceRange(start: 14, end: 20)), replacement: "x"), in: file))
        let replace = SourceSnippet.preview(of: FixIt(span: file.span(SourceRange(start: 2, end: 6)), replacement: "right"), in: file)
        XCTAssertEqual(replace?.rendered(gutterWidth: 1, style: .plain, marker: .insertion), " 1 | a.right = (b.left\n   |   +++++\n")
    }

    func testColourIsResetAfterEveryStyledPiece() {
        let style = TerminalStyle(isEnabled: true)
        XCTAssertEqual(style.apply(.error, to: "error:"), "\u{1B}[1;31merror:\u{1B}[0m")
        XCTAssertEqual(style.apply(.error, to: ""), "")
        XCTAssertEqual(TerminalStyle.plain.apply(.error, to: "error:"), "error:")
        let console = Console(output: StringSink(isTerminal: true), error: StringSink(isTerminal: true), isColorDisabled: false)
        XCTAssertTrue(console.errorStyle.isEnabled)
        XCTAssertFalse(Console(output: StringSink(), error: StringSink(isTerminal: false), isColorDisabled: false).errorStyle.isEnabled)
        XCTAssertFalse(Console(output: StringSink(), error: StringSink(isTerminal: true), isColorDisabled: true).errorStyle.isEnabled)
    }
}

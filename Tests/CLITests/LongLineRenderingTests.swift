import LayoutSource
import XCTest
@testable import layoutc

/// Many findings on one long line (a generated file joined with `;`): every renderer gives the
/// right columns, and people see a window of the line around each marker, never the whole line.
final class LongLineRenderingTests: XCTestCase {
    /// One line of `count` equations, each naming `bad` once, with wide characters between them
    /// so that columns (scalars) and cells differ from byte offsets; and a diagnostic at each
    /// `bad`, with a related location at the equation's start and a fix-it replacing `bad`.
    private func longLine(count: Int) -> (file: SourceFile, diagnostics: [Diagnostic], columns: [Int]) {
        var text = ""
        var starts: [Int] = []
        var columns: [Int] = []
        var scalars = 0
        for item in 0..<count {
            let head = "v\(item).left = 界 + "
            starts.append(text.utf8.count + head.utf8.count)
            columns.append(scalars + head.unicodeScalars.count + 1)
            let equation = head + "bad.left; "
            text += equation
            scalars += equation.unicodeScalars.count
        }
        let file = SourceFile(path: "long.layout", text: text + "\n")
        let diagnostics = starts.map { start in
            Diagnostic.error(
                DiagnosticFixtures.unknownName, "unknown view 'bad'", at: file.span(SourceRange(start: start, end: start + 3)),
                related: [RelatedLocation(span: file.span(SourceRange(start: start - 9, end: start - 3)), message: "here")],
                fixIts: [FixIt(span: file.span(SourceRange(start: start, end: start + 3)), replacement: "good")])
        }
        return (file, diagnostics, columns)
    }

    func testHumanSnippetsOfALongLineAreWindowsWithTheRightColumns() {
        let (file, diagnostics, columns) = longLine(count: 2000)
        XCTAssertGreaterThan(file.bytes.count, 50_000)
        let renderer = HumanDiagnosticRenderer(catalog: SourceCatalog([file]), style: .plain)
        for (diagnostic, column) in zip(diagnostics, columns) where column % 5 == 0 || column == columns.last {
            let lines = renderer.render(diagnostic).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            XCTAssertEqual(lines[0], "long.layout:1:\(column): error[N001]: unknown view 'bad'")
            // The snippet: a window with "..." on each cut side, the marker under "bad".
            XCTAssertTrue(lines[1].hasPrefix(column > 100 ? " 1 | ..." : " 1 | v0.left"), lines[1])
            if column < columns[columns.count - 10] { XCTAssertTrue(lines[1].hasSuffix("..."), lines[1]) }
            if column == columns.last { XCTAssertTrue(lines[1].hasSuffix("bad.left; "), lines[1]) }
            XCTAssertLessThanOrEqual(lines[1].count, SourceSnippet.maximumWidth + 12)
            XCTAssertEqual(text(atCell: markerColumn(lines[2]), of: lines[1], length: 3), "bad")
            // The fix-it preview: the same kind of window, the fixed text marked.
            let fixItHeader = lines.firstIndex { $0.contains("fix-it: replace 'bad' with 'good'") }
            guard let fixItHeader else { return XCTFail("no fix-it in \(lines)") }
            XCTAssertEqual(lines[fixItHeader], "long.layout:1:\(column): fix-it: replace 'bad' with 'good'")
            let preview = lines[fixItHeader + 1], marker = lines[fixItHeader + 2]
            XCTAssertTrue(preview.hasPrefix(column > 100 ? " 1 | ..." : " 1 | v0.left"), preview)
            XCTAssertLessThanOrEqual(preview.count, SourceSnippet.maximumWidth + 12)
            let plus = marker.firstIndex(of: "+").map { marker.distance(from: marker.startIndex, to: $0) }
            XCTAssertEqual(text(atCell: plus, of: preview, length: 4), "good")
            XCTAssertTrue(marker.hasSuffix("++++"))
        }
    }

    func testMachineFormatsGiveTheRightColumnsOnALongLine() throws {
        let (file, diagnostics, columns) = longLine(count: 2000)
        let catalog = SourceCatalog([file])
        let short = ShortDiagnosticRenderer(catalog: catalog)
        let github = GitHubAnnotationRenderer(catalog: catalog)
        for (diagnostic, column) in zip(diagnostics, columns) {
            XCTAssertEqual(short.render(diagnostic), "long.layout:1:\(column): error: unknown view 'bad' [N001]\n")
            XCTAssertTrue(
                github.render(diagnostic).hasPrefix("::error file=long.layout,line=1,col=\(column),endLine=1,endColumn=\(column + 2),"),
                github.render(diagnostic))
        }
        let json = JSONDiagnosticRenderer(catalog: catalog).document(for: diagnostics.map { ($0, nil) }).formatted()
        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let parsed = try XCTUnwrap(document["diagnostics"] as? [[String: Any]])
        XCTAssertEqual(parsed.compactMap { $0["column"] as? Int }, columns)
        XCTAssertEqual(parsed.compactMap { $0["endColumn"] as? Int }, columns.map { $0 + 3 })
    }

    /// Where the `^` of a marker line is, in characters.
    private func markerColumn(_ line: String) -> Int? {
        line.firstIndex(of: "^").map { line.distance(from: line.startIndex, to: $0) }
    }

    /// The `length` characters of a snippet line that start at terminal cell `cell` (界 takes two).
    private func text(atCell cell: Int?, of line: String, length: Int) -> String? {
        guard let cell else { return nil }
        var cells = 0
        for index in line.indices {
            if cells == cell { return String(line[index...].prefix(length)) }
            cells += line[index] == "界" ? 2 : 1
        }
        return nil
    }
}

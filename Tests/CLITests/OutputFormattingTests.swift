import Foundation
import LayoutSource
import XCTest
@testable import layoutc

final class OutputFormattingTests: XCTestCase {
    func testJSONNumbers() {
        XCTAssertEqual(NumberFormatting.json(16), "16")
        XCTAssertEqual(NumberFormatting.json(171.5), "171.5")
        XCTAssertEqual(NumberFormatting.json(-0.0), "0")
        XCTAssertEqual(NumberFormatting.json(-12), "-12")
        XCTAssertEqual(NumberFormatting.json(0.1 + 0.2), "0.30000000000000004")
        XCTAssertEqual(NumberFormatting.json(1.0 / 3.0), "0.3333333333333333")
        XCTAssertEqual(NumberFormatting.json(1e-5), "1e-05")
        XCTAssertEqual(NumberFormatting.json(1e300), "1e+300")
        XCTAssertEqual(NumberFormatting.json(.nan), "null")
        XCTAssertEqual(NumberFormatting.json(.infinity), "null")
        // Every form must be valid JSON and read back as the same double (Foundation's JSON parser
        // rounds, so the round trip goes through Double's own parser).
        for value in [16, 171.5, 0.1 + 0.2, 1.0 / 3.0, 1e-5, 1e300, -2.5e-300, 9_007_199_254_740_994] {
            let text = NumberFormatting.json(value)
            XCTAssertNotNil(try? JSONSerialization.jsonObject(with: Data("[\(text)]".utf8)), text)
            XCTAssertEqual(Double(text), value, text)
        }
    }

    func testBriefNumbers() {
        XCTAssertEqual(NumberFormatting.brief(16), "16")
        XCTAssertEqual(NumberFormatting.brief(171.5), "171.5")
        XCTAssertEqual(NumberFormatting.brief(-0.0), "0")
        XCTAssertEqual(NumberFormatting.brief(-0.0001), "0")
        XCTAssertEqual(NumberFormatting.brief(1.0 / 3.0), "0.333")
        XCTAssertEqual(NumberFormatting.brief(0.1 + 0.2), "0.3")
        XCTAssertEqual(NumberFormatting.brief(-57.66666), "-57.667")
        XCTAssertEqual(NumberFormatting.brief(2.0005), "2.001")
        XCTAssertEqual(NumberFormatting.brief(99.9999), "100")
        // A table never prints null for a finite number, however large (scaling it overflowed).
        XCTAssertEqual(NumberFormatting.brief(1e308), "1e+308")
        XCTAssertEqual(NumberFormatting.brief(-Double.greatestFiniteMagnitude), "-1.7976931348623157e+308")
        XCTAssertEqual(NumberFormatting.brief(1e16), "1e+16")
    }

    func testJSONStringEscaping() {
        XCTAssertEqual(JSONText.quoted("say \"hi\" \\ bye"), #""say \"hi\" \\ bye""#)
        XCTAssertEqual(JSONText.quoted("a\nb\rc\td\u{08}e\u{0C}"), #""a\nb\rc\td\be\f""#)
        XCTAssertEqual(JSONText.quoted("\u{00}\u{1B}\u{1F}\u{7F}"), #""\u0000\u001b\u001f\u007f""#)
        XCTAssertEqual(JSONText.quoted("\u{2028}\u{2029}"), #""\u2028\u2029""#)
        XCTAssertEqual(JSONText.quoted("héllo 🙂 /"), "\"héllo 🙂 /\"")
        // Every control character survives a round trip through a real JSON parser.
        let all = String(String.UnicodeScalarView((0..<0x80).compactMap(Unicode.Scalar.init))) + "\u{2028}é🙂"
        let document = JSONValue.array([.string(all)]).formatted()
        let parsed = (try? JSONSerialization.jsonObject(with: Data(document.utf8))) as? [String]
        XCTAssertEqual(parsed, [all])
    }

    func testJSONLayoutKeepsKeyOrderAndInlinesSmallObjects() {
        let value = JSONValue.members([
            "frames": .members(["root": .members(["x": .number(0), "y": .number(-0.0), "width": .number(375), "height": .number(66.5)])]),
            "diagnostics": .array([]),
        ])
        XCTAssertEqual(value.formatted(), """
            {
              "frames": {
                "root": {"x": 0, "y": 0, "width": 375, "height": 66.5}
              },
              "diagnostics": []
            }

            """)
    }

    func testGitHubEscaping() {
        XCTAssertEqual(GitHubAnnotationRenderer.escapeData("100% done\r\nnext: a,b"), "100%25 done%0D%0Anext: a,b")
        XCTAssertEqual(GitHubAnnotationRenderer.escapeProperty("dir,1/a:b%.layout\n"), "dir%2C1/a%3Ab%25.layout%0A")
        // `%` first, so an escape is never escaped twice.
        XCTAssertEqual(GitHubAnnotationRenderer.escapeData("%0A"), "%250A")
    }

    func testGitHubAnnotationForAnAwkwardPath() {
        let file = SourceFileFixture.make(path: "odd,dir/a:b.layout", text: "view a\nx = 1\n")
        let diagnostic = Diagnostic.warning(DiagnosticFixtures.undetermined, "50% of\nit", at: file.span(SourceRange(start: 7, end: 8)))
        let line = GitHubAnnotationRenderer(catalog: SourceCatalog([file])).render(diagnostic)
        XCTAssertEqual(line, "::warning file=odd%2Cdir/a%3Ab.layout,line=2,col=1,endLine=2,endColumn=1,title=S002::50%25 of%0Ait\n")
    }

    func testGitHubEndColumnIsInclusiveAndScalarBased() {
        let file = SourceFileFixture.make(path: "u.layout", text: "é = ab\n")
        let catalog = SourceCatalog([file])
        let renderer = GitHubAnnotationRenderer(catalog: catalog)
        // "ab" starts at byte 5 (é is two bytes), column 5.
        let line = renderer.render(.error(DiagnosticFixtures.unknownName, "m", at: file.span(SourceRange(start: 5, end: 7))))
        XCTAssertTrue(line.hasPrefix("::error file=u.layout,line=1,col=5,endLine=1,endColumn=6,title=N001::"), line)
        let empty = renderer.render(.error(DiagnosticFixtures.unknownName, "m", at: file.span(SourceRange(at: 7))))
        XCTAssertTrue(empty.contains("line=1,col=7,endLine=1,endColumn=7,"), empty)
    }

    /// A catalog indexes only the files its diagnostics name, and still locates in any other
    /// file exactly as a fully indexed one does.
    func testCatalogIndexedForDiagnosticsLocatesInEveryFile() {
        let named = SourceFileFixture.make(path: "a.layout", text: "view a\nx = 1\n")
        let other = SourceFileFixture.make(path: "b.layout", text: "é\n\n  view b\n")
        let diagnostic = Diagnostic.error(DiagnosticFixtures.unknownName, "m", at: named.span(SourceRange(start: 7, end: 8)))
        let partial = SourceCatalog([named, other], indexingFilesOf: [diagnostic])
        let full = SourceCatalog([named, other])
        for (file, offsets) in [(named, 0...named.bytes.count), (other, 0...other.bytes.count)] {
            for offset in offsets {
                XCTAssertEqual(
                    partial.lineColumn(at: offset, inFileAt: file.path), full.lineColumn(at: offset, inFileAt: file.path),
                    "\(file.path) at \(offset)")
            }
        }
        XCTAssertEqual(partial.location(of: other.span(SourceRange(start: 6, end: 10)))?.prefix, "b.layout:3:3")
        XCTAssertNil(partial.location(of: SourceFileFixture.make(path: "c.layout", text: "").span(SourceRange(at: 0))))
    }

    func testSARIFURIs() {
        XCTAssertEqual(SARIFRenderer.uri(forPath: "a b/c.layout"), "a%20b/c.layout")
        XCTAssertEqual(SARIFRenderer.uri(forPath: "/tmp/x#1.layout"), "file:///tmp/x%231.layout")
        XCTAssertEqual(SARIFRenderer.uri(forPath: "é.layout"), "%C3%A9.layout")
    }

    func testSummaryLine() {
        XCTAssertNil(DiagnosticCounts().summary)
        XCTAssertEqual(DiagnosticCounts(DiagnosticFixtures.diagnostics).summary, "3 errors, 1 warning")
        XCTAssertEqual(DiagnosticCounts(Array(DiagnosticFixtures.diagnostics.prefix(1))).summary, "1 error")
    }
}

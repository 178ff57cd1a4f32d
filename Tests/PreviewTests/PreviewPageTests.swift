import LayoutChecker
import LayoutIR
@testable import LayoutPreview
import LayoutSource
import XCTest

/// The page without a browser: what it holds, what it refuses, its stamp, and the text it writes.
final class PreviewPageTests: XCTestCase {
    private func page(_ text: String, path: String = "test.layout", stamp: String? = nil) -> PreviewPage {
        LayoutPreview.page(PreviewRequest(check: CheckRequest(path: path, text: text), stampFileName: stamp))
    }

    func testAPageHoldsEveryViewAndTheFileFirstCanvas() throws {
        let made = page("canvas \"400x300\"\nview a, b\na.left = 10; a.top = 10; a.size = 50\nb.left = a.right + 8; b.top = a.top; b.size = 20\n")
        let html = try XCTUnwrap(made.html)
        XCTAssertEqual(made.viewNames, ["a", "b"])
        XCTAssertTrue(html.contains("data-view=\"a\""))
        XCTAssertTrue(html.contains("data-view=\"b\""))
        XCTAssertTrue(html.contains("initial: {w: 400, h: 300, idiom: \"phone\""), "the first canvas without a fragment")
        XCTAssertTrue(html.contains("watch: null"))
        // The same file, the same bytes.
        XCTAssertEqual(page("canvas \"400x300\"\nview a, b\na.left = 10; a.top = 10; a.size = 50\nb.left = a.right + 8; b.top = a.top; b.size = 20\n").html, html)
        // Without a canvas: 375x667.
        XCTAssertTrue(try XCTUnwrap(page("view a\na.left = 0; a.top = 0; a.size = 10\n").html).contains("initial: {w: 375, h: 667,"))
    }

    func testErrorsAndRefusalsMakeNoPage() {
        let bad = page("view a\na.left = b.right\n")
        XCTAssertNil(bad.html)
        XCTAssertTrue(bad.hasErrors)
        let refused = page("stack row {\n  distribution fillProportionally\n  view a { intrinsic 50 x 20 }\n  view b { intrinsic 80 x 20 }\n}\nrow.left = 0; row.top = 0; row.width = 300\n")
        XCTAssertNil(refused.html)
        XCTAssertTrue(refused.diagnostics.contains { $0.code.rawValue == "G012" })
        let errorPage = LayoutPreview.errorPage(title: "x.layout", diagnostics: bad.diagnostics, sources: bad.sources, stampFileName: "x.stamp.js")
        XCTAssertTrue(errorPage.contains("unknown view"))
        XCTAssertTrue(errorPage.contains("layoutcStamp"))
    }

    func testTheStampFollowsTheSources() {
        let first = page("view a\na.left = 0; a.top = 0; a.size = 10\n", stamp: "p.stamp.js")
        let same = page("view a\na.left = 0; a.top = 0; a.size = 10\n", stamp: "p.stamp.js")
        let other = page("view a\na.left = 1; a.top = 0; a.size = 10\n", stamp: "p.stamp.js")
        XCTAssertEqual(first.stamp, same.stamp)
        XCTAssertNotEqual(first.stamp, other.stamp)
        XCTAssertEqual(first.stamp.count, 16)
        XCTAssertTrue(first.html?.contains("watch: {file: \"p.stamp.js\", stamp: \"\(first.stamp)\"}") ?? false)
        XCTAssertEqual(LayoutPreview.stampScript(for: first.sources), "layoutcStamp(\"\(first.stamp)\");\n")
        XCTAssertEqual(LayoutPreview.stampFileName(forPage: "out/login.html"), "login.stamp.js")
        XCTAssertEqual(LayoutPreview.stampFileName(forPage: "page"), "page.stamp.js")
    }

    func testConditionsAreWrittenAsSolveEvaluatesThem() {
        XCTAssertEqual(PreviewPageWriter.javaScript(.sizeClass(.compact, .width)), "e.hc === \"compact\"")
        XCTAssertEqual(PreviewPageWriter.javaScript(.canvas(.height, .equal, 600)), "e.h === 600")
        XCTAssertEqual(PreviewPageWriter.javaScript(.canvas(.width, .greaterThanOrEqual, 600.5)), "e.w >= 600.5")
        XCTAssertEqual(
            PreviewPageWriter.javaScript(.all([.idiom(.pad), .not(.flag("dark")), .any([.landscape])])),
            "(e.idiom === \"pad\" && !(e.flags.has(\"dark\")) && (e.w > e.h))")
        XCTAssertEqual(PreviewPageWriter.javaScript(.all([])), "true")
        XCTAssertEqual(PreviewPageWriter.javaScript(.any([])), "false")
    }

    func testTextCannotCloseTheScriptOrTheMarkup() {
        XCTAssertEqual(PreviewPageWriter.string("a</script>\"\\\n"), "\"a\\u003c/script\\u003e\\\"\\\\\\n\"")
        XCTAssertEqual(PreviewPageWriter.escaped("<a href=\"x\">&"), "&lt;a href=&quot;x&quot;&gt;&amp;")
        XCTAssertEqual(PreviewPageWriter.number(375), "375")
        XCTAssertEqual(PreviewPageWriter.number(0.1), "0.1")
        XCTAssertEqual(PreviewPageWriter.number(-.infinity), "-Infinity")
        // A comment in a constraint's text reaches the page as a string, never as markup.
        let html = page("view a\na.left = 0; a.top = 0 // </script><b>\na.size = 10\n").html ?? ""
        XCTAssertFalse(html.contains("</script><b>"))
    }
}

import Foundation
import LayoutChecker
import LayoutPreview
import LayoutSource
import XCTest

/// A watched page in Chromium from file://, with no server: it polls the stamp file beside it,
/// stays put while the stamp is its own, and reloads itself once it differs, keeping its size and
/// options (the fragment).
final class PreviewWatchTests: XCTestCase {
    private static let probe = """
        <pre id="lc-reload"></pre>
        <script>
        const loads = Number(sessionStorage.getItem("loads") || "0") + 1;
        sessionStorage.setItem("loads", String(loads));
        const state = window.layoutcPreview.state;
        document.getElementById("lc-reload").textContent = ["loads", loads, "hash", location.hash, "size", state.w, state.h,
          state.rtl ? "rtl" : "ltr", "errors", JSON.stringify(window.layoutcErrors)].join(" ");
        </script>
        """

    func testTheWatchedPageReloadsWhenItsStampChanges() throws {
        let chromium = try PreviewBrowser.require()
        let folder = try PreviewBrowser.folder("watch")
        let source = SourceFile(path: "card.layout", bytes: Array("view card\ncard.left = 16; card.top = 16; card.right = root.right - 16; card.height = 80\n".utf8))
        let page = LayoutPreview.page(PreviewRequest(check: CheckRequest(source: source), stampFileName: "page.stamp.js"))
        let html = try XCTUnwrap(page.html)
        let file = folder.appendingPathComponent("page.html")
        try Data(html.replacingOccurrences(of: "</body>", with: Self.probe + "</body>").utf8).write(to: file)
        let stamp = folder.appendingPathComponent("page.stamp.js")

        // Its own stamp: the page polls it and stays.
        try Data(LayoutPreview.stampScript(for: page.sources).utf8).write(to: stamp)
        let same = try PreviewBrowser.dump(chromium, PreviewBrowser.url(file, fragment: "300x400;rtl"), virtualTime: 3000)
        XCTAssertTrue(same.contains("data-stamp-seen=\"\(page.stamp)\""), "the page never read its stamp")
        XCTAssertEqual(PreviewBrowser.preText(same, id: "lc-reload"), "loads 1 hash #300x400;rtl size 300 400 rtl errors []")

        // A newer page (a stamp other than its own, once): it reloads, in the same size and options.
        try Data("layoutcStamp(sessionStorage.getItem('changed') ? \"\(page.stamp)\" : (sessionStorage.setItem('changed', '1'), 'newer'));\n".utf8)
            .write(to: stamp)
        let reloaded = try PreviewBrowser.dump(chromium, PreviewBrowser.url(file, fragment: "300x400;rtl"), virtualTime: 4000)
        XCTAssertEqual(PreviewBrowser.preText(reloaded, id: "lc-reload"), "loads 2 hash #300x400;rtl size 300 400 rtl errors []")
    }
}

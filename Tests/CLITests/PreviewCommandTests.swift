import Foundation
import XCTest

/// `layoutc preview` as a user runs it: the page, its exit statuses, and `--watch` rewriting the
/// page (and its stamp) when the file or a file it uses changes.
final class PreviewCommandTests: XCTestCase {
    private static let partial = "view card\ncard.top = root.top + 16\ncard.left = root.left + 16\ncard.right = root.right - 16\ncard.height = 100\n"
    private static let main = "use \"part.layout\"\nview label\nlabel.top = card.bottom + 8\nlabel.left = card.left\nlabel.width = 120\nlabel.height = 20\n"

    func testWritesOnePageAndExitsZero() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("part.layout", Self.partial)
        try folder.write("main.layout", Self.main)
        let outcome = try BinaryRunner.run(["preview", "main.layout", "--output", "page.html"], in: folder.url)
        XCTAssertEqual(outcome.status, 0, outcome.err)
        let page = try String(contentsOfFile: folder.path("page.html"), encoding: .utf8)
        XCTAssertTrue(page.contains("data-view=\"card\""))
        XCTAssertTrue(page.contains("data-view=\"label\""))
        // No server, no network: nothing in the page is fetched.
        XCTAssertFalse(page.contains("http://") || page.contains("https://") || page.contains("src="), "the page fetches something")
        // Not watched: no stamp, no poll.
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.path("page.stamp.js")))
        XCTAssertTrue(page.contains("watch: null"))
        // Standard output without --output.
        let printed = try BinaryRunner.run(["preview", "main.layout"], in: folder.url)
        XCTAssertEqual(printed.status, 0)
        XCTAssertTrue(printed.out.hasPrefix("<!DOCTYPE html>"))
    }

    func testErrorsAndRefusalsWriteNoPage() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("bad.layout", "view a\na.left = b.right\n")
        let bad = try BinaryRunner.run(["preview", "bad.layout", "--output", "bad.html"], in: folder.url)
        XCTAssertEqual(bad.status, 1)
        XCTAssertTrue(bad.err.contains("error"), bad.err)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.path("bad.html")))
        // The frame engine refuses a fillProportionally stack (G012): a clear error, no page.
        try folder.write(
            "stack.layout",
            "stack row {\n  distribution fillProportionally\n  view a { intrinsic 50 x 20 }\n  view b { intrinsic 80 x 20 }\n}\nrow.left = 0; row.top = 0; row.width = 300\n")
        let refused = try BinaryRunner.run(["preview", "stack.layout", "--output", "stack.html", "--format", "short"], in: folder.url)
        XCTAssertEqual(refused.status, 1)
        XCTAssertTrue(refused.err.contains("G012"), refused.err)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.path("stack.html")))
        // --watch needs a page file to poll beside.
        let usage = try BinaryRunner.run(["preview", "stack.layout", "--watch"], in: folder.url)
        XCTAssertEqual(usage.status, 2)
        XCTAssertTrue(usage.err.contains("--output"), usage.err)
    }

    func testWatchRewritesThePageWhenAUsedFileChanges() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("part.layout", Self.partial)
        try folder.write("main.layout", Self.main)
        let process = Process()
        process.executableURL = try BinaryRunner.executable()
        process.arguments = ["preview", "main.layout", "--output", "page.html", "--watch"]
        process.currentDirectoryURL = folder.url
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer {
            process.terminate()
            process.waitUntilExit()
        }
        /// Waits (at most a minute: a guard against hangs, not a timing) for `condition`.
        func wait(_ what: String, _ condition: () -> Bool) {
            let deadline = Date().addingTimeInterval(60)
            while !condition() {
                guard Date() < deadline else {
                    XCTFail("waited a minute for \(what)")
                    return
                }
                Thread.sleep(forTimeInterval: 0.1)
            }
        }
        func read(_ name: String) -> String { (try? String(contentsOfFile: folder.path(name), encoding: .utf8)) ?? "" }
        wait("the first page and stamp") { read("page.stamp.js").hasPrefix("layoutcStamp(") && read("page.html").contains("</html>") }
        let firstStamp = read("page.stamp.js")
        let firstPage = read("page.html")
        XCTAssertTrue(firstPage.contains("file: \"page.stamp.js\""), "the watched page polls its stamp")
        XCTAssertTrue(firstPage.contains(firstStamp.dropFirst("layoutcStamp(".count).prefix(18)), "the page holds its own stamp")

        // An edit of the used file: a new page (a new view) and a new stamp.
        Thread.sleep(forTimeInterval: 1.1)  // past a coarse file system's modification-time tick
        try folder.write("part.layout", Self.partial + "view badge\nbadge.top = card.top; badge.right = card.right; badge.size = 24\n")
        wait("the page after the used file changed") { read("page.stamp.js") != firstStamp && read("page.html").contains("data-view=\"badge\"") }

        // The main file broken: an error page that still polls, so that it reloads once fixed.
        let secondStamp = read("page.stamp.js")
        Thread.sleep(forTimeInterval: 1.1)
        try folder.write("main.layout", Self.main + "label.left = missing.right\n")
        wait("the error page") { read("page.stamp.js") != secondStamp && read("page.html").contains("missing") }
        XCTAssertFalse(read("page.html").contains("data-view=\"label\""))
        XCTAssertTrue(read("page.html").contains("layoutcStamp"))
    }
}

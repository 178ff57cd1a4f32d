import Foundation
import LayoutCompiler
import LayoutSource
import XCTest

/// The language server on root's keyboard and readable guides: the `keyboard` setting checks
/// documents at that keyboard height as `check --keyboard` does (a bad one is shown), and
/// completion offers the guides after `root.` and their attributes after `root.keyboard.`.
final class KeyboardLanguageServerTests: XCTestCase {
    let uri = "file:///project/chat.layout"
    /// At 375x667 the messages keep 200 points with the keyboard hidden (623), not 500 tall (123).
    let chat = "view messages, bar\nmessages.top = root.top; messages.leading = root.leading; messages.trailing = root.trailing\n"
        + "messages.bottom = bar.top; messages.height >= 200\n"
        + "bar.leading = root.leading; bar.trailing = root.trailing; bar.height = 44; bar.bottom = root.keyboard.top\n"

    private func labels(_ client: LSPTestClient, line: Int, character: Int) -> [String] {
        let result = client.result("textDocument/completion", LSPTestClient.at(uri, line: line, character: character))
        return result["items"]?.arrayValue?.compactMap { $0["label"]?.stringValue } ?? []
    }

    func testTheKeyboardSettingChecksAtThatHeight() throws {
        let client = LSPTestClient()
        client.initialize(options: .object(["sizes": .strings(["375x667"])]))
        client.open(uri, chat)
        XCTAssertEqual(try XCTUnwrap(client.publishedDiagnostics().last?["diagnostics"]?.arrayValue).count, 0)
        client.notify("workspace/didChangeConfiguration", .object(["settings": .object([
            "layoutc": .object(["sizes": .strings(["375x667"]), "keyboard": .int(500)])
        ])]))
        let published = try XCTUnwrap(client.publishedDiagnostics().last?["diagnostics"]?.arrayValue)
        var request = CompileRequest(path: "/project/chat.layout", text: chat)
        request.keyboardHeight = 500
        let expected = LayoutCompiler.compile(request).findings(sizes: [CanvasSize(width: 375, height: 667)])
        XCTAssertEqual(published.map { $0["code"] }, expected.map { .string($0.code.rawValue) })
        XCTAssertEqual(published.map { $0["code"] }, [.string("S001")])
        // A height that is none is shown, and the setting kept.
        client.notify("workspace/didChangeConfiguration", .object(["settings": .object([
            "layoutc": .object(["keyboard": .string("tall")])
        ])]))
        _ = client.publishedDiagnostics()
        let messages = client.notifications.filter { $0["method"] == .string("window/showMessage") }
        XCTAssertEqual(
            messages.last?["params"]?["message"]?.stringValue,
            "layoutc: 'tall' is no keyboard height (points, 0 to hide it, at most 1000000)")
    }

    func testCompletionOffersRootsGuidesAndTheirAttributes() {
        let client = LSPTestClient()
        client.initialize()
        client.open(uri, "view a\na.bottom = root.\na.top = root.keyboard.\n")
        let afterRoot = labels(client, line: 1, character: 16)
        XCTAssertTrue(afterRoot.contains("keyboard") && afterRoot.contains("readable"), "\(afterRoot)")
        let afterGuide = labels(client, line: 2, character: 22)
        XCTAssertTrue(afterGuide.contains("top") && afterGuide.contains("height"), "\(afterGuide)")
        XCTAssertFalse(afterGuide.contains("keyboard"), "\(afterGuide)")
    }
}

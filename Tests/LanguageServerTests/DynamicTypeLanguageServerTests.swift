import Foundation
import LayoutCompiler
import LayoutSource
import XCTest

/// The language server on Dynamic Type: the `contentSize` setting checks documents at a category
/// as `check --content-size` does (a misspelt one is shown, with a did-you-mean), completion
/// offers the categories and the text styles where they go, and hover says the category.
final class DynamicTypeLanguageServerTests: XCTestCase {
    let uri = "file:///project/card.layout"
    /// Truncated from accessibilityMedium on (200 * 28/17 > 288), fine at large.
    let card = "view title { intrinsic 200 x 20; textStyle body }\ntitle.leading = 16; title.top = 0; title.trailing <= root.trailing - 16\n"

    private func labels(_ client: LSPTestClient, line: Int, character: Int) -> [String] {
        let result = client.result("textDocument/completion", LSPTestClient.at(uri, line: line, character: character))
        return result["items"]?.arrayValue?.compactMap { $0["label"]?.stringValue } ?? []
    }

    func testTheContentSizeSettingChecksAtThatCategory() throws {
        let client = LSPTestClient()
        client.initialize(options: .object(["sizes": .strings(["320x480"])]))
        client.open(uri, card)
        XCTAssertEqual(try XCTUnwrap(client.publishedDiagnostics().last?["diagnostics"]?.arrayValue).count, 0)
        client.notify("workspace/didChangeConfiguration", .object(["settings": .object([
            "layoutc": .object(["sizes": .strings(["320x480"]), "contentSize": .string("accessibilityMedium")])
        ])]))
        let published = try XCTUnwrap(client.publishedDiagnostics().last?["diagnostics"]?.arrayValue)
        var request = CompileRequest(path: "/project/card.layout", text: card)
        request.contentSize = .accessibilityMedium
        let expected = LayoutCompiler.compile(request).findings(sizes: [CanvasSize(width: 320, height: 480)])
        XCTAssertEqual(published.map { $0["code"] }, expected.map { .string($0.code.rawValue) })
        XCTAssertEqual(published.map { $0["code"] }, [.string("C005")])
        // A misspelt category is shown, with a did-you-mean, and the setting kept.
        client.notify("workspace/didChangeConfiguration", .object(["settings": .object([
            "layoutc": .object(["contentSize": .string("acessibilityLarge")])
        ])]))
        _ = client.publishedDiagnostics()
        let messages = client.notifications.filter { $0["method"] == .string("window/showMessage") }
        XCTAssertEqual(
            messages.last?["params"]?["message"]?.stringValue,
            "layoutc: 'acessibilityLarge' is no content size category; did you mean 'accessibilityLarge'?")
    }

    func testCompletionOffersCategoriesAndStylesWhereTheyGo() {
        let client = LSPTestClient()
        client.initialize()
        client.open(uri, "view a { textStyle he }\nwhen contentSize >= acc {\n}\na.left = scaled(4, ca)\nwhen cont {\n}\n")
        XCTAssertEqual(labels(client, line: 0, character: 21), ["headline"])
        XCTAssertEqual(labels(client, line: 1, character: 23), [
            "accessibilityMedium", "accessibilityLarge", "accessibilityExtraLarge", "accessibilityExtraExtraLarge",
            "accessibilityExtraExtraExtraLarge",
        ])
        XCTAssertEqual(labels(client, line: 3, character: 21), ["callout", "caption1", "caption2"])
        XCTAssertEqual(labels(client, line: 4, character: 9).first, "contentSize")
    }

    func testHoverOnContentSizeSaysTheCategory() throws {
        let client = LSPTestClient()
        client.initialize(options: .object(["contentSize": .string("extraLarge")]))
        client.open(uri, "view a\nwhen contentSize > large { a.left = 0 }\n")
        let hover = client.result("textDocument/hover", LSPTestClient.at(uri, line: 1, character: 7))
        let text = try XCTUnwrap(hover["contents"]?["value"]?.stringValue)
        XCTAssertTrue(text.contains("checked at `extraLarge`"), text)
        XCTAssertTrue(text.contains("`large` < `extraLarge`"), text)
    }
}

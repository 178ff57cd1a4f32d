import Foundation
import XCTest

/// The language server on scroll views: `content.` and `frame.` completed after a scroll view's
/// name, a guide's attributes after them, and the content size in hover.
final class ScrollLanguageServerTests: XCTestCase {
    let uri = "file:///project/page.layout"
    // The content is 20 + 900 + 20 = 940 tall and as wide as the frame.
    let page = """
        scroll page { view body { view text { intrinsic 300 x 900 } } }
        view card
        page.edges = root.edges
        body.edges = page.content.edges
        body.width = page.frame.width
        text.top = body.top + 20; text.leading = body.leading + 16
        body.bottom = text.bottom + 20
        card.size = 10; card.top = root.top; card.left = root.left

        """

    private func started() -> LSPTestClient {
        let client = LSPTestClient()
        client.initialize(options: .object(["sizes": .strings(["375x667"])]), capabilities: .object([:]))
        return client
    }

    private func labels(_ client: LSPTestClient, line: Int, character: Int) -> [String] {
        let result = client.result("textDocument/completion", LSPTestClient.at(uri, line: line, character: character))
        return result["items"]?.arrayValue?.compactMap { $0["label"]?.stringValue } ?? []
    }

    func testCompletionOffersTheGuidesAfterAScrollViewAndTheirAttributesAfterThem() {
        let client = started()
        client.open(uri, page + "page.\ncard.\npage.content.\npage.frame.wi\n")
        let afterPage = labels(client, line: 8, character: 5)
        XCTAssertTrue(afterPage.contains("content") && afterPage.contains("frame") && afterPage.contains("safeArea"), "\(afterPage)")
        XCTAssertTrue(afterPage.contains("bottom"))
        let afterCard = labels(client, line: 9, character: 5)
        XCTAssertFalse(afterCard.contains("content") || afterCard.contains("frame"), "\(afterCard)")
        let afterContent = labels(client, line: 10, character: 13)
        XCTAssertEqual(afterContent, ["left", "top", "right", "bottom", "leading", "trailing", "centerX", "centerY", "width", "height", "edges", "size", "center"])
        XCTAssertEqual(labels(client, line: 11, character: 13), ["width"])
        // The implicit guides are no names to complete.
        XCTAssertFalse(labels(client, line: 12, character: 0).contains { $0.contains(".") })
    }

    func testHoverShowsTheContentSizeAndTheGuidesValues() throws {
        let client = started()
        client.open(uri, page)
        let view = client.result("textDocument/hover", LSPTestClient.at(uri, line: 0, character: 8))
        let text = try XCTUnwrap(view["contents"]?["value"]?.stringValue)
        XCTAssertTrue(text.contains("- at 375x667: x 0, y 0, width 375, height 667; content size 375 x 940"), text)
        // `page.content.edges` on line 4 (index 3): the content area, 375 x 940 from (0, 0).
        let content = client.result("textDocument/hover", LSPTestClient.at(uri, line: 3, character: 20))
        let contentText = try XCTUnwrap(content["contents"]?["value"]?.stringValue)
        XCTAssertTrue(contentText.contains("**attribute `page.content.edges`**"), contentText)
        XCTAssertTrue(contentText.contains("940"), contentText)
    }
}

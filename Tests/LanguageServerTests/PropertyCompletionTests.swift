import Foundation
import XCTest

/// Completion inside a view's block offers the properties a block may set (`alignmentInsets`
/// among them), and nowhere else.
final class PropertyCompletionTests: XCTestCase {
    let uri = "file:///project/row.layout"

    private func labels(_ client: LSPTestClient, line: Int, character: Int) -> [String] {
        let result = client.result("textDocument/completion", LSPTestClient.at(uri, line: line, character: character))
        return result["items"]?.arrayValue?.compactMap { $0["label"]?.stringValue } ?? []
    }

    func testABlockOffersPropertiesAndAnEquationDoesNot() {
        let client = LSPTestClient()
        client.initialize()
        client.open(uri, "view toggle { intrinsic 49 x 31; ali }\nview card {\n  view badge\n  mar\n}\nal\n")
        XCTAssertEqual(labels(client, line: 0, character: 36), ["alignmentInsets", "alignment"])
        XCTAssertEqual(labels(client, line: 3, character: 5), ["margins", "marginsRelative"])
        // Outside a block, a word is a view's name.
        XCTAssertFalse(labels(client, line: 5, character: 2).contains("alignmentInsets"))
    }
}

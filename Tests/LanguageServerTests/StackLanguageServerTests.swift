import Foundation
import XCTest

/// The language server on stacks: hover says how a stack arranges its views, which stack
/// arranges a view, and lists the stack's constraints by what they do (all of them sit at the
/// stack's declaration, so their source text would say nothing).
final class StackLanguageServerTests: XCTestCase {
    let uri = "file:///project/bar.layout"
    let bar = """
        stack bar {
            spacing 8
            alignment center
            view ok { intrinsic 60 x 44 }
            view help { intrinsic 20 x 20; hidden true }
            view cancel { intrinsic 80 x 44 }
        }
        bar.leading = root.leading + 16
        bar.top = root.top + 20

        """

    private func started() -> LSPTestClient {
        let client = LSPTestClient()
        client.initialize(options: .object(["sizes": .strings(["375x667"])]), capabilities: .object([:]))
        return client
    }

    private func hover(line: Int, character: Int) throws -> String {
        let client = started()
        client.open(uri, bar)
        let hover = client.result("textDocument/hover", LSPTestClient.at(uri, line: line, character: character))
        return try XCTUnwrap(hover["contents"]?["value"]?.stringValue)
    }

    func testHoverOnAStackSaysHowItArrangesItsViews() throws {
        let text = try hover(line: 0, character: 7)
        XCTAssertTrue(text.hasPrefix("**stack `bar`**"), text)
        XCTAssertTrue(text.contains("- horizontal, spacing 8, distribution fill, alignment center\n"), text)
        XCTAssertTrue(text.contains("- arranges `ok`, `help`, `cancel`"), text)
        XCTAssertTrue(text.contains("- line 8: `bar.leading = root.leading + 16`"), text)
    }

    /// A stack's variations (`stack bar { ... }` in `when`) are in its hover, with their lines.
    func testHoverOnAStackListsItsVariations() throws {
        let client = started()
        client.open(uri, bar + "when width >= 600 {\n    stack bar { axis vertical; spacing 20 }\n}\n")
        let hover = client.result("textDocument/hover", LSPTestClient.at(uri, line: 0, character: 7))
        let text = try XCTUnwrap(hover["contents"]?["value"]?.stringValue)
        XCTAssertTrue(text.contains("- in a `when` block (line 11): axis vertical, spacing 20"), text)
    }

    /// A constant given as a property value (`spacing gap`) is a constant to hover and to find;
    /// the words a stack's properties take (`vertical`, `system`) are not.
    func testAConstantInAPropertyValueHasHoverAndReferences() throws {
        let client = started()
        client.open(uri, "let gap = 12\nstack s {\n    axis vertical\n    spacing gap\n    view a\n}\nstack t { spacing system }\n")
        let hover = client.result("textDocument/hover", LSPTestClient.at(uri, line: 3, character: 13))
        XCTAssertEqual(hover["contents"]?["value"]?.stringValue, "**constant `gap`** = 12")
        let references = try XCTUnwrap(client.result("textDocument/references", .object([
            "textDocument": .object(["uri": .string(uri)]),
            "position": .object(["line": .int(0), "character": .int(5)]),
            "context": .object(["includeDeclaration": .bool(true)]),
        ])).arrayValue)
        XCTAssertEqual(references.map { $0["range"]?["start"]?["line"] }, [0, 3].map { .int($0) })
        XCTAssertEqual(client.result("textDocument/hover", LSPTestClient.at(uri, line: 2, character: 10)), .null)
        XCTAssertEqual(client.result("textDocument/hover", LSPTestClient.at(uri, line: 6, character: 20)), .null)
    }

    func testHoverOnAnArrangedViewNamesItsStackAndWhatTheStackDoesToIt() throws {
        let text = try hover(line: 5, character: 10)
        XCTAssertTrue(text.hasPrefix("**view `cancel`**"), text)
        XCTAssertTrue(text.contains("- arranged in the stack `bar`, 3 of 3"), text)
        // The hidden `help` between them takes its spacing with it: half on each side, 0 long.
        XCTAssertTrue(text.contains("- line 1: the stack 'bar' placing 'cancel' 4 after 'help' (UISV-spacing)"), text)
        XCTAssertTrue(text.contains("(UISV-canvas-connection)"), text)
        XCTAssertFalse(text.contains("`bar`\n- line 1: `bar`"), text)
    }
}

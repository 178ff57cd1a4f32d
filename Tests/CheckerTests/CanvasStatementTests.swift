import LayoutChecker
import LayoutParser
import LayoutSource
import XCTest

/// `canvas "NAME", ...` (grammar.md, "Canvases"): parsed, printed, dumped, and checked as no
/// constraint; its words stay free for views.
final class CanvasStatementTests: XCTestCase {
    func testTheStatementParsesPrintsAndDumps() {
        let tree = parseText("canvas \"iPhoneSE3\", \"iPadPro11:landscape:split1/3\", \"375x\"\nview a\n").tree
        XCTAssertEqual(
            SyntaxDump.dump(tree),
            "(canvas \"iPhoneSE3\" \"iPadPro11:landscape:split1/3\" \"375x\")\n(view a)\n")
        XCTAssertEqual(SyntaxPrinter.print(tree), "canvas \"iPhoneSE3\", \"iPadPro11:landscape:split1/3\", \"375x\"\nview a\n")
        XCTAssertEqual(tree.canvasDeclarations.map { $0.values.map(\.text) }, [["iPhoneSE3", "iPadPro11:landscape:split1/3", "375x"]])
    }

    func testCanvasIsNoKeyword() {
        let result = check(CheckRequest(path: "t.layout", text: "view canvas\ncanvas.left = 0; canvas.top = 0; canvas.size = 10\n"))
        XCTAssertEqual(result.diagnostics, [])
        XCTAssertEqual(result.ir.constraints.count, 4)
    }

    func testMalformedListsAreReportedAndRecovered() {
        XCTAssertEqual(diagnosticLines("canvas \"a\",\nview b\n"), [
            "1:12 error C001: expected a quoted canvas after ',', found end of line",
        ])
        XCTAssertEqual(diagnosticLines("canvas \"\"\n"), ["1:8 error C001: the canvas is empty"])
        XCTAssertEqual(diagnosticLines("canvas \"a\" \"b\"\n"), ["1:12 error P008: expected end of statement, found '\"b\"'"])
        // The next line still parses.
        XCTAssertEqual(parseText("canvas \"a\",\nview b\n").tree.statements.count, 2)
    }

    func testTheStatementMakesNoConstraint() {
        let plain = check(CheckRequest(path: "t.layout", text: "view a\na.left = 0\n"))
        let declared = check(CheckRequest(path: "t.layout", text: "canvas \"iPhoneSE3\"\nview a\na.left = 0\n"))
        XCTAssertEqual(declared.diagnostics, [])
        XCTAssertEqual(declared.ir.constraints.map(\.terms), plain.ir.constraints.map(\.terms))
    }
}

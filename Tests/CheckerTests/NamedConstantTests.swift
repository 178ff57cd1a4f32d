import LayoutChecker
import LayoutIR
import LayoutParser
import LayoutSource
import XCTest

/// Named constants: `let` parsed and folded, used wherever a number stands (equations, property
/// values, priorities, comparisons), values given by the request, and every misuse's diagnostic.
final class NamedConstantTests: XCTestCase {
    private func checked(_ text: String, overrides: [String: Double] = [:]) -> CheckResult {
        var request = CheckRequest(source: SourceFile(path: "main.layout", text: text))
        request.constantOverrides = overrides
        return check(request)
    }

    private func messages(_ text: String) -> [String] {
        let source = SourceFile(path: "main.layout", text: text)
        return checked(text).diagnostics.map { diagnostic in
            let position = diagnostic.span.map { source.lineColumn(at: $0.range.start).description } ?? "-"
            return "\(position) \(diagnostic.code): \(diagnostic.message)"
        }
    }

    func testLetParsesDumpsAndPrints() {
        let text = "let gap = 8\nlet wide = (gap + 2) * 2\na.left = gap @ p\nwhen width >= wide { }\n"
        XCTAssertEqual(
            treeDump(text),
            "(let gap 8)\n(let wide (* (paren (+ gap 2)) 2))\n(equation a.left = gap (priority p))\n(when ((>= width wide) (block)))\n")
        XCTAssertEqual(SyntaxPrinter.print(parseText(text).tree), text.replacingOccurrences(of: "@ p", with: "@p"))
        // `let` is a word, not a keyword.
        XCTAssertEqual(messages("view let\nlet.left = 0\n"), [])
    }

    func testAnOverrideBeyondTheLimitIsRefusedAtTheLet() {
        let text = "let gap = 8\nview a\na.left = gap\n"
        let refused = checked(text, overrides: ["gap": 1e308])
        XCTAssertEqual(refused.diagnostics.map(\.code), [.numberTooLarge])
        XCTAssertEqual(refused.diagnostics.first?.span?.range, SourceRange(start: 4, end: 7))
        XCTAssertEqual(checked(text, overrides: ["gap": -1e6]).diagnostics, [])
    }

    func testConstantsFoldWhereverANumberStands() {
        let text = """
            let gap = 8
            let wide = gap * 2 + 4
            let p = 600
            view a { margins gap; intrinsic wide x 44; hugging p }
            a.left = gap; a.top = wide / 2 @ p
            when width >= wide { a.width = 2 * wide }

            """
        let result = checked(text)
        XCTAssertEqual(result.diagnostics, [])
        XCTAssertEqual(result.ir.constants.map(\.name), ["gap", "wide", "p"])
        XCTAssertEqual(result.ir.constants.map(\.value), [8, 20, 600])
        let lines = IRRendering.lines(result.ir)
        XCTAssertTrue(lines.contains("a.left - 8 == 0"), "\(lines)")
        XCTAssertTrue(lines.contains("a.top - 10 == 0 @600"), "\(lines)")
        XCTAssertTrue(lines.contains("a.width - 40 == 0"), "\(lines)")
        XCTAssertEqual(result.ir.conditions.map(\.description), ["width >= 20"])
        XCTAssertEqual(result.viewProperties.first?.margins, [8, 8, 8, 8])
        XCTAssertEqual(result.viewProperties.first?.intrinsicWidth, 20)
        XCTAssertEqual(result.viewProperties.first?.horizontalHugging, 600)
    }

    func testGivenValuesReplaceDeclaredOnesAndLaterConstantsFollow() {
        let result = checked("let gap = 8\nlet wide = gap * 2\nview a\na.left = wide\n", overrides: ["gap": 10])
        XCTAssertEqual(result.ir.constants.map(\.value), [10, 20])
        XCTAssertEqual(result.ir.constants.map(\.isOverridden), [true, false])
        XCTAssertTrue(IRRendering.lines(result.ir).contains("a.left - 20 == 0"))
    }

    func testMisuse() {
        XCTAssertEqual(messages("let gap = 8\nview a\na.left = gapp\n"), ["3:10 K001: unknown constant 'gapp'"])
        XCTAssertEqual(checked("let gap = 8\nview a\na.left = gapp\n").diagnostics.first?.fixIts.first?.replacement, "gap")
        XCTAssertEqual(messages("view a, b\na.left = b\n"), ["2:10 K002: 'b' is a view, not a number"])
        XCTAssertEqual(messages("view a\nwhen pad { let x = 1 }\n"), ["2:12 K003: 'let' cannot appear inside a block"])
        XCTAssertEqual(messages("view a\noverride { let x = 1 }\n"), ["2:12 K003: 'let' cannot appear inside a block"])
        XCTAssertEqual(
            messages("view a\nlet x = a.left + 1\n"),
            ["2:9 K004: the value of 'x' is not constant: it reads a view's attribute or flex()"])
        XCTAssertEqual(messages("let x = 1 / (2 - 2)\n"), ["1:13 T003: division by zero"])
        XCTAssertEqual(messages("view a\na.left = x\nlet x = 1\n"), ["2:10 N004: constant 'x' is used before its declaration"])
        XCTAssertEqual(messages("let a = 1\nlet a = 2\n"), ["2:5 N002: constant 'a' is declared twice"])
        XCTAssertEqual(messages("view a\nlet a = 2\n"), ["2:5 N002: 'a' is declared twice: as a view and as a constant"])
        XCTAssertEqual(messages("let a = 2\nview a\n"), ["2:6 N002: 'a' is declared twice: as a constant and as a view"])
        XCTAssertEqual(messages("view a\na.left = 1 @hihg\n"), ["2:13 P007: unknown priority 'hihg'"])
        XCTAssertEqual(messages("let p = 2000\nview a\na.left = 1 @ p\n").map { $0.prefix(9) }, ["3:14 T014"])
        XCTAssertEqual(messages("view a { margins gap }\n"), ["1:18 K001: unknown constant 'gap'"])
    }
}

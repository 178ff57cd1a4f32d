import LayoutParser
import XCTest

/// Deep nesting and very long lines end in a diagnostic, never a crash or a hang.
final class ParserLimitTests: XCTestCase {
    func testTenThousandNestedParenthesesGiveOneDiagnostic() {
        let text = "a.left = " + String(repeating: "(", count: 10_000) + "1" + String(repeating: ")", count: 10_000) + "\nb.top = 2"
        let result = parseText(text)
        XCTAssertEqual(result.diagnostics.map(\.code), [.nestingTooDeep])
        XCTAssertEqual(result.diagnostics.first?.message, "expression nested too deeply (more than 256 levels)")
        XCTAssertEqual(SyntaxDump.dump(result.tree).split(separator: "\n").last, "(equation b.top = 2)")
    }

    func testUnclosedDeepNestingAcrossLines() {
        let text = String(repeating: "a.left = (\n", count: 3_000) + String(repeating: "(", count: 5_000)
        let result = parseText(text)
        XCTAssertFalse(result.diagnostics.isEmpty)
        XCTAssertLessThanOrEqual(result.diagnostics.count, 101)
    }

    func testNestingAtTheLimitIsAccepted() {
        let depth = 255
        let text = "a.left = " + String(repeating: "(", count: depth) + "1" + String(repeating: ")", count: depth)
        XCTAssertEqual(parseText(text).diagnostics, [])
    }

    func testLongChainsOfSignsAndOperatorsAreCapped() {
        XCTAssertEqual(parseText("a.left = " + String(repeating: "-", count: 100_000) + "1").diagnostics.map(\.code), [.nestingTooDeep])
        let longSum = parseText("a.left = 1" + String(repeating: " + 1", count: 300)).diagnostics
        XCTAssertEqual(longSum.map(\.code), [.nestingTooDeep])
        XCTAssertEqual(longSum.first?.message, "expression too long (more than 256 operators in a row)",
                       "a flat sum is long, not nested")
        XCTAssertEqual(parseText("a.left = 1" + String(repeating: " + 1", count: 200)).diagnostics, [])
    }

    func testOneMegabyteLines() {
        let sum = "a.left = 1" + String(repeating: "+1", count: 500_000)
        XCTAssertEqual(parseText(sum).diagnostics.map(\.code), [.nestingTooDeep])

        let name = String(repeating: "x", count: 1_000_000)
        let identifierResult = parseText("view \(name)\n\(name).left = 1")
        XCTAssertEqual(identifierResult.diagnostics, [])
        XCTAssertEqual(identifierResult.tree.statements.count, 2)

        let garbage = parseText(String(repeating: "#", count: 1_000_000))
        XCTAssertEqual(garbage.diagnostics.map(\.code), [.unexpectedCharacter])

        let chain = parseText("a.left = b.left" + String(repeating: " = b.left", count: 100_000))
        XCTAssertEqual(chain.diagnostics, [])
    }

    func testLongMessagesShortenWhatWasFound() {
        let name = String(repeating: "y", count: 1_000)
        XCTAssertEqual(
            diagnosticLines("a.left = 1 \(name)"),
            ["1:12 error P008: expected end of statement, found '\(String(repeating: "y", count: 40))...'"])
    }
}

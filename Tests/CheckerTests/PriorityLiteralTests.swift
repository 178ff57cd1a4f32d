import LayoutLexer
import LayoutChecker
import LayoutIR
import LayoutParser
import LayoutSource
import XCTest

/// Priorities are compared with 1000 as written (grammar.md, "Priorities"): a literal below 1000
/// that rounds to 1000 is T018 with a fix-it, never a silently required constraint.
final class PriorityLiteralTests: XCTestCase {
    /// The codes reported for `a.width = 10` at `priority`, and the priority of its constraint.
    private func checked(_ priority: String) -> (codes: [String], priority: ConstraintPriority?, result: CheckResult) {
        let result = check(CheckRequest(source: SourceFile(path: "t.layout", text: "view a\na.width = 10 \(priority)\n")))
        return (result.diagnostics.map(\.code.rawValue), result.ir.constraints.first?.priority, result)
    }

    func testLiteralsBelow1000ThatRoundTo1000AreErrorsWithBothMarkers() {
        for marker in ["@", "~"] {
            for literal in ["999.99999999999999", "999.9999999999999999999", "99999.999999999999999e-2"] {
                let outcome = checked("\(marker) \(literal)")
                XCTAssertEqual(outcome.codes, ["T018"], "\(marker) \(literal)")
                XCTAssertNil(outcome.priority, "no constraint for \(marker) \(literal)")
            }
        }
    }

    func testTheFixItMakesTheConstraintOptional() throws {
        let text = "view a\na.width = 10 ~ 999.99999999999999\n"
        let result = check(CheckRequest(source: SourceFile(path: "t.layout", text: text)))
        let fixIt = try XCTUnwrap(result.diagnostics.first?.fixIts.first)
        var bytes = Array(text.utf8)
        bytes.replaceSubrange(fixIt.span.range.start..<fixIt.span.range.end, with: Array(fixIt.replacement.utf8))
        let fixed = check(CheckRequest(source: SourceFile(path: "t.layout", bytes: bytes)))
        XCTAssertEqual(fixed.diagnostics, [])
        let priority = try XCTUnwrap(fixed.ir.constraints.first?.priority)
        XCTAssertFalse(priority.isRequired)
        XCTAssertEqual(priority.value, 1000.0.nextDown)
    }

    func testExactly1000IsRequiredHoweverWritten() {
        for literal in ["1000", "1e3", "1E3", "1000.000", "10000e-1", "0.1e4"] {
            let outcome = checked("@ \(literal)")
            XCTAssertEqual(outcome.codes, [], literal)
            XCTAssertEqual(outcome.priority, .required, literal)
        }
    }

    func testLiteralsAbove1000AreOutOfRangeAsWritten() {
        for literal in ["1000.0000000000001", "1000.00000000000001", "1e3000000000000000000000"] {
            let outcome = checked("@ \(literal)")
            // The last one is too large for a double: the lexer's error, not the checker's.
            XCTAssertEqual(outcome.codes, literal.contains("e") ? ["L005"] : ["T014"], literal)
            XCTAssertNil(outcome.priority, literal)
        }
        XCTAssertEqual(
            checked("@ 1000.00000000000001").result.diagnostics.first?.message,
            "priority 1000.00000000000001 is outside (0, 1000]")
    }

    func testPositiveLiteralsThatRoundToZeroAreOutOfRangeAsWritten() {
        let outcome = checked("@ 1e-400")
        XCTAssertEqual(outcome.codes, ["T014"])
        XCTAssertEqual(outcome.result.diagnostics.first?.message, "priority 1e-400 rounds to 0, which is outside (0, 1000]")
        XCTAssertEqual(checked("@ 0.0").result.diagnostics.first?.message, "priority 0 is outside (0, 1000]")
    }

    func testOptionalPrioritiesJustBelow1000StayOptional() {
        for literal in ["999.9999999999999", "999.999", "999"] {
            let outcome = checked("@ \(literal)")
            XCTAssertEqual(outcome.codes, [], literal)
            XCTAssertEqual(outcome.priority.map(\.isRequired), false, literal)
        }
    }

    func testContentPrioritiesAreCheckedTheSameWay() {
        let result = check(CheckRequest(source: SourceFile(
            path: "t.layout", text: "view a { intrinsic 10 x 10; hugging 999.99999999999999, 1e3; compression 1000.00000000000001 }\n")))
        XCTAssertEqual(result.diagnostics.map(\.code.rawValue), ["T018", "T014"])
    }

    /// Printing with the source keeps what the checker reads as written: a priority on a bound
    /// whose literal is not (T018, T014) prints as written, so the printed file reports the same.
    func testPrintingKeepsAPriorityLiteralThatRoundsOntoABound() {
        let cases = [
            "view a\na.width = 10 @999.99999999999999\n",
            "view a\na.width = 10 ~ 1000.00000000000001\n",
            "view b { hugging 999.99999999999999 }\n",
            "view b { compression 1e-400, 1000.00000000000001 }\n",
            "view a\nwhen width >= 999.99999999999999 { a.width = 1e-400 * root.width }\n",
        ]
        for text in cases {
            let source = SourceFile(path: "t.layout", text: text)
            let printed = SyntaxPrinter.print(parse(source).tree, source: source)
            let reprinted = SourceFile(path: "p.layout", text: printed)
            XCTAssertEqual(
                check(CheckRequest(source: reprinted)).diagnostics.map(\.code.rawValue), check(CheckRequest(source: source)).diagnostics.map(\.code.rawValue),
                "\(text) printed as \(printed)")
            // Canonical: printing the printed file gives it back.
            XCTAssertEqual(SyntaxPrinter.print(parse(reprinted).tree, source: reprinted), printed)
        }
        // Without the source the printer can only spell the double, which is 1000.
        let source = SourceFile(path: "t.layout", text: cases[0])
        XCTAssertEqual(SyntaxPrinter.print(parse(source).tree), "view a\na.width = 10 @1000\n")
        XCTAssertEqual(SyntaxPrinter.print(parse(source).tree, source: source), "view a\na.width = 10 @999.99999999999999\n")
        // Literals away from the bounds, or exactly on them, print canonically either way.
        let plain = SourceFile(path: "t.layout", text: "view a\na.width = 10.50 @1e3\n")
        XCTAssertEqual(SyntaxPrinter.print(parse(plain).tree, source: plain), "view a\na.width = 10.5 @1000\n")
    }
}

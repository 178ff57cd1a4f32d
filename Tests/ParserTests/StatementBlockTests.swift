import LayoutParser
import XCTest

/// The shared statement-block parser (`{ statements }`), exercised through `when` blocks.
final class StatementBlockTests: XCTestCase {
    func testStatementsSeparatedByNewlinesAndSemicolons() {
        let text = "view a, b\nwhen pad {\n  a.width = 10; b.width = 20\n\n  a.height = 5\n}\n"
        XCTAssertEqual(diagnosticLines(text), [])
        XCTAssertEqual(
            treeDump(text),
            "(view a b)\n(when (pad (block (equation a.width = 10) (equation b.width = 20) (equation a.height = 5))))\n")
    }

    func testOneLineBlockEndsItsLastStatementAtTheBrace() {
        let text = "view a\nwhen pad { a.width = 10 } else { a.width = 20 }\na.height = 1\n"
        XCTAssertEqual(diagnosticLines(text), [])
        XCTAssertEqual(
            treeDump(text),
            "(view a)\n(when (pad (block (equation a.width = 10))) (else (block (equation a.width = 20))))\n"
                + "(equation a.height = 1)\n")
    }

    func testBlocksNest() {
        let text = "view a\nwhen pad {\n  when expanded {\n    a.width = 1\n  }\n  a.height = 2\n}\n"
        XCTAssertEqual(diagnosticLines(text), [])
        XCTAssertEqual(
            treeDump(text),
            "(view a)\n(when (pad (block (when (expanded (block (equation a.width = 1)))) (equation a.height = 2))))\n")
    }

    func testEmptyBlocks() {
        XCTAssertEqual(diagnosticLines("when pad {}\nwhen pad {\n}\n"), [])
        XCTAssertEqual(treeDump("when pad {}\n"), "(when (pad (block)))\n")
    }

    func testUnclosedBraceIsOneErrorAtTheBraceAndTheRestOfTheFileIsParsed() {
        let text = "view a, b\nwhen pad {\n  a.width = 10\nb.width = 20\nb.height = @\n"
        XCTAssertEqual(
            diagnosticLines(text),
            ["2:10 error V001: expected '}' to close this when block", "5:12 error P001: expected an expression, found '@'"])
        XCTAssertEqual(
            treeDump(text),
            "(view a b)\n(when (pad (block (equation a.width = 10) <incomplete>)))\n(equation b.width = 20)\n(equation b.height = <bad>)\n")
    }

    func testUnclosedInnerBlockIsFoundByIndentation() {
        // The `}` at column 1 closes the outer block: the inner `{` is the unclosed one.
        let text = "view a, b\nwhen pad {\n  when expanded {\n    a.width = 1\n  a.height = 2\n}\nb.width = 3\n"
        XCTAssertEqual(diagnosticLines(text), ["3:17 error V001: expected '}' to close this when block"])
        XCTAssertEqual(
            treeDump(text),
            "(view a b)\n(when (pad (block (when (expanded (block (equation a.width = 1) <incomplete>))) (equation a.height = 2))))\n"
                + "(equation b.width = 3)\n")
    }

    func testUnclosedBlockAtEndOfFile() {
        let text = "view a\nwhen pad {\n  a.width = 10"
        XCTAssertEqual(diagnosticLines(text), ["2:10 error V001: expected '}' to close this when block"])
    }

    func testStrayClosingBrace() {
        let text = "view a\n}\na.width = 1\n"
        XCTAssertEqual(diagnosticLines(text), ["2:1 error V002: unexpected '}' with no matching '{'"])
        XCTAssertEqual(treeDump(text), "(view a)\n<bad>\n(equation a.width = 1)\n")
    }

    func testErrorInsideABlockStopsAtTheClosingBrace() {
        let text = "view a\nwhen pad { a.width = ) }\na.height = 1\n"
        XCTAssertEqual(diagnosticLines(text), ["2:22 error P001: expected an expression, found ')'"])
        XCTAssertEqual(treeDump(text), "(view a)\n(when (pad (block (equation a.width = <bad>))))\n(equation a.height = 1)\n")
    }

    func testUnclosedParenthesisInsideABlockDoesNotSwallowTheBrace() {
        let text = "view a\nwhen pad {\n  a.width = (10\n}\na.height = 1\n"
        XCTAssertEqual(diagnosticLines(text).count, 1)
        XCTAssertTrue(treeDump(text).hasSuffix("(equation a.height = 1)\n"), treeDump(text))
    }

    func testTooDeepNestingIsAnErrorNotACrash() {
        let depth = 100
        let text = String(repeating: "when pad {\n", count: depth) + String(repeating: "}\n", count: depth)
        let lines = diagnosticLines(text)
        XCTAssertEqual(lines.count, 1, "\(lines)")
        XCTAssertTrue(lines.first?.contains("V003") ?? false, "\(lines)")
    }

    func testViewDeclarationInsideABlockEndsAtTheBrace() {
        XCTAssertEqual(treeDump("when pad { view a }\n"), "(when (pad (block (view a))))\n")
    }

    func testPrintedBlocksParseBack() {
        let text = "view a\nwhen (pad or compactWidth) and not expanded {\n a.width = 1\n when width >= 600 { a.height = 2 }\n} else when height < 500 {\n a.width = 3\n} else {\n}\n"
        XCTAssertEqual(diagnosticLines(text), [])
        let printed = SyntaxPrinter.print(parseText(text).tree)
        XCTAssertEqual(
            printed,
            "view a\nwhen (pad or compactWidth) and not expanded { a.width = 1; when width >= 600 { a.height = 2 } } else when height < 500 { a.width = 3 } else { }\n")
        XCTAssertEqual(treeDump(printed), treeDump(text))
    }

    func testElseMayStandOnTheNextLineAndElseStaysAViewName() {
        let text = "view a, else\nwhen pad {\n  a.width = 1\n}\nelse when mac {\n  a.width = 2\n}\nelse { a.width = 3 }\nelse.left = 0\n"
        XCTAssertEqual(diagnosticLines(text), [])
        XCTAssertEqual(
            treeDump(text),
            "(view a else)\n(when (pad (block (equation a.width = 1))) (mac (block (equation a.width = 2))) "
                + "(else (block (equation a.width = 3))))\n(equation else.left = 0)\n")
    }

    func testComparisonsReadLessAndGreaterAlone() {
        XCTAssertEqual(diagnosticLines("when width > 600 and height < -1 { }\n"), [])
        XCTAssertEqual(treeDump("when width > 600 and height < -1 { }\n"), "(when ((and (> width 600) (< height -1)) (block)))\n")
        // Outside conditions they stay errors.
        XCTAssertEqual(diagnosticLines("view a\na.left < 1\n").first?.contains("L001"), true)
    }

    func testNotBindsTighterThanAndThanOr() {
        XCTAssertEqual(
            treeDump("when not a or b and not (c or d) { }\n"),
            "(when ((or (not a) (and b (not (paren (or c d))))) (block)))\n")
    }

    func testWhenNotFollowedByAConditionIsStillAnEquation() {
        // As in the core: `when` is a name here, and the errors are the core's.
        XCTAssertEqual(diagnosticLines("view when\nwhen 5\n").map { $0.contains("P004") }, [true])
        XCTAssertEqual(treeDump("view when\nwhen = 5\n"), "(view when)\n(equation when = 5)\n")
        XCTAssertEqual(treeDump("view when\nwhen.width = 5\n"), "(view when)\n(equation when.width = 5)\n")
    }
}

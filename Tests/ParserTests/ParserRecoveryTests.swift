import LayoutSource
import LayoutParser
import XCTest

/// Error messages, locations, one diagnostic per statement, no follow-ons, the cap.
final class ParserRecoveryTests: XCTestCase {
    func testEveryParserErrorWithItsMessage() {
        let text = """
            a.left = )
            a.left b.left
            a.left = (b.left + 1
            a = 5
            a. = 5
            view
            view flex, b
            a.left = 1 @hihg
            a.left = 1 @
            a.left = 1 2
            a.left = flex
            b.left = 1)
            high.left = 1
            view a, root
            """
        XCTAssertEqual(
            diagnosticLines(text),
            [
                "1:10 error P001: expected an expression, found ')'",
                "2:8 error P002: expected '=', '>=' or '<=' after the left-hand side, found 'b'",
                "3:21 error P003: expected ')', found end of line",
                "5:4 error P004: expected an attribute name after 'a.', found '='",
                "6:5 error P005: expected a view name, found end of line",
                "7:6 error P006: 'flex' is a keyword and cannot name a view",
                "9:13 error P007: expected a priority after '@', found end of line",
                "10:12 error P008: expected end of statement, found '2'",
                "11:14 error P011: expected '()' after 'flex'",
                "12:11 error P008: unexpected ')' with no matching '('",
                "13:1 error P006: 'high' is a keyword and cannot name a view",
                "14:9 error P006: 'root' is declared implicitly and cannot be declared again",
            ])
        // A bare name is a named constant (`let`) to the parser; the checker reports a view
        // named without an attribute (K002) or a name that is no priority (P007).
        XCTAssertEqual(diagnosticLines("a = 5\na.left = 1 @hihg\n"), [])
        XCTAssertEqual(diagnosticLines("a 5\n"), ["1:3 error P004: expected '.' and an attribute after 'a', found '5'"])
    }

    /// A guide has no guides of its own: `page.frame.safeArea.top` is one error at the whole
    /// reference, naming the view's own safe area, not a stray '.' after the statement.
    func testAGuideOfAGuideIsOnePartTooMany() {
        let result = parseText("a.top = page.frame.safeArea.top\nb.top = b.safeArea.top.x\n")
        XCTAssertEqual(result.diagnostics.map(\.message), [
            "'page.frame.safeArea.top' has one part too many", "'b.safeArea.top.x' has one part too many",
        ])
        XCTAssertEqual(result.diagnostics.first?.span?.range, SourceRange(start: 8, end: 31))
        XCTAssertEqual(
            result.diagnostics.first?.notes.first,
            "a scroll view's frame is a layout guide, which has no safeArea guide of its own; the view's own safe area is 'page.safeArea.top'")
        XCTAssertEqual(result.diagnostics.last?.notes.count, 1)
    }

    /// `view a { ... } view b` on one line: a missing separator, with a fix-it, not 'view' as a name.
    func testASecondDeclarationOnTheLineNeedsASeparator() {
        let text = "view c { view a { intrinsic 10 x 10 } view b }\n"
        let result = parseText(text)
        XCTAssertEqual(result.diagnostics.map(\.message), ["expected ';' or a new line before the next declaration, found 'view'"])
        XCTAssertEqual(result.diagnostics.first?.fixIts.map(\.replacement), [";"])
        XCTAssertEqual(parseText("view c { view a { intrinsic 10 x 10 }; view b }\n").diagnostics, [])
    }

    func testUnclosedParenthesisPointsBackAtItsOpening() {
        let result = parseText("a.left = (1 + 2  // comment")
        XCTAssertEqual(result.diagnostics.first?.related.map(\.message), ["to match this '('"])
        XCTAssertEqual(result.diagnostics.first?.related.first?.span.range, SourceRange(start: 9, end: 10))
        XCTAssertEqual(result.diagnostics.first?.fixIts, [FixIt(span: SourceSpan(path: "t.layout", range: SourceRange(at: 15)), replacement: ")")])
    }

    func testMissingCommaBetweenViewNamesHasAFixIt() {
        let result = parseText("view ab cd")
        XCTAssertEqual(result.diagnostics.first?.fixIts, [FixIt(span: SourceSpan(path: "t.layout", range: SourceRange(at: 7)), replacement: ",")])
    }

    func testIndependentErrorsAreAllReportedOncePerStatement() {
        let text = "a.left = ) + ) + )\nview a b c d\nb.top = 1 # 2 # 3\nc.left = 1e999 + 1e999\nd.left = (((\ne.top = 1"
        XCTAssertEqual(
            diagnosticLines(text),
            [
                "1:10 error P001: expected an expression, found ')'",
                "2:8 error P008: expected ',' or end of statement, found 'b'",
                "3:11 error L001: unexpected character '#'",
                "4:10 error L005: number '1e999' is too large",
                "5:13 error P001: expected an expression, found end of line",
            ])
        XCTAssertEqual(SyntaxDump.dump(parseText(text).tree).split(separator: "\n").last, "(equation e.top = 1)")
    }

    func testUnclosedParenthesisDoesNotSwallowTheNextStatements() {
        let text = "a.left = (b.left + 1\nc.top = 5\nview d\nd.left = 1"
        XCTAssertEqual(diagnosticLines(text), ["1:21 error P003: expected ')', found end of line"])
        XCTAssertEqual(
            treeDump(text),
            "(equation a.left = <bad>)\n(equation c.top = 5)\n(view d)\n(equation d.left = 1)\n")
    }

    func testRecoveryInsideParenthesesSkipsTheirContinuationLines() {
        let text = "a.left = (b.left + *\n  c.left)\nd.top = 1"
        XCTAssertEqual(diagnosticLines(text), ["1:20 error P001: expected an expression, found '*'"])
        XCTAssertEqual(treeDump(text).split(separator: "\n").last, "(equation d.top = 1)")
    }

    func testAViewDeclarationWithAnErrorStillDeclaresEveryName() {
        XCTAssertEqual(treeDump("view a b, , c 5 flex d"), "(view a b c d <incomplete>)\n")
        XCTAssertEqual(diagnosticLines("view a b, , c"), ["1:8 error P008: expected ',' or end of statement, found 'b'"])
        XCTAssertEqual(diagnosticLines("view a, , c"), ["1:9 error P005: expected a view name, found ','"])
        XCTAssertEqual(diagnosticLines("view a 5"), ["1:8 error P008: expected ',' or end of statement, found '5'"])
        XCTAssertEqual(diagnosticLines("view a, 5"), ["1:9 error P005: expected a view name, found '5'"])
    }

    func testBadPartsBecomePlaceholders() {
        XCTAssertEqual(treeDump("a.left = \nb.left = 1 +\nx y\nview a, flex, b"), "(equation a.left = <bad>)\n(equation b.left = (+ 1 <bad>))\n<bad>\n(view a b <incomplete>)\n")
        let statements = parseText("a.left = 1 + )\nview q\nb.top = 2").tree.statements
        XCTAssertEqual(statements.map(\.containsBadSyntax), [true, false, false])
    }

    func testABadTokenReportsOnlyTheLexerError() {
        XCTAssertEqual(diagnosticLines("a.left = 12px + 1"), ["1:10 error L004: malformed number '12px'"])
        XCTAssertEqual(diagnosticLines("a.left = 1 /* open\nb.top = 2"), ["1:12 error L003: unterminated block comment"])
        XCTAssertEqual(diagnosticLines("a.left < b.left"), ["1:8 error L001: unexpected character '<'"])
    }

    func testDiagnosticsAreCappedWithANote() {
        let text = String(repeating: "a.left = )\n", count: 130)
        let diagnostics = parseText(text).diagnostics
        XCTAssertEqual(diagnostics.count, 101)
        XCTAssertEqual(diagnostics.filter(\.isError).count, 100)
        XCTAssertEqual(diagnostics.last?.severity, .note)
        XCTAssertEqual(diagnostics.last?.code, .tooManyDiagnostics)
        XCTAssertEqual(diagnostics.last?.message, "too many errors: 30 more not shown")
        XCTAssertEqual(diagnostics.last?.span?.range.start, 100 * 11 + 9)
    }

    func testEveryParserCodeHasATitleAndAPPrefix() {
        let parserCodes = DiagnosticCode.all.filter { $0.rawValue.hasPrefix("P") }
        XCTAssertEqual(parserCodes.map(\.rawValue), (1...11).map { "P" + ($0 < 10 ? "00" : "0") + String($0) })
        for code in parserCodes { XCTAssertFalse(code.title.isEmpty) }
    }
}

import LayoutLexer
import LayoutParser
import XCTest

/// Trees for every construct, as range-free dumps.
final class ParserTreeTests: XCTestCase {
    func testViewDeclaration() {
        XCTAssertEqual(treeDump("view card, thumbnail,title"), "(view card thumbnail title)\n")
    }

    func testEquationRelationsAndPriorities() {
        XCTAssertEqual(
            treeDump("a.left = b.left\na.top == 1\na.width >= 2 @high\na.height <= 3 @ 600\nb.left = 0 @required\nb.top = 1 @medium; b.width = 2 @low"),
            """
            (equation a.left = b.left)
            (equation a.top == 1)
            (equation a.width >= 2 (priority high))
            (equation a.height <= 3 (priority 600))
            (equation b.left = 0 (priority required))
            (equation b.top = 1 (priority medium))
            (equation b.width = 2 (priority low))

            """)
    }

    func testPrecedenceAndAssociativity() {
        XCTAssertEqual(
            treeDump("a.x = 1 + 2 * 3 - 4 / 5 / 6"),
            "(equation a.x = (- (+ 1 (* 2 3)) (/ (/ 4 5) 6)))\n")
    }

    func testUnaryParenthesesFlexAndRoot() {
        XCTAssertEqual(
            treeDump("-a.width * 2 = (root.width - +3) * -(b.left) - flex()"),
            "(equation (* (- a.width) 2) = (- (* (paren (- root.width (+ 3))) (- (paren b.left))) flex()))\n")
    }

    func testNumbersKeepTheirValues() {
        XCTAssertEqual(treeDump("a.x = 0.5 + 1e3 + 2.5E-2 + 007 + 123456789012345678"), "(equation a.x = (+ (+ (+ (+ 0.5 1000) 0.025) 7) 1.2345678901234568e+17))\n")
        let tree = parseText("a.x = 0.1 + 3.14159 + 1e-7").tree
        guard case .equation(let equation) = tree.statements.first, case .binary(let sum) = equation.relation.right,
            case .number(let last) = sum.right, case .binary(let inner) = sum.left, case .number(let pi) = inner.right
        else { return XCTFail("unexpected tree \(SyntaxDump.dump(tree))") }
        XCTAssertEqual(pi.value, 3.14159)
        XCTAssertEqual(last.value, 1e-7)
    }

    func testChainsParseAsOneStatement() {
        XCTAssertEqual(treeDump("a.left = b.left = c.left @low"), "(equation a.left = b.left = c.left (priority low))\n")
    }

    func testNewlinesInsideParenthesesContinueTheStatement() {
        XCTAssertEqual(
            treeDump("a.width = (b.width +\n  c.width\n) / 2\nb.top = 0"),
            "(equation a.width = (/ (paren (+ b.width c.width)) 2))\n(equation b.top = 0)\n")
    }

    func testCommentsAndSeparators() {
        XCTAssertEqual(
            treeDump("// header\n\n;; view a /* two\nlines */, b ;\n a.left = 1 // done\n"),
            "(view a b)\n(equation a.left = 1)\n")
    }

    func testRangesAreRecorded() {
        XCTAssertEqual(
            SyntaxDump.dump(parseText("view ab\nab.left = -(1) @high").tree, includeRanges: true),
            """
            (view ab@5..7)@0..7
            (equation ab.left@8..15 = (- (paren 1@20..21)@19..22)@18..22 (priority high)@23..28)@8..28

            """)
    }

    func testCardExampleFromTheSpecification() throws {
        let result = parse(try fixture("card.layout"))
        XCTAssertEqual(result.diagnostics, [])
        XCTAssertEqual(result.tree.statements.count, 14)
        XCTAssertEqual(
            SyntaxDump.dump(result.tree).split(separator: "\n").suffix(3).joined(separator: "\n"),
            """
            (equation body.right = title.right)
            (equation body.bottom = (- (- card.bottom 12) flex()))
            (equation body.height = 200 (priority high))
            """)
    }

    func testParsingFromTokensMatchesParsingFromText() throws {
        let source = try fixture("form-3.layout")
        let fromTokens = parse(source, tokens: Lexer.tokens(of: source))
        let fromText = parse(source)
        XCTAssertEqual(fromTokens.tree, fromText.tree)
        XCTAssertEqual(fromTokens.diagnostics, fromText.diagnostics)
        // Tokens without their end-of-file token are not trusted: the text is lexed again.
        XCTAssertEqual(parse(source, tokens: []).tree, fromText.tree)
    }

    func testEmptyAndBlankFiles() {
        XCTAssertEqual(parseText("").tree.statements, [])
        XCTAssertEqual(parseText("\n\n  // only a comment\n;").diagnostics, [])
    }
}

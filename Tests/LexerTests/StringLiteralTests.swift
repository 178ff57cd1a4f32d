import LayoutSource
import LayoutLexer
import XCTest

/// String literals (composition: the path of `use "file"`): one line, no escapes; an unclosed
/// one is a bad token up to the line's end (U001), so the next line lexes as usual.
final class StringLiteralTests: XCTestCase {
    func testAStringIsOneTokenQuotesIncluded() {
        XCTAssertEqual(
            tokenDump("use \"base/a b.layout\";\"\""),
            """
            identifier 0..3 'use'
            string 4..21 '"base/a b.layout"'
            semicolon 21..22 ';'
            string 22..24 '""'
            endOfFile 24..24 ''
            """)
    }

    func testAnUnterminatedStringStopsAtTheLineEnd() {
        XCTAssertEqual(
            tokenDump("use \"a\r\nview"),
            """
            identifier 0..3 'use'
            unterminatedString 4..6 '"a'
            newline 7..8 '\\n'
            keywordView 8..12 'view'
            endOfFile 12..12 ''
            """)
        let source = SourceFile(path: "t.layout", text: "use \"a.layout\nuse \"b")
        let result = Lexer.lex(source)
        XCTAssertEqual(result.diagnostics.map(\.code), [.unterminatedString, .unterminatedString])
        XCTAssertEqual(result.diagnostics.map(\.message), ["unterminated string", "unterminated string"])
        XCTAssertEqual(result.diagnostics[0].span?.range, SourceRange(start: 4, end: 5))
        XCTAssertEqual(result.diagnostics[0].fixIts, [FixIt(span: source.span(SourceRange(at: 13)), replacement: "\"")])
        XCTAssertEqual(result.diagnostics[1].fixIts.first?.span.range, SourceRange(at: 20))
        XCTAssertTrue(TokenKind.unterminatedString.isBad)
        XCTAssertFalse(TokenKind.string.isBad)
    }

    func testAQuoteEndsARunOfBadCharacters() {
        XCTAssertEqual(
            tokenDump("#\"x\""),
            """
            badCharacter 0..1 '#'
            string 1..4 '"x"'
            endOfFile 4..4 ''
            """)
    }
}

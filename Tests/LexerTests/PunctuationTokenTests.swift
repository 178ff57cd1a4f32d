import XCTest

/// Punctuation beyond the core's: `[ ]` around a constraint name, `{ }` around a property block,
/// `~` before a priority; the extra priority names stay identifiers for the parser to reserve.
final class PunctuationTokenTests: XCTestCase {
    func testBracketsBracesAndTilde() {
        XCTAssertEqual(
            tokenDump("[gap] a { x } ~defaultHigh"),
            """
            leftBracket 0..1 '['
            identifier 1..4 'gap'
            rightBracket 4..5 ']'
            identifier 6..7 'a'
            leftBrace 8..9 '{'
            identifier 10..11 'x'
            rightBrace 12..13 '}'
            tilde 14..15 '~'
            identifier 15..26 'defaultHigh'
            endOfFile 26..26 ''
            """)
    }

    func testNewPunctuationEndsABadRun() {
        // A run of bad characters stops at the new punctuation, which is a token of its own.
        XCTAssertEqual(
            tokenDump("#${"),
            """
            badCharacter 0..2 '#$'
            leftBrace 2..3 '{'
            endOfFile 3..3 ''
            """)
    }

    func testSizeWithoutSpacesIsOneMalformedNumber() {
        // The parser reads it as a width by a height inside a property block, and nowhere else.
        XCTAssertEqual(tokenDump("120x20"), "malformedNumber 0..6 '120x20'\nendOfFile 6..6 ''")
    }
}

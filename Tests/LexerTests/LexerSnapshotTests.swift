import LayoutSource
import LayoutLexer
import XCTest

/// Token dumps compared with expected text, one token a line.
final class LexerSnapshotTests: XCTestCase {
    func testEquationWithPriority() {
        XCTAssertEqual(
            tokenDump("body.height = 200 @high"),
            """
            identifier 0..4 'body'
            dot 4..5 '.'
            identifier 5..11 'height'
            equal 12..13 '='
            number 14..17 '200'
            at 18..19 '@'
            keywordHigh 19..23 'high'
            endOfFile 23..23 ''
            """)
    }

    func testViewDeclarationAndKeywords() {
        XCTAssertEqual(
            tokenDump("view a, root_2\nflex root required medium low"),
            """
            keywordView 0..4 'view'
            identifier 5..6 'a'
            comma 6..7 ','
            identifier 8..14 'root_2'
            newline 14..15 '\\n'
            keywordFlex 15..19 'flex'
            keywordRoot 20..24 'root'
            keywordRequired 25..33 'required'
            keywordMedium 34..40 'medium'
            keywordLow 41..44 'low'
            endOfFile 44..44 ''
            """)
    }

    func testOperatorsAndPunctuation() {
        XCTAssertEqual(
            tokenDump("= == >= <= + - * / ( ) ; , ."),
            """
            equal 0..1 '='
            equalEqual 2..4 '=='
            greaterThanOrEqual 5..7 '>='
            lessThanOrEqual 8..10 '<='
            plus 11..12 '+'
            minus 13..14 '-'
            star 15..16 '*'
            slash 17..18 '/'
            leftParenthesis 19..20 '('
            rightParenthesis 21..22 ')'
            semicolon 23..24 ';'
            comma 25..26 ','
            dot 27..28 '.'
            endOfFile 28..28 ''
            """)
    }

    func testNumbers() {
        XCTAssertEqual(
            tokenDump("8 0.5 1e3 2.5E-2 007"),
            """
            number 0..1 '8'
            number 2..5 '0.5'
            number 6..9 '1e3'
            number 10..16 '2.5E-2'
            number 17..20 '007'
            endOfFile 20..20 ''
            """)
    }

    func testCommentsAreTriviaAndBlockCommentNewlinesEndNothing() {
        XCTAssertEqual(
            tokenDump("a // line\r\nb /* x\ny */ c"),
            """
            identifier 0..1 'a'
            newline 10..11 '\\n'
            identifier 11..12 'b'
            identifier 23..24 'c'
            endOfFile 24..24 ''
            """)
    }

    func testByteOrderMarkIsSkipped() {
        XCTAssertEqual(
            tokenDump("\u{FEFF}a"),
            """
            identifier 3..4 'a'
            endOfFile 4..4 ''
            """)
    }

    func testMalformedAndNonFiniteNumbersAreSingleBadTokens() {
        XCTAssertEqual(
            tokenDump("1e999 1e 1.2.3 1. 12px 1e+"),
            """
            nonFiniteNumber 0..5 '1e999'
            malformedNumber 6..8 '1e'
            malformedNumber 9..14 '1.2.3'
            malformedNumber 15..17 '1.'
            malformedNumber 18..22 '12px'
            malformedNumber 23..26 '1e+'
            endOfFile 26..26 ''
            """)
    }

    func testBadCharactersAndUnterminatedComment() {
        XCTAssertEqual(
            tokenDump("a # é < > /* never closed\nb"),
            """
            identifier 0..1 'a'
            badCharacter 2..3 '#'
            badCharacter 4..6 'é'
            badCharacter 7..8 '<'
            badCharacter 9..10 '>'
            unterminatedBlockComment 11..28 '/* never closed\\nb'
            endOfFile 28..28 ''
            """)
    }

    func testEachRunOfInvalidUTF8IsOneBadToken() {
        let source = SourceFile(path: "bad.layout", bytes: [UInt8(ascii: "a"), 0xFF, 0xC3, UInt8(ascii: "b"), 0xED, 0xA0, 0x80, 0xC3, 0xA9])
        let tokens = Lexer.tokens(of: source)
        // 0xC3 lacks its continuation byte; 0xED 0xA0 0x80 would encode a surrogate; 0xC3 0xA9 is é.
        XCTAssertEqual(tokens.map(\.kind), [.identifier, .invalidUTF8, .identifier, .invalidUTF8, .badCharacter, .endOfFile])
        XCTAssertEqual(tokens.map(\.range.length), [1, 2, 1, 3, 2, 0])
    }

    func testEachRunOfBadCharactersIsOneBadToken() {
        XCTAssertEqual(
            tokenDump("a.left = 1 #$%é€ + 2"),
            """
            identifier 0..1 'a'
            dot 1..2 '.'
            identifier 2..6 'left'
            equal 7..8 '='
            number 9..10 '1'
            badCharacter 11..19 '#$%é€'
            plus 20..21 '+'
            number 22..23 '2'
            endOfFile 23..23 ''
            """)
    }
}

/// Keyword recognition: exactly the seven spellings, nothing near them.
final class KeywordTests: XCTestCase {
    func testKeywordsAndNearMisses() {
        let keywords: [(String, TokenKind)] = [
            ("view", .keywordView), ("flex", .keywordFlex), ("root", .keywordRoot), ("required", .keywordRequired),
            ("high", .keywordHigh), ("medium", .keywordMedium), ("low", .keywordLow),
        ]
        for (text, kind) in keywords {
            XCTAssertEqual(TokenKind.keyword(spelledBy: Array(text.utf8)), kind, text)
            XCTAssertEqual(kind.spelling, text)
        }
        for text in ["", "views", "vie", "View", "roots", "requireds", "required_", "lo", "lowx", "hig", "mediums", "flexx", "left", "c0_0"] {
            XCTAssertNil(TokenKind.keyword(spelledBy: Array(text.utf8)), text)
        }
    }
}

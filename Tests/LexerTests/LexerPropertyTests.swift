import LayoutSource
import LayoutLexer
import LayoutTestSupport
import XCTest

/// Seeded properties of the lexer on arbitrary bytes.
final class LexerPropertyTests: XCTestCase {
    /// A file denser than the lexer's estimate of a token per three bytes fills several chunks;
    /// the tokens must come out as if from one.
    func testDenseFilesLexCompletely() {
        for (text, kind) in [(";", TokenKind.semicolon), ("\n", .newline), ("a;", .identifier)] {
            for count in [0, 1, 15, 16, 17, 100, 10_000] {
                let source = SourceFile(path: "dense.layout", text: String(repeating: text, count: count))
                let tokens = Lexer.tokens(of: source)
                let perUnit = text == "a;" ? 2 : 1
                XCTAssertEqual(tokens.count, count * perUnit + 1, "\(count) x \(text)")
                XCTAssertEqual(tokens.last?.kind, .endOfFile)
                XCTAssertEqual(tokens.last?.start, source.bytes.count)
                for (index, token) in tokens.dropLast().enumerated() where index % perUnit == 0 {
                    XCTAssertEqual(token.kind, kind)
                    XCTAssertEqual(token.start, index)
                    XCTAssertEqual(token.end, index + 1)
                }
            }
        }
    }

    func testTokensAreOrderedNonEmptyAndEndWithOneEndOfFile() {
        var random = SplitMix64(seed: 7)
        let alphabet = Array("view a.b 1.5e3 1e 1.2.3 ( ) = == >= <= < > + - * / @ ; , \n // /* */ # \u{e9}".utf8)
        for round in 0..<500 {
            let length = Int.random(in: 0...200, using: &random)
            let bytes = (0..<length).map { _ in
                Bool.random(using: &random) ? alphabet[Int.random(in: 0..<alphabet.count, using: &random)] : UInt8.random(in: 0...255, using: &random)
            }
            let source = SourceFile(path: "random.layout", bytes: bytes)
            let result = Lexer.lex(source)
            let tokens = result.tokens
            XCTAssertEqual(tokens.last?.kind, .endOfFile, "round \(round)")
            XCTAssertEqual(tokens.last?.start, bytes.count, "round \(round)")
            XCTAssertEqual(tokens.filter { $0.kind == .endOfFile }.count, 1, "round \(round)")
            var previousEnd = 0
            for token in tokens.dropLast() {
                XCTAssertGreaterThanOrEqual(token.start, previousEnd, "round \(round)")
                XCTAssertGreaterThan(token.range.length, 0, "round \(round)")
                previousEnd = token.end
            }
            XCTAssertEqual(result.diagnostics.count, tokens.filter(\.kind.isBad).count, "round \(round)")
            // Every number token reads back as a finite double.
            for token in tokens where token.kind == .number {
                XCTAssertTrue(Double(source.text(in: token.range))?.isFinite ?? false, "round \(round)")
            }
        }
    }
}

import LayoutLexer
import XCTest

/// Seeded properties of the lexer on arbitrary bytes.
final class LexerPropertyTests: XCTestCase {
    /// SplitMix64, so every run sees the same inputs.
    private struct SeededRandom: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    func testTokensAreOrderedNonEmptyAndEndWithOneEndOfFile() {
        var random = SeededRandom(state: 7)
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

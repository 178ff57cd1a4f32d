import LayoutLexer
import LayoutParser
import LayoutTestSupport
import XCTest

/// `containsBadSyntax` over statements that hold other statements: a syntax error anywhere
/// inside a block makes the enclosing statement report bad syntax, as library callers rely on.
final class BadSyntaxFlagTests: XCTestCase {
    /// Whether a top-level statement of `text` holds bad syntax, and whether the parse has errors.
    private func flags(_ text: String) -> (bad: [Bool], hasErrors: Bool) {
        let result = parseText(text)
        return (result.tree.statements.map(\.containsBadSyntax), result.diagnostics.containsErrors)
    }

    func testEveryBlockKindWithASyntaxErrorInsideHoldsBadSyntax() {
        let cases = [
            "when d{h}",
            "when d { a.left = }",
            "when d { a.left = 0 } else when e { b.left = * } ",
            "when d { a.left = 0 } else { b.left = ) }",
            "when d {\n  when e { h }\n}",
            "override { h }",
            "override {\n  when d { a.left = (0 }\n}",
            "when d {\n  override { a.left = = 1 }\n}",
            "when d { view a { intrinsic } }",
            "when d { view a { view b { hugging x } } }",
            "when d { use }",
            "when d { use base }",
            "override { clear }",
            "when d { [n a.left = 0 }",
            "when d { a.left = 0 @ }",
            "view a { view b { view c { intrinsic x } } }",
            "view a { view b { guide g { } } }",
            "when d { else { a.left = 0 } }",
            "when d { } junk",
            "override { } junk",
            "when d { } else * ",
            "when d { } else when { }",
        ]
        for text in cases {
            let (bad, hasErrors) = flags(text)
            XCTAssertTrue(hasErrors, "no error for \(text)")
            XCTAssertEqual(bad, [true], "\(text)")
        }
    }

    func testBlocksWithoutErrorsHoldNoBadSyntax() {
        let cases = [
            "when d { a.left = 0 }",
            "when d { a.left = 0 } else when e { b.left = 1 } else { view c { intrinsic 10 x 10 } }",
            "override { when d { a.left = 0 }; clear a }",
            "view a { view b { view c { intrinsic 1 x 2 } } }",
        ]
        for text in cases {
            let (bad, hasErrors) = flags(text)
            XCTAssertFalse(hasErrors, "error for \(text)")
            XCTAssertEqual(bad, [false], "\(text)")
        }
    }

    /// The flag agrees with the diagnostics on random statements inside every kind of block, so
    /// an error anywhere inside a block is seen (one statement per file, so it cannot hide behind
    /// another statement's error).
    func testFlagAgreesWithErrorsOnRandomBlocks() {
        var random = SplitMix64(seed: 12)
        let openings = [
            "when d {", "when d { a.left = 0 } else when e {", "when d { a.left = 0 } else {", "override {",
            "when d {\n override {", "override {\n when not d {", "view a {", "view a { view b {",
            "when d { view a {", "",
        ]
        let words = [
            "when", "else", "override", "use", "\"b.layout\"", "clear", "view", "guide", "a", "b", "d", ".", "left",
            "a.left", "b.width", "=", ">=", "1", "(", ")", "{", "}", "[", "]", "@", "~", "high", "intrinsic", "x",
            ",", ";", "\n", "not", "+", "*", "flex()", "margins", "#",
        ]
        var flagged = 0
        for round in 0..<4000 {
            let opening = openings[Int.random(in: 0..<openings.count, using: &random)]
            let count = Int.random(in: 1...10, using: &random)
            let inner = (0..<count).map { _ in words[Int.random(in: 0..<words.count, using: &random)] }
                .joined(separator: Bool.random(using: &random) ? " " : "")
            let closing = String(repeating: " }", count: opening.filter { $0 == "{" }.count - opening.filter { $0 == "}" }.count)
            let text = opening + " " + inner + closing
            let result = parseText(text)
            let bad = result.tree.statements.contains(where: \.containsBadSyntax)
            if bad { flagged += 1 }
            XCTAssertEqual(
                result.diagnostics.containsErrors, bad,
                "round \(round): \(text.debugDescription) \(result.diagnostics.map(\.message))")
        }
        // Most random statements are wrong somewhere: the test sees many flagged ones.
        XCTAssertGreaterThan(flagged, 1000)
    }
}

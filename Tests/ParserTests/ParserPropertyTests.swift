import LayoutSource
import LayoutParser
import XCTest
import LayoutTestSupport

/// Seeded properties: any input gives a well-formed tree; valid files survive printing.
final class ParserPropertyTests: XCTestCase {
    /// Checks what must hold for every input: a tree of ordered statements inside the file,
    /// diagnostics inside the file and capped, and, when there are no errors, a faithful print.
    private func checkInvariants(_ source: SourceFile, context: String, file: StaticString = #filePath, line: UInt = #line) {
        let result = parse(source)
        var previousEnd = 0
        for statement in result.tree.statements {
            let range = statement.range
            XCTAssertTrue(previousEnd <= range.start && range.end <= source.bytes.count, "statement out of place: \(context)", file: file, line: line)
            previousEnd = range.end
        }
        XCTAssertLessThanOrEqual(result.diagnostics.count, 101, context, file: file, line: line)
        for diagnostic in result.diagnostics {
            if let span = diagnostic.span { XCTAssertLessThanOrEqual(span.range.end, source.bytes.count, context, file: file, line: line) }
        }
        XCTAssertEqual(result.diagnostics.containsErrors, result.tree.statements.contains(where: \.containsBadSyntax), "bad nodes and errors disagree: \(context)", file: file, line: line)
        if !result.diagnostics.containsErrors { checkRoundTrip(result.tree, context: context, file: file, line: line) }
    }

    /// Printing a tree and parsing the text gives an equal tree, modulo ranges.
    private func checkRoundTrip(_ tree: SyntaxTree, context: String, file: StaticString = #filePath, line: UInt = #line) {
        let printed = SyntaxPrinter.print(tree)
        let reparsed = parse(SourceFile(path: "printed.layout", text: printed))
        XCTAssertEqual(reparsed.diagnostics, [], "printed text has errors: \(printed) from \(context)", file: file, line: line)
        XCTAssertEqual(SyntaxDump.dump(reparsed.tree), SyntaxDump.dump(tree), context, file: file, line: line)
        // Printing is canonical: a second round gives the same text.
        XCTAssertEqual(SyntaxPrinter.print(reparsed.tree), printed, context, file: file, line: line)
    }

    func testFixturesRoundTrip() throws {
        var roundTripped = 0
        for name in try fixtureNames() {
            let result = parse(try fixture(name))
            // Fixtures that show syntax errors cannot print back; the rest must round-trip.
            guard !result.diagnostics.containsErrors else { continue }
            checkRoundTrip(result.tree, context: name)
            roundTripped += 1
        }
        XCTAssertGreaterThanOrEqual(roundTripped, 5)
    }

    func testRandomBytesNeverBreakTheParser() {
        var random = SplitMix64(seed: 1)
        // Mostly the language's own bytes, so the parser gets deep, plus arbitrary ones.
        let alphabet = Array("view a.b c_1 root flex() = == >= <= + - * / @high 1 2.5 1e3 ( ) ; , \n // /* */ # \u{e9} when d { } else override ".utf8)
        for round in 0..<400 {
            let length = Int.random(in: 0...300, using: &random)
            let bytes = (0..<length).map { _ in
                Bool.random(using: &random) ? alphabet[Int.random(in: 0..<alphabet.count, using: &random)] : UInt8.random(in: 0...255, using: &random)
            }
            checkInvariants(SourceFile(path: "random.layout", bytes: bytes), context: "round \(round): \(bytes)")
        }
    }

    func testMutatedExampleFilesNeverBreakTheParser() throws {
        var random = SplitMix64(seed: 2)
        let originals = try fixtureNames().map { try fixture($0).bytes }
        let pieces = Array("()=+-*/@.,;\n#1e".utf8)
        for round in 0..<600 {
            var bytes = originals[round % originals.count]
            for _ in 0..<Int.random(in: 1...4, using: &random) where !bytes.isEmpty {
                let position = Int.random(in: 0..<bytes.count, using: &random)
                switch Int.random(in: 0..<4, using: &random) {
                case 0: bytes.remove(at: position)
                case 1: bytes.insert(pieces[Int.random(in: 0..<pieces.count, using: &random)], at: position)
                case 2: bytes.insert(UInt8.random(in: 0...255, using: &random), at: position)
                default:
                    let other = Int.random(in: 0..<bytes.count, using: &random)
                    bytes.swapAt(position, other)
                }
            }
            checkInvariants(SourceFile(path: "mutated.layout", bytes: bytes), context: "round \(round): \(String(decoding: bytes, as: UTF8.self))")
        }
    }

    func testRandomValidEquationsRoundTrip() {
        var random = SplitMix64(seed: 3)
        for round in 0..<300 {
            var text = "view a, b\n"
            for _ in 0..<Int.random(in: 1...5, using: &random) {
                text += randomExpression(depth: 0, using: &random) + [" = ", " == ", " >= ", " <= "][Int.random(in: 0..<4, using: &random)]
                text += randomExpression(depth: 0, using: &random)
                text += ["", " @high", " @ 600", "@low", " @required", " @0.5"][Int.random(in: 0..<6, using: &random)]
                text += ["\n", "; ", " // comment\n"][Int.random(in: 0..<3, using: &random)]
            }
            let result = parse(SourceFile(path: "generated.layout", text: text))
            XCTAssertEqual(result.diagnostics, [], "round \(round): \(text)")
            checkRoundTrip(result.tree, context: "round \(round): \(text)")
        }
    }

    /// A random valid expression, with newlines and comments inside parentheses.
    private func randomExpression(depth: Int, using random: inout SplitMix64) -> String {
        let choice = depth > 4 ? Int.random(in: 0..<3, using: &random) : Int.random(in: 0..<7, using: &random)
        switch choice {
        case 0: return ["0", "8", "0.5", "1e3", "2.5E-2", "12.75", "100000000000000000000"][Int.random(in: 0..<7, using: &random)]
        case 1: return ["a", "b", "root"][Int.random(in: 0..<3, using: &random)] + "." + ["left", "width", "edges", "x"][Int.random(in: 0..<4, using: &random)]
        case 2: return "flex()"
        case 3: return ["-", "+", "- "][Int.random(in: 0..<3, using: &random)] + randomExpression(depth: depth + 1, using: &random)
        case 4:
            let separator = ["", "\n", " /* c */ ", "\n// c\n"][Int.random(in: 0..<4, using: &random)]
            return "(" + separator + randomExpression(depth: depth + 1, using: &random) + separator + ")"
        default:
            let op = [" + ", " - ", " * ", " / ", "+", "*"][Int.random(in: 0..<6, using: &random)]
            return randomExpression(depth: depth + 1, using: &random) + op + randomExpression(depth: depth + 1, using: &random)
        }
    }

    func testPrinterAddsParenthesesWhereTheTreeNeedsThem() {
        // A tree built by hand, not by the parser: 1 - (2 + 3) and -(4 * 5) without paren nodes.
        let range = SourceRange(at: 0)
        func number(_ value: Double) -> ExpressionSyntax { .number(NumberLiteral(value: value, range: range)) }
        let sum = ExpressionSyntax.binary(BinaryExpression(op: .add, operatorRange: range, left: number(2), right: number(3), range: range))
        let difference = ExpressionSyntax.binary(BinaryExpression(op: .subtract, operatorRange: range, left: number(1), right: sum, range: range))
        let product = ExpressionSyntax.binary(BinaryExpression(op: .multiply, operatorRange: range, left: number(4), right: number(5), range: range))
        let negation = ExpressionSyntax.unary(UnaryExpression(op: .minus, operatorRange: range, operand: product, range: range))
        XCTAssertEqual(SyntaxPrinter.print(difference), "1 - (2 + 3)")
        XCTAssertEqual(SyntaxPrinter.print(negation), "-(4 * 5)")
    }
}

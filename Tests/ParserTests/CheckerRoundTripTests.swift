import LayoutLexer
import LayoutParser
import XCTest

/// Seeded property: printing a file's syntax tree and checking the printed text gives the same
/// IR and the same diagnostics as checking the original.
final class CheckerRoundTripTests: XCTestCase {
    /// SplitMix64: a small, seedable generator, so failures reproduce.
    private struct SeededGenerator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// Random source text in the core language, mostly valid, with a sprinkling of every error.
    private struct FileGenerator {
        var random: SeededGenerator
        let views = ["a", "b", "c", "root"]
        let scalars = ["left", "right", "top", "bottom", "centerX", "centerY", "leading", "trailing", "width", "height"]
        let compounds = ["edges", "size", "center"]
        let numbers = ["0", "1", "2", "8", "16", "0.5", "1e2", "2.5e-1", "1000"]

        mutating func pick(_ options: [String]) -> String {
            options[Int.random(in: 0..<options.count, using: &random)]
        }

        mutating func chance(_ percent: Int) -> Bool {
            Int.random(in: 0..<100, using: &random) < percent
        }

        mutating func file() -> String {
            var lines = ["view a, b", "view c"]
            for _ in 0..<Int.random(in: 1...8, using: &random) {
                lines.append(equation())
            }
            return lines.joined(separator: "\n") + "\n"
        }

        mutating func equation() -> String {
            let isCompound = chance(20)
            var text = expression(depth: 0, compound: isCompound) + " " + pick(["=", "==", ">=", "<=", "="]) + " "
                + expression(depth: 0, compound: isCompound)
            if chance(25) { text += " @" + pick(["high", "low", "medium", "required", "600", "1", "999.5"]) }
            return text
        }

        mutating func expression(depth: Int, compound: Bool) -> String {
            var text = term(depth: depth, compound: compound)
            while chance(35) {
                text += " " + pick(["+", "-"]) + " " + term(depth: depth, compound: compound)
            }
            return text
        }

        mutating func term(depth: Int, compound: Bool) -> String {
            var text = factor(depth: depth, compound: compound)
            while chance(20) {
                text += " " + pick(["*", "/"]) + " " + (chance(90) ? pick(numbers) : factor(depth: depth, compound: compound))
            }
            return text
        }

        mutating func factor(depth: Int, compound: Bool) -> String {
            let roll = Int.random(in: 0..<100, using: &random)
            if depth < 3, roll < 12 { return "(" + expression(depth: depth + 1, compound: compound) + ")" }
            if depth < 3, roll < 18 { return "-" + factor(depth: depth + 1, compound: compound) }
            if roll < 24 { return "flex()" }
            if roll < 45 { return pick(numbers) }
            let attribute = compound && chance(80) ? pick(compounds) : pick(scalars)
            return pick(views) + "." + attribute
        }
    }

    /// What must survive a round trip: the IR without source spans, and the diagnostics without
    /// positions.
    private func meaning(of text: String) -> (constraints: [String], diagnostics: [String]) {
        let result = check(SourceFile(path: "p.layout", text: text))
        let constraints = result.ir.constraints.map { constraint in
            IRRendering.render(constraint, in: result.ir) + " scale=\(constraint.scale) priority=\(constraint.priority.value)"
        }
        let diagnostics = result.diagnostics.map { "\($0.severity) \($0.code) \($0.message)" }
        return (constraints, diagnostics)
    }

    func testPrintingTheTreeAndCheckingAgainGivesTheSameIR() {
        var generator = FileGenerator(random: SeededGenerator(state: 20_261_122))
        var constraintsSeen = 0
        var errorsSeen = 0
        for _ in 0..<400 {
            let text = generator.file()
            let printed = SyntaxPrinter.print(parse(SourceFile(path: "p.layout", text: text)).tree)
            let original = meaning(of: text)
            let reprinted = meaning(of: printed)
            XCTAssertEqual(original.constraints, reprinted.constraints, "\(text)\n--- printed ---\n\(printed)")
            XCTAssertEqual(original.diagnostics, reprinted.diagnostics, "\(text)\n--- printed ---\n\(printed)")
            constraintsSeen += original.constraints.count
            errorsSeen += original.diagnostics.count
        }
        // The generator must exercise both valid constraints and errors, or the property is empty.
        XCTAssertGreaterThan(constraintsSeen, 200)
        XCTAssertGreaterThan(errorsSeen, 100)
    }
}

import LayoutLexer
import LayoutParser
import XCTest

/// Seeded property: printing a file's syntax tree and checking the printed text gives the same
/// IR and the same diagnostics as checking the original.
final class CheckerRoundTripTests: XCTestCase {
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
        var generator = RandomLayoutFiles(seed: 20_261_122)
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

import LayoutSource
import LayoutParser
import LayoutIR
import LayoutChecker
import XCTest
import LayoutTestSupport

/// Seeded property: printing a file's syntax tree and checking the printed text gives the same
/// IR and the same diagnostics as checking the original.
final class CheckerRoundTripTests: XCTestCase {
    /// What must survive a round trip: the IR without source spans, and the diagnostics without
    /// positions.
    private func meaning(of text: String) -> (constraints: [String], diagnostics: [String]) {
        let result = check(CheckRequest(source: SourceFile(path: "p.layout", text: text)))
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

/// Seeded property: whatever the input, the IR is well formed.
final class CheckerInvariantTests: XCTestCase {
    /// Every constraint normalized, finite, with a positive scale and a valid priority, and every
    /// variable naming a declared view.
    private func assertWellFormed(_ result: CheckResult, _ context: @autoclosure () -> String) {
        XCTAssertEqual(result.ir.views.first?.name, "root", context())
        for constraint in result.ir.constraints {
            XCTAssertEqual(constraint.terms.first?.coefficient, 1, context())
            XCTAssertTrue(constraint.isFiniteForTest, context())
            XCTAssertGreaterThan(constraint.scale, 0, context())
            XCTAssertTrue(constraint.priority.value > 0 && constraint.priority.value <= 1000, context())
            let variables = constraint.terms.map(\.variable)
            XCTAssertEqual(variables, variables.sorted(), context())
            XCTAssertEqual(Set(variables).count, variables.count, context())
            XCTAssertTrue(constraint.terms.allSatisfy { $0.coefficient != 0 }, context())
            XCTAssertTrue(variables.allSatisfy { $0.view.index < result.ir.views.count }, context())
        }
        XCTAssertEqual(result.hasErrors, result.diagnostics.contains { $0.severity == .error }, context())
    }

    func testRandomFilesGiveWellFormedIR() {
        var generator = RandomLayoutFiles(seed: 7)
        for _ in 0..<300 {
            let text = generator.file()
            assertWellFormed(check(CheckRequest(source: SourceFile(path: "r.layout", text: text))), text)
        }
    }

    func testMutatedFixturesGiveWellFormedIR() throws {
        var random = SplitMix64(seed: 99)
        let originals = try FixtureHarness.fixtureNames().map { try FixtureHarness.load($0).bytes }
        let pieces = Array("()=+-*/@.,;\nabx0123456789e".utf8)
        for _ in 0..<300 {
            var bytes = originals[Int.random(in: 0..<originals.count, using: &random)]
            for _ in 0..<Int.random(in: 1...6, using: &random) where !bytes.isEmpty {
                let index = Int.random(in: 0..<bytes.count, using: &random)
                switch Int.random(in: 0..<3, using: &random) {
                case 0: bytes[index] = pieces[Int.random(in: 0..<pieces.count, using: &random)]
                case 1: bytes.remove(at: index)
                default: bytes.insert(pieces[Int.random(in: 0..<pieces.count, using: &random)], at: index)
                }
            }
            assertWellFormed(check(CheckRequest(source: SourceFile(path: "m.layout", bytes: bytes))), String(decoding: bytes, as: UTF8.self))
        }
    }
}

extension LayoutConstraint {
    /// Whether every number in the constraint is finite.
    fileprivate var isFiniteForTest: Bool {
        constant.isFinite && scale.isFinite && terms.allSatisfy { $0.coefficient.isFinite }
    }
}

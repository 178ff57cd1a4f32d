import LayoutSource
@_spi(FlatSyntax) @testable import LayoutParser
import LayoutIR
@testable import LayoutChecker
import XCTest

/// The checker's fast path for ordinary equations must give exactly what the full checker gives.
final class CheckerFastPathTests: XCTestCase {
    /// The IR and diagnostics of `source`, with or without the fast path.
    private func checked(_ source: SourceFile, fastPath: Bool) -> (LayoutIR, [Diagnostic]) {
        let tree = parse(source).tree
        var checker = Checker(source: source, usesFastPath: fastPath)
        checker.check(tree)
        return (checker.ir, checker.diagnostics)
    }

    private func assertPathsAgree(_ source: SourceFile, file: StaticString = #filePath, line: UInt = #line) {
        let fast = checked(source, fastPath: true)
        let full = checked(source, fastPath: false)
        let text = String(decoding: source.bytes, as: UTF8.self)
        XCTAssertEqual(fast.0, full.0, text, file: file, line: line)
        XCTAssertEqual(fast.1, full.1, text, file: file, line: line)
    }

    /// The fast constraint of the last equation of `text`, if the fast path takes it.
    private func fastConstraint(_ text: String) -> LayoutConstraint? {
        let source = SourceFile(path: "f.layout", text: text)
        let tree = parse(source).tree
        var checker = Checker(source: source)
        checker.check(SyntaxTree(statements: tree.statements.dropLast(), range: tree.range))
        guard case .equation(let equation)? = tree.statements.last else { return nil }
        return checker.fastConstraint(for: equation)
    }

    func testOrdinaryEquationsTakeTheFastPath() {
        let declarations = "view a, b\n"
        for equation in [
            "a.left = root.left + 8", "a.right = b.left - 8 - flex()", "a.width = (b.width - 8) / 3 @medium",
            "a.width <= 80 @low", "-a.centerX = -b.centerX * 2 + 1", "a.top + a.height = b.bottom @600",
        ] {
            XCTAssertNotNil(fastConstraint(declarations + equation), equation)
        }
    }

    func testEquationsWithErrorsWarningsOrCompoundsLeaveTheFastPath() {
        let declarations = "view a, b\n"
        for equation in [
            "a.left = c.left", "a.lft = b.left", "a.left = b.top", "a.width = b.left", "a.left = b.left * b.left",
            "a.left = b.left / 0", "a.left >= b.left + flex()", "a.left = b.left + flex() + flex()",
            "a.left = b.left * 2 @0", "a.edges = b.edges", "a.left = b.left = root.left", "1 = 1",
            "a.left = a.left", "a.left = 1e308 * 10 + b.left",
            "a.left + b.left + root.left + a.right + b.right = 0",
        ] {
            XCTAssertNil(fastConstraint(declarations + equation), equation)
        }
    }

    func testFastPathAgreesWithTheFullCheckerOnRandomFiles() {
        var generator = RandomLayoutFiles(seed: 2026)
        for _ in 0..<500 {
            assertPathsAgree(SourceFile(path: "r.layout", text: generator.file()))
        }
    }

    func testFastPathAgreesWithTheFullCheckerOnFixtures() throws {
        for name in try FixtureHarness.fixtureNames() {
            assertPathsAgree(try FixtureHarness.load(name))
        }
    }

    func testAttributeNamesAreRecognizedExactly() {
        for attribute in WrittenAttribute.allCases {
            XCTAssertEqual(WrittenAttribute(named: attribute.rawValue), attribute)
            XCTAssertNil(WrittenAttribute(named: attribute.rawValue + "s"))
            XCTAssertNil(WrittenAttribute(named: attribute.rawValue.uppercased()))
        }
        for name in ["", "lef", "Left", "centerx", "centre", "tops", "trailing\u{0}", "héight"] {
            XCTAssertNil(WrittenAttribute(named: name), name)
        }
    }
}

import Foundation
import LayoutSource
import XCTest

/// The variant codes (V): the front end's are shown by fixtures, every one is documented in
/// grammar.md, and they are unique and V-prefixed.
final class VariantCodeTests: XCTestCase {
    /// The codes the front end reports; the rest (V008 to V010) come from solving and checking.
    private let frontEndCodes: [DiagnosticCode] = [
        .unclosedBlock, .unmatchedClosingBrace, .blocksNestedTooDeeply, .malformedCondition, .declarationInVariant,
        .incompleteCondition, .unknownConditionName,
    ]

    func testEveryFrontEndVariantCodeHasAFixture() throws {
        var met: Set<DiagnosticCode> = []
        for name in try FixtureHarness.fixtureNames() {
            met.formUnion(FixtureHarness.run(try FixtureHarness.load(name)).metCodes)
        }
        XCTAssertEqual(frontEndCodes.filter { !met.contains($0) }.map(\.rawValue), [])
    }

    func testEveryVariantCodeIsDocumentedInGrammar() throws {
        let grammar = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("grammar.md")
        let text = try String(contentsOf: grammar, encoding: .utf8)
        XCTAssertEqual(DiagnosticCode.variantCodes.filter { !text.contains("| \($0.rawValue) |") }.map(\.rawValue), [])
    }

    func testVariantCodesAreUniqueAndPrefixed() {
        let all = DiagnosticCode.variantCodes
        XCTAssertEqual(Set(all.map(\.rawValue)).count, all.count)
        XCTAssertTrue(all.allSatisfy { $0.rawValue.hasPrefix("V") && !$0.title.isEmpty })
        let others = DiagnosticCode.lexerCodes + DiagnosticCode.parserCodes + DiagnosticCode.checkerCodes
            + DiagnosticCode.extensionCodes
        XCTAssertTrue(Set(all).isDisjoint(with: Set(others)))
    }
}

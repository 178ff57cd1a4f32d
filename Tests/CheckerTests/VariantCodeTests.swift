import Foundation
import LayoutSource
import XCTest

/// The variant codes (V) the front end reports are shown by fixtures (the catalogue's own tests,
/// in SourceTests, cover documentation and numbering).
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
}

import LayoutIR
import XCTest

/// The IR's comparisons of a canvas dimension with a number (`width >= 600`).
final class CanvasComparisonTests: XCTestCase {
    func testEachComparisonHoldsExactlyOnItsSide() {
        let expected: [(CanvasComparison, below: Bool, at: Bool, above: Bool)] = [
            (.greaterThanOrEqual, false, true, true), (.greaterThan, false, false, true),
            (.lessThanOrEqual, true, true, false), (.lessThan, true, false, false), (.equal, false, true, false),
        ]
        XCTAssertEqual(expected.map(\.0.rawValue), CanvasComparison.allCases.map(\.rawValue))
        for (comparison, below, at, above) in expected {
            XCTAssertEqual(comparison.holds(599, 600), below, comparison.rawValue)
            XCTAssertEqual(comparison.holds(600, 600), at, comparison.rawValue)
            XCTAssertEqual(comparison.holds(601, 600), above, comparison.rawValue)
        }
    }

    func testCanvasConditionsNeedASize() {
        let wide = LayoutCondition.canvas(.width, .greaterThanOrEqual, 600)
        XCTAssertEqual(wide.holds(in: VariantContext(canvasWidth: 700, canvasHeight: 400)), true)
        XCTAssertEqual(wide.holds(in: VariantContext(canvasWidth: 375, canvasHeight: 667)), false)
        XCTAssertNil(wide.holds(in: VariantContext(canvasWidth: nil, canvasHeight: nil)))
        XCTAssertEqual(wide.description, "width >= 600")
        XCTAssertEqual(LayoutCondition.canvas(.height, .lessThan, 0.5).description, "height < 0.5")
    }
}

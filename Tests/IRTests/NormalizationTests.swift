import LayoutSource
@testable import LayoutIR
import XCTest

final class NormalizationTests: XCTestCase {
    private let span = SourceSpan(path: "t.layout", range: SourceRange(start: 0, end: 1))
    private let a = ViewID(1)
    private let b = ViewID(2)

    private func constraint(_ terms: [(ViewID, PrimaryAttribute, Double)], _ constant: Double,
                            _ relation: ConstraintRelation) -> LayoutConstraint {
        LayoutConstraint(
            terms: terms.map { LinearTerm(LayoutVariable($0.0, $0.1), $0.2) }, constant: constant,
            relation: relation, priority: .required, span: span)
    }

    func testSortsMergesAndScalesLeadingCoefficientToOne() {
        // -2 b.width + 4 a.left - 2 a.left + 6 >= 0  ->  a.left - b.width + 3 >= 0, scale 2
        let normalized = constraint([(b, .width, -2), (a, .left, 4), (a, .left, -2)], 6, .greaterThanOrEqual)
            .normalized()
        XCTAssertEqual(normalized.terms, [LinearTerm(LayoutVariable(a, .left), 1), LinearTerm(LayoutVariable(b, .width), -1)])
        XCTAssertEqual(normalized.constant, 3)
        XCTAssertEqual(normalized.relation, .greaterThanOrEqual)
        XCTAssertEqual(normalized.scale, 2)
    }

    func testNegativeLeadingCoefficientFlipsRelation() {
        // -3 a.top + 9 <= 0  ->  a.top - 3 >= 0, scale 3
        let normalized = constraint([(a, .top, -3)], 9, .lessThanOrEqual).normalized()
        XCTAssertEqual(normalized.terms, [LinearTerm(LayoutVariable(a, .top), 1)])
        XCTAssertEqual(normalized.constant, -3)
        XCTAssertEqual(normalized.relation, .greaterThanOrEqual)
        XCTAssertEqual(normalized.scale, 3)
    }

    func testDropsCancellationResidueButKeepsSmallRealCoefficients() {
        // b.left's coefficients sum to 0.1 + 0.2 - 0.3 = 5.5e-17: residue next to its addends.
        let normalized = constraint([(a, .left, 1), (b, .left, 0.1), (b, .left, 0.2), (b, .left, -0.3)], 0, .equal)
            .normalized()
        XCTAssertEqual(normalized.terms.map(\.variable), [LayoutVariable(a, .left)])
        XCTAssertEqual(Tolerance.mergedCoefficient(0.1 + 0.2, -0.3), 0)
        // One written coefficient is real however small next to the others (issue 12).
        let scaled = constraint([(a, .left, 1), (b, .left, -1e-15)], 0, .equal).normalized()
        XCTAssertEqual(scaled.terms.map(\.variable), [LayoutVariable(a, .left), LayoutVariable(b, .left)])
        XCTAssertEqual(scaled.terms.last?.coefficient ?? 0, -1e-15, accuracy: 1e-30)
        let tiny = constraint([(a, .left, 1e-10)], -1, .equal).normalized()
        XCTAssertEqual(tiny.terms.map(\.variable), [LayoutVariable(a, .left)])
        XCTAssertEqual(tiny.constant, -1e10, accuracy: 1)
    }

    func testEquivalentConstraintsCompareEqual() {
        let first = constraint([(a, .left, 1), (b, .left, -1)], -8, .equal).normalized()
        let second = constraint([(b, .left, 2), (a, .left, -2)], 16, .equal).normalized()
        XCTAssertEqual(first.terms, second.terms)
        XCTAssertEqual(first.constant, second.constant)
        XCTAssertEqual(first.relation, second.relation)
        XCTAssertEqual(second.scale, 2)
    }

    func testConstraintWithoutTermsKeepsConstantAndRelation() {
        let normalized = constraint([(a, .left, 1), (a, .left, -1)], -1, .equal).normalized()
        XCTAssertTrue(normalized.terms.isEmpty)
        XCTAssertFalse(normalized.hasUnknowns)
        XCTAssertFalse(normalized.constantHolds)
        XCTAssertTrue(constraint([], 1, .greaterThanOrEqual).constantHolds)
        XCTAssertFalse(constraint([], 1, .lessThanOrEqual).constantHolds)
        XCTAssertTrue(constraint([], 0.1 + 0.2 - 0.3, .equal).constantHolds)
    }

    func testNegativeZeroConstantBecomesZero() {
        let normalized = constraint([(a, .left, -1)], 0, .equal).normalized()
        XCTAssertEqual(normalized.constant.sign, .plus)
    }
}

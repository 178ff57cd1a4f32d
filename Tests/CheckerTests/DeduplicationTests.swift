import LayoutSource
import LayoutIR
@testable import LayoutChecker
import XCTest

final class DeduplicationTests: XCTestCase {
    private let source = SourceFile(path: "t.layout", text: "line one\nline two\nline three\nline four\n")
    private let a = LayoutVariable(ViewID(1), .left)
    private let b = LayoutVariable(ViewID(2), .left)

    private func constraint(onLine line: Int, _ terms: [(LayoutVariable, Double)], _ constant: Double,
                            _ relation: ConstraintRelation = .equal,
                            priority: ConstraintPriority = .required) -> LayoutConstraint {
        LayoutConstraint(
            terms: terms.map { LinearTerm($0.0, $0.1) }, constant: constant, relation: relation,
            priority: priority, span: source.span(source.lineRange(line))
        ).normalized()
    }

    func testScaledDuplicateIsDroppedWithWarningNamingTheFirstLine() {
        var deduplicator = Deduplicator(source: source)
        deduplicator.insert(constraint(onLine: 1, [(a, 1), (b, -1)], -8))
        deduplicator.insert(constraint(onLine: 3, [(b, 2), (a, -2)], 16.000000000001))
        XCTAssertEqual(deduplicator.constraints.count, 1)
        XCTAssertEqual(deduplicator.constraints.first?.span, source.span(source.lineRange(1)))
        XCTAssertEqual(deduplicator.diagnostics.map(\.code), [.duplicateConstraint])
        XCTAssertEqual(deduplicator.diagnostics.first?.message, "duplicate of the constraint on line 1")
        XCTAssertEqual(deduplicator.diagnostics.first?.span, source.span(source.lineRange(3)))
        XCTAssertEqual(deduplicator.diagnostics.first?.related.map(\.span), [source.span(source.lineRange(1))])
    }

    func testACompoundRepeatedGivesOneFindingPerEquation() {
        // Each component is its own constraint, and each would make the same finding at the same place.
        let text = "view a\na.left = 0; a.top = 0\na.size = 10\na.size = 10\na.size = 10 @low\na.size = 12\n"
        let result = check(CheckRequest(source: SourceFile(path: "t.layout", text: text)))
        XCTAssertEqual(
            result.diagnostics.map { "\($0.code) \($0.message)" },
            [
                "D001 duplicate of the constraint on line 3",
                "D002 same constraint as on line 3 at priority required; this one at priority low is ignored",
                "D003 conflicts with the required equality on line 3: same terms, different constant",
            ])
        // Every component still leaves the IR: both duplicates and the conflicting equality, width and height.
        XCTAssertEqual(result.ir.constraints.count, 4)
    }

    func testDifferentRelationsOrConstantsAreKept() {
        var deduplicator = Deduplicator(source: source)
        deduplicator.insert(constraint(onLine: 1, [(a, 1)], -8, .greaterThanOrEqual))
        deduplicator.insert(constraint(onLine: 2, [(a, 1)], -8, .lessThanOrEqual))
        deduplicator.insert(constraint(onLine: 3, [(a, 1)], -9, .lessThanOrEqual))
        XCTAssertEqual(deduplicator.constraints.count, 3)
        XCTAssertTrue(deduplicator.diagnostics.isEmpty)
    }

    func testHigherPriorityCopyWinsWhicheverComesFirst() {
        var later = Deduplicator(source: source)
        later.insert(constraint(onLine: 1, [(a, 1)], -8, priority: .low))
        later.insert(constraint(onLine: 2, [(a, 1)], -8, priority: .high))
        XCTAssertEqual(later.constraints.map(\.priority), [.high])
        XCTAssertEqual(later.diagnostics.map(\.code), [.constraintAtTwoPriorities])
        XCTAssertEqual(later.diagnostics.first?.span, source.span(source.lineRange(1)))
        XCTAssertEqual(later.diagnostics.first?.related.map(\.span), [source.span(source.lineRange(2))])

        var earlier = Deduplicator(source: source)
        earlier.insert(constraint(onLine: 1, [(a, 1)], -8, priority: .high))
        earlier.insert(constraint(onLine: 2, [(a, 1)], -8, priority: .low))
        XCTAssertEqual(earlier.constraints.map(\.priority), [.high])
        XCTAssertEqual(earlier.diagnostics.first?.span, source.span(source.lineRange(2)))
    }

    func testRequiredEqualitiesWithDifferentConstantsConflict() {
        var deduplicator = Deduplicator(source: source)
        deduplicator.insert(constraint(onLine: 1, [(a, 1), (b, -1)], -8))
        deduplicator.insert(constraint(onLine: 4, [(a, 2), (b, -2)], -20))
        XCTAssertEqual(deduplicator.constraints.count, 1)
        XCTAssertEqual(deduplicator.diagnostics.map(\.severity), [.error])
        XCTAssertEqual(deduplicator.diagnostics.map(\.code), [.conflictingEqualities])
        XCTAssertTrue(deduplicator.diagnostics.first?.message.contains("line 1") ?? false)
    }

    func testOptionalEqualitiesWithDifferentConstantsDoNotConflict() {
        var deduplicator = Deduplicator(source: source)
        deduplicator.insert(constraint(onLine: 1, [(a, 1)], -8, priority: .high))
        deduplicator.insert(constraint(onLine: 2, [(a, 1)], -9))
        deduplicator.insert(constraint(onLine: 3, [(a, 1)], -10, priority: .low))
        XCTAssertEqual(deduplicator.constraints.count, 3)
        XCTAssertTrue(deduplicator.diagnostics.isEmpty)
    }
}

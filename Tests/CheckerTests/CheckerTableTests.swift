import LayoutSource
import LayoutIR
@testable import LayoutChecker
import XCTest
import LayoutTestSupport

/// The checker's own hash tables: view names and deduplication's latest indices.
final class CheckerTableTests: XCTestCase {
    func testViewNameTableFindsEveryNameThroughGrowth() {
        var table = ViewNameTable()
        let names = (0..<5000).map { "view\($0)" } + ["a", "", "ü", "a-much-longer-name-than-fits-inline-\(7)"]
        for (index, name) in names.enumerated() {
            XCTAssertNil(table[name], name)
            table.insert(name, as: ViewID(index))
        }
        for (index, name) in names.enumerated() {
            XCTAssertEqual(table[name], ViewID(index), name)
        }
        for absent in ["view5000", "View1", "b", "u", "view-1"] {
            XCTAssertNil(table[absent], absent)
        }
    }

    func testLatestIndexTableKeepsTheLatestIndexPerKey() {
        var table = LatestIndexTable()
        // Keys that agree in their low bits collide in the table and must still stay apart.
        let keys: [UInt64] = (0..<3000).map { UInt64($0) << 40 } + (0..<3000).map { UInt64($0) }
        for (index, key) in keys.enumerated() {
            table.setLatest(index, for: key)
        }
        for (index, key) in keys.enumerated() where index >= 3000 || key != 0 {
            XCTAssertEqual(table.latest(for: key), index)
        }
        XCTAssertEqual(table.latest(for: 0), 3000)
        table.setLatest(9, for: 5)
        XCTAssertEqual(table.latest(for: 5), 9)
        XCTAssertEqual(table.latest(for: 123_456_789), -1)
    }

    func testKeyHasherTreatsBothZerosAlike() {
        var positive = KeyHasher()
        positive.combine(0.0)
        var negative = KeyHasher()
        negative.combine(-0.0)
        XCTAssertEqual(positive.finalize(), negative.finalize())
        var one = KeyHasher()
        one.combine(1.0)
        XCTAssertNotEqual(one.finalize(), positive.finalize())
    }

    func testBatchedInsertsMatchOneByOneInserts() {
        let source = SourceFile(path: "d.layout", text: String(repeating: "x\n", count: 400))
        var random = SplitMix64(seed: 5)
        let priorities: [ConstraintPriority] = [.required, .high, .low]
        let relations: [ConstraintRelation] = [.equal, .lessThanOrEqual, .greaterThanOrEqual]
        let constraints = (0..<400).map { line in
            // Few variables, constants and relations, so that duplicates, priority clashes and
            // conflicting equalities are common.
            let view = ViewID(Int.random(in: 1...3, using: &random))
            let other = ViewID(Int.random(in: 4...5, using: &random))
            return LayoutConstraint(
                terms: [LinearTerm(LayoutVariable(view, .left), 1), LinearTerm(LayoutVariable(other, .left), -1)],
                constant: Double(Int.random(in: 0...2, using: &random)),
                relation: relations[Int.random(in: 0..<3, using: &random)],
                priority: priorities[Int.random(in: 0..<3, using: &random)],
                span: source.span(source.lineRange(line + 1)))
        }
        var single = Deduplicator(source: source)
        for constraint in constraints {
            single.insert(constraint)
        }
        XCTAssertGreaterThan(single.diagnostics.count, 100)
        for batchSize in [1, 7, 31, 400] {
            // Appends decide on their own every 32; explicit calls in between vary the batches.
            var batched = Deduplicator(source: source, expectedCount: 10)
            for (index, constraint) in constraints.enumerated() {
                batched.append(constraint)
                if index % batchSize == batchSize - 1 { batched.decidePending() }
            }
            batched.decidePending()
            XCTAssertEqual(batched.constraints, single.constraints, "batches of \(batchSize)")
            XCTAssertEqual(batched.diagnostics, single.diagnostics, "batches of \(batchSize)")
        }
    }
}

import XCTest

@testable import LayoutParser

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
}

import XCTest
import LayoutTestSupport

@testable import LayoutSolver

final class UnsatisfiableTests: XCTestCase {
    private func conflict(of operation: () throws -> Void) -> [Constraint]? {
        do {
            try operation()
        } catch let error as SolverError {
            if case .unsatisfiable(let conflict) = error { return conflict }
        } catch {}
        return nil
    }

    func testDirectContradictionNamesBothConstraints() throws {
        var solver = Solver()
        let x = solver.makeVariable(named: "x")
        let first = constraint([(x, 1)], -1, .equal, tag: 1)
        let second = constraint([(x, 2)], -4, .equal, tag: 2)
        try solver.add(first)
        XCTAssertEqual(conflict { try solver.add(second) }, [first, second])
        XCTAssertFalse(solver.contains(second))
        XCTAssertEqual(solver.value(of: x), 1)
    }

    func testContradictionWithoutVariables() throws {
        var solver = Solver()
        let impossible = constraint([], 5, .lessThanOrEqual)
        XCTAssertEqual(conflict { try solver.add(impossible) }, [impossible])
        try solver.add(constraint([], -5, .lessThanOrEqual))
    }

    func testChainConflictExcludesUnrelatedConstraints() throws {
        var solver = Solver()
        let v = (0..<5).map { solver.makeVariable(named: "v\($0)") }
        var chain: [Constraint] = []
        for index in 0..<4 {
            let link = constraint([(v[index], 1), (v[index + 1], -1)], 2, .lessThanOrEqual)  // v[i] + 2 <= v[i+1]
            chain.append(link)
            try solver.add(link)
            try solver.add(constraint([(v[index], 1)], 0, .greaterThanOrEqual))  // unrelated to the cycle
        }
        try solver.add(constraint([(v[0], 1)], -3, .equal, priority: 500))
        let closing = constraint([(v[4], 1), (v[0], -1)], 0, .lessThanOrEqual)  // v4 <= v0
        XCTAssertEqual(conflict { try solver.add(closing) }, chain + [closing])
    }

    func testLongStackConflictNamesEveryLinkAndNothingElse() throws {
        var solver = Solver()
        var tops: [Variable] = []
        var heights: [Variable] = []
        var expected: [Constraint] = []
        for index in 0..<60 {
            let top = solver.makeVariable(named: "top\(index)")
            let height = solver.makeVariable(named: "height\(index)")
            if let previousTop = tops.last, let previousHeight = heights.last {
                let link = constraint([(top, 1), (previousTop, -1), (previousHeight, -1)], -8, .equal)
                expected.append(link)
                try solver.add(link)
            } else {
                let first = constraint([(top, 1)], -8, .equal)
                expected.append(first)
                try solver.add(first)
            }
            let floor = constraint([(height, 1)], -44, .greaterThanOrEqual)
            try solver.add(floor)
            if index < 59 { expected.append(floor) }
            try solver.add(constraint([(height, 1)], -60, .equal, priority: 500))
            try solver.add(constraint([(height, 1)], -500, .lessThanOrEqual))  // never binding
            tops.append(top)
            heights.append(height)
        }
        let tooShort = constraint([(tops[59], 1)], -100, .lessThanOrEqual)
        let found = conflict { try solver.add(tooShort) }
        XCTAssertEqual(found.map { Set($0.map(ObjectIdentifier.init)) }, Set((expected + [tooShort]).map(ObjectIdentifier.init)))
        XCTAssertEqual(found?.last, tooShort)
        XCTAssertEqual(solver.value(of: tops[59]), 8 + 59 * 68, accuracy: 1e-7)
    }

    func testConflictIsMinimalWhenTheCertificateIsNot() throws {
        var solver = Solver()
        let x = solver.makeVariable(named: "x")
        let y = solver.makeVariable(named: "y")
        let atLeastTen = constraint([(x, 1)], -10, .greaterThanOrEqual)
        let sum = constraint([(x, 1), (y, 1)], -30, .greaterThanOrEqual)  // x + y >= 30
        let yLow = constraint([(y, 1)], -10, .lessThanOrEqual)  // y <= 10
        for c in [atLeastTen, sum, yLow] { try solver.add(c) }
        let cap = constraint([(x, 1)], -5, .lessThanOrEqual)  // x <= 5
        guard let found = conflict(of: { try solver.add(cap) }) else { return XCTFail("expected a conflict") }
        XCTAssertEqual(found.last, cap)
        assertMinimal(found)
    }

    func testSolverIsUnchangedAndUsableAfterFailure() throws {
        var solver = Solver()
        let left = solver.makeVariable(named: "left")
        let width = solver.makeVariable(named: "width")
        let right = solver.makeVariable(named: "right")
        try solver.add(constraint([(left, 1), (width, 1), (right, -1)], 0, .equal))
        try solver.add(constraint([(width, 1)], -40, .greaterThanOrEqual))
        try solver.add(constraint([(left, 1)], -10, .equal, priority: 750))
        try solver.add(constraint([(width, 1)], -100, .equal, priority: 500))
        try solver.add(constraint([(right, 1)], -300, .lessThanOrEqual))
        try solver.add(constraint([(right, 1)], -500, .equal, priority: 250))
        let before = [left, width, right].map { solver.value(of: $0).bitPattern }
        let undeterminedBefore = solver.undeterminedVariables()
        let bad = constraint([(right, 1), (left, -1)], -20, .lessThanOrEqual)  // right - left <= 20
        XCTAssertNotNil(conflict { try solver.add(bad) })
        XCTAssertEqual([left, width, right].map { solver.value(of: $0).bitPattern }, before)
        XCTAssertEqual(solver.undeterminedVariables(), undeterminedBefore)
        // Still fully usable: the same operations give what a fresh solver gives.
        try solver.add(constraint([(width, 1)], -60, .lessThanOrEqual))
        XCTAssertEqual(solver.value(of: width), 60, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: right), 70, accuracy: 1e-9)
        try solver.addEditVariable(left, priority: 900)
        try solver.suggestValue(250, for: left)
        XCTAssertEqual(solver.value(of: left), 250, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: right), 300, accuracy: 1e-9)
    }

    func testFailureAfterEditsAndRemovalsLeavesBitsIntact() throws {
        var random = SplitMix64(seed: 99)
        for _ in 0..<50 {
            var solver = Solver()
            let v = (0..<4).map { solver.makeVariable(named: "v\($0)") }
            for index in 0..<4 {
                try solver.add(constraint([(v[index], 1)], 0, .greaterThanOrEqual))
                try solver.add(constraint([(v[index], 1)], -100, .lessThanOrEqual))
                try solver.add(constraint([(v[index], 1)], -Double(random.int(in: 0...120)), .equal, priority: 300))
            }
            try solver.add(constraint([(v[0], 1), (v[1], 1), (v[2], -1)], 0, .lessThanOrEqual))
            try solver.addEditVariable(v[3], priority: 600)
            try solver.suggestValue(Double(random.int(in: 0...150)), for: v[3])
            let snapshot = v.map { solver.value(of: $0).bitPattern }
            let bad = constraint([(v[2], 1), (v[3], 1)], -250, .greaterThanOrEqual)  // beyond 100 + 100
            XCTAssertNotNil(conflict { try solver.add(bad) })
            XCTAssertEqual(v.map { solver.value(of: $0).bitPattern }, snapshot)
            try solver.suggestValue(40, for: v[3])
            XCTAssertEqual(solver.value(of: v[3]), 40, accuracy: 1e-9)
        }
    }

    /// Every member is necessary: dropping any one makes the rest satisfiable, and the whole set
    /// is not.
    private func assertMinimal(_ conflict: [Constraint], file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertFalse(Solver.isFeasible(conflict), "conflict must be infeasible", file: file, line: line)
        for index in conflict.indices {
            var rest = conflict
            rest.remove(at: index)
            XCTAssertTrue(Solver.isFeasible(rest), "member \(index) is not necessary", file: file, line: line)
        }
    }

    func testRandomConflictsAreMinimal() throws {
        var random = SplitMix64(seed: 2024)
        var conflicts = 0
        for _ in 0..<200 {
            var solver = Solver()
            let v = (0..<4).map { solver.makeVariable(named: "v\($0)") }
            for _ in 0..<12 {
                let terms = v.compactMap { random.chance(0.5) ? ($0, Double(random.int(in: -3...3))) : nil }
                let relation: Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual][random.int(in: 0...2)]
                let c = constraint(terms, Double(random.int(in: -20...20)), relation)
                if let conflict = conflict(of: { try solver.add(c) }) {
                    conflicts += 1
                    XCTAssertEqual(conflict.last, c)
                    assertMinimal(conflict)
                }
            }
        }
        XCTAssertGreaterThan(conflicts, 50)
    }
}

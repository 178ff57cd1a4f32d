import XCTest
import LayoutTestSupport

@testable import LayoutSolver

/// What a session relies on to read back only part of a solution: after a suggestion the solver
/// names every variable whose value moved, and `determinacyVersion` stays put only when which
/// variables are determined stays put.
final class ValueTrackingTests: XCTestCase {
    func testChangedVariablesCoverEveryMovedValueAndAStableVersionMeansTheSameFreeVariables() throws {
        var suggestionsWithoutVersionChange = 0
        var suggestionsWithVersionChange = 0
        var partialReports = 0
        for seed in UInt64(1)...60 {
            var random = SplitMix64(seed: seed &* 104_729)
            var solver = Solver()
            let variables = (0..<random.int(in: 3...7)).map { solver.makeVariable(named: "v\($0)") }
            for _ in 0..<random.int(in: 2...8) {
                try? solver.add(RandomSystemPropertyTests.randomConstraint(&random, variables: variables))
            }
            let edited = variables[random.int(in: 0...(variables.count - 1))]
            try solver.addEditVariable(edited, priority: [950.0, 600, 100][random.int(in: 0...2)])
            solver.tracksValueChanges(true)
            XCTAssertEqual(solver.takeChangedVariables(), [], "seed \(seed): nothing moved since tracking began")
            for step in 0..<30 {
                let before = solver.values(of: variables)
                let freeBefore = solver.undeterminedVariables()
                let version = solver.determinacyVersion
                if random.chance(0.15) {
                    // A structural change: the log cannot say what moved.
                    try? solver.add(RandomSystemPropertyTests.randomConstraint(&random, variables: variables))
                    XCTAssertNil(solver.takeChangedVariables(), "seed \(seed) step \(step): after an add")
                    XCTAssertNotEqual(solver.determinacyVersion, version, "seed \(seed) step \(step)")
                    continue
                }
                // Small integer targets often put inequalities exactly at their bounds.
                try solver.suggestValue(Double(random.int(in: -20...20)), for: edited)
                let changed = try XCTUnwrap(solver.takeChangedVariables(), "seed \(seed) step \(step)")
                XCTAssertEqual(changed, changed.sorted { $0.id < $1.id }, "seed \(seed) step \(step): id order")
                XCTAssertEqual(Set(changed).count, changed.count, "seed \(seed) step \(step): each once")
                let after = solver.values(of: variables)
                for (index, variable) in variables.enumerated() where before[index] != after[index] {
                    XCTAssertTrue(changed.contains(variable), "seed \(seed) step \(step): v\(index) moved unreported")
                }
                if changed.count < variables.count { partialReports += 1 }
                if solver.determinacyVersion == version {
                    suggestionsWithoutVersionChange += 1
                    XCTAssertEqual(
                        solver.undeterminedVariables(), freeBefore,
                        "seed \(seed) step \(step): the free variables changed under a stable version")
                } else {
                    suggestionsWithVersionChange += 1
                }
            }
        }
        // Both kinds of suggestion occur, so both halves of the property were exercised.
        XCTAssertGreaterThan(suggestionsWithoutVersionChange, 100)
        XCTAssertGreaterThan(suggestionsWithVersionChange, 20)
        XCTAssertGreaterThan(partialReports, 20)
    }

    func testAnUntrackedSolverReportsNothing() throws {
        var solver = Solver()
        let x = solver.makeVariable(named: "x")
        try solver.addEditVariable(x, priority: 500)
        try solver.suggestValue(10, for: x)
        XCTAssertNil(solver.takeChangedVariables())
        solver.tracksValueChanges(true)
        try solver.suggestValue(20, for: x)
        XCTAssertEqual(solver.takeChangedVariables(), [x])
        XCTAssertEqual(solver.takeChangedVariables(), [], "the log starts afresh after each call")
        solver.tracksValueChanges(false)
        try solver.suggestValue(30, for: x)
        XCTAssertNil(solver.takeChangedVariables())
    }

    func testADegenerateBoundReachedWithoutAPivotChangesTheVersion() throws {
        // x <= w - 300 and x >= 10, w edited: at w = 310 x is pinned, above it x is free.
        var solver = Solver()
        let x = solver.makeVariable(named: "x")
        let w = solver.makeVariable(named: "w")
        try solver.add(Constraint(LinearExpression([Term(x), Term(w, -1)], constant: 300), .lessThanOrEqual))
        try solver.add(Constraint(LinearExpression([Term(x)], constant: -10), .greaterThanOrEqual))
        try solver.addEditVariable(w, priority: 500)
        try solver.suggestValue(400, for: w)
        XCTAssertFalse(solver.isDetermined(x))
        var version = solver.determinacyVersion
        try solver.suggestValue(500, for: w)
        XCTAssertFalse(solver.isDetermined(x))
        XCTAssertEqual(solver.determinacyVersion, version, "still free: nothing to redo")
        version = solver.determinacyVersion
        try solver.suggestValue(310, for: w)
        XCTAssertTrue(solver.isDetermined(x))
        XCTAssertNotEqual(solver.determinacyVersion, version, "the bound is reached: x is pinned now")
    }
}

import LayoutTestSupport
import XCTest

@testable import LayoutSolver

/// A solver whose required equalities keep no marker (`Solver(marksRequiredEqualities: false)`)
/// must take every decision the marked one takes: the same values to the bit, the same free
/// variables, the same accepted and refused constraints, the same rows.
final class MarkerlessSolverTests: XCTestCase {
    /// A random constraint over `variables`: often a two-variable link (`x = y + c`, a chain's
    /// shape), else a random combination; sometimes with a fractional or tiny coefficient.
    private func randomConstraint(_ random: inout SplitMix64, _ variables: [Variable]) -> Constraint {
        let pick = { (random: inout SplitMix64) in variables[random.int(in: 0...(variables.count - 1))] }
        var terms: [(Variable, Double)] = []
        if random.chance(0.5) {
            let x = pick(&random)
            let y = pick(&random)
            terms = x == y ? [(x, 1)] : [(x, 1), (y, random.chance(0.8) ? -1 : -Double(random.int(in: 1...4)) / 2)]
        } else {
            for variable in variables where random.chance(0.35) {
                terms.append((variable, Double(random.int(in: -3...3)) * (random.chance(0.1) ? 1e-4 : 1)))
            }
            if terms.isEmpty { terms = [(pick(&random), 1)] }
        }
        let relation: Relation =
            random.chance(0.6) ? .equal : (random.chance(0.5) ? .lessThanOrEqual : .greaterThanOrEqual)
        let priorities: [Double] = [1000, 1000, 1000, 1000, 750, 250, 1]
        let priority = priorities[random.int(in: 0...(priorities.count - 1))]
        // Now and then a constraint written at a tiny scale (`1e-10 * x = ...`): phase one then
        // decides what may enter relative to the row's largest coefficient, which a marker is.
        let scale = random.chance(0.15) ? 1e-10 : 1
        return constraint(
            terms.map { ($0.0, $0.1 * scale) }, scale * Double(random.int(in: -40...40)) / (random.chance(0.2) ? 3 : 1),
            relation, priority: priority)
    }

    /// Whether both solvers are in the same state: values (bit for bit), free variables, rows.
    private func assertSame(
        _ marked: Solver, _ markerless: Solver, _ variables: [Variable], _ context: String, line: UInt = #line
    ) {
        XCTAssertEqual(
            marked.values(of: variables).map(\.bitPattern), markerless.values(of: variables).map(\.bitPattern), context,
            line: line)
        XCTAssertEqual(marked.undeterminedVariables(), markerless.undeterminedVariables(), context, line: line)
        let rows = { (solver: Solver) in solver.core.tableau.basicOfSlot }
        XCTAssertEqual(rows(marked), rows(markerless), context, line: line)
    }

    func testRandomSystemsTakeTheSameStepsWithoutMarkers() {
        var freeCases = 0
        var refusals = 0
        var redundancies = 0
        for seed in UInt64(1)...600 {
            var random = SplitMix64(seed: seed)
            var marked = Solver()
            var markerless = Solver(marksRequiredEqualities: false)
            XCTAssertFalse(markerless.marksRequiredEqualities)
            let count = random.int(in: 2...8)
            let variables = (0..<count).map { marked.makeVariable(named: "v\($0)") }
            for index in 0..<count { _ = markerless.makeVariable(named: "v\(index)") }
            for step in 0..<random.int(in: 3...16) {
                var made = randomConstraint(&random, variables)
                if random.chance(0.1), let last = marked.core.records.values.max(by: { $0.order < $1.order }) {
                    // A copy of the latest constraint: redundant when required.
                    made = Constraint(last.constraint.expression, last.constraint.relation, priority: last.constraint.priority)
                    if made.isRequired, made.relation == .equal { redundancies += 1 }
                }
                let copy = Constraint(made.expression, made.relation, priority: made.priority)
                var markedAdded = true
                var markerlessAdded = true
                do { try marked.add(made) } catch { markedAdded = false }
                do { try markerless.add(copy) } catch { markerlessAdded = false }
                XCTAssertEqual(markedAdded, markerlessAdded, "seed \(seed) step \(step): \(made)")
                if !markedAdded { refusals += 1 }
                assertSame(marked, markerless, variables, "seed \(seed) step \(step)")
            }
            if !marked.undeterminedVariables().isEmpty { freeCases += 1 }
            // Edits and suggestions: the dual simplex from the same basis.
            let edited = variables[random.int(in: 0...(count - 1))]
            do {
                try marked.addEditVariable(edited, priority: 500)
                try markerless.addEditVariable(edited, priority: 500)
                for _ in 0..<3 {
                    let value = Double(random.int(in: -200...200))
                    try marked.suggestValue(value, for: edited)
                    try markerless.suggestValue(value, for: edited)
                    assertSame(marked, markerless, variables, "seed \(seed) suggesting \(value)")
                }
            } catch {
                XCTFail("seed \(seed): \(error)")
            }
        }
        // Enough of each kind for the comparison to mean something.
        XCTAssertGreaterThan(freeCases, 150)
        XCTAssertGreaterThan(refusals, 100)
        XCTAssertGreaterThan(redundancies, 20)
    }

    /// A chain `x[i] = x[i-1] + 10` that nothing pins: with markers each row holds the marker of
    /// every link between its variable and the free one (N^2 / 2 entries); without, two each.
    func testAnUnpinnedChainsRowsStayShortWithoutMarkers() throws {
        let count = 200
        var solvers = [Solver(), Solver(marksRequiredEqualities: false)]
        for index in solvers.indices {
            let lefts = (0..<count).map { solvers[index].makeVariable(named: "left\($0)") }
            for link in 1..<count {
                try solvers[index].add(constraint([(lefts[link], 1), (lefts[link - 1], -1)], -10, .equal))
            }
        }
        let entries = solvers.map { $0.core.tableau.rows.reduce(0) { $0 + $1.entries.count } }
        XCTAssertGreaterThan(entries[0], count * count / 4)
        XCTAssertLessThanOrEqual(entries[1], 2 * count)
        let variables = (0..<count).map { Variable(id: $0) }
        assertSame(solvers[0], solvers[1], variables, "chain")
        XCTAssertEqual(solvers[1].undeterminedVariables(), variables)
    }
}

import XCTest

@testable import LayoutSolver

/// Equations whose coefficients are far from 1 (issue 12): `a = K * b`, `b = 10 / K` gives
/// `a = 10` for every K; a tiny coefficient is real, never cancellation noise.
final class ScaledCoefficientTests: XCTestCase {
    /// 1e6 ... 1e15 and 1e-6 ... 1e-15.
    static let scales = (6...15).flatMap { [pow(10, Double($0)), pow(10, -Double($0))] }

    func testAScaledEqualityIsSolvedExactlyInEitherOrder() throws {
        for scale in Self.scales {
            for scaledFirst in [true, false] {
                var solver = Solver()
                let a = solver.makeVariable(named: "a")
                let b = solver.makeVariable(named: "b")
                let scaled = constraint([(a, 1), (b, -scale)], 0, .equal)
                let pinned = constraint([(b, 1)], -10 / scale, .equal)
                for added in scaledFirst ? [scaled, pinned] : [pinned, scaled] { try solver.add(added) }
                let context = "K = \(scale), \(scaledFirst ? "a = K * b first" : "b = 10 / K first")"
                XCTAssertEqual(solver.value(of: a), 10, accuracy: 1e-9, context)
                XCTAssertEqual(solver.value(of: b), 10 / scale, accuracy: 1e-9 * 10 / scale, context)
                XCTAssertTrue(solver.isDetermined(a), context)
                XCTAssertTrue(solver.isDetermined(b), context)
            }
        }
    }

    func testAnInconsistentScaledEqualityIsAConflict() {
        // 1e-15 * x == 1e-14 against x == 20: off by 10 relative to what is written, not rounding.
        var solver = Solver()
        let x = solver.makeVariable(named: "x")
        XCTAssertNoThrow(try solver.add(constraint([(x, 1)], -20, .equal, tag: 1)))
        XCTAssertThrowsError(try solver.add(constraint([(x, 1e-15)], -1e-14, .equal, tag: 2))) { error in
            guard case SolverError.unsatisfiable(let conflict) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(conflict.map(\.tag).sorted(), [1, 2])
        }
        XCTAssertEqual(solver.value(of: x), 20, accuracy: 1e-12)
    }
}

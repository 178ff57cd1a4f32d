import Foundation
import LayoutCompiler
import LayoutSource
import XCTest

@testable import LayoutCompiler

/// `a.width = K * b.width; b.width = 10 / K` through compile and solve (issue 12): right for
/// every K, presolved or not, in a session, and never a false S002.
final class ScaledEquationTests: XCTestCase {
    /// The exponents of K: 1e6 ... 1e15 and 1e-6 ... 1e-15.
    private static let exponents = (6...15).flatMap { [$0, -$0] }

    private func layout(exponent: Int, scaledFirst: Bool) -> CompiledLayout {
        // Every number written stays within the limit (T020): K above 1 is written as its small
        // reciprocal on the other side, and 10 / K below 1 as K times b.width; the checked IR
        // holds the same ratios as `a.width = K * b.width` and `b.width = 10 / K`.
        let lines = exponent > 0
            ? ["1e-\(exponent) * a.width = b.width", "b.width = 10 * 1e-\(exponent)"]
            : ["a.width = 1e\(exponent) * b.width", "1e\(exponent) * b.width = 10"]
        return compileText(
            """
            view a, b
            a.left = 0; a.top = 0; a.height = 10
            b.left = 0; b.top = 20; b.height = 10
            \((scaledFirst ? lines : lines.reversed()).joined(separator: "\n"))
            """)
    }

    private func assertWidths(_ solution: LayoutSolution, scale: Double, _ context: String) {
        let widths = Dictionary(uniqueKeysWithValues: solution.frames.map { ($0.name, $0.width) })
        XCTAssertEqual(widths["a"] ?? .nan, 10, accuracy: 1e-9, context)
        XCTAssertEqual(widths["b"] ?? .nan, 10 / scale, accuracy: 1e-9 * 10 / scale, context)
        XCTAssertEqual(solution.diagnostics.map(\.message), [], context)
    }

    func testScaledWidthsSolveExactly() {
        for exponent in Self.exponents {
            let scale = pow(10, Double(exponent))
            for scaledFirst in [true, false] {
                let layout = layout(exponent: exponent, scaledFirst: scaledFirst)
                XCTAssertEqual(layout.diagnostics.map(\.message), [], "K = 1e\(exponent)")
                let context = "K = 1e\(exponent), \(scaledFirst ? "a.width first" : "b.width first")"
                assertWidths(layout.solve(size: phone), scale: scale, "solve, " + context)
                let full = LoweredLayout(layout.ir, canvas: phone, presolving: false)
                assertWidths(layout.solution(from: full, canvas: phone), scale: scale, "full system, " + context)
                let session = LayoutSession(layout, size: desktop)
                assertWidths(session.resize(to: phone), scale: scale, "session, " + context)
            }
        }
    }

    func testCancellingCoefficientsLeaveNoTie() {
        // b.left's written coefficients sum to 5.5e-17: residue, so a.left does not hang on the
        // undetermined b.left, while `1e-15 * b.width` below is real and determines it.
        let layout = compileText(
            """
            view a, b
            a.left = 0.1 * b.left + 0.2 * b.left - 0.3 * b.left + 5
            a.top = 0; a.width = 10; a.height = 10
            b.top = 20; b.height = 10; a.width = 1e-15 * b.width
            """)
        let solution = layout.solve(size: phone)
        XCTAssertEqual(solution.diagnostics.map(\.message), ["b.left is not determined by any constraint"])
        let frames = Dictionary(uniqueKeysWithValues: solution.frames.map { ($0.name, $0) })
        XCTAssertEqual(frames["a"]?.x ?? .nan, 5, accuracy: 1e-9)
        XCTAssertEqual(frames["b"]?.width ?? .nan, 1e16, accuracy: 1e7)
    }
}

import LayoutCompiler
import XCTest

/// A conflict with the implicit constraints of an intrinsic size names them as hugging or
/// compression resistance of their view, not as a bare constraint.
final class IntrinsicConflictTests: XCTestCase {
    func testRequiredCompressionResistanceIsNamedInTheConflict() {
        let layout = compileText("view t { intrinsic 120 x 20; compression required }\nt.left = 0; t.top = 0\nt.width = 100\n")
        let errors = layout.solve(size: phone).diagnostics
        XCTAssertEqual(errors.map(\.code), [.unsatisfiableConstraints])
        XCTAssertEqual(errors.first?.related.map(\.message), [
            "the horizontal compression resistance of 't' (t.width >= 120) conflicts with this",
        ])
        XCTAssertEqual(errors.first?.related.first.map { layout.line(of: $0.span) }, 1)
    }

    func testRequiredHuggingIsNamedInTheConflict() {
        let layout = compileText("view t { intrinsicHeight 20; hugging 250, required }\nt.left = 0; t.top = 0; t.width = 5\nt.height >= 30\n")
        let errors = layout.solve(size: phone).diagnostics
        XCTAssertEqual(errors.first?.related.map(\.message), [
            "the vertical hugging of 't' (t.height <= 20) conflicts with this",
        ])
    }

    func testOtherConstraintsKeepTheirPlainNote() {
        let layout = compileText("view t { intrinsic 120 x 20 }\nt.left = 0; t.top = 0; t.height = 5\nt.width = 100\nt.width >= 130\n")
        let errors = layout.solve(size: phone).diagnostics
        XCTAssertEqual(errors.map(\.code), [.unsatisfiableConstraints])
        XCTAssertEqual(errors.first?.related.map(\.message), ["conflicts with this"])
    }

    func testBaselinesIsNoSecondSpelling() {
        let layout = compileText("view t { baselines 1, 2 }\n")
        XCTAssertEqual(layout.diagnostics.map(\.message), ["unknown property 'baselines'"])
        XCTAssertEqual(layout.diagnostics.first?.fixIts.map(\.replacement), ["baseline"])
    }
}

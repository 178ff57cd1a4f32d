import LayoutCodegen
import LayoutChecker
import LayoutSource
import XCTest

/// What generated code makes of Dynamic Type, apart from running it (RecordingTests does):
/// the frame engine refuses it, scaled numbers it cannot follow are T025, AppKit keeps `large`.
final class DynamicTypeCodegenTests: XCTestCase {
    private func frames(_ text: String) -> GeneratedCode {
        generateCode(GenerateRequest(check: CheckRequest(path: "test.layout", text: text), target: .uikit, engine: .frames))
    }

    func testTheFrameEngineRefusesWhatReadsTheContentSize() {
        let cases = [
            ("view a\na.left = scaled(8); a.top = 0; a.width = 1; a.height = 1\n", "2:10"),
            ("view a { intrinsic 10 x 10; textStyle body }\na.left = 0; a.top = 0\n", "1:29"),
            ("view a\na.left = 0; a.top = 0; a.width = 1; a.height = 1\nwhen contentSize > large { a.top = 4 @high }\n", "3:28"),
        ]
        for (text, position) in cases {
            let generated = frames(text)
            XCTAssertNil(generated.text, text)
            let refusal = generated.diagnostics.first { $0.code.rawValue == "G012" }
            XCTAssertTrue(refusal?.message.hasSuffix("use --engine autolayout") ?? false, "\(generated.diagnostics)")
            let source = SourceFile(path: "test.layout", text: text)
            XCTAssertEqual(refusal?.span.map { source.lineColumn(at: $0.range.start).description }, position, text)
        }
        // Without Dynamic Type the same file compiles to frames.
        XCTAssertNotNil(frames("view a\na.left = 8; a.top = 0; a.width = 1; a.height = 1\n").text)
    }

    func testScaledNumbersCodeCannotFollowAreT025() {
        for text in ["view a, b\nb.left = 0; b.top = 0; b.width = 10; b.height = 10\na.left = 0; a.top = 0; a.height = 1\na.width = b.width * scaled(2)\n",
                     "view a\na.left = scaled(2) * scaled(3); a.top = 0; a.width = 1; a.height = 1\n"] {
            let generated = CodegenFixtures.generate(text)
            XCTAssertNil(generated.text, text)
            XCTAssertEqual(generated.diagnostics.filter { $0.severity == .error }.map(\.code.rawValue), ["T025"], text)
        }
        // AppKit has no Dynamic Type: the same files generate, at large.
        let appKit = CodegenFixtures.generate("view a\na.left = scaled(2) * scaled(3); a.top = 0; a.width = 1; a.height = 1\n", target: .appkit)
        XCTAssertTrue(appKit.text?.contains("constant: 6") ?? false, appKit.text ?? "\(appKit.diagnostics)")
    }

    func testScaledSubtractedAndMixedWithAPlainNumber() throws {
        let generated = CodegenFixtures.generate("view a\na.left = 8 - scaled(2, footnote); a.top = 0; a.width = 1; a.height = 1\n")
        let text = try XCTUnwrap(generated.text, "\(generated.diagnostics)")
        XCTAssertTrue(
            text.contains("constraints[0].constant = 8 - UIFontMetrics(forTextStyle: .footnote).scaledValue(for: 2, compatibleWith: traits)"),
            text)
        // Checked at large, where every factor is 1: the constraint starts at 6.
        XCTAssertTrue(text.contains("constant: 6)"), text)
    }
}

import LayoutSource
import XCTest
@testable import layoutc

/// A finding's context (its variants and sizes) is a field, never part of its message: every
/// output format prints it around the message, as the messages read before it was a field.
final class DiagnosticContextRenderingTests: XCTestCase {
    private let file = SourceFile(path: "a.layout", text: "view a\na.width = 10\n")

    private func finding(_ context: DiagnosticContext) -> Diagnostic {
        var diagnostic = Diagnostic.error(
            DiagnosticFixtures.unknownName, "required constraints cannot all be satisfied",
            at: file.span(SourceRange(start: 7, end: 18)))
        diagnostic.context = context
        return diagnostic
    }

    func testPrintedMessagePutsVariantsBeforeAndSizesAfter() {
        XCTAssertEqual(finding(DiagnosticContext()).printedMessage, "required constraints cannot all be satisfied")
        XCTAssertEqual(
            finding(DiagnosticContext(variants: ["on pad"], sizes: ["375x667"])).printedMessage,
            "on pad: required constraints cannot all be satisfied at 375x667")
        XCTAssertEqual(
            finding(DiagnosticContext(sizes: ["375x667", "1024x768", "12x100"])).printedMessage,
            "required constraints cannot all be satisfied at 375x667, 1024x768 and 12x100")
        let many = DiagnosticContext(variants: ["with a", "with b", "with c", "with d", "with e", "with f"])
        XCTAssertEqual(
            finding(many).printedMessage,
            "with a; with b; with c; with d and 2 more variants: required constraints cannot all be satisfied")
    }

    func testEveryFormatPrintsTheContext() {
        let diagnostic = finding(DiagnosticContext(variants: ["with expanded"], sizes: ["375x667"]))
        let printed = "with expanded: required constraints cannot all be satisfied at 375x667"
        XCTAssertEqual(diagnostic.message, "required constraints cannot all be satisfied")
        let catalog = SourceCatalog([file])
        let pair = [(diagnostic: diagnostic, fallbackPath: Optional(file.path))]
        let outputs = [
            ("human", HumanDiagnosticRenderer(catalog: catalog, style: .plain).render(diagnostic, fallbackPath: file.path)),
            ("short", ShortDiagnosticRenderer(catalog: catalog).render(diagnostic, fallbackPath: file.path)),
            ("github", GitHubAnnotationRenderer(catalog: catalog).render(diagnostic, fallbackPath: file.path)),
            ("json", JSONDiagnosticRenderer(catalog: catalog).document(for: pair).formatted()),
            ("sarif", SARIFRenderer(catalog: catalog).document(for: pair).formatted()),
        ]
        for (format, text) in outputs {
            XCTAssertTrue(text.contains(printed), "\(format): \(text)")
        }
    }

    func testContextOrdersLikeTheTextItPrints() {
        let later = finding(DiagnosticContext(variants: ["with no flags"]))
        let earlier = finding(DiagnosticContext(variants: ["with expanded"]))
        XCTAssertEqual([later, earlier].sortedForOutput(), [earlier, later])
    }
}

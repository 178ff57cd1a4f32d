import LayoutSource
import XCTest
@testable import layoutc

/// Every renderer on seeded random files and spans, including spans past the end, empty files,
/// invalid UTF-8 and control characters: nothing may crash, and the JSON must parse.
final class RendererRobustnessTests: XCTestCase {
    /// A 64-bit linear congruential generator, so any failure reproduces from its seed.
    private struct SeededGenerator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state
        }
    }

    func testRandomSpansOverRandomFiles() throws {
        var generator = SeededGenerator(state: 42)
        let alphabet: [UInt8] = Array("view a.left=+-*()\t\n\r 界é🙂".utf8) + [0x00, 0x1B, 0x7F, 0xC3, 0xFF, 0x80]
        for round in 0..<300 {
            let length = Int.random(in: 0...200, using: &generator)
            let bytes = (0..<length).map { _ in alphabet.randomElement(using: &generator) ?? 0 }
            let file = SourceFile(path: "r\(round).layout", bytes: bytes)
            func randomSpan() -> SourceSpan {
                let start = Int.random(in: -3...(length + 3), using: &generator)
                let end = start + Int.random(in: -2...40, using: &generator)
                return file.span(SourceRange(start: start, end: end))
            }
            let diagnostic = Diagnostic(
                [Severity.error, .warning, .note].randomElement(using: &generator) ?? .error,
                DiagnosticFixtures.unknownName, "message \(round) \u{1B}[31m\n", at: Bool.random(using: &generator) ? randomSpan() : nil,
                related: [RelatedLocation(span: randomSpan(), message: "related\r\n")],
                notes: ["note \u{202E}"], fixIts: [FixIt(span: randomSpan(), replacement: ["x\ny", "界", "", "\u{1B}", "ab"].randomElement(using: &generator) ?? "")])
            let catalog = SourceCatalog([file])
            let pair = [(diagnostic: diagnostic, fallbackPath: Optional(file.path))]

            let human = HumanDiagnosticRenderer(catalog: catalog, style: .plain).render(diagnostic, fallbackPath: file.path)
            let short = ShortDiagnosticRenderer(catalog: catalog).render(diagnostic, fallbackPath: file.path)
            let github = GitHubAnnotationRenderer(catalog: catalog).render(diagnostic, fallbackPath: file.path)
            for text in [human, short, github] {
                let controls = text.unicodeScalars.filter { ($0.value < 0x20 && $0 != "\n") || $0.value == 0x7F || $0 == "\u{202E}" }
                XCTAssertTrue(controls.isEmpty, "round \(round): \(controls.map(\.value)) in \(text.debugDescription)")
            }
            XCTAssertEqual(short.filter { $0 == "\n" }.count, 1)
            XCTAssertEqual(github.filter { $0 == "\n" }.count, 1)
            for document in [JSONDiagnosticRenderer(catalog: catalog).document(for: pair), SARIFRenderer(catalog: catalog).document(for: pair)] {
                XCTAssertNoThrow(try JSONSerialization.jsonObject(with: Data(document.formatted().utf8)), "round \(round)")
            }
        }
    }
}

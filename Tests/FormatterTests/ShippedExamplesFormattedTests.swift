import Foundation
import XCTest

/// The README tells users to run `layoutc format --check` in CI; the files we ship as examples
/// must pass it too: every `.layout` file under Examples (the plugin demo's included) and every
/// file README.md or grammar.md shows whole (a fenced block that starts with a `// NAME.layout`
/// comment, as the README's card.layout does). Snippets of syntax in grammar.md are not files.
final class ShippedExamplesFormattedTests: XCTestCase {
    func testExampleFilesAreFormatted() throws {
        let files = FormattingHarness.layoutFiles(under: "Examples").filter { !$0.path.contains("/.build/") }
        // Twelve examples, base/card.layout and the plugin demo's three: the walk must find them.
        XCTAssertGreaterThanOrEqual(files.count, 16)
        XCTAssertTrue(files.contains { $0.path.hasSuffix("PluginDemo/Layouts/base/card.layout") })
        let rootPath = FormattingHarness.root.path + "/"
        for url in files {
            let path = url.path.hasPrefix(rootPath) ? String(url.path.dropFirst(rootPath.count)) : url.path
            assertFormatted(try String(contentsOf: url, encoding: .utf8), path: path)
        }
    }

    func testFilesTheDocumentationShowsAreFormatted() throws {
        var shown = 0
        for document in ["README.md", "grammar.md"] {
            let text = try String(contentsOf: FormattingHarness.root.appendingPathComponent(document), encoding: .utf8)
            for (line, block) in Self.layoutFiles(shownIn: text) {
                shown += 1
                assertFormatted(block, path: "\(document):\(line)")
            }
        }
        // README.md's "The language in five minutes" shows card.layout.
        XCTAssertGreaterThanOrEqual(shown, 1)
    }

    /// Fails unless `text` is what the formatter prints for it, naming the first line that differs.
    private func assertFormatted(_ text: String, path: String, file: StaticString = #filePath, line: UInt = #line) {
        guard let formatted = FormattingHarness.formatted(text, path: path, file: file, line: line) else { return }
        guard formatted != text else { return }
        let written = text.split(separator: "\n", omittingEmptySubsequences: false)
        let canonical = formatted.split(separator: "\n", omittingEmptySubsequences: false)
        let first = zip(written, canonical).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            ?? min(written.count, canonical.count)
        let shown = first < written.count ? String(written[first]) : "(end of file)"
        XCTFail(
            "\(path) is not formatted (`layoutc format --in-place`): line \(first + 1), '\(shown)'",
            file: file, line: line)
    }

    /// The fenced code blocks of a Markdown `text` that are whole `.layout` files (their first line
    /// is a comment naming one), with the line of their first line of code.
    static func layoutFiles(shownIn text: String) -> [(line: Int, text: String)] {
        var files: [(line: Int, text: String)] = []
        var block: (line: Int, lines: [Substring])?
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.hasPrefix("```") {
                if let open = block {
                    if let first = open.lines.first, first.range(of: #"^// [\w./-]+\.layout\b"#, options: .regularExpression) != nil {
                        files.append((open.line, open.lines.joined(separator: "\n") + "\n"))
                    }
                    block = nil
                } else {
                    block = (index + 2, [])
                }
            } else if block != nil {
                block?.lines.append(line)
            }
        }
        return files
    }
}

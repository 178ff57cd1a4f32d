import Foundation
import LayoutCompiler
import LayoutFormatter
import LayoutSource
import LayoutTestSupport
import XCTest

/// The formatter's guarantees over every example, fixture and thousands of random files:
/// idempotent, every comment kept in order, the checked IR and every frame unchanged.
final class FormatterPropertyTests: XCTestCase {
    /// Checks the guarantees for one input; returns whether it was formatted.
    @discardableResult
    private func assertGuarantees(
        _ bytes: [UInt8], path: String, file: StaticString = #filePath, line: UInt = #line
    ) -> Bool {
        let text = String(decoding: bytes, as: UTF8.self)
        guard let once = FormattingHarness.formatted(bytes: bytes, path: path, file: file, line: line) else { return false }
        guard let twice = FormattingHarness.formatted(once, path: path, file: file, line: line) else { return false }
        XCTAssertEqual(twice, once, "not idempotent: \(path)\n--- input ---\n\(text)\n--- once ---\n\(once)", file: file, line: line)
        XCTAssertEqual(
            FormattingHarness.comments(of: once), FormattingHarness.comments(of: text),
            "comments changed: \(path)\n--- input ---\n\(text)\n--- formatted ---\n\(once)", file: file, line: line)
        let before = FormattingHarness.meaning(of: text)
        let after = FormattingHarness.meaning(of: once)
        if before != after {
            XCTFail(
                "meaning changed: \(path)\n--- input ---\n\(text)\n--- formatted ---\n\(once)\n"
                    + "--- first difference ---\n\(zip(before, after).first { $0 != $1 }.map { "\($0)\n\($1)" } ?? "count \(before.count) vs \(after.count)")",
                file: file, line: line)
        }
        // No line ends in whitespace, and the text ends in exactly one line ending.
        let bytes = Array(once.utf8)
        for formattedLine in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            let content = formattedLine.last == UInt8(ascii: "\r") ? formattedLine.dropLast() : formattedLine
            XCTAssertFalse(
                content.last == UInt8(ascii: " ") || content.last == UInt8(ascii: "\t"),
                "trailing whitespace: \(path): '\(String(decoding: content, as: UTF8.self))'", file: file, line: line)
        }
        if !bytes.isEmpty {
            let ending = Array(FormattingHarness.lineEnding(of: text).utf8)
            XCTAssertTrue(bytes.ends(with: ending) && !bytes.ends(with: ending + ending), path, file: file, line: line)
        }
        return true
    }

    func testExamplesAndFixtures() throws {
        var formatted = 0
        var skipped = 0
        for folder in ["Examples", "Tests/CheckerTests/Fixtures", "Tests/CompilerTests/Fixtures", "Tests/CLITests/Golden",
                       "Tests/FormatterTests/Golden"]
        {
            for url in FormattingHarness.layoutFiles(under: folder) {
                let bytes = Array(try Data(contentsOf: url))
                // Fixtures of syntax errors are not formatted; that is tested apart.
                if case .syntaxErrors = LayoutFormatter.format(SourceFile(path: url.path, bytes: bytes)) {
                    skipped += 1
                    continue
                }
                if assertGuarantees(bytes, path: url.path) { formatted += 1 }
            }
        }
        // The folders must hold files, or the property is empty.
        XCTAssertGreaterThan(formatted, 80)
        XCTAssertGreaterThan(skipped, 10)
    }

    /// `stack NAME { ... }` inside `when`: kept, with its properties, and meaning the same.
    func testStackVariationsAreKept() throws {
        let text = "stack bar {\n  axis vertical\n  view a { intrinsic 10 x 10 }\n  view b { intrinsic 10 x 10 }\n}\n"
            + "bar.left = 0; bar.top = 0\nwhen   width>=600 { stack bar {axis horizontal;spacing 4}\n} else {\nstack bar { spacing system\n alignment center }\n}\n"
        XCTAssertTrue(assertGuarantees(Array(text.utf8), path: "variation.layout"))
        let once = try XCTUnwrap(FormattingHarness.formatted(bytes: Array(text.utf8), path: "variation.layout"))
        XCTAssertTrue(once.contains("when width >= 600 {\n    stack bar { axis horizontal; spacing 4 }\n} else {"), once)
        XCTAssertTrue(once.contains("    stack bar {\n        spacing system\n        alignment center\n    }\n"), once)
        XCTAssertEqual(LayoutCompiler.compile(CompileRequest(path: "v.layout", text: once)).ir.stackVariations.count, 2)
    }

    func testRandomCarelessFiles() {
        var generator = RandomFormattingFiles(seed: 20_261_124)
        var changed = 0
        for index in 0..<1500 {
            let text = generator.file()
            guard assertGuarantees(Array(text.utf8), path: "random-\(index).layout") else { continue }
            if case .formatted(let once) = LayoutFormatter.format(SourceFile(path: "r", text: text)), once != text { changed += 1 }
        }
        // The generator writes carelessly, so nearly every file changes.
        XCTAssertGreaterThan(changed, 1400)
    }

    func testRandomVariantLayouts() {
        var generator = RandomVariantLayouts(seed: 17)
        for index in 0..<400 {
            assertGuarantees(Array(generator.file().utf8), path: "variant-\(index).layout")
        }
    }
}

import Foundation
@testable import LayoutFormatter
import LayoutLexer
import LayoutParser
import LayoutSource
import XCTest

/// Golden pairs (`Golden/NAME.layout` formats to `Golden/NAME.formatted.layout`) and the
/// formatter's handling of line endings, tabs, trailing whitespace and the end of the file.
final class FormatterGoldenTests: XCTestCase {
    private let golden = FormattingHarness.root.appendingPathComponent("Tests/FormatterTests/Golden")

    func testGoldenPairs() throws {
        let inputs = try FileManager.default.contentsOfDirectory(atPath: golden.path)
            .filter { $0.hasSuffix(".layout") && !$0.hasSuffix(".formatted.layout") }.sorted()
        XCTAssertEqual(inputs, ["blocks.layout", "comments.layout", "expressions.layout", "unicode.layout"])
        for input in inputs {
            let text = try String(contentsOf: golden.appendingPathComponent(input), encoding: .utf8)
            let expectedName = input.replacingOccurrences(of: ".layout", with: ".formatted.layout")
            let expected = try String(contentsOf: golden.appendingPathComponent(expectedName), encoding: .utf8)
            XCTAssertEqual(FormattingHarness.formatted(text, path: input), expected, input)
            XCTAssertEqual(FormattingHarness.formatted(expected, path: expectedName), expected, expectedName)
        }
    }

    private func assertFormats(_ input: String, to expected: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(FormattingHarness.formatted(input, file: file, line: line), expected, file: file, line: line)
    }

    func testCRLFIsKeptAndMadeUniform() {
        // The first line's ending wins, for every line, inside comments too.
        assertFormats("view a\r\na.width=1 // c \r\n/* x\r\n y */\na.height = 2\r\n", to: "view a\r\na.width = 1 // c\r\n/* x\r\n y */\r\na.height = 2\r\n")
        assertFormats("view a\na.width=1\r\n", to: "view a\na.width = 1\n")
    }

    func testTabsAndTrailingWhitespace() {
        assertFormats("view\ta,\tb \t\nwhen pad {\n\ta.width\t=\t1\t\t\n\t}\t\n", to: "view a, b\nwhen pad {\n    a.width = 1\n}\n")
        // A tab before a trailing comment counts to the next multiple of four columns.
        assertFormats("view a\t// c\n", to: "view a  // c\n")
    }

    func testEndOfFile() {
        assertFormats("view a", to: "view a\n")
        assertFormats("view a // no final newline", to: "view a // no final newline\n")
        assertFormats("view a\n\n\n\n", to: "view a\n")
        assertFormats("\n\n\nview a\n", to: "view a\n")
        assertFormats("", to: "")
        assertFormats("\n  \n", to: "")
        assertFormats("// only a comment", to: "// only a comment\n")
        // A byte-order mark is dropped.
        assertFormats("\u{FEFF}view a\n", to: "view a\n")
    }

    func testBlankLineRunsCollapseToOne() {
        assertFormats("view a\n\n\n\nview b\n \n\t\nview c\n", to: "view a\n\nview b\n\nview c\n")
        // Not at the start or end of a block.
        assertFormats("view a\nwhen pad {\n\n\na.width = 1\n\n}\n", to: "view a\nwhen pad {\n    a.width = 1\n}\n")
    }

    func testElseFollowsTheClosingBrace() {
        assertFormats(
            "view a\nwhen pad {\n}\n\nelse when expanded { a.width = 1 }\nelse {\na.width = 2\n}\n",
            to: "view a\nwhen pad { } else when expanded {\n    a.width = 1\n} else {\n    a.width = 2\n}\n")
        // A comment between them keeps the lines apart.
        assertFormats(
            "view a\nwhen pad { a.width = 1 }\n// otherwise\nelse { a.width = 2 }\n",
            to: "view a\nwhen pad {\n    a.width = 1\n}\n// otherwise\nelse {\n    a.width = 2\n}\n")
    }

    /// The parser matches a `}` alone on its line with the `{` whose line is indented as much, so
    /// a `{` on the last line of a comment of several lines gives its `}` that line's indentation.
    func testClosingBraceTakesTheIndentationOfItsOpeningLine() {
        let text = "view a\n/* x\n  y */ when pad {\na.width = 1\n}\n"
        let expected = "view a\n/* x\n  y */ when pad {\n    a.width = 1\n  }\n"
        assertFormats(text, to: expected)
        XCTAssertFalse(LayoutParser.parse(SourceFile(path: "b.layout", text: expected)).diagnostics.contains { $0.severity == .error })
    }

    func testPropertyBlocks() {
        // Written on one line and fitting: stays; written on several: one member a line.
        assertFormats("view a{intrinsic 1 x 2;baseline 3;}\n", to: "view a { intrinsic 1 x 2; baseline 3 }\n")
        assertFormats("view a {intrinsic 1 x 2\nbaseline 3}\n", to: "view a {\n    intrinsic 1 x 2\n    baseline 3\n}\n")
        let names = (0..<12).map { "view v\($0) { intrinsic 100 x 20 }" }.joined(separator: "; ")
        let long = "view outer { " + names + " }\n"
        let expected = "view outer {\n" + (0..<12).map { "    view v\($0) { intrinsic 100 x 20 }\n" }.joined() + "}\n"
        assertFormats(long, to: expected)
    }

    func testLongViewListsWrapIntoDeclarations() throws {
        let names = (0..<40).map { "view\($0)" }
        let text = try XCTUnwrap(FormattingHarness.formatted("view " + names.joined(separator: ",") + "\n"))
        let lines = text.split(separator: "\n")
        XCTAssertGreaterThan(lines.count, 2)
        XCTAssertTrue(lines.allSatisfy { $0.hasPrefix("view ") && $0.count <= LayoutFormatter.lineWidth })
        XCTAssertEqual(lines.flatMap { $0.dropFirst(5).split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } }, names)
        // Guides too, and inside a block at its indentation.
        let guides = try XCTUnwrap(FormattingHarness.formatted("view a {\nguide " + names.joined(separator: ", ") + "\n}\n"))
        XCTAssertTrue(guides.split(separator: "\n").dropFirst().dropLast().allSatisfy { $0.hasPrefix("    guide ") })
    }

    func testSyntaxErrorsAreReportedNotFormatted() {
        guard case .syntaxErrors(let diagnostics) = LayoutFormatter.format(SourceFile(path: "e.layout", text: "view a\na.width = = 1\n")) else {
            return XCTFail("formatted a file with a syntax error")
        }
        XCTAssertTrue(diagnostics.contains { $0.severity == .error })
        // An unterminated comment would otherwise swallow the rest.
        if case .formatted = LayoutFormatter.format(SourceFile(path: "e.layout", text: "view a /* open\n")) {
            XCTFail("formatted an unterminated comment")
        }
        // Bytes that are not UTF-8 in a comment (trivia to the lexer) would not survive: L002.
        var bytes = Array("view a // caf".utf8) + [0xE9] + Array("\n".utf8)
        guard case .syntaxErrors(let invalid) = LayoutFormatter.format(SourceFile(path: "e.layout", bytes: bytes)) else {
            return XCTFail("formatted a comment that is not UTF-8")
        }
        XCTAssertEqual(invalid.map(\.code.rawValue), ["L002"])
        XCTAssertEqual(invalid.first?.span?.range.start, 13)
        bytes[13] = UInt8(ascii: "e")
        XCTAssertEqual(FormattingHarness.formatted(bytes: bytes), "view a // cafe\n")
        // Checker errors are no syntax errors: the file is formatted.
        XCTAssertEqual(FormattingHarness.formatted("a.width=1\n"), "a.width = 1\n")
    }

    /// A statement the parser does not know (issue 16 may add some) is printed token by token
    /// with the default spacing, never dropped: the printer does not depend on the tree.
    func testUnknownStatementsArePrintedTokenByToken() {
        let text = "device  phone{inset 4,8;  size 375 x 667}\nview a // c\n"
        let source = SourceFile(path: "u.layout", text: text)
        var printer = FormatPrinter(source: source, tokens: Lexer.tokens(of: source))
        XCTAssertEqual(printer.print(), "device phone {\n    inset 4, 8\n    size 375 x 667\n}\nview a // c\n")
    }
}

extension FormatterGoldenTests {
    /// `alignmentInsets` is formatted as every property: a space after each comma, on one line in
    /// a one-line block, one a line in a block written over lines.
    func testAlignmentInsetsFormatsAsAProperty() {
        assertFormats(
            "view toggle {intrinsic 49 x 31;alignmentInsets 2,0,2,0}\n",
            to: "view toggle { intrinsic 49 x 31; alignmentInsets 2, 0, 2, 0 }\n")
        assertFormats(
            "view toggle {\nalignmentInsets   1,2,3,4\n}\n",
            to: "view toggle {\n    alignmentInsets 1, 2, 3, 4\n}\n")
    }
}

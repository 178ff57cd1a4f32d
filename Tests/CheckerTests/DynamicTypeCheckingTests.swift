import LayoutChecker
import LayoutIR
import LayoutParser
import LayoutSource
import XCTest

/// Dynamic Type's syntax and its misuses: each misspelt name an error at its token with a
/// did-you-mean and a fix-it, never a silent flag or constant.
final class DynamicTypeCheckingTests: XCTestCase {
    private func checked(_ text: String, at category: ContentSizeCategory = .large) -> CheckResult {
        var request = CheckRequest(source: SourceFile(path: "main.layout", text: text))
        request.contentSize = category
        return check(request)
    }

    /// `line:column CODE: message (first note)` per diagnostic.
    private func messages(_ text: String) -> [String] {
        let source = SourceFile(path: "main.layout", text: text)
        return checked(text).diagnostics.map { diagnostic in
            let position = diagnostic.span.map { source.lineColumn(at: $0.range.start).description } ?? "-"
            return "\(position) \(diagnostic.code): \(diagnostic.message) (\(diagnostic.notes.first ?? ""))"
        }
    }

    func testSyntaxParsesDumpsAndPrints() {
        let text = "a.left = scaled(12) + scaled(4, headline)\nwhen contentSize >= accessibilityMedium { }\n"
        XCTAssertEqual(
            treeDump(text),
            "(equation a.left = (+ (scaled 12) (scaled 4 headline)))\n(when ((>= contentSize accessibilityMedium) (block)))\n")
        XCTAssertEqual(SyntaxPrinter.print(parseText(text).tree), text)
        // `scaled` is a word, not a keyword: a view may be called so.
        XCTAssertEqual(messages("view scaled\nscaled.left = 0\n"), [])
    }

    func testScaledNumbersFoldAtTheRequestedCategory() {
        let text = "view a\na.left = scaled(17)\na.top = scaled(11, caption2)\n"
        XCTAssertEqual(IRRendering.lines(checked(text).ir).prefix(2), ["a.left - 17 == 0", "a.top - 11 == 0"])
        // accessibilityLarge: body 33/17, caption2 24/11.
        XCTAssertEqual(IRRendering.lines(checked(text, at: .accessibilityLarge).ir).prefix(2), ["a.left - 33 == 0", "a.top - 24 == 0"])
        XCTAssertEqual(checked(text, at: .accessibilityLarge).ir.contentSize, .accessibilityLarge)
    }

    func testATextStyleScalesTheIntrinsicSize() {
        let result = checked("view a { intrinsic 34 x 17; textStyle largeTitle }\n", at: .extraSmall)
        XCTAssertEqual(result.diagnostics, [])
        // largeTitle: 31 at extraSmall over 34 at large.
        XCTAssertEqual(result.ir.textStyles.map(\.intrinsicWidth), [31])
        XCTAssertEqual(result.ir.textStyles.map(\.intrinsicHeight), [17.0 * 31 / 34])
        XCTAssertEqual(result.viewProperties.first?.textStyle, .largeTitle)
    }

    func testMisspeltNamesGetADidYouMeanAtTheirToken() {
        XCTAssertEqual(
            messages("view a\nwhen contentSize >= acessibilityMedium { a.left = 0 }\n"),
            ["2:21 T021: unknown content size category 'acessibilityMedium' (did you mean 'accessibilityMedium'?)"])
        XCTAssertEqual(
            messages("view a\na.left = scaled(12, heading)\n"),
            ["2:21 T022: unknown text style 'heading' (did you mean 'headline'?)"])
        XCTAssertEqual(
            messages("view a { intrinsic 1 x 1; textStyle bdy }\n"),
            ["1:37 T022: unknown text style 'bdy' (did you mean 'body'?)"])
        let fixIts = checked("view a\nwhen contentSize == Large { a.left = 0 }\n").diagnostics.flatMap(\.fixIts).map(\.replacement)
        XCTAssertEqual(fixIts, ["large"])
        XCTAssertEqual(
            messages("view a\nwhen contnetSize > large { a.left = 0 }\n"),
            ["2:6 V007: unknown canvas dimension 'contnetSize' (did you mean 'contentSize'?)"])
    }

    func testMisusesAreErrorsWithALocation() {
        XCTAssertEqual(
            messages("view a\nwhen contentSize >= 3 { a.left = 0 }\n"),
            ["2:21 T021: 'contentSize' compares with a content size category, not a number (the categories, smallest first: "
                + ContentSizeCategory.names.joined(separator: ", ") + ")"])
        XCTAssertEqual(messages("view a\nwhen contentSize { a.left = 0 }\n").map { String($0.prefix(44)) }, ["2:6 V006: 'contentSize' needs a comparison ("])
        XCTAssertEqual(
            messages("view a\na.left = scaled(x)\n"),
            ["2:17 T023: expected 'scaled(NUMBER)' or 'scaled(NUMBER, STYLE)', found 'x' (a scaled number reads 'scaled(12)' or 'scaled(12, headline)')"])
        XCTAssertEqual(
            messages("view a { textStyle body }\n"),
            ["1:10 T024: textStyle has no effect: 'a' has no intrinsic size (a text style scales the intrinsic size, declared at the default category: add 'intrinsic W x H')"])
    }
}

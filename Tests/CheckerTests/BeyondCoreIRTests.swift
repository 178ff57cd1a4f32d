import LayoutSource
import LayoutParser
import LayoutChecker
import XCTest

/// Exact IR for each construct beyond the core (grammar.md, "Extensions"): `~`, the extra priority names, chains, constraint
/// names, intrinsic sizes with hugging and compression resistance, margins and baselines.
final class BeyondCoreIRTests: XCTestCase {
    /// The result of checking `text`.
    private func checked(_ text: String) -> CheckResult {
        check(CheckRequest(source: SourceFile(path: "t.layout", text: text)))
    }

    /// The rendered IR of `text`; fails on any diagnostic.
    private func ir(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> [String] {
        let result = checked(text)
        XCTAssertEqual(result.diagnostics.map { "\($0.code) \($0.message)" }, [], file: file, line: line)
        return IRRendering.lines(result.ir)
    }

    /// The codes and messages of checking `text`.
    private func diagnostics(_ text: String) -> [String] {
        checked(text).diagnostics.map { "\($0.code) \($0.message)" }
    }

    // MARK: ~ and priority names

    func testTildeIsAPriorityLikeAt() {
        XCTAssertEqual(ir("view a\na.width = 10 ~ 750"), ["a.width - 10 == 0 @750"])
        XCTAssertEqual(ir("view a\na.width = 10 ~high"), ["a.width - 10 == 0 @750"])
        XCTAssertEqual(ir("view a\na.width = 10 ~ required"), ["a.width - 10 == 0"])
        XCTAssertEqual(
            checked("view a\na.width = 10 ~ 750").ir.constraints.map(\.priority),
            checked("view a\na.width = 10 @750").ir.constraints.map(\.priority))
        XCTAssertEqual(diagnostics("view a\na.width = 10 ~"), ["P007 expected a priority after '~', found end of file"])
        XCTAssertEqual(diagnostics("view a\na.width = 10 ~ 1500"), ["T014 priority 1500 is outside (0, 1000]"])
    }

    func testAutoLayoutPriorityNames() {
        XCTAssertEqual(ir("view a\na.width = 10 @defaultHigh"), ["a.width - 10 == 0 @750"])
        XCTAssertEqual(ir("view a\na.width = 10 ~defaultLow"), ["a.width - 10 == 0 @250"])
        XCTAssertEqual(ir("view a\na.width = 10 @ fittingSize"), ["a.width - 10 == 0 @50"])
    }

    func testPriorityNamesAreKeywords() {
        XCTAssertEqual(
            diagnostics("view defaultHigh"), ["P006 'defaultHigh' is a priority name and cannot name a view"])
        XCTAssertEqual(
            diagnostics("view a, fittingSize, b\nb.left = a.left"),
            ["P006 'fittingSize' is a priority name and cannot name a view"])
        XCTAssertEqual(
            diagnostics("view a\na.left = defaultLow.left"),
            ["P006 'defaultLow' is a priority name and cannot name a view"])
        XCTAssertEqual(
            diagnostics("view a\n[defaultLow] a.left = 0"),
            ["P006 'defaultLow' is a priority name and cannot name a constraint"])
        XCTAssertEqual(diagnostics("view a\na.left = 0 @defaulthigh"), ["P007 unknown priority 'defaulthigh'"])
    }

    // MARK: Chains

    func testChainLinksHaveTheirOwnLocations() {
        let text = "view a, b, c\na.left = b.left = c.left\n"
        let result = checked(text)
        XCTAssertEqual(result.diagnostics, [])
        XCTAssertEqual(IRRendering.lines(result.ir), ["a.left - b.left == 0", "b.left - c.left == 0"])
        let source = SourceFile(path: "t.layout", text: text)
        XCTAssertEqual(result.ir.constraints.map { source.text(in: $0.span.range) }, ["a.left = b.left", "b.left = c.left"])
        // A single equation keeps the whole statement, priority included.
        let single = checked("view a, b\na.left = b.left @high\n")
        XCTAssertEqual(single.ir.constraints.map { $0.span.range }, [SourceRange(start: 10, end: 31)])
    }

    // MARK: Constraint names

    func testNamedConstraintCarriesItsName() {
        let result = checked("view a, b\n[avatarGap] a.right = b.left - 12\nb.width = 10\n")
        XCTAssertEqual(result.diagnostics, [])
        XCTAssertEqual(IRRendering.lines(result.ir), ["a.left + a.width - b.left + 12 == 0", "b.width - 10 == 0"])
        XCTAssertEqual(result.ir.constraints.map(\.name), ["avatarGap", nil])
        // The span is the equation's, not the name's.
        XCTAssertEqual(result.ir.constraints[0].span.range, SourceRange(start: 22, end: 43))
        let compound = checked("view a, b\n[pinned] a.size = b.size\n")
        XCTAssertEqual(compound.ir.constraints.map(\.name), ["pinned", "pinned"])
    }

    func testDuplicateNameIsAnErrorPointingAtTheFirst() throws {
        let result = checked("view a, b\n[gap] a.left = 0\n[gap] b.left = 0\n")
        XCTAssertEqual(result.diagnostics.map { "\($0.code) \($0.message)" }, ["D004 constraint name 'gap' is already used"])
        let error = try XCTUnwrap(result.diagnostics.first)
        XCTAssertEqual(error.span?.range, SourceRange(start: 28, end: 31))
        XCTAssertEqual(error.related.map(\.span.range), [SourceRange(start: 11, end: 14)])
        XCTAssertEqual(error.related.map(\.message), ["first used here"])
    }

    func testMalformedNames() {
        XCTAssertEqual(
            diagnostics("view a\n[] a.left = 0"), ["N005 expected a constraint name after '[', found ']'"])
        XCTAssertEqual(
            diagnostics("view a\n[gap a.left = 0"), ["N005 expected ']' after the constraint name, found 'a'"])
        XCTAssertEqual(
            diagnostics("[gap] view a"), ["N005 only an equation can be named, not a view declaration"])
        XCTAssertEqual(diagnostics("[gap]\n"), ["N005 expected an equation after the constraint name 'gap'"])
        XCTAssertEqual(diagnostics("view a\n[high] a.left = 0"), ["P006 'high' is a keyword and cannot name a constraint"])
    }

    // MARK: Intrinsic size, hugging and compression resistance

    func testIntrinsicSizeGivesHuggingAndCompressionConstraints() {
        let expected = [
            "title.width - 120 <= 0 @250",
            "title.width - 120 >= 0 @750",
            "title.height - 20 <= 0 @250",
            "title.height - 20 >= 0 @750",
        ]
        XCTAssertEqual(ir("view title { intrinsic 120 x 20 }"), expected)
        XCTAssertEqual(ir("view title { intrinsic 120x20 }"), expected)
        XCTAssertEqual(ir("view title {\n  intrinsicWidth 120\n  intrinsicHeight 20\n}"), expected)
    }

    func testHuggingAndCompressionPerAxis() {
        XCTAssertEqual(ir("view a { intrinsic 120 x 20; hugging 251, 750; compression 1000, fittingSize }"), [
            "a.width - 120 <= 0 @251",
            "a.width - 120 >= 0",
            "a.height - 20 <= 0 @750",
            "a.height - 20 >= 0 @50",
        ])
        // One value sets both axes, and the order of properties does not matter.
        XCTAssertEqual(ir("view a { hugging defaultHigh; intrinsicHeight 30 }"), [
            "a.height - 30 <= 0 @750",
            "a.height - 30 >= 0 @750",
        ])
        // Hugging without an intrinsic size adds nothing, with a warning.
        let alone = checked("view a { hugging 1000 }")
        XCTAssertEqual(IRRendering.lines(alone.ir), [])
        XCTAssertEqual(
            alone.diagnostics.map { "\($0.code) \($0.message)" },
            ["A007 hugging has no effect: 'a' has no intrinsic size"])
    }

    func testIntrinsicConstraintsAreLocatedAtTheProperty() throws {
        let text = "view a, title { hugging 251; intrinsic 120 x 20 }, b\n"
        let result = checked(text)
        XCTAssertEqual(result.diagnostics, [])
        let source = SourceFile(path: "t.layout", text: text)
        XCTAssertEqual(Set(result.ir.constraints.map { source.text(in: $0.span.range) }), ["intrinsic 120 x 20"])
        XCTAssertEqual(result.ir.views.map(\.name), ["root", "a", "title", "b"])
    }

    func testPropertyMisuse() {
        XCTAssertEqual(diagnostics("view a { intrinsc 120 x 20 }"), ["A004 unknown property 'intrinsc'"])
        XCTAssertEqual(
            diagnostics("view a { intrinsic 120 }"),
            ["A005 intrinsic takes a width and a height, as in 'intrinsic 120 x 20'"])
        XCTAssertEqual(
            diagnostics("view a { intrinsic 120, 20 }"),
            ["A005 intrinsic takes a width and a height, as in 'intrinsic 120 x 20'"])
        XCTAssertEqual(diagnostics("view a { margins high }"), ["A005 margins takes numbers, not the priority 'high'"])
        XCTAssertEqual(diagnostics("view a { hugging 0 }"), ["T014 priority 0 is outside (0, 1000]"])
        XCTAssertEqual(
            diagnostics("view a { intrinsic 1 x 2; intrinsicWidth 3 }"),
            ["A006 intrinsicWidth of 'a' is set twice"])
        XCTAssertEqual(diagnostics("view a { intrinsicWidth 5; hugging 1; hugging 2 }"), ["A006 hugging of 'a' is set twice"])
        XCTAssertEqual(diagnostics("view a { 12 }"), ["A001 expected a property name, found '12'"])
        XCTAssertEqual(
            diagnostics("view a { margins 1 2 }"), ["A002 expected ',', 'x' or the end of the property, found '2'"])
        XCTAssertEqual(
            diagnostics("view a { margins }"), ["A002 expected a number or a priority for 'margins', found '}'"])
        XCTAssertEqual(diagnostics("view a { margins 1\nview b"), ["A003 '{' of 'a' is never closed"])
        XCTAssertEqual(
            diagnostics("view a, { margins 1 }"),
            ["A003 a property block must follow the name of the view it belongs to"])
    }

    func testBrokenBlockKeepsLaterStatementsAndNames() {
        // The unclosed block ends before the first line that reads as an equation; 'a' and 'b'
        // (now nested in 'a') are still declared.
        let result = checked("view a { margins 1\nview b\nb.left = a.left\n")
        XCTAssertEqual(result.diagnostics.map(\.code), [.expectedPropertyBlockEnd])
        XCTAssertEqual(IRRendering.lines(result.ir), ["a.left - b.left == 0"])
    }

    // MARK: Margins

    func testMarginAttributesAddTheDefaultMargin() {
        XCTAssertEqual(ir("view a\na.leftMargin = 10"), ["a.left - 2 == 0"])
        XCTAssertEqual(ir("view a\na.leadingMargin = 10"), ["a.left - 2 == 0"])
        XCTAssertEqual(ir("view a\na.rightMargin = 100"), ["a.left + a.width - 108 == 0"])
        XCTAssertEqual(ir("view a\na.trailingMargin = 100"), ["a.left + a.width - 108 == 0"])
        XCTAssertEqual(ir("view a\na.topMargin = 10"), ["a.top - 2 == 0"])
        XCTAssertEqual(ir("view a\na.bottomMargin = 100"), ["a.top + a.height - 108 == 0"])
        XCTAssertEqual(ir("view a\na.centerXWithinMargins = 50"), ["a.left + 0.5 a.width - 50 == 0"])
    }

    func testDeclaredMarginsAndCompounds() {
        XCTAssertEqual(ir("view card { margins 16 }, label\nlabel.edges = card.margins"), [
            "card.left - label.left + 16 == 0 (left)",
            "card.top - label.top + 16 == 0 (top)",
            "card.left + card.width - label.left - label.width - 16 == 0 (right)",
            "card.top + card.height - label.top - label.height - 16 == 0 (bottom)",
        ])
        // top, left, bottom, right, as UIEdgeInsets; and margins inset by a number like edges.
        XCTAssertEqual(ir("view card { margins 1, 2, 3, 4 }, label\nlabel.edges = card.margins + 10"), [
            "card.left - label.left + 12 == 0 (left)",
            "card.top - label.top + 11 == 0 (top)",
            "card.left + card.width - label.left - label.width - 14 == 0 (right)",
            "card.top + card.height - label.top - label.height - 13 == 0 (bottom)",
        ])
        XCTAssertEqual(ir("view card { margins 2, 4, 6, 10 }, dot\ndot.center = card.centerWithinMargins"), [
            "card.left + 0.5 card.width - dot.left - 0.5 dot.width - 3 == 0 (centerX)",
            "card.top + 0.5 card.height - dot.top - 0.5 dot.height - 2 == 0 (centerY)",
        ])
    }

    func testMarginMisuse() {
        XCTAssertEqual(diagnostics("view a\na.leftMargin = a.topMargin"), [
            "T012 cannot relate vertical position 'a.topMargin' to horizontal position 'a.leftMargin'",
        ])
        XCTAssertEqual(diagnostics("view a\na.margins = 8"), [
            "T011 margins can only be related to edges or margins, not to a number",
        ])
        XCTAssertEqual(diagnostics("view a\na.margins = a.size"), ["T010 cannot relate margins to size"])
        XCTAssertEqual(diagnostics("view a\na.edges = root.margins * 2"), [
            "T009 margins can only be offset by a number, not scaled",
        ])
        XCTAssertEqual(diagnostics("view a\na.width = a.rightMargin"), [
            "T013 cannot relate size 'a.width' to location 'a.rightMargin'",
        ])
        XCTAssertEqual(diagnostics("view a { margins 1, 2 }"), [
            "A005 margins takes one number for every side, or four: top, left, bottom, right",
        ])
    }

    // MARK: Baselines

    func testBaselineWithoutOffsetsIsTheBottom() {
        XCTAssertEqual(ir("view a, b\na.firstBaseline = b.lastBaseline"), [
            "a.top + a.height - b.top - b.height == 0",
        ])
        XCTAssertEqual(ir("view a, b\na.baseline = b.bottom"), ["a.top + a.height - b.top - b.height == 0"])
    }

    func testDeclaredBaselinesAreOffsetsFromTheTop() {
        XCTAssertEqual(ir("view a { baseline 16 }, b { baseline 14, 30 }\na.baseline = b.firstBaseline"), [
            "a.top - b.top + 2 == 0",
        ])
        XCTAssertEqual(ir("view a { baseline 16 }, b { baseline 14, 30 }\na.firstBaseline = b.baseline"), [
            "a.top - b.top - 14 == 0",
        ])
        XCTAssertEqual(ir("view a { baseline 14, 30 }\na.lastBaseline = 100"), ["a.top - 70 == 0"])
    }

    func testBaselineMisuse() {
        XCTAssertEqual(diagnostics("view a\na.baseline = a.left"), [
            "T012 cannot relate horizontal position 'a.left' to vertical position 'a.baseline'",
        ])
        XCTAssertEqual(diagnostics("view a { baseline 1, 2, 3 }"), [
            "A005 baseline takes one offset from the top, or two: first and last baseline",
        ])
    }

    // MARK: Printing

    func testPrinterRoundTripsExtensions() {
        let text = "view a { intrinsic 120 x 20; hugging 251, low }, b\n[gap] a.left = b.left = 0 ~defaultHigh\n"
        let tree = parse(SourceFile(path: "t.layout", text: text)).tree
        XCTAssertEqual(SyntaxPrinter.print(tree), text)
        let reparsed = parse(SourceFile(path: "t.layout", text: SyntaxPrinter.print(tree))).tree
        XCTAssertEqual(SyntaxDump.dump(reparsed), SyntaxDump.dump(tree))
    }
}

/// Edge cases of property blocks and names beyond the main constructs.
final class BeyondCoreEdgeCaseTests: XCTestCase {
    func testABlockOnARepeatedDeclarationIsIgnored() {
        let result = check(CheckRequest(source: SourceFile(path: "t.layout", text: "view a\nview a { margins 4 }\na.leftMargin = 10\n")))
        XCTAssertEqual(result.diagnostics.map(\.code), [.duplicateView])
        // The first declaration's default margin (8) still applies.
        XCTAssertEqual(IRRendering.lines(result.ir), ["a.left - 2 == 0"])
    }

    func testASizeOutsideABlockIsStillAMalformedNumber() {
        let result = check(CheckRequest(source: SourceFile(path: "t.layout", text: "view a\na.width = 120x20\n")))
        XCTAssertEqual(result.diagnostics.map(\.code), [.malformedNumber])
    }

    func testBlocksAndNamesInTheDump() {
        let tree = parse(SourceFile(path: "t.layout", text: "view a { margins 1, 2, 3, 4 }\n[n] a.left = 0 ~ 5\n")).tree
        XCTAssertEqual(
            SyntaxDump.dump(tree, includeRanges: true),
            """
            (view a@5..6 (block a { margins 1, 2, 3, 4 })@7..29)@0..29
            (equation [n]@30..33 a.left@34..40 = 0@43..44 (priority ~ 5)@45..48)@34..48

            """)
    }

    func testMultiLineBlockAndSemicolons() {
        let text = "view a {\n  intrinsicWidth 10;;\n\n  hugging 1000\n}, b\nb.left = a.right\n"
        let result = check(CheckRequest(source: SourceFile(path: "t.layout", text: text)))
        XCTAssertEqual(result.diagnostics, [])
        XCTAssertEqual(IRRendering.lines(result.ir), [
            "a.width - 10 <= 0",
            "a.width - 10 >= 0 @750",
            "a.left + a.width - b.left == 0",
        ])
    }
}

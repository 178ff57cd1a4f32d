import LayoutChecker
import LayoutIR
import LayoutParser
import LayoutSource
import XCTest

/// Hidden views in the checker: the `hidden` property, `hide` and `show` statements (top level,
/// `when`, `override`, included files), `clear` forgetting them, the condition each view is hidden
/// under in the IR, and every misuse's diagnostic.
final class HiddenViewTests: XCTestCase {
    private func checked(_ text: String, files: [String: String] = [:]) -> CheckResult {
        var texts = files
        texts["main.layout"] = text
        return check(CheckRequest(source: SourceFile(path: "main.layout", text: text), loader: InMemoryIncludeLoader(texts)))
    }

    /// Each diagnostic as `line:column code: message`.
    private func messages(_ text: String) -> [String] {
        let source = SourceFile(path: "main.layout", text: text)
        return checked(text).diagnostics.map { diagnostic in
            let position = diagnostic.span.map { source.lineColumn(at: $0.range.start).description } ?? "-"
            return "\(position) \(diagnostic.code): \(diagnostic.message)"
        }
    }

    /// Each hidden view as `name: condition`.
    private func hidden(_ text: String, files: [String: String] = [:]) -> [String] {
        let ir = checked(text, files: files).ir
        return ir.visibility.map { "\(ir.name(of: $0.view)): \($0.hiddenWhen.description)" }
    }

    // MARK: Syntax

    func testStatementsParseDumpAndPrint() {
        let tree = parseText("hide a, b\nshow root\nwhen pad { hide a }\n").tree
        XCTAssertEqual(SyntaxDump.dump(tree), "(hide a b)\n(show root)\n(when (pad (block (hide a))))\n")
        XCTAssertEqual(SyntaxPrinter.print(tree), "hide a, b\nshow root\nwhen pad { hide a }\n")
    }

    func testWordsAreContextualSoViewsMayBearThem() {
        let text = "view hide, show\nhide.left = 0\nshow.left = hide.right\nhide show\n"
        XCTAssertEqual(messages(text), [])
        XCTAssertEqual(hidden(text), ["show: always"])
    }

    func testMalformedLists() {
        XCTAssertEqual(diagnosticLines("view a\nhide a,\n"), ["2:8 error Y001: expected a view name after ',', found end of line"])
        XCTAssertEqual(diagnosticLines("view a, b\nshow a b\n"), ["2:8 error Y001: expected ',' or end of statement, found 'b'"])
    }

    // MARK: Meaning

    func testPropertyAndTopLevelStatementsInOrder() {
        let text = "view a { hidden true }\nview b { hidden false }\nview c, d\nhide c, d\nshow d\n"
        XCTAssertEqual(messages(text), [])
        XCTAssertEqual(hidden(text), ["a: always", "c: always"])
    }

    func testHiddenViewsKeepTheirConstraints() {
        let text = "view a { hidden true }\na.edges = root.edges + 8\nhide a\n"
        let result = checked(text)
        XCTAssertEqual(result.ir.constraints.count, 4)
        XCTAssertEqual(messages(text).map { $0.contains("Y004") }, [true])
    }

    func testWhenBlocksHideForTheirVariant() {
        let text = """
            view a, b, c
            when compactHeight { hide a } else { hide b }
            hide c
            when pad { show c }

            """
        XCTAssertEqual(messages(text), [])
        XCTAssertEqual(hidden(text), ["a: compactHeight", "b: not compactHeight", "c: not pad"])
        let ir = checked(text).ir
        let phone = VariantContext(canvasWidth: 375, canvasHeight: 667, idiom: .phone)
        let landscape = VariantContext(canvasWidth: 667, canvasHeight: 375, idiom: .phone)
        let pad = VariantContext(canvasWidth: 1024, canvasHeight: 768, idiom: .pad)
        XCTAssertEqual(ir.hiddenViews(in: phone).map { ir.name(of: $0) }, ["b", "c"])
        XCTAssertEqual(ir.hiddenViews(in: landscape).map { ir.name(of: $0) }, ["a", "c"])
        XCTAssertEqual(ir.hiddenViews(in: pad).map { ir.name(of: $0) }, ["b"])
        XCTAssertNil(ir.isHidden(ViewID(1), in: VariantContext(canvasWidth: nil, canvasHeight: nil)))
        // `not pad` needs no size: a phone without one decides it.
        XCTAssertEqual(ir.isHidden(ViewID(3), in: VariantContext(canvasWidth: nil, canvasHeight: nil)), true)
        XCTAssertEqual(ir.isHidden(ViewID(3), in: VariantContext(canvasWidth: nil, canvasHeight: nil, idiom: .pad)), false)
    }

    func testConditionsCombineInStatementOrder() {
        let text = "view a { hidden true }\nwhen pad { show a }\nwhen landscape { hide a }\n"
        XCTAssertEqual(hidden(text), ["a: not pad or landscape"])
        let text2 = "view a\nwhen pad { hide a }\nwhen mac { hide a }\nwhen landscape { show a }\n"
        XCTAssertEqual(hidden(text2), ["a: (pad or mac) and not landscape"])
    }

    func testOverrideAndIncludedFilesHideAsTheTopLevelDoes() {
        let text = "use \"base.layout\"\noverride { show b }\n"
        XCTAssertEqual(hidden(text, files: ["base.layout": "view a, b\nhide a, b\n"]), ["a: always"])
    }

    func testClearForgetsHideAndShowButNotTheProperty() {
        let text = "view a { hidden true }\nview b\nhide b\nwhen pad { show a }\nclear a, b\n"
        XCTAssertEqual(messages(text), [])
        XCTAssertEqual(hidden(text), ["a: always"])
        // A view whose only earlier statement is a hide is no longer "dropped nothing".
        XCTAssertEqual(messages("view a\nhide a\nclear a\n"), [])
        XCTAssertEqual(
            messages("view a { hidden true }\nclear a\n"),
            ["2:7 U010: 'clear a' drops nothing: no earlier constraint involves 'a'"])
    }

    // MARK: Misuse

    func testUnknownAndLaterViewsAreNamed() {
        XCTAssertEqual(messages("view banner\nhide baner\n"), ["2:6 N001: unknown view 'baner'"])
        XCTAssertEqual(checked("view banner\nhide baner\n").diagnostics.first?.notes, ["did you mean 'banner'?"])
        XCTAssertEqual(messages("hide a\nview a\n"), ["1:6 N004: view 'a' is used before its declaration"])
    }

    func testGuidesAndRootCannotBeHidden() {
        XCTAssertEqual(
            messages("guide g\nhide g\nshow root\n"),
            [
                "2:6 Y002: 'g' is a guide: a guide is never drawn, so it cannot be hidden",
                "3:6 Y003: root cannot be shown",
            ])
        XCTAssertEqual(messages("view root { hidden true }\n"), ["1:13 A009: root cannot have 'hidden'"])
    }

    func testHidingTwiceOrShowingAShownViewIsAWarning() {
        XCTAssertEqual(
            messages("view a, b\nhide a, a\nshow b\nwhen pad { hide a }\n"),
            [
                "2:9 Y004: 'hide a' changes nothing: 'a' is already hidden",
                "3:6 Y004: 'show b' changes nothing: 'b' is already shown",
                "4:17 Y004: 'hide a' changes nothing: 'a' is already hidden when pad",
            ])
        XCTAssertEqual(
            messages("view a\nwhen pad { hide a }\nwhen pad { hide a }\n"),
            ["3:17 Y004: 'hide a' changes nothing: 'a' is already hidden when pad"])
        let related = checked("view a { hidden true }\nhide a\n").diagnostics.first?.related.first
        XCTAssertEqual(related?.message, "hidden here")
    }

    func testHiddenTakesABoolean() {
        XCTAssertEqual(messages("view a { hidden 1 }\n"), ["1:10 A005: hidden takes true or false, as in 'hidden true'"])
        XCTAssertEqual(
            messages("view a { hidden true; hidden false }\n"),
            ["1:23 A006: hidden of 'a' is set twice"])
    }

    func testBadStatementInAWhenBlockIsSkipped() {
        XCTAssertEqual(messages("view a\nwhen pad { hide a b }\n").map { $0.prefix(9) }, ["2:19 Y001"])
    }
}

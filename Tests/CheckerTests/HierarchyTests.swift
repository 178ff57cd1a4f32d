import Foundation
import LayoutSource
import LayoutParser
import LayoutIR
import LayoutChecker
import XCTest

/// Nested views, the hierarchy in the IR, `superview` and `v.safeArea.x` (extension).
final class HierarchyTests: XCTestCase {
    private func checked(_ text: String) -> CheckResult {
        check(CheckRequest(source: SourceFile(path: "h.layout", text: text)))
    }

    private func messages(_ text: String) -> [String] {
        checked(text).diagnostics.map { "\($0.code) \($0.message)" }
    }

    private func ir(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> LayoutIR {
        let result = checked(text)
        XCTAssertEqual(result.diagnostics.map(\.message), [], file: file, line: line)
        return result.ir
    }

    private func id(_ name: String, in ir: LayoutIR) -> ViewID {
        ViewID(ir.views.firstIndex { $0.name == name } ?? -1)
    }

    private func source(_ text: String) -> SourceFile {
        SourceFile(path: "h.layout", text: text)
    }

    private func parents(_ ir: LayoutIR) -> [String] {
        ir.viewIDs.map { view in "\(ir.name(of: view))<\(ir.parent(of: view).map(ir.name(of:)) ?? "-")" }
    }

    // MARK: Syntax

    func testNestedDeclarationsParsePrintAndDump() {
        let text = "view card { margins 16; view title, body { intrinsic 120 x 20 }; guide gap }, other\n"
        let result = parseText(text)
        XCTAssertEqual(result.diagnostics, [])
        let printed = SyntaxPrinter.print(result.tree)
        XCTAssertEqual(
            printed, "view card { margins 16; view title, body { intrinsic 120 x 20 }; guide gap }, other\n")
        // Printing is a fixed point, and the reparsed tree dumps the same.
        XCTAssertEqual(SyntaxPrinter.print(parseText(printed).tree), printed)
        XCTAssertEqual(treeDump(printed), treeDump(text))
        XCTAssertTrue(treeDump(text).contains("view title, body { intrinsic 120 x 20 }; guide gap"))
    }

    func testBlocksSpanLinesAndNest() {
        let text = """
            view card {
              margins 16

              view header {
                view title { intrinsic 120 x 20 }
                guide gap
              }
              view body
            }
            title.top = header.top
            """
        let ir = ir(text)
        XCTAssertEqual(parents(ir), ["root<-", "card<root", "header<card", "title<header", "gap<header", "body<card"])
        XCTAssertEqual(ir.views.map(\.isGuide), [false, false, false, false, true, false])
    }

    func testSafeAreaReferenceIsOneAttributeName() {
        let tree = parseText("a.safeArea.top = root.safeArea.edges\n").tree
        XCTAssertEqual(SyntaxDump.dump(tree), "(equation a.safeArea.top = root.safeArea.edges)\n")
        XCTAssertEqual(SyntaxPrinter.print(tree), "a.safeArea.top = root.safeArea.edges\n")
        XCTAssertEqual(
            diagnosticLines("a.safeArea. = 1\n"),
            ["1:13 error P004: expected an attribute name after 'a.safeArea.', found '='"])
        // `safeArea` alone is read as an attribute (and rejected by the checker).
        XCTAssertEqual(messages("view a\na.left = a.safeArea\n"), ["N003 'safeArea' is a guide, not an attribute"])
    }

    // MARK: Recovery

    func testUnclosedBlockEndsBeforeAnEquationWithOneError() {
        let text = "view card {\n  view a { margins 1 }\n  view b\na.left = b.left\nb.top = 0\n"
        let result = checked(text)
        // b stays in card, so its bare number is warned about (H005).
        XCTAssertEqual(
            result.diagnostics.map { "\($0.code) \($0.message)" },
            ["A003 '{' of 'card' is never closed", "H005 'b' is nested in 'card', but a bare number is a position in root's coordinates"])
        let diagnostic = result.diagnostics[0]
        XCTAssertEqual(diagnostic.span?.range, SourceRange(start: 10, end: 11))
        XCTAssertEqual(diagnostic.notes, ["line 4 reads as an equation, so the block ends before it"])
        // The fix-it closes the block after its last member, on line 3.
        XCTAssertEqual(diagnostic.fixIts.map(\.replacement), [" }"])
        XCTAssertEqual(diagnostic.fixIts.first?.span.range.start, text.utf8.count - "\na.left = b.left\nb.top = 0\n".utf8.count)
        // The equations after it are still checked, with the nested views declared.
        XCTAssertEqual(IRRendering.lines(result.ir), ["a.left - b.left == 0", "b.top == 0"])
        XCTAssertEqual(parents(result.ir), ["root<-", "card<root", "a<card", "b<card"])
    }

    func testUnclosedBlockAtEndOfFileAndNamedEquation() {
        XCTAssertEqual(messages("view a { view b"), ["A003 '{' of 'a' is never closed"])
        XCTAssertEqual(checked("view a { view b").diagnostics.first?.notes, ["the block runs to the end of the file"])
        // A named equation reads as an equation too.
        XCTAssertEqual(messages("view a {\n[gap] a.left = 0\n"), ["A003 '{' of 'a' is never closed"])
    }

    func testEquationsInsideABlockThatABraceClosesGetOneError() {
        let text = "view card {\n  view a\n  a.left = 0\n\n  a.top = 0\n}\nview b\nb.left = a.left\n"
        let result = checked(text)
        XCTAssertEqual(
            result.diagnostics.map { "\($0.code) \($0.message)" }, ["A003 an equation cannot be inside the block of 'card'"])
        XCTAssertEqual(result.diagnostics.first?.span.map { source(text).lineColumn(at: $0.range.start).line }, 3)
        // The block ends at its '}': b is top-level and a stays in card.
        XCTAssertEqual(parents(result.ir), ["root<-", "card<root", "a<card", "b<root"])
        XCTAssertEqual(IRRendering.lines(result.ir), ["a.left - b.left == 0"])
        // A brace at the end of the equation's own line closes the block too.
        XCTAssertEqual(
            messages("view card {\n  view a\n  a.left = 0 }\nview b\n"), ["A003 an equation cannot be inside the block of 'card'"])
        // With no brace after the equations, the block was not closed.
        XCTAssertEqual(messages("view card {\n  view a\na.left = root.left\nview b\n"), ["A003 '{' of 'card' is never closed"])
    }

    func testEachBlockMemberGetsItsOwnError() {
        XCTAssertEqual(
            messages("view a {\n  12\n  view b c\n  margins\n}\n"),
            [
                "A001 expected a property name, found '12'",
                "P008 expected ',' or end of statement, found 'c'",
                "A002 expected a number or a priority for 'margins', found end of line",
            ])
        // Names after an error are still declared: no follow-on N001.
        XCTAssertEqual(messages("view a {\n  view b c\n}\nc.left = b.left\n"), ["P008 expected ',' or end of statement, found 'c'"])
        XCTAssertEqual(messages("view a { view }\n"), ["P005 expected a view name, found '}'"])
        XCTAssertEqual(messages("view a { guide g { margins 1 } }\n"), ["A008 a guide has no properties"])
    }

    func testDeepNestingIsLimited() {
        let depth = 300
        let text = (0..<depth).map { "view v\($0) { " }.joined() + String(repeating: "}", count: depth) + "\n"
        XCTAssertEqual(messages(text).map { String($0.prefix(4)) }, ["H001"])
        let justTooDeep = (0..<65).map { "view v\($0) { " }.joined() + String(repeating: "}", count: 65) + "\n"
        XCTAssertEqual(messages(justTooDeep), ["H001 views nested too deeply (more than 64 levels of blocks)"])
        // 64 levels are fine, and the tree is a chain.
        let fine = (0..<64).map { "view v\($0) { " }.joined() + "view leaf" + String(repeating: " }", count: 64) + "\n"
        let deep = ir(fine)
        XCTAssertEqual(deep.views.count, 66)
        XCTAssertEqual(deep.parent(of: id("leaf", in: deep)), id("v63", in: deep))
        XCTAssertEqual(deep.ancestors(ofIncluding: id("leaf", in: deep)).count, 66)
        XCTAssertEqual(deep.nearestCommonAncestor(id("leaf", in: deep), id("v10", in: deep)), id("v10", in: deep))
        XCTAssertEqual(deep.children(of: id("v62", in: deep)), [id("v63", in: deep)])
        // A constraint between the leaf and the outermost view belongs to the outermost view.
        let owned = ir(fine + "leaf.left = v0.left + 1\nleaf.top = v3.top\nleaf.width = 10\n")
        XCTAssertEqual(owned.constraints.map { owned.name(of: owned.owner(of: $0)) }, ["v0", "v3", "leaf"])
    }

    // MARK: Declaration order

    func testDeclarationOrderIsFileOrder() {
        let ir = ir("view a { view b { view c } }, d\nview e\n")
        XCTAssertEqual(ir.views.map(\.name), ["root", "a", "b", "c", "d", "e"])
        XCTAssertEqual(parents(ir), ["root<-", "a<root", "b<a", "c<b", "d<root", "e<root"])
        // Used before its (nested) declaration: N004 pointing at the nested name.
        let result = checked("c.left = 0\nview a { view c }\n")
        XCTAssertEqual(result.diagnostics.map { "\($0.code) \($0.message)" }, ["N004 view 'c' is used before its declaration"])
        XCTAssertEqual(result.diagnostics.first?.related.first?.span.range, SourceRange(start: 25, end: 26))
        // A nested name is declared once in the whole file.
        XCTAssertEqual(messages("view a { view b }\nview b\n"), ["N002 view 'b' is declared twice"])
        // The nested views of a duplicate are still declared, so their uses raise nothing more.
        XCTAssertEqual(messages("view a\nview a { view x }\nx.left = root.left\n"), ["N002 view 'a' is declared twice"])
    }

    // MARK: Hierarchy in the IR

    func testParentsChildrenAndCommonAncestors() {
        let ir = ir("""
            view card { view header { view title; guide gap }, body }
            view side { view note }
            """)
        let (card, header, title, gap, body, side, note) = (
            id("card", in: ir), id("header", in: ir), id("title", in: ir), id("gap", in: ir), id("body", in: ir),
            id("side", in: ir), id("note", in: ir)
        )
        XCTAssertNil(ir.parent(of: .root))
        XCTAssertNil(ir.views[0].parent)
        XCTAssertEqual(ir.parent(of: card), .root)
        XCTAssertEqual(ir.parent(of: gap), header)
        XCTAssertEqual(ir.children(of: .root), [card, side])
        XCTAssertEqual(ir.children(of: card), [header, body])
        XCTAssertEqual(ir.children(of: header), [title, gap])
        XCTAssertEqual(ir.children(of: title), [])
        XCTAssertEqual(ir.nearestCommonAncestor(title, gap), header)
        XCTAssertEqual(ir.nearestCommonAncestor(title, body), card)
        XCTAssertEqual(ir.nearestCommonAncestor(gap, note), .root)
        XCTAssertEqual(ir.nearestCommonAncestor(title, header), header)
        XCTAssertEqual(ir.nearestCommonAncestor(header, title), header)
        XCTAssertEqual(ir.nearestCommonAncestor(title, title), title)
        XCTAssertEqual(ir.nearestCommonAncestor(.root, note), .root)
    }

    func testConstraintOwners() {
        let ir = ir("""
            view card { view header { view title; guide gap }, body }
            view side { view note }
            title.width = 100
            title.left = gap.right + 8
            title.top = body.bottom
            title.left = header.left
            note.top = title.top
            card.left = root.left
            title.top = title.safeArea.top
            note.top = card.safeArea.bottom
            """)
        let owners = ir.constraints.map { ir.name(of: ir.owner(of: $0)) }
        XCTAssertEqual(owners, ["title", "header", "card", "header", "root", "root", "title", "root"])
    }

    func testTopLevelViewsAndCoreFilesHaveRootAsParent() {
        let ir = ir("view a, b\nguide g\na.left = b.left\n")
        XCTAssertEqual(ir.views.map(\.parent), [nil, .root, .root, .root])
        XCTAssertEqual(ir.constraints.map(ir.owner(of:)), [.root])
    }

    // MARK: superview

    func testSuperviewIsTheParentOfTheLeftHandSidesFirstView() {
        let ir = ir("""
            view card { view title }
            title.top = superview.top + 8
            title.width = superview.width - 2 * 16
            card.left = superview.left + 16
            2 * title.left - superview.left = 10
            """)
        XCTAssertEqual(IRRendering.lines(ir), [
            "card.top - title.top + 8 == 0",
            "card.width - title.width - 32 == 0",
            "root.left - card.left + 16 == 0",
            "card.left - 2 title.left + 10 == 0",
        ])
    }

    func testSuperviewInChainsFollowsEachLinksLeftSide() {
        // a.left = superview.left: a's parent (card); superview.left = b.left: the second link's
        // left side is `superview.left` itself, whose first view is still read from link one.
        let ir = ir("""
            view card { view a }, side { view b }
            a.left = b.left = superview.left
            """)
        XCTAssertEqual(IRRendering.lines(ir), ["a.left - b.left == 0", "side.left - b.left == 0"])
    }

    func testSuperviewErrorsAndShadowing() {
        XCTAssertEqual(messages("root.width = superview.width\n"), ["H002 root has no superview"])
        XCTAssertEqual(messages("superview.left = 0\n"), ["H003 'superview' needs a view on the left-hand side"])
        // An unknown view on the left is reported once, as N001.
        XCTAssertEqual(messages("view a\nb.left = superview.left\n"), ["N001 unknown view 'b'"])
        // A declared view called superview is that view, as in a core file.
        let ir = ir("view superview, a\na.left = superview.left\n")
        XCTAssertEqual(IRRendering.lines(ir), ["superview.left - a.left == 0"])
        XCTAssertEqual(ir.views.count, 3)
    }

    // MARK: Safe area

    func testSafeAreaGuidesAreAddedOncePerViewOnFirstUse() {
        let ir = ir("""
            view card { view title }
            title.top = card.safeArea.top + 8
            title.edges = root.safeArea.edges + 4
            card.top = card.safeArea.top
            """)
        XCTAssertEqual(ir.views.map(\.name), ["root", "card", "title", "card.safeArea", "root.safeArea"])
        XCTAssertEqual(ir.views.map(\.safeAreaOwner), [nil, nil, nil, id("card", in: ir), .root])
        XCTAssertEqual(ir.parent(of: id("card.safeArea", in: ir)), id("card", in: ir))
        XCTAssertEqual(ir.safeAreaGuide(of: id("card", in: ir)), id("card.safeArea", in: ir))
        XCTAssertNil(ir.safeAreaGuide(of: id("title", in: ir)))
        XCTAssertTrue(ir.usesSafeArea)
        XCTAssertEqual(IRRendering.lines(ir).first, "title.top - card.safeArea.top - 8 == 0")
        XCTAssertEqual(IRRendering.lines(ir).count, 6)
        XCTAssertFalse(self.ir("view a\na.left = 0\n").usesSafeArea)
    }

    func testSafeAreaAttributesFollowTheDirection() {
        let source = SourceFile(path: "h.layout", text: "view a\na.leading = a.safeArea.leading\n")
        XCTAssertEqual(IRRendering.lines(check(CheckRequest(source: source)).ir), ["a.left - a.safeArea.left == 0"])
        XCTAssertEqual(
            IRRendering.lines(check(CheckRequest(source: source, direction: .rightToLeft)).ir),
            ["a.left + a.width - a.safeArea.left - a.safeArea.width == 0"])
    }

    func testSafeAreaMisuse() {
        XCTAssertEqual(messages("guide g\ng.top = g.safeArea.top\n"), ["H004 guide 'g' has no safe area"])
        XCTAssertEqual(messages("view a\na.top = a.safeArea.tpo\n"), ["N003 unknown attribute 'safeArea.tpo'"])
        XCTAssertEqual(
            messages("view a\na.top = a.safeArea.topMargin\n"), ["N003 unknown attribute 'safeArea.topMargin'"])
        XCTAssertEqual(
            messages("view a\na.top = a.safeArea.baseline\n"), ["N003 unknown attribute 'safeArea.baseline'"])
        XCTAssertEqual(checked("view a\na.top = a.safeArea.tpo\n").diagnostics.first?.fixIts.map(\.replacement), ["safeArea.top"])
        XCTAssertEqual(messages("view a\na.top = a.safeArea.left\n").map { String($0.prefix(4)) }, ["T012"])
    }

    // MARK: Codes

    func testEveryHierarchyCodeHasAFixture() throws {
        var met: Set<DiagnosticCode> = []
        for name in try FixtureHarness.fixtureNames() {
            met.formUnion(FixtureHarness.run(try FixtureHarness.load(name)).metCodes)
        }
        let hierarchyCodes = DiagnosticCode.all.filter { $0.rawValue.hasPrefix("H") }
        XCTAssertEqual(hierarchyCodes.map(\.rawValue), ["H001", "H002", "H003", "H004", "H005", "H006"])
        XCTAssertEqual(hierarchyCodes.filter { !met.contains($0) }.map(\.rawValue), [])
    }
}

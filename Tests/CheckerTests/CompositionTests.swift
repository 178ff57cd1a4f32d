import Foundation
import LayoutSource
import LayoutParser
import LayoutChecker
import XCTest

/// Composition: `use "file"` (includes through a loader), replacement across files and inside
/// `override { }`, and `clear VIEW`: the constraints that reach the IR, and every misuse's error.
final class CompositionTests: XCTestCase {
    /// Checks `main.layout` (the first file) with every file in memory.
    private func checked(_ files: KeyValuePairs<String, String>, main: String = "main.layout") -> CheckResult {
        var texts: [String: String] = [:]
        for (path, text) in files { texts[path] = text }
        return check(CheckRequest(source: SourceFile(path: main, text: texts[main] ?? ""), loader: InMemoryIncludeLoader(texts)))
    }

    /// Each diagnostic as `path:line:column code: message`.
    private func lines(_ result: CheckResult) -> [String] {
        result.diagnostics.map { diagnostic in
            guard let span = diagnostic.span, let file = result.sources.first(where: { $0.path == span.path }) else {
                return "- \(diagnostic.code): \(diagnostic.message)"
            }
            return "\(span.path):\(file.lineColumn(at: span.range.start)) \(diagnostic.code): \(diagnostic.message)"
        }
    }

    // MARK: Syntax

    func testStatementsParseAndPrint() {
        let tree = parseText("use \"base/card.layout\"\nclear a, root\noverride { a.left = 0; clear b }\n").tree
        XCTAssertEqual(
            SyntaxDump.dump(tree),
            "(use \"base/card.layout\")\n(clear a root)\n(override (block (equation a.left = 0) (clear b)))\n")
        XCTAssertEqual(
            SyntaxPrinter.print(tree), "use \"base/card.layout\"\nclear a, root\noverride { a.left = 0; clear b }\n")
        XCTAssertEqual(parseText(SyntaxPrinter.print(tree)).tree.statements.count, 3)
    }

    func testWordsAreContextualSoViewsMayBearThem() {
        let text = "view use, clear, override\nuse.left = 0\nclear.left = use.right\noverride.left = clear.right\n"
        let result = check(CheckRequest(source: SourceFile(path: "t.layout", text: text)))
        XCTAssertEqual(result.diagnostics, [])
        XCTAssertEqual(
            IRRendering.lines(result.ir),
            ["use.left == 0", "use.left + use.width - clear.left == 0", "clear.left + clear.width - override.left == 0"])
    }

    func testMalformedUseAndClear() {
        XCTAssertEqual(diagnosticLines("use base.layout\n"), [
            "1:5 error U002: expected a quoted path after 'use', found 'base'",
        ])
        XCTAssertEqual(diagnosticLines("use \"\"\n"), ["1:5 error U002: the path after 'use' is empty"])
        XCTAssertEqual(diagnosticLines("use \"base.layout\nview a\n"), ["1:5 error U001: unterminated string"])
        XCTAssertEqual(diagnosticLines("clear a,\n"), ["1:9 error U008: expected a view name after ',', found end of line"])
        XCTAssertEqual(diagnosticLines("clear a b\n"), ["1:9 error U008: expected ',' or end of statement, found 'b'"])
        XCTAssertEqual(diagnosticLines("use \"a.layout\" x\n"), ["1:16 error P008: expected end of statement, found 'x'"])
    }

    // MARK: use

    func testIncludedViewsAndConstraintsComeFirstInOrder() {
        let result = checked([
            "main.layout": "use \"base/card.layout\"\nview b\nb.top = card.bottom\n",
            "base/card.layout": "view card\ncard.edges = root.edges + 8\n",
        ])
        XCTAssertEqual(lines(result), [])
        XCTAssertEqual(result.ir.views.map(\.name), ["root", "card", "b"])
        XCTAssertEqual(result.sources.map(\.path), ["main.layout", "base/card.layout"])
        XCTAssertEqual(result.ir.constraints.map(\.span.path), Array(repeating: "base/card.layout", count: 4) + ["main.layout"])
    }

    func testDiagnosticsInIncludedFilesCarryTheirPath() {
        let result = checked([
            "main.layout": "use \"base/card.layout\"\n",
            "base/card.layout": "view card\ncard.lefft = 0\ncard.top = (1\n",
        ])
        XCTAssertEqual(lines(result), [
            "base/card.layout:2:6 N003: unknown attribute 'lefft'",
            "base/card.layout:4:1 P003: expected ')', found end of file",
        ])
    }

    func testPathsAreRelativeToTheIncludingFile() {
        let result = checked([
            "app/main.layout": "use \"parts/a.layout\"\n",
            "app/parts/a.layout": "use \"../shared/b.layout\"\nview a\n",
            "app/shared/b.layout": "view b\n",
        ], main: "app/main.layout")
        XCTAssertEqual(lines(result), [])
        XCTAssertEqual(result.sources.map(\.path), ["app/main.layout", "app/parts/a.layout", "app/shared/b.layout"])
        XCTAssertEqual(result.ir.views.map(\.name), ["root", "b", "a"])
    }

    func testADiamondIncludesTheBaseOnce() {
        let result = checked([
            "main.layout": "use \"a.layout\"\nuse \"b.layout\"\n",
            "a.layout": "use \"base.layout\"\nview a\n",
            "b.layout": "use \"./base.layout\"\nview b\n",
            "base.layout": "view base\nbase.left = 0\n",
        ])
        XCTAssertEqual(lines(result), [])
        XCTAssertEqual(result.ir.views.map(\.name), ["root", "base", "a", "b"])
        XCTAssertEqual(IRRendering.lines(result.ir), ["base.left == 0"])
    }

    func testIncludeErrorsAreReportedAtThePath() {
        let result = checked([
            "app/main.layout": "use \"missing.layout\"\nuse \"../outside.layout\"\nuse \"/etc/x.layout\"\nuse \"a.layout\"\n",
            "app/a.layout": "use \"b.layout\"\n",
            "app/b.layout": "use \"main.layout\"\n",
            "outside.layout": "view o\n",
        ], main: "app/main.layout")
        XCTAssertEqual(lines(result), [
            "app/b.layout:1:5 U005: include cycle: app/main.layout -> app/a.layout -> app/b.layout -> app/main.layout",
            "app/main.layout:1:5 U003: cannot read 'missing.layout': no such file",
            "app/main.layout:2:5 U004: '../outside.layout' is outside the folder of 'app/main.layout'",
            "app/main.layout:3:5 U004: '/etc/x.layout' is an absolute path",
        ])
    }

    func testAFileIncludingItselfIsACycle() {
        let result = checked(["main.layout": "use \"main.layout\"\n"])
        XCTAssertEqual(lines(result), ["main.layout:1:5 U005: include cycle: main.layout -> main.layout"])
    }

    /// `count` files, `f0.layout` (the main file) to `f<count - 1>.layout`, each using the next
    /// and declaring a view after the `use`.
    private func includeChain(_ count: Int) -> [String: String] {
        var texts: [String: String] = [:]
        for index in 0..<count {
            let next = index + 1 < count ? "use \"f\(index + 1).layout\"\n" : ""
            texts["f\(index).layout"] = next + "view v\(index)\n"
        }
        return texts
    }

    func testIncludesNestAtMostSixteenDeep() throws {
        let texts = includeChain(20)
        let result = check(CheckRequest(source: SourceFile(path: "f0.layout", text: texts["f0.layout"] ?? ""), loader: InMemoryIncludeLoader(texts)))
        // f16.layout is 16 files below the main file; its `use` would reach depth 17.
        XCTAssertEqual(lines(result), ["f16.layout:1:5 U012: 'f17.layout' would be included 17 files deep, more than 16"])
        let error = try XCTUnwrap(result.diagnostics.first)
        XCTAssertEqual(error.notes, ["files may include one another at most 16 deep, below 'f0.layout'"])
        XCTAssertEqual(result.sources.count, 17)
        // Every file up to the limit is checked: its views are declared, deepest first.
        XCTAssertEqual(result.ir.views.map(\.name), ["root"] + (0...16).reversed().map { "v\($0)" })

        // Exactly 16 deep is allowed.
        let limit = includeChain(17)
        let allowed = check(CheckRequest(source: SourceFile(path: "f0.layout", text: limit["f0.layout"] ?? ""), loader: InMemoryIncludeLoader(limit)))
        XCTAssertEqual(lines(allowed), [])
        XCTAssertEqual(allowed.sources.count, 17)
    }

    func testUseNeedsALoaderAndTheTopLevel() {
        let alone = check(CheckRequest(source: SourceFile(path: "t.layout", text: "use \"a.layout\"\n")))
        XCTAssertEqual(alone.diagnostics.map(\.code), [.includeWithoutLoader])
        let nested = checked(["main.layout": "override {\n  use \"a.layout\"\n}\n", "a.layout": ""])
        XCTAssertEqual(lines(nested), ["main.layout:2:3 U007: 'use' cannot appear inside a block"])
    }

    func testDuplicateViewAcrossFilesPointsAtTheOtherFile() {
        let result = checked(["main.layout": "use \"a.layout\"\nview a\n", "a.layout": "view a\n"])
        XCTAssertEqual(lines(result), ["main.layout:2:6 N002: view 'a' is declared twice"])
        XCTAssertEqual(result.diagnostics.first?.related.first?.span.path, "a.layout")
    }

    func testABlockOnADuplicateInAnotherFileBelongsToNoView() {
        // Both names sit at bytes 5..6 of their files: the block must not go to main's view.
        let result = checked(["main.layout": "view a\nuse \"b.layout\"\n", "b.layout": "view a { intrinsic 10 x 10 }\n"])
        XCTAssertEqual(lines(result), ["b.layout:1:6 N002: view 'a' is declared twice"])
        XCTAssertEqual(result.ir.constraints, [])
    }

    // MARK: Replacement

    func testALaterFileReplacesTheSameAttributeAndRelation() {
        let result = checked([
            "main.layout": "use \"base.layout\"\ncard.height = 80\ncard.width >= 200\n",
            "base.layout": "view card\ncard.height = 120\ncard.width >= 100\ncard.width <= 300\ncard.left = 0\n",
        ])
        XCTAssertEqual(
            IRRendering.lines(result.ir),
            ["card.width - 300 <= 0", "card.left == 0", "card.height - 80 == 0", "card.width - 200 >= 0"])
        XCTAssertEqual(lines(result), [
            "main.layout:2:1 U009: replaces an earlier 'card.height =' constraint",
            "main.layout:3:1 U009: replaces an earlier 'card.width >=' constraint",
        ])
        XCTAssertEqual(result.diagnostics.map(\.severity), [.note, .note])
        XCTAssertEqual(result.diagnostics[0].related.map(\.span.path), ["base.layout"])
        XCTAssertEqual(result.diagnostics[0].related.map(\.message), ["replaced constraint"])
    }

    func testEqualAndDoubleEqualAreOneRelation() {
        let result = checked(["main.layout": "use \"b.layout\"\nv.left == 4\n", "b.layout": "view v\nv.left = 0\n"])
        XCTAssertEqual(IRRendering.lines(result.ir), ["v.left - 4 == 0"])
    }

    func testCompoundsReplacePerComponent() {
        let result = checked([
            "main.layout": "use \"b.layout\"\nv.left = 20\nv.size = 50\n",
            "b.layout": "view v\nv.edges = root.edges + 8\nv.width = 10; v.height = 10\n",
        ])
        XCTAssertEqual(IRRendering.lines(result.ir), [
            "root.top - v.top + 8 == 0 (top)",
            "root.left + root.width - v.left - v.width - 8 == 0 (right)",
            "root.top + root.height - v.top - v.height - 8 == 0 (bottom)",
            "v.left - 20 == 0",
            "v.width - 50 == 0 (width)",
            "v.height - 50 == 0 (height)",
        ])
    }

    func testTheSameFileDoesNotReplaceOutsideOverride() {
        let result = checked(["main.layout": "view v\nv.left = 0\nv.left = 0 @low\nuse \"e.layout\"\n", "e.layout": ""])
        // Both reach deduplication, which keeps the required one (as in a core file).
        XCTAssertEqual(IRRendering.lines(result.ir), ["v.left == 0"])
        XCTAssertEqual(result.diagnostics.map(\.code), [.constraintAtTwoPriorities])
    }

    func testOverrideReplacesInTheSameFile() {
        let text = "view v, w\nv.left = 0\nv.width = 10\nw.left = v.right\noverride {\n  v.left = 16\n  v.width >= 20\n}\n"
        let result = check(CheckRequest(source: SourceFile(path: "t.layout", text: text)))
        XCTAssertEqual(IRRendering.lines(result.ir), ["v.width - 10 == 0", "v.left + v.width - w.left == 0", "v.left - 16 == 0", "v.width - 20 >= 0"])
        XCTAssertEqual(result.diagnostics.map(\.code), [.replacedConstraint])
        XCTAssertEqual(result.diagnostics.first?.related.map(\.span.range), [SourceRange(start: 10, end: 20)])
        XCTAssertEqual(result.diagnostics.first?.related.map(\.message), ["replaced constraint"])
        // A replaced constraint with a name is called by it, and identified for tools.
        let named = check(CheckRequest(source: SourceFile(path: "t.layout", text: "view v\n[start] v.left = 0\noverride {\n  [inset] v.left = 16\n}\n")))
        XCTAssertEqual(named.diagnostics.map(\.constraintName), ["inset"])
        XCTAssertEqual(named.diagnostics.first?.related.map(\.message), ["replaced constraint 'start'"])
        XCTAssertEqual(named.diagnostics.first?.related.map(\.constraintName), ["start"])
    }

    func testOnlyASingleAttributeOnTheLeftReplaces() {
        // `2 * v.width` and `v.left + 4` name no single attribute: nothing is replaced, and a
        // parenthesized attribute still is one. Chains replace per link.
        let text = "view v, w\nv.width = 10\nv.left = 0\nw.left = 5\noverride {\n  2 * v.width = 20\n  (v.left) = w.left = 7\n}\n"
        let result = check(CheckRequest(source: SourceFile(path: "t.layout", text: text)))
        XCTAssertEqual(
            IRRendering.lines(result.ir),
            ["v.width - 10 == 0", "v.left - w.left == 0", "w.left - 7 == 0"])
        // The doubled width reached deduplication as a duplicate: it replaced nothing.
        XCTAssertEqual(result.diagnostics.map(\.code), [.duplicateConstraint, .replacedConstraint, .replacedConstraint])
    }

    func testReplacedConstraintsMeetNoDeduplication() {
        // The same constraint again in a later file replaces the first: no duplicate warning.
        let result = checked(["main.layout": "use \"b.layout\"\nv.left = 0\n", "b.layout": "view v\nv.left = 0\n"])
        XCTAssertEqual(result.diagnostics.map(\.code), [.replacedConstraint])
        XCTAssertEqual(IRRendering.lines(result.ir), ["v.left == 0"])
        XCTAssertEqual(result.ir.constraints.map(\.span.path), ["main.layout"])
    }

    func testConflictsAcrossFilesNameTheOtherFile() {
        let result = checked(["main.layout": "use \"b.layout\"\nv.left + 0 = 5\n", "b.layout": "view v\nv.left = 0\n"])
        XCTAssertEqual(lines(result), ["main.layout:2:1 D003: conflicts with the required equality on line 2 of b.layout: same terms, different constant"])
    }

    // MARK: clear

    func testClearDropsEveryEarlierConstraintOnTheViewButIntrinsicSizes() {
        let text = """
            view a, b { intrinsic 100 x 20 }
            a.left = 0
            b.left = a.right + 8
            b.top = 10
            a.top = 0
            clear b
            b.left = 0
            """
        let result = check(CheckRequest(source: SourceFile(path: "t.layout", text: text)))
        XCTAssertEqual(result.diagnostics, [])
        XCTAssertEqual(IRRendering.lines(result.ir), [
            "b.width - 100 <= 0 @250", "b.width - 100 >= 0 @750", "b.height - 20 <= 0 @250",
            "b.height - 20 >= 0 @750", "a.left == 0", "a.top == 0", "b.left == 0",
        ])
    }

    /// A constraint to a view's safe area or margins involves the view: `clear` drops it too.
    func testClearDropsConstraintsOnTheViewsSafeAreaAndMargins() {
        let text = """
            view a, b, c
            b.top = a.safeArea.top
            c.left = a.leftMargin
            b.left = 0
            clear a

            """
        let result = check(CheckRequest(source: SourceFile(path: "t.layout", text: text)))
        XCTAssertEqual(result.diagnostics, [])
        XCTAssertEqual(IRRendering.lines(result.ir), ["b.left == 0"])
    }

    /// `clear` of an arranged view leaves its stack's constraints; U010 says why it dropped nothing.
    func testClearingAnArrangedViewSaysTheStackKeepsPlacingIt() {
        let text = "stack bar {\n  view ok { intrinsic 60 x 44 }\n}\nbar.left = 0; bar.top = 0\nclear ok\n"
        let result = check(CheckRequest(source: SourceFile(path: "t.layout", text: text)))
        XCTAssertEqual(result.diagnostics.map(\.code), [.clearDropsNothing])
        XCTAssertEqual(
            result.diagnostics.first?.notes,
            ["the stack 'bar' arranges 'ok'; clear leaves the constraints a stack makes, which its declaration decides"])
        // A view in no stack gets no such note.
        let plain = check(CheckRequest(source: SourceFile(path: "t.layout", text: "view v\nclear v\n")))
        XCTAssertEqual(plain.diagnostics.first?.notes, [])
    }

    func testClearReachesIntoIncludedFilesAndWarnsWhenIdle() {
        let result = checked([
            "main.layout": "use \"b.layout\"\nclear v\nclear w, root\n",
            "b.layout": "view v, w\nv.left = 0\nv.top = 0\n",
        ])
        XCTAssertEqual(IRRendering.lines(result.ir), [])
        XCTAssertEqual(lines(result), [
            "main.layout:3:7 U010: 'clear w' drops nothing: no earlier constraint involves 'w'",
            "main.layout:3:10 U010: 'clear root' drops nothing: no earlier constraint involves 'root'",
        ])
        let unknown = check(CheckRequest(source: SourceFile(path: "t.layout", text: "view v\nclear vv\n")))
        XCTAssertEqual(unknown.diagnostics.map(\.code), [.unknownView])
    }

    func testCoreFilesAreCheckedAsBefore() {
        // No composition statement: the constraints go straight to deduplication, as in the core.
        let text = "view a\na.left = 0\na.left = 0\na.width = 10\n"
        let result = check(CheckRequest(source: SourceFile(path: "t.layout", text: text)))
        XCTAssertEqual(IRRendering.lines(result.ir), ["a.left == 0", "a.width - 10 == 0"])
        XCTAssertEqual(result.diagnostics.map(\.code), [.duplicateConstraint])
    }

    func testCodesAreListedAndPrefixed() {
        let compositionCodes = DiagnosticCode.all.filter { $0.rawValue.hasPrefix("U") }
        XCTAssertEqual(compositionCodes.map(\.rawValue), (1...12).map { String(format: "U%03d", $0) })
        for code in compositionCodes { XCTAssertFalse(code.title.isEmpty) }
    }
}

/// The lexical path arithmetic behind includes.
final class IncludePathTests: XCTestCase {
    func testStandardizedPaths() {
        XCTAssertEqual(IncludePath.standardized("a/./b/../c"), "a/c")
        XCTAssertEqual(IncludePath.standardized("a//b/"), "a/b")
        XCTAssertEqual(IncludePath.standardized("../../a"), "../../a")
        XCTAssertEqual(IncludePath.standardized("a/../../b"), "../b")
        XCTAssertEqual(IncludePath.standardized("/../a"), "/a")
        XCTAssertEqual(IncludePath.standardized("a/.."), ".")
        XCTAssertEqual(IncludePath.directory(of: "main.layout"), ".")
        XCTAssertEqual(IncludePath.directory(of: "/main.layout"), "/")
        XCTAssertEqual(IncludePath.directory(of: "x/y/main.layout"), "x/y")
        XCTAssertEqual(IncludePath.joined(".", "a.layout"), "a.layout")
        XCTAssertEqual(IncludePath.joined("x", "../a.layout"), "x/../a.layout")
    }

    func testInsideComparesWholeComponents() {
        XCTAssertTrue(IncludePath.isInside("app/a.layout", folder: "app"))
        XCTAssertFalse(IncludePath.isInside("application/a.layout", folder: "app"))
        XCTAssertTrue(IncludePath.isInside("a.layout", folder: "."))
        XCTAssertFalse(IncludePath.isInside("../a.layout", folder: "."))
        XCTAssertTrue(IncludePath.isInside("../x/a.layout", folder: "../x"))
        XCTAssertFalse(IncludePath.isInside("../../../z", folder: "../.."))
        XCTAssertTrue(IncludePath.isInside("/srv/app/a", folder: "/srv/app"))
        XCTAssertFalse(IncludePath.isInside("/srv/other/a", folder: "/srv/app"))
        XCTAssertTrue(IncludePath.isInside("/anything", folder: "/"))
        XCTAssertFalse(IncludePath.isInside("a", folder: "/srv"))
    }
}

/// Composition next to `when` blocks: conditional constraints take no part in replacement.
final class CompositionVariantTests: XCTestCase {
    func testConditionalConstraintsNeitherReplaceNorAreReplaced() {
        let text = """
            view a
            a.left = 0
            when width >= 600 { a.left = 40 }
            override {
              when width < 600 { a.left = 8 }
              a.width = 10
            }
            clear a
            a.left = 1; a.width = 2
            """
        let result = check(CheckRequest(source: SourceFile(path: "t.layout", text: text)))
        XCTAssertEqual(result.diagnostics.map(\.code), [])
        // clear drops conditional constraints too; nothing was noted as replaced.
        XCTAssertEqual(IRRendering.lines(result.ir), ["a.left - 1 == 0", "a.width - 2 == 0"])
        let kept = check(CheckRequest(source: SourceFile(path: "t.layout", text: "view a\na.left = 0\noverride {\n  when width < 600 { a.left = 8 }\n}\n")))
        XCTAssertEqual(kept.diagnostics.map(\.code), [])
        XCTAssertEqual(kept.ir.constraints.count, 2)
        XCTAssertEqual(kept.ir.constraints.map { $0.condition == nil }, [true, false])
    }
}

/// Named constraints (`[gap] ...`) are replaced by name, whatever their attributes.
final class CompositionNameTests: XCTestCase {
    func testALaterFileReplacesAConstraintByItsName() {
        var texts: [String: String] = [:]
        texts["main.layout"] = "use \"b.layout\"\n[gap] b.leading = a.trailing + 8\n"
        texts["b.layout"] = "view a, b\n[gap] b.left = a.right + 12\na.left = 0\n"
        let result = check(CheckRequest(source: SourceFile(path: "main.layout", text: texts["main.layout"] ?? ""), loader: InMemoryIncludeLoader(texts)))
        XCTAssertEqual(result.diagnostics.map(\.message), ["replaces the earlier constraint named 'gap'"])
        XCTAssertEqual(result.diagnostics.first?.related.map(\.span.path), ["b.layout"])
        XCTAssertEqual(result.diagnostics.first?.constraintName, "gap")
        XCTAssertEqual(result.diagnostics.first?.related.map(\.constraintName), ["gap"])
        XCTAssertEqual(IRRendering.lines(result.ir), ["a.left == 0", "a.left + a.width - b.left + 8 == 0"])
        XCTAssertEqual(result.ir.constraints.last?.name, "gap")
    }

    func testInOneFileANameIsReplacedOnlyInsideOverride() {
        let twice = check(CheckRequest(source: SourceFile(path: "t.layout", text: "view a\n[w] a.width = 10\n[w] a.width = 20 @low\nclear a\n")))
        XCTAssertEqual(twice.diagnostics.map(\.code), [.duplicateConstraintName])
        let text = "view a\n[w] a.size = 10\noverride {\n  [w] a.width >= 20\n}\n"
        let replaced = check(CheckRequest(source: SourceFile(path: "t.layout", text: text)))
        XCTAssertEqual(replaced.diagnostics.map(\.code), [.replacedConstraint])
        XCTAssertEqual(replaced.diagnostics.first?.related.count, 1)
        XCTAssertEqual(IRRendering.lines(replaced.ir), ["a.width - 20 >= 0"])
    }
}


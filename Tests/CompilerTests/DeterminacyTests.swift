import LayoutCompiler
import LayoutSource
import XCTest

/// Undetermined attributes: one S002 warning per view, naming its free primary attributes.
final class DeterminacyTests: XCTestCase {
    private func undetermined(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.filter { $0.code == .undeterminedAttributes }
    }

    func testFreeAttributesAreNamedAtTheViewsDeclaration() {
        let layout = compileText("""
            view card, thumbnail
            card.edges = root.edges
            thumbnail.left = card.left + 12
            thumbnail.width = 64
            """)
        let solution = layout.solve(size: phone)
        XCTAssertFalse(solution.frames.isEmpty, "a warning still gives frames")
        let warnings = undetermined(solution.diagnostics)
        XCTAssertEqual(
            warnings.map(\.message), ["thumbnail.top and thumbnail.height are not determined by any constraint"])
        XCTAssertEqual(warnings.first?.severity, .warning)
        XCTAssertEqual(warnings.first?.notes.first, "the solver picks arbitrary values for them")
        // The fix-it (FixItTests): a height, then the top pinned to root (the card is behind it).
        XCTAssertEqual(warnings.first?.fixIts.map(\.replacement), ["\nthumbnail.height = 44\nthumbnail.top = root.top\n"])
        let declaration = warnings.first?.span.map { layout.source.text(in: $0.range) }
        XCTAssertEqual(declaration, "thumbnail")
        XCTAssertEqual(layout.line(of: warnings.first?.span), 1)
    }

    func testAnInequalityAloneDoesNotDetermine() {
        let layout = compileText("""
            view box
            box.left >= 10
            box.top = 0; box.size = 10
            """)
        XCTAssertEqual(
            undetermined(layout.solve(size: phone).diagnostics).map(\.message),
            ["box.left is not determined by any constraint"])
    }

    func testOneWarningPerViewInDeclarationOrder() {
        let layout = compileText("""
            view b, a
            a.left = 0; a.top = 0
            b.size = 10
            """)
        XCTAssertEqual(
            undetermined(layout.solve(size: phone).diagnostics).map(\.message),
            [
                "b.left and b.top are not determined by any constraint",
                "a.width and a.height are not determined by any constraint",
            ])
    }

    func testADeterminedLayoutHasNoWarning() throws {
        let layout = try compileFile("Tests/CompilerTests/Fixtures/card.layout")
        XCTAssertEqual(layout.solve(size: phone).diagnostics, [])
        XCTAssertEqual(layout.solve(size: desktop).diagnostics, [])
    }

    func testEveryExampleIsDeterminedAtBothSizes() throws {
        let paths = try examplePaths()
        XCTAssertGreaterThanOrEqual(paths.count, 6)
        for path in paths {
            let layout = try compileFile(path)
            for size in [phone, desktop] {
                let solution = layout.solve(size: size)
                // Notes (such as composition's U009 on a replaced constraint) are no findings.
                XCTAssertEqual(solution.diagnostics.filter { $0.severity != .note }, [], "\(path) at \(size)")
                // Safe-area guides (extension) are the compiler's own and not reported.
                let reported = layout.ir.viewIDs.filter(layout.ir.isReported).count
                XCTAssertEqual(solution.frames.count + solution.guides.count, reported, "\(path) at \(size)")
            }
            XCTAssertEqual(layout.check(sizes: [phone, desktop]).filter { $0.severity != .note }, [], path)
        }
    }

    func testWithoutASizeRootIsReportedOnceNotEveryViewHangingOnIt() {
        let layout = compileText("""
            view card, loose
            card.edges = root.edges + 16
            loose.left = 0; loose.top = 0; loose.width = 10
            """)
        let warnings = undetermined(layout.solve(size: nil).diagnostics)
        XCTAssertEqual(
            warnings.map(\.message),
            [
                "root.width and root.height are not determined by any constraint",
                "loose.height is not determined by any constraint",
            ])
        XCTAssertNil(warnings.first?.span, "root has no declaration")
        XCTAssertEqual(
            warnings.first?.notes, ["give the canvas a size (--size WxH), or constrain root's size in the file"])
        // With a size only `loose` is free.
        XCTAssertEqual(undetermined(layout.solve(size: phone).diagnostics).count, 1)
    }

    func testCheckWithoutSizesReportsNoUndeterminedAttributes() {
        let layout = compileText("""
            view box
            box.left = 0
            """)
        XCTAssertEqual(layout.check(sizes: []), [])
        XCTAssertEqual(undetermined(layout.check(sizes: [phone])).count, 1)
    }

    func testWarningsAtOnlySomeSizesNameThem() {
        // At 150 points wide the cap of 7.5 is below both preferences, which then agree on 7.5;
        // wider, any width between 10 and the cap has the same total violation, so it is free.
        let layout = compileText("""
            view box
            box.left = 0; box.top = 0; box.height = 10
            box.width <= root.width / 20
            box.width = 10 @low
            box.width = 90 @low
            """)
        let small = CanvasSize(width: 150, height: 100)
        let warnings = undetermined(layout.check(sizes: [small, phone, desktop]))
        XCTAssertEqual(
            warnings.map(\.printedMessage), ["box.width is not determined by any constraint at 375x667 and 1024x768"])
        XCTAssertEqual(warnings.map(\.context), [DiagnosticContext(sizes: ["375x667", "1024x768"])])
        // The same warning at every checked size does not name sizes.
        XCTAssertEqual(
            undetermined(layout.check(sizes: [phone, desktop])).map(\.message),
            ["box.width is not determined by any constraint"])
    }
}

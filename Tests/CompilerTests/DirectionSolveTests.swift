import LayoutCompiler
import LayoutSource
import XCTest

/// Frames in both writing directions, and the mirror check (S004).
final class DirectionSolveTests: XCTestCase {
    private func frames(_ layout: CompiledLayout, _ size: CanvasSize) -> [ViewFrame] {
        let solution = layout.solve(size: size)
        XCTAssertFalse(solution.hasErrors, "\(solution.diagnostics)")
        return solution.frames
    }

    func testExampleWrittenWithLeadingAndTrailingMirrorsExactly() throws {
        let url = repositoryRoot.appendingPathComponent("Examples/chat-row.layout")
        let source = SourceFile(path: "chat-row.layout", text: try String(contentsOf: url, encoding: .utf8))
        for size in [CanvasSize(width: 375, height: 100), desktop] {
            let ltr = frames(LayoutCompiler.compile(CompileRequest(source: source)), size)
            let rtl = frames(LayoutCompiler.compile(CompileRequest(source: source, direction: .rightToLeft)), size)
            XCTAssertEqual(ltr, frames(LayoutCompiler.compile(CompileRequest(source: source, direction: .leftToRight)), size))
            XCTAssertEqual(ltr.count, 5)
            for (a, b) in zip(ltr, rtl) {
                XCTAssertEqual(b.x, size.width - a.x - a.width, accuracy: 1e-9, a.name)
                XCTAssertEqual([b.y, b.width, b.height], [a.y, a.width, a.height], a.name)
            }
            XCTAssertEqual(ltr[2], ViewFrame(name: "avatar", x: 16, y: 16, width: 40, height: 40))
            XCTAssertEqual(rtl[2], ViewFrame(name: "avatar", x: size.width - 56, y: 16, width: 40, height: 40))
            XCTAssertEqual(LayoutCompiler.mirrorDiagnostics(MirrorRequest(source: source, sizes: [size])), [])
        }
    }

    func testViewsPlacedWithLeftAndRightAreReportedAtTheirDeclaration() {
        let source = SourceFile(path: "m.layout", text: """
            view icon, badge, bar
            icon.leading = root.leading + 8; icon.top = 8; icon.size = 20
            badge.left = root.left + 40; badge.top = 8; badge.size = 20
            bar.centerX = root.centerX; bar.width = 100; bar.top = 40; bar.height = 4
            """)
        let warnings = LayoutCompiler.mirrorDiagnostics(MirrorRequest(source: source, sizes: [phone, phone, desktop]))
        XCTAssertEqual(warnings.map(\.code), [.unmirroredFrame])
        let warning = try? XCTUnwrap(warnings.first)
        XCTAssertEqual(warning?.severity, .warning)
        XCTAssertEqual(warning?.message, "'badge' does not mirror in right to left")
        XCTAssertEqual(warning?.printedMessage, "'badge' does not mirror in right to left at 375x667 and 1024x768")
        XCTAssertEqual(warning.flatMap { $0.span.map { source.text(in: $0.range) } }, "badge")
        XCTAssertEqual(warning?.notes.first, "right to left puts it at x = 40, width 20, y = 8, height 20; its mirror is at x = 315, width 20, y = 8, height 20")
        XCTAssertTrue(warning?.notes.last?.contains("leading and trailing") ?? false)
        // Without sizes, the file's own root size is used, and no size is named.
        let sized = SourceFile(path: "s.layout", text: "view a\nroot.size = 100\na.left = 10; a.top = 0; a.size = 10\n")
        XCTAssertEqual(LayoutCompiler.mirrorDiagnostics(MirrorRequest(source: sized, sizes: [])).map(\.message), ["'a' does not mirror in right to left"])
    }

    func testFilesWithErrorsOrConflictsGiveNoMirrorWarnings() {
        let broken = SourceFile(path: "b.layout", text: "view a\na.left = b.left\n")
        XCTAssertEqual(LayoutCompiler.mirrorDiagnostics(MirrorRequest(source: broken, sizes: [phone])), [])
        let conflict = SourceFile(path: "c.layout", text: "view a\na.left = 10; a.top = 0; a.size = 10\na.width = 20\n")
        XCTAssertEqual(LayoutCompiler.mirrorDiagnostics(MirrorRequest(source: conflict, sizes: [phone])), [])
    }
}

extension DirectionSolveTests {
    func testAViewPinnedWithLeadingMirrorsAtEverySize() {
        let source = SourceFile(path: "r.layout", text: "view a\na.leading = 10; a.top = 0; a.size = 10\n")
        XCTAssertEqual(LayoutCompiler.mirrorDiagnostics(MirrorRequest(source: source, sizes: [phone, desktop])), [])
        let rtl = LayoutCompiler.compile(CompileRequest(source: source, direction: .rightToLeft)).solve(size: phone)
        XCTAssertEqual(rtl.frame(named: "a"), ViewFrame(name: "a", x: 355, y: 0, width: 10, height: 10))
    }
}

import LayoutCompiler
import LayoutSource
import XCTest

/// `check --mirror` on files with `when` blocks: every variant `check` examines is solved in
/// both directions, and a warning made in some variants only names them as `check` does.
final class MirrorVariantTests: XCTestCase {
    /// A badge placed with `left` only when expanded; pad changes a label that never matters.
    private let badge = SourceFile(path: "m.layout", text: """
        view icon, badge, label
        icon.leading = 16; icon.top = 16; icon.size = 24
        label.leading = icon.trailing + 8; label.top = 16; label.height = 20 @high
        label.trailing = root.trailing - 16
        badge.top = 8; badge.size = 12
        when expanded { badge.left = icon.right - 6 } else { badge.leading = icon.trailing - 6 }
        when pad { label.height = 30 }

        """)

    private func messages(_ source: SourceFile, sizes: [CanvasSize], _ selection: VariantSelection = VariantSelection()) -> [String] {
        LayoutCompiler.mirrorDiagnostics(MirrorRequest(source: source, sizes: sizes, variants: selection)).map(\.printedMessage)
    }

    func testAWarningMadeInSomeVariantsNamesThem() throws {
        XCTAssertEqual(messages(badge, sizes: [phone, desktop]), ["with expanded: 'badge' does not mirror in right to left at 375x667 and 1024x768"])
        let warning = try XCTUnwrap(LayoutCompiler.mirrorDiagnostics(MirrorRequest(source: badge, sizes: [phone], variants: VariantSelection())).first)
        XCTAssertEqual(warning.code, .unmirroredFrame)
        XCTAssertEqual(warning.notes.first, "right to left puts it at x = 353, width 12, y = 8, height 12; its mirror is at x = 329, width 12, y = 8, height 12")
        // The default variant alone (what the single-environment check solves) has nothing.
        XCTAssertEqual(LayoutCompiler.mirrorDiagnostics(MirrorRequest(source: badge, sizes: [phone])), [])
    }

    func testChosenVariantsAreNotNamed() {
        XCTAssertEqual(messages(badge, sizes: [phone], VariantSelection(flags: ["expanded"])), ["'badge' does not mirror in right to left at 375x667"])
        XCTAssertEqual(messages(badge, sizes: [phone], VariantSelection(flags: [])), [])
        // The idiom chosen, the flags still vary.
        XCTAssertEqual(messages(badge, sizes: [phone], VariantSelection(idiom: .pad)), ["with expanded: 'badge' does not mirror in right to left at 375x667"])
    }

    func testAWarningInEveryVariantIsReportedOncePlainly() {
        let source = SourceFile(path: "m.layout", text: """
            view a, b
            a.left = 16; a.top = 16; a.size = 24
            b.top = 0; b.size = 10
            when compactWidth { b.left = 0 } else { b.leading = 100 }

            """)
        // `a` never mirrors; `b` does not at 375 points (compact on every idiom), and does at 1024.
        XCTAssertEqual(messages(source, sizes: [phone, desktop]), [
            "'a' does not mirror in right to left at 375x667 and 1024x768",
            "'b' does not mirror in right to left at 375x667",
        ])
    }

    func testVariantsThatDifferInTheirFramesAreReportedApart() {
        let source = SourceFile(path: "m.layout", text: """
            view a
            a.left = 16; a.top = 16 @low; a.size = 24
            when pad { a.top = 40 }

            """)
        let warnings = LayoutCompiler.mirrorDiagnostics(MirrorRequest(source: source, sizes: [phone], variants: VariantSelection()))
        XCTAssertEqual(warnings.map(\.printedMessage).sorted(), [
            "on pad: 'a' does not mirror in right to left at 375x667",
            "on phone; on mac: 'a' does not mirror in right to left at 375x667",
        ])
    }

    func testWithoutASizeConditionsOnTheCanvasAreLeftOut() {
        let source = SourceFile(path: "m.layout", text: """
            view a
            a.top = 0; a.size = 10; root.size = 200; a.leading = 2 @low
            when width >= 600 { a.leading = 0 } else { a.leading = 4 }
            when expanded { a.left = 8 @high }

            """)
        // Without a size, neither canvas branch applies, so `a.left` alone places `a` with expanded.
        XCTAssertEqual(messages(source, sizes: []), ["with expanded: 'a' does not mirror in right to left"])
        XCTAssertEqual(messages(source, sizes: [phone]), [])
    }

    func testTheSameVariantsAsCheckAreExamined() {
        // Seven flags have 128 variants: check examines the first 64 (at most three flags set),
        // and so does the mirror check, which never sees all seven set.
        let flags = ["f1", "f2", "f3", "f4", "f5", "f6", "f7"]
        let uses = flags.map { "when \($0) { a.top = 0 @low }" }.joined(separator: "\n")
        let text = "view a\na.leading = 0 @low; a.top = 0; a.size = 10\n\(uses)\nwhen \(flags.joined(separator: " and ")) { a.left = 4 @high }\n"
        let source = SourceFile(path: "m.layout", text: text)
        XCTAssertEqual(LayoutCompiler.compile(CompileRequest(source: source)).variantPlan(for: VariantSelection()).variants.count, 64)
        XCTAssertEqual(messages(source, sizes: [phone]), [])
        XCTAssertEqual(messages(source, sizes: [phone], VariantSelection(flags: Set(flags))), ["'a' does not mirror in right to left at 375x667"])
    }

    func testAFileWithoutVariantsIsSolvedOnce() {
        let source = SourceFile(path: "m.layout", text: "view a\na.left = 16; a.top = 16; a.size = 24\n")
        XCTAssertEqual(
            LayoutCompiler.mirrorDiagnostics(MirrorRequest(source: source, sizes: [phone], variants: VariantSelection())),
            LayoutCompiler.mirrorDiagnostics(MirrorRequest(source: source, sizes: [phone])))
        XCTAssertEqual(messages(source, sizes: [phone]), ["'a' does not mirror in right to left at 375x667"])
    }
}

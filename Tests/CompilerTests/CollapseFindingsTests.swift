import Foundation
import LayoutCompiler
import LayoutIR
import LayoutSource
import XCTest

/// S008: at a fitted canvas, a root whose fitted dimension its content does not determine (a
/// self-sizing cell that collapses), and its fix-it.
final class CollapseFindingsTests: XCTestCase {
    private let tall = CheckCanvas(.fitting(FittingCanvas(width: 375)))
    private let wide = CheckCanvas(.fitting(FittingCanvas(height: 667)))

    /// A row pinned to root's top, 56 tall, with nothing below it.
    private let row = """
        view row, avatar
        row.leading = root.leading + 16; row.trailing = root.trailing - 16
        row.top = root.top + 8
        row.height = 56
        avatar.leading = row.leading; avatar.centerY = row.centerY; avatar.size = 40

        """

    private func findings(_ text: String, at canvas: CheckCanvas, direction: LayoutDirection = .leftToRight) -> [Diagnostic] {
        LayoutCompiler.compile(CompileRequest(source: SourceFile(path: "test.layout", text: text), direction: direction))
            .findings(sizes: [], canvases: [canvas])
    }

    private func collapses(_ findings: [Diagnostic]) -> [Diagnostic] {
        findings.filter { $0.code == .collapsedFittedRoot }
    }

    private func applying(_ fixIt: FixIt, to text: String) -> String {
        var bytes = Array(text.utf8)
        bytes.replaceSubrange(fixIt.span.range.start..<fixIt.span.range.end, with: Array(fixIt.replacement.utf8))
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The S008 warning of `text` at `canvas`; then its fix-it applied must leave every other
    /// finding as it was and add none.
    private func checkFixIt(
        _ text: String, at canvas: CheckCanvas, direction: LayoutDirection = .leftToRight, expecting line: String,
        file: StaticString = #filePath, lineNumber: UInt = #line
    ) throws -> Diagnostic {
        let before = findings(text, at: canvas, direction: direction)
        let warning = try XCTUnwrap(collapses(before).first, "no S008", file: file, line: lineNumber)
        XCTAssertEqual(collapses(before).count, 1, file: file, line: lineNumber)
        let fixIt = try XCTUnwrap(warning.fixIts.first, file: file, line: lineNumber)
        XCTAssertEqual(fixIt.replacement.trimmingCharacters(in: .newlines), line, file: file, line: lineNumber)
        let fixed = applying(fixIt, to: text)
        let after = findings(fixed, at: canvas, direction: direction)
        XCTAssertEqual(collapses(after), [], fixed, file: file, line: lineNumber)
        // Nothing new: what remains is what was there besides the collapse (the canvas label
        // names the fitted size, which the fix changes, so compare codes and messages without it).
        func shape(_ list: [Diagnostic]) -> [String] {
            list.filter { $0.code != .collapsedFittedRoot }.map { "\($0.code) \($0.message)" }
        }
        XCTAssertEqual(shape(after), shape(before), fixed, file: file, line: lineNumber)
        return warning
    }

    func testARowWithNothingBelowCollapses() throws {
        let warning = try checkFixIt(row, at: tall, expecting: "root.bottom = row.bottom + 8")
        XCTAssertEqual(warning.severity, .warning)
        XCTAssertEqual(
            warning.printedMessage,
            "root's height is not determined by its content, so a self-sizing cell would be 0 tall at 375x0 (fitted 375x)")
        // At the declaration of the view it chose, with why.
        XCTAssertEqual(warning.span?.range.start, 5)
        XCTAssertTrue(warning.notes[0].hasPrefix("'row' reaches 64 points from root's top, past root's bottom at 0"), warning.notes[0])
        XCTAssertTrue(warning.notes[1].contains("with the 8 points the content keeps from root's top"), warning.notes[1])
        // The fix, applied, sizes the cell: 8 above and below the row.
        let fixed = applying(try XCTUnwrap(warning.fixIts.first), to: row)
        let layout = compileText(fixed)
        XCTAssertEqual(layout.fittedSize(FittingCanvas(width: 375)), CanvasSize(width: 375, height: 72))
    }

    func testAFileWithoutAFinalNewlineGetsOne() throws {
        let text = String(row.dropLast())
        let warning = try checkFixIt(text, at: tall, expecting: "root.bottom = row.bottom + 8")
        XCTAssertEqual(warning.fixIts.first?.replacement, "\nroot.bottom = row.bottom + 8\n")
    }

    func testTheViewReachingFarthestIsTied() throws {
        let text = """
            view header, body, footer
            header.leading = root.leading; header.trailing = root.trailing; header.top = root.top; header.height = 44
            body.leading = root.leading + 16; body.trailing = root.trailing - 16; body.top = header.bottom + 12
            body.height = 100
            footer.leading = body.leading; footer.width = 40; footer.top = header.bottom + 20; footer.height = 20

            """
        // The body reaches 156 points; the header starts at root's top, so no inset.
        let warning = try checkFixIt(text, at: tall, expecting: "root.bottom = body.bottom")
        XCTAssertTrue(warning.notes[0].hasPrefix("'body' reaches 156 points"), warning.notes[0])
    }

    func testASelfSizingCellDoesNotWarn() {
        let cell = row + "root.bottom = row.bottom + 8\n"
        XCTAssertEqual(findings(cell, at: tall), [])
        // Tied by an inequality, or by an optional constraint above the fitting priority.
        XCTAssertEqual(collapses(findings(row + "root.bottom >= row.bottom\n", at: tall)), [])
        XCTAssertEqual(collapses(findings(row + "root.bottom = row.bottom + 8 @high\n", at: tall)), [])
        // Below the fitting priority (50) the tie loses, as in UIKit: the cell collapses.
        XCTAssertEqual(collapses(findings(row + "root.bottom = row.bottom + 8 @49\n", at: tall)).count, 1)
    }

    func testAHeightRootFixesItselfDoesNotWarn() {
        for fixed in ["root.height = 44", "root.height = 44 @high", "root.height = root.width / 2", "root.height = 30"] {
            let found = findings(row + fixed + "\n", at: tall)
            XCTAssertFalse(found.containsErrors, fixed)
            XCTAssertEqual(collapses(found), [], fixed)
        }
    }

    func testContentWithinAMinimumHeightDoesNotWarn() {
        XCTAssertEqual(findings(row + "root.height >= 100\n", at: tall), [])
        // Past it, the content is still not what sizes root.
        let warnings = collapses(findings(row + "root.height >= 40\n", at: tall))
        XCTAssertEqual(warnings.map(\.message), [
            "root's height is not determined by its content, so a self-sizing cell would be 40 tall",
        ])
    }

    func testHiddenScrolledAndUndeterminedViewsAreNotContent() {
        // A view with no height reaches nowhere; a hidden one is not drawn.
        XCTAssertEqual(findings("view a\na.leading = root.leading; a.width = 10; a.top = root.top + 20; a.height = 0\n", at: tall), [])
        let hidden = "view a { hidden true }\na.leading = root.leading; a.width = 10; a.top = root.top + 20; a.height = 30\n"
        XCTAssertEqual(findings(hidden, at: tall), [])
        // Content on a scroll view's content area may reach past root; the scroll view itself
        // is what counts, and here its bottom is root's.
        let scroll = """
            scroll page {
                view long
            }
            page.leading = root.leading; page.trailing = root.trailing; page.top = root.top; page.bottom = root.bottom
            long.leading = page.content.leading; long.trailing = page.content.trailing; long.width = page.frame.width
            long.top = page.content.top; long.bottom = page.content.bottom; long.height = 900

            """
        XCTAssertEqual(findings(scroll, at: tall), [])
        // A view whose height is free (S002) says nothing about where the content ends.
        let free = "view a\na.leading = root.leading; a.width = 10; a.top = root.top + 20; a.height >= 30\n"
        XCTAssertEqual(findings(free, at: tall).map(\.code), [.undeterminedAttributes])
    }

    func testAFittedWidthCollapsesInBothDirections() throws {
        let text = "view a\na.leading = root.leading + 8; a.width = 100\na.top = 0; a.height = 10; a.bottom <= root.bottom\n"
        for direction in LayoutDirection.allCases {
            let warning = try checkFixIt(text, at: wide, direction: direction, expecting: "root.trailing = a.trailing + 8")
            XCTAssertEqual(
                warning.printedMessage,
                "root's width is not determined by its content, so a self-sizing view would be 0 wide at 0x667 (fitted x667)")
        }
    }

    func testOnlyAFittedCanvasWarns() {
        XCTAssertEqual(collapses(findings(row, at: CheckCanvas(.size(CanvasSize(width: 375, height: 0))))), [])
        XCTAssertEqual(collapses(compileText(row).findings(sizes: [CanvasSize(width: 375, height: 667)])), [])
        // A file's own fitted canvas is checked like the command line's.
        XCTAssertEqual(collapses(compileText("canvas \"375x\"\n" + row).findings(sizes: [])).count, 1)
    }

    /// No example declares a fitted canvas; at `375x` these collapse, being screens and cards
    /// drawn at a fixed size, not self-sizing cells (`compact-card` through the base it uses).
    /// `feed-card` keeps its card above the safe area's bottom, which fitting takes as its size.
    func testExamplesThatCollapseAtAFittedWidth() throws {
        var collapsing: [String] = []
        for path in try examplePaths() + ["Examples/base/card.layout"] {
            let layout = try compileFile(path)
            XCTAssertEqual(collapses(layout.findings(sizes: [])), [], path)
            XCTAssertEqual(collapses(layout.findings(sizes: [], canvases: [wide])), [], path)
            if !collapses(layout.findings(sizes: [], canvases: [tall])).isEmpty { collapsing.append(path) }
        }
        XCTAssertEqual(collapsing, [
            "Examples/button-row.layout", "Examples/chat-row.layout", "Examples/compact-card.layout",
            "Examples/contact-row.layout", "Examples/profile-card.layout",
            "Examples/base/card.layout",
        ])
    }
}

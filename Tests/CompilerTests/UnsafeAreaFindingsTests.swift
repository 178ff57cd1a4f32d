import Foundation
import LayoutCompiler
import LayoutIR
import LayoutSource
import XCTest

/// S009: content outside root's safe area at a canvas with insets, its fix-it; and S001 (not
/// S005) for a conflict through margins measured from the safe area whose case does not matter.
final class UnsafeAreaFindingsTests: XCTestCase {
    /// iPhoneSE3's insets at its size: a 20-point status bar.
    private let statusBar = CheckCanvas(
        .size(CanvasSize(width: 375, height: 667)), safeAreaInsets: SafeAreaInsets(top: 20, left: 0, bottom: 0, right: 0))

    private func findings(_ text: String, at canvas: CheckCanvas) -> [Diagnostic] {
        LayoutCompiler.compile(CompileRequest(source: SourceFile(path: "test.layout", text: text)))
            .findings(sizes: [], canvases: [canvas])
    }

    private func unsafe(_ text: String, at canvas: CheckCanvas? = nil) -> [Diagnostic] {
        findings(text, at: canvas ?? statusBar).filter { $0.code == .viewInUnsafeArea }
    }

    private func applying(_ fixIt: FixIt, to text: String) -> String {
        var bytes = Array(text.utf8)
        bytes.replaceSubrange(fixIt.span.range.start..<fixIt.span.range.end, with: Array(fixIt.replacement.utf8))
        return String(decoding: bytes, as: UTF8.self)
    }

    /// A card 12 points from root's top, and an avatar in it: both under a 20-point status bar.
    private let card = """
        view card, avatar
        card.top = root.top + 12
        card.leading = root.leading + 12; card.trailing = root.trailing - 12
        card.height = 100
        avatar.top = card.top + 4
        avatar.leading = card.leading + 12
        avatar.size = 40

        """

    func testContentUnderTheStatusBarIsOneWarningAtThePinToRoot() throws {
        let warnings = unsafe(card)
        // One cause, the line pinning the card to root's top; the avatar, placed from it, in a note.
        XCTAssertEqual(warnings.map(\.message), ["'card' reaches 8 points outside root's safe area at the top"])
        let card = self.card
        func offset(_ text: String) throws -> Int {
            card.utf8.distance(from: card.startIndex, to: try XCTUnwrap(card.range(of: text)).lowerBound)
        }
        XCTAssertEqual(warnings.map { $0.span?.range.start }, [try offset("card.top =")])
        XCTAssertEqual(warnings.first?.notes.last, "'avatar', placed from it too, reaches outside as well")
        XCTAssertEqual(warnings.first?.severity, .warning)
    }

    func testTheFixItMovesTheRootPinToTheSafeAreaAndTheWarningsGo() throws {
        let warnings = unsafe(card)
        let fixIt = try XCTUnwrap(warnings.first?.fixIts.first)
        XCTAssertEqual(warnings.flatMap(\.fixIts).count, 1)
        XCTAssertEqual(fixIt.replacement, "root.safeArea.top")
        let fixed = applying(fixIt, to: card)
        XCTAssertTrue(fixed.contains("card.top = root.safeArea.top + 12\n"))
        XCTAssertEqual(findings(fixed, at: statusBar), [])
    }

    /// A container's pin places its content: the warning names the content and sits at the pin.
    func testAChainThroughAContainerOrAStackSitsAtThePin() throws {
        let nested = """
            view panel { view label }
            panel.top = root.top + 4
            panel.leading = root.leading; panel.trailing = root.trailing; panel.height = 60
            label.top = panel.top + 6
            label.leading = panel.leading + 16; label.width = 100; label.height = 20

            """
        let warnings = unsafe(nested)
        XCTAssertEqual(warnings.map(\.message), ["'label' reaches 10 points outside root's safe area at the top"])
        let pinLine = try XCTUnwrap(nested.range(of: "panel.top ="))
        XCTAssertEqual(warnings.first?.span?.range.start, nested.utf8.distance(from: nested.startIndex, to: pinLine.lowerBound))
        XCTAssertEqual(warnings.first?.notes.last, "this line places 'panel' from root's top edge, and through it 'label' (whose own edge is placed at line 4)")
        XCTAssertEqual(warnings.first?.fixIts.map(\.replacement), ["root.safeArea.top"])
        // A stack's arranged views follow the stack's own pins, an inequality ending the chain.
        let stacked = """
            stack row { axis horizontal; distribution fillEqually; view a, b }
            row.leading = root.leading + 8; row.trailing = root.trailing - 8
            row.height = 40
            row.bottom <= root.bottom - 4
            row.top = root.top + 700 @low

            """
        let homeIndicator = CheckCanvas(
            .size(CanvasSize(width: 375, height: 667)), safeAreaInsets: SafeAreaInsets(top: 0, left: 0, bottom: 34, right: 0))
        let bottom = unsafe(stacked, at: homeIndicator)
        XCTAssertEqual(bottom.count, 1, "\(bottom.map(\.message))")
        XCTAssertEqual(bottom.first?.fixIts.map(\.replacement), ["root.safeArea.bottom"])
        XCTAssertEqual(findings(applying(try XCTUnwrap(bottom.first?.fixIts.first), to: stacked), at: homeIndicator), [])
    }

    /// The shipped examples are clean at every device (base/card.layout's card and
    /// profile-header's statistics were under the bars before S009).
    func testTheExamplesKeepOutOfTheUnsafeArea() throws {
        for path in ["Examples/compact-card.layout", "Examples/profile-header.layout", "Examples/base/card.layout"] {
            let layout = try compileFile(path)
            let warnings = layout.findings(sizes: [], canvases: CheckCanvas.named("all") ?? [])
                .filter { $0.code == .viewInUnsafeArea || $0.isError }
            XCTAssertEqual(warnings.map(\.printedMessage), [], path)
        }
    }

    func testAFullBleedBackgroundIsNotWarned() {
        let text = """
            view background
            background.top = root.top; background.bottom = root.bottom
            background.leading = root.leading; background.trailing = root.trailing

            """
        XCTAssertEqual(unsafe(text), [])
    }

    func testViewsInsideTheSafeAreaAreNotWarned() {
        let text = """
            view title
            title.top = root.safeArea.top + 8
            title.leading = root.leading + 16; title.trailing = root.trailing - 16
            title.height = 30

            """
        XCTAssertEqual(unsafe(text), [])
    }

    func testNoInsetsNoWarning() {
        let noInsets = CheckCanvas(.size(CanvasSize(width: 375, height: 667)))
        XCTAssertEqual(unsafe(card, at: noInsets), [])
    }

    func testAViewInAScrollViewIsNotWarned() {
        let text = """
            scroll list { view row }
            list.top = root.top; list.bottom = root.bottom
            list.leading = root.leading; list.trailing = root.trailing
            row.top = list.top + 4
            row.leading = list.leading + 16; row.width = 300; row.height = 44
            row.bottom = list.bottom

            """
        XCTAssertEqual(unsafe(text), [])
    }

    func testTheSameDepthAtSeveralDevicesIsOneFinding() throws {
        let iPhoneSE3 = try XCTUnwrap(CheckCanvas.named("iPhoneSE3"))
        let iPhone15Pro = try XCTUnwrap(CheckCanvas.named("iPhone15Pro"))
        let warnings = LayoutCompiler.compile(CompileRequest(source: SourceFile(path: "test.layout", text: card)))
            .findings(sizes: [], canvases: iPhoneSE3 + iPhone15Pro).filter { $0.code == .viewInUnsafeArea }
        // The card is 8 points in on iPhoneSE3 and 47 on iPhone15Pro: each warning names its device.
        XCTAssertTrue(warnings.contains {
            $0.message == "'card' reaches 47 points outside root's safe area at the top" && $0.context.sizes == ["iPhone15Pro (393x852)"]
        }, "\(warnings.map(\.printedMessage))")
        XCTAssertTrue(warnings.contains {
            $0.message == "'card' reaches 8 points outside root's safe area at the top" && $0.context.sizes == ["iPhoneSE3 (375x667)"]
        })
    }

    // MARK: S001 through margins

    /// The example: the header's top margin is measured from its safe area, whose case
    /// does not change the conflict (the header sits on root's safe top).
    private let header = """
        view header { view avatar }
        header.top = root.safeArea.top
        header.leading = root.leading; header.trailing = root.trailing
        header.bottom = avatar.bottom + 16
        avatar.top = header.topMargin
        avatar.leading = header.leadingMargin
        avatar.size = 64
        header.height = 80

        """

    func testAConflictThroughMarginsIsS001WithTheMarginAndTheAmount() throws {
        let errors = findings(header, at: statusBar).filter { $0.severity == .error }
        XCTAssertEqual(errors.map(\.code), [.unsatisfiableConstraints])
        let error = try XCTUnwrap(errors.first)
        XCTAssertTrue(error.notes.contains { $0.hasPrefix("'header.topMargin' is measured from the safe area, 8") }, "\(error.notes)")
        XCTAssertTrue(error.notes.contains("these constraints are 8 points apart"), "\(error.notes)")
        XCTAssertFalse(error.notes.contains { $0.contains("root.top + 20") }, "the inset is no part of the user's mistake")
        // The members are what the file wrote: lines 4, 5, 7 and 8.
        let lines = ([error.span] + error.related.map(\.span)).compactMap { $0 }.map { span in
            header.utf8.prefix(span.range.start).filter { $0 == UInt8(ascii: "\n") }.count + 1
        }
        XCTAssertEqual(lines.sorted(), [4, 5, 7, 8])
    }

    func testAConflictThroughMarginsIsOneFindingAtEveryDevice() throws {
        let devices = ["iPhoneSE3", "iPhone15Pro", "iPhone13mini"].compactMap(CheckCanvas.named).flatMap { $0 }
        XCTAssertEqual(devices.count, 3)
        let errors = LayoutCompiler.compile(CompileRequest(source: SourceFile(path: "test.layout", text: header)))
            .findings(sizes: [], canvases: devices).filter { $0.severity == .error }
        XCTAssertEqual(errors.count, 1, "\(errors.map(\.printedMessage))")
        XCTAssertEqual(errors.first?.code, .unsatisfiableConstraints)
    }

    func testASafeAreaTheFileNamesKeepsS005() {
        let text = """
            view bar
            bar.top = root.top; bar.left = root.left; bar.size = 50
            bar.safeArea.top = 30

            """
        let errors = findings(text, at: statusBar).filter { $0.severity == .error }
        XCTAssertEqual(errors.map(\.code), [.safeAreaOffDefinition])
    }
}

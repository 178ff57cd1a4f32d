import Foundation
import XCTest

/// The built executable with root's keyboard and readable guides: `--keyboard HEIGHT` on solve,
/// check and render (frames worked out by hand), a bad height a usage error (exit 2) naming the
/// option, and generated code anchoring to `keyboardLayoutGuide` and `readableContentGuide`.
final class RootGuideEndToEndTests: XCTestCase {
    private var directory: TemporaryDirectory!

    private let chat = """
        view messages, bar
        messages.top = root.safeArea.top
        messages.leading = root.leading; messages.trailing = root.trailing
        messages.bottom = bar.top
        bar.leading = root.leading; bar.trailing = root.trailing
        bar.height = 44; bar.bottom = root.keyboard.top

        """

    private let article = """
        view body
        body.leading = root.readable.leading; body.trailing = root.readable.trailing
        body.top = root.readable.top; body.height = 100

        """

    override func setUpWithError() throws {
        directory = try TemporaryDirectory()
        try directory.write("chat.layout", chat)
        try directory.write("article.layout", article)
    }

    override func tearDown() { directory.remove() }

    private func run(_ arguments: [String]) throws -> BinaryRunner.Outcome {
        try BinaryRunner.run(arguments, in: directory.url)
    }

    func testSolveWithTheKeyboardHiddenAndShown() throws {
        // iPhone 14: 390x844, insets 47 top and 34 bottom. Hidden: the bar sits on the safe area.
        let hidden = try run(["solve", "chat.layout", "--device", "iPhone14", "--format", "json"])
        XCTAssertEqual(hidden.status, 0, hidden.err)
        XCTAssertTrue(hidden.out.contains(#""bar": {"x": 0, "y": 766, "width": 390, "height": 44}"#), hidden.out)
        // Shown 336 tall: its top is 844 - 336 = 508.
        let shown = try run(["solve", "chat.layout", "--device", "iPhone14", "--keyboard", "336", "--format", "json"])
        XCTAssertEqual(shown.status, 0, shown.err)
        XCTAssertTrue(shown.out.contains(#""bar": {"x": 0, "y": 464, "width": 390, "height": 44}"#), shown.out)
        XCTAssertTrue(shown.out.contains(#""messages": {"x": 0, "y": 47, "width": 390, "height": 417}"#), shown.out)
        // --keyboard=0 is hidden, as by default.
        let zero = try run(["solve", "chat.layout", "--size", "375x667", "--keyboard=0", "--format", "json"])
        XCTAssertTrue(zero.out.contains(#""bar": {"x": 0, "y": 623, "width": 375, "height": 44}"#), zero.out)
    }

    func testCheckAndRenderTakeTheKeyboard() throws {
        let check = try run(["check", "chat.layout", "--devices", "all", "--keyboard", "300"])
        XCTAssertEqual(check.status, 0, check.out + check.err)
        // A keyboard taller than the screen leaves the messages no room: a conflict at 375x667.
        try directory.write("tall.layout", chat + "messages.height >= 200\n")
        let tall = try run(["check", "tall.layout", "--size", "375x667", "--keyboard", "500", "--format", "short"])
        XCTAssertEqual(tall.status, 1, tall.out)
        XCTAssertTrue(tall.out.contains("[S001]"), tall.out)
        let render = try run(["render", "chat.layout", "--size", "375x667", "--keyboard", "260", "--output", "chat.svg"])
        XCTAssertEqual(render.status, 0, render.err)
    }

    func testABadKeyboardHeightIsAUsageError() throws {
        for command in [["solve", "chat.layout", "--size", "375x667"], ["check", "chat.layout"], ["render", "chat.layout", "--size", "375x667"]] {
            for (value, message) in [
                ("-10", "invalid height '-10' for --keyboard: it must not be negative"),
                ("tall", "invalid height 'tall' for --keyboard: not a number"),
                ("2000000", "invalid height '2000000' for --keyboard: it is more than 1000000 points"),
            ] {
                let outcome = try run(command + ["--keyboard", value])
                XCTAssertEqual(outcome.status, 2, "\(command) \(value): \(outcome.err)")
                XCTAssertTrue(outcome.err.contains(message), outcome.err)
            }
            let missing = try run(command + ["--keyboard"])
            XCTAssertEqual(missing.status, 2)
            XCTAssertTrue(missing.err.contains("missing value for option '--keyboard'"), missing.err)
        }
    }

    func testSolveTheReadableGuideOnAPhoneAndAPad() throws {
        let phone = try run(["solve", "article.layout", "--size", "375x812", "--format", "json"])
        XCTAssertTrue(phone.out.contains(#""body": {"x": 8, "y": 8, "width": 359, "height": 100}"#), phone.out)
        let pad = try run(["solve", "article.layout", "--device", "iPadPro11", "--format", "json"])
        XCTAssertTrue(pad.out.contains(#""body": {"x": 81, "y": 24, "width": 672, "height": 100}"#), pad.out)
    }

    func testGeneratedCodeUsesUIKitsGuidesAndAppKitRefusesThem() throws {
        let chat = try run(["generate", "chat.layout", "--target", "uikit"])
        XCTAssertEqual(chat.status, 0, chat.err)
        XCTAssertTrue(chat.out.contains("bar.bottomAnchor.constraint(equalTo: root.keyboardLayoutGuide.topAnchor)"), chat.out)
        let article = try run(["generate", "article.layout", "--target", "uikit"])
        XCTAssertTrue(article.out.contains("body.leadingAnchor.constraint(equalTo: root.readableContentGuide.leadingAnchor)"), article.out)
        let appkit = try run(["generate", "chat.layout", "--target", "appkit"])
        XCTAssertEqual(appkit.status, 1)
        XCTAssertTrue(appkit.err.contains("error[G005]: root.keyboard has no AppKit counterpart: NSView has no keyboardLayoutGuide"), appkit.err)
        let frames = try run(["generate", "article.layout", "--target", "uikit", "--engine", "frames"])
        XCTAssertEqual(frames.status, 1)
        XCTAssertTrue(frames.err.contains("error[G012]: frame code takes no input for the readable width"), frames.err)
    }

    func testEveryCommandThatTakesTheKeyboardSaysSoInItsHelp() throws {
        for command in ["solve", "check", "render"] {
            let help = try run([command, "--help"])
            XCTAssertTrue(help.out.contains("--keyboard HEIGHT"), command)
        }
    }
}

import LayoutChecker
import LayoutCompiler
import LayoutIR
import LayoutSource
import XCTest

/// Root's keyboard and readable guides solved as UIKit defines them (grammar.md, "The keyboard
/// and readable width"), every frame worked out by hand. A view pinned to a guide's edges shows
/// the guide's frame, which `solve` does not report.
final class RootGuideSolveTests: XCTestCase {
    private let keyboard = """
        view kb, bar
        kb.edges = root.keyboard.edges
        bar.leading = root.leading; bar.trailing = root.trailing
        bar.height = 44; bar.bottom = root.keyboard.top

        """

    private let readable = """
        view text
        text.leading = root.readable.leading; text.trailing = root.readable.trailing
        text.top = root.readable.top; text.bottom = root.readable.bottom

        """

    private func solve(
        _ text: String, keyboard height: Double = 0, contentSize: ContentSizeCategory = .large,
        direction: LayoutDirection = .leftToRight, in environment: LayoutEnvironment
    ) -> LayoutSolution {
        var request = CompileRequest(path: "test.layout", text: text, direction: direction)
        request.keyboardHeight = height
        request.contentSize = contentSize
        let layout = LayoutCompiler.compile(request)
        XCTAssertEqual(layout.diagnostics, [])
        return layout.solve(in: environment)
    }

    private func size(_ width: Double, _ height: Double, insets: SafeAreaInsets = .zero) -> LayoutEnvironment {
        LayoutEnvironment(size: CanvasSize(width: width, height: height), safeAreaInsets: insets)
    }

    private func device(_ name: String) throws -> LayoutEnvironment {
        try XCTUnwrap(DeviceConfiguration(named: name)).environment()
    }

    // MARK: The keyboard

    func testHiddenWithoutInsetsIsAStripOfNoHeightAtRootsBottom() {
        let solution = solve(keyboard, in: size(375, 667))
        assertFrame(solution.frame(named: "kb"), 0, 667, 375, 0)
        assertFrame(solution.frame(named: "bar"), 0, 623, 375, 44)
    }

    func testHiddenWithABottomInsetIsTheStripBelowTheSafeArea() {
        // usesBottomSafeArea: the top is root's safe-area bottom, 844 - 34.
        let solution = solve(keyboard, in: size(390, 844, insets: SafeAreaInsets(top: 47, left: 0, bottom: 34, right: 0)))
        assertFrame(solution.frame(named: "kb"), 0, 810, 390, 34)
        assertFrame(solution.frame(named: "bar"), 0, 766, 390, 44)
    }

    func testShownItsTopIsRootsBottomMinusItsHeightWhateverTheInset() {
        let insets = SafeAreaInsets(top: 47, left: 0, bottom: 34, right: 0)
        let solution = solve(keyboard, keyboard: 336, in: size(390, 844, insets: insets))
        assertFrame(solution.frame(named: "kb"), 0, 508, 390, 336)
        assertFrame(solution.frame(named: "bar"), 0, 464, 390, 44)
        let bare = solve(keyboard, keyboard: 260, in: size(375, 667))
        assertFrame(bare.frame(named: "kb"), 0, 407, 375, 260)
        assertFrame(bare.frame(named: "bar"), 0, 363, 375, 44)
    }

    func testOnADeviceTheKeyboardFollowsItsInsets() throws {
        // iPhone SE (3rd generation): no bottom inset; iPhone 14 landscape: bottom inset 21.
        let se = solve(keyboard, in: try device("iPhoneSE3"))
        assertFrame(se.frame(named: "kb"), 0, 667, 375, 0)
        let landscape = solve(keyboard, in: try device("iPhone14:landscape"))
        assertFrame(landscape.frame(named: "kb"), 0, 369, 844, 21)
        let shown = solve(keyboard, keyboard: 200, in: try device("iPhone14:landscape"))
        assertFrame(shown.frame(named: "kb"), 0, 190, 844, 200)
    }

    func testAConflictWithTheKeyboardNamesItsDefinition() {
        let text = "view a\na.height = 100\na.bottom = root.keyboard.top\na.top = root.top + 600\n"
        var request = CompileRequest(path: "test.layout", text: text)
        request.keyboardHeight = 300
        let solution = LayoutCompiler.compile(request).solve(in: size(375, 667))
        let conflict = solution.diagnostics.first { $0.code.rawValue == "S001" }
        XCTAssertNotNil(conflict, "\(solution.diagnostics)")
        XCTAssertTrue(
            conflict?.notes.contains { $0.contains("the keyboard is shown 300 tall") } ?? false, "\(String(describing: conflict))")
    }

    // MARK: Readable width

    func testOnAPhoneInPortraitTheGuideIsTheMargins() {
        let solution = solve(readable, in: size(375, 812))
        assertFrame(solution.frame(named: "text"), 8, 8, 359, 796)
    }

    func testOnAWideCanvasTheGuideIsCappedAndCentered() {
        // (1024 - 672) / 2 = 176.
        let solution = solve(readable, in: size(1024, 768))
        assertFrame(solution.frame(named: "text"), 176, 8, 672, 752)
        let rightToLeft = solve(readable, direction: .rightToLeft, in: size(1024, 768))
        assertFrame(rightToLeft.frame(named: "text"), 176, 8, 672, 752)
    }

    func testTheReadableWidthFollowsTheContentSize() {
        // extraSmall: 672 * 14 / 17; centered in 1024.
        let small = solve(readable, contentSize: .extraSmall, in: size(1024, 768))
        let width = 672.0 * 14 / 17
        assertFrame(small.frame(named: "text"), (1024 - width) / 2, 8, width, 752)
        // accessibilityMedium: 672 * 28 / 17 = 1106.8, wider than the margins (1008): the margins.
        let large = solve(readable, contentSize: .accessibilityMedium, in: size(1024, 768))
        assertFrame(large.frame(named: "text"), 8, 8, 1008, 752)
        // A phone at an accessibility size: the margins, as at large.
        let phone = solve(readable, contentSize: .accessibilityExtraExtraExtraLarge, in: size(375, 812))
        assertFrame(phone.frame(named: "text"), 8, 8, 359, 796)
    }

    func testOnDevicesTheMarginsAreAViewControllersMeasuredFromTheSafeArea() throws {
        // iPad Pro 11": insets 24 top, 20 bottom; margins 0 top and bottom, 20 at the sides.
        let pad = solve(readable, in: try device("iPadPro11"))
        assertFrame(pad.frame(named: "text"), 81, 24, 672, 1150)
        // iPhone 14 portrait: margins 16 (390 < 414), from the safe area (47 top, 34 bottom).
        let phone = solve(readable, in: try device("iPhone14"))
        assertFrame(phone.frame(named: "text"), 16, 47, 358, 763)
        // iPhone 14 landscape: sides inset 47 + 20; the margins are 710 wide, capped at 672.
        let landscape = solve(readable, in: try device("iPhone14:landscape"))
        assertFrame(landscape.frame(named: "text"), 86, 0, 672, 369)
    }

    func testRootsOwnMarginsInsetTheGuide() {
        let text = "view root { margins 20, 40, 20, 10 }\n" + readable
        // Margins: left 40, right 10 (physical); 375 wide: 325 wide from 40.
        let phone = solve(text, in: size(375, 600))
        assertFrame(phone.frame(named: "text"), 40, 20, 325, 560)
        // 1024 wide: centered in the margins, whose center is 40 + 974 / 2 = 527.
        let wide = solve(text, in: size(1024, 600))
        assertFrame(wide.frame(named: "text"), 527 - 336, 20, 672, 560)
    }

    func testAResizedSessionAgreesWithAFreshSolve() {
        var request = CompileRequest(path: "test.layout", text: readable)
        request.keyboardHeight = 0
        let layout = LayoutCompiler.compile(request)
        let session = LayoutSession(layout, size: CanvasSize(width: 375, height: 812))
        for width in [1024.0, 500, 700, 2000, 320] {
            let resized = session.resize(to: CanvasSize(width: width, height: 812))
            let fresh = layout.solve(in: LayoutEnvironment(size: CanvasSize(width: width, height: 812)))
            assertSameSolution(resized, fresh, "at width \(width)")
        }
    }
}

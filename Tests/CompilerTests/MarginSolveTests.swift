import LayoutChecker
import LayoutCompiler
import LayoutIR
import LayoutSource
import XCTest

/// Layout margins as UIKit measures them (issue 16, grammar.md "Margins"): from the view's safe
/// area, root's settable and at least the system minimum for a view controller's view, and
/// directional margins that swap in right to left.
final class MarginSolveTests: XCTestCase {
    private let tall = CanvasSize(width: 375, height: 812)
    private let notch = SafeAreaInsets(top: 44, left: 0, bottom: 34, right: 0)

    private func frame(
        _ text: String, _ name: String, in environment: LayoutEnvironment, direction: LayoutDirection = .leftToRight,
        file: StaticString = #filePath, line: UInt = #line
    ) -> [Double] {
        let solution = LayoutCompiler.compile(CompileRequest(source: SourceFile(path: "m.layout", text: text), direction: direction))
            .solve(in: environment)
        guard let frame = solution.frame(named: name) else {
            XCTFail("no frame for '\(name)': \(solution.diagnostics.map(\.message))", file: file, line: line)
            return []
        }
        XCTAssertEqual(solution.diagnostics.filter { $0.severity == .error }, [], file: file, line: line)
        return [frame.x, frame.y, frame.width, frame.height]
    }

    private let container = """
        view container, label
        container.edges = root.edges
        label.edges = container.margins
        """

    // MARK: Safe area

    func testMarginsAreKeptInsideTheSafeArea() {
        // The example: UIKit gives (8, 52, 359, 718), not (8, 8, 359, 796).
        XCTAssertEqual(frame(container, "label", in: LayoutEnvironment(size: tall, safeAreaInsets: notch)), [8, 52, 359, 718])
        // Without insets the margins are the view's own, as before.
        XCTAssertEqual(frame(container, "label", in: LayoutEnvironment(size: tall)), [8, 8, 359, 796])
    }

    func testAViewInsideTheSafeAreaKeepsItsOwnMargins() {
        let text = """
            view card, label
            card.left = 0; card.top = 100; card.width = 200; card.height = 100
            label.edges = card.margins
            """
        XCTAssertEqual(frame(text, "label", in: LayoutEnvironment(size: tall, safeAreaInsets: notch)), [8, 108, 184, 84])
        // Only the part of the inset that reaches into the view counts: 44 - 20 = 24 here.
        let straddling = text.replacingOccurrences(of: "card.top = 100", with: "card.top = 20")
        XCTAssertEqual(frame(straddling, "label", in: LayoutEnvironment(size: tall, safeAreaInsets: notch)), [8, 52, 184, 60])
    }

    func testEachSideFollowsItsOwnInset() {
        let landscape = SafeAreaInsets(top: 0, left: 44, bottom: 21, right: 44)
        XCTAssertEqual(
            frame(container, "label", in: LayoutEnvironment(size: CanvasSize(width: 812, height: 375), safeAreaInsets: landscape)),
            [52, 8, 708, 338])
    }

    func testAViewMayOptOutOfTheSafeArea() {
        let text = container.replacingOccurrences(of: "view container,", with: "view container { insetsMarginsFromSafeArea false },")
        XCTAssertEqual(frame(text, "label", in: LayoutEnvironment(size: tall, safeAreaInsets: notch)), [8, 8, 359, 796])
        let explicit = container.replacingOccurrences(of: "view container,", with: "view container { insetsMarginsFromSafeArea true },")
        XCTAssertEqual(frame(explicit, "label", in: LayoutEnvironment(size: tall, safeAreaInsets: notch)), [8, 52, 359, 718])
    }

    func testCentersWithinMarginsFollowTheSafeArea() {
        let text = """
            view container, dot
            container.edges = root.edges
            dot.centerWithinMargins = container.centerWithinMargins; dot.size = 10
            """
        // The margins' rectangle is y 52 to 770: its center is 411.
        XCTAssertEqual(frame(text, "dot", in: LayoutEnvironment(size: tall, safeAreaInsets: notch)), [182.5, 406, 10, 10])
    }

    func testVariantsKeepTheirConditionsWhenMarginsAreRebuilt() {
        let text = """
            view container, label
            container.edges = root.edges
            label.left = container.leftMargin; label.right = container.rightMargin; label.height = 10
            when regularWidth { label.top = container.topMargin } else { label.bottom = container.bottomMargin }
            """
        XCTAssertEqual(frame(text, "label", in: LayoutEnvironment(size: tall, safeAreaInsets: notch)), [8, 760, 359, 10])
        let wide = LayoutEnvironment(size: CanvasSize(width: 1024, height: 768), safeAreaInsets: SafeAreaInsets(top: 24, left: 0, bottom: 20, right: 0))
        XCTAssertEqual(frame(text, "label", in: wide), [8, 32, 1008, 10])
    }

    func testSeveralSizesInOneSessionMeasureFromTheSafeArea() {
        let layout = LayoutCompiler.compile(CompileRequest(source: SourceFile(path: "m.layout", text: container)))
        let session = LayoutSession(layout, size: tall, environment: LayoutEnvironment(safeAreaInsets: notch))
        XCTAssertEqual(session.solution.frame(named: "label")?.y, 52)
        let resized = session.resize(to: CanvasSize(width: 320, height: 568))
        XCTAssertEqual(resized.frame(named: "label").map { [$0.x, $0.y, $0.width, $0.height] }, [8, 52, 304, 474])
    }

    func testAFittedHeightCountsTheSafeAreaInTheMargins() {
        let text = """
            view label
            label.leading = root.leadingMargin; label.trailing = root.trailingMargin
            label.top = root.topMargin; label.height = 20; label.bottom = root.bottomMargin
            """
        let layout = LayoutCompiler.compile(CompileRequest(source: SourceFile(path: "m.layout", text: text)))
        // 44 + 8 + 20 + 8 + 34, as UIKit's systemLayoutSizeFitting gives it; 36 without insets.
        XCTAssertEqual(layout.fittedSize(FittingCanvas(width: 375), in: LayoutEnvironment(safeAreaInsets: notch)).height, 114)
        XCTAssertEqual(layout.fittedSize(FittingCanvas(width: 375)).height, 36)
    }

    // MARK: Root

    private let pinnedToRoot = """
        view label
        label.edges = root.margins
        """

    func testRootsMarginsMayBeSet() {
        let text = "view root { margins 16 }\n" + pinnedToRoot
        XCTAssertEqual(frame(text, "label", in: LayoutEnvironment(size: tall)), [16, 16, 343, 780])
        XCTAssertEqual(frame(text, "label", in: LayoutEnvironment(size: tall, safeAreaInsets: notch)), [16, 60, 343, 702])
        // Without a block root keeps 8.
        XCTAssertEqual(frame(pinnedToRoot, "label", in: LayoutEnvironment(size: tall)), [8, 8, 359, 796])
    }

    func testARootBlockAfterAUseOfRootsMarginsIsRefused() {
        // The equation already took root's margins as 8; a later block may not change them to 4,
        // else the solve and the generated code (which sets the block's margins) disagree.
        let cases: [(main: String, used: String?)] = [
            (pinnedToRoot + "\nview root { margins 4 }\n", nil),
            (pinnedToRoot + "\nview root { insetsMarginsFromSafeArea false }\n", nil),
            (pinnedToRoot + "\nuse \"rm.layout\"\n", "view root { margins 4 }\nview card\n"),
        ]
        for (main, used) in cases {
            let loader = InMemoryIncludeLoader(used.map { ["rm.layout": $0] } ?? [:])
            let layout = LayoutCompiler.compile(CompileRequest(source: SourceFile(path: "m.layout", text: main), loader: loader))
            XCTAssertEqual(layout.diagnostics.map(\.code.rawValue), ["A010"], main)
            let use = layout.diagnostics.first?.related.first
            XCTAssertEqual(use?.message, "root's margins first used here", main)
            XCTAssertEqual(use.map { layout.source.lineColumn(at: $0.span.range.start).description }, "2:15", main)
            // The block is not applied: root keeps 8, as the equation took it, and tells no
            // generator otherwise (code generation sets root's margins from the checked ones).
            XCTAssertNil(layout.ir.declaredRootMargins, main)
            let checked = check(CheckRequest(source: SourceFile(path: "m.layout", text: main), loader: loader))
            XCTAssertFalse(checked.viewProperties.contains { $0.view == .root }, main)
        }
        // Before the equation the block applies, in the file or in a used one.
        XCTAssertEqual(frame("view root { margins 4 }\n" + pinnedToRoot, "label", in: LayoutEnvironment(size: tall)), [4, 4, 367, 804])
        let used = LayoutCompiler.compile(CompileRequest(
            source: SourceFile(path: "m.layout", text: "use \"rm.layout\"\n" + pinnedToRoot),
            loader: InMemoryIncludeLoader(["rm.layout": "view root { margins 4 }\n"])))
        XCTAssertEqual(used.diagnostics, [])
        XCTAssertEqual(used.ir.declaredRootMargins, [4, 4, 4, 4])
        XCTAssertEqual(check(CheckRequest(path: "m.layout", text: "view root { margins 4 }\n" + pinnedToRoot))
            .viewProperties.first { $0.view == .root }?.margins, [4, 4, 4, 4])
    }

    func testARefusedRootBlockSetsNothing() {
        // V005 refuses the block inside `when`; the later block is root's only one.
        let text = "when compactWidth { view root { margins 5 } }\nview root { margins 1 }\n" + pinnedToRoot
        let layout = LayoutCompiler.compile(CompileRequest(source: SourceFile(path: "m.layout", text: text)))
        XCTAssertEqual(layout.diagnostics.map(\.code.rawValue), ["V005"])
        XCTAssertEqual(layout.ir.declaredRootMargins, [1, 1, 1, 1])
    }

    func testRootAsAViewControllersViewHasTheSystemMinimum() {
        let controller = LayoutEnvironment(size: tall, safeAreaInsets: notch, rootIsViewControllerView: true)
        // 0 at the top and bottom, 16 at the sides, from the safe area.
        XCTAssertEqual(frame(pinnedToRoot, "label", in: controller), [16, 44, 343, 734])
        var wide = controller
        wide.size = CanvasSize(width: 414, height: 896)
        XCTAssertEqual(frame(pinnedToRoot, "label", in: wide), [20, 44, 374, 818])
        // The file's own margins count where they exceed the minimum, side by side.
        let declared = "view root { margins 8, 24, 4, 10 }\n" + pinnedToRoot
        XCTAssertEqual(frame(declared, "label", in: controller), [24, 52, 335, 722])
        // Not a view controller's view: root's margins are 8 (or the file's), minimum or not.
        XCTAssertEqual(frame(pinnedToRoot, "label", in: LayoutEnvironment(size: tall, safeAreaInsets: notch)), [8, 52, 359, 718])
    }

    func testAViewControllersRootFollowsTheWidthAcrossResizes() {
        let layout = LayoutCompiler.compile(CompileRequest(source: SourceFile(path: "m.layout", text: pinnedToRoot)))
        let session = LayoutSession(layout, size: tall, environment: LayoutEnvironment(rootIsViewControllerView: true))
        XCTAssertEqual(session.solution.frame(named: "label")?.x, 16)
        XCTAssertEqual(session.resize(to: CanvasSize(width: 414, height: 896)).frame(named: "label")?.x, 20)
        XCTAssertEqual(
            layout.check(sizes: [tall, CanvasSize(width: 414, height: 896)], environment: LayoutEnvironment(rootIsViewControllerView: true)),
            [])
    }

    // MARK: Directional margins

    private let directional = """
        view card { directionalMargins 8, 20, 8, 4 }, label
        card.edges = root.edges
        label.leading = card.leadingMargin; label.trailing = card.trailingMargin
        label.top = card.topMargin; label.height = 20
        """

    func testDirectionalMarginsSwapInRightToLeft() {
        let environment = LayoutEnvironment(size: CanvasSize(width: 375, height: 100))
        XCTAssertEqual(frame(directional, "label", in: environment), [20, 8, 351, 20])
        XCTAssertEqual(frame(directional, "label", in: environment, direction: .rightToLeft), [4, 8, 351, 20])
        // Physical margins stay put: the left margin is 20 in both directions.
        let physical = directional.replacingOccurrences(of: "directionalMargins", with: "margins")
        XCTAssertEqual(frame(physical, "label", in: environment, direction: .rightToLeft), [20, 8, 351, 20])
        // leftMargin is the physical left: the trailing margin in right to left.
        let left = directional.replacingOccurrences(of: "label.leading = card.leadingMargin; label.trailing = card.trailingMargin",
                                                    with: "label.left = card.leftMargin; label.width = 10")
        XCTAssertEqual(frame(left, "label", in: environment, direction: .rightToLeft), [4, 8, 10, 20])
    }

    func testMirrorCheckAcceptsDirectionalMarginsAndBlamesPhysicalOnes() {
        let sizes = [CanvasSize(width: 375, height: 100)]
        XCTAssertEqual(
            LayoutCompiler.mirrorDiagnostics(MirrorRequest(source: SourceFile(path: "m.layout", text: directional), sizes: sizes)), [])
        let physical = directional.replacingOccurrences(of: "directionalMargins", with: "margins")
        let warnings = LayoutCompiler.mirrorDiagnostics(MirrorRequest(source: SourceFile(path: "m.layout", text: physical), sizes: sizes))
        XCTAssertEqual(warnings.map(\.code), [.unmirroredFrame])
        XCTAssertEqual(
            warnings.first?.notes.last,
            "it is placed with the leading and trailing margins of 'card', whose left and right margins differ and stay put "
                + "in right to left: give them as directionalMargins TOP, LEADING, BOTTOM, TRAILING to follow the writing direction")
        // A view placed with left and right keeps the old advice.
        let leftRight = "view a\na.left = 10; a.width = 20; a.top = 0; a.height = 10\n"
        XCTAssertEqual(
            LayoutCompiler.mirrorDiagnostics(MirrorRequest(source: SourceFile(path: "m.layout", text: leftRight), sizes: sizes))
                .first?.notes.last,
            "to follow the writing direction, constrain it with leading and trailing instead of left and right")
    }
}

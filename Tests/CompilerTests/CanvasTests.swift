import LayoutChecker
import LayoutCompiler
import LayoutIR
import LayoutSource
import XCTest

/// Canvases beyond a fixed size: device presets, fitted sizes, the degenerate sizes, findings
/// named by canvas, and the note `check` gives at no canvas (grammar.md, "Canvases").
final class CanvasTests: XCTestCase {
    private func compile(_ text: String) -> CompiledLayout {
        LayoutCompiler.compile(CompileRequest(path: "t.layout", text: text))
    }

    // MARK: Device presets

    func testEveryConfigurationNameIsShellFriendlyAndNamesItself() {
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.:/")
        var names: Set<String> = []
        for device in DeviceConfiguration.all {
            let name = device.description
            XCTAssertTrue(name.allSatisfy(allowed.contains), name)
            XCTAssertTrue(names.insert(name.lowercased()).inserted, "\(name) twice")
            XCTAssertEqual(DeviceConfiguration(named: name), device, name)
            XCTAssertEqual(DeviceConfiguration(named: name.lowercased()), device, name)
        }
        XCTAssertNil(DeviceConfiguration(named: "iPhone99"))
        XCTAssertNil(DeviceConfiguration(named: "Mac:landscape"), "a window has no landscape")
        XCTAssertNil(DeviceConfiguration(named: "iPhoneSE3:split1/3"), "a phone has no Split View")
        XCTAssertEqual(DeviceConfiguration(named: "iPhoneSE3:portrait")?.description, "iPhoneSE3")
    }

    func testEveryPresetCitesItsSourceAndHasAPlausibleScreen() {
        for preset in DevicePreset.all {
            XCTAssertFalse(preset.source.isEmpty, preset.name)
            if preset.idiom != .mac {
                XCTAssertLessThanOrEqual(preset.portraitSize.width, preset.portraitSize.height, preset.name)
            }
            for device in preset.configurations {
                let insets = device.safeAreaInsets
                XCTAssertLessThan(insets.left + insets.right, device.size.width, device.description)
                XCTAssertLessThan(insets.top + insets.bottom, device.size.height, device.description)
            }
        }
        // The smallest and the largest current iPhones are there.
        XCTAssertNotNil(DevicePreset.named("iPhoneSE3"))
        XCTAssertNotNil(DevicePreset.named("iPhone16ProMax"))
    }

    func testOrientationAndSplitViewShapeTheCanvas() throws {
        let landscape = try XCTUnwrap(DeviceConfiguration(named: "iPhone15ProMax:landscape"))
        XCTAssertEqual(landscape.size, CanvasSize(width: 932, height: 430))
        XCTAssertEqual(landscape.safeAreaInsets, SafeAreaInsets(top: 0, left: 59, bottom: 21, right: 59))
        let split = try XCTUnwrap(DeviceConfiguration(named: "iPadPro11:landscape:split1/3"))
        XCTAssertEqual(split.size, CanvasSize(width: 375, height: 834))
        XCTAssertEqual(split.safeAreaInsets, SafeAreaInsets(top: 24, left: 0, bottom: 20, right: 0))
        let environment = split.environment(flags: ["expanded"])
        XCTAssertEqual(environment.size, split.size)
        XCTAssertEqual(environment.idiom, .pad)
        XCTAssertEqual(environment.flags, ["expanded"])
        XCTAssertTrue(environment.rootIsViewControllerView)
        XCTAssertFalse(LayoutEnvironment().rootIsViewControllerView)
    }

    // MARK: Fitted sizes

    /// A self-sizing cell: title and body stacked, the cell's bottom pinned to the body's.
    private let cell = """
        view title, body
        title.top = root.top + 12; title.leading = root.leading + 16; title.trailing = root.trailing - 16
        title.height = 20
        body.top = title.bottom + 4; body.leading = title.leading; body.trailing = title.trailing
        body.height >= 40
        body.bottom = root.bottom - 12

        """

    func testAFittedHeightIsTheSmallestThatFits() {
        let layout = compile(cell)
        XCTAssertEqual(layout.fittedSize(FittingCanvas(width: 375)), CanvasSize(width: 375, height: 88))
        // Above the fitting priority, a preference wins over the smallest height, as in UIKit.
        XCTAssertEqual(compile(cell + "body.height = 60 @low\n").fittedSize(FittingCanvas(width: 375)).height, 108)
        // Below it (priority 50, fittingSizeLevel), the preference loses.
        XCTAssertEqual(compile(cell + "body.height = 60 @49\n").fittedSize(FittingCanvas(width: 375)).height, 88)
    }

    func testAFittedWidthIsTheSmallestThatFits() {
        let layout = compile("view a\na.leading = root.leading + 8; a.trailing = root.trailing - 8; a.width >= 100\na.top = 0; a.height = 10\n")
        XCTAssertEqual(layout.fittedSize(FittingCanvas(height: 667)), CanvasSize(width: 116, height: 667))
        XCTAssertEqual(FittingCanvas(height: 667).description, "x667")
        XCTAssertEqual(FittingCanvas(width: 375).description, "375x")
    }

    func testAFittedSizeSolvesAsThatSizeInASession() throws {
        let layout = compile(cell + "body.height = 60 @low\n")
        let size = layout.fittedSize(FittingCanvas(width: 320))
        let fresh = layout.solve(size: size)
        XCTAssertEqual(fresh.frame(named: "root")?.height, 108)
        XCTAssertEqual(fresh.frame(named: "body")?.width, 288)
        // A session resized to the fitted size agrees with the fresh solve.
        let session = LayoutSession(layout, size: CanvasSize(width: 375, height: 667))
        let resized = session.resize(to: size)
        XCTAssertEqual(resized.frames, fresh.frames)
    }

    func testAConflictThatNoHeightResolvesFitsToZero() {
        let layout = compile("view a\na.leading = root.leading + 200; a.width = 200; a.trailing = root.trailing\na.top = 0; a.height = 10\n")
        XCTAssertEqual(layout.fittedSize(FittingCanvas(width: 375)), CanvasSize(width: 375, height: 0))
        let findings = layout.check(canvases: [CheckCanvas(.fitting(FittingCanvas(width: 375)))])
        let conflict = findings.first { $0.code == .unsatisfiableConstraints }
        XCTAssertEqual(conflict?.context.sizes, ["375x0 (fitted 375x)"])
    }

    // MARK: Findings named by canvas

    /// Fits 375 wide and wider: a 400-point view between 0 and root's trailing edge.
    private let wide = "view a\na.leading = root.leading; a.width = 380; a.trailing <= root.trailing\na.top = root.safeArea.top; a.height = 10\n"

    func testAFindingAtSomeDevicesNamesThem() throws {
        let layout = compile(wide)
        let devices = ["iPhoneSE3", "iPhone15ProMax", "iPhoneSE3:landscape"].compactMap(DeviceConfiguration.init(named:))
        XCTAssertEqual(devices.count, 3)
        let findings = layout.check(canvases: devices.map { CheckCanvas(.device($0)) })
        let conflicts = findings.filter { $0.code == .unsatisfiableConstraints }
        XCTAssertEqual(conflicts.count, 1, "\(findings)")
        XCTAssertEqual(conflicts.first?.context.sizes, ["iPhoneSE3 (375x667)"])
        XCTAssertTrue(conflicts.first?.printedMessage.hasSuffix("at iPhoneSE3 (375x667)") == true)
    }

    func testADeviceBringsItsSafeArea() throws {
        // Below the safe area's top: the device's 59-point inset, not the default 0.
        let layout = compile("view a\na.top = root.safeArea.top; a.leading = 0; a.size = 10\na.top <= 20\n")
        let device = try XCTUnwrap(DeviceConfiguration(named: "iPhone15Pro"))
        let findings = layout.check(canvases: [CheckCanvas(.device(device))])
        XCTAssertEqual(findings.filter { $0.code == .unsatisfiableConstraints }.first?.context.sizes, ["iPhone15Pro (393x852)"])
        XCTAssertTrue(layout.check(canvases: [CheckCanvas(.size(device.size))]).filter { $0.severity == .error }.isEmpty)
    }

    func testTheDegenerateSizesFindWhatAScreenDoesNot() {
        let layout = compile("view a\na.leading = root.leading + 16; a.trailing = root.trailing - 16\na.top = root.top + 8; a.bottom = root.bottom - 8\n")
        XCTAssertTrue(layout.check(canvases: [CheckCanvas(.size(CanvasSize(width: 375, height: 667)))]).isEmpty)
        let findings = layout.check(canvases: CheckCanvas.degenerate)
        let sizes = findings.filter { $0.code == .unsatisfiableConstraints }.flatMap(\.context.sizes)
        XCTAssertTrue(sizes.contains("0x0 (degenerate)"), "\(sizes)")
        XCTAssertTrue(sizes.contains("320x0 (degenerate)"), "\(sizes)")
        XCTAssertFalse(sizes.contains { $0.hasPrefix("iPadPro11") }, "fits the narrowest split view: \(sizes)")
    }

    func testFixedSizesAsCanvasesAgreeWithCheckAtSizes() {
        let layout = compile(wide)
        let sizes = [CanvasSize(width: 375, height: 667), CanvasSize(width: 1024, height: 768)]
        XCTAssertEqual(layout.check(canvases: sizes.map { CheckCanvas(.size($0)) }), layout.check(sizes: sizes))
    }

    // MARK: No canvas

    func testTheNoCanvasNoteIsGivenUnlessTheFrontEndFailed() {
        XCTAssertEqual(compile("view a\na.left = 10\n").checkedWithoutCanvasNote?.code, .checkedWithoutCanvas)
        XCTAssertNil(compile("view a\nb.left = 10\n").checkedWithoutCanvasNote)
        XCTAssertTrue(compile("view a\na.left = 10\n").solve(size: nil).leavesRootSizeFree)
        XCTAssertFalse(compile("view a\na.left = 10\n").solve(size: CanvasSize(width: 1, height: 1)).leavesRootSizeFree)
        XCTAssertFalse(compile("root.width = 100; root.height = 50\n").solve(size: nil).leavesRootSizeFree)
    }
}

/// The canvases a file declares (`canvas "..."`), as the compiler reads them.
final class DeclaredCanvasTests: XCTestCase {
    func testDeclaredCanvasesAreReadInOrderOnce() throws {
        let layout = LayoutCompiler.compile(CompileRequest(
            path: "t.layout", text: "canvas \"iPhoneSE3\", \"375x\", \"x667\"\ncanvas \"iphonese3\", \"1x2\"\nview a\n"))
        XCTAssertEqual(layout.diagnostics, [])
        XCTAssertEqual(layout.declaredCanvases.map(\.name), ["iPhoneSE3", "375x", "x667", "1x2"])
        let degenerate = LayoutCompiler.compile(CompileRequest(path: "t.layout", text: "canvas \"degenerate\"\n"))
        XCTAssertEqual(degenerate.declaredCanvases, CheckCanvas.degenerate)
    }

    func testAnUnknownCanvasIsAnErrorAtItsString() throws {
        let layout = LayoutCompiler.compile(CompileRequest(path: "t.layout", text: "view a\ncanvas \"iPhone15ProMx\", \"375x667\"\n"))
        let error = try XCTUnwrap(layout.diagnostics.first)
        XCTAssertEqual(error.code, .unknownCanvas)
        XCTAssertEqual(error.message, "unknown canvas 'iPhone15ProMx'")
        XCTAssertEqual(error.notes, ["did you mean 'iPhone15ProMax'?"])
        // Names match without regard to case, and so do their suggestions.
        let lowered = LayoutCompiler.compile(CompileRequest(path: "t.layout", text: "canvas \"iphone15promx\"\n"))
        XCTAssertEqual(lowered.diagnostics.first?.notes, ["did you mean 'iPhone15ProMax'?"])
        XCTAssertEqual(error.span.map { layout.source.lineColumn(at: $0.range.start).description }, "2:8")
        XCTAssertEqual(layout.declaredCanvases.map(\.name), ["375x667"])
        XCTAssertTrue(layout.hasErrors)
    }

    func testOnlyTheCheckedFilesCanvasesCount() {
        let loader = InMemoryIncludeLoader(["base.layout": "canvas \"Mac\"\nview a\n"])
        let layout = LayoutCompiler.compile(CompileRequest(
            source: SourceFile(path: "main.layout", text: "use \"base.layout\"\ncanvas \"iPhoneSE3\"\n"), loader: loader))
        XCTAssertEqual(layout.diagnostics, [])
        XCTAssertEqual(layout.declaredCanvases.map(\.name), ["iPhoneSE3"])
    }

    func testNamedReadsEveryKindOfCanvas() {
        XCTAssertEqual(CheckCanvas.named("375x667"), [CheckCanvas(.size(CanvasSize(width: 375, height: 667)))])
        XCTAssertEqual(CheckCanvas.named("375X"), [CheckCanvas(.fitting(FittingCanvas(width: 375)))])
        XCTAssertEqual(CheckCanvas.named("x667"), [CheckCanvas(.fitting(FittingCanvas(height: 667)))])
        XCTAssertEqual(CheckCanvas.named("Mac")?.first?.name, "Mac")
        for bad in ["x", "xx", "-1x2", "375xx", "iPhone", "", "375x667x1"] { XCTAssertNil(CheckCanvas.named(bad), bad) }
    }
}

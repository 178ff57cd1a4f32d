import Foundation
import LayoutChecker
import LayoutCodegen
import LayoutSource
import XCTest

/// The frame engine's code (`generate --engine frames`), compiled against the shims and run,
/// sets the frames `layoutc solve` gives, at many sizes, safe areas, intrinsic sizes, in both
/// directions and every variant, and `sizeThatFits` gives `solve --size Wx`'s height.
final class FrameEngineTests: XCTestCase {
    @discardableResult
    private func run(_ harness: FrameHarness) throws -> (equal: Int, solveFails: Int, undetermined: Int, regionTries: Int, regionHits: Int) {
        let output = try harness.run()
        let numbers = output.numbers
        var totals = (equal: 0, solveFails: 0, undetermined: 0, regionTries: output.regionTotals.tries, regionHits: output.regionTotals.hits)
        for subject in harness.subjects {
            for (index, scenario) in harness.scenarios(of: subject).enumerated() {
                guard let printed = numbers[subject.label]?[index] else {
                    XCTFail("\(subject.source.path): nothing printed for scenario \(index)")
                    continue
                }
                switch harness.compare(subject, scenario, printed: printed) {
                case .equal: totals.equal += 1
                case .solveFails: totals.solveFails += 1
                case .undetermined: totals.undetermined += 1
                case .differs(let message):
                    XCTFail("\(subject.source.path) at \(scenario): \(message)\n\(subject.source.text)")
                }
            }
        }
        return totals
    }

    func testExamplesReproduceSolve() throws {
        var harness = FrameHarness(target: .uikit)
        var refused: [String] = []
        for file in try CodegenFixtures.examples() {
            let problems = harness.add(path: file.path, bytes: Array(try Data(contentsOf: file)), loader: CodegenFixtures.DiskLoader())
            if !problems.isEmpty {
                refused.append("\(file.lastPathComponent): \(problems.filter { $0.severity == .error }.map { "\($0.code.rawValue) \($0.message)" })")
            }
        }
        let totals = try run(harness)
        print("frames: \(harness.subjects.count) examples, \(totals) ; refused \(refused)")
        XCTAssertGreaterThan(totals.equal, 500)
        // sizeThatFits ran the fitting tableaus' straight-line code, inside their regions and out
        // of them (where the kernel then settled), and still equalled solve.
        XCTAssertGreaterThan(totals.regionHits, 0)
        XCTAssertGreaterThan(totals.regionTries, totals.regionHits)
    }
}

extension FrameEngineTests {
    func testExamplesReproduceSolveOnAppKit() throws {
        var harness = FrameHarness(target: .appkit)
        harness.intrinsicScales = [1, 1.7]
        for file in try CodegenFixtures.examples() {
            harness.add(path: file.path, bytes: Array(try Data(contentsOf: file)), loader: CodegenFixtures.DiskLoader())
        }
        XCTAssertGreaterThanOrEqual(harness.subjects.count, 8)
        let totals = try run(harness)
        print("frames (appkit): \(harness.subjects.count) examples, \(totals)")
        XCTAssertGreaterThan(totals.equal, 300)
    }

    /// Every fixture of the checker and the compiler that generates frame code (those with
    /// errors on purpose, and those G012 refuses, are left out and counted).
    func testFixturesReproduceSolve() throws {
        var harness = FrameHarness(target: .uikit)
        harness.sizes = [(375, 667), (1024, 768), (250, 500)]
        harness.intrinsicScales = [1, 1.5]
        var files = try CodegenFixtures.stackAndScrollLayouts()
        for folder in ["Tests/CheckerTests/Fixtures", "Tests/CompilerTests/Fixtures"] {
            let url = CodegenFixtures.repository.appendingPathComponent(folder)
            files += (try FileManager.default.contentsOfDirectory(at: url, includingPropertiesForKeys: nil))
                .filter { $0.pathExtension == "layout" }.sorted { $0.lastPathComponent < $1.lastPathComponent }
        }
        var refused: [String] = []
        for file in files {
            let problems = harness.add(path: file.path, bytes: Array(try Data(contentsOf: file)), loader: CodegenFixtures.DiskLoader())
            if problems.contains(where: { $0.code.rawValue == "G012" }) { refused.append(file.lastPathComponent) }
        }
        let totals = try run(harness)
        print("frames: \(harness.subjects.count) of \(files.count) fixtures, \(totals); G012 for \(refused)")
        XCTAssertGreaterThan(harness.subjects.count, 12)
        XCTAssertGreaterThan(totals.equal, 800)
    }

    /// Random layouts of everything code generation maps (nested views, margins, the safe area,
    /// leading and trailing, baselines, intrinsic sizes, ratios, flex(), `when` blocks), each
    /// determined with distinct priorities, so the frame code must land on solve's one optimum.
    func testRandomLayoutsReproduceSolve() throws {
        var harness = FrameHarness(target: .uikit)
        harness.sizes = [(375, 667), (1024, 768), (320, 480), (150, 900)]
        harness.intrinsicScales = [1, 2.5, 0.3]
        var generator = RandomCodegenLayouts(seed: 0xF4A3)
        var refused: [String] = []
        for index in 0..<48 {
            let text = generator.file()
            let problems = harness.add(path: "random\(index).layout", bytes: Array(text.utf8))
            // G012 alone may refuse one (a nested view's margins measured from its safe area).
            if !problems.isEmpty, !problems.allSatisfy({ $0.severity != .error || $0.code.rawValue == "G012" }) {
                refused.append("random\(index): \(problems.map { "\($0.code) \($0.message)" })\n\(text)")
            }
        }
        XCTAssertEqual(refused, [], "random layouts are built to generate")
        let totals = try run(harness)
        print("frames: \(harness.subjects.count) random files, \(totals)")
        XCTAssertGreaterThan(harness.subjects.count, 36)
        XCTAssertGreaterThan(totals.equal, 36 * 100)
        XCTAssertGreaterThan(totals.regionHits, 0, "fitting inside the reference regions")
        XCTAssertGreaterThan(totals.regionTries, totals.regionHits, "fitting outside them, by the kernel")
    }

    /// Conflicts at run time: the frame code never traps, keeps every frame finite, and says what
    /// it broke through `onUnsatisfiable`, once per new set.
    func testUnsatisfiableInputsAreReportedOnce() throws {
        var harness = FrameHarness(target: .uikit)
        harness.sizes = [(375, 667), (100, 667), (100, 667), (375, 667), (90, 300)]
        harness.intrinsicScales = [1]
        let text = """
            view a, b { intrinsic 80 x 20 }
            a.leading = root.leading + 20; a.top = 10; a.width = 200
            b.leading = a.trailing + 8; b.trailing <= root.trailing - 20; b.top = 10
            """
        XCTAssertEqual(harness.add(path: "tight.layout", bytes: Array(text.utf8)).filter { $0.severity == .error }.map(\.message), [])
        let output = try harness.run()
        let (numbers, failures) = (output.numbers, output.failures)
        let subject = try XCTUnwrap(harness.subjects.first)
        var conflicting = 0
        for (index, scenario) in harness.scenarios(of: subject).enumerated() {
            let printed = try XCTUnwrap(numbers[subject.label]?[index])
            XCTAssertTrue(printed.allSatisfy(\.isFinite), "\(printed)")
            switch harness.compare(subject, scenario, printed: printed) {
            case .differs(let message): XCTFail("\(scenario): \(message)")
            case .solveFails: conflicting += 1
            default: break
            }
        }
        XCTAssertGreaterThan(conflicting, 0)
        // Reported once per run of conflicting inputs in a row with the same broken set, never per call.
        let reports = try XCTUnwrap(failures[subject.label])
        XCTAssertGreaterThan(reports, 0)
        XCTAssertLessThan(reports, conflicting)
    }

    /// A `let` only added to constraints' constants is a settable property; set, the next layout
    /// gives `solve --let`'s frames. One used in a multiplier is folded (no property).
    func testSettableConstantsReproduceSolveWithLet() throws {
        var harness = FrameHarness(target: .uikit)
        harness.intrinsicScales = [1]
        let text = """
            let gap = 8
            let inset = gap * 2
            let ratio = 2
            view bar, title { intrinsic 120 x 20 }, badge
            bar.leading = root.leading + inset; bar.trailing = root.trailing - inset
            bar.top = root.safeArea.top + gap; bar.height = 44
            title.leading = bar.leading + gap; title.centerY = bar.centerY
            badge.size = 24; badge.centerY = bar.centerY
            badge.trailing = bar.trailing - gap
            title.trailing <= badge.leading - gap
            badge.width = badge.height * ratio @low
            """
        XCTAssertEqual(harness.add(path: "bar.layout", bytes: Array(text.utf8), settings: [("gap", 20)]).filter { $0.severity == .error }.map(\.message), [])
        let code = try XCTUnwrap(harness.subjects.first?.generated.text)
        XCTAssertTrue(code.contains("public var gap: CGFloat = 8"), "gap is settable")
        XCTAssertFalse(code.contains("public var ratio"), "ratio multiplies: folded")
        XCTAssertFalse(code.contains("public var inset"), "inset follows gap")
        let totals = try run(harness)
        XCTAssertGreaterThan(totals.equal, 40)
    }
}

extension FrameEngineTests {
    /// Views with alignment insets: the frame code reads each view's `alignmentRectInsets` at
    /// run time (the shim's views report the file's) and sets the drawn frames `solve` gives, a
    /// child's relative to its parent's drawn frame, on UIKit and AppKit.
    func testAlignmentInsetsGiveTheDrawnFrames() throws {
        let text = """
            view row {
              margins 16
              view toggle { intrinsic 49 x 27; alignmentInsets 2, 0, 2, 0 }
              view badge {
                alignmentInsets 4, 6, 4, 2
                view dot
              }
            }
            row.top = root.safeArea.top + 20; row.leading = root.leading; row.trailing = root.trailing; row.height = 60
            toggle.trailing = row.trailingMargin; toggle.centerY = row.centerY
            badge.leading = row.leadingMargin; badge.centerY = row.centerY; badge.width = 40; badge.height = 30
            dot.leading = badge.leadingMargin; dot.top = badge.top; dot.width = 10; dot.height = 10

            """
        for target in [CodeTarget.uikit, .appkit] {
            var harness = FrameHarness(target: target)
            let problems = harness.add(path: "insets.layout", bytes: Array(text.utf8))
            XCTAssertEqual(problems.filter { $0.severity == .error }.map(\.message), [])
            let generated = try XCTUnwrap(harness.subjects.first?.generated.text)
            XCTAssertTrue(generated.contains(".alignmentRectInsets"), "the insets are read at run time")
            let totals = try run(harness)
            XCTAssertGreaterThan(totals.equal, 20, "\(target)")
        }
    }
}

extension FrameEngineTests {
    /// Auto Layout code sets no alignment insets (UIKit's controls report their own): it says
    /// which the file assumed the running view reports, and only for views that declare them.
    func testAutoLayoutCodeSaysWhichAlignmentInsetsTheFileAssumes() throws {
        let text = "view toggle { intrinsic 49 x 27; alignmentInsets 2, 0, 2, 0 }, label { intrinsic 40 x 20 }\n"
            + "toggle.left = root.left + 20; toggle.top = root.top + 40\nlabel.left = toggle.right + 8; label.centerY = toggle.centerY\n"
        let generated = generateCode(GenerateRequest(check: CheckRequest(source: SourceFile(path: "row.layout", text: text)), target: .uikit))
        let code = try XCTUnwrap(generated.text, "\(generated.diagnostics)")
        XCTAssertTrue(code.contains(
            "// toggle is laid out by its alignment rectangle: its class must report alignmentRectInsets (top: 2, left: 0, bottom: 2, right: 0)"),
            code)
        XCTAssertFalse(code.contains("label is laid out by its alignment rectangle"))
        XCTAssertFalse(code.contains("alignmentRectInsets ="), "insets are never set")
    }
}

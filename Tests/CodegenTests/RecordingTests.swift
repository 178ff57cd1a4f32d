import Foundation
import LayoutCodegen
import XCTest

/// The generated code, run against the recording shim in every variant, direction and at several
/// sizes, installs constraints whose solution (AutoLayoutModel: UIKit's semantics) is the frames
/// `layoutc solve` gives: for every example, every fixture that checks cleanly, and random layouts.
final class RecordingTests: XCTestCase {
    private func run(_ harness: RecordingHarness, requireAll: Bool) throws -> (equal: Int, bothFail: Int, undetermined: Int) {
        let recorded = try harness.record()
        var totals = (equal: 0, bothFail: 0, undetermined: 0)
        for subject in harness.subjects {
            for (index, scenario) in harness.scenarios(of: subject).enumerated() {
                guard let layout = recorded[subject.label]?[index] else {
                    XCTFail("\(subject.source.path): no snapshot for scenario \(index)")
                    continue
                }
                switch harness.compare(subject, scenario, recorded: layout) {
                case .equal: totals.equal += 1
                case .bothFail: totals.bothFail += 1
                case .undetermined: totals.undetermined += 1
                case .differs(let message):
                    XCTFail("\(subject.source.path) at \(scenario): \(message)\n\(subject.source.text)")
                }
            }
        }
        return totals
    }

    func testExamplesAndFixturesReproduceTheirFrames() throws {
        try examplesAndFixtures(target: .uikit)
    }

    func testExamplesAndFixturesReproduceTheirFramesOnAppKit() throws {
        try examplesAndFixtures(target: .appkit)
    }

    private func examplesAndFixtures(target: CodeTarget) throws {
        var harness = RecordingHarness(target: target)
        var files = try CodegenFixtures.examples() + CodegenFixtures.stackAndScrollLayouts()
        for folder in ["Tests/CheckerTests/Fixtures", "Tests/CompilerTests/Fixtures"] {
            let url = CodegenFixtures.repository.appendingPathComponent(folder)
            files += (try FileManager.default.contentsOfDirectory(at: url, includingPropertiesForKeys: nil))
                .filter { $0.pathExtension == "layout" }.sorted { $0.lastPathComponent < $1.lastPathComponent }
        }
        var skipped: [String] = []
        var exempt = Set<String>()
        for file in files {
            let problems = harness.add(
                path: file.path, bytes: Array(try Data(contentsOf: file)), loader: CodegenFixtures.DiskLoader())
            if !problems.isEmpty {
                skipped.append(file.lastPathComponent)
                // On AppKit, a file with a stack or scroll view is refused for that reason alone.
                let onlyAppKit = target == .appkit && problems.filter { $0.severity == .error }.allSatisfy {
                    $0.code.rawValue == "G010" || $0.code.rawValue == "G011"
                }
                if onlyAppKit { exempt.insert(file.lastPathComponent) }
            }
        }
        // Every example generates; fixtures with errors on purpose are left out.
        let mustGenerate = try CodegenFixtures.examples() + CodegenFixtures.stackAndScrollLayouts()
        XCTAssertTrue(
            skipped.allSatisfy { name in exempt.contains(name) || !mustGenerate.contains { $0.lastPathComponent == name } },
            "\(skipped)")
        let totals = try run(harness, requireAll: true)
        XCTAssertGreaterThan(totals.equal, 250)
        print("recording (\(target)): \(harness.subjects.count) files, \(totals.equal) scenarios equal, \(totals.bothFail) refused by both, \(totals.undetermined) undetermined; skipped \(skipped)")
    }

    /// Layouts a review found wrong or refused: duplicates in one direction only, leading and
    /// trailing combined, fractions of root's position; each in both directions.
    func testReviewedCornerCasesReproduceTheirFrames() throws {
        let files = [
            "view a\na.top = 0; a.width = 50; a.height = 10\na.left >= 10\na.leading >= 10\na.centerX = root.centerX + 300 @low\n",
            "view a\na.top = 0; a.width = 50; a.height = 10\na.right <= 300 @high\na.trailing <= 300 @low\na.centerX = root.centerX - 300 @200\n",
            "view a, b\na.leading = 20; a.top = 0; a.width = 80; a.height = 10\nb.width = a.trailing - a.leading\nb.top = 20; b.height = 10\na.leading + a.width + 8 = b.leading\n",
            "view a, b\nb.trailing = root.trailing - 10; b.top = 0; b.size = 30\na.trailing - a.width = b.trailing; a.top = 40; a.size = 20\n",
            "view a, b\na.centerX = root.centerX / 2; a.top = 0; a.size = 10\nb.left = root.right / 3; b.top = 20; b.size = 10\n",
            "view a, b, c\na.top = 0; a.height = 10; b.top = 20; b.height = 10; c.top = 40; c.height = 10\nb.left = 10; b.width = 50; c.left = 200; c.width = 30\na.centerX = (b.left + c.right) / 2; a.width = b.width + c.width / 2\n",
        ]
        for target in CodeTarget.allCases {
            var harness = RecordingHarness(target: target)
            for (index, text) in files.enumerated() {
                let problems = harness.add(path: "reviewed\(index).layout", bytes: Array(text.utf8))
                XCTAssertEqual(problems.map(\.code.rawValue).filter { !$0.hasPrefix("G001") }, [], text)
            }
            XCTAssertEqual(harness.subjects.count, files.count)
            let totals = try run(harness, requireAll: true)
            XCTAssertEqual(totals.equal, files.count * (target == .uikit ? 12 : 12), "\(target)")
        }
    }

    /// Stacks of every distribution and alignment, nested, within margins, with custom and
    /// system spacing: the generated UIStackView, laid out by the model's own reading of UIKit's
    /// constraints, gives `solve`'s frames (which come from the compiler's lowering of `stack`).
    func testStacksReproduceTheirFrames() throws {
        let row = "  view a { intrinsic 50 x 20; baseline 15 }\n  view b { intrinsic 80 x 40; baseline 30, 35; hugging 249 }\n"
            + "  view c { intrinsic 30 x 60; baseline 40, 50 }\n"
        var files: [String] = []
        for distribution in ["fill", "fillEqually", "fillProportionally", "equalSpacing", "equalCentering"] {
            files.append("stack s {\n  spacing 10\n  distribution \(distribution)\n\(row)}\ns.left = 10; s.top = 20; s.width = 320; s.height = 100\n")
        }
        for alignment in ["fill", "top", "center", "bottom", "firstBaseline", "lastBaseline"] {
            files.append("stack s {\n  spacing 10\n  alignment \(alignment)\n\(row)}\ns.leading = 10; s.top = 20; s.width = 300\n")
        }
        for alignment in ["fill", "leading", "center", "trailing"] {
            files.append(
                "stack s {\n  axis vertical\n  spacing system\n  alignment \(alignment)\n  marginsRelative true\n  margins 4\n"
                    + "\(row)}\ns.leading = 10; s.top = 20; s.width = 200\n")
        }
        files.append(
            "stack outer {\n  axis vertical\n  alignment leading\n  spacing 8\n  view title { intrinsic 120 x 30; spacingAfter 12 }\n"
                + "  stack inner {\n    spacing 4\n    view left { intrinsic 40 x 20 }\n    view right { intrinsic 60 x 20 }\n  }\n"
                + "  view footer { intrinsic 90 x 10 }\n}\nouter.leading = root.safeArea.leading + 10; outer.top = root.safeArea.top\n")
        files.append(
            "stack column {\n  axis vertical\n  baselineRelative true\n  alignment leading\n  spacing 12\n\(row)}\n"
                + "column.left = 0; column.top = 0\n")
        // Where the compiler's lowering and the model's reading of UIKit disagree: none since
        // the corpus's stored frames settled `center` and `firstBaseline`. This test fails once
        // a listed file agrees: then move it back.
        let knownDisagreements: Set<Int> = []
        var harness = RecordingHarness(target: .uikit)
        var disputed = RecordingHarness(target: .uikit)
        for (index, text) in files.enumerated() {
            let problems = knownDisagreements.contains(index)
                ? disputed.add(path: "stack\(index).layout", bytes: Array(text.utf8))
                : harness.add(path: "stack\(index).layout", bytes: Array(text.utf8))
            XCTAssertEqual(problems.filter { $0.severity == .error }.map { "\($0.code) \($0.message)" }, [], text)
        }
        let totals = try run(harness, requireAll: true)
        XCTAssertEqual(totals.equal, harness.subjects.count * 12, "every agreed stack is compared in every scenario")
        print("recording (stacks): \(harness.subjects.count) files, \(totals.equal) scenarios equal, \(totals.bothFail) refused by both, \(totals.undetermined) undetermined")
        let recorded = try disputed.record()
        for subject in disputed.subjects {
            let differing = disputed.scenarios(of: subject).enumerated().filter { index, scenario in
                guard let layout = recorded[subject.label]?[index] else { return false }
                if case .differs = disputed.compare(subject, scenario, recorded: layout) { return true }
                return false
            }
            XCTAssertFalse(differing.isEmpty, "\(subject.source.path) now agrees: take it out of knownDisagreements\n\(subject.source.text)")
        }
    }

    func testRandomLayoutsReproduceTheirFrames() throws {
        try randomLayouts(target: .uikit, seed: 0x14)
    }

    func testRandomLayoutsReproduceTheirFramesOnAppKit() throws {
        try randomLayouts(target: .appkit, seed: 0xA9)
    }

    private func randomLayouts(target: CodeTarget, seed: UInt64) throws {
        var harness = RecordingHarness(target: target)
        var generator = RandomCodegenLayouts(seed: seed)
        var refused: [String] = []
        for index in 0..<40 {
            let text = generator.file()
            let problems = harness.add(path: "random\(index).layout", bytes: Array(text.utf8))
            if !problems.isEmpty { refused.append("random\(index): \(problems.map { "\($0.code) \($0.message)" })\n\(text)") }
        }
        XCTAssertEqual(refused, [], "random layouts are built to generate")
        let totals = try run(harness, requireAll: true)
        XCTAssertGreaterThan(totals.equal, 40 * 12)
        print("recording (\(target)): \(harness.subjects.count) random files, \(totals.equal) scenarios equal, \(totals.bothFail) refused by both, \(totals.undetermined) undetermined")
    }
}

import AutoLayoutModel
import Foundation
import LayoutChecker
import LayoutCodegen
import LayoutSource
import XCTest

/// `generate --target swiftui`: a SwiftUI `Layout` compiled against the SwiftUI shim and run places
/// its subviews where `layoutc solve` puts the views (mirrored right to left, as SwiftUI mirrors a
/// layout's placements), at many sizes, safe areas, ideal sizes and variants, and its
/// `sizeThatFits` gives `solve`'s fitted sizes for nil, zero and infinite proposals.
final class SwiftUILayoutTests: XCTestCase {
    @discardableResult
    private func run(_ harness: SwiftUIHarness) throws -> (equal: Int, solveFails: Int, undetermined: Int, regionTries: Int, regionHits: Int) {
        let output = try harness.run()
        let (numbers, failures) = (output.numbers, output.failures)
        var totals = (equal: 0, solveFails: 0, undetermined: 0, regionTries: output.regionTotals.tries, regionHits: output.regionTotals.hits)
        for subject in harness.subjects {
            XCTAssertEqual(failures[subject.label], 0, "\(subject.source.path): a subview placed other than once at .topLeading")
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
                    XCTFail("\(subject.source.path) at \(scenario): \(message)")
                }
            }
        }
        return totals
    }

    func testExamplesReproduceSolve() throws {
        var harness = SwiftUIHarness()
        var refused: [String] = []
        for file in try CodegenFixtures.examples() {
            let problems = harness.add(path: file.path, bytes: Array(try Data(contentsOf: file)), loader: CodegenFixtures.DiskLoader())
            if !problems.isEmpty {
                refused.append("\(file.lastPathComponent): \(problems.filter { $0.severity == .error }.map { "\($0.code.rawValue) \($0.message)" })")
            }
        }
        XCTAssertGreaterThanOrEqual(harness.subjects.count, 10, "refused: \(refused)")
        let totals = try run(harness)
        print("swiftui: \(harness.subjects.count) examples, \(totals); refused \(refused)")
        XCTAssertGreaterThan(totals.equal, 1000)
        // sizeThatFits ran the fitting tableaus' straight-line code, inside their regions and out
        // of them (where the kernel then settled), and still equalled solve.
        XCTAssertGreaterThan(totals.regionHits, 0)
        XCTAssertGreaterThan(totals.regionTries, totals.regionHits)
    }

    /// Random layouts of everything the frame engine compiles, each determined, so the layout must
    /// land on solve's one optimum in every scenario.
    func testRandomLayoutsReproduceSolve() throws {
        var harness = SwiftUIHarness()
        harness.sizes = [(375, 667), (1024, 768), (150, 900)]
        harness.intrinsicScales = [1, 2.5, 0.3]
        var generator = RandomCodegenLayouts(seed: 0x5EED)
        var refused: [String] = []
        for index in 0..<32 {
            let text = generator.file()
            let problems = harness.add(path: "random\(index).layout", bytes: Array(text.utf8))
            if !problems.isEmpty, !problems.allSatisfy({ $0.severity != .error || $0.code.rawValue == "G012" }) {
                refused.append("random\(index): \(problems.map { "\($0.code) \($0.message)" })\n\(text)")
            }
        }
        XCTAssertEqual(refused, [], "random layouts are built to generate")
        let totals = try run(harness)
        print("swiftui: \(harness.subjects.count) random files, \(totals)")
        XCTAssertGreaterThan(harness.subjects.count, 24)
        XCTAssertGreaterThan(totals.equal, 24 * 100)
        XCTAssertGreaterThan(totals.regionHits, 0, "fitting inside the reference regions")
        XCTAssertGreaterThan(totals.regionTries, totals.regionHits, "fitting outside them, by the kernel")
    }
}

extension SwiftUILayoutTests {
    /// Compiles `code` with `driver` against the SwiftUI shim and returns what the driver printed.
    private func runDriver(_ code: String, _ driver: String) throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("layoutc-swiftui-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let layout = directory.appendingPathComponent("Layout.swift")
        let main = directory.appendingPathComponent("main.swift")
        try Data(code.utf8).write(to: layout)
        try Data(("@_spi(Recording) import SwiftUI\n" + driver).utf8).write(to: main)
        guard ShimDriver.buildDirectory() != nil else { throw XCTSkip("the shims' modules are not beside the test bundle") }
        let executable = directory.appendingPathComponent("driver")
        try ShimDriver.buildSwiftUI(sources: [main, layout], output: executable)
        return try ShimDriver.run(executable)
    }

    private func generated(_ text: String, path: String = "row.layout") throws -> String {
        let result = generateCode(GenerateRequest(check: CheckRequest(source: SourceFile(path: path, bytes: Array(text.utf8))), target: .swiftui))
        XCTAssertEqual(result.diagnostics.filter { $0.severity == .error }.map(\.message), [])
        return try XCTUnwrap(result.text)
    }

    /// A wrong number of subviews places nothing and says so once per cache; the right number,
    /// in the file's order with nested views flattened after their parent, places every one.
    func testWrongSubviewCountPlacesNothingAndSaysSoOnce() throws {
        let code = try generated("""
            view card { view icon }
            view footer
            card.leading = 10; card.top = 10; card.size = 100
            icon.leading = card.leading + 5; icon.top = card.top + 5; icon.size = 20
            footer.leading = 0; footer.top = card.bottom; footer.width = 50; footer.height = 10
            """)
        XCTAssertTrue(code.contains(#"public static let subviewNames: [String] = ["card", "icon", "footer"]"#), code)
        XCTAssertFalse(code.contains("NSLayoutConstraint"))
        let output = try runDriver(code, """
            let layout = RowLayout()
            let two = (0..<2).map { _ in ShimSubview(idealSize: .zero) }
            var cache = layout.makeCache(subviews: LayoutSubviews(two, layoutDirection: .leftToRight))
            for _ in 0..<3 {
                layout.placeSubviews(in: CGRect(x: 0, y: 0, width: 300, height: 300), proposal: .unspecified,
                    subviews: LayoutSubviews(two, layoutDirection: .leftToRight), cache: &cache)
            }
            print("placed", two.map(\\.placements.count))
            let three = (0..<3).map { _ in ShimSubview(idealSize: .zero) }
            layout.placeSubviews(in: CGRect(x: 1, y: 2, width: 300, height: 300), proposal: .unspecified,
                subviews: LayoutSubviews(three, layoutDirection: .leftToRight), cache: &cache)
            for shim in three { print("at", shim.placements[0].position.x, shim.placements[0].position.y) }
            """)
        let lines = output.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.filter { $0.contains("3 subviews expected (card, icon, footer), 2 given") }.count, 1, output)
        XCTAssertTrue(lines.contains("placed [0, 0]"), output)
        XCTAssertEqual(lines.filter { $0.hasPrefix("at ") }, ["at 11.0 12.0", "at 16.0 17.0", "at 1.0 112.0"], output)
    }

    /// `hide` in a `when` block: `isHidden` answers it for the size; flags are properties.
    func testHiddenViewsAndFlagsAreProperties() throws {
        let code = try generated("""
            view a, b
            a.leading = 0; a.top = 0; a.size = 10 @low
            b.leading = a.trailing; b.top = 0; b.size = 10
            when width < 400 { hide b }
            when dense { a.width = 20 }
            when regularWidth { a.height = 30 }
            """)
        XCTAssertTrue(code.contains("public var dense: Bool = false"), code)
        XCTAssertTrue(code.contains("public var horizontalSizeClass: UserInterfaceSizeClass?"), code)
        let output = try runDriver(code, """
            var layout = RowLayout()
            print(layout.isHidden(1, in: CGSize(width: 300, height: 500)), layout.isHidden(1, in: CGSize(width: 500, height: 500)), layout.isHidden(0, in: CGSize(width: 300, height: 500)))
            let shims = (0..<2).map { _ in ShimSubview(idealSize: .zero) }
            var cache = layout.makeCache(subviews: LayoutSubviews(shims, layoutDirection: .leftToRight))
            layout.dense = true
            layout.placeSubviews(in: CGRect(x: 0, y: 0, width: 300, height: 300), proposal: .unspecified,
                subviews: LayoutSubviews(shims, layoutDirection: .leftToRight), cache: &cache)
            print(shims[0].placements[0].proposal.width ?? -1, shims[0].placements[0].proposal.height ?? -1, shims[1].placements[0].position.x)
            // Derived from the size on a phone: a 900x400 phone in landscape is compact (short side < 414).
            layout.placeSubviews(in: CGRect(x: 0, y: 0, width: 900, height: 400), proposal: .unspecified,
                subviews: LayoutSubviews(shims, layoutDirection: .leftToRight), cache: &cache)
            print(shims[0].placements[1].proposal.height ?? -1)
            layout.idiom = .pad
            layout.placeSubviews(in: CGRect(x: 0, y: 0, width: 900, height: 400), proposal: .unspecified,
                subviews: LayoutSubviews(shims, layoutDirection: .leftToRight), cache: &cache)
            print(shims[0].placements[2].proposal.height ?? -1)
            layout.idiom = .phone
            layout.horizontalSizeClass = .regular
            layout.placeSubviews(in: CGRect(x: 0, y: 0, width: 300, height: 300), proposal: .unspecified,
                subviews: LayoutSubviews(shims, layoutDirection: .leftToRight), cache: &cache)
            print(shims[0].placements[3].proposal.height ?? -1)
            """)
        XCTAssertEqual(output.split(separator: "\n").map(String.init), ["true false false", "20.0 10.0 20.0", "10.0", "30.0", "30.0"], output)
    }

    /// Right to left: the placements are UIKit's right to left frames mirrored, so that SwiftUI's
    /// flip shows them where UIKit does: `leading` on the right, `left` on the left.
    func testRightToLeftPlacesUIKitFramesMirrored() throws {
        let code = try generated("""
            view a, b
            a.leading = root.leading + 10; a.top = 0; a.size = 20
            b.left = root.left + 10; b.top = 30; b.size = 20
            """)
        let output = try runDriver(code, """
            let layout = RowLayout()
            for direction in [LayoutDirection.leftToRight, .rightToLeft] {
                let shims = (0..<2).map { _ in ShimSubview(idealSize: .zero) }
                var cache = layout.makeCache(subviews: LayoutSubviews(shims, layoutDirection: direction))
                layout.placeSubviews(in: CGRect(x: 0, y: 0, width: 200, height: 100), proposal: .unspecified,
                    subviews: LayoutSubviews(shims, layoutDirection: direction), cache: &cache)
                print(shims.map { $0.placements[0].position.x })
            }
            """)
        // Left to right both at 10. Right to left UIKit puts a at 170 and b at 10; placed mirrored
        // (200 - x - 20): a at 10 and b at 170, which SwiftUI flips back.
        XCTAssertEqual(output.split(separator: "\n").map(String.init), ["[10.0, 10.0]", "[10.0, 170.0]"], output)
    }
}

extension SwiftUILayoutTests {
    /// A SwiftUI view has no alignment rectangle: the layout places the drawn frames `solve`
    /// gives, outset by the file's insets as constants.
    func testAlignmentInsetsPlaceTheDrawnFrames() throws {
        var harness = SwiftUIHarness()
        let problems = harness.add(path: "insets.layout", bytes: Array("""
            view row {
              view toggle { intrinsic 49 x 27; alignmentInsets 2, 1, 3, 4 }
            }
            row.top = root.top + 20; row.leading = root.leading; row.trailing = root.trailing; row.height = 60
            toggle.trailing = row.trailingMargin; toggle.centerY = row.centerY

            """.utf8))
        XCTAssertEqual(problems.filter { $0.severity == .error }.map(\.message), [])
        let totals = try run(harness)
        XCTAssertGreaterThan(totals.equal, 10)
    }
}

import AutoLayoutModel
import Foundation
import LayoutChecker
import LayoutCodegen
import LayoutCompiler
import LayoutIR
import LayoutSource
import XCTest

/// Runs `--target swiftui` code for real: a driver compiled against the SwiftUI shim gives each
/// generated layout recording subviews (with the file's intrinsic sizes as ideal sizes), and in
/// each scenario sets the safe area, the direction, the flags and idiom, then calls
/// `placeSubviews` (printing every placement) or `sizeThatFits` (printing the size). One cache per
/// layout is kept across scenarios, as a container keeps it. The placements, mirrored right to left
/// as SwiftUI mirrors a layout's placements (LayoutSubviews.layoutDirection's documentation), must
/// be `solve`'s frames in root's coordinates; the sizes `solve --size 375x` (and `x667`, and both
/// fitted) sizes, 1e-9 relative.
struct SwiftUIHarness {
    /// One `.layout` file under test.
    struct Subject {
        var label: String
        var source: SourceFile
        var loader: (any IncludeLoader)?
        var generated: GeneratedCode
        var checked: CheckResult
    }

    /// What a proposal gives in one dimension.
    enum Proposal: Hashable {
        case given(Double)
        case unspecified
        case zero
        case infinity

        var number: Double {
            switch self {
            case .given(let value): value
            case .unspecified: -1
            case .zero: 0
            case .infinity: .infinity
            }
        }
    }

    /// One set of inputs.
    struct Scenario: Hashable {
        var width: Proposal
        var height: Proposal
        var idiom: DeviceIdiom
        var flags: [String]
        var direction: LayoutDirection
        /// Root's safe area in screen terms: top, left, bottom, right.
        var insets: [Double]
        var intrinsicScale: Double
        /// `sizeThatFits` with the proposal, rather than `placeSubviews` in bounds of that size.
        var fits: Bool
    }

    /// What comparing one scenario found, as for frame code.
    typealias Outcome = FrameHarness.Outcome

    var subjects: [Subject] = []
    var sizes: [(Double, Double)] = [(375, 667), (1024, 768), (320, 480), (200, 900)]
    var intrinsicScales: [Double] = [1, 1.7, 0.4]
    /// Where the driver puts the container's bounds, to see that placements add its origin.
    static let boundsOrigin = (x: 7.0, y: 11.0)

    /// Adds `bytes` as a subject if its SwiftUI layout generates; returns why not.
    @discardableResult
    mutating func add(path: String, bytes: [UInt8], loader: (any IncludeLoader)? = nil) -> [Diagnostic] {
        let source = SourceFile(path: path, bytes: bytes)
        let generated = generateCode(GenerateRequest(check: CheckRequest(source: source, loader: loader), target: .swiftui))
        guard generated.text != nil else { return generated.diagnostics }
        subjects.append(Subject(
            label: "s\(subjects.count)", source: source, loader: loader, generated: generated,
            checked: check(CheckRequest(source: source, loader: loader))))
        return []
    }

    private func flags(of subject: Subject) -> [String] {
        var flags: [String] = []
        for flag in subject.checked.ir.conditions.flatMap(\.flags) where !flags.contains(flag) { flags.append(flag) }
        return Array(flags.prefix(2))
    }

    /// The scenarios of a subject.
    func scenarios(of subject: Subject) -> [Scenario] {
        let conditions = subject.checked.ir.conditions
        let flags = self.flags(of: subject)
        let idioms: [DeviceIdiom] = conditions.contains(where: \.readsIdiom) ? [.phone, .pad] : [.phone]
        let combinations = (0..<(1 << flags.count)).map { mask in flags.enumerated().filter { mask & (1 << $0.offset) != 0 }.map(\.element) }
        var result: [Scenario] = []
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            for insets in [[0.0, 0, 0, 0], [44, 0, 34, 0], [20, 47, 21, 47]] {
                for scale in intrinsicScales {
                    for idiom in idioms {
                        for set in combinations {
                            func scenario(_ width: Proposal, _ height: Proposal, fits: Bool) -> Scenario {
                                Scenario(
                                    width: width, height: height, idiom: idiom, flags: set, direction: direction, insets: insets,
                                    intrinsicScale: scale, fits: fits)
                            }
                            for (width, height) in sizes { result.append(scenario(.given(width), .given(height), fits: false)) }
                            for width in [375.0, 900] { result.append(scenario(.given(width), .unspecified, fits: true)) }
                            result.append(scenario(.unspecified, .given(667), fits: true))
                            result.append(scenario(.unspecified, .unspecified, fits: true))
                            result.append(scenario(.zero, .zero, fits: true))
                            result.append(scenario(.given(375), .infinity, fits: true))
                            result.append(scenario(.infinity, .given(400), fits: true))
                            result.append(scenario(.given(320), .given(480), fits: true))
                        }
                    }
                }
            }
        }
        return result
    }

    private func number(_ value: Double) -> String {
        if value == .infinity { return "Double.infinity" }
        return value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) + ".0" : "\(value)"
    }

    /// The driver: one function per subject, looping over a table of its scenarios.
    func driver() -> String {
        var out = "@_spi(Recording) import SwiftUI\n\n" + regionCounterDeclarations
        for subject in subjects {
            let ir = subject.checked.ir
            let text = subject.generated.text ?? ""
            let properties = Dictionary(subject.checked.viewProperties.map { ($0.view.index, $0) }, uniquingKeysWith: { a, _ in a })
            let order = subviewOrder(ir)
            let flags = self.flags(of: subject)
            out += "func run_\(subject.label)() {\n"
            out += "    frameHarnessRegionTries = 0; frameHarnessRegionHits = 0\n"
            let ideal = order.map { view -> String in
                let declared = properties[view.index]
                return "[\(number(declared?.intrinsicWidth ?? 10)), \(number(declared?.intrinsicHeight ?? 10))]"
            }
            out += "    let ideal: [[Double]] = [\(ideal.joined(separator: ", "))]\n"
            out += "    let shims = ideal.map { ShimSubview(idealSize: CGSize(width: $0[0], height: $0[1])) }\n"
            out += "    var layout = \(subject.generated.typeName)()\n"
            out += "    var failures = 0\n"
            out += "    layout.onUnsatisfiable = { _ in }\n"
            out += "    var cache = layout.makeCache(subviews: LayoutSubviews(shims, layoutDirection: .leftToRight))\n"
            // direction, top, left, bottom, right, width, height, scale, fits, idiom (0 phone, 1 pad), flags mask
            var rows: [String] = []
            for scenario in scenarios(of: subject) {
                let mask = flags.enumerated().reduce(0) { $0 | (scenario.flags.contains($1.element) ? 1 << $1.offset : 0) }
                let values: [Double] = [scenario.direction == .rightToLeft ? 1 : 0] + scenario.insets + [
                    scenario.width.number, scenario.height.number, scenario.intrinsicScale, scenario.fits ? 1 : 0,
                    scenario.idiom == .phone ? 0 : 1, Double(mask),
                ]
                rows.append("[" + values.map(number).joined(separator: ", ") + "]")
            }
            out += "    let scenarios: [[Double]] = [\n        " + rows.joined(separator: ",\n        ") + "\n    ]\n"
            out += "    for (index, row) in scenarios.enumerated() {\n"
            out += "        let rightToLeft = row[0] == 1\n"
            out += "        layout.safeArea = EdgeInsets(top: row[1], leading: rightToLeft ? row[4] : row[2], bottom: row[3], trailing: rightToLeft ? row[2] : row[4])\n"
            if text.contains("public var idiom: Idiom") { out += "        layout.idiom = row[9] == 0 ? .phone : .pad\n" }
            for (bit, flag) in flags.enumerated() where text.contains("public var \(flag): Bool") {
                out += "        layout.\(flag) = Int(row[10]) & \(1 << bit) != 0\n"
            }
            out += "        for (shim, size) in zip(shims, ideal) { shim.idealSize = CGSize(width: size[0] * row[7], height: size[1] * row[7]); shim.clearPlacements() }\n"
            out += "        let subviews = LayoutSubviews(shims, layoutDirection: rightToLeft ? .rightToLeft : .leftToRight)\n"
            out += "        func dimension(_ value: Double) -> CGFloat? { value < 0 ? nil : CGFloat(value) }\n"
            out += "        let proposal = ProposedViewSize(width: dimension(row[5]), height: dimension(row[6]))\n"
            out += "        if row[8] == 1 {\n"
            out += "            let size = layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)\n"
            out += "            print(\"\(subject.label) \\(index) \\(Double(size.width)),\\(Double(size.height))\")\n"
            out += "            continue\n"
            out += "        }\n"
            out += "        let bounds = CGRect(x: \(Self.boundsOrigin.x), y: \(Self.boundsOrigin.y), width: row[5], height: row[6])\n"
            out += "        layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)\n"
            out += "        var numbers: [String] = []\n"
            out += "        for shim in shims {\n"
            out += "            guard shim.placements.count == 1, let placement = shim.placements.first, placement.anchor == .topLeading else {\n"
            out += "                failures += 1\n"
            out += "                numbers.append(\"nan,nan,nan,nan\")\n"
            out += "                continue\n"
            out += "            }\n"
            out += "            let width = Double(placement.proposal.width ?? -1), height = Double(placement.proposal.height ?? -1)\n"
            out += "            numbers.append(\"\\(Double(placement.position.x - bounds.minX)),\\(Double(placement.position.y - bounds.minY)),\\(width),\\(height)\")\n"
            out += "        }\n"
            out += "        print(\"\(subject.label) \\(index) \" + numbers.joined(separator: \" \"))\n"
            out += "    }\n"
            out += "    print(\"\(subject.label) failures \\(failures)\")\n"
            out += "    print(\"\(subject.label) regions \\(frameHarnessRegionTries) \\(frameHarnessRegionHits)\")\n"
            out += "}\n\n"
        }
        for subject in subjects { out += "run_\(subject.label)()\n" }
        return out
    }

    /// The subviews in the generated layout's order: depth first, parents before children.
    func subviewOrder(_ ir: LayoutIR) -> [ViewID] {
        let declared = ir.viewIDs.filter {
            $0 != .root && !ir.views[$0.index].isGuide && !ir.views[$0.index].isImplicitGuide
                && ir.views[$0.index].stackGuideOwner == nil
        }
        var order: [ViewID] = []
        func visit(_ parent: ViewID) {
            for view in declared where (ir.parent(of: view) ?? .root) == parent {
                order.append(view)
                visit(view)
            }
        }
        visit(.root)
        return order
    }

    /// Builds and runs the driver, one executable per batch of distinct type names; returns each
    /// subject's printed numbers by scenario index, its count of bad placements and its fitting
    /// straight-line code's calls and region hits.
    func run() throws -> DriverOutput {
        let batches = batchesOfDistinctTypeNames(subjects) { $0.generated.typeName }
        var output = DriverOutput()
        for batch in batches {
            var part = self
            part.subjects = batch
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent("layoutc-swiftui-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: directory) }
            var files: [URL] = []
            for subject in batch {
                let file = directory.appendingPathComponent("\(subject.label)_\(subject.generated.typeName).swift")
                try Data(countingFittingRegions(subject.generated.text ?? "").utf8).write(to: file)
                files.append(file)
            }
            let main = directory.appendingPathComponent("main.swift")
            try Data(part.driver().utf8).write(to: main)
            let executable = directory.appendingPathComponent("layouts")
            guard ShimDriver.buildDirectory() != nil else { throw XCTSkip("the shims' modules are not beside the test bundle") }
            try ShimDriver.buildSwiftUI(sources: [main] + files, output: executable)
            output.merge(parseDriverOutput(try ShimDriver.run(executable)))
        }
        return output
    }

    private func close(_ value: Double, _ other: Double, scale: Double = 0) -> Bool {
        if value.isInfinite || other.isInfinite { return value == other }
        return abs(value - other) <= 1e-9 * max(1, abs(value), abs(other), scale)
    }

    /// Compares what the layout printed for `scenario` with `solve`.
    func compare(_ subject: Subject, _ scenario: Scenario, printed: [Double]) -> Outcome {
        var request = CompileRequest(source: subject.source, direction: scenario.direction, loader: subject.loader)
        request.keepsWrittenEquations = false
        var compiled = LayoutCompiler.compile(request)
        if scenario.intrinsicScale != 1 {
            var ir = compiled.ir
            for index in ir.constraints.indices where compiled.intrinsicAxis(of: ir.constraints[index]) != nil {
                ir.constraints[index].constant *= scenario.intrinsicScale
            }
            compiled = CompiledLayout(source: compiled.source, ir: ir, diagnostics: compiled.diagnostics, sources: compiled.sources)
        }
        let insets = SafeAreaInsets(top: scenario.insets[0], left: scenario.insets[1], bottom: scenario.insets[2], right: scenario.insets[3])
        func given(_ proposal: Proposal) -> Double? {
            if case .given(let value) = proposal, value > 0 { return value }
            return nil
        }
        if scenario.fits {
            guard printed.count == 2 else { return .differs("printed \(printed)") }
            let width = given(scenario.width), height = given(scenario.height)
            if let width, let height {
                return close(printed[0], width) && close(printed[1], height) ? .equal : .differs("a given size came back as \(printed)")
            }
            let environment = LayoutEnvironment(size: nil, idiom: scenario.idiom, flags: Set(scenario.flags), safeAreaInsets: insets)
            let targets = (width: scenario.width == .infinity ? 1e6 : 0, height: scenario.height == .infinity ? 1e6 : 0)
            guard let fitted = compiled.fittedSize(FittingCanvas(width: width, height: height), in: environment, targets: targets) else {
                // Undecided (a condition reads a fitted dimension): 0 there, as solve --size 375x says.
                let context = VariantContext(canvasWidth: width, canvasHeight: height, idiom: scenario.idiom, flags: Set(scenario.flags))
                let ir = compiled.ir
                if ir.constraints.contains(where: { $0.condition.map { ir.conditions[$0].holds(in: context) == nil } ?? false }) {
                    return close(printed[0], width ?? 0) && close(printed[1], height ?? 0)
                        ? .equal : .differs("undecided variant: expected \(width ?? 0)x\(height ?? 0), got \(printed)")
                }
                return .solveFails
            }
            let probe = compiled.solve(in: LayoutEnvironment(
                size: fitted, idiom: scenario.idiom, flags: Set(scenario.flags), safeAreaInsets: insets))
            if probe.hasErrors { return .solveFails }
            if probe.diagnostics.contains(where: { $0.code.rawValue == "S002" }) { return .undetermined }
            var expected = [fitted.width, fitted.height]
            if scenario.width == .infinity, expected[0] >= 1e6 * (1 - 1e-9) { expected[0] = .infinity }
            if scenario.height == .infinity, expected[1] >= 1e6 * (1 - 1e-9) { expected[1] = .infinity }
            return close(expected[0], printed[0]) && close(expected[1], printed[1])
                ? .equal : .differs("proposal \(scenario.width), \(scenario.height): solve \(expected), layout \(printed)")
        }
        guard let width = given(scenario.width), let height = given(scenario.height) else { return .differs("no size") }
        let solution = compiled.solve(in: LayoutEnvironment(
            size: CanvasSize(width: width, height: height), idiom: scenario.idiom, flags: Set(scenario.flags), safeAreaInsets: insets))
        if solution.hasErrors { return .solveFails }
        if solution.diagnostics.contains(where: { $0.code.rawValue == "S002" }) { return .undetermined }
        let ir = subject.checked.ir
        let order = subviewOrder(ir)
        guard printed.count == 4 * order.count else { return .differs("printed \(printed.count) numbers for \(order.count) subviews") }
        let byName = Dictionary(solution.frames.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        for (position, view) in order.enumerated() {
            guard let frame = byName[ir.name(of: view)] else { return .differs("no solved frame for '\(ir.name(of: view))'") }
            var actual = Array(printed[(4 * position)..<(4 * position + 4)])
            // SwiftUI mirrors a layout's placements right to left: what appears is the mirror.
            if scenario.direction == .rightToLeft { actual[0] = width - actual[0] - actual[2] }
            let expected = [frame.x, frame.y, frame.width, frame.height]
            for (value, other) in zip(expected, actual) where !close(value, other, scale: width) {
                return .differs("'\(ir.name(of: view))': solve \(expected), layout \(actual)")
            }
        }
        return .equal
    }
}

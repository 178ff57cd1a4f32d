import AutoLayoutModel
import Foundation
import LayoutChecker
import LayoutCodegen
import LayoutCompiler
import LayoutIR
import LayoutSource
import LayoutTestSupport
import XCTest

/// Runs frame-engine code for real: a driver builds each file's views (the shim's content views
/// with the file's intrinsic sizes), makes the generated type, and in each scenario sets root's
/// frame, safe area, the direction and the views' intrinsic sizes, calls `layout()` (or
/// `layout(for:)`, or `sizeThatFits(_:)`) and prints every frame; they are compared with
/// `LayoutCompiler`'s solution for the same inputs (1e-9 relative).
struct FrameHarness {
    /// One `.layout` file under test.
    struct Subject {
        var label: String
        var source: SourceFile
        var loader: (any IncludeLoader)?
        var generated: GeneratedCode
        var checked: CheckResult
        /// Named constants the driver sets on the generated type before laying out, and `solve`
        /// is given as `--let`.
        var settings: [(name: String, value: Double)] = []
    }

    /// One set of inputs.
    struct Scenario: Hashable {
        var width: Double
        var height: Double
        var idiom: DeviceIdiom
        var flags: [String]
        var direction: LayoutDirection
        var insets: [Double]
        /// Every declared intrinsic size times this.
        var intrinsicScale: Double
        /// `sizeThatFits` with `width` rather than `layout()`.
        var fits: Bool
    }

    /// What comparing one scenario found.
    enum Outcome: Equatable {
        case equal
        /// `solve` reports a conflict here: the frame code's recovery is not compared.
        case solveFails
        /// `solve` leaves something undetermined: not compared.
        case undetermined
        case differs(String)
    }

    let target: CodeTarget
    var subjects: [Subject] = []
    /// Sizes tried; the defaults cross typical inequality switches (narrow, wide, short, tall).
    var sizes: [(Double, Double)] = [(375, 667), (1024, 768), (320, 480), (200, 900), (640, 240)]
    var intrinsicScales: [Double] = [1, 1.7, 0.4]

    init(target: CodeTarget) {
        self.target = target
    }

    /// Adds `bytes` as a subject if its frame code generates; returns why not.
    @discardableResult
    mutating func add(
        path: String, bytes: [UInt8], loader: (any IncludeLoader)? = nil, settings: [(name: String, value: Double)] = []
    ) -> [Diagnostic] {
        let source = SourceFile(path: path, bytes: bytes)
        let generated = generateCode(GenerateRequest(check: CheckRequest(source: source, loader: loader), target: target, engine: .frames))
        guard generated.text != nil else { return generated.diagnostics }
        subjects.append(Subject(
            label: "s\(subjects.count)", source: source, loader: loader, generated: generated,
            checked: check(CheckRequest(source: source, loader: loader)), settings: settings))
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
        let idioms: [DeviceIdiom] = target == .appkit ? [.mac] : conditions.contains(where: \.readsIdiom) ? [.phone, .pad] : [.phone]
        let combinations = (0..<(1 << flags.count)).map { mask in flags.enumerated().filter { mask & (1 << $0.offset) != 0 }.map(\.element) }
        var result: [Scenario] = []
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            for insets in [[0.0, 0, 0, 0], [44, 0, 34, 0], [20, 47, 21, 47]] {
                for scale in intrinsicScales {
                    for idiom in idioms {
                        for set in combinations {
                            for (width, height) in sizes {
                                result.append(Scenario(
                                    width: width, height: height, idiom: idiom, flags: set, direction: direction, insets: insets,
                                    intrinsicScale: scale, fits: false))
                            }
                            for width in [375.0, 300, 900] {
                                result.append(Scenario(
                                    width: width, height: 0, idiom: idiom, flags: set, direction: direction, insets: insets,
                                    intrinsicScale: scale, fits: true))
                            }
                        }
                    }
                }
            }
        }
        return result
    }

    private func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) + ".0" : "\(value)"
    }

    /// The views a generated initializer takes, in order (root first).
    private func declaredViews(_ ir: LayoutIR) -> [ViewID] {
        ir.viewIDs.filter {
            $0 != .root && !ir.views[$0.index].isGuide && !ir.views[$0.index].isImplicitGuide
                && ir.views[$0.index].stackGuideOwner == nil
        }
    }

    /// The driver: one function per subject, looping over its scenarios (a table of numbers, so
    /// that the driver compiles quickly), printing `LABEL INDEX NUMBERS` for each.
    func driver() -> String {
        let framework = target == .uikit ? "UIKit" : "AppKit"
        let viewType = target == .uikit ? "UIView" : "NSView"
        let insetType = target == .uikit ? "UIEdgeInsets" : "NSEdgeInsets"
        var out = "@_spi(Recording) import \(framework)\nimport Foundation\n\n" + regionCounterDeclarations
        for subject in subjects {
            let ir = subject.checked.ir
            let properties = Dictionary(subject.checked.viewProperties.map { ($0.view.index, $0) }, uniquingKeysWith: { a, _ in a })
            let views = declaredViews(ir)
            let flags = self.flags(of: subject)
            out += "@MainActor func run_\(subject.label)() {\n"
            out += "    frameHarnessRegionTries = 0; frameHarnessRegionHits = 0\n"
            out += "    let root = \(viewType)()\n"
            var arguments = ["root: root"]
            var intrinsic: [String] = []
            var contentList: [String] = []
            var scrollList: [String] = []
            for (position, view) in views.enumerated() {
                if target == .uikit && ir.views[view.index].isScrollView {
                    out += "    let view\(position) = UIScrollView()\n"
                    scrollList.append("view\(position)")
                } else if target == .uikit && ir.views[view.index].isStack {
                    out += "    let view\(position) = UIStackView()\n"
                } else {
                    out += "    let view\(position) = ShimContentView(intrinsicContentSize: CGSize(width: -1, height: -1))\n"
                    contentList.append("view\(position)")
                    let declared = properties[view.index]
                    intrinsic.append("[\(number(declared?.intrinsicWidth ?? -1)), \(number(declared?.intrinsicHeight ?? -1))]")
                    // What the running control would report: the file states its insets.
                    if let insets = declared?.alignmentInsets, !insets.isZero {
                        out += "    view\(position).shimAlignmentRectInsets = \(insetType)(top: \(number(insets.top)), "
                            + "left: \(number(insets.left)), bottom: \(number(insets.bottom)), right: \(number(insets.right)))\n"
                    }
                }
                arguments.append("\(SwiftLiteral.label(ir.name(of: view))): view\(position)")
            }
            let list = (0..<views.count).map { "view\($0)" }.joined(separator: ", ")
            out += "    let views: [\(viewType)] = [\(list)]\n"
            out += "    let contentViews: [ShimContentView] = [\(contentList.joined(separator: ", "))]\n"
            out += target == .uikit
                ? "    let scrollViews: [UIScrollView] = [\(scrollList.joined(separator: ", "))]\n"
                : "    let scrollViews: [(contentSize: CGSize, Void)] = []\n"
            out += "    let intrinsic: [[Double]] = [" + intrinsic.joined(separator: ", ") + "]\n"
            out += "    let layout = \(subject.generated.typeName)(\(arguments.joined(separator: ", ")))\n"
            out += "    var failures = 0\n"
            out += "    layout.onUnsatisfiable = { _ in failures += 1 }\n"
            for setting in subject.settings { out += "    layout.\(setting.name) = \(number(setting.value))\n" }
            // direction, top, left, bottom, right, width, height, scale, fits, horizontal regular,
            // vertical regular, idiom (0 phone, 1 pad, 2 mac), flags mask.
            var rows: [String] = []
            for scenario in scenarios(of: subject) {
                let horizontal = SizeClassRule.sizeClass(of: .width, width: scenario.width, height: scenario.height, idiom: scenario.idiom)
                let vertical = SizeClassRule.sizeClass(of: .height, width: scenario.width, height: scenario.height, idiom: scenario.idiom)
                let idiom = scenario.idiom == .phone ? 0 : scenario.idiom == .pad ? 1 : 2
                let mask = flags.enumerated().reduce(0) { $0 | (scenario.flags.contains($1.element) ? 1 << $1.offset : 0) }
                let values: [Double] = [scenario.direction == .rightToLeft ? 1 : 0] + scenario.insets + [
                    scenario.width, scenario.height, scenario.intrinsicScale, scenario.fits ? 1 : 0,
                    horizontal == .regular ? 1 : 0, vertical == .regular ? 1 : 0, Double(idiom), Double(mask),
                ]
                rows.append("[" + values.map(number).joined(separator: ", ") + "]")
            }
            out += "    let scenarios: [[Double]] = [\n        " + rows.joined(separator: ",\n        ") + "\n    ]\n"
            out += "    for (index, row) in scenarios.enumerated() {\n"
            out += "        ShimRecorder.shared.layoutDirection = row[0] == 1 ? .rightToLeft : .leftToRight\n"
            out += "        root.shimSafeAreaInsets = \(insetType)(top: row[1], left: row[2], bottom: row[3], right: row[4])\n"
            out += "        root.frame = CGRect(x: 0, y: 0, width: row[5], height: row[6])\n"
            out += "        for (view, size) in zip(contentViews, intrinsic) {\n"
            out += "            view.shimIntrinsicContentSize = CGSize(\n"
            out += "                width: size[0] < 0 ? -1 : size[0] * row[7], height: size[1] < 0 ? -1 : size[1] * row[7])\n"
            out += "        }\n"
            out += "        if row[8] == 1 {\n"
            out += "            let fitted = layout.sizeThatFits(CGSize(width: row[5], height: 0))\n"
            out += "            print(\"\(subject.label) \\(index) \\(Double(fitted.height))\")\n"
            out += "            continue\n"
            out += "        }\n"
            if ir.conditions.isEmpty {
                out += "        layout.layout()\n"
            } else {
                let size = "CGSize(width: row[5], height: row[6])"
                var allFlags: [String] = []
                for flag in ir.conditions.flatMap(\.flags) where !allFlags.contains(flag) { allFlags.append(flag) }
                let flagArguments = allFlags.map { flag in
                    let bit = flags.firstIndex(of: flag).map { "Int(row[12]) & \(1 << $0) != 0" } ?? "false"
                    return ", \(SwiftLiteral.label(flag)): \(bit)"
                }.joined()
                if target == .uikit {
                    out += "        let idiom: UIUserInterfaceIdiom = row[11] == 0 ? .phone : row[11] == 1 ? .pad : .mac\n"
                    out += "        layout.layout(for: .init(size: \(size), horizontalSizeClass: row[9] == 1 ? .regular : .compact, "
                        + "verticalSizeClass: row[10] == 1 ? .regular : .compact, idiom: idiom\(flagArguments)))\n"
                } else {
                    out += "        layout.layout(for: .init(size: \(size)\(flagArguments)))\n"
                }
            }
            out += "        let numbers = views.map { view in\n"
            out += "            \"\\(Double(view.frame.origin.x)),\\(Double(view.frame.origin.y)),\\(Double(view.frame.size.width)),\\(Double(view.frame.size.height))\"\n"
            out += "        } + scrollViews.map { \"\\(Double($0.contentSize.width)),\\(Double($0.contentSize.height))\" }\n"
            out += "        print(\"\(subject.label) \\(index) \" + numbers.joined(separator: \" \"))\n"
            out += "    }\n"
            out += "    print(\"\(subject.label) failures \\(failures)\")\n"
            out += "    print(\"\(subject.label) regions \\(frameHarnessRegionTries) \\(frameHarnessRegionHits)\")\n"
            out += "}\n\n"
        }
        out += "MainActor.assumeIsolated {\n"
        for subject in subjects { out += "    run_\(subject.label)()\n" }
        out += "}\n"
        return out
    }

    /// Builds and runs the driver; returns each subject's printed numbers by scenario index, how
    /// many times each subject's `onUnsatisfiable` was called, and its fitting straight-line code's
    /// calls and region hits.
    func run() throws -> DriverOutput {
        // One executable per batch of subjects whose generated types have distinct names.
        let batches = batchesOfDistinctTypeNames(subjects) { $0.generated.typeName }
        var output = DriverOutput()
        for batch in batches {
            var part = self
            part.subjects = batch
            output.merge(try part.runBatch())
        }
        return output
    }

    private func runBatch() throws -> DriverOutput {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("layoutc-frames-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var files: [URL] = []
        for subject in subjects {
            let file = directory.appendingPathComponent("\(subject.label)_\(subject.generated.typeName).swift")
            try Data(countingFittingRegions(subject.generated.text ?? "").utf8).write(to: file)
            files.append(file)
        }
        let main = directory.appendingPathComponent("main.swift")
        try Data(driver().utf8).write(to: main)
        let executable = directory.appendingPathComponent("frames")
        guard ShimDriver.buildDirectory() != nil else { throw SharedMaterial.prerequisiteMissing("the shims' modules are not beside the test bundle") }
        try ShimDriver.build(sources: [main] + files, platform: target == .uikit ? .uikit : .appkit, output: executable)
        return parseDriverOutput(try ShimDriver.run(executable))
    }

    /// Compares what the frame code printed for `scenario` with `solve`.
    func compare(_ subject: Subject, _ scenario: Scenario, printed: [Double]) -> Outcome {
        var request = CompileRequest(source: subject.source, direction: scenario.direction, loader: subject.loader)
        request.keepsWrittenEquations = false
        for setting in subject.settings { request.constantOverrides[setting.name] = setting.value }
        var compiled = LayoutCompiler.compile(request)
        if scenario.intrinsicScale != 1 {
            var ir = compiled.ir
            for index in ir.constraints.indices where compiled.intrinsicAxis(of: ir.constraints[index]) != nil {
                ir.constraints[index].constant *= scenario.intrinsicScale
            }
            compiled = CompiledLayout(source: compiled.source, ir: ir, diagnostics: compiled.diagnostics, sources: compiled.sources)
        }
        let insets = SafeAreaInsets(top: scenario.insets[0], left: scenario.insets[1], bottom: scenario.insets[2], right: scenario.insets[3])
        if scenario.fits {
            let environment = LayoutEnvironment(
                size: nil, idiom: scenario.idiom, flags: Set(scenario.flags), safeAreaInsets: insets)
            // `solve --size Wx` cannot decide a condition that needs the height (a size class is
            // derived from both dimensions there) and gives 0; the frame code decides it from the
            // environment's own traits, as an app has them: not compared.
            let context = VariantContext(canvasWidth: scenario.width, canvasHeight: nil, idiom: scenario.idiom, flags: Set(scenario.flags))
            let ir = compiled.ir
            if ir.constraints.contains(where: { $0.condition.map { ir.conditions[$0].holds(in: context) == nil } ?? false }) {
                return .undetermined
            }
            let fitted = compiled.fittedSize(FittingCanvas(width: scenario.width), in: environment)
            guard printed.count == 1 else { return .differs("printed \(printed)") }
            // A conflicting fit: solve gives 0; the frame code breaks constraints instead.
            let probe = compiled.solve(in: LayoutEnvironment(
                size: fitted, idiom: scenario.idiom, flags: Set(scenario.flags), safeAreaInsets: insets))
            if probe.hasErrors { return .solveFails }
            if probe.diagnostics.contains(where: { $0.code.rawValue == "S002" }) { return .undetermined }
            return abs(fitted.height - printed[0]) <= 1e-9 * max(1, abs(fitted.height))
                ? .equal : .differs("fitted height: solve \(fitted.height), frame code \(printed[0])")
        }
        let solution = compiled.solve(in: LayoutEnvironment(
            size: CanvasSize(width: scenario.width, height: scenario.height), idiom: scenario.idiom,
            flags: Set(scenario.flags), safeAreaInsets: insets))
        if solution.hasErrors { return .solveFails }
        if solution.diagnostics.contains(where: { $0.code.rawValue == "S002" }) { return .undetermined }
        let ir = subject.checked.ir
        let views = declaredViews(ir)
        let scrollViews = views.filter { ir.views[$0.index].isScrollView }
        guard printed.count == 4 * views.count + 2 * scrollViews.count else {
            return .differs("printed \(printed.count) numbers for \(views.count) views")
        }
        for (position, view) in scrollViews.enumerated() {
            let printedSize = Array(printed[(4 * views.count + 2 * position)...].prefix(2))
            guard let size = solution.contentSizes.first(where: { $0.name == ir.name(of: view) }) else {
                return .differs("no content size solved for '\(ir.name(of: view))'")
            }
            for (value, other) in zip([size.width, size.height], printedSize) where abs(value - other) > 1e-9 * max(1, abs(value)) {
                return .differs("the content size of '\(ir.name(of: view))': solve \(size), frame code \(printedSize)")
            }
        }
        let byName = Dictionary((solution.frames + solution.guides).map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        for (position, view) in views.enumerated() {
            let parent = ir.parent(of: view) ?? .root
            guard let frame = byName[ir.name(of: view)], let parentFrame = byName[ir.name(of: parent)] else {
                return .differs("no solved frame for '\(ir.name(of: view))'")
            }
            let expected = [frame.x - parentFrame.x, frame.y - parentFrame.y, frame.width, frame.height]
            let actual = Array(printed[(4 * position)..<(4 * position + 4)])
            // Frames are differences of root coordinates: compare with the larger's scale.
            for (value, other) in zip(expected, actual) where abs(value - other) > 1e-9 * max(1, abs(value), abs(frame.x), abs(frame.y)) {
                return .differs("'\(ir.name(of: view))': solve \(expected), frame code \(actual)")
            }
        }
        return .equal
    }
}

/// Groups `subjects` into batches whose generated types have distinct names, so that each batch
/// compiles into one driver executable (frame code and SwiftUI layouts alike).
func batchesOfDistinctTypeNames<Subject>(_ subjects: [Subject], typeName: (Subject) -> String) -> [[Subject]] {
    var batches: [[Subject]] = []
    for subject in subjects {
        if let index = batches.firstIndex(where: { batch in !batch.contains { typeName($0) == typeName(subject) } }) {
            batches[index].append(subject)
        } else {
            batches.append([subject])
        }
    }
    return batches
}

/// What a driver printed: `LABEL INDEX N,N,... N,N,...` per scenario, and `LABEL failures N`.
func parseDriverOutput(_ output: String) -> DriverOutput {
    var result = DriverOutput()
    for line in output.split(separator: "\n") {
        let parts = line.split(separator: " ")
        guard parts.count >= 2 else { continue }
        if parts[1] == "failures", parts.count == 3 {
            result.failures[String(parts[0])] = Int(parts[2])
            continue
        }
        if parts[1] == "regions", parts.count == 4, let tries = Int(parts[2]), let hits = Int(parts[3]) {
            result.regions[String(parts[0])] = (tries, hits)
            continue
        }
        guard let index = Int(parts[1]) else { continue }
        result.numbers[String(parts[0]), default: [:]][index] = parts.dropFirst(2).flatMap { $0.split(separator: ",").compactMap { Double($0) } }
    }
    return result
}

/// What a harness's driver printed.
struct DriverOutput {
    /// Each subject's printed numbers, by scenario index.
    var numbers: [String: [Int: [Double]]] = [:]
    /// Each subject's count of failures (`onUnsatisfiable` calls, or bad placements).
    var failures: [String: Int] = [:]
    /// Each subject's calls of fitting straight-line code, and those whose region held (the
    /// others fell back to the kernel), counted by `countingFittingRegions`.
    var regions: [String: (tries: Int, hits: Int)] = [:]

    /// Adds another batch's output (its subjects' labels are its own).
    mutating func merge(_ other: DriverOutput) {
        numbers.merge(other.numbers) { first, _ in first }
        failures.merge(other.failures) { first, _ in first }
        regions.merge(other.regions) { first, _ in first }
    }

    /// Fitting straight-line code's calls and region hits over every subject.
    var regionTotals: (tries: Int, hits: Int) {
        regions.values.reduce((0, 0)) { ($0.0 + $1.tries, $0.1 + $1.hits) }
    }
}

/// The counters `countingFittingRegions` adds to, declared in a driver.
let regionCounterDeclarations = "nonisolated(unsafe) var frameHarnessRegionTries = 0\nnonisolated(unsafe) var frameHarnessRegionHits = 0\n\n"

/// `text` (generated frame code) with each fitting tableau's straight-line code counting its calls
/// (`frameHarnessRegionTries`) and those whose region held (`frameHarnessRegionHits`, the last
/// `return (` of each such function), so that a test can require both the region and the kernel's
/// fallback to have been exercised.
func countingFittingRegions(_ text: String) -> String {
    var lines: [String] = []
    var inside = false
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
        var line = String(line)
        if line.contains("func fitRegion"), line.hasSuffix("-> (width: Double, height: Double)? {") {
            line += " frameHarnessRegionTries += 1"
            inside = true
        } else if inside, line.trimmingCharacters(in: .whitespaces).hasPrefix("return (") {
            line = line.replacingOccurrences(of: "return (", with: "frameHarnessRegionHits += 1; return (")
            inside = false
        }
        lines.append(line)
    }
    return lines.joined(separator: "\n")
}

import AutoLayoutModel
import AutoLayoutRecording
import Foundation
import LayoutChecker
import LayoutCodegen
import LayoutCompiler
import LayoutIR
import LayoutSource
import LayoutTestSupport
import XCTest

/// Runs generated code for real: writes a driver that builds each file's views (standing in for
/// labels with the shim's content views, sized as the file's `intrinsic` says), makes the
/// generated type, activates it in each environment in turn (so `activate(for:)` switches
/// variants on one object), and prints the shim's snapshot of what Auto Layout would hold.
/// The snapshots are then solved by `AutoLayoutModel` (UIKit's semantics, over LayoutSolver)
/// and compared with `LayoutCompiler`'s frames for the same file and environment.
struct RecordingHarness {
    /// One `.layout` file under test.
    struct Subject {
        var label: String
        var source: SourceFile
        var loader: (any IncludeLoader)?
        var generated: GeneratedCode
        var checked: CheckResult
        /// Named constants the driver sets on the generated type before activating it, and
        /// `solve` is given as `--let`.
        var settings: [(name: String, value: Double)] = []
    }

    /// One environment in which a subject is solved both ways.
    struct Scenario: Hashable {
        var width: Double
        var height: Double
        var idiom: DeviceIdiom
        var flags: [String]
        var direction: LayoutDirection
        var insets: [Double]
        /// The content size category (Dynamic Type); `large` unless the file reads it.
        var contentSize: ContentSizeCategory = .large
    }

    /// What comparing one subject in one scenario found.
    enum Outcome {
        /// Every frame equal.
        case equal(frames: Int)
        /// Both sides refuse (a conflict at this size): nothing to compare.
        case bothFail
        /// A difference, described.
        case differs(String)
        /// The compiler's frames are not all determined (S002): not compared.
        case undetermined
    }

    let target: CodeTarget
    var subjects: [Subject] = []

    /// Adds `text` as a subject named `path`, if it checks without errors; returns why not.
    @discardableResult
    mutating func add(
        path: String, bytes: [UInt8], loader: (any IncludeLoader)? = nil, settings: [(name: String, value: Double)] = []
    ) -> [Diagnostic] {
        let source = SourceFile(path: path, bytes: bytes)
        var request = CheckRequest(source: source, loader: loader)
        request.keepsWrittenEquations = true
        let generated = generateCode(GenerateRequest(check: CheckRequest(source: source, loader: loader), target: target))
        guard generated.text != nil else { return generated.diagnostics }
        let label = "s\(subjects.count)"
        subjects.append(Subject(
            label: label, source: source, loader: loader, generated: generated, checked: check(request), settings: settings))
        return []
    }

    /// The scenarios of `subject`: each direction with and without safe-area insets, at
    /// several sizes, on each idiom the file reads, with each combination of its flags.
    func scenarios(of subject: Subject) -> [Scenario] {
        let conditions = subject.checked.ir.conditions
        var flags: [String] = []
        for flag in conditions.flatMap(\.flags) where !flags.contains(flag) { flags.append(flag) }
        flags = Array(flags.prefix(3))
        // AppKit code runs on a Mac: its conditions see the `mac` idiom, whatever the canvas.
        let idioms: [DeviceIdiom] = target == .appkit ? [.mac] : conditions.contains(where: \.readsIdiom) ? [.phone, .pad] : [.phone]
        let combinations = (0..<(1 << flags.count)).map { mask in flags.enumerated().filter { mask & (1 << $0.offset) != 0 }.map(\.element) }
        // A file that reads the content size category, at the smallest, the default, the first
        // accessibility category and the largest (AppKit code stays at large).
        // The readable width follows the category too.
        let followsCategory = subject.checked.ir.dependsOnContentSize || subject.checked.ir.rootGuide(.readable) != nil
        let categories: [ContentSizeCategory] = target == .uikit && followsCategory
            ? [.extraSmall, .large, .accessibilityMedium, .accessibilityExtraExtraExtraLarge] : [.large]
        var result: [Scenario] = []
        for category in categories {
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            for insets in [[0.0, 0, 0, 0], [44, 0, 34, 0]] {
                for (width, height) in [(375.0, 667.0), (1024.0, 768.0), (320.0, 480.0)] {
                    for idiom in idioms {
                        for set in combinations {
                            result.append(Scenario(
                                width: width, height: height, idiom: idiom, flags: set, direction: direction, insets: insets,
                                contentSize: category))
                        }
                    }
                }
            }
        }
        }
        return result
    }

    // MARK: The driver

    /// Driver lines (indented for a `do` block) that reset the recorder, make root and `subject`'s
    /// views as `scenario` has them (direction, insets, the category's text sizes) and the
    /// generated type, `layout`, with the subject's settings.
    func setup(of subject: Subject, scenario first: Scenario) -> String {
        let ir = subject.checked.ir
        let viewType = target == .uikit ? "UIView" : "NSView"
        let properties = Dictionary(subject.checked.viewProperties.map { ($0.view.index, $0) }, uniquingKeysWith: { a, _ in a })
        let views = ir.viewIDs.filter {
            $0 != .root && !ir.views[$0.index].isGuide && ir.views[$0.index].safeAreaOwner == nil
                && ir.views[$0.index].stackGuideOwner == nil
        }
        var out = ""
        out += "        ShimRecorder.shared.reset()\n"
        out += "        ShimRecorder.shared.layoutDirection = .\(first.direction == .rightToLeft ? "rightToLeft" : "leftToRight")\n"
        out += "        let root = \(viewType)()\n        root.shimLabel = \"root\"\n"
        let insets = first.insets.map(swiftNumber)
        let insetType = target == .uikit ? "UIEdgeInsets" : "NSEdgeInsets"
        out += "        root.shimSafeAreaInsets = \(insetType)(top: \(insets[0]), left: \(insets[1]), bottom: \(insets[2]), right: \(insets[3]))\n"
        if target == .uikit {
            // What UIKit's readable content guide takes from the category (layoutc's figure).
            out += "        root.shimReadableWidth = \(swiftNumber(ReadableWidth.width(at: first.contentSize)))\n"
        }
        var arguments: [String] = ["root: root"]
        for (position, view) in views.enumerated() {
            let declared = properties[view.index]
            let none = "\(viewType).noIntrinsicMetric"
            // A text view's size at the group's category, as its label would report it.
            let scale = declared?.textStyle.map { DynamicTypeSizes.scale(of: $0, at: first.contentSize) } ?? 1
            let width = declared?.intrinsicWidth.map { swiftNumber($0 * scale) } ?? none
            let height = declared?.intrinsicHeight.map { swiftNumber($0 * scale) } ?? none
            // A stack or scroll view is the framework's own class (no intrinsic size).
            if target == .uikit && ir.views[view.index].isStack {
                out += "        let view\(position) = UIStackView()\n"
            } else if target == .uikit && ir.views[view.index].isScrollView {
                out += "        let view\(position) = UIScrollView()\n"
            } else {
                out += "        let view\(position) = ShimContentView(intrinsicContentSize: CGSize(width: \(width), height: \(height)), "
                    + "firstBaseline: \(swiftNumber(declared?.firstBaseline)), lastBaseline: \(swiftNumber(declared?.lastBaseline)))\n"
            }
            out += "        view\(position).shimLabel = \(SwiftLiteral.string(ir.name(of: view)))\n"
            let label = ir.name(of: view)
            arguments.append("\(SwiftLiteral.label(label)): view\(position)")
        }
        out += "        let layout = \(subject.generated.typeName)(\(arguments.joined(separator: ", ")))\n"
        for setting in subject.settings { out += "        layout.\(setting.name) = \(swiftNumber(setting.value))\n" }
        return out
    }

    /// A Swift literal of `value` (`nil` when absent).
    func swiftNumber(_ value: Double?) -> String {
        guard let value else { return "nil" }
        return value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) + ".0" : "\(value)"
    }

    /// The Swift driver: one function per subject, printing `LABEL INDEX JSON` per scenario.
    func driver() -> String {
        let framework = target == .uikit ? "UIKit" : "AppKit"
        var out = "@_spi(Recording) import \(framework)\nimport Foundation\n\n"
        for subject in subjects {
            out += "@MainActor func record_\(subject.label)() {\n"
            // One object per direction and insets; the environments switch on it in turn.
            // A category is part of the group: a label's intrinsic size is its font's, made for it.
            let groups = Dictionary(
                grouping: scenarios(of: subject).enumerated(),
                by: { "\($0.element.contentSize.rank)|\($0.element.direction)|\($0.element.insets)" })
            for key in groups.keys.sorted() {
                guard let group = groups[key], let first = group.first?.element else { continue }
                out += "    do {\n"
                out += setup(of: subject, scenario: first)
                for (index, scenario) in group {
                    if !(subject.generated.text ?? "").contains("func activate(for environment") {
                        out += "        layout.activate()\n"
                    } else {
                        out += "        layout.activate(for: \(environment(scenario, subject: subject)))\n"
                    }
                    out += "        print(\"\(subject.label) \(index) \" + (try! ShimRecorder.shared.snapshot(root: root).jsonString()))\n"
                }
                out += "    }\n"
            }
            out += "}\n\n"
        }
        out += "MainActor.assumeIsolated {\n"
        for subject in subjects { out += "    record_\(subject.label)()\n" }
        out += "}\n"
        return out
    }

    /// `scenario` as a Swift expression of the generated type's `Environment`.
    func environment(_ scenario: Scenario, subject: Subject) -> String {
        var flags: [String] = []
        for flag in subject.checked.ir.conditions.flatMap(\.flags) where !flags.contains(flag) { flags.append(flag) }
        let flagArguments = flags.map { ", \(SwiftLiteral.label($0)): \(scenario.flags.contains($0))" }.joined()
        let size = "CGSize(width: \(swiftNumber(scenario.width)), height: \(swiftNumber(scenario.height)))"
        guard target == .uikit else { return ".init(size: \(size)\(flagArguments))" }
        let contentSize = (subject.generated.text ?? "").contains("public var contentSize: UIContentSizeCategory")
            ? ", contentSize: .\(scenario.contentSize.rawValue)" : ""
        let horizontal = SizeClassRule.sizeClass(of: .width, width: scenario.width, height: scenario.height, idiom: scenario.idiom)
        let vertical = SizeClassRule.sizeClass(of: .height, width: scenario.width, height: scenario.height, idiom: scenario.idiom)
        return ".init(size: \(size), horizontalSizeClass: .\(horizontal.rawValue), verticalSizeClass: .\(vertical.rawValue), "
            + "idiom: .\(scenario.idiom.rawValue)\(contentSize)\(flagArguments))"
    }

    // MARK: Running

    /// Compiles the generated code of every subject with the driver, runs it, and returns each
    /// snapshot by subject label and scenario index: one executable per batch of subjects whose
    /// generated types have distinct names (two fixtures called card.layout make two batches).
    func record() throws -> [String: [Int: RecordedLayout]] {
        var batches: [[Subject]] = []
        for subject in subjects {
            if let index = batches.firstIndex(where: { batch in !batch.contains { $0.generated.typeName == subject.generated.typeName } }) {
                batches[index].append(subject)
            } else {
                batches.append([subject])
            }
        }
        var result: [String: [Int: RecordedLayout]] = [:]
        for batch in batches {
            var part = self
            part.subjects = batch
            result.merge(try part.recordBatch()) { first, _ in first }
        }
        return result
    }

    private func recordBatch() throws -> [String: [Int: RecordedLayout]] {
        let output = try run(driver: driver())
        var result: [String: [Int: RecordedLayout]] = [:]
        for line in output.split(separator: "\n") {
            let parts = line.split(separator: " ", maxSplits: 2)
            guard parts.count == 3, let index = Int(parts[1]) else { continue }
            result[String(parts[0]), default: [:]][index] = try RecordedLayout(json: String(parts[2]))
        }
        return result
    }

    /// Compiles the generated code of every subject (their type names distinct) with `driver` as
    /// main.swift against the shim, runs it and returns what it printed.
    func run(driver text: String) throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("layoutc-record-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var files: [URL] = []
        for subject in subjects {
            let file = directory.appendingPathComponent("\(subject.label)_\(subject.generated.typeName).swift")
            try Data((subject.generated.text ?? "").utf8).write(to: file)
            files.append(file)
        }
        let main = directory.appendingPathComponent("main.swift")
        try Data(text.utf8).write(to: main)
        let executable = directory.appendingPathComponent("record")
        guard ShimDriver.buildDirectory() != nil else { throw SharedMaterial.prerequisiteMissing("the shims' modules are not beside the test bundle") }
        try ShimDriver.build(sources: [main] + files, platform: target == .uikit ? .uikit : .appkit, output: executable)
        return try ShimDriver.run(executable)
    }

    /// Compares the recorded layout of `subject` in `scenario` with the compiler's frames.
    func compare(_ subject: Subject, _ scenario: Scenario, recorded: RecordedLayout) -> Outcome {
        var request = CompileRequest(source: subject.source, direction: scenario.direction, loader: subject.loader)
        request.keepsWrittenEquations = false
        for setting in subject.settings { request.constantOverrides[setting.name] = setting.value }
        request.contentSize = scenario.contentSize
        let compiled = LayoutCompiler.compile(request)
        let insets = scenario.insets
        let solution = compiled.solve(in: LayoutEnvironment(
            size: CanvasSize(width: scenario.width, height: scenario.height), idiom: scenario.idiom,
            flags: Set(scenario.flags),
            safeAreaInsets: SafeAreaInsets(top: insets[0], left: insets[1], bottom: insets[2], right: insets[3])))
        if !recorded.violations.isEmpty { return .differs("the shim recorded violations: \(recorded.violations)") }
        // What solve leaves undetermined is not compared (the model may refuse it instead).
        if !solution.hasErrors && solution.diagnostics.contains(where: { $0.code.rawValue == "S002" }) { return .undetermined }
        let model: ModelSolution
        do {
            model = try AutoLayoutModel.solve(
                recorded, width: scenario.width, height: scenario.height,
                direction: scenario.direction == .rightToLeft ? .rightToLeft : .leftToRight,
                safeAreaInsets: RecordedInsets(top: insets[0], left: insets[1], bottom: insets[2], right: insets[3]))
        } catch {
            return solution.hasErrors ? .bothFail : .differs("the model failed (\(error)) where solve did not")
        }
        if solution.hasErrors { return .differs("solve failed (\(solution.diagnostics.map(\.message))) where the model did not") }
        if solution.diagnostics.contains(where: { $0.code.rawValue == "S002" }) { return .undetermined }
        var count = 0
        // A hidden arranged view has no length: where along the axis it sits is not compared
        // (solve's lowering puts it halfway through the gap it closes, the model at the end of
        // the visible view before it, and neither is seen); its size is.
        let arranged = Set(recorded.items.compactMap { $0.view?.stack?.arranged }.joined())
        let hiddenArranged = Set(recorded.items.filter { arranged.contains($0.id) && $0.view?.isHidden == true }.map(\.label))
        for frame in solution.frames + solution.guides {
            guard let other = model.frame(of: frame.name) else { return .differs("no recorded item '\(frame.name)'") }
            var pairs = [(frame.x, other.x), (frame.y, other.y), (frame.width, other.width), (frame.height, other.height)]
            if hiddenArranged.contains(frame.name) { pairs.removeFirst(2) }
            // Two solvers over differently scaled rows may differ in the last bits: 1e-9 relative.
            guard pairs.allSatisfy({ abs($0 - $1) <= 1e-9 * max(1, abs($0)) }) else {
                return .differs("'\(frame.name)': solve \(frame.x), \(frame.y), \(frame.width), \(frame.height); recorded \(other)")
            }
            count += 1
        }
        // Each scroll view's content size: the content guide's size in the recorded layout.
        for size in solution.contentSizes {
            guard let other = model.contentSize(of: size.name) else { return .differs("no content guide recorded for '\(size.name)'") }
            guard abs(size.width - other.width) <= 1e-9 * max(1, abs(size.width)),
                abs(size.height - other.height) <= 1e-9 * max(1, abs(size.height))
            else {
                return .differs("the content size of '\(size.name)': solve \(size.width) x \(size.height); recorded \(other.width) x \(other.height)")
            }
            count += 1
        }
        return .equal(frames: count)
    }
}

/// Swift spellings for the driver.
enum SwiftLiteral {
    static func string(_ text: String) -> String { "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\"" }

    /// An argument label: keywords need no backticks there, but `inout`, `var` and `let` do.
    static func label(_ name: String) -> String { ["inout", "var", "let"].contains(name) ? "`\(name)`" : name }
}

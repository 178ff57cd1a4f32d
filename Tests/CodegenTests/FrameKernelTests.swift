import AutoLayoutModel
import Foundation
import LayoutChecker
@testable import LayoutCodegen
import LayoutCompiler
import LayoutIR
import LayoutSource
import LayoutTestSupport
import XCTest

/// The frame engine's run-time kernel (the text every generated file carries), compiled once
/// into a runner that reads stored tableaus and inputs as numbers: thousands of random layouts
/// through the same plans `generate --engine frames` writes, each at a run of inputs that keeps
/// one tableau per variant warm (so the dual simplex walks from region to region, as in an app),
/// compared with `solve`.
final class FrameKernelTests: XCTestCase {
    /// The runner: the kernel, and a loop that answers `solve SYSTEM RELAXED INPUTS...` lines
    /// with every attribute's value (root coordinates), keeping each tableau between lines.
    private static let runnerSource = FrameKernelSource.text + #"""

        import Foundation

        fileprivate var tokens: [Substring] = []
        fileprivate var position = 0
        fileprivate func next() -> Substring { position += 1; return tokens[position - 1] }
        fileprivate func ints() -> [Int] { let count = Int(next())!; return (0..<count).map { _ in Int(next())! } }
        fileprivate func doubles() -> [Double] { let count = Int(next())!; return (0..<count).map { _ in Double(next())! } }

        let text = try! String(contentsOfFile: CommandLine.arguments[1], encoding: .utf8)
        tokens = text.split(whereSeparator: { $0 == " " || $0 == "\n" })
        fileprivate var systems: [FrameSystemData] = []
        fileprivate var tableaus: [FrameTableau?] = []
        var sides: [Int] = []
        var masks: [Int] = []
        fileprivate func nextOf(_ current: Int, _ tableau: FrameTableau, mask: Int, inputs: [Double]) -> Int {
            var nextPieces = current
            for bit in 0..<(sides.count / 2) where mask & (1 << bit) != 0 {
                let view = sides[2 * bit], side = sides[2 * bit + 1]
                let isFar = side >= 2
                let (position, length) = side % 2 == 0 ? (0, 2) : (1, 3)
                let own = tableau.attribute(4 * view + position) + (isFar ? tableau.attribute(4 * view + length) : 0)
                let inset = inputs[2 + [1, 0, 3, 2][side]]
                let safe = tableau.attribute(position) + (isFar ? tableau.attribute(length) - inset : inset)
                let tolerance = 1e-7 * max(1, abs(own), abs(safe))
                let holds = current & (1 << bit) == 0
                    ? (isFar ? own <= safe + tolerance : own >= safe - tolerance)
                    : (isFar ? own >= safe - tolerance : own <= safe + tolerance)
                if !holds { nextPieces ^= 1 << bit }
            }
            return nextPieces
        }
        fileprivate func settledPieces(_ current: Int, _ tableau: FrameTableau, mask: Int, inputs: [Double]) -> Bool {
            nextOf(current, tableau, mask: mask, inputs: inputs) == current
        }
        var pieces: [Int: Int] = [:]
        var output = ""
        while position < tokens.count {
            switch next() {
            case "reset":
                systems = []
                tableaus = []
            case "system":
                let symbolCount = Int(next())!
                systems.append(FrameSystemData(
                    symbolCount: symbolCount, inputSlot: ints(), reference: doubles(), restricted: ints().map { $0 == 1 },
                    rowBasic: ints(), rowConstant: doubles(), rowStart: ints(), entrySymbol: ints(), entryCoefficient: doubles(),
                    inputStart: ints(), inputIndex: ints(), inputCoefficient: doubles(), checkConstant: doubles(),
                    checkStart: ints(), checkInput: ints(), checkCoefficient: doubles(), costStart: ints(), costSymbol: ints(),
                    costValue: doubles(), attributeSymbol: ints(), constraintOfSymbol: ints()))
                tableaus.append(nil)
            case "sides":
                // view index and side (0 left, 1 top, 2 right, 3 bottom) of each nested safe-area bit
                sides = ints()
                masks = ints()
                pieces = [:]
            case "solve":
                // key, entries [pieces, sized, relaxed], then the inputs: settle as the generated code does
                let key = Int(next())!
                let flat = ints()
                let entries = stride(from: 0, to: flat.count, by: 3).map { Array(flat[$0..<($0 + 3)]) }
                let inputs = doubles()
                var current = 0
                var used = -1
                for _ in 0..<8 {
                    guard let entry = entries.first(where: { $0[0] == current }), entry[1] >= 0 else { break }
                    if tableaus[entry[1]] == nil { tableaus[entry[1]] = FrameTableau(systems[entry[1]]) }
                    guard tableaus[entry[1]]!.solve(inputs), let tableau = tableaus[entry[1]] else { break }
                    let nextPieces = nextOf(current, tableau, mask: masks[entry[1]], inputs: inputs)
                    if nextPieces == current { used = entry[1]; pieces[key] = current; break }
                    current = nextPieces
                }
                if used < 0 {
                    for entry in entries where entry[1] >= 0 && used < 0 {
                        if tableaus[entry[1]] == nil { tableaus[entry[1]] = FrameTableau(systems[entry[1]]) }
                        guard tableaus[entry[1]]!.solve(inputs), let tableau = tableaus[entry[1]] else { continue }
                        if settledPieces(entry[0], tableau, mask: masks[entry[1]], inputs: inputs) { used = entry[1]; pieces[key] = entry[0] }
                    }
                }
                var relaxed = false
                if used < 0, let entry = entries.first, entry[2] >= 0 {
                    if tableaus[entry[2]] == nil { tableaus[entry[2]] = FrameTableau(systems[entry[2]]) }
                    if tableaus[entry[2]]!.solve(inputs) { used = entry[2]; relaxed = true }
                }
                guard used >= 0, let tableau = tableaus[used] else { output += "none\n"; continue }
                let count = systems[used].attributeSymbol.count
                output += (relaxed ? "relaxed" : "ok") + (0..<count).map { " \(tableau.attribute($0))" }.joined() + "\n"
            case "basis":
                let system = Int(next())!
                let inputs = doubles()
                if tableaus[system] == nil { tableaus[system] = FrameTableau(systems[system]) }
                let feasible = tableaus[system]!.solve(inputs)
                output += (feasible ? "basis " : "conflict ") + tableaus[system]!.basis.sorted().map(String.init).joined(separator: ",") + "\n"
            default:
                fatalError("unknown command")
            }
        }
        print(output, terminator: "")
        """#

    private static func serialize(_ stored: FrameGenerator.StoredSystem) -> String {
        let arrays = FrameSystemArrays(stored)
        return (["system \(arrays.symbolCount)"] + arrays.fields.map { field in
            switch field.values {
            case .integers(let values): "\(values.count) " + values.map(String.init).joined(separator: " ")
            case .numbers(let values): "\(values.count) " + values.map { "\($0)" }.joined(separator: " ")
            case .flags(let values): "\(values.count) " + values.map { $0 ? "1" : "0" }.joined(separator: " ")
            }
        }).joined(separator: "\n")
    }

    /// One layout's inputs in turn.
    private struct Case {
        var source: SourceFile
        var ir: LayoutIR
        var properties: [DeclaredViewProperties]
        var width: Double, height: Double, insets: [Double], scale: Double, direction: LayoutDirection, flags: [String]
    }

    /// How many regions (distinct optimal bases) each example's left-to-right tableau passes
    /// through as root's width sweeps 100 to 1600 points at three heights, with and without a
    /// safe area: the figures in ARCHITECTURE.md, "The frame engine".
    func testRegionCountsOfTheExamples() throws {
        var script = ""
        var names: [String] = []
        var sweeps: [Int] = []
        for file in try CodegenFixtures.examples() {
            let source = SourceFile(path: file.path, bytes: Array(try Data(contentsOf: file)))
            var request = CheckRequest(source: source, loader: CodegenFixtures.DiskLoader())
            request.keepsWrittenEquations = true
            let checked = check(request)
            var frames = frameGenerator(checked: checked, request: request, target: .uikit, typeName: "Example")
            guard let plan = frames.plan() else { continue }
            let variant = plan.table[0].firstIndex { !$0.isEmpty } ?? 0
            let system = plan.table[0][variant].first?[1] ?? 0
            script += "reset\n" + plan.stored.map(Self.serialize).joined(separator: "\n") + "\n"
            let intrinsic = Dictionary(checked.viewProperties.map { ($0.view.index, $0) }, uniquingKeysWith: { a, _ in a })
            var count = 0
            for insets in [[0.0, 0, 0, 0], [59, 0, 34, 0]] {
                for height in [480.0, 844, 1366] {
                    for width in stride(from: 100.0, through: 1600, by: 5) {
                        let inputs: [Double] = plan.slots.map { slot in
                            switch slot {
                            case .rootWidth: width
                            case .rootHeight: height
                            case .inset(let side): insets[side]
                            case .hugging(let view, let attribute), .compression(let view, let attribute):
                                (attribute == .width ? intrinsic[view]?.intrinsicWidth : intrinsic[view]?.intrinsicHeight) ?? 0
                            case .constant(let name): checked.ir.constant(named: name)?.value ?? 0
                            }
                        }
                        script += "basis \(system) \(inputs.count) " + inputs.map { "\($0)" }.joined(separator: " ") + "\n"
                        count += 1
                    }
                }
            }
            names.append(file.lastPathComponent)
            sweeps.append(count)
        }
        let output = try runRunner(script)
        var lines = output.split(separator: "\n")[...]
        var report: [String] = []
        for (name, count) in zip(names, sweeps) {
            let mine = lines.prefix(count)
            lines = lines.dropFirst(count)
            let regions = Set(mine.filter { $0.hasPrefix("basis") })
            let conflicts = mine.filter { $0.hasPrefix("conflict") }.count
            XCTAssertGreaterThan(regions.count, 0, name)
            report.append("| \(name) | \(regions.count) | \(conflicts) of \(count) |")
        }
        print("frame regions:\n| example | regions | sizes in conflict |\n|---|---:|---:|\n" + report.joined(separator: "\n"))
    }

    /// Compiles the runner and runs it on `script`.
    private func runRunner(_ script: String) throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("layoutc-kernel-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let main = directory.appendingPathComponent("main.swift")
        try Data(Self.runnerSource.utf8).write(to: main)
        let input = directory.appendingPathComponent("cases.txt")
        try Data(script.utf8).write(to: input)
        let executable = directory.appendingPathComponent("runner")
        let compile = try CodegenFixtures.swiftc(["-O", "-o", executable.path, main.path])
        guard compile.status == 0 else { throw SharedMaterial.prerequisiteMissing("the runner does not compile: \(compile.output)") }
        return try ShimDriver.run(executable, arguments: [input.path])
    }

    func testThousandsOfRandomLayoutsReproduceSolve() throws {
        let layouts = 2_000
        var script = ""
        var cases: [Case] = []
        var generator = RandomCodegenLayouts(seed: 0x5EED_F4A3)
        var random = SplitMix64(seed: 77)
        var refused = 0
        for index in 0..<layouts {
            let text = generator.file()
            let source = SourceFile(path: "random\(index).layout", bytes: Array(text.utf8))
            var request = CheckRequest(source: source)
            request.keepsWrittenEquations = true
            let checked = check(request)
            guard !checked.hasErrors else { continue }
            var frames = frameGenerator(checked: checked, request: request, target: .uikit, typeName: "Random")
            guard let plan = frames.plan() else {
                refused += 1
                continue
            }
            script += "reset\n" + plan.stored.map(Self.serialize).joined(separator: "\n") + "\n"
            script += "sides \(2 * plan.sides.count) " + plan.sides.map { "\($0.view.index) \($0.side)" }.joined(separator: " ")
                + " \(plan.stored.count) " + plan.stored.map { String($0.sideMask) }.joined(separator: " ") + "\n"
            var flags: [String] = []
            for flag in checked.ir.conditions.flatMap(\.flags) where !flags.contains(flag) { flags.append(flag) }
            // A walk through sizes, safe areas, intrinsic sizes and directions, one tableau kept warm.
            for _ in 0..<8 {
                let width = Double(random.int(in: 120...1400)), height = Double(random.int(in: 200...1100))
                let insets = random.chance(0.5) ? [0.0, 0, 0, 0] : [Double(random.int(in: 0...60)), Double(random.int(in: 0...50)), Double(random.int(in: 0...40)), Double(random.int(in: 0...50))]
                let scale = [1.0, 0.5, 1.8, 3][random.int(in: 0...3)]
                let direction: LayoutDirection = random.chance(0.5) ? .leftToRight : .rightToLeft
                let set = flags.filter { _ in random.chance(0.5) }
                let context = VariantContext(canvasWidth: width, canvasHeight: height, idiom: .phone, flags: Set(set))
                var variant = 0
                for (bit, condition) in checked.ir.conditions.enumerated() where condition.holds(in: context) == true { variant |= 1 << bit }
                let hasInsets = insets.contains { $0 != 0 }
                let entries = plan.table[2 * (direction == .rightToLeft ? 1 : 0) + (hasInsets ? 1 : 0)][variant]
                let key = (direction == .rightToLeft ? 1 : 0) * 4096 + variant
                let intrinsic = Dictionary(checked.viewProperties.map { ($0.view.index, $0) }, uniquingKeysWith: { a, _ in a })
                let inputs: [Double] = plan.slots.map { slot in
                    switch slot {
                    case .rootWidth: width
                    case .rootHeight: height
                    case .inset(let side): insets[side]
                    case .hugging(let view, let attribute), .compression(let view, let attribute):
                        ((attribute == .width ? intrinsic[view]?.intrinsicWidth : intrinsic[view]?.intrinsicHeight) ?? 0) * scale
                    case .constant(let name): checked.ir.constant(named: name)?.value ?? 0
                    }
                }
                let flat = entries.flatMap { [$0[0], $0[1], $0[2]] }
                script += "solve \(key) \(flat.count) " + flat.map(String.init).joined(separator: " ")
                    + " \(inputs.count) " + inputs.map { "\($0)" }.joined(separator: " ") + "\n"
                cases.append(Case(
                    source: source, ir: checked.ir, properties: checked.viewProperties, width: width, height: height,
                    insets: insets, scale: scale, direction: direction, flags: set))
            }
        }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("layoutc-kernel-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let main = directory.appendingPathComponent("main.swift")
        try Data(Self.runnerSource.utf8).write(to: main)
        let input = directory.appendingPathComponent("cases.txt")
        try Data(script.utf8).write(to: input)
        let executable = directory.appendingPathComponent("runner")
        let compile = try CodegenFixtures.swiftc(["-O", "-o", executable.path, main.path])
        XCTAssertEqual(compile.status, 0, compile.output)
        guard compile.status == 0 else { return }
        let output = try ShimDriver.run(executable, arguments: [input.path])
        let lines = output.split(separator: "\n")
        XCTAssertEqual(lines.count, cases.count)
        var equal = 0, undetermined = 0, conflicting = 0
        for (line, item) in zip(lines, cases) {
            let parts = line.split(separator: " ")
            var ir = item.ir
            var request = CompileRequest(source: item.source, direction: item.direction)
            request.keepsWrittenEquations = false
            var compiled = LayoutCompiler.compile(request)
            ir = compiled.ir
            for index in ir.constraints.indices where compiled.intrinsicAxis(of: ir.constraints[index]) != nil {
                ir.constraints[index].constant *= item.scale
            }
            compiled = CompiledLayout(source: compiled.source, ir: ir, diagnostics: compiled.diagnostics, sources: compiled.sources)
            let solution = compiled.solve(in: LayoutEnvironment(
                size: CanvasSize(width: item.width, height: item.height), flags: Set(item.flags),
                safeAreaInsets: SafeAreaInsets(top: item.insets[0], left: item.insets[1], bottom: item.insets[2], right: item.insets[3])))
            if solution.hasErrors {
                conflicting += 1
                XCTAssertNotEqual(parts.first, "ok", "\(item.source.path): solve conflicts, the frame code does not\n\(item.source.text)")
                continue
            }
            if solution.diagnostics.contains(where: { $0.code.rawValue == "S002" }) {
                undetermined += 1
                continue
            }
            guard parts.first == "ok" else {
                XCTFail("\(item.source.path) at \(item.width)x\(item.height): the frame code found a conflict\n\(item.source.text)")
                continue
            }
            let values = parts.dropFirst().compactMap { Double($0) }
            var matches = true
            for frame in solution.frames {
                guard let view = ir.viewIDs.first(where: { ir.name(of: $0) == frame.name }), 4 * view.index + 3 < values.count else {
                    matches = false
                    break
                }
                let actual = Array(values[(4 * view.index)..<(4 * view.index + 4)])
                for (value, other) in zip([frame.x, frame.y, frame.width, frame.height], actual)
                where abs(value - other) > 1e-9 * max(1, abs(value)) {
                    matches = false
                }
                if !matches {
                    XCTFail("\(item.source.path) at \(item.width)x\(item.height) \(item.direction) insets \(item.insets) scale \(item.scale): '\(frame.name)' solve \(frame) frame code \(actual)\n\(item.source.text)")
                    break
                }
            }
            if matches { equal += 1 }
        }
        print("frame kernel: \(layouts) random layouts (\(refused) refused by G012), \(cases.count) inputs: \(equal) equal, \(conflicting) conflicting in both, \(undetermined) undetermined")
        XCTAssertGreaterThan(equal, cases.count / 2)
    }
}

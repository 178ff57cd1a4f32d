// Fuzz target: the frame engine's run-time kernel against `solve`, in process.
//
// Generated Swift cannot be compiled inside a fuzzer, so this runs the kernel itself: fuzz.sh
// copies the text every generated file carries (`FrameKernelSource.text`, its `fileprivate`
// dropped) beside this file. The input is a 17-byte header, then bytes that a small generator
// turns into a layout (the same kinds of statements as the tests' random layouts, from 1 to 4
// views):
//   byte 0   bit 0: right to left; bits 1-2: safe-area insets (none, 44,0,34,0, 20,47,21,47,
//            59,0,0,0); bits 3-4: every intrinsic size times 1, 0.5, 1.8 or 3; bits 5-6: how many
//            steps, less one (1...4)
//   1...16   four steps, each a little-endian 16-bit width (bit 15: `sizeThatFits` at that
//            width rather than a layout; bits 0-10 the points) then a 16-bit height (bits 0-10)
// The file goes through `framePlan` (the plan `generate --engine frames` writes); the steps run
// in turn through the kernel, each tableau kept warm from the step before (so the dual simplex
// walks from region to region, as in an app) and again from a fresh tableau (its stored
// reference basis, where the straight-line code of a region starts). Invariants, at every step:
// - where `solve` finds the required constraints conflicting, the kernel does too (its sized
//   tableau reports infeasible); where `solve` solves, the kernel does;
// - where the solution is determined (no S002), every view attribute the kernel computes equals
//   `solve`'s frame in root's coordinates, and a fitted height equals `solve --size Wx`'s, 1e-9
//   relative (the test suite's tolerance). Where S002 holds the optimum is not unique: the
//   kernel may pick another point of it, so nothing is compared.

import LayoutChecker
import LayoutCodegen
import LayoutCompiler
import LayoutIR
import LayoutSource

private let headerSize = 17

/// What the header says.
private struct KernelInput {
    struct Step {
        var width: Double
        var height: Double
        var fits: Bool
    }

    var direction: LayoutDirection
    var insets: [Double]
    var scale: Double
    var steps: [Step]
    var generator: [UInt8]

    init(_ bytes: [UInt8]) {
        var reader = ByteReader(bytes)
        let options = reader.byte()
        direction = options & 1 == 0 ? .leftToRight : .rightToLeft
        insets = [[0, 0, 0, 0], [44, 0, 34, 0], [20, 47, 21, 47], [59, 0, 0, 0]][Int(options >> 1 & 3)]
        scale = [1, 0.5, 1.8, 3][Int(options >> 3 & 3)]
        var steps: [Step] = []
        for _ in 0..<4 {
            let width = reader.uint16(), height = reader.uint16()
            steps.append(Step(width: Double(width & 0x7FF), height: Double(height & 0x7FF), fits: width & 0x8000 != 0))
        }
        self.steps = Array(steps.prefix(Int(options >> 5 & 3) + 1))
        generator = bytes.count > headerSize ? Array(bytes[headerSize...]) : []
    }
}

/// A small layout from `bytes`: every view's position and size set (required, or by its intrinsic
/// size), and every preference at its own priority, so that most files are determined.
private func layoutText(_ bytes: [UInt8]) -> String {
    var reader = ByteReader(bytes)
    var used: Set<Int> = [250, 750, 1000]
    func priority() -> Int {
        var value = 2 + Int(reader.uint16()) % 997
        while !used.insert(value).inserted { value = value % 997 + 2 }
        return value
    }
    let count = reader.choice(4) + 1
    let views = (0..<count).map { "v\($0)" }
    var intrinsic: Set<String> = []
    var declarations: [String] = []
    for view in views {
        guard reader.choice(3) == 0 else {
            declarations.append(view)
            continue
        }
        intrinsic.insert(view)
        var members = ["intrinsic \(10 + reader.choice(150)) x \(10 + reader.choice(40))"]
        if reader.choice(2) == 0 { members.append("hugging \(priority()), \(priority())") }
        if reader.choice(2) == 0 { members.append("compression \(priority()), \(priority())") }
        declarations.append("\(view) { \(members.joined(separator: "; ")) }")
    }
    var lines = ["view " + declarations.joined(separator: ", ")]
    let directional = reader.choice(2) == 0
    let (start, end) = directional ? ("leading", "trailing") : ("left", "right")
    for (index, view) in views.enumerated() {
        let anchor = index == 0 ? "root" : (reader.choice(2) == 0 ? "root" : views[reader.choice(index)])
        let gap = reader.choice(17)
        switch reader.choice(5) {
        case 0: lines.append("\(view).\(start) = \(anchor).\(start) + \(gap)")
        case 1 where anchor != "root": lines.append("\(view).\(start) = \(anchor).\(end) + \(gap)")
        case 2: lines.append("\(view).centerX = \(anchor).centerX")
        case 3: lines.append("\(view).\(end) = root.safeArea.\(end) - \(gap)")
        default: lines.append("\(view).\(start) = \(gap)")
        }
        if intrinsic.contains(view) {
            if reader.choice(3) == 0 { lines.append("\(view).width <= \(40 + reader.choice(160)) @\(priority())") }
        } else {
            switch reader.choice(5) {
            case 0 where anchor != "root": lines.append("\(view).width = \(anchor).width * 0.5 + \(gap)")
            case 1:
                lines.append("\(view).width = root.width - \(2 * gap) @\(priority())")
                lines.append("\(view).width >= \(10 + reader.choice(90))")
            case 2:
                lines.append("\(view).\(end) = root.\(end) - \(gap) - flex()")
                lines.append("\(view).width = \(10 + reader.choice(250)) @\(priority())")
            case 3:
                // Two preferences at one priority, one with a coefficient of 2.
                let shared = priority()
                lines.append("\(view).width = \(10 + reader.choice(190)) @\(shared)")
                lines.append("\(view).width * 2 = root.width @\(shared)")
            default: lines.append("\(view).width = \(10 + reader.choice(190))")
            }
        }
        switch reader.choice(4) {
        case 0: lines.append("\(view).top = root.safeArea.top + \(gap)")
        case 1 where index > 0: lines.append("\(view).top = \(views[index - 1]).bottom + \(gap)")
        case 2: lines.append("\(view).centerY = \(anchor).centerY")
        default: lines.append("\(view).top = \(reader.choice(200))")
        }
        if !intrinsic.contains(view) {
            switch reader.choice(4) {
            case 0: lines.append("\(view).height = \(view).width * 3 / 4")
            case 1:
                lines.append("\(view).height = \(10 + reader.choice(70))")
                lines.append("\(view).height = \(10 + reader.choice(70)) @\(priority())")
            case 2: lines.append("\(view).height >= \(10 + reader.choice(70))")
                lines.append("\(view).height = root.height / 3 @\(priority())")
            default: lines.append("\(view).height = root.height / \(4 + reader.choice(7))")
            }
        }
    }
    // Something for a fitted height to hug: the last view near root's bottom, as a preference.
    if reader.choice(2) == 0 { lines.append("\(views[count - 1]).bottom = root.bottom - \(reader.choice(20)) @\(priority())") }
    return lines.joined(separator: "\n") + "\n"
}

/// A stored tableau of the export as the kernel's data.
private func kernelData(_ system: FramePlanExport.System) -> FrameSystemData {
    var integers: [String: [Int]] = [:], numbers: [String: [Double]] = [:], flags: [String: [Bool]] = [:]
    for field in system.fields {
        switch field.values {
        case .integers(let values): integers[field.label] = values
        case .numbers(let values): numbers[field.label] = values
        case .flags(let values): flags[field.label] = values
        }
    }
    func ints(_ label: String) -> [Int] { integers[label] ?? [] }
    func doubles(_ label: String) -> [Double] { numbers[label] ?? [] }
    return FrameSystemData(
        symbolCount: system.symbolCount, inputSlot: ints("inputSlot"), reference: doubles("reference"),
        restricted: flags["restricted"] ?? [], rowBasic: ints("rowBasic"), rowConstant: doubles("rowConstant"),
        rowStart: ints("rowStart"), entrySymbol: ints("entrySymbol"), entryCoefficient: doubles("entryCoefficient"),
        inputStart: ints("inputStart"), inputIndex: ints("inputIndex"), inputCoefficient: doubles("inputCoefficient"),
        checkConstant: doubles("checkConstant"), checkStart: ints("checkStart"), checkInput: ints("checkInput"),
        checkCoefficient: doubles("checkCoefficient"), costStart: ints("costStart"), costSymbol: ints("costSymbol"),
        costValue: doubles("costValue"), attributeSymbol: ints("attributeSymbol"), constraintOfSymbol: ints("constraintOfSymbol"))
}

/// Whether `a` (solve's) and `b` (the kernel's) agree to the test suite's tolerance.
private func agrees(_ a: Double, _ b: Double) -> Bool {
    abs(a - b) <= 1e-9 * max(1, abs(a))
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFrameKernel(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let input = KernelInput(inputBytes(data, size))
    let text = layoutText(input.generator)
    let source = SourceFile(path: "fuzz.layout", bytes: Array(text.utf8))
    let planned = framePlan(CheckRequest(source: source))
    guard let plan = planned.plan else { return 0 }
    let systems = plan.systems.map(kernelData)
    // Slots past root's size and insets are intrinsic sizes here (the generator writes no `let`):
    // their reference is the file's intrinsic length, which the header scales.
    var references = [Double](repeating: 0, count: plan.slotCount)
    for system in systems {
        for (index, slot) in system.inputSlot.enumerated() where slot >= 6 { references[slot] = system.reference[index] }
    }
    let hasInsets = input.insets.contains { $0 != 0 }
    let entries = plan.table[2 * (input.direction == .rightToLeft ? 1 : 0) + (hasInsets ? 1 : 0)][0]
    // One combination of pieces: no nested safe-area side (the generator writes none).
    guard entries.count == 1 else { return 0 }

    // `solve` with every intrinsic size scaled, as the harnesses do it.
    var request = CompileRequest(source: source, direction: input.direction)
    request.keepsWrittenEquations = false
    var compiled = LayoutCompiler.compile(request)
    guard !compiled.hasErrors else { return 0 }
    if input.scale != 1 {
        var ir = compiled.ir
        for index in ir.constraints.indices where compiled.intrinsicAxis(of: ir.constraints[index]) != nil {
            ir.constraints[index].constant *= input.scale
        }
        compiled = CompiledLayout(source: compiled.source, ir: ir, diagnostics: compiled.diagnostics, sources: compiled.sources)
    }
    let ir = compiled.ir
    let insets = SafeAreaInsets(top: input.insets[0], left: input.insets[1], bottom: input.insets[2], right: input.insets[3])

    var warm = [FrameTableau?](repeating: nil, count: systems.count)
    for step in input.steps {
        let column = step.fits ? 3 : 1
        let index = entries[0][column]
        guard index >= 0 else { continue }
        var inputs = references.enumerated().map { $0.offset >= 6 ? $0.element * input.scale : 0 }
        inputs[0] = step.width
        inputs[1] = step.fits ? 0 : step.height
        for side in 0..<4 { inputs[2 + side] = input.insets[side] }
        if warm[index] == nil { warm[index] = FrameTableau(systems[index]) }
        var cold = FrameTableau(systems[index])
        let solvedWarm = warm[index]?.solve(inputs) ?? false
        let solvedCold = cold.solve(inputs)
        let place = "\(step.fits ? "fitting " : "")\(step.width)x\(step.height) \(input.direction) insets \(input.insets) scale \(input.scale)\n\(text)"

        if step.fits {
            let fitted = compiled.fittedSize(FittingCanvas(width: step.width), in: LayoutEnvironment(size: nil, safeAreaInsets: insets))
            // As FrameHarness: a conflicting fit gives 0 in solve; read the verdict at the fitted size.
            let probe = compiled.solve(in: LayoutEnvironment(size: fitted, safeAreaInsets: insets))
            if probe.hasErrors { continue }
            require(solvedWarm && solvedCold, "solve fits, the kernel finds a conflict (warm \(solvedWarm), cold \(solvedCold)) at \(place)")
            if probe.diagnostics.contains(where: { $0.code == .undeterminedAttributes }) { continue }
            for (name, tableau) in [("warm", warm[index]), ("cold", cold)] {
                let height = tableau?.attribute(3) ?? .nan
                require(agrees(fitted.height, height), "fitted height: solve \(fitted.height), \(name) kernel \(height) at \(place)")
            }
            continue
        }
        let solution = compiled.solve(in: LayoutEnvironment(
            size: CanvasSize(width: step.width, height: step.height), safeAreaInsets: insets))
        if solution.hasErrors {
            require(!solvedWarm && !solvedCold, "solve finds a conflict, the kernel does not (warm \(solvedWarm), cold \(solvedCold)) at \(place)")
            continue
        }
        require(solvedWarm && solvedCold, "solve solves, the kernel finds a conflict (warm \(solvedWarm), cold \(solvedCold)) at \(place)")
        if solution.diagnostics.contains(where: { $0.code == .undeterminedAttributes }) { continue }
        for frame in solution.frames {
            guard let view = ir.viewIDs.first(where: { ir.name(of: $0) == frame.name }) else { continue }
            for (name, tableau) in [("warm", warm[index]), ("cold", cold)] {
                let actual = (0..<4).map { tableau?.attribute(4 * view.index + $0) ?? .nan }
                let expected = [frame.x, frame.y, frame.width, frame.height]
                require(
                    zip(expected, actual).allSatisfy { agrees($0, $1) },
                    "'\(frame.name)': solve \(expected), \(name) kernel \(actual) at \(place)")
            }
        }
    }
    return 0
}

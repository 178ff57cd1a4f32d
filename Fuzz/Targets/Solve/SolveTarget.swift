// Fuzz target: compile, solve, resize a session and check at several sizes, all from one input.
//
// The input is an 18-byte header, then a layout file:
//   byte 0   bits 0-1: how many sizes, less one (1...4); bit 2: right to left;
//            bits 3-4: idiom (phone, pad, mac, phone); bit 5: safe-area insets 44,0,34,0;
//            bits 6-7: content size category (large, extraSmall, accessibilityMedium,
//            accessibilityExtraExtraExtraLarge)
//   byte 1   which of the file's first eight flags are set, one bit each
//   2...17   four sizes, each a little-endian 16-bit width then height, in points
// Invariants, in the environment the header gives:
// - a layout without errors solves at the first size to finite frames and guides, root at
//   (0, 0) and the canvas size;
// - compiling and solving the same bytes again gives identical frames (bit for bit) and
//   diagnostics;
// - a session started at the first size and resized through the others (and back) gives at
//   every size what a fresh solve gives (the diagnostics, and every attribute of every frame
//   that S002 does not name: the solver picks arbitrary values for those);
// - `check` at all the sizes gives what `check` at each size gives, merged: each finding made at
//   only some of the sizes says at which;
// - a file that does not depend on the content size category (no `contentSize` condition,
//   `scaled` or `textStyle`) solves at the header's category exactly as at `large`: what lets
//   `check --content-size all` check it once (C004).

import LayoutCompiler
import LayoutIR
import LayoutSource

private let headerSize = 18

/// What the header says.
private struct SolveInput {
    var sizes: [CanvasSize]
    var direction: LayoutDirection
    var idiom: DeviceIdiom
    var flagBits: UInt8
    var safeAreaInsets: SafeAreaInsets
    var contentSize: ContentSizeCategory
    var text: [UInt8]

    init(_ bytes: [UInt8]) {
        var reader = ByteReader(bytes)
        let options = reader.byte()
        flagBits = reader.byte()
        let sizeCount = Int(options & 3) + 1
        direction = options & 4 == 0 ? .leftToRight : .rightToLeft
        idiom = [DeviceIdiom.phone, .pad, .mac, .phone][Int(options >> 3 & 3)]
        safeAreaInsets = options & 32 == 0 ? .zero : SafeAreaInsets(top: 44, left: 0, bottom: 34, right: 0)
        contentSize = [ContentSizeCategory.large, .extraSmall, .accessibilityMedium, .accessibilityExtraExtraExtraLarge][Int(options >> 6 & 3)]
        var sizes: [CanvasSize] = []
        for _ in 0..<4 {
            let width = Double(reader.uint16())
            sizes.append(CanvasSize(width: width, height: Double(reader.uint16())))
        }
        self.sizes = Array(sizes.prefix(sizeCount))
        text = bytes.count > headerSize ? Array(bytes[headerSize...]) : []
    }

    /// The environment at `size` for `layout`: the idiom, the flags the header's bits pick from
    /// the flags the file uses, and the insets.
    func environment(at size: CanvasSize?, for layout: CompiledLayout) -> LayoutEnvironment {
        let used = layout.flagsUsed
        let flags = used.indices.filter { $0 < 8 && flagBits >> UInt8($0) & 1 == 1 }.map { used[$0] }
        return LayoutEnvironment(size: size, idiom: idiom, flags: Set(flags), safeAreaInsets: safeAreaInsets)
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSolve(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let input = SolveInput(inputBytes(data, size))
    let source = SourceFile(path: "main.layout", bytes: input.text)
    var request = CompileRequest(source: source, direction: input.direction)
    request.contentSize = input.contentSize
    let layout = LayoutCompiler.compile(request)
    guard !layout.hasErrors else { return 0 }
    let first = input.sizes[0]
    let environment = input.environment(at: first, for: layout)
    let solution = layout.solve(in: environment)
    checkFrames(solution, at: first)

    // The same bytes again: a result must not depend on anything but the input.
    var requestAgain = CompileRequest(source: SourceFile(path: "main.layout", bytes: input.text), direction: input.direction)
    requestAgain.contentSize = input.contentSize
    let again = LayoutCompiler.compile(requestAgain)
    require(again.diagnostics == layout.diagnostics, "compiling twice gives different diagnostics")
    requireIdentical(again.solve(in: environment), solution, "solving twice at \(first)")

    // Nothing reads the category: at `large` the layout is the same, as C004 tells check's reader.
    if !layout.ir.dependsOnContentSize, input.contentSize != .large {
        let large = LayoutCompiler.compile(CompileRequest(source: source, direction: input.direction))
        requireIdentical(large.solve(in: environment), solution, "solving at large and at \(input.contentSize.rawValue)")
    }

    checkSession(layout, input)
    checkSizes(layout, input)
    return 0
}

/// Finite frames and guides; root at the origin with the canvas size.
private func checkFrames(_ solution: LayoutSolution, at size: CanvasSize) {
    guard !solution.hasErrors else {
        require(solution.frames.isEmpty, "a solution with errors has frames")
        return
    }
    for frame in solution.frames + solution.guides {
        require(
            frame.x.isFinite && frame.y.isFinite && frame.width.isFinite && frame.height.isFinite,
            "frame not finite at \(size): \(frame)")
    }
    guard let root = solution.frames.first else { invariantFailed("no root frame at \(size)") }
    require(
        root.name == "root" && root.x == 0 && root.y == 0 && closeEnough(root.width, size.width)
            && closeEnough(root.height, size.height),
        "root is \(root) at \(size)")
}

/// Resizes one session through every size and back to the first, each time against a fresh solve.
private func checkSession(_ layout: CompiledLayout, _ input: SolveInput) {
    let session = LayoutSession(layout, size: input.sizes[0], environment: input.environment(at: nil, for: layout))
    requireSame(session.solution, layout.solve(in: input.environment(at: input.sizes[0], for: layout)), "a new session at \(input.sizes[0])")
    let path = input.sizes.dropFirst() + (input.sizes.count > 1 ? [input.sizes[0]] : [])
    for (step, size) in path.enumerated() {
        let resized: LayoutSolution
        if step % 2 == 0 {
            resized = session.resize(to: size)
        } else {
            _ = session.resizeReportingChanges(to: size)
            resized = session.solution
        }
        let fresh = layout.solve(in: input.environment(at: size, for: layout))
        checkFrames(fresh, at: size)
        requireSame(resized, fresh, "session resized to \(size) (path \(input.sizes))")
    }
}

/// `check` at every size against `check` at each size, merged as `check` merges them.
private func checkSizes(_ layout: CompiledLayout, _ input: SolveInput) {
    guard input.sizes.count > 1 else { return }
    let environment = input.environment(at: nil, for: layout)
    var distinct: [CanvasSize] = []
    for size in input.sizes where !distinct.contains(size) { distinct.append(size) }
    let frontEnd = Set(layout.diagnostics)
    var findings: [(finding: Diagnostic, sizes: [CanvasSize])] = []
    for size in distinct {
        for finding in layout.check(sizes: [size], environment: environment) where !frontEnd.contains(finding) {
            // As the check at several sizes does: an S002 whose fix-it differs by size (its values
            // are read at each) is one finding, with the fix-it of the first size.
            let key = finding.code == .undeterminedAttributes ? finding.withoutSizedFixIt : finding
            if let index = findings.firstIndex(where: {
                ($0.finding.code == .undeterminedAttributes ? $0.finding.withoutSizedFixIt : $0.finding) == key
            }) {
                if findings[index].sizes.last != size { findings[index].sizes.append(size) }
            } else {
                findings.append((finding, [size]))
            }
        }
    }
    var expected = layout.diagnostics
    for (finding, sizes) in findings {
        var named = finding
        // A conflict that involves the canvas names its own size already.
        if sizes.count < distinct.count && finding.context.sizes.isEmpty {
            named.context.sizes = sizes.map(\.description)
        }
        expected.append(named)
    }
    let together = layout.check(sizes: input.sizes, environment: environment)
    let wanted = expected.map { "\($0)" }.sorted()
    let got = together.map { "\($0)" }.sorted()
    if wanted != got {
        invariantFailed(
            "check at \(input.sizes) differs from the checks at each size\n--- at every size ---\n"
                + got.joined(separator: "\n") + "\n--- merged from each size ---\n" + wanted.joined(separator: "\n"))
    }
}

/// The same diagnostics, and frames equal to the test suite's tolerance, except the attributes
/// the constraints leave free (S002): the solver picks arbitrary values for them, and a session
/// reaches its optimum by another path than a fresh solve. Every other attribute has one optimal
/// value, which both must find.
private func requireSame(_ a: LayoutSolution, _ b: LayoutSolution, _ context: String) {
    require(a.diagnostics == b.diagnostics, "\(context): diagnostics differ\n\(a.diagnostics.map(\.message))\nagainst a fresh solve's\n\(b.diagnostics.map(\.message))")
    require(a.frames.map(\.name) == b.frames.map(\.name) && a.guides.map(\.name) == b.guides.map(\.name), "\(context): different views")
    let free = undeterminedAttributes(b.diagnostics)
    for (p, q) in zip(a.frames + a.guides, b.frames + b.guides) {
        let sides: [(attribute: String, mine: Double, fresh: Double)] = [
            ("left", p.x, q.x), ("top", p.y, q.y), ("width", p.width, q.width), ("height", p.height, q.height),
        ]
        for side in sides where !free.contains(everyAttribute) && !free.contains(p.name + "." + side.attribute) {
            require(closeEnough(side.mine, side.fresh), "\(context): \(p) where a fresh solve gives \(q) (\(p.name).\(side.attribute) is determined)")
        }
    }
}

/// In `undeterminedAttributes`, a mark that every attribute may be free.
private let everyAttribute = "*"

/// The attributes S002 names, as `view.attribute`. Its message lists them ("a.left, a.top and
/// a.width are not determined by any constraint"); one it cannot read stops the run, so that a
/// change of wording cannot quietly turn this comparison off.
private func undeterminedAttributes(_ diagnostics: [Diagnostic]) -> Set<String> {
    var free: Set<String> = []
    for diagnostic in diagnostics where diagnostic.code.rawValue == "S002" {
        let message = diagnostic.message
        // A scroll view's content size left open: the views free because of it are not listed
        // (grammar.md, "Scroll views"), so no attribute of this input is compared.
        // Likewise views whose content priorities tie: their sizes are listed by name only.
        if message.hasPrefix("the content height of '") || message.hasPrefix("the content width of '")
            || message.hasPrefix("content priority ambiguity:")
        {
            free.insert(everyAttribute)
            continue
        }
        guard let end = message.firstRange(of: " is not determined") ?? message.firstRange(of: " are not determined") else {
            invariantFailed("an S002 message this target cannot read: \(message)")
        }
        let listed = message[..<end.lowerBound].replacing(" and ", with: ", ")
        for item in listed.split(separator: ", ").map(String.init) {
            let attribute = item.split(separator: ".").last.map(String.init) ?? ""
            require(["left", "top", "width", "height"].contains(attribute), "an S002 message this target cannot read: \(message)")
            free.insert(item)
        }
    }
    return free
}

/// The same diagnostics and frames, bit for bit.
private func requireIdentical(_ a: LayoutSolution, _ b: LayoutSolution, _ context: String) {
    require(a.diagnostics == b.diagnostics, "\(context): diagnostics differ")
    require(a.frames.count == b.frames.count && a.guides.count == b.guides.count, "\(context): different views")
    for (p, q) in zip(a.frames + a.guides, b.frames + b.guides) {
        let same = p.name == q.name && sameBits(p.x, q.x) && sameBits(p.y, q.y) && sameBits(p.width, q.width) && sameBits(p.height, q.height)
        require(same, "\(context): \(p) then \(q)")
    }
}

// session-bench: times LayoutSession resizes on a .layout file, the incremental path a window
// resize takes (edit variables on root's size, dual simplex, frames and warnings read back).
//
//   session-bench FILE [--size WxH] [--widths W1,W2,...] [--heights H1,H2,...] [--rounds N]
//                 [--changes] [--verify]
//   session-bench FILE --fresh-fit W [--rounds N]
//
// Opens a session at --size (default 2000x2000), then resizes root's width through --widths
// (default 1500,1600,...,2400) --rounds times (default 3), height unchanged; with --heights,
// root's height instead, width unchanged. Prints JSON: the seconds to open the session, and the
// mean, median and largest seconds per resize, wall clock and this thread's CPU time (the
// fairer figure on a shared machine). A resize is the whole `LayoutSession.resize`: the
// re-solve, every frame and the warnings; with --changes it is
// `LayoutSession.resizeReportingChanges`, which reads back only what the solver moved and
// returns the changed frames (their mean count is printed). --verify also solves afresh at each
// size and fails if any frame differs by more than 1e-6. --fresh-fit W instead times what
// `systemLayoutSizeFitting` does for a self-sizing cell, a fresh fitting solve at width W (the
// frame engine's `sizeThatFits` is measured against it, Benchmarks/FRAMES.md), and prints its
// mean seconds as {"meanSeconds": ...}.
import Foundation
import LayoutCompiler

struct Options {
    var path = ""
    var size = CanvasSize(width: 2000, height: 2000)
    var widths: [Double] = stride(from: 1500.0, through: 2400, by: 100).map { $0 }
    var heights: [Double]?
    var rounds = 3
    var changes = false
    var verify = false
    var freshFit: Double?
}

func parseOptions(_ arguments: [String]) -> Options? {
    var options = Options()
    var rest = arguments[...]
    while let argument = rest.popFirst() {
        switch argument {
        case "--size":
            let parts = (rest.popFirst() ?? "").split(separator: "x").compactMap { Double($0) }
            guard parts.count == 2 else { return nil }
            options.size = CanvasSize(width: parts[0], height: parts[1])
        case "--widths":
            let widths = (rest.popFirst() ?? "").split(separator: ",").compactMap { Double($0) }
            guard !widths.isEmpty else { return nil }
            options.widths = widths
        case "--heights":
            let heights = (rest.popFirst() ?? "").split(separator: ",").compactMap { Double($0) }
            guard !heights.isEmpty else { return nil }
            options.heights = heights
        case "--changes":
            options.changes = true
        case "--rounds":
            guard let rounds = rest.popFirst().flatMap({ Int($0) }), rounds > 0 else { return nil }
            options.rounds = rounds
        case "--verify":
            options.verify = true
        case "--fresh-fit":
            guard let width = rest.popFirst().flatMap({ Double($0) }) else { return nil }
            options.freshFit = width
        default:
            guard options.path.isEmpty, !argument.hasPrefix("--") else { return nil }
            options.path = argument
        }
    }
    return options.path.isEmpty ? nil : options
}

func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
}

/// This thread's CPU time in seconds.
func threadCPUSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
}

func framesMatch(_ a: [ViewFrame], _ b: [ViewFrame]) -> Bool {
    guard a.count == b.count else { return false }
    func close(_ x: Double, _ y: Double) -> Bool { abs(x - y) <= 1e-6 * max(1, abs(x), abs(y)) }
    return zip(a, b).allSatisfy { p, q in
        p.name == q.name && close(p.x, q.x) && close(p.y, q.y) && close(p.width, q.width)
            && close(p.height, q.height)
    }
}

guard let options = parseOptions(Array(CommandLine.arguments.dropFirst())) else {
    FileHandle.standardError.write(
        Data("usage: session-bench FILE [--size WxH] [--widths W1,W2,...] [--heights H1,...] [--rounds N] [--changes] [--verify]\n".utf8))
    exit(2)
}
guard let text = try? String(contentsOfFile: options.path, encoding: .utf8) else {
    FileHandle.standardError.write(Data("session-bench: cannot read \(options.path)\n".utf8))
    exit(2)
}
let layout = LayoutCompiler.compile(CompileRequest(path: options.path, text: text))
let clock = ContinuousClock()
if let width = options.freshFit {
    var total = 0.0
    var height = 0.0
    let count = max(options.rounds, 20)
    for _ in 0..<count {
        let begin = clock.now
        height += layout.fittedSize(FittingCanvas(width: width)).height
        total += seconds(clock.now - begin)
    }
    print("{\"meanSeconds\": \(total / Double(count)), \"height\": \(height / Double(count))}")
    exit(0)
}
var start = clock.now
let session = LayoutSession(layout, size: options.size)
let openSeconds = seconds(clock.now - start)
guard !session.solution.frames.isEmpty else {
    FileHandle.standardError.write(Data("session-bench: the layout has no frames at the start size\n".utf8))
    exit(1)
}
var times: [Double] = []
var cpuTimes: [Double] = []
var checksum = 0.0
var mismatches: [Double] = []
let sizes =
    options.heights.map { heights in heights.map { CanvasSize(width: options.size.width, height: $0) } }
    ?? options.widths.map { CanvasSize(width: $0, height: options.size.height) }
var changedFrames = 0
for _ in 0..<options.rounds {
    for size in sizes {
        start = clock.now
        let cpuStart = threadCPUSeconds()
        if options.changes {
            let changes = session.resizeReportingChanges(to: size)
            cpuTimes.append(threadCPUSeconds() - cpuStart)
            times.append(seconds(clock.now - start))
            changedFrames += changes.frames.count
            checksum += changes.frames.last?.height ?? 0
        } else {
            let solution = session.resize(to: size)
            cpuTimes.append(threadCPUSeconds() - cpuStart)
            times.append(seconds(clock.now - start))
            checksum += solution.frames.last?.width ?? 0
        }
        if options.verify, !framesMatch(session.solution.frames, layout.solve(size: size).frames) {
            mismatches.append(options.heights == nil ? size.width : size.height)
        }
    }
}
let sorted = times.sorted()
let cpuSorted = cpuTimes.sorted()
let mean = times.reduce(0, +) / Double(times.count)
let cpuMean = cpuTimes.reduce(0, +) / Double(cpuTimes.count)
print(
    """
    {"views": \(session.solution.frames.count), "open_seconds": \(openSeconds), "resizes": \(times.count), \
    "resize_mean_seconds": \(mean), "resize_median_seconds": \(sorted[sorted.count / 2]), \
    "resize_max_seconds": \(sorted.last ?? 0), "resize_cpu_mean_seconds": \(cpuMean), \
    "resize_cpu_median_seconds": \(cpuSorted[cpuSorted.count / 2]), "checksum": \(checksum), \
    "changed_frames_mean": \(Double(changedFrames) / Double(times.count)), \
    "mismatched_sizes": \(mismatches)}
    """)
exit(mismatches.isEmpty ? 0 : 1)

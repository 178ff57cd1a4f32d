// frontend-bench: throughput of the front end's phases on large files, and peak memory.
//
//   frontend-bench [--repeat N] [--phase lex|parse|check|all] FILE...
//
// For each file: MB/s of lexing alone, parsing from tokens, checking the tree to IR, and text
// to IR end to end through `check(_:)` (best of N runs, CPU time of this thread, freeing of the
// result included), then the process's peak resident memory. With --phase, only that phase
// runs (lex, lex + parse, or lex + parse + check), so the peak memory printed is its own.
import Foundation
import LayoutSource
import LayoutLexer
import LayoutParser
import LayoutChecker

#if canImport(Glibc)
import Glibc
#endif

struct Options {
    var repeatCount = 5
    var phase = "all"
    var paths: [String] = []
}

func parseOptions(_ arguments: [String]) -> Options? {
    var options = Options()
    var iterator = arguments.dropFirst().makeIterator()
    while let argument = iterator.next() {
        switch argument {
        case "--repeat":
            guard let value = iterator.next().flatMap(Int.init), value > 0 else { return nil }
            options.repeatCount = value
        case "--phase":
            guard let value = iterator.next(), ["lex", "parse", "check", "all"].contains(value) else { return nil }
            options.phase = value
        default:
            options.paths.append(argument)
        }
    }
    return options.paths.isEmpty ? nil : options
}

/// CPU seconds used by this thread so far: steadier than wall time on a shared machine.
func threadCPUSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// The best CPU seconds of `count` runs of `body`, after one warm-up run. Each run's result is
/// freed inside its own timing, as a real caller would free it.
func bestTime<Result>(_ count: Int, _ body: () -> Result) -> (seconds: Double, result: Result) {
    var best = Double.infinity
    for _ in 0..<count {
        let start = threadCPUSeconds()
        _ = body()
        best = min(best, threadCPUSeconds() - start)
    }
    return (best, body())
}

/// Peak resident set size of this process, in megabytes.
func peakMemoryMegabytes() -> Double {
    var usage = rusage()
    getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
    return Double(usage.ru_maxrss) / 1024  // Linux reports kilobytes.
}

func report(_ label: String, megabytes: Double, seconds: Double) {
    let padded = label.padding(toLength: 22, withPad: " ", startingAt: 0)
    print(String(format: "  %@ %8.1f ms  %8.1f MB/s", padded as NSString, seconds * 1000, megabytes / seconds))
}

guard let options = parseOptions(CommandLine.arguments) else {
    FileHandle.standardError.write(Data("usage: frontend-bench [--repeat N] [--phase lex|parse|check|all] FILE...\n".utf8))
    exit(2)
}

for path in options.paths {
    guard let data = FileManager.default.contents(atPath: path) else {
        FileHandle.standardError.write(Data("frontend-bench: cannot read \(path)\n".utf8))
        exit(2)
    }
    let source = SourceFile(path: path, bytes: Array(data))
    let megabytes = Double(source.bytes.count) / 1_000_000
    print(String(format: "%@: %.2f MB, %d lines", path as NSString, megabytes, source.lineCount))
    // The peer every phase is compared with, measured in the same run: decoding the file into a
    // String (one validating pass over the bytes and one allocation), so ratios stay meaningful
    // on a loaded machine.
    let peer = bestTime(options.repeatCount) { String(decoding: source.bytes, as: UTF8.self).utf8.count }
    report("peer: UTF-8 decode", megabytes: megabytes, seconds: peer.seconds)
    func reportAgainstPeer(_ label: String, seconds: Double) {
        report(label, megabytes: megabytes, seconds: seconds)
        print(String(format: "    = %.1f x the peer", seconds / peer.seconds))
    }
    if options.phase == "lex" || options.phase == "all" {
        let lexing = bestTime(options.repeatCount) { Lexer.tokens(of: source) }
        reportAgainstPeer("lex", seconds: lexing.seconds)
        print("  tokens: \(lexing.result.count)")
    }
    if options.phase == "all" {
        let tokens = Lexer.tokens(of: source)
        let parsing = bestTime(options.repeatCount) { parse(source, tokens: tokens) }
        reportAgainstPeer("parse (from tokens)", seconds: parsing.seconds)
    }
    if options.phase == "parse" || options.phase == "all" {
        let lexAndParse = bestTime(options.repeatCount) { parse(source) }
        reportAgainstPeer("lex + parse", seconds: lexAndParse.seconds)
        // `statementCount`, not `statements.count`: building every statement just to count
        // them would put a boxed copy of the tree into the peak memory printed below.
        print("  statements: \(lexAndParse.result.tree.statementCount), diagnostics: \(lexAndParse.result.diagnostics.count)")
    }
    if options.phase == "all" {
        let tree = parse(source).tree
        let checking = bestTime(options.repeatCount) { check(tree, in: source) }
        reportAgainstPeer("check (from tree)", seconds: checking.seconds)
    }
    if options.phase == "check" || options.phase == "all" {
        let endToEnd = bestTime(options.repeatCount) { check(CheckRequest(source: source)) }
        reportAgainstPeer("end to end (check)", seconds: endToEnd.seconds)
        print("  constraints: \(endToEnd.result.ir.constraints.count), diagnostics: \(endToEnd.result.diagnostics.count)")
    }
}
print(String(format: "peak memory: %.1f MB", peakMemoryMegabytes()))

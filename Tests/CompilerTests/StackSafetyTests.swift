import Foundation
import LayoutCompiler
import LayoutChecker
import LayoutIR
import LayoutSource
import LayoutParser
import XCTest

/// Every public entry point on a thread with a 512 KB stack (the size of secondary threads and
/// dispatch workers on macOS), for the deepest input each limit accepts and the first it refuses:
/// parsing, printing, dumping, comparing, checking, compiling, solving, re-solving in a session,
/// checking at sizes and the mirror check. A stack overflow crashes the test run; with the limits
/// as documented in grammar.md ("Limits"), each input gives exactly the diagnostics listed.
///
/// The tests run in a debug build, whose frames are several times larger than a release build's,
/// so a release build has a wider margin still.
final class StackSafetyTests: XCTestCase {
    /// A case: the main file, the files it includes, and the codes its diagnostics must have.
    private struct Case {
        var name: String
        var text: String
        var includes: [String: String] = [:]
        var codes: [String]
    }

    private static let stackSize = 512 * 1024

    // MARK: Expressions (ParserLimits.maximumExpressionDepth = 256 levels)

    func testExpressionsAtTheLimitOnASmallStack() {
        let r = { (text: String, count: Int) in String(repeating: text, count: count) }
        run([
            Case(name: "255 parentheses", text: "view a\na.left = " + r("(", 255) + "1" + r(")", 255) + "\n", codes: []),
            Case(name: "256 parentheses", text: "view a\na.left = " + r("(", 256) + "1" + r(")", 256) + "\n", codes: ["P009"]),
            Case(name: "255 unclosed parentheses", text: "view a\na.left = " + r("(", 255) + "1\n", codes: ["P003"]),
            Case(name: "1000 unclosed parentheses", text: "view a\na.left = " + r("(", 1000) + "1\n", codes: ["P009"]),
            Case(name: "255 signs", text: "view a\na.left = " + r("- ", 255) + "1\n", codes: []),
            Case(name: "256 signs", text: "view a\na.left = " + r("- ", 256) + "1\n", codes: ["P009"]),
            Case(name: "a sum of 256 terms", text: "view a\na.left = 1" + r(" + 1", 255) + "\n", codes: []),
            Case(name: "a sum of 257 terms", text: "view a\na.left = 1" + r(" + 1", 256) + "\n", codes: ["P009"]),
            Case(name: "127 right-nested sums", text: "view a, b\na.left = " + r("1 + (", 127) + "b.left" + r(")", 127) + "\n", codes: []),
            Case(name: "128 right-nested sums", text: "view a, b\na.left = " + r("1 + (", 128) + "b.left" + r(")", 128) + "\n", codes: ["P009"]),
            Case(name: "127 signed groups", text: "view a\na.left = " + r("-(", 127) + "1" + r(")", 127) + "\n", codes: []),
            Case(
                name: "a named chain of deep sides",
                text: "view a\n[deep] a.left = " + r("(", 200) + "a.top" + r(")", 200) + " = " + r("-", 255) + "a.width\n",
                codes: ["T012"]),
        ])
    }

    // MARK: Blocks (view blocks 64, statement blocks 16, conditions 32, includes 16)

    func testViewBlocksAtTheLimitOnASmallStack() {
        let nested = { (depth: Int) in
            (0..<depth).map { "view v\($0) { margins 1; " }.joined() + "view leaf" + String(repeating: " }", count: depth)
                + "\nleaf.left = v0.left + 1\n"
        }
        run([
            Case(name: "64 nested view blocks", text: nested(64), codes: []),
            Case(name: "65 nested view blocks", text: nested(65), codes: ["H001", "N001"]),
            Case(name: "1000 unclosed view blocks", text: (0..<1000).map { "view v\($0) { " }.joined() + "\n", codes: ["A003", "H001"]),
        ])
    }

    func testStatementBlocksAtTheLimitOnASmallStack() {
        let r = { (text: String, count: Int) in String(repeating: text, count: count) }
        run([
            Case(name: "16 nested when blocks", text: "view a\n" + r("when d {\n", 16) + "a.left = 1\n" + r("}\n", 16), codes: []),
            Case(name: "17 nested when blocks", text: "view a\n" + r("when d {\n", 17) + "a.left = 1\n" + r("}\n", 17), codes: ["V003"]),
            Case(
                name: "override and when blocks, 16 deep",
                text: "view a\noverride {\n" + r("when d {\n", 15) + "a.left = 1\n" + r("}\n", 16), codes: []),
            Case(
                name: "1000 unclosed when blocks, each indented deeper",
                text: "view a\n" + (0..<1000).map { r(" ", $0) + "when d {\n" }.joined(), codes: ["V001", "V003"]),
        ])
    }

    func testConditionsAtTheLimitOnASmallStack() {
        let r = { (text: String, count: Int) in String(repeating: text, count: count) }
        let when = { (condition: String) in "view a\nwhen " + condition + " { a.left = 1 }\n" }
        run([
            Case(name: "31 nots", text: when(r("not ", 31) + "d"), codes: []),
            Case(name: "32 nots", text: when(r("not ", 32) + "d"), codes: ["V004"]),
            Case(name: "31 parentheses", text: when(r("(", 31) + "d" + r(")", 31)), codes: []),
            Case(name: "32 parentheses", text: when(r("(", 32) + "d" + r(")", 32)), codes: ["V004"]),
            Case(name: "32 names joined by or", text: when("d" + r(" or d", 31)), codes: []),
            Case(name: "33 names joined by or", text: when("d" + r(" or d", 32)), codes: ["V004"]),
            Case(name: "100000 names joined by and", text: when("d" + r(" and d", 100_000)), codes: ["V004"]),
            Case(name: "1000 unclosed parentheses", text: when(r("(", 1000) + "d"), codes: ["V004"]),
        ])
    }

    /// The deepest of everything at once: a chain of includes 16 files deep whose last file
    /// nests when blocks 16 deep, with the tallest condition, the tallest expression and the
    /// deepest view blocks inside the innermost block.
    func testEveryLimitAtOnceBelowTheDeepestIncludesOnASmallStack() {
        let r = { (text: String, count: Int) in String(repeating: text, count: count) }
        let views = (0..<64).map { "view v\($0) { " }.joined() + "view leaf" + r(" }", 64) + "\n"
        let innermost = "leaf.left = " + r("(", 255) + "v0.left" + r(")", 255) + "\n"
        let deepest = views + r("when d {\n", 15) + "when " + r("not ", 31) + "e {\n" + innermost + r("}\n", 16)
        var includes: [String: String] = [:]
        for index in 0..<15 { includes["f\(index).layout"] = "use \"f\(index + 1).layout\"\n" }
        includes["f15.layout"] = deepest
        var tooDeep = includes
        tooDeep["f15.layout"] = "use \"f16.layout\"\n"
        tooDeep["f16.layout"] = deepest
        run([
            Case(name: "every limit, 16 files deep", text: "use \"f0.layout\"\n", includes: includes, codes: []),
            Case(name: "includes 17 files deep", text: "use \"f0.layout\"\n", includes: tooDeep, codes: ["U012"]),
        ])
    }

    // MARK: Running

    /// Runs every entry point on each case on a thread with a 512 KB stack, and checks the codes.
    private func run(_ cases: [Case], file: StaticString = #filePath, line: UInt = #line) {
        for testCase in cases {
            let outcome = ThreadResult<[String]>()
            let done = DispatchSemaphore(value: 0)
            let thread = Thread {
                outcome.value = Self.exercise(testCase)
                done.signal()
            }
            thread.stackSize = Self.stackSize
            thread.start()
            done.wait()
            XCTAssertEqual(outcome.value, testCase.codes, testCase.name, file: file, line: line)
        }
    }

    /// Calls each public entry point on the case; returns the codes of the compiled layout's
    /// diagnostics, first appearance each, in order.
    private static func exercise(_ testCase: Case) -> [String] {
        let source = SourceFile(path: "main.layout", text: testCase.text)
        let loader = InMemoryIncludeLoader(testCase.includes)
        let parsed = parse(source)
        let printed = SyntaxPrinter.print(parsed.tree)
        _ = SyntaxDump.dump(parsed.tree, includeRanges: true)
        var hasher = Hasher()
        hasher.combine(parsed.tree)
        _ = hasher.finalize()
        // Equality walks both trees: compare with a second parse, not with the same storage.
        guard parsed.tree == parse(source).tree else { return ["trees differ"] }
        if !parsed.diagnostics.containsErrors {
            // The printed text parses back to the same tree.
            let reparsed = parse(SourceFile(path: "printed.layout", text: printed))
            guard SyntaxDump.dump(reparsed.tree) == SyntaxDump.dump(parsed.tree) else { return ["printing differs"] }
        }
        _ = check(CheckRequest(source: source, loader: loader))
        let layout = LayoutCompiler.compile(CompileRequest(source: source, loader: loader))
        let size = CanvasSize(width: 400, height: 300)
        _ = layout.solve(size: size)
        _ = layout.check(sizes: [size])
        if !layout.hasErrors {
            _ = LayoutSession(layout, size: size).resize(to: CanvasSize(width: 300, height: 400))
            _ = LayoutCompiler.mirrorDiagnostics(MirrorRequest(source: source, sizes: [size], loader: loader))
        }
        var codes: [String] = []
        for diagnostic in layout.diagnostics where diagnostic.severity == .error && !codes.contains(diagnostic.code.rawValue) {
            codes.append(diagnostic.code.rawValue)
        }
        return codes
    }
}

/// Carries a value out of the thread that made it (the thread finishes before it is read).
private final class ThreadResult<Value>: @unchecked Sendable {
    var value: Value?
}

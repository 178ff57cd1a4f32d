import Foundation
import LayoutTestSupport
import XCTest

/// The built executable with the real compiler: golden output for every format, exit statuses,
/// and hostile input that must end in a clear message, never a crash or a hang.
final class CompilerEndToEndTests: XCTestCase {
    private static let inputs = GoldenFile.directory.appendingPathComponent("inputs")
    private static let findings = ["typos.layout", "conflict.layout", "loose.layout", "unicode.layout"]

    private func run(_ arguments: [String], in directory: URL = inputs, input: Data = Data()) throws -> BinaryRunner.Outcome {
        try BinaryRunner.run(arguments, in: directory, input: input)
    }

    // MARK: Golden output

    func testSolveTable() throws {
        let outcome = try run(["solve", "card.layout", "--size", "375x667"])
        XCTAssertEqual(outcome.status, 0, outcome.err)
        XCTAssertEqual(outcome.err, "")
        try GoldenFile.assertMatches(outcome.out, named: "end-to-end/solve-card.table.txt")
    }

    func testSolveJSONMatchesTheSpecExample() throws {
        let outcome = try run(["solve", "card.layout", "--size", "375x667", "--format", "json"])
        XCTAssertEqual(outcome.status, 0, outcome.err)
        try GoldenFile.assertMatches(outcome.out, named: "end-to-end/solve-card.json")
        let document = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(outcome.out.utf8)) as? [String: Any])
        let frames = try XCTUnwrap(document["frames"] as? [String: [String: Double]])
        // The frames the spec itself gives for this file.
        XCTAssertEqual(frames["root"], ["x": 0, "y": 0, "width": 375, "height": 667])
        XCTAssertEqual(frames["card"], ["x": 16, "y": 16, "width": 343, "height": 635])
        // Views in declaration order, root first.
        let order = ["root", "card", "thumbnail", "title", "body"].compactMap { outcome.out.range(of: "\"\($0)\":")?.lowerBound }
        XCTAssertEqual(order.count, 5)
        XCTAssertEqual(order, order.sorted())
    }

    func testCheckInEveryFormat() throws {
        var sarif = ""
        for (format, golden) in [("human", "check.human.txt"), ("short", "check.short.txt"), ("json", "check.json"),
                                 ("sarif", "check.sarif"), ("github", "check.github.txt")] {
            let outcome = try run(["check"] + Self.findings + ["--size", "375x667", "--format", format])
            XCTAssertEqual(outcome.status, 1, "\(format): \(outcome.err)")
            let text = format == "human" ? outcome.err : outcome.out
            XCTAssertEqual(format == "human" ? outcome.out : outcome.err, "", format)
            try GoldenFile.assertMatches(text, named: "end-to-end/\(golden)")
            if format == "sarif" { sarif = text }
        }
        // Last, so that a machine without jsonschema still compares every golden before skipping.
        try SARIFSchema.assertValid(sarif)
    }

    func testParallelCheckIsDeterministic() throws {
        let arguments = ["check"] + Self.findings + Self.findings + ["card.layout", "--size", "375x667", "--size", "320x480", "--format", "json"]
        let first = try run(arguments)
        for _ in 0..<3 {
            XCTAssertEqual(try run(arguments).out, first.out)
        }
    }

    // MARK: Exit status

    func testExitStatusForEachClassOfInput() throws {
        XCTAssertEqual(try run(["check", "card.layout"]).status, 0)
        XCTAssertEqual(try run(["check", "card.layout", "--size", "375x667", "--strict"]).status, 0)
        let loose = try run(["check", "loose.layout", "--size", "375x667"])
        XCTAssertEqual(loose.status, 0, loose.err)
        XCTAssertTrue(loose.err.contains("warning["), loose.err)
        XCTAssertEqual(try run(["check", "loose.layout", "--size", "375x667", "--strict"]).status, 1)
        XCTAssertEqual(try run(["check", "typos.layout"]).status, 1)
        XCTAssertEqual(try run(["check", "conflict.layout", "--size", "375x667"]).status, 1)
        XCTAssertEqual(try run(["solve", "conflict.layout", "--size", "375x667"]).status, 1)
        XCTAssertEqual(try run(["check", "card.layout", "missing.layout"]).status, 2)
        XCTAssertEqual(try run(["check", "card.layout", "--size", "wide"]).status, 2)
    }

    func testStandardInput() throws {
        let text = try String(contentsOf: Self.inputs.appendingPathComponent("typos.layout"), encoding: .utf8)
        let outcome = try run(["check", "-", "--format", "short"], input: Data(text.utf8))
        XCTAssertEqual(outcome.status, 1)
        XCTAssertTrue(outcome.out.hasPrefix("<stdin>:"), outcome.out)
    }

    // MARK: Hostile input

    /// Runs check in every format and solve on `name` in `directory`: each must exit 0 or 1,
    /// write valid JSON where JSON is asked for, and never put raw control characters on a terminal
    /// stream.
    private func assertHandled(
        _ name: String, in directory: TemporaryDirectory, formats: [String] = ["human", "short", "json", "sarif", "github"],
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        for format in formats {
            let outcome = try run(["check", name, "--size", "375x667", "--format", format], in: directory.url)
            XCTAssertTrue([0, 1].contains(outcome.status), "\(name) \(format): status \(outcome.status): \(outcome.err.prefix(500))", file: file, line: line)
            XCTAssertFalse(outcome.err.contains("internal failure"), "\(name) \(format)", file: file, line: line)
            if format == "json" || format == "sarif" {
                XCTAssertNoThrow(try JSONSerialization.jsonObject(with: Data(outcome.out.utf8)), "\(name) \(format)", file: file, line: line)
            }
            let controls = (outcome.out + outcome.err).unicodeScalars.filter { $0.value < 0x20 && $0 != "\n" || $0.value == 0x7F }
            XCTAssertTrue(controls.isEmpty, "\(name) \(format): raw control characters \(controls.map(\.value))", file: file, line: line)
            if format == "human" {
                let longest = outcome.err.split(separator: "\n").map(\.count).max() ?? 0
                XCTAssertLessThan(longest, 400 + name.count, "\(name): a snippet line was not cut", file: file, line: line)
            }
        }
        for format in ["table", "json"] {
            let outcome = try run(["solve", name, "--format", format], in: directory.url)
            // Without a canvas, a file that leaves root free is refused as a usage error.
            let refused = outcome.status == 2 && outcome.err.contains("does not size root, and no canvas was given")
            XCTAssertTrue([0, 1].contains(outcome.status) || refused, "\(name) solve \(format): status \(outcome.status): \(outcome.err.prefix(500))", file: file, line: line)
            if format == "json", !refused {
                XCTAssertNoThrow(try JSONSerialization.jsonObject(with: Data(outcome.out.utf8)), "\(name) solve json", file: file, line: line)
                XCTAssertFalse(outcome.out.contains("NaN") || outcome.out.contains("nan") || outcome.out.contains("-0,"), file: file, line: line)
            }
        }
    }

    func testEmptyFile() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("empty.layout", "")
        try assertHandled("empty.layout", in: directory)
    }

    func testBinaryGarbage() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        // A fixed pseudo-random sequence (a 64-bit LCG), so failures reproduce.
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        var bytes = [UInt8]()
        for _ in 0..<65_536 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            bytes.append(UInt8(truncatingIfNeeded: state >> 56))
        }
        try directory.write("garbage.layout", Data(bytes))
        try assertHandled("garbage.layout", in: directory)
        let outcome = try run(["check", "garbage.layout"], in: directory.url)
        XCTAssertEqual(outcome.status, 1)
    }

    func testInvalidUTF8ReachesTheLexer() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("bad-utf8.layout", Data(Array("view a\na.left = ".utf8) + [0xC3, 0x28, 0xFF] + Array(" 1\n".utf8)))
        try assertHandled("bad-utf8.layout", in: directory)
        let outcome = try run(["check", "bad-utf8.layout", "--format", "short"], in: directory.url)
        XCTAssertEqual(outcome.status, 1)
        XCTAssertTrue(outcome.out.hasPrefix("bad-utf8.layout:2:10: error: "), outcome.out)
    }

    func testAMegabyteLine() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let terms = String(repeating: "a.width + ", count: 100_000)
        try directory.write("long.layout", "view a\na.left = " + terms + "nope.top\n")
        // Two formats only: each run lexes a megabyte, and the renderers are covered elsewhere.
        try assertHandled("long.layout", in: directory, formats: ["human", "json"])
        // A megabyte-long name quoted in a message: people see it abbreviated, JSON has it whole.
        try directory.write("name.layout", "view a\na.left = " + String(repeating: "x", count: 1_000_000) + ".left\n")
        try assertHandled("name.layout", in: directory, formats: ["human", "json"])
        try directory.write("comment.layout", "view a // " + String(repeating: "x", count: 1_000_000) + "\n")
        XCTAssertEqual(try run(["check", "comment.layout"], in: directory.url).status, 0)
    }

    func testTenThousandNestedParentheses() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let depth = 10_000
        try directory.write("nested.layout", "view a\na.left = " + String(repeating: "(", count: depth) + "1" + String(repeating: ")", count: depth) + "\n")
        try assertHandled("nested.layout", in: directory)
        try directory.write("open.layout", "view a\na.left = " + String(repeating: "(", count: depth) + "\n")
        try assertHandled("open.layout", in: directory)
        XCTAssertEqual(try run(["check", "open.layout"], in: directory.url).status, 1)
    }

    func testMutatedExamplesInOneParallelRun() throws {
        let examples = GoldenFile.directory.deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Examples")
        let names = try FileManager.default.contentsOfDirectory(atPath: examples.path).filter { $0.hasSuffix(".layout") }.sorted()
        guard !names.isEmpty else { throw SharedMaterial.prerequisiteMissing("no Examples folder") }
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        // Seeded byte mutations (replace, insert, delete), so a failure reproduces.
        var state: UInt64 = 7
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(max(bound, 1)))
        }
        let replacements = Array("()=<>+-*/@.;,\n\t 0123456789abcxyz".utf8) + [0x00, 0xFF, 0xE7]
        var paths: [String] = []
        for name in names {
            let original = Array(try Data(contentsOf: examples.appendingPathComponent(name)))
            for round in 0..<8 {
                var bytes = original
                for _ in 0..<(1 + next(4)) where !bytes.isEmpty {
                    let index = next(bytes.count)
                    switch next(3) {
                    case 0: bytes[index] = replacements[next(replacements.count)]
                    case 1: bytes.insert(replacements[next(replacements.count)], at: index)
                    default: bytes.remove(at: index)
                    }
                }
                let mutated = "\(round)-\(name)"
                try directory.write(mutated, Data(bytes))
                paths.append(mutated)
            }
        }
        let outcome = try run(["check"] + paths + ["--size", "375x667", "--format", "json"], in: directory.url)
        XCTAssertTrue([0, 1].contains(outcome.status), "status \(outcome.status): \(outcome.err.prefix(500))")
        XCTAssertEqual(outcome.err, "")
        let document = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(outcome.out.utf8)) as? [String: Any])
        let files = (document["diagnostics"] as? [[String: Any]] ?? []).compactMap { $0["file"] as? String }
        // Diagnostics come grouped by file, in argument order.
        let order = files.compactMap { paths.firstIndex(of: $0) }
        XCTAssertEqual(order, order.sorted())
        XCTAssertEqual(order.count, files.count)
        XCTAssertFalse(files.isEmpty, "the mutations should produce diagnostics")
    }
}

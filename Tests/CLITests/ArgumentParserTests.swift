import XCTest
@testable import layoutc

final class ArgumentParserTests: XCTestCase {
    private func usageError(_ arguments: [String], file: StaticString = #filePath, line: UInt = #line) -> UsageError? {
        do {
            let invocation = try ArgumentParser.parse(arguments)
            XCTFail("expected a usage error, got \(invocation)", file: file, line: line)
            return nil
        } catch {
            return error
        }
    }

    func testSolveDefaults() throws {
        XCTAssertEqual(try ArgumentParser.parse(["solve", "a.layout"]), .solve(SolveOptions(path: "a.layout")))
    }

    func testSolveWithSizeAndFormatInBothSpellings() throws {
        let expected = Invocation.solve(SolveOptions(path: "a.layout", size: SizeArgument(width: 375, height: 667), format: .json))
        XCTAssertEqual(try ArgumentParser.parse(["solve", "a.layout", "--size", "375x667", "--format", "json"]), expected)
        XCTAssertEqual(try ArgumentParser.parse(["solve", "--size=375X667", "--format=json", "a.layout"]), expected)
    }

    func testCheckTakesManyFilesAndRepeatedSizes() throws {
        let parsed = try ArgumentParser.parse(["check", "a.layout", "--size", "320x480", "b.layout", "--size=1024x768.5", "--strict", "--format", "sarif"])
        var expected = CheckOptions(paths: ["a.layout", "b.layout"])
        expected.sizes = [SizeArgument(width: 320, height: 480), SizeArgument(width: 1024, height: 768.5)]
        expected.format = .sarif
        expected.isStrict = true
        XCTAssertEqual(parsed, .check(expected))
    }

    func testDoubleDashEndsOptions() throws {
        XCTAssertEqual(
            try ArgumentParser.parse(["check", "--strict", "--", "--size", "-x.layout"]),
            .check(CheckOptions(paths: ["--size", "-x.layout"], isStrict: true)))
        XCTAssertEqual(try ArgumentParser.parse(["check", "-"]), .check(CheckOptions(paths: ["-"])))
    }

    func testHelpAndVersion() throws {
        XCTAssertEqual(try ArgumentParser.parse(["--help"]), .help(.general))
        XCTAssertEqual(try ArgumentParser.parse(["-h"]), .help(.general))
        XCTAssertEqual(try ArgumentParser.parse(["help"]), .help(.general))
        XCTAssertEqual(try ArgumentParser.parse(["help", "check"]), .help(.check))
        XCTAssertEqual(try ArgumentParser.parse(["solve", "--help"]), .help(.solve))
        XCTAssertEqual(try ArgumentParser.parse(["solve", "--size", "10", "-h"]), .help(.solve))
        XCTAssertEqual(try ArgumentParser.parse(["check", "--", "--help"]), .check(CheckOptions(paths: ["--help"])))
        XCTAssertEqual(try ArgumentParser.parse(["--version"]), .version)
    }

    func testMalformedSizesAreUsageErrors() {
        XCTAssertEqual(usageError(["check", "a", "--size", "10"])?.message, "invalid size '10'")
        XCTAssertEqual(usageError(["check", "a", "--size", "-5x3"])?.message, "invalid size '-5x3': the width must not be negative")
        XCTAssertEqual(usageError(["check", "a", "--size", "5x-3"])?.message, "invalid size '5x-3': the height must not be negative")
        XCTAssertEqual(usageError(["check", "a", "--size", "axb"])?.message, "invalid size 'axb': the width 'a' is not a number")
        XCTAssertEqual(usageError(["check", "a", "--size", "10x"])?.message, "invalid size '10x': the height is missing")
        XCTAssertEqual(usageError(["check", "a", "--size", "1e999x1"])?.message, "invalid size '1e999x1': the width is too large")
        XCTAssertEqual(usageError(["check", "a", "--size", "infxnan"])?.message, "invalid size 'infxnan': the width 'inf' is not a number")
        XCTAssertEqual(usageError(["check", "a", "--size", "1x2x3"])?.message, "invalid size '1x2x3'")
        XCTAssertEqual(usageError(["check", "a", "--size", "0x10x"])?.topic, .check)
        XCTAssertEqual(try ArgumentParser.parse(["solve", "a", "--size", ".5x1e3"]),
                       .solve(SolveOptions(path: "a", size: SizeArgument(width: 0.5, height: 1000))))
    }

    func testMissingValuesAndUnknownOptions() {
        XCTAssertEqual(usageError(["check", "a", "--size"])?.message, "missing value for option '--size'")
        XCTAssertEqual(usageError(["check", "a", "--size", "--strict"])?.message, "missing value for option '--size'")
        XCTAssertEqual(usageError(["check", "a", "--format="])?.message, "missing value for option '--format'")
        XCTAssertEqual(usageError(["check", "a", "--strict=yes"])?.message, "option '--strict' takes no value")
        let unknown = usageError(["solve", "a", "--sise", "1x1"])
        XCTAssertEqual(unknown?.message, "unknown option '--sise'")
        XCTAssertEqual(unknown?.hint, "did you mean '--size'?")
        XCTAssertEqual(usageError(["solve", "a", "--strict"])?.message, "option '--strict' belongs to 'check'")
        XCTAssertEqual(usageError(["check", "a", "-x"])?.message, "unknown option '-x'")
    }

    func testUnknownFormatsAndCommands() {
        let format = usageError(["check", "a", "--format", "xml"])
        XCTAssertEqual(format?.message, "unknown format 'xml' for check")
        XCTAssertEqual(format?.hint, "use one of: human, short, json, sarif, github")
        XCTAssertEqual(usageError(["solve", "a", "--format", "jsn"])?.hint, "did you mean 'json'?")
        XCTAssertEqual(usageError(["solve", "a", "--format", "sarif"])?.message, "unknown format 'sarif' for solve")
        XCTAssertEqual(usageError(["slove", "a"])?.hint, "did you mean 'solve'?")
        XCTAssertEqual(usageError(["card.layout"])?.hint, "did you mean 'layoutc check card.layout'?")
        XCTAssertEqual(usageError([])?.message, "missing command")
        XCTAssertEqual(usageError(["help", "nope"])?.message, "unknown help topic 'nope'")
    }

    func testFileCountAndSizeCountRules() {
        XCTAssertEqual(usageError(["solve"])?.message, "missing input file")
        XCTAssertEqual(usageError(["check", "--strict"])?.message, "missing input file")
        XCTAssertEqual(usageError(["solve", "a", "b"])?.message, "solve takes one file, not 2")
        XCTAssertEqual(usageError(["solve", "a", "--size", "1x1", "--size", "2x2"])?.message, "'--size' given 2 times")
    }

    func testEveryUsageErrorHasAHint() {
        let commandLines: [[String]] = [
            [], ["--frobnicate"], ["--strict"], ["-V"], ["compile"], ["x.layout"], ["help", "x"],
            ["solve"], ["solve", "a", "b"], ["solve", "a", "--strict"], ["solve", "a", "--size", "1x1", "--size", "2x2"],
            ["solve", "a", "--format", "sarif"], ["solve", "a", "--nope"], ["check"], ["check", "a", "--strict=1"],
            ["check", "a", "--size"], ["check", "a", "--size="], ["check", "a", "--size", "10"], ["check", "a", "--size", "-5x3"],
            ["check", "a", "--size", "5x-3"], ["check", "a", "--size", "axb"], ["check", "a", "--size", "1e999x1"],
            ["check", "a", "--format", "xml"], ["check", "a", "-q"],
        ]
        for arguments in commandLines {
            let error = usageError(arguments)
            XCTAssertNotNil(error?.hint, "\(arguments): \(error?.message ?? "")")
        }
    }

    func testUsageErrorRendering() {
        let error = UsageError("unknown option '--sise'", hint: "did you mean '--size'?", topic: .solve)
        XCTAssertEqual(error.rendered(), """
            layoutc: error: unknown option '--sise'
            layoutc: note: did you mean '--size'?
            run 'layoutc solve --help' for usage

            """)
    }

    func testEditDistance() {
        XCTAssertEqual(ArgumentParser.editDistance("kitten", "sitting"), 3)
        XCTAssertEqual(ArgumentParser.editDistance("", "abc"), 3)
        XCTAssertEqual(ArgumentParser.editDistance("size", "size"), 0)
        XCTAssertNil(ArgumentParser.suggestion(for: "--zzzzzz", among: ["--size"]))
    }
}

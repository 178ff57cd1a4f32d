import XCTest
import LayoutCompiler
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

    func testDirectionAndMirrorOptions() throws {
        var solve = SolveOptions(path: "a.layout")
        solve.direction = .rtl
        XCTAssertEqual(try ArgumentParser.parse(["solve", "a.layout", "--direction", "rtl"]), .solve(solve))
        XCTAssertEqual(try ArgumentParser.parse(["solve", "a.layout"]), .solve(SolveOptions(path: "a.layout")))
        var check = CheckOptions(paths: ["a.layout"])
        check.direction = .rtl
        check.checksMirroring = true
        XCTAssertEqual(try ArgumentParser.parse(["check", "--mirror", "a.layout", "--direction=rtl"]), .check(check))
        XCTAssertThrowsError(try ArgumentParser.parse(["solve", "a.layout", "--direction", "rlt"])) { error in
            XCTAssertEqual((error as? UsageError)?.message, "unknown direction 'rlt' for solve")
        }
        XCTAssertThrowsError(try ArgumentParser.parse(["solve", "a.layout", "--mirror"]))
        XCTAssertThrowsError(try ArgumentParser.parse(["check", "a.layout", "--mirror=yes"]))
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

    func testFittedSizesDevicesAndDegenerateAreCanvases() throws {
        var check = CheckOptions(paths: ["a"])
        check.sizes = [SizeArgument(width: 1, height: 2)]
        check.canvases = [
            .fitting(FittingCanvas(width: 375)), .fitting(FittingCanvas(height: 667)), .degenerate,
            .device(try XCTUnwrap(DeviceConfiguration(named: "iPhoneSE3"))),
            .device(try XCTUnwrap(DeviceConfiguration(named: "iPadPro11:landscape"))),
        ]
        XCTAssertEqual(
            try ArgumentParser.parse([
                "check", "a", "--size", "375x", "--size", "x667", "--size", "1x2", "--size", "degenerate",
                "--device", "iphonese3", "--devices", "iPadPro11:landscape,iPhoneSE3", "--size", "degenerate",
            ]),
            .check(check))
        let all = try ArgumentParser.parse(["check", "a", "--devices", "all"])
        guard case .check(let options) = all else { return XCTFail("\(all)") }
        XCTAssertEqual(options.canvases.count, DeviceConfiguration.all.count)
        var solve = SolveOptions(path: "a")
        solve.canvas = .fitting(FittingCanvas(width: 320))
        XCTAssertEqual(try ArgumentParser.parse(["solve", "a", "--size", "320x"]), .solve(solve))
        XCTAssertEqual(usageError(["solve", "a", "--device", "Mac", "--device", "iPhoneSE3"])?.message, "'--device' given more than once")
        XCTAssertEqual(usageError(["check", "a", "--device", "iPhoneSE3,Mac"])?.message, "'--device' takes one device")
        XCTAssertEqual(usageError(["solve", "a", "--devices", "all"])?.message, "unknown option '--devices'")
        XCTAssertEqual(usageError(["render", "a", "--device", "Mac", "--size", "1x1"])?.message, "2 canvases given for svg")
        XCTAssertEqual(try ArgumentParser.parse(["devices"]), .devices)
        XCTAssertEqual(usageError(["devices", "x"])?.message, "devices takes no argument")
    }

    func testMalformedSizesAreUsageErrors() {
        XCTAssertEqual(usageError(["check", "a", "--size", "10"])?.message, "invalid size '10'")
        XCTAssertEqual(usageError(["check", "a", "--size", "-5x3"])?.message, "invalid size '-5x3': the width must not be negative")
        XCTAssertEqual(usageError(["check", "a", "--size", "5x-3"])?.message, "invalid size '5x-3': the height must not be negative")
        XCTAssertEqual(usageError(["check", "a", "--size", "axb"])?.message, "invalid size 'axb': the width 'a' is not a number")
        XCTAssertEqual(usageError(["check", "a", "--size", "x"])?.message, "invalid size 'x': the width is missing")
        XCTAssertEqual(usageError(["check", "a", "--size", "-5x"])?.message, "invalid size '-5x': the width must not be negative")
        XCTAssertEqual(usageError(["check", "a", "--size", "10xx"])?.message, "invalid size '10xx': the width '10x' is not a number")
        XCTAssertEqual(
            usageError(["check", "a", "--size", "1e999x1"])?.message,
            "invalid size '1e999x1' for --size: the width is more than 1000000 points, the largest a layout takes")
        XCTAssertEqual(
            usageError(["solve", "a", "--size", "375x1000000.5"])?.message,
            "invalid size '375x1000000.5' for --size: the height is more than 1000000 points, the largest a layout takes")
        XCTAssertEqual(
            usageError(["render", "a", "--size", "2e6x"])?.message,
            "invalid size '2e6x' for --size: the width is more than 1000000 points, the largest a layout takes")
        XCTAssertEqual(try ArgumentParser.parse(["solve", "a", "--size", "1e6x1000000"]),
                       .solve(SolveOptions(path: "a", size: SizeArgument(width: 1e6, height: 1e6))))
        XCTAssertEqual(usageError(["check", "a", "--size", "infxnan"])?.message, "invalid size 'infxnan': the width 'inf' is not a number")
        XCTAssertEqual(usageError(["check", "a", "--size", "1x2x3"])?.message, "invalid size '1x2x3'")
        XCTAssertEqual(usageError(["check", "a", "--size", "0x10x"])?.topic, .check)
        XCTAssertEqual(try ArgumentParser.parse(["solve", "a", "--size", ".5x1e3"]),
                       .solve(SolveOptions(path: "a", size: SizeArgument(width: 0.5, height: 1000))))
    }

    func testSafeAreaInsets() throws {
        var solve = SolveOptions(path: "a")
        solve.safeArea = SafeAreaArgument(top: 47, left: 0, bottom: 34.5, right: 0)
        XCTAssertEqual(try ArgumentParser.parse(["solve", "a", "--safe-area", "47,0,34.5,0"]), .solve(solve))
        XCTAssertEqual(try ArgumentParser.parse(["solve", "a", "--safe-area=47, 0, 34.5, 0"]), .solve(solve))
        var check = CheckOptions(paths: ["a"])
        check.safeArea = SafeAreaArgument(top: 0, left: 44, bottom: 21, right: 44)
        XCTAssertEqual(try ArgumentParser.parse(["check", "a", "--safe-area", "0,44,21,44"]), .check(check))
        XCTAssertEqual(SolveOptions(path: "a").safeArea, .zero)
        XCTAssertEqual(
            usageError(["solve", "a", "--safe-area", "1,2,3"])?.message, "invalid safe area '1,2,3': expected 4 insets, found 3")
        XCTAssertEqual(
            usageError(["check", "a", "--safe-area", "1,-2,3,4"])?.message,
            "invalid safe area '1,-2,3,4': the left inset must not be negative")
        XCTAssertEqual(
            usageError(["check", "a", "--safe-area", "1,2,,4"])?.message, "invalid safe area '1,2,,4': the bottom inset is missing")
        XCTAssertEqual(
            usageError(["check", "a", "--safe-area", "1,2,3,x"])?.message,
            "invalid safe area '1,2,3,x': the right inset 'x' is not a number")
        XCTAssertEqual(usageError(["check", "a", "--safe-area"])?.message, "missing value for option '--safe-area'")
        XCTAssertEqual(usageError(["check", "a", "--safe-area"])?.hint, "write '--safe-area TOP,LEFT,BOTTOM,RIGHT', such as '--safe-area 47,0,34,0'")
        XCTAssertEqual(usageError(["check", "a", "--safe-aera", "1,2,3,4"])?.hint, "did you mean '--safe-area'?")
        XCTAssertEqual(
            usageError(["render", "a", "--safe-area", "0,0,1e7,0"])?.message,
            "invalid safe area '0,0,1e7,0' for --safe-area: the bottom inset is more than 1000000 points, the largest a layout takes")
        XCTAssertEqual(
            usageError(["solve", "a", "--safe-area", "1e999,0,0,0"])?.message,
            "invalid safe area '1e999,0,0,0' for --safe-area: the top inset is more than 1000000 points, the largest a layout takes")
    }

    func testConstantValuesBeyondTheLimitAreUsageErrors() {
        for command in [["solve"], ["check"], ["render"], ["generate", "--target", "uikit"]] {
            XCTAssertEqual(
                usageError([command[0], "a"] + command.dropFirst() + ["--let", "gap=-1000001"])?.message,
                "invalid value '-1000001' for constant 'gap' in --let: it is more than 1000000, the largest number a layout takes",
                command[0])
        }
        XCTAssertEqual(
            usageError(["check", "a", "--let", "gap=8,2e6"])?.message,
            "invalid value '2e6' for constant 'gap' in --let: it is more than 1000000, the largest number a layout takes")
        XCTAssertNoThrow(try ArgumentParser.parse(["check", "a", "--let", "gap=8,-1e6,1000000"]))
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

    func testSuggestionsUseTheCompilersEditDistance() {
        // A swap of neighbours is one edit, as for view names: `--szie` is `--size` mistyped.
        XCTAssertEqual(ArgumentParser.suggestion(for: "--szie", among: ["--size", "--set"]), "did you mean '--size'?")
        XCTAssertEqual(ArgumentParser.suggestion(for: "--sise", among: ["--size"]), "did you mean '--size'?")
        XCTAssertNil(ArgumentParser.suggestion(for: "--zzzzzz", among: ["--size"]))
    }
}

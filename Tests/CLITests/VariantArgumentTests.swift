import XCTest
@testable import layoutc

/// `--idiom` and `--set` (extension, `when` blocks) on solve and check.
final class VariantArgumentTests: XCTestCase {
    private func usageError(_ arguments: [String]) -> UsageError? {
        do {
            let invocation = try ArgumentParser.parse(arguments)
            XCTFail("expected a usage error, got \(invocation)")
            return nil
        } catch {
            return error
        }
    }

    func testIdiomAndRepeatedSets() throws {
        var solve = SolveOptions(path: "a.layout")
        solve.variant = VariantArguments(idiom: .pad, flags: ["expanded", "dense"])
        XCTAssertEqual(
            try ArgumentParser.parse(["solve", "a.layout", "--idiom", "pad", "--set", "expanded", "--set=dense,expanded"]),
            .solve(solve))
        var check = CheckOptions(paths: ["a.layout"])
        check.variant = VariantArguments(idiom: .mac, flags: nil)
        XCTAssertEqual(try ArgumentParser.parse(["check", "a.layout", "--idiom=phone", "--idiom", "mac"]), .check(check))
        // Without the options: no idiom chosen and no flag list, so check examines every variant.
        XCTAssertEqual(try ArgumentParser.parse(["check", "a.layout"]), .check(CheckOptions(paths: ["a.layout"])))
    }

    func testUnknownIdiomAndBadFlagNamesAreUsageErrors() {
        let idiom = usageError(["solve", "a.layout", "--idiom", "ipad"])
        XCTAssertEqual(idiom?.message, "unknown idiom 'ipad' for solve")
        XCTAssertEqual(idiom?.hint, "did you mean 'pad'?")
        XCTAssertEqual(usageError(["check", "a.layout", "--set", "1x"])?.message, "invalid flag name '1x' for check")
        XCTAssertEqual(usageError(["check", "a.layout", "--set", "a,,b"])?.message, "invalid flag name '' for check")
        XCTAssertEqual(usageError(["check", "a.layout", "--set"])?.message, "missing value for option '--set'")
    }
}

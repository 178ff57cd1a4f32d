import Foundation
import XCTest

/// The built executable with `--let`: values replace declared constants in `solve`, `render` and
/// `generate`, `check` checks each of several values and names the values a finding was made at,
/// and a constant the file does not declare is a usage error (exit 2) with "did you mean".
final class NamedConstantEndToEndTests: XCTestCase {
    private static let inputs = GoldenFile.directory.appendingPathComponent("inputs/hidden")

    private func run(_ arguments: [String]) throws -> BinaryRunner.Outcome {
        try BinaryRunner.run(arguments, in: Self.inputs, input: Data())
    }

    func testSolveTakesTheGivenValue() throws {
        let plain = try run(["solve", "keyboard.layout", "--size", "375x667", "--format", "json"])
        XCTAssertEqual(plain.status, 0, plain.err)
        XCTAssertTrue(plain.out.contains(#""field": {"x": 8, "y": 615, "width": 359, "height": 44}"#), plain.out)
        let raised = try run(["solve", "keyboard.layout", "--size", "375x667", "--let", "keyboard=291", "--format", "json"])
        XCTAssertEqual(raised.status, 0, raised.err)
        XCTAssertTrue(raised.out.contains(#""field": {"x": 8, "y": 324, "width": 359, "height": 44}"#), raised.out)
    }

    func testAnUndeclaredConstantIsAUsageError() throws {
        for command in [["solve", "keyboard.layout", "--size", "375x667"], ["check", "keyboard.layout"],
                        ["render", "keyboard.layout", "--size", "375x667"], ["generate", "keyboard.layout", "--target", "uikit"]] {
            let outcome = try run(command + ["--let", "keybord=291"])
            XCTAssertEqual(outcome.status, 2, command.joined(separator: " "))
            XCTAssertTrue(outcome.err.contains("unknown constant 'keybord'"), outcome.err)
            XCTAssertTrue(outcome.err.contains("did you mean 'keyboard'?"), outcome.err)
        }
        let two = try run(["solve", "keyboard.layout", "--size", "375x667", "--let", "keyboard=1,2"])
        XCTAssertEqual(two.status, 2)
        XCTAssertTrue(two.err.contains("solve takes one value for constant 'keyboard', not 2"), two.err)
        let malformed = try run(["solve", "keyboard.layout", "--let", "keyboard"])
        XCTAssertEqual(malformed.status, 2)
    }

    func testCheckNamesTheValuesAFindingWasMadeAt() throws {
        let outcome = try run(["check", "keyboard.layout", "--size", "375x667", "--let", "keyboard=0,291,336", "--format", "short"])
        XCTAssertEqual(outcome.status, 1, outcome.err)
        XCTAssertEqual(
            outcome.out.split(separator: "\n").map { $0.contains("with keyboard = 336: required constraints cannot all be satisfied") },
            [true])
        let clean = try run(["check", "keyboard.layout", "--size", "375x667", "--let", "keyboard=0,291", "--format", "short"])
        XCTAssertEqual(clean.status, 0, clean.out)
    }

    func testGenerateFoldsTheGivenValue() throws {
        let outcome = try run(["generate", "keyboard.layout", "--target", "uikit", "--let", "keyboard=291"])
        XCTAssertEqual(outcome.status, 0, outcome.err)
        XCTAssertTrue(outcome.out.contains("constant: -299"), outcome.out)
    }
}

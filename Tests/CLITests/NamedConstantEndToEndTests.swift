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

    func testEveryCommandThatTakesLetSaysSoInItsHelp() throws {
        for command in ["solve", "check", "render", "generate"] {
            let help = try run([command, "--help"])
            XCTAssertEqual(help.status, 0, command)
            XCTAssertTrue(help.out.contains("--let NAME="), "\(command) --help:\n\(help.out)")
        }
    }

    func testTooManyCombinationsAreAUsageErrorNotASilentCut() throws {
        let values = (0..<9).map(String.init).joined(separator: ",")
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("layoutc-let-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: file, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: file) }
        try "let a = 0\nlet b = 0\nview v\nv.left = a + b\n".write(to: file.appendingPathComponent("two.layout"), atomically: true, encoding: .utf8)
        let outcome = try BinaryRunner.run(["check", "two.layout", "--let", "a=\(values)", "--let", "b=\(values)"], in: file, input: Data())
        XCTAssertEqual(outcome.status, 2, outcome.err)
        XCTAssertTrue(outcome.err.contains("--let gives more than 64 combinations of values; check takes at most 64"), outcome.err)
        // Seventy constants of two values each: 2^70 combinations, a usage error, not an overflow.
        let many = (0..<70).map { "let c\($0) = 0\n" }.joined() + "view w\nw.left = c0\n"
        try many.write(to: file.appendingPathComponent("many.layout"), atomically: true, encoding: .utf8)
        let huge = try BinaryRunner.run(
            ["check", "many.layout"] + (0..<70).flatMap { ["--let", "c\($0)=0,1"] }, in: file, input: Data())
        XCTAssertEqual(huge.status, 2, huge.err)
        XCTAssertTrue(huge.err.contains("more than 64 combinations"), huge.err)
        let fits = try BinaryRunner.run(["check", "two.layout", "--let", "a=\(values)", "--let", "b=0,1,2"], in: file, input: Data())
        XCTAssertEqual(fits.status, 0, fits.err)
    }

    /// `--mirror` with several values: a view that mirrors at one value only is named at the other.
    func testMirrorNamesTheValuesAViewDoesNotMirrorAt() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutc-mirror-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = "let shift = 0\nview a\na.left = root.centerX - 50 + shift\na.top = root.top\na.width = 100\na.height = 20\n"
        try text.write(to: folder.appendingPathComponent("shift.layout"), atomically: true, encoding: .utf8)
        let outcome = try BinaryRunner.run(
            ["check", "shift.layout", "--mirror", "--size", "400x800", "--let", "shift=0,20", "--format", "short"], in: folder, input: Data())
        XCTAssertEqual(outcome.status, 0, outcome.err)
        let lines = outcome.out.split(separator: "\n")
        XCTAssertEqual(lines.count, 1, outcome.out)
        XCTAssertTrue(lines.first?.contains("with shift = 20: 'a' does not mirror in right to left") ?? false, outcome.out)
    }

    func testGenerateFoldsTheGivenValue() throws {
        let outcome = try run(["generate", "keyboard.layout", "--target", "uikit", "--let", "keyboard=291"])
        XCTAssertEqual(outcome.status, 0, outcome.err)
        XCTAssertTrue(outcome.out.contains("constant: -299"), outcome.out)
    }
}

import Foundation
import XCTest
@testable import layoutc

/// The picture README.md shows is what `scripts/render-readme-example.sh` makes today: its
/// arguments, run here, must give the file in the repository byte for byte.
final class ReadmeExampleTests: XCTestCase {
    private static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    func testTheRenderedExampleIsCurrent() throws {
        let script = try String(
            contentsOf: Self.repository.appendingPathComponent("scripts/render-readme-example.sh"), encoding: .utf8)
        guard let line = script.split(separator: "\n").first(where: { $0.hasPrefix("args=(") }) else {
            return XCTFail("no args=( line in the script")
        }
        var arguments = line.dropFirst("args=(".count).dropLast().split(separator: " ").map(String.init)
        guard let output = arguments.firstIndex(of: "--output"), output + 1 < arguments.count else {
            return XCTFail("the script names no --output")
        }
        let committed = arguments[output + 1]
        arguments.removeSubrange(output...(output + 1))
        let readme = try String(contentsOf: Self.repository.appendingPathComponent("README.md"), encoding: .utf8)
        XCTAssertTrue(readme.contains("(\(committed))"), "README.md shows \(committed)")

        let previous = FileManager.default.currentDirectoryPath
        _ = FileManager.default.changeCurrentDirectoryPath(Self.repository.path)
        defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
        let out = StringSink(), err = StringSink()
        let status = LayoutcCommand.run(arguments: arguments, console: Console(output: out, error: err, isColorDisabled: true))
        XCTAssertEqual(status, .success, err.text)
        let expected = try String(contentsOf: Self.repository.appendingPathComponent(committed), encoding: .utf8)
        XCTAssertEqual(out.text, expected, "\(committed) is stale: run scripts/render-readme-example.sh")
    }
}

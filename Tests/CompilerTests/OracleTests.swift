import Foundation
import LayoutCompiler
import LayoutTestSupport
import XCTest

/// Frames against the independent kiwisolver oracle (`../shared`), skipped where it or kiwisolver is
/// missing, except under CI, where that fails the test.
/// (scripts/differential.py runs the same comparison over more files and sizes.)
final class OracleTests: XCTestCase {
    private func oraclePath() throws -> String {
        try SharedMaterial.require("oracle/kiwi_layout.py", pythonModules: ["kiwisolver"])
    }

    /// The oracle's frames for `path` at `size`, by view name.
    private func oracleFrames(
        _ oracle: String, _ path: String, _ size: CanvasSize
    ) throws -> [String: [String: Double]] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        let file = repositoryRoot.appendingPathComponent(path).path
        process.arguments = ["python3", oracle, file, "--size", size.description]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = Pipe()
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "the oracle failed on \(path) at \(size)")
        let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        let frames = try XCTUnwrap(object?["frames"] as? [String: [String: Double]])
        return frames
    }

    func testExamplesMatchTheOracle() throws {
        let oracle = try oraclePath()
        let fixtures = ["card", "grid-3x4", "form-5", "stack-10", "nest-5"]
            .map { "Tests/CompilerTests/Fixtures/\($0).layout" }
        // The oracle knows only the core; examples that use extensions say so on a marker line.
        let corePaths = try examplePaths().filter { try !String(contentsOf: repositoryRoot.appendingPathComponent($0), encoding: .utf8).goesBeyondTheCore }
        for path in corePaths + fixtures {
            for size in [phone, desktop] {
                let expected = try oracleFrames(oracle, path, size)
                let solution = try compileFile(path).solve(size: size)
                XCTAssertEqual(Set(solution.frames.map(\.name)), Set(expected.keys), "\(path) at \(size)")
                for frame in solution.frames {
                    let want = expected[frame.name] ?? [:]
                    let pairs = [("x", frame.x), ("y", frame.y), ("width", frame.width), ("height", frame.height)]
                    for (field, value) in pairs {
                        let reference = want[field] ?? .nan
                        XCTAssertEqual(
                            value, reference, accuracy: 1e-6 * max(1, abs(reference)),
                            "\(path) at \(size): \(frame.name).\(field)")
                    }
                }
            }
        }
    }
}

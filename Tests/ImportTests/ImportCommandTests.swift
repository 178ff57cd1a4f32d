import Foundation
import XCTest

@testable import layoutc

/// `layoutc import` end to end: files written, the id map, exit statuses.
final class ImportCommandTests: XCTestCase {
    final class Sink: TextSink {
        var text = ""
        var isTerminal: Bool { false }
        func write(_ text: String) { self.text += text }
    }

    func run(_ arguments: [String]) -> (ExitStatus, String, String) {
        let output = Sink()
        let error = Sink()
        let status = LayoutcCommand.run(
            arguments: arguments, console: Console(output: output, error: error, isColorDisabled: true))
        return (status, output.text, error.text)
    }

    func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutc-import-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    var fixtures: URL { ImporterTests.fixtures }

    func testWritesTheLayoutAndTheIdMap() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let map = folder.appendingPathComponent("map.json").path
        let (status, output, _) = run([
            "import", fixtures.appendingPathComponent("Forms.xib").path, "--output", folder.path, "--id-map", map,
        ])
        XCTAssertEqual(status, .success)
        XCTAssertTrue(output.contains("FormView.layout"), output)
        let layout = try String(contentsOf: folder.appendingPathComponent("FormView.layout"), encoding: .utf8)
        XCTAssertTrue(layout.contains("view card {"), layout)
        let json = try String(contentsOfFile: map, encoding: .utf8)
        // Document order, root first, every view once.
        let keys = ["\"root&1\": \"root\"", "\"card:1.a\": \"card\"", "\"t-1\": \"signInLabel\"", "\"w\\\"1\": \"chartView\""]
        let positions = keys.map { json.range(of: $0)?.lowerBound }
        XCTAssertFalse(positions.contains(nil), json)
        XCTAssertEqual(positions.compactMap { $0 }, positions.compactMap { $0 }.sorted(), json)
        // The written file solves as the header says.
        let (solveStatus, frames, _) = run([
            "solve", folder.appendingPathComponent("FormView.layout").path, "--size", "375x667", "--safe-area", "20,0,0,0",
        ])
        XCTAssertEqual(solveStatus, .success)
        XCTAssertTrue(frames.contains("card"), frames)
    }

    func testMissingOutputDirectoryIsMadeWithItsParents() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let nested = folder.appendingPathComponent("Generated/Layouts")
        let (status, output, error) = run([
            "import", fixtures.appendingPathComponent("Forms.xib").path, "--output", nested.path + "/",
        ])
        XCTAssertEqual(status, .success, error)
        XCTAssertTrue(output.contains("Generated/Layouts/FormView.layout"), output)
        let layout = try String(contentsOf: nested.appendingPathComponent("FormView.layout"), encoding: .utf8)
        XCTAssertTrue(layout.contains("view card {"), layout)
        // Again into the directory now there: nothing to make, the file rewritten.
        XCTAssertEqual(run(["import", fixtures.appendingPathComponent("Forms.xib").path, "--output", nested.path]).0, .success)
    }

    func testOutputThatIsAFileIsRefused() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("taken")
        try Data("x".utf8).write(to: file)
        let (status, _, error) = run(["import", fixtures.appendingPathComponent("Forms.xib").path, "--output", file.path])
        XCTAssertEqual(status, .failure)
        XCTAssertTrue(error.contains("it is a file, not a directory"), error)
        XCTAssertEqual(try String(contentsOf: file, encoding: .utf8), "x")
    }

    func testUnknownSceneIsAUsageErrorListingTheScenes() {
        let (status, _, error) = run(["import", fixtures.appendingPathComponent("Forms.xib").path, "--scene", "root&2"])
        XCTAssertEqual(status, .failure)
        XCTAssertTrue(error.contains("'root&1'"), error)
    }

    func testInexpressibleSceneExitsOneWithTheLocation() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = fixtures.appendingPathComponent("Unsupported.xib").path
        let (status, _, error) = run(["import", path, "--output", folder.path])
        XCTAssertEqual(status, .findings)
        XCTAssertTrue(error.contains("Unsupported.xib:21:29: error"), error)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), [])
    }

    func testMalformedDocumentExitsOne() {
        let (status, _, error) = run(["import", fixtures.appendingPathComponent("Malformed.xib").path, "--output", "/nonexistent"])
        XCTAssertEqual(status, .findings)
        XCTAssertTrue(error.contains("Malformed.xib:6:9: error"), error)
    }

    func testUsageErrors() {
        XCTAssertEqual(run(["import"]).0, .failure)
        XCTAssertEqual(run(["import", "a.layout"]).0, .failure)
        XCTAssertEqual(run(["import", "a.xib", "b.xib"]).0, .failure)
        XCTAssertEqual(run(["import", "a.xib", "--scenes", "x"]).0, .failure)
    }
}

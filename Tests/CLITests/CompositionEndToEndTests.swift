import Foundation
import XCTest

/// The built executable on files that include others (`use`): diagnostics in every file are
/// rendered with their own snippets, solving sees the included views, and the file system's
/// links and `..` cannot lead out of the main file's folder.
final class CompositionEndToEndTests: XCTestCase {
    private static let inputs = GoldenFile.directory.appendingPathComponent("inputs/composition")

    private func run(_ arguments: [String], in directory: URL = inputs) throws -> BinaryRunner.Outcome {
        try BinaryRunner.run(arguments, in: directory, input: Data())
    }

    func testErrorsInIncludedFilesShowTheirOwnSnippets() throws {
        let human = try run(["check", "broken.layout"])
        XCTAssertEqual(human.status, 1, human.err)
        XCTAssertTrue(human.err.contains("base/typo.layout:2:7: error[N003]"), human.err)
        XCTAssertTrue(human.err.contains(" 2 | label.widht = 100"), human.err)
        try GoldenFile.assertMatches(human.err, named: "end-to-end/composition-broken.human.txt")
        let json = try run(["check", "broken.layout", "--format", "json"])
        XCTAssertEqual(json.status, 1, json.err)
        try GoldenFile.assertMatches(json.out, named: "end-to-end/composition-broken.json")
        let sarif = try run(["check", "broken.layout", "--format", "sarif"])
        XCTAssertTrue(sarif.out.contains("\"uri\": \"base/typo.layout\""), sarif.out)
        XCTAssertTrue(sarif.out.contains("\"uri\": \"broken.layout\""), sarif.out)
        // solve renders the included file's snippet too.
        let solve = try run(["solve", "broken.layout", "--size", "375x667"])
        XCTAssertEqual(solve.status, 1, solve.err)
        XCTAssertTrue(solve.err.contains("base/typo.layout:2:7: error[N003]: unknown attribute 'widht'\n 2 | label.widht = 100"), solve.err)
    }

    func testAComposedFileSolvesAndChecksCleanUnderStrict() throws {
        let solve = try run(["solve", "row-compact.layout", "--size", "375x667", "--format", "json"])
        XCTAssertEqual(solve.status, 0, solve.err)
        try GoldenFile.assertMatches(solve.out, named: "end-to-end/composition-row-compact.json")
        let document = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(solve.out.utf8)) as? [String: Any])
        let frames = try XCTUnwrap(document["frames"] as? [String: [String: Double]])
        XCTAssertEqual(frames["row"], ["x": 8, "y": 8, "width": 359, "height": 32])
        XCTAssertEqual(frames["icon"], ["x": 16, "y": 14, "width": 20, "height": 20])
        let strict = try run(["check", "row-compact.layout", "--strict", "--size", "375x667", "--size", "1024x768"])
        XCTAssertEqual(strict.status, 0, strict.err)
        XCTAssertTrue(strict.err.contains("note[U009]: replaces an earlier 'row.height =' constraint"), strict.err)
        XCTAssertTrue(strict.err.contains("base/row.layout:4:1: note: replaced constraint"), strict.err)
    }

    func testLinksAndParentFoldersCannotLeaveTheTree() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let manager = FileManager.default
        try manager.createDirectory(at: directory.url.appendingPathComponent("app/parts"), withIntermediateDirectories: true)
        try directory.write("secret.layout", "view secret\n")
        try manager.createSymbolicLink(atPath: directory.path("app/link.layout"), withDestinationPath: "../secret.layout")
        try manager.createSymbolicLink(atPath: directory.path("app/parts/up"), withDestinationPath: "../..")
        try directory.write("app/main.layout", "use \"link.layout\"\nuse \"parts/up/secret.layout\"\nuse \"../secret.layout\"\n")
        let outcome = try run(["check", "app/main.layout", "--format", "short"], in: directory.url)
        XCTAssertEqual(outcome.status, 1, outcome.err)
        let lines = outcome.out.split(separator: "\n")
        XCTAssertEqual(lines.map { $0.split(separator: " ").first ?? "" }, ["app/main.layout:1:5:", "app/main.layout:2:5:", "app/main.layout:3:5:"])
        XCTAssertTrue(lines.allSatisfy { $0.hasSuffix("is outside the folder of 'app/main.layout' [U004]") }, outcome.out)
    }

    func testALinkToAFileAlreadyIncludedIsTheSameFileAndCyclesAreNamed() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("base.layout", "view base\nbase.left = 0\n")
        try FileManager.default.createSymbolicLink(atPath: directory.path("alias.layout"), withDestinationPath: "base.layout")
        try directory.write("main.layout", "use \"base.layout\"\nuse \"./alias.layout\"\nbase.top = 0; base.size = 10\n")
        let once = try run(["check", "main.layout", "--strict", "--size", "100x100"], in: directory.url)
        XCTAssertEqual(once.status, 0, once.err)
        try directory.write("a.layout", "use \"b.layout\"\n")
        try directory.write("b.layout", "use \"a.layout\"\n")
        let cycle = try run(["check", "a.layout", "--format", "short"], in: directory.url)
        XCTAssertEqual(cycle.status, 1, cycle.err)
        XCTAssertEqual(cycle.out, "b.layout:1:5: error: include cycle: a.layout -> b.layout -> a.layout [U005]\n")
    }

    func testADeepChainOfIncludesStopsAtSixteen() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        // Each file in its own folder below the last, so the chain also walks 20 folders deep.
        var folder = ""
        for index in 0..<20 {
            let next = index + 1 < 20 ? "use \"d\(index + 1)/f\(index + 1).layout\"\n" : ""
            if !folder.isEmpty {
                try FileManager.default.createDirectory(at: directory.url.appendingPathComponent(folder), withIntermediateDirectories: true)
            }
            try directory.write(folder + "f\(index).layout", next + "view v\(index)\nv\(index).left = 0\n")
            folder += "d\(index + 1)/"
        }
        let outcome = try run(["check", "f0.layout", "--format", "short"], in: directory.url)
        XCTAssertEqual(outcome.status, 1, outcome.err)
        let deepest = (1...16).map { "d\($0)/" }.joined()
        XCTAssertEqual(
            outcome.out,
            deepest + "f16.layout:1:5: error: 'd17/f17.layout' would be included 17 files deep, more than 16 [U012]\n")
    }
}

import Foundation
import XCTest

/// The built executable on files that use language extensions: a named constraint in a conflict
/// (human output) and a content-sized layout (JSON frames), each against a golden file.
final class ExtensionEndToEndTests: XCTestCase {
    private static let inputs = GoldenFile.directory.appendingPathComponent("inputs/extensions")

    private func run(_ arguments: [String]) throws -> BinaryRunner.Outcome {
        try BinaryRunner.run(arguments, in: Self.inputs, input: Data())
    }

    func testNamedConstraintsInAConflict() throws {
        let outcome = try run(["check", "named-conflict.layout", "--size", "375x667"])
        XCTAssertEqual(outcome.status, 1, outcome.err)
        XCTAssertTrue(outcome.err.contains("'start' conflicts with this"), outcome.err)
        try GoldenFile.assertMatches(outcome.err, named: "end-to-end/extensions-named-conflict.human.txt")
    }

    func testContentSizedLayoutSolves() throws {
        let outcome = try run(["solve", "content-sized.layout", "--size", "375x667", "--format", "json"])
        XCTAssertEqual(outcome.status, 0, outcome.err)
        XCTAssertFalse(outcome.out.contains("\"code\""), outcome.out)
        try GoldenFile.assertMatches(outcome.out, named: "end-to-end/extensions-content-sized.json")
        let document = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(outcome.out.utf8)) as? [String: Any])
        let frames = try XCTUnwrap(document["frames"] as? [String: [String: Double]])
        // title hugs (251) at its intrinsic width; badge (hugging 250) stretches to the margin,
        // pinned at 300, and sits on title's baseline.
        XCTAssertEqual(frames["title"], ["x": 20, "y": 20, "width": 120, "height": 20])
        XCTAssertEqual(frames["badge"], ["x": 148, "y": 24, "width": 207, "height": 16])
    }
}

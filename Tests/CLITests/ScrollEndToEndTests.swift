import Foundation
import XCTest

/// The built executable on scroll views (grammar.md, "Scroll views"): the content size in the
/// frame table and the JSON document, R002 for an edge UIKit attaches to the content, and S002
/// for a content size nothing determines.
final class ScrollEndToEndTests: XCTestCase {
    private static let inputs = GoldenFile.directory.appendingPathComponent("inputs/extensions")

    private func run(_ arguments: [String]) throws -> BinaryRunner.Outcome {
        try BinaryRunner.run(arguments, in: Self.inputs, input: Data())
    }

    func testSolveReportsTheContentSizeInTheTableAndTheDocument() throws {
        let table = try run(["solve", "scroll-settings.layout", "--size", "375x667"])
        XCTAssertEqual(table.status, 0, table.err)
        // 16 + 30 + 8 + 300 + 1 + 300 + 1 + 300 + 24 = 980, from the page's corner (0, 0).
        XCTAssertTrue(table.out.hasSuffix("page (content)   0    0    375     980\n"), table.out)
        try GoldenFile.assertMatches(table.out, named: "end-to-end/extensions-scroll-settings.table.txt")
        // The two edges written as UIKit reads them are notes, not findings.
        XCTAssertEqual(table.err.components(separatedBy: "note[R002]").count - 1, 2, table.err)
        XCTAssertFalse(table.err.contains("warning"), table.err)

        let json = try run(["solve", "scroll-settings.layout", "--size", "375x667", "--format", "json"])
        XCTAssertEqual(json.status, 0, json.err)
        try GoldenFile.assertMatches(json.out, named: "end-to-end/extensions-scroll-settings.json")
        let document = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any])
        XCTAssertEqual(document["contentSizes"] as? [String: [String: Double]], ["page": ["width": 375, "height": 980]])
        // Content frames in root coordinates at content offset zero: rowC starts below the fold.
        let frames = try XCTUnwrap(document["frames"] as? [String: [String: Double]])
        XCTAssertEqual(frames["rowC"], ["x": 0, "y": 656, "width": 375, "height": 300])
        XCTAssertNil(frames["page.content"])
        XCTAssertEqual(Array(document.keys).sorted(), ["contentSizes", "diagnostics", "frames", "guides", "parents"])
    }

    func testAFileWithoutScrollViewsHasNoContentSizes() throws {
        let json = try run(["solve", "guides.layout", "--size", "320x100", "--format", "json"])
        XCTAssertEqual(json.status, 0, json.err)
        XCTAssertFalse(json.out.contains("contentSizes"), json.out)
    }

    func testCheckSaysWhichContentSizeIsNotDetermined() throws {
        let outcome = try run(["check", "scroll-undetermined.layout", "--size", "375x667"])
        XCTAssertEqual(outcome.status, 0, outcome.err)
        XCTAssertTrue(
            outcome.err.contains(
                "scroll-undetermined.layout:1:8: warning[S002]: the content height of 'page' is not determined: nothing inside it spans from 'page.content.top' to 'page.content.bottom' with a known height"),
            outcome.err)
        XCTAssertTrue(outcome.err.contains("warning[S002]: the content width of 'page' is not determined"), outcome.err)
        XCTAssertFalse(outcome.err.contains("body.height"), outcome.err)
        let strict = try run(["check", "scroll-undetermined.layout", "--size", "375x667", "--strict"])
        XCTAssertEqual(strict.status, 1, strict.err)
    }
}

import Foundation
import XCTest

/// The built executable on a file with hidden views: `solve` marks them in the table and the
/// JSON (golden files), per variant; `render` draws them faded; misuse is reported with its code.
final class HiddenEndToEndTests: XCTestCase {
    private static let inputs = GoldenFile.directory.appendingPathComponent("inputs/hidden")

    private func run(_ arguments: [String]) throws -> BinaryRunner.Outcome {
        try BinaryRunner.run(arguments, in: Self.inputs, input: Data())
    }

    func testSolveMarksHiddenViewsInTheTableAndTheJSON() throws {
        let table = try run(["solve", "banner.layout", "--size", "375x667"])
        XCTAssertEqual(table.status, 0, table.err)
        try GoldenFile.assertMatches(table.out, named: "end-to-end/hidden-banner.table.txt")
        XCTAssertTrue(table.out.contains("banner (hidden)"), table.out)
        XCTAssertFalse(table.out.contains("spinner (hidden)"), table.out)
        let json = try run(["solve", "banner.layout", "--size", "667x375", "--format", "json"])
        XCTAssertEqual(json.status, 0, json.err)
        try GoldenFile.assertMatches(json.out, named: "end-to-end/hidden-banner-landscape.json")
        XCTAssertTrue(json.out.contains(#""spinner": {"x": 323.5, "y": 177.5, "width": 20, "height": 20, "hidden": true}"#), json.out)
        XCTAssertTrue(json.out.contains(#""root": {"x": 0, "y": 0, "width": 667, "height": 375}"#), json.out)
    }

    func testRenderDrawsHiddenViewsFaded() throws {
        let svg = try run(["render", "banner.layout", "--size", "375x667"])
        XCTAssertEqual(svg.status, 0, svg.err)
        XCTAssertTrue(svg.out.contains(#"<g id="view-banner" data-frame="0 0 375 44" class="hidden" opacity="0.4">"#), svg.out)
        XCTAssertTrue(svg.out.contains(#"<rect stroke-dasharray="1 2" x="0" y="0" width="375" height="44"/>"#), svg.out)
        XCTAssertTrue(svg.out.contains(#"<g id="view-spinner" data-frame="177.5 323.5 20 20">"#), svg.out)
    }

    func testMisuseIsReportedWithItsCode() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("hidden-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try "view banner\nguide g\nhide baner, g, root\n".write(
            to: directory.appendingPathComponent("bad.layout"), atomically: true, encoding: .utf8)
        let outcome = try BinaryRunner.run(["check", "bad.layout", "--format", "short"], in: directory, input: Data())
        XCTAssertEqual(outcome.status, 1)
        XCTAssertEqual(outcome.out, """
            bad.layout:3:6: error: unknown view 'baner' [N001]
            bad.layout:3:13: error: 'g' is a guide: a guide is never drawn, so it cannot be hidden [Y002]
            bad.layout:3:16: error: root cannot be hidden [Y003]

            """)
    }
}

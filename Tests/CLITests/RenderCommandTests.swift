import Foundation
import XCTest
@testable import layoutc

/// `layoutc render`: SVG at one size, HTML at several sizes and variants, conflicts drawn with
/// exit 1, usage errors with exit 2, the frames as `solve --format json` prints them.
final class RenderCommandTests: CommandTestCase {
    private static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples")

    func testSVGHasEveryFrameAsSolvePrintsIt() throws {
        try directory.write("thirds.layout", "view a, b\na.left = 0; a.top = 0; a.width = root.width / 3; a.height = 10.25\nb.left = a.right; b.top = a.bottom; b.size = a.size\n")
        let solved = run(["solve", "thirds.layout", "--size", "100x50", "--format", "json"])
        let rendered = run(["render", "thirds.layout", "--size", "100x50"])
        XCTAssertEqual(rendered.status, .success, rendered.err)
        XCTAssertTrue(rendered.out.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""), rendered.out)
        for line in solved.out.split(separator: "\n") where line.contains("\"x\":") && line.contains("\"frames\"") == false {
            // `"a": {"x": 0, "y": 0, "width": 33.333333333333336, "height": 10.25},`
            let parts = line.split(whereSeparator: { " {}:,\"".contains($0) })
            guard parts.count == 9 else { continue }
            let frame = "id=\"view-\(parts[0])\" data-frame=\"\(parts[2]) \(parts[4]) \(parts[6]) \(parts[8])\""
            XCTAssertTrue(rendered.out.contains(frame), frame)
        }
        XCTAssertTrue(rendered.out.contains("33.333333333333336"), rendered.out)
    }

    func testSVGNeedsExactlyOneSizeAndOneVariant() throws {
        try directory.write("a.layout", "view a\na.edges = root.edges\n")
        for arguments in [
            ["render", "a.layout"], ["render", "a.layout", "--size", "10x10", "--size", "20x20"],
            ["render", "a.layout", "--size", "10x10", "--all-variants"], ["render", "a.layout", "--size", "10x10", "--format", "png"],
            ["render", "a.layout", "--size", "10x10", "--strict"], ["render", "a.layout", "b.layout", "--size", "10x10"],
        ] {
            let result = run(arguments)
            XCTAssertEqual(result.status, .failure, arguments.joined(separator: " "))
            XCTAssertEqual(result.out, "")
            XCTAssertTrue(result.err.contains("layoutc render --help"), result.err)
        }
        XCTAssertEqual(run(["render", "missing.layout", "--size", "10x10"]).status, .failure)
        XCTAssertTrue(run(["render", "--help"]).out.contains("layoutc render FILE [--size WxH]..."))
    }

    func testHTMLShowsEverySizeAndVariantCaptioned() throws {
        let path = Self.examples.appendingPathComponent("adaptive-sidebar.layout").path
        let result = run([
            "render", path, "--format", "html", "--size", "375x667", "--size", "1024x768", "--all-variants", "--output", "page.html",
        ])
        XCTAssertEqual(result.status, .success, result.err)
        XCTAssertEqual(result.out, "")
        let page = try String(contentsOfFile: directory.path("page.html"), encoding: .utf8)
        XCTAssertEqual(page.components(separatedBy: "<figure").count - 1, 12)
        XCTAssertTrue(page.contains("<figcaption>375 × 667 · with no flags on phone</figcaption>"), page)
        XCTAssertTrue(page.contains("<figcaption>1024 × 768 · with editable on pad</figcaption>"), page)
        let plain = run(["render", path, "--format", "html", "--size", "375x667", "--set", "editable", "--direction", "rtl"])
        XCTAssertEqual(plain.out.components(separatedBy: "<figure").count - 1, 1)
        XCTAssertTrue(plain.out.contains("<figcaption>375 × 667 · with editable · right to left</figcaption>"), plain.out)
        XCTAssertEqual(plain.out, run(["render", path, "--format", "html", "--size", "375x667", "--set", "editable", "--direction", "rtl"]).out)
    }

    func testAConflictIsDrawnAndExitsOne() throws {
        try directory.write("conflict.layout", "view a\na.left = 10; a.top = 10; a.height = 40\na.width = 100\na.right = 150\n")
        let result = run(["render", "conflict.layout", "--size", "375x667"])
        XCTAssertEqual(result.status, .findings)
        XCTAssertTrue(result.err.contains("[S001]"), result.err)
        XCTAssertTrue(result.out.contains("class=\"conflict\">"), result.out)
        XCTAssertTrue(result.out.contains("conflict.layout:3, conflict.layout:4"), result.out)
    }

    func testFrontEndErrorsDrawNothingAndExitOne() throws {
        try directory.write("typo.layout", "view a\na.lefft = 0\n")
        let result = run(["render", "typo.layout", "--size", "10x10", "--output", "typo.svg"])
        XCTAssertEqual(result.status, .findings)
        XCTAssertTrue(result.err.contains("N003"), result.err)
        XCTAssertFalse(FileManager.default.fileExists(atPath: directory.path("typo.svg")))
    }

    func testSafeAreaAndConstraintsOptions() throws {
        try directory.write("a.layout", "view a\na.edges = root.safeArea.edges\n")
        let result = run(["render", "a.layout", "--size", "100x200", "--safe-area", "20,0,10,0", "--constraints"])
        XCTAssertEqual(result.status, .success, result.err)
        XCTAssertTrue(result.out.contains("<g id=\"root-safe-area\" data-frame=\"0 20 100 170\">"), result.out)
        XCTAssertTrue(result.out.contains("data-frame=\"0 20 100 170\"><title>a "), result.out)
        XCTAssertTrue(result.out.contains("<g class=\"constraint equal\">"), result.out)
    }
}

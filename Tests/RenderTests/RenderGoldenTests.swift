import Foundation
import LayoutChecker
import LayoutCompiler
import LayoutIR
import LayoutRender
import LayoutSource
import XCTest

/// The pictures of several examples against golden files. Run with `LAYOUTC_UPDATE_GOLDEN=1` to
/// rewrite them after a deliberate change, and read the diff.
final class RenderGoldenTests: XCTestCase {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    /// The example `name` rendered at `size` in `environment`'s variant.
    static func render(
        example name: String, size: CanvasSize, idiom: DeviceIdiom = .phone, flags: Set<String> = [],
        insets: SafeAreaInsets = .zero, constraints: Bool = false
    ) throws -> RenderedLayout {
        let url = repository.appendingPathComponent("Examples").appendingPathComponent(name + ".layout")
        let file = SourceFile(path: "Examples/\(name).layout", text: try String(contentsOf: url, encoding: .utf8))
        return LayoutRenderer.render(
            RenderRequest(
                check: CheckRequest(source: file),
                environment: LayoutEnvironment(size: size, idiom: idiom, flags: flags, safeAreaInsets: insets),
                drawsConstraints: constraints))
    }

    private func assertGolden(_ text: String, _ name: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let url = Self.golden.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["LAYOUTC_UPDATE_GOLDEN"] == "1" {
            try Data(text.utf8).write(to: url)
            return
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        XCTAssertEqual(text, expected, "\(name) differs from its golden file (LAYOUTC_UPDATE_GOLDEN=1 rewrites it)", file: file, line: line)
    }

    func testExamplesDrawTheirGoldenSVG() throws {
        let phone = CanvasSize(width: 375, height: 667)
        try assertGolden(try Self.render(example: "profile-card", size: phone).svg, "profile-card.svg")
        try assertGolden(
            try Self.render(example: "login", size: phone, insets: SafeAreaInsets(top: 47, left: 0, bottom: 34, right: 0)).svg,
            "login.safe-area.svg")
        try assertGolden(
            try Self.render(example: "adaptive-sidebar", size: CanvasSize(width: 1024, height: 768), idiom: .pad, flags: ["editable"]).svg,
            "adaptive-sidebar.pad.svg")
        try assertGolden(try Self.render(example: "feed-card", size: phone, constraints: true).svg, "feed-card.constraints.svg")
    }

    func testAPageHoldsEveryPanelCaptioned() throws {
        let panels = try [CanvasSize(width: 375, height: 667), CanvasSize(width: 1024, height: 768)].map { size in
            RenderPanel(caption: "\(size)", svg: try Self.render(example: "split-view", size: size).svg)
        }
        let page = HTMLWriter.html(title: "split-view", panels: panels)
        try assertGolden(page, "split-view.html")
        XCTAssertEqual(page.components(separatedBy: "<svg ").count - 1, 2)
        // Self-contained: nothing fetched from anywhere.
        for external in ["http:", "https:", "src=", "href=", "@import", "url("] where external != "http:" {
            XCTAssertFalse(page.contains(external), external)
        }
    }

    func testEveryViewIsAGroupWithItsFrameAsSolveReportsIt() throws {
        let rendered = try Self.render(example: "profile-card", size: CanvasSize(width: 375, height: 667))
        XCTAssertTrue(rendered.isDrawable)
        XCTAssertFalse(rendered.scene.frames.isEmpty)
        for frame in rendered.scene.frames {
            let expected = "id=\"view-\(frame.name)\" data-frame=\"\(NumberFormatting.json(frame.x)) \(NumberFormatting.json(frame.y)) \(NumberFormatting.json(frame.width)) \(NumberFormatting.json(frame.height))\""
            XCTAssertTrue(rendered.svg.contains(expected), expected)
        }
    }

    func testOutputIsDeterministic() throws {
        let size = CanvasSize(width: 375, height: 667)
        for name in ["feed-card", "settings-form", "adaptive-sidebar"] {
            XCTAssertEqual(try Self.render(example: name, size: size, constraints: true).svg, try Self.render(example: name, size: size, constraints: true).svg, name)
        }
    }
}

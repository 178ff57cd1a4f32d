import Foundation
import LayoutChecker
import LayoutCompiler
import LayoutIR
import LayoutRender
import LayoutSource
import LayoutTestSupport
import XCTest

/// The pictures in a real browser: headless Chromium loads each rendered file, a script reads
/// every view's and guide's rectangle from the DOM, and they must be the frames; a screenshot of
/// each must not be blank. Screenshots stay in a temporary folder (printed), as CI artefacts.
/// Without Chromium the test skips, visibly, unless `CI` is set: then it fails.
final class BrowserTests: XCTestCase {
    /// The Chromium to run: `$CHROMIUM`, else `chromium` or `chromium-browser` on the path.
    private static func chromium() -> String? {
        if let path = ProcessInfo.processInfo.environment["CHROMIUM"], !path.isEmpty { return path }
        let directories = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":")
        for name in ["chromium", "chromium-browser"] {
            for directory in directories {
                let path = "\(directory)/\(name)"
                if FileManager.default.isExecutableFile(atPath: path) { return path }
            }
        }
        return nil
    }

    /// Runs `executable` with `arguments`; its standard output and exit status.
    private static func run(_ executable: String, _ arguments: [String]) throws -> (output: String, status: Int32) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (String(decoding: data, as: UTF8.self), process.terminationStatus)
    }

    /// The script a probe page ends with: every view's and guide's rectangle in user units, one
    /// line each, `PANEL ID X Y W H`, written into the DOM for `--dump-dom` to print.
    private static let probe = """
        <pre id="layoutc-boxes"></pre>
        <script>
        const lines = [];
        document.querySelectorAll('svg.layoutc-render').forEach((svg, panel) => {
          const viewBox = svg.viewBox.baseVal, box = svg.getBoundingClientRect();
          const sx = viewBox.width / box.width, sy = viewBox.height / box.height;
          for (const group of svg.querySelectorAll('g[id^="view-"], g[id^="guide-"]')) {
            const r = group.querySelector(':scope > rect').getBoundingClientRect();
            lines.push([panel, group.id, (r.left - box.left) * sx + viewBox.x, (r.top - box.top) * sy + viewBox.y,
              r.width * sx, r.height * sy].join(' '));
          }
        });
        document.getElementById('layoutc-boxes').textContent = lines.join('\\n');
        </script>
        """

    /// A rendered picture to load: its file's text, and the frames each panel must show.
    private struct Case {
        var name: String
        var text: String
        var isPage: Bool
        var panels: [[(group: String, frame: ViewFrame)]]
    }

    /// The groups a scene draws: `view-NAME` and `guide-NAME`, with their frames.
    private static func groups(_ scene: RenderScene) -> [(group: String, frame: ViewFrame)] {
        scene.frames.map { ("view-" + $0.name, $0) } + scene.guides.map { ("guide-" + $0.name, $0) }
    }

    private static func cases() throws -> [Case] {
        let phone = CanvasSize(width: 375, height: 667)
        var cases: [Case] = []
        for (name, insets) in [("profile-card", SafeAreaInsets.zero), ("login", SafeAreaInsets(top: 47, left: 0, bottom: 34, right: 0)), ("split-view", .zero), ("settings-form", .zero)] {
            let rendered = try RenderGoldenTests.render(example: name, size: phone, insets: insets, constraints: name == "settings-form")
            XCTAssertTrue(rendered.isDrawable, name)
            cases.append(Case(name: name, text: rendered.svg, isPage: false, panels: [groups(rendered.scene)]))
        }
        // A conflict, drawn relaxed.
        let conflict = LayoutRenderer.render(RenderRequest(
            check: CheckRequest(path: "conflict.layout", text: "view a, b\na.left = 10; a.top = 10; a.height = 40\na.width = 100\na.right = 150\nb.left = a.right + 8; b.top = a.top; b.size = 50\n"),
            environment: LayoutEnvironment(size: phone)))
        XCTAssertFalse(conflict.scene.conflicts.isEmpty)
        cases.append(Case(name: "conflict", text: conflict.svg, isPage: false, panels: [groups(conflict.scene)]))
        // The page of every variant of the adaptive sidebar at two sizes.
        var panels: [RenderPanel] = []
        var frames: [[(group: String, frame: ViewFrame)]] = []
        for size in [phone, CanvasSize(width: 1024, height: 768)] {
            for (idiom, flags) in [(DeviceIdiom.phone, Set<String>()), (.pad, ["editable"]), (.mac, [])] {
                let rendered = try RenderGoldenTests.render(example: "adaptive-sidebar", size: size, idiom: idiom, flags: flags)
                panels.append(RenderPanel(caption: "\(size) \(idiom)", svg: rendered.svg))
                frames.append(groups(rendered.scene))
            }
        }
        cases.append(Case(name: "adaptive-sidebar", text: HTMLWriter.html(title: "adaptive-sidebar", panels: panels), isPage: true, panels: frames))
        return cases
    }

    func testRenderedFilesShowTheFramesInChromium() throws {
        guard let chromium = Self.chromium() else {
            print("BrowserTests: SKIPPED: no chromium on the PATH (apt-get install chromium, or set CHROMIUM)")
            throw SharedMaterial.prerequisiteMissing(
                "no chromium on the PATH (apt-get install chromium, or set CHROMIUM; .ci/run installs it)")
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutc-render-screenshots")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        print("BrowserTests: screenshots in \(folder.path)")
        let browserFlags = ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run"]
        let colours = RenderGoldenTests.repository.appendingPathComponent("scripts/png-colors.py").path
        for example in try Self.cases() {
            let file = folder.appendingPathComponent(example.name + (example.isPage ? ".html" : ".svg"))
            try Data(example.text.utf8).write(to: file)
            // The probe: the page with the script before </body>, or the SVG inside a page.
            let probePage = example.isPage
                ? example.text.replacingOccurrences(of: "</body>", with: Self.probe + "</body>")
                : "<!DOCTYPE html><html><body style=\"margin:0\">\n" + example.text + Self.probe + "</body></html>\n"
            let probeFile = folder.appendingPathComponent(example.name + ".probe.html")
            try Data(probePage.utf8).write(to: probeFile)
            let dumped = try Self.run(chromium, browserFlags + ["--dump-dom", probeFile.absoluteString])
            XCTAssertEqual(dumped.status, 0, example.name)
            guard let start = dumped.output.range(of: "<pre id=\"layoutc-boxes\">"),
                let end = dumped.output.range(of: "</pre>", range: start.upperBound..<dumped.output.endIndex)
            else {
                XCTFail("\(example.name): no boxes in the DOM")
                continue
            }
            var boxes: [String: [Double]] = [:]
            for line in dumped.output[start.upperBound..<end.lowerBound].split(separator: "\n") {
                let fields = line.split(separator: " ")
                guard fields.count == 6 else { continue }
                boxes["\(fields[0]) \(fields[1])"] = fields[2...].compactMap { Double($0) }
            }
            var compared = 0
            for (panel, frames) in example.panels.enumerated() {
                for (group, frame) in frames {
                    let key = "\(panel) \(group)"
                    guard let found = boxes[key], found.count == 4 else {
                        XCTFail("\(example.name): \(key) not in the DOM")
                        continue
                    }
                    let expected = [frame.x, frame.y, max(0, frame.width), max(0, frame.height)]
                    for (a, b) in zip(found, expected) where abs(a - b) > 0.05 {
                        XCTFail("\(example.name): \(key) is drawn at \(found), its frame is \(expected)")
                        break
                    }
                    compared += 1
                }
            }
            XCTAssertGreaterThanOrEqual(compared, 3, example.name)
            XCTAssertEqual(compared, boxes.count, "\(example.name): every group drawn is a frame")

            let screenshot = folder.appendingPathComponent(example.name + ".png")
            try? FileManager.default.removeItem(at: screenshot)
            let shot = try Self.run(chromium, browserFlags + ["--window-size=1280,900", "--screenshot=\(screenshot.path)", file.absoluteString])
            XCTAssertEqual(shot.status, 0, example.name)
            let counted = try Self.run("/usr/bin/env", ["python3", colours, screenshot.path])
            let distinct = Int(counted.output.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
            XCTAssertGreaterThan(distinct, 8, "\(example.name): the screenshot \(screenshot.path) is blank")
        }
    }
}

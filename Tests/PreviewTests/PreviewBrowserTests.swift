import Foundation
import LayoutChecker
import LayoutCompiler
import LayoutIR
import LayoutPreview
import LayoutSource
import LayoutTestSupport
import XCTest

/// The preview page in a real browser: for every example the frame engine compiles, Chromium loads
/// the page at a fragment, a probe script then works the page's own controls (sizes, devices,
/// idiom, flags, direction, safe area) and drags the resize handle with synthetic pointer events,
/// and reads every `[data-view]` box back; each must be the frame `solve` gives for the state the
/// page shows, and the page must record no error.
final class PreviewBrowserTests: XCTestCase {
    /// One step of the probe: options set through the controls, a device picked, or a drag.
    struct Scenario {
        var label: String
        var width = 375.0, height = 667.0
        var rtl = false
        var idiom = "phone"
        var safe: [Double] = [0, 0, 0, 0]
        var flags: [String] = []
        var device: Int?
        var drag: (Double, Double)?

        var json: String {
            if let drag { return "{label: \"\(label)\", drag: [\(drag.0), \(drag.1)]}" }
            if let device { return "{label: \"\(label)\", device: \(device)}" }
            let flagList = flags.map { "\"\($0)\"" }.joined(separator: ",")
            return "{label: \"\(label)\", w: \(width), h: \(height), rtl: \(rtl), idiom: \"\(idiom)\", "
                + "safe: [\(safe.map { "\($0)" }.joined(separator: ","))], flags: [\(flagList)]}"
        }
    }

    /// The probe: records the boxes as the fragment left them, then each scenario's, into
    /// `<pre id="lc-probe">`, one line per box: `box NAME X Y W H (data-frame) L T W H (inline style)`.
    static func probe(_ scenarios: [Scenario]) -> String {
        """
        <pre id="lc-probe"></pre>
        <script>
        (function () {
          const out = [];
          function record(label) {
            const s = window.layoutcPreview.state;
            const root = document.getElementById("lc-root");
            out.push(["scenario", label, s.w, s.h, s.rtl ? "rtl" : "ltr", s.idiom, s.safe.join(","), s.flags.join(",") || "-",
              root.getAttribute("data-conflict") || "-"].join(" "));
            root.querySelectorAll("[data-view]").forEach(function (box) {
              const style = box.style;
              out.push("box " + box.getAttribute("data-view") + " " + box.getAttribute("data-frame") + " "
                + [style.left, style.top, style.width, style.height].map(parseFloat).join(" "));
            });
          }
          function set(id, value) { document.getElementById(id).value = String(value); }
          function change(id) { document.getElementById(id).dispatchEvent(new Event("change", { bubbles: true })); }
          record("load");
          const scenarios = [\(scenarios.map(\.json).joined(separator: ",\n"))];
          for (const scenario of scenarios) {
            if (scenario.drag) {
              const handle = document.getElementById("lc-handle");
              const box = handle.getBoundingClientRect();
              const x = box.left + box.width / 2, y = box.top + box.height / 2;
              const options = function (dx, dy) {
                return { bubbles: true, cancelable: true, pointerId: 7, isPrimary: true, pointerType: "mouse", clientX: x + dx, clientY: y + dy };
              };
              handle.dispatchEvent(new PointerEvent("pointerdown", options(0, 0)));
              for (let step = 1; step <= 4; step++) {
                handle.dispatchEvent(new PointerEvent("pointermove", options(scenario.drag[0] * step / 4, scenario.drag[1] * step / 4)));
              }
              handle.dispatchEvent(new PointerEvent("pointerup", options(scenario.drag[0], scenario.drag[1])));
            } else if (scenario.device !== undefined) {
              set("lc-device", scenario.device);
              change("lc-device");
            } else {
              set("lc-width", scenario.w); set("lc-height", scenario.h); set("lc-idiom", scenario.idiom);
              set("lc-hc", "auto"); set("lc-vc", "auto"); set("lc-direction", scenario.rtl ? "rtl" : "ltr");
              ["top", "left", "bottom", "right"].forEach(function (side, i) { set("lc-safe-" + side, scenario.safe[i]); });
              document.querySelectorAll(".lc-flag").forEach(function (box) { box.checked = scenario.flags.indexOf(box.getAttribute("data-flag")) >= 0; });
              change("lc-width");
            }
            record(scenario.label);
          }
          out.push("errors " + JSON.stringify(window.layoutcErrors));
          out.push("hash " + location.hash);
          document.getElementById("lc-probe").textContent = out.join("\\n");
        })();
        </script>
        """
    }

    /// A scenario as the page recorded it.
    struct Recorded {
        var label: String
        var width: Double, height: Double
        var rtl: Bool
        var idiom: DeviceIdiom
        var safe: [Double]
        var flags: [String]
        var conflict: String
        /// Each box's data-frame numbers and inline style numbers.
        var boxes: [(name: String, frame: [Double], style: [Double])] = []
    }

    static func parse(_ text: String) -> (scenarios: [Recorded], errors: String, hash: String) {
        var scenarios: [Recorded] = []
        var errors = "", hash = ""
        for line in text.split(separator: "\n").map(String.init) {
            let fields = line.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
            switch fields.first {
            case "scenario" where fields.count >= 9:
                scenarios.append(Recorded(
                    label: fields[1], width: Double(fields[2]) ?? -1, height: Double(fields[3]) ?? -1, rtl: fields[4] == "rtl",
                    idiom: DeviceIdiom(rawValue: fields[5]) ?? .phone, safe: fields[6].split(separator: ",").compactMap { Double($0) },
                    flags: fields[7] == "-" ? [] : fields[7].split(separator: ",").map(String.init),
                    conflict: fields[8...].joined(separator: " ")))
            case "box" where fields.count == 10:
                guard !scenarios.isEmpty else { continue }
                let numbers = fields[2...].map { Double($0) ?? .nan }
                scenarios[scenarios.count - 1].boxes.append((fields[1], Array(numbers[0..<4]), Array(numbers[4..<8])))
            case "errors":
                errors = String(line.dropFirst(7))
            case "hash":
                hash = String(line.dropFirst(5))
            default:
                break
            }
        }
        return (scenarios, errors, hash)
    }

    /// Compares every recorded scenario with `solve`; returns how many boxes were compared.
    static func compare(_ recorded: [Recorded], source: SourceFile, label: String) -> Int {
        var compared = 0
        var layouts: [LayoutDirection: CompiledLayout] = [:]
        for scenario in recorded {
            let direction: LayoutDirection = scenario.rtl ? .rightToLeft : .leftToRight
            let compiled = layouts[direction] ?? LayoutCompiler.compile(
                CompileRequest(source: source, direction: direction, loader: DiskIncludeLoader()))
            layouts[direction] = compiled
            let insets = scenario.safe.count == 4
                ? SafeAreaInsets(top: scenario.safe[0], left: scenario.safe[1], bottom: scenario.safe[2], right: scenario.safe[3]) : .zero
            let solution = compiled.solve(in: LayoutEnvironment(
                size: CanvasSize(width: scenario.width, height: scenario.height), idiom: scenario.idiom,
                flags: Set(scenario.flags), safeAreaInsets: insets))
            let what = "\(label) \(scenario.label) at \(scenario.width)x\(scenario.height) \(scenario.rtl ? "rtl" : "ltr") \(scenario.idiom) \(scenario.safe) \(scenario.flags)"
            if solution.hasErrors {
                // solve reports a conflict here: the page must show one too.
                XCTAssertNotEqual(scenario.conflict, "-", "\(what): solve reports a conflict, the page none")
                print("PreviewBrowserTests: \(what): a conflict in both, the page names constraints \(scenario.conflict)")
                continue
            }
            XCTAssertEqual(scenario.conflict, "-", "\(what): the page reports a conflict, solve none")
            if solution.diagnostics.contains(where: { $0.code.rawValue == "S002" }) { continue }
            let frames = Dictionary(solution.frames.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
            XCTAssertFalse(scenario.boxes.isEmpty, what)
            for box in scenario.boxes {
                guard let frame = frames[box.name] else {
                    XCTFail("\(what): '\(box.name)' has no frame in solve")
                    continue
                }
                let expected = [frame.x, frame.y, frame.width, frame.height]
                let scale = max(1, abs(frame.x), abs(frame.y), abs(frame.width), abs(frame.height))
                for (value, other) in zip(expected, box.frame) where !(abs(value - other) <= 1e-6 * scale) {
                    XCTFail("\(what): '\(box.name)' is \(box.frame) in the page, \(expected) in solve")
                    break
                }
                // Inline styles as Chromium serializes them: six significant digits.
                for (value, other) in zip(expected.enumerated().map { $0.offset >= 2 ? max(0, $0.element) : $0.element }, box.style)
                where !(abs(value - other) <= 1e-5 * max(1, abs(value))) {
                    XCTFail("\(what): '\(box.name)''s inline style is \(box.style), solve \(expected)")
                    break
                }
                compared += 1
            }
        }
        return compared
    }

    /// The value of the first `NAME="..."` attribute in a dumped DOM.
    static func attribute(_ name: String, in dom: String) -> String? {
        guard let start = dom.range(of: " \(name)=\""), let end = dom[start.upperBound...].firstIndex(of: "\"") else { return nil }
        return String(dom[start.upperBound..<end])
    }

    /// Every view box of a dumped page (root's descendants with `data-view`): its `data-frame` and
    /// inline style numbers.
    static func boxes(in dom: String) -> [(name: String, frame: [Double], style: [Double])] {
        var result: [(name: String, frame: [Double], style: [Double])] = []
        for line in dom.split(separator: "\n") where line.hasPrefix("<div class=\"lc-box") {
            let text = String(line)
            guard let name = attribute("data-view", in: text), let frame = attribute("data-frame", in: text),
                let style = attribute("style", in: text)
            else { continue }
            // "left: 24px; top: 62px; width: 272px; height: 356px;"
            var numbers: [String: Double] = [:]
            for declaration in style.split(separator: ";") {
                let parts = declaration.split(separator: ":").map { $0.trimmingCharacters(in: .whitespaces) }
                guard parts.count == 2, parts[1].hasSuffix("px") else { continue }
                numbers[parts[0]] = Double(parts[1].dropLast(2))
            }
            result.append((
                name, frame.split(separator: " ").map { Double($0) ?? .nan },
                ["left", "top", "width", "height"].map { numbers[$0] ?? .nan }))
        }
        return result
    }

    /// The examples, each with its page; those the frame engine refuses are listed, not tested.
    static func examplePages() throws -> [(name: String, source: SourceFile, page: PreviewPage)] {
        let folder = PreviewBrowser.repository.appendingPathComponent("Examples")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".layout") }.sorted()
        var result: [(String, SourceFile, PreviewPage)] = []
        for name in names {
            let path = folder.appendingPathComponent(name).path
            let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
            let source = SourceFile(path: path, bytes: bytes)
            let page = LayoutPreview.page(PreviewRequest(check: CheckRequest(source: source, loader: DiskIncludeLoader())))
            if page.html == nil {
                print("PreviewBrowserTests: \(name) has no page: \(page.diagnostics.map(\.message))")
                continue
            }
            result.append((name, source, page))
        }
        return result
    }

    func testEveryExampleLaysOutAsSolveInChromium() throws {
        let chromium = try PreviewBrowser.require()
        let folder = try PreviewBrowser.folder("examples")
        let pages = try Self.examplePages()
        XCTAssertGreaterThanOrEqual(pages.count, 10, "most examples compile to frames")
        for (name, source, page) in pages {
            guard let html = page.html else { continue }
            let compiled = LayoutCompiler.compile(CompileRequest(source: source, loader: DiskIncludeLoader()))
            var fileFlags: [String] = []
            for flag in compiled.ir.conditions.flatMap(\.flags) where !fileFlags.contains(flag) { fileFlags.append(flag) }
            var scenarios: [Scenario] = [
                Scenario(label: "phone", width: 375, height: 667),
                Scenario(label: "wide", width: 1024, height: 768),
                Scenario(label: "tall", width: 200, height: 900),
                Scenario(label: "short", width: 640, height: 240),
                // Where required constraints conflict in some examples (button-row, chat-row).
                Scenario(label: "narrow", width: 100, height: 300),
                Scenario(label: "rtl", width: 375, height: 667, rtl: true),
                Scenario(label: "safe", width: 375, height: 667, safe: [47, 0, 34, 0]),
                Scenario(label: "rtl-safe", width: 852, height: 393, rtl: true, safe: [0, 59, 21, 59]),
                Scenario(label: "pad", width: 1024, height: 768, idiom: "pad"),
                Scenario(label: "mac", width: 800, height: 600, idiom: "mac"),
            ]
            for (index, flag) in fileFlags.prefix(3).enumerated() {
                scenarios.append(Scenario(label: "flag\(index)", width: 1024, height: 768, flags: [flag]))
                scenarios.append(Scenario(label: "flag\(index)-pad", width: 768, height: 1024, idiom: "pad", flags: [flag]))
            }
            if fileFlags.count >= 2 {
                scenarios.append(Scenario(label: "flags", width: 375, height: 667, rtl: true, flags: Array(fileFlags.prefix(2))))
            }
            scenarios.append(Scenario(label: "device", device: 1))
            scenarios.append(Scenario(label: "plain", width: 414, height: 736))
            scenarios.append(Scenario(label: "drag", drag: (-37, 55)))
            scenarios.append(Scenario(label: "drag2", drag: (300, -200)))
            let file = folder.appendingPathComponent(name + ".html")
            try Data(html.utf8).write(to: file)
            var compared = 0
            // The page alone at a fragment, as `solve --size WxH`: its DOM's boxes are read back.
            for fragment in ["320x480", "375x812"] {
                let dom = try PreviewBrowser.dump(chromium, PreviewBrowser.url(file, fragment: fragment))
                XCTAssertFalse(dom.contains("id=\"lc-errors\""), "\(name) #\(fragment): errors in the page")
                let size = fragment.split(separator: "x").compactMap { Double($0) }
                var plain = Recorded(
                    label: "fragment", width: size[0], height: size[1], rtl: false, idiom: .phone, safe: [0, 0, 0, 0], flags: [],
                    conflict: Self.attribute("data-conflict", in: dom) ?? "-")
                plain.boxes = Self.boxes(in: dom)
                XCTAssertEqual(plain.boxes.count, page.viewNames.count, "\(name) #\(fragment): boxes in the DOM")
                compared += Self.compare([plain], source: source, label: "\(name) #\(fragment)")
            }
            // The probe at a third fragment: the controls, devices and the handle.
            do {
                let fragment = "1024x768"
                let probed = folder.appendingPathComponent(name + ".probe.html")
                try Data(html.replacingOccurrences(of: "</body>", with: Self.probe(scenarios) + "</body>").utf8).write(to: probed)
                let probedDOM = try PreviewBrowser.dump(chromium, PreviewBrowser.url(probed, fragment: fragment))
                guard let text = PreviewBrowser.preText(probedDOM, id: "lc-probe") else {
                    XCTFail("\(name) #\(fragment): the probe wrote nothing")
                    continue
                }
                let (recorded, errors, hash) = Self.parse(text)
                XCTAssertEqual(errors, "[]", "\(name) #\(fragment): errors in the page")
                guard let first = recorded.first else {
                    XCTFail("\(name) #\(fragment): nothing recorded")
                    continue
                }
                // The fragment means solve --size WxH: no safe area, left to right, the default variant.
                XCTAssertEqual([first.width, first.height], [1024, 768], "\(name) #\(fragment)")
                XCTAssertEqual(first.safe, [0, 0, 0, 0])
                XCTAssertFalse(first.rtl)
                XCTAssertEqual(first.idiom, .phone)
                compared += Self.compare(recorded, source: source, label: "\(name) #\(fragment)")
                XCTAssertEqual(recorded.count, scenarios.count + 1, "\(name): a scenario went missing")
                // Each scenario reached the state it asked for (a drag: the size it dragged to).
                for (scenario, seen) in zip(scenarios, recorded.dropFirst()) {
                    if scenario.drag != nil || scenario.device != nil { continue }
                    XCTAssertEqual([seen.width, seen.height], [scenario.width, scenario.height], "\(name) \(scenario.label)")
                    XCTAssertEqual(seen.rtl, scenario.rtl, "\(name) \(scenario.label)")
                    XCTAssertEqual(seen.safe, scenario.safe, "\(name) \(scenario.label)")
                    XCTAssertEqual(seen.flags, scenario.flags, "\(name) \(scenario.label)")
                }
                if let plain = recorded.firstIndex(where: { $0.label == "plain" }), recorded.count > plain + 2 {
                    let before = recorded[plain], afterDrag = recorded[plain + 1], afterSecond = recorded[plain + 2]
                    XCTAssertEqual([afterDrag.width, afterDrag.height], [before.width - 37, before.height + 55], "\(name): the drag")
                    XCTAssertEqual([afterSecond.width, afterSecond.height], [afterDrag.width + 300, afterDrag.height - 200], "\(name): the drag")
                }
                if let device = recorded.first(where: { $0.label == "device" }) {
                    XCTAssertNotEqual(device.width, 1024, "\(name): picking a device changed nothing")
                }
                // The page keeps its state in the fragment, for a reload.
                XCTAssertTrue(hash.hasPrefix("#\(fragmentNumber(recorded.last?.width))x"), "\(name): fragment \(hash)")
            }
            XCTAssertGreaterThan(compared, 20, "\(name): too few boxes compared")
        }
    }
}

extension PreviewBrowserTests {
    /// A large file (`gen_layout.py form 300`: more written constraints than the frame engine
    /// makes relaxed tableaus for) at two fragments, read back from the DOM.
    func testAThreeHundredRowFormLaysOutAsSolveInChromium() throws {
        let chromium = try PreviewBrowser.require()
        let generator = try SharedMaterial.require("bench/gen_layout.py")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", generator, "form", "300"]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let text = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let source = SourceFile(path: "form-300.layout", bytes: Array(text))
        let page = LayoutPreview.page(PreviewRequest(check: CheckRequest(source: source)))
        let html = try XCTUnwrap(page.html, "\(page.diagnostics.map(\.message))")
        let file = try PreviewBrowser.folder("form").appendingPathComponent("form-300.html")
        try Data(html.utf8).write(to: file)
        for (width, height) in [(375.0, 667.0), (1024.0, 768.0)] {
            let fragment = "\(Int(width))x\(Int(height))"
            let dom = try PreviewBrowser.dump(chromium, PreviewBrowser.url(file, fragment: fragment))
            XCTAssertFalse(dom.contains("id=\"lc-errors\""), "#\(fragment): errors in the page")
            var recorded = Recorded(
                label: "fragment", width: width, height: height, rtl: false, idiom: .phone, safe: [0, 0, 0, 0], flags: [],
                conflict: Self.attribute("data-conflict", in: dom) ?? "-")
            recorded.boxes = Self.boxes(in: dom)
            XCTAssertEqual(recorded.boxes.count, page.viewNames.count)
            XCTAssertEqual(Self.compare([recorded], source: source, label: "form 300 #\(fragment)"), page.viewNames.count)
        }
    }
}

/// A number as the page writes it in its fragment (JavaScript's spelling of whole numbers).
private func fragmentNumber(_ value: Double?) -> String {
    guard let value else { return "" }
    return value == value.rounded() ? String(Int(value)) : "\(value)"
}

extension PreviewBrowserTests {
    /// Views with alignment insets: the page draws the drawn frames `solve` gives (the solved
    /// alignment rectangle outset by the file's insets), read back from the DOM at two fragments.
    func testAlignmentInsetsDrawTheDrawnFramesInChromium() throws {
        let chromium = try PreviewBrowser.require()
        let folder = try PreviewBrowser.folder("insets")
        let text = """
            view row {
              margins 16
              view toggle { intrinsic 49 x 27; alignmentInsets 2, 1, 3, 4 }
              view slider { alignmentInsets 0, 2, 1, 2 }
            }
            row.top = root.top + 20; row.leading = root.leading; row.trailing = root.trailing; row.height = 60
            toggle.trailing = row.trailingMargin; toggle.centerY = row.centerY
            slider.leading = row.leadingMargin; slider.trailing = toggle.leading - 8
            slider.centerY = row.centerY; slider.height = 30

            """
        let source = SourceFile(path: "insets.layout", text: text)
        let html = try XCTUnwrap(LayoutPreview.page(PreviewRequest(check: CheckRequest(source: source))).html)
        XCTAssertTrue(html.contains("insets: [2.0, 1.0, 3.0, 4.0]"), "the insets are in the page's data")
        let file = folder.appendingPathComponent("insets.html")
        try Data(html.utf8).write(to: file)
        var compared = 0
        for fragment in ["375x667", "1024x768"] {
            let dom = try PreviewBrowser.dump(chromium, PreviewBrowser.url(file, fragment: fragment))
            let size = fragment.split(separator: "x").compactMap { Double($0) }
            var plain = Recorded(
                label: "fragment", width: size[0], height: size[1], rtl: false, idiom: .phone, safe: [0, 0, 0, 0], flags: [],
                conflict: Self.attribute("data-conflict", in: dom) ?? "-")
            plain.boxes = Self.boxes(in: dom)
            XCTAssertEqual(plain.boxes.count, 3, "#\(fragment): boxes in the DOM")
            compared += Self.compare([plain], source: source, label: "insets #\(fragment)")
        }
        XCTAssertGreaterThanOrEqual(compared, 6)
    }
}

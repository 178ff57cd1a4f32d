import LayoutCodegen
import LayoutCompiler
import LayoutIR
import LayoutSource

/// Writes the preview page: the plan as JavaScript data, the kernel, the page's own script, the
/// controls, the boxes and the findings, all in one file with nothing to fetch.
struct PreviewPageWriter {
    /// Bumped when the page's format changes, so that a watched page made by another layoutc reloads.
    static let formatVersion = "layoutc-preview-1"

    let plan: FramePlanExport
    let sources: [SourceFile]
    let findings: [Diagnostic]
    let initial: PreviewState
    let title: String
    let watch: (file: String, stamp: String)?

    /// The whole page.
    func html() -> String {
        var out = ""
        out += "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        out += "<title>\(Self.escaped(title)) - layoutc preview</title>\n"
        out += "<style>\n\(Self.style)</style>\n"
        out += "<script>\n\(Self.errorHook)</script>\n"
        out += "</head>\n<body>\n"
        out += "<header><h1>\(Self.escaped(title))</h1><span id=\"lc-status\"></span></header>\n"
        out += controls()
        out += "<main id=\"lc-stage\">\n<div id=\"lc-root\" data-view=\"root\" style=\"left: 0px; top: 0px; width: \(Self.number(initial.width))px; height: \(Self.number(initial.height))px;\">\n"
        out += "<div id=\"lc-safe\"></div>\n"
        for view in plan.views {
            out += "<div class=\"lc-box lc-\(view.kind)\" data-view=\"\(Self.escaped(view.name))\" data-parent=\"\(Self.escaped(view.parent))\"><span>\(Self.escaped(view.name))</span></div>\n"
        }
        out += "<div id=\"lc-handle\" title=\"drag to resize\"></div>\n</div>\n</main>\n"
        out += "<section id=\"lc-findings\">\n<h2>Conflicts at this size</h2>\n<ul id=\"lc-conflicts\"></ul>\n"
        out += "<h2>What <code>layoutc check</code> reports</h2>\n"
        out += Self.findingList(findings, sources: sources)
        out += "</section>\n"
        out += "<script>\n\"use strict\";\n"
        out += data()
        out += PreviewKernelScript.text
        out += PreviewAppScript.text
        out += "</script>\n</body>\n</html>\n"
        return out
    }

    /// The page `--watch` writes while the file does not compile: its diagnostics, and the poll.
    static func errorPage(title: String, diagnostics: [Diagnostic], sources: [SourceFile], watch: (file: String, stamp: String)?) -> String {
        var out = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        out += "<title>\(escaped(title)) - layoutc preview</title>\n<style>\n\(style)</style>\n</head>\n<body>\n"
        out += "<header><h1>\(escaped(title))</h1><span id=\"lc-status\">not laid out: the file has errors</span></header>\n"
        out += "<section id=\"lc-findings\">\n" + findingList(diagnostics, sources: sources) + "</section>\n"
        out += "<script>\n\"use strict\";\n"
        out += "const P = {watch: " + watchLiteral(watch) + "};\n"
        out += PreviewAppScript.watchText
        out += "</script>\n</body>\n</html>\n"
        return out
    }

    // MARK: Controls

    /// The form of controls: size, device, idiom, size classes, direction, safe area and flags.
    private func controls() -> String {
        var out = "<form id=\"lc-controls\" autocomplete=\"off\">\n"
        out += "<label>Size <input id=\"lc-width\" type=\"number\" min=\"0\" step=\"1\"> x <input id=\"lc-height\" type=\"number\" min=\"0\" step=\"1\"></label>\n"
        out += "<label>Device <select id=\"lc-device\"><option value=\"\">custom</option>"
        for (index, device) in Self.devices.enumerated() {
            out += "<option value=\"\(index)\">\(Self.escaped(device.description))</option>"
        }
        out += "</select></label>\n"
        out += "<label>Idiom <select id=\"lc-idiom\"><option>phone</option><option>pad</option><option>mac</option></select></label>\n"
        for (id, name) in [("lc-hc", "Width class"), ("lc-vc", "Height class")] {
            out += "<label>\(name) <select id=\"\(id)\"><option value=\"auto\">from size</option><option>compact</option><option>regular</option></select></label>\n"
        }
        out += "<label>Direction <select id=\"lc-direction\"><option value=\"ltr\">left to right</option><option value=\"rtl\">right to left</option></select></label>\n"
        out += "<fieldset><legend>Safe area</legend>"
        for side in ["top", "left", "bottom", "right"] {
            out += "<label>\(side) <input id=\"lc-safe-\(side)\" type=\"number\" min=\"0\" step=\"1\"></label>"
        }
        out += "</fieldset>\n"
        let flags = flagNames
        if !flags.isEmpty {
            out += "<fieldset><legend>Flags</legend>"
            for flag in flags {
                out += "<label><input type=\"checkbox\" class=\"lc-flag\" data-flag=\"\(Self.escaped(flag))\"> \(Self.escaped(flag))</label>"
            }
            out += "</fieldset>\n"
        }
        out += "<span id=\"lc-variant\"></span>\n</form>\n"
        return out
    }

    /// The devices the picker offers: every preset's portrait and landscape (no Split View widths).
    static var devices: [DeviceConfiguration] {
        DevicePreset.all.flatMap(\.configurations).filter { $0.split == nil }
    }

    private var flagNames: [String] {
        var flags: [String] = []
        for flag in plan.conditions.flatMap(\.flags) where !flags.contains(flag) { flags.append(flag) }
        for view in plan.views {
            for flag in view.hiddenWhen?.flags ?? [] where !flags.contains(flag) { flags.append(flag) }
        }
        return flags
    }

    // MARK: Data

    /// `const P = {...}`: the stored tableaus, the table, the views, the conditions as functions.
    private func data() -> String {
        var out = "const P = {\n"
        out += "systems: [\n"
        for system in plan.systems {
            out += "{symbolCount: \(system.symbolCount)"
            for field in system.fields {
                out += ", \(field.label): ["
                switch field.values {
                case .integers(let values): out += values.map(String.init).joined(separator: ",")
                case .numbers(let values): out += values.map(Self.number).joined(separator: ",")
                case .flags(let values): out += values.map { $0 ? "1" : "0" }.joined(separator: ",")
                }
                out += "]"
            }
            out += "},\n"
        }
        out += "],\n"
        out += "table: [" + plan.table.map { byVariant in
            "[" + byVariant.map { entries in
                "[" + entries.map { "[" + $0.map(String.init).joined(separator: ",") + "]" }.joined(separator: ",") + "]"
            }.joined(separator: ",") + "]"
        }.joined(separator: ",\n") + "],\n"
        out += "sideMasks: [" + plan.sideMasks.map(String.init).joined(separator: ",") + "],\n"
        out += "sides: [" + plan.sides.map { "[\($0.view),\($0.side)]" }.joined(separator: ",") + "],\n"
        out += "views: [\n" + plan.views.map { view in
            "{name: \(Self.string(view.name)), index: \(view.index), hidden: "
                + (view.hiddenWhen.map { "function (e) { return \(Self.javaScript($0)); }" } ?? "null")
                + (view.alignmentInsets.map { ", insets: [\($0.top), \($0.left), \($0.bottom), \($0.right)]" } ?? "") + "}"
        }.joined(separator: ",\n") + "],\n"
        out += "conditions: [\n" + plan.conditions.map { condition in
            "function (e) { return \(Self.javaScript(condition)); } /* \(Self.commentSafe(condition.description)) */"
        }.joined(separator: ",\n") + "],\n"
        out += "conditionTexts: [" + plan.conditions.map { Self.string($0.description) }.joined(separator: ",") + "],\n"
        out += "constraintTexts: [\n" + plan.constraintTexts.map(Self.string).joined(separator: ",\n") + "],\n"
        out += "devices: [\n" + Self.devices.map { device in
            let insets = device.safeAreaInsets
            return "{name: \(Self.string(device.description)), width: \(Self.number(device.size.width)), height: \(Self.number(device.size.height)), "
                + "idiom: \(Self.string(device.preset.idiom.rawValue)), safe: [\(Self.number(insets.top)),\(Self.number(insets.left)),\(Self.number(insets.bottom)),\(Self.number(insets.right))]}"
        }.joined(separator: ",\n") + "],\n"
        out += "flags: [" + flagNames.map(Self.string).joined(separator: ",") + "],\n"
        let insets = initial.safeArea
        out += "initial: {w: \(Self.number(initial.width)), h: \(Self.number(initial.height)), idiom: \(Self.string(initial.idiom.rawValue)), "
            + "safe: [\(Self.number(insets.top)),\(Self.number(insets.left)),\(Self.number(insets.bottom)),\(Self.number(insets.right))]},\n"
        out += "sizeClassRule: {phoneRegularWidthMinimumShortSide: \(Self.number(SizeClassRule.phoneRegularWidthMinimumShortSide)), "
            + "padRegularWidthMinimum: \(Self.number(SizeClassRule.padRegularWidthMinimum))},\n"
        out += "watch: " + Self.watchLiteral(watch) + "\n"
        out += "};\n"
        return out
    }

    private static func watchLiteral(_ watch: (file: String, stamp: String)?) -> String {
        watch.map { "{file: \(string($0.file)), stamp: \(string($0.stamp))}" } ?? "null"
    }

    /// `condition` as a JavaScript expression over the environment `e` (`w`, `h`, `idiom`, `hc`,
    /// `vc`, `flags`), evaluated as `solve` evaluates it (`LayoutCondition.holds(in:)` with a size).
    static func javaScript(_ condition: LayoutCondition) -> String {
        switch condition {
        case .sizeClass(let sizeClass, let dimension):
            return "e.\(dimension == .width ? "hc" : "vc") === \(string(sizeClass.rawValue))"
        case .idiom(let idiom):
            return "e.idiom === \(string(idiom.rawValue))"
        case .landscape:
            return "e.w > e.h"
        case .flag(let name):
            return "e.flags.has(\(string(name)))"
        case .canvas(let dimension, let comparison, let value):
            let operation = comparison == .equal ? "===" : comparison.rawValue
            return "e.\(dimension == .width ? "w" : "h") \(operation) \(number(value))"
        case .contentSize(let comparison, let category):
            // Files that read the content size get no page (the frame engine refuses them, G012);
            // were one to get here, it would hold as at UIKit's default category.
            return comparison.holds(Double(ContentSizeCategory.large.rank), Double(category.rank)) ? "true" : "false"
        case .not(let operand):
            return "!(\(javaScript(operand)))"
        case .all(let operands):
            return operands.isEmpty ? "true" : "(" + operands.map(javaScript).joined(separator: " && ") + ")"
        case .any(let operands):
            return operands.isEmpty ? "false" : "(" + operands.map(javaScript).joined(separator: " || ") + ")"
        }
    }

    // MARK: Findings

    /// The findings as a list, each with its code, message, place and source line.
    static func findingList(_ diagnostics: [Diagnostic], sources: [SourceFile]) -> String {
        guard !diagnostics.isEmpty else { return "<p class=\"lc-none\">nothing</p>\n" }
        let files = Dictionary(sources.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        var out = "<ul class=\"lc-check\">\n"
        for diagnostic in diagnostics {
            out += "<li class=\"lc-\(diagnostic.severity.rawValue)\"><b>\(diagnostic.severity.rawValue) \(escaped(diagnostic.code.rawValue))</b> "
            out += escaped(diagnostic.printedMessage)
            out += place(diagnostic.span, files: files)
            for related in diagnostic.related {
                out += "<div class=\"lc-related\">\(escaped(related.message))\(place(related.span, files: files))</div>"
            }
            for note in diagnostic.notes { out += "<div class=\"lc-note\">note: \(escaped(note))</div>" }
            out += "</li>\n"
        }
        return out + "</ul>\n"
    }

    private static func place(_ span: SourceSpan?, files: [String: SourceFile]) -> String {
        guard let span, let file = files[span.path] else { return "" }
        let location = file.lineColumn(at: span.range.start)
        let name = span.path.split(separator: "/").last.map(String.init) ?? span.path
        let line = file.lineText(location.line)
        return " <span class=\"lc-place\">\(escaped(name)):\(location.line):\(location.column)</span><pre>\(escaped(line))</pre>"
    }

    // MARK: Text

    /// Text for HTML content and attribute values.
    static func escaped(_ text: String) -> String {
        var out = ""
        for character in text.unicodeScalars {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.unicodeScalars.append(character)
            }
        }
        return out
    }

    /// A JavaScript string literal that is safe inside a `<script>` element.
    static func string(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "<", ">", "&", "\u{2028}", "\u{2029}":
                out += "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count) + String(scalar.value, radix: 16)
            default:
                if scalar.value < 0x20 {
                    out += "\\u00" + (scalar.value < 16 ? "0" : "") + String(scalar.value, radix: 16)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// A number as JavaScript reads it back exactly (Swift's shortest round-trip spelling).
    static func number(_ value: Double) -> String {
        if value.isNaN { return "NaN" }
        if value.isInfinite { return value < 0 ? "-Infinity" : "Infinity" }
        return NumberFormatting.json(value)
    }

    /// Text that cannot close a block comment or the script (every `/` and `<` replaced).
    private static func commentSafe(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.map { $0 == "/" ? " " : $0 == "<" ? "(" : $0 }))
    }

    // MARK: Fixed text

    /// Records every uncaught error and `console.error` into `#lc-errors`, so that a test (and a
    /// user) can see them; first in the page, so it sees the main script's too.
    static let errorHook = #"""
window.layoutcErrors = [];
(function () {
  function record(text) {
    window.layoutcErrors.push(String(text));
    let pre = document.getElementById("lc-errors");
    if (!pre && document.body) {
      pre = document.createElement("pre");
      pre.id = "lc-errors";
      document.body.appendChild(pre);
    }
    if (pre) pre.textContent = window.layoutcErrors.join("\n");
  }
  window.addEventListener("error", function (event) { record("error: " + event.message + " at " + event.lineno + ":" + event.colno); });
  window.addEventListener("unhandledrejection", function (event) { record("unhandled rejection: " + event.reason); });
  const original = console.error;
  console.error = function () { record("console.error: " + Array.prototype.join.call(arguments, " ")); return original.apply(console, arguments); };
})();
"""#

    static let style = #"""
body { font: 13px -apple-system, system-ui, sans-serif; margin: 0; color: #222; background: #f4f4f6; }
header { display: flex; gap: 16px; align-items: baseline; padding: 8px 12px; background: #fff; border-bottom: 1px solid #ddd; }
h1 { font-size: 15px; margin: 0; }
h2 { font-size: 13px; margin: 12px 0 4px; }
#lc-status { color: #666; }
#lc-status.lc-conflict { color: #b00020; font-weight: bold; }
#lc-controls { display: flex; flex-wrap: wrap; gap: 6px 14px; align-items: center; padding: 8px 12px; background: #fff; border-bottom: 1px solid #ddd; }
#lc-controls input[type=number] { width: 5em; }
#lc-controls fieldset { border: 1px solid #ddd; padding: 2px 6px; display: flex; gap: 6px; }
#lc-variant { color: #555; }
#lc-stage { position: relative; padding: 24px 40px 40px 24px; overflow: auto; }
#lc-root { position: relative; background: #fff; outline: 1px solid #888; box-sizing: border-box; }
#lc-safe { position: absolute; outline: 1px dashed #7fb27f; pointer-events: none; }
.lc-box { position: absolute; box-sizing: border-box; border: 1px solid #3a6ea5; background: rgba(58, 110, 165, 0.08); overflow: hidden; }
.lc-box > span { font-size: 10px; padding: 1px 3px; color: #234; white-space: nowrap; }
.lc-stack { border-color: #8a5ca5; background: rgba(138, 92, 165, 0.06); }
.lc-scroll { border-color: #a5823a; background: rgba(165, 130, 58, 0.06); }
.lc-box.lc-hidden { border-style: dashed; opacity: 0.35; }
.lc-box.lc-broken { border-color: #b00020; }
#lc-handle { position: absolute; width: 16px; height: 16px; margin: -8px 0 0 -8px; background: #3a6ea5; border-radius: 50%; cursor: nwse-resize; touch-action: none; }
#lc-findings { padding: 0 12px 24px; }
#lc-findings ul { padding-left: 18px; }
#lc-findings pre { margin: 2px 0; background: #fff; padding: 2px 4px; }
.lc-error b, #lc-conflicts li { color: #b00020; }
.lc-warning b { color: #9a6700; }
.lc-place { color: #555; font-family: monospace; }
#lc-errors { color: #b00020; padding: 0 12px; }
"""#
}

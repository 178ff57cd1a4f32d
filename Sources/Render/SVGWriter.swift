import LayoutCompiler
import LayoutIR
import LayoutSource

/// Writes a scene as one self-contained SVG document: 1 user unit = 1 point, root's top-left at
/// (0, 0), a margin around the drawing in the viewBox.
public enum SVGWriter {
    /// The space around the drawing, in points.
    static let padding = 16.0
    /// The labels' font size, in points.
    static let fontSize = 11.0
    /// About how wide a character of a label is, for deciding whether a name fits.
    static let characterWidth = 6.4

    /// The SVG text of `scene`; the same scene always gives the same bytes.
    public static func svg(_ scene: RenderScene) -> String {
        var out = ""
        out.reserveCapacity(256 + scene.frames.count * 200)
        let bounds = drawingBounds(of: scene)
        let minX = bounds.minX - padding, minY = bounds.minY - padding
        let width = bounds.maxX - bounds.minX + 2 * padding, height = bounds.maxY - bounds.minY + 2 * padding
        out += "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"layoutc-render\" viewBox=\""
        out += "\(number(minX)) \(number(minY)) \(number(width)) \(number(height))\" width=\"\(number(width))\" height=\"\(number(height))\""
        out += " font-family=\"ui-sans-serif, system-ui, sans-serif\" font-size=\"\(number(fontSize))\">\n"
        out += style
        writeGrid(bounds: bounds, into: &out)
        let root = scene.frames.first ?? scene.canvas.map { ViewFrame(name: "root", x: 0, y: 0, width: $0.width, height: $0.height) }
        if let root { writeSafeArea(root: root, insets: scene.safeAreaInsets, into: &out) }
        writeMargins(scene, into: &out)
        if scene.frames.isEmpty, let root {
            // Nothing solved: the canvas alone, so the picture still says where the layout was.
            writeView(root, scene: scene, isRoot: true, into: &out)
            out += "</g>\n"
        } else {
            writeViews(scene, into: &out)
        }
        for content in scene.contentAreas { writeContentArea(content, into: &out) }
        for guide in scene.guides { writeGuide(guide, into: &out) }
        writeConstraints(scene.constraints, into: &out)
        out += "</svg>\n"
        return out
    }

    /// The CSS of every picture: mid-tone strokes and translucent fills that read on light and
    /// dark pages alike, labels switching with the page's theme.
    static let style = """
        <style>
        .layoutc-render .grid{stroke:#8884;stroke-width:0.5}
        .layoutc-render g[id^="view-"]>rect{fill:#3b82f614;stroke:#3b82f6;stroke-width:1}
        .layoutc-render g[id^="view-"].undetermined>rect{stroke:#f59e0b;stroke-dasharray:6 3;fill:#f59e0b1f}
        .layoutc-render g[id^="view-"].conflict>rect{stroke:#ef4444;stroke-width:2;fill:#ef444426}
        .layoutc-render .guide>rect{fill:none;stroke:#a855f7;stroke-dasharray:4 3}
        .layoutc-render .guide>text{fill:#a855f7}
        .layoutc-render .margins{fill:#10b98124;fill-rule:evenodd}
        .layoutc-render .unsafe{fill:#f43f5e1f;fill-rule:evenodd}
        .layoutc-render .safe-area{fill:none;stroke:#f43f5e;stroke-dasharray:2 2;stroke-width:0.75}
        .layoutc-render text{fill:#1e3a8a}
        .layoutc-render .constraint{stroke-width:1}
        .layoutc-render .constraint.equal{stroke:#0ea5e9}.layoutc-render .constraint.equal text{fill:#0ea5e9}
        .layoutc-render .constraint.less{stroke:#d946ef}.layoutc-render .constraint.less text{fill:#d946ef}
        .layoutc-render .constraint.greater{stroke:#84cc16}.layoutc-render .constraint.greater text{fill:#65a30d}
        .layoutc-render .constraint.relaxed{stroke:#ef4444;stroke-dasharray:3 2}.layoutc-render .constraint.relaxed text{fill:#ef4444}
        .layoutc-render .constraint text{stroke:none;font-size:9px}
        @media (prefers-color-scheme: dark){.layoutc-render text{fill:#bfdbfe}.layoutc-render g[id^="view-"]>rect{fill:#60a5fa1f;stroke:#60a5fa}}
        </style>

        """

    /// The smallest rectangle holding root (or the canvas) and every frame.
    static func drawingBounds(of scene: RenderScene) -> (minX: Double, minY: Double, maxX: Double, maxY: Double) {
        var minX = 0.0, minY = 0.0
        var maxX = scene.canvas?.width ?? 0, maxY = scene.canvas?.height ?? 0
        for frame in scene.frames + scene.guides + scene.contentAreas
        where [frame.x, frame.y, frame.width, frame.height].allSatisfy(\.isFinite) {
            minX = min(minX, frame.x, frame.x + frame.width)
            minY = min(minY, frame.y, frame.y + frame.height)
            maxX = max(maxX, frame.x, frame.x + frame.width)
            maxY = max(maxY, frame.y, frame.y + frame.height)
        }
        return (minX, minY, maxX, maxY)
    }

    /// A light grid of points, at most about 100 lines a side, on a step of 8 points or a multiple.
    private static func writeGrid(bounds: (minX: Double, minY: Double, maxX: Double, maxY: Double), into out: inout String) {
        let extent = max(bounds.maxX - bounds.minX, bounds.maxY - bounds.minY)
        var step = 8.0
        while extent / step > 100 { step *= 2 }
        var path = ""
        var x = (bounds.minX / step).rounded(.down) * step
        while x <= bounds.maxX {
            path += "M\(number(x)) \(number(bounds.minY))V\(number(bounds.maxY))"
            x += step
        }
        var y = (bounds.minY / step).rounded(.down) * step
        while y <= bounds.maxY {
            path += "M\(number(bounds.minX)) \(number(y))H\(number(bounds.maxX))"
            y += step
        }
        out += "<path class=\"grid\" d=\"\(path)\"/>\n"
    }

    /// Root's safe area: the band outside it shaded, its outline dashed.
    private static func writeSafeArea(root: ViewFrame, insets: SafeAreaInsets, into out: inout String) {
        let safe = ViewFrame(
            name: "safe", x: root.x + insets.left, y: root.y + insets.top,
            width: max(0, root.width - insets.left - insets.right), height: max(0, root.height - insets.top - insets.bottom))
        out += "<g id=\"root-safe-area\" data-frame=\"\(frameText(safe))\">"
        out += "<title>root's safe area (insets \(insets))</title>"
        if insets != .zero { out += "<path class=\"unsafe\" d=\"\(rectanglePath(root))\(rectanglePath(safe))\"/>" }
        out += "<rect class=\"safe-area\" x=\"\(number(safe.x))\" y=\"\(number(safe.y))\" width=\"\(number(safe.width))\" height=\"\(number(safe.height))\"/>"
        out += "</g>\n"
    }

    /// Every view's margins as one shaded path: the band between its frame and its margins.
    private static func writeMargins(_ scene: RenderScene, into out: inout String) {
        guard !scene.margins.isEmpty else { return }
        var path = ""
        for frame in scene.frames {
            guard let insets = scene.margins[frame.name] else { continue }
            let inner = ViewFrame(
                name: frame.name, x: frame.x + insets.left, y: frame.y + insets.top,
                width: max(0, frame.width - insets.left - insets.right), height: max(0, frame.height - insets.top - insets.bottom))
            guard frame.width > 0, frame.height > 0 else { continue }
            path += rectanglePath(frame) + rectanglePath(inner)
        }
        guard !path.isEmpty else { return }
        out += "<path id=\"margins\" class=\"margins\" d=\"\(path)\"><title>layout margins</title></path>\n"
    }

    /// The views as nested groups, each inside its parent's, in declaration order.
    private static func writeViews(_ scene: RenderScene, into out: inout String) {
        let frames = scene.frames
        var indexByName: [String: Int] = [:]
        for (index, frame) in frames.enumerated() { indexByName[frame.name] = index }
        var children = [[Int]](repeating: [], count: frames.count)
        var hasParent = [Bool](repeating: false, count: frames.count)
        for (name, parent) in scene.parents {
            guard let child = indexByName[name], let parent = indexByName[parent], child != parent else { continue }
            children[parent].append(child)
            hasParent[child] = true
        }
        // Depth-first without recursion: a deep hierarchy must not exhaust the stack.
        var drawn = [Bool](repeating: false, count: frames.count)
        for top in frames.indices where !hasParent[top] || top == 0 {
            guard !drawn[top] else { continue }
            var stack: [(index: Int, next: Int)] = [(top, 0)]
            drawn[top] = true
            writeView(frames[top], scene: scene, isRoot: top == 0, into: &out)
            while let last = stack.last {
                if last.next < children[last.index].count {
                    let child = children[last.index][last.next]
                    stack[stack.count - 1].next += 1
                    guard !drawn[child] else { continue }
                    drawn[child] = true
                    writeView(frames[child], scene: scene, into: &out)
                    stack.append((child, 0))
                } else {
                    out += "</g>\n"
                    stack.removeLast()
                }
            }
        }
    }

    /// A view's group opened: its title, rectangle and label (the caller closes it).
    private static func writeView(_ frame: ViewFrame, scene: RenderScene, isRoot: Bool = false, into out: inout String) {
        // The contract's shape, `<g id="view-NAME" data-frame="X Y W H">`, then the marks as
        // `class="conflict"`, `class="undetermined"` or `class="hidden"` (several, rarely), which
        // tools look for as written.
        var marks: [String] = []
        var title = escaped(frame.name) + " " + sizeText(frame)
        if let lines = scene.conflicts[frame.name] {
            marks.append("conflict")
            title += "&#10;S001: in conflicting required constraints at " + escaped(lines.joined(separator: ", "))
        }
        if scene.undetermined.contains(frame.name) {
            marks.append("undetermined")
            title += "&#10;S002: some attributes are not determined by the constraints"
        }
        if frame.isHidden {
            // Hidden views keep their frames (outside stacks): drawn faded, their contents too.
            marks.append("hidden")
            title += "&#10;hidden"
        }
        let classAttribute = marks.isEmpty ? "" : " class=\"\(marks.joined(separator: " "))\""
        // A hidden view fades with its children, drawn inside its group; its outline is dotted.
        let fade = frame.isHidden ? " opacity=\"0.4\"" : ""
        out += "<g id=\"view-\(escaped(frame.name))\" data-frame=\"\(frameText(frame))\"\(classAttribute)\(fade)>"
        out += "<title>\(title)</title>"
        let dotted = frame.isHidden ? " stroke-dasharray=\"1 2\"" : ""
        out += "<rect\(dotted) x=\"\(number(frame.x))\" y=\"\(number(frame.y))\" width=\"\(number(max(0, frame.width)))\" height=\"\(number(max(0, frame.height)))\"/>"
        if let rect = scene.alignmentRects[frame.name] {
            // What constraints align: dashed inside the drawn frame (its style inline, so pictures
            // without alignment insets stay as they were).
            out += "<rect class=\"alignment\" x=\"\(number(rect.x))\" y=\"\(number(rect.y))\" width=\"\(number(max(0, rect.width)))\" height=\"\(number(max(0, rect.height)))\""
            out += " fill=\"none\" stroke=\"#64748b\" stroke-width=\"0.75\" stroke-dasharray=\"3 2\"/>"
        }
        if isRoot {
            // Root's name above its frame, in the padding, where no view's name can cover it.
            out += "<text x=\"\(number(frame.x))\" y=\"\(number(frame.y - 4))\">\(escaped(frame.name))</text>"
        } else if let label = label(for: frame.name, width: frame.width, height: frame.height) {
            out += "<text x=\"\(number(frame.x + 3))\" y=\"\(number(frame.y + fontSize))\">\(escaped(label))</text>"
        }
        out += "\n"
    }

    /// A guide's group: dashed, labelled like a view.
    private static func writeGuide(_ frame: ViewFrame, into out: inout String) {
        out += "<g id=\"guide-\(escaped(frame.name))\" class=\"guide\" data-frame=\"\(frameText(frame))\">"
        out += "<title>guide \(escaped(frame.name)) \(sizeText(frame))</title>"
        out += "<rect x=\"\(number(frame.x))\" y=\"\(number(frame.y))\" width=\"\(number(max(0, frame.width)))\" height=\"\(number(max(0, frame.height)))\"/>"
        if let label = label(for: frame.name, width: frame.width, height: frame.height) {
            out += "<text x=\"\(number(frame.x + 3))\" y=\"\(number(frame.y + frame.height - 3))\">\(escaped(label))</text>"
        }
        out += "</g>\n"
    }

    /// A scroll view's content area: dashed, beyond the scroll view's frame where the content
    /// is larger (its style inline, so pictures without scroll views stay as they were).
    private static func writeContentArea(_ frame: ViewFrame, into out: inout String) {
        out += "<g id=\"content-\(escaped(frame.name))\" class=\"content\" data-frame=\"\(frameText(frame))\">"
        out += "<title>content of scroll view \(escaped(frame.name)) \(sizeText(frame)) (content offset zero)</title>"
        out += "<rect x=\"\(number(frame.x))\" y=\"\(number(frame.y))\" width=\"\(number(max(0, frame.width)))\" height=\"\(number(max(0, frame.height)))\""
        out += " fill=\"none\" stroke=\"#0d9488\" stroke-width=\"1\" stroke-dasharray=\"8 3 2 3\"/>"
        out += "</g>\n"
    }

    /// Each constraint as a line, coloured by relation, labelled at its middle.
    private static func writeConstraints(_ constraints: [RenderedConstraint], into out: inout String) {
        guard !constraints.isEmpty else { return }
        out += "<g id=\"constraints\">\n"
        for constraint in constraints {
            let kind = switch constraint.relation {
            case .equal: "equal"
            case .lessThanOrEqual: "less"
            case .greaterThanOrEqual: "greater"
            }
            out += "<g class=\"constraint \(kind)\(constraint.isRelaxed ? " relaxed" : "")\"><title>\(escaped(constraint.title))</title>"
            out += "<line x1=\"\(number(constraint.from.x))\" y1=\"\(number(constraint.from.y))\" x2=\"\(number(constraint.to.x))\" y2=\"\(number(constraint.to.y))\"/>"
            out += "<circle cx=\"\(number(constraint.from.x))\" cy=\"\(number(constraint.from.y))\" r=\"1.5\"/>"
            out += "<circle cx=\"\(number(constraint.to.x))\" cy=\"\(number(constraint.to.y))\" r=\"1.5\"/>"
            if !constraint.label.isEmpty {
                let x = (constraint.from.x + constraint.to.x) / 2 + 2, y = (constraint.from.y + constraint.to.y) / 2 - 2
                out += "<text x=\"\(number(x))\" y=\"\(number(y))\">\(escaped(constraint.label))</text>"
            }
            out += "</g>\n"
        }
        out += "</g>\n"
    }

    /// The label that fits a box: the full name, a shortened one ending in an ellipsis, or none.
    static func label(for name: String, width: Double, height: Double) -> String? {
        guard height >= fontSize + 2, width.isFinite else { return nil }
        let fitting = Int(((width - 6) / characterWidth).rounded(.down))
        let count = name.count
        if count <= fitting { return name }
        guard fitting >= 3 else { return nil }
        return String(name.prefix(fitting - 1)) + "\u{2026}"
    }

    /// `X Y W H` as `solve --format json` prints them.
    static func frameText(_ frame: ViewFrame) -> String {
        "\(number(frame.x)) \(number(frame.y)) \(number(frame.width)) \(number(frame.height))"
    }

    /// `(x, y) w×h` for a tooltip.
    private static func sizeText(_ frame: ViewFrame) -> String {
        "(\(number(frame.x)), \(number(frame.y))) \(number(frame.width))\u{00D7}\(number(frame.height))"
    }

    /// A closed rectangle as path data.
    private static func rectanglePath(_ frame: ViewFrame) -> String {
        "M\(number(frame.x)) \(number(frame.y))h\(number(frame.width))v\(number(frame.height))h\(number(-frame.width))Z"
    }

    /// A number in its shortest round-trip form, as the JSON output prints it.
    static func number(_ value: Double) -> String {
        value.isFinite ? NumberFormatting.json(value) : "0"
    }

    /// `text` safe in XML content and attribute values.
    public static func escaped(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 || $0 == 0x27 }) else {
            return text
        }
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            default: result.append(character)
            }
        }
        return result
    }
}

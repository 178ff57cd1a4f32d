/// One picture of an HTML page: an SVG and its caption.
public struct RenderPanel: Sendable {
    /// The caption, such as `375 × 667 · with editable on pad`.
    public var caption: String
    /// The SVG document.
    public var svg: String
    /// Whether the picture shows a conflict, for the caption's mark.
    public var hasConflict: Bool

    /// Creates a panel.
    public init(caption: String, svg: String, hasConflict: Bool = false) {
        self.caption = caption
        self.svg = svg
        self.hasConflict = hasConflict
    }
}

/// Writes one self-contained HTML page holding several pictures side by side.
public enum HTMLWriter {
    /// The page: no external resource of any kind, every SVG inline, each captioned.
    public static func html(title: String, panels: [RenderPanel]) -> String {
        var out = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="color-scheme" content="light dark">
            <title>\(SVGWriter.escaped(title))</title>
            <style>
            body{font-family:ui-sans-serif,system-ui,sans-serif;margin:16px;background:Canvas;color:CanvasText}
            h1{font-size:16px;font-weight:600}
            .panels{display:flex;flex-wrap:wrap;gap:24px;align-items:flex-start}
            figure{margin:0;border:1px solid #8886;border-radius:6px;padding:8px}
            figcaption{font-size:13px;margin-bottom:6px}
            figure.conflict figcaption{color:#ef4444}
            figure svg{display:block}
            </style>
            </head>
            <body>
            <h1>\(SVGWriter.escaped(title))</h1>
            <div class="panels">

            """
        for panel in panels {
            out += "<figure class=\"panel\(panel.hasConflict ? " conflict" : "")\">\n"
            out += "<figcaption>\(SVGWriter.escaped(panel.caption))</figcaption>\n"
            out += panel.svg
            out += "</figure>\n"
        }
        out += "</div>\n</body>\n</html>\n"
        return out
    }
}

import LayoutSource

/// Renders frames as an aligned table for people: names left-aligned, numbers right-aligned and
/// trimmed (`16`, `171.5`, at most three decimals).
///
/// ```
/// view   x   y  width  height
/// root   0   0    375     667
/// card  16  16    343     635
/// ```
///
/// Layout guides follow the views, each name marked `(guide)`; then each scroll view's content
/// area, marked `(content)`: at the scroll view's position (content offset zero), as large as
/// its content size.
enum FrameTableRenderer {
    private static let header = ["view", "x", "y", "width", "height"]

    /// The table, ending in a newline.
    static func render(_ frames: [FrameRow], guides: [FrameRow] = [], contentSizes: [ContentSizeRow] = []) -> String {
        let row = { (frame: FrameRow, suffix: String) in
            [DisplayText.escapingControls(frame.name) + suffix]
                + [frame.x, frame.y, frame.width, frame.height].map { NumberFormatting.brief($0) }
        }
        let contents = contentSizes.compactMap { size in
            frames.first { $0.name == size.name }.map {
                FrameRow(name: size.name, x: $0.x, y: $0.y, width: size.width, height: size.height)
            }
        }
        let rows = [header] + frames.map { row($0, "") } + guides.map { row($0, " (guide)") }
            + contents.map { row($0, " (content)") }
        let widths = header.indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
        return rows.map { row in
            row.indices.map { column in
                let padding = String(repeating: " ", count: widths[column] - row[column].count)
                return column == 0 ? row[column] + padding : padding + row[column]
            }.joined(separator: "  ").trimmingTrailingSpaces() + "\n"
        }.joined()
    }
}

extension String {
    /// `self` without trailing spaces.
    fileprivate func trimmingTrailingSpaces() -> String {
        var text = self
        while text.hasSuffix(" ") { text.removeLast() }
        return text
    }
}

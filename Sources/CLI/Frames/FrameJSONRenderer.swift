import LayoutLexer

/// Renders a solve result as the spec's document:
/// `{"frames": {"root": {"x": 0, "y": 0, "width": 375, "height": 667}, ...}, "diagnostics": [...]}`.
struct FrameJSONRenderer: Sendable {
    /// The file the diagnostics point into.
    var catalog: SourceCatalog

    /// The document for `result` of the file at `path`; frames in the order given (root first).
    func document(for result: SolveResult, path: String) -> JSONValue {
        let frames = result.frames.map { frame in
            (key: frame.name, value: JSONValue.members([
                "x": .number(frame.x), "y": .number(frame.y),
                "width": .number(frame.width), "height": .number(frame.height),
            ]))
        }
        let diagnostics = JSONDiagnosticRenderer(catalog: catalog)
        return .members([
            "frames": .object(frames),
            "diagnostics": .array(result.diagnostics.map { diagnostics.value(for: $0, fallbackPath: path) }),
        ])
    }
}

/// Renders a solve result as the spec's document:
/// `{"frames": {"root": {"x": 0, "y": 0, "width": 375, "height": 667}, ...}, "diagnostics": [...]}`.
struct FrameJSONRenderer: Sendable {
    /// The file the diagnostics point into.
    var catalog: SourceCatalog

    /// The document for `result` of the file at `path`; frames in the order given (root first).
    /// Layout guides go in a `"guides"` object of the same shape, always present, and
    /// each view's and guide's parent (nested views) in a `"parents"` object of names,
    /// always present, in declaration order. A hidden view's object has `"hidden": true` after
    /// its four numbers; other views' objects have no such key.
    func document(for result: SolveResult, path: String) -> JSONValue {
        let object = { (rows: [FrameRow]) in
            JSONValue.object(rows.map { frame in
                var members: [(key: String, value: JSONValue)] = [
                    ("x", .number(frame.x)), ("y", .number(frame.y)),
                    ("width", .number(frame.width)), ("height", .number(frame.height)),
                ]
                if frame.isHidden { members.append(("hidden", .bool(true))) }
                return (key: frame.name, value: JSONValue.object(members))
            })
        }
        let diagnostics = JSONDiagnosticRenderer(catalog: catalog)
        return .members([
            "frames": object(result.frames),
            "guides": object(result.guides),
            "parents": .object(result.parents.map { (key: $0.name, value: JSONValue.string($0.parent)) }),
            "diagnostics": .array(result.diagnostics.map { diagnostics.value(for: $0, fallbackPath: path) }),
        ])
    }
}

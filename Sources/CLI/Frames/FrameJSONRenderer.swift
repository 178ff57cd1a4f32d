/// Renders a solve result as the spec's document:
/// `{"frames": {"root": {"x": 0, "y": 0, "width": 375, "height": 667}, ...}, "diagnostics": [...]}`.
struct FrameJSONRenderer: Sendable {
    /// The file the diagnostics point into.
    var catalog: SourceCatalog

    /// The document for `result` of the file at `path`; frames in the order given (root first).
    /// Layout guides go in a `"guides"` object of the same shape, always present, and
    /// each view's and guide's parent (nested views) in a `"parents"` object of names,
    /// always present, in declaration order; each scroll view's content size in a
    /// `"contentSizes"` object (`{"page": {"width": 375, "height": 1200}}`), present when the
    /// file declares a scroll view.
    func document(for result: SolveResult, path: String) -> JSONValue {
        let object = { (rows: [FrameRow]) in
            JSONValue.object(rows.map { frame in
                (key: frame.name, value: JSONValue.members([
                    "x": .number(frame.x), "y": .number(frame.y),
                    "width": .number(frame.width), "height": .number(frame.height),
                ]))
            })
        }
        let diagnostics = JSONDiagnosticRenderer(catalog: catalog)
        var members: [(key: String, value: JSONValue)] = [
            ("frames", object(result.frames)),
            ("guides", object(result.guides)),
            ("parents", .object(result.parents.map { (key: $0.name, value: JSONValue.string($0.parent)) })),
        ]
        if let contentSizes = result.contentSizes {
            members.append(("contentSizes", .object(contentSizes.map { size in
                (key: size.name, value: JSONValue.members(["width": .number(size.width), "height": .number(size.height)]))
            })))
        }
        members.append(("diagnostics", .array(result.diagnostics.map { diagnostics.value(for: $0, fallbackPath: path) })))
        return .object(members)
    }
}

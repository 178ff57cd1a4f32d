import LayoutSource

/// Turns diagnostics into the spec's JSON objects:
/// `{"severity", "code", "message", "file", "line", "column", "endLine", "endColumn", "related",
/// "notes", "fixIts"}`.
///
/// A diagnostic that sits at a named constraint (`[gap] ...`) also has
/// `"constraint": "gap"` after `endColumn`, and so does each related location at one, after its
/// message; the member is absent otherwise, so core output keeps the spec's shape exactly.
///
/// `endLine` and `endColumn` point just past the range, as SARIF's do. A diagnostic without a
/// location has `null` line and column fields.
struct JSONDiagnosticRenderer: Sendable {
    /// The files the diagnostics point into.
    var catalog: SourceCatalog

    /// The JSON object for `diagnostic`; `fallbackPath` names the file for one without a location.
    func value(for diagnostic: Diagnostic, fallbackPath: String? = nil) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = [
            ("severity", .string(diagnostic.severity.rawValue)),
            ("code", .string(diagnostic.code.rawValue)),
            ("message", .string(diagnostic.printedMessage)),
        ]
        members += position(of: diagnostic.span, fallbackPath: fallbackPath, includingEnd: true)
        members += Self.constraint(diagnostic.constraintName)
        members.append(("related", .array(diagnostic.related.map { related in
            .object(position(of: related.span, fallbackPath: nil, includingEnd: false)
                + [("message", .string(related.message))] + Self.constraint(related.constraintName))
        })))
        members.append(("notes", .array(diagnostic.notes.map(JSONValue.string))))
        members.append(("fixIts", .array(diagnostic.fixIts.map { fixIt in
            .object(position(of: fixIt.span, fallbackPath: nil, includingEnd: true)
                + [("replacement", .string(fixIt.replacement))])
        })))
        return .object(members)
    }

    /// The `"constraint"` member naming a named constraint, or none.
    private static func constraint(_ name: String?) -> [(key: String, value: JSONValue)] {
        name.map { [("constraint", .string($0))] } ?? []
    }

    /// `{"diagnostics": [...]}`, the document `check --format json` prints.
    func document(for diagnostics: [(diagnostic: Diagnostic, fallbackPath: String?)]) -> JSONValue {
        .members(["diagnostics": .array(diagnostics.map { value(for: $0.diagnostic, fallbackPath: $0.fallbackPath) })])
    }

    private func position(
        of span: SourceSpan?, fallbackPath: String?, includingEnd: Bool
    ) -> [(key: String, value: JSONValue)] {
        guard let span else {
            let file: JSONValue = fallbackPath.map(JSONValue.string) ?? .null
            return [("file", file), ("line", .null), ("column", .null)]
                + (includingEnd ? [("endLine", .null), ("endColumn", .null)] : [])
        }
        guard let location = catalog.location(of: span) else {
            return [("file", .string(span.path)), ("line", .null), ("column", .null)]
                + (includingEnd ? [("endLine", .null), ("endColumn", .null)] : [])
        }
        return [
            ("file", .string(location.path)),
            ("line", .integer(location.start.line)),
            ("column", .integer(location.start.column)),
        ] + (includingEnd
            ? [("endLine", .integer(location.end.line)), ("endColumn", .integer(location.end.column))] : [])
    }
}

import LayoutSource

/// Renders diagnostics as a SARIF 2.1.0 log, the format code-scanning services read.
///
/// One run, whose tool lists a rule per diagnostic code that occurs (sorted by code, so indices are
/// stable). Columns count Unicode code points (`columnKind`), matching the rest of layoutc, and
/// regions end just past their last character, as SARIF specifies.
struct SARIFRenderer: Sendable {
    /// The schema the log declares.
    static let schemaURI = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

    /// The files the diagnostics point into.
    var catalog: SourceCatalog

    /// The whole log for `diagnostics`, in the order given.
    func document(for diagnostics: [(diagnostic: Diagnostic, fallbackPath: String?)]) -> JSONValue {
        var codes: [DiagnosticCode] = []
        for (diagnostic, _) in diagnostics where !codes.contains(diagnostic.code) { codes.append(diagnostic.code) }
        codes.sort()

        let rules: [JSONValue] = codes.map { code in
            .members([
                "id": .string(code.rawValue),
                "shortDescription": .members(["text": .string(code.title)]),
            ])
        }
        let driver: JSONValue = .members([
            "name": .string("layoutc"),
            "version": .string(LayoutcVersion.current),
            "rules": .array(rules),
        ])
        let results = diagnostics.map { diagnostic, fallbackPath in
            result(for: diagnostic, ruleIndex: codes.firstIndex(of: diagnostic.code) ?? 0, fallbackPath: fallbackPath)
        }
        return .members([
            "$schema": .string(SARIFRenderer.schemaURI),
            "version": .string("2.1.0"),
            "runs": .array([
                .members([
                    "tool": .members(["driver": driver]),
                    "columnKind": .string("unicodeCodePoints"),
                    "results": .array(results),
                ])
            ]),
        ])
    }

    private func result(for diagnostic: Diagnostic, ruleIndex: Int, fallbackPath: String?) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = [
            ("ruleId", .string(diagnostic.code.rawValue)),
            ("ruleIndex", .integer(ruleIndex)),
            ("level", .string(diagnostic.severity.rawValue)),
            ("message", .members(["text": .string(diagnostic.printedMessage)])),
        ]
        if let span = diagnostic.span {
            members.append(("locations", .array([.members(["physicalLocation": physicalLocation(of: span)])])))
        } else if let fallbackPath {
            let artifact: JSONValue = .members(["uri": .string(SARIFRenderer.uri(forPath: fallbackPath))])
            let location: JSONValue = .members(["physicalLocation": .members(["artifactLocation": artifact])])
            members.append(("locations", .array([location])))
        }
        if !diagnostic.related.isEmpty {
            members.append(("relatedLocations", .array(diagnostic.related.enumerated().map { index, related in
                var location: [(key: String, value: JSONValue)] = [
                    ("id", .integer(index + 1)),
                    ("physicalLocation", physicalLocation(of: related.span)),
                    ("message", .members(["text": .string(related.message)])),
                ]
                if let name = related.constraintName {
                    location.append(("properties", .members(["constraint": .string(name)])))
                }
                return .object(location)
            })))
        }
        if !diagnostic.fixIts.isEmpty {
            members.append(("fixes", .array(diagnostic.fixIts.map { fixIt in
                .members([
                    "description": .members(["text": .string(catalog.describe(fixIt))]),
                    "artifactChanges": .array([
                        .members([
                            "artifactLocation": .members(["uri": .string(SARIFRenderer.uri(forPath: fixIt.span.path))]),
                            "replacements": .array([
                                .members([
                                    "deletedRegion": region(of: fixIt.span),
                                    "insertedContent": .members(["text": .string(fixIt.replacement)]),
                                ])
                            ]),
                        ])
                    ]),
                ])
            })))
        }
        // The notes, and the named constraint the result sits at, as SARIF's property bag.
        var properties: [(key: String, value: JSONValue)] = []
        if !diagnostic.notes.isEmpty { properties.append(("notes", .array(diagnostic.notes.map(JSONValue.string)))) }
        if let name = diagnostic.constraintName { properties.append(("constraint", .string(name))) }
        if !properties.isEmpty { members.append(("properties", .object(properties))) }
        return .object(members)
    }

    private func physicalLocation(of span: SourceSpan) -> JSONValue {
        .members([
            "artifactLocation": .members(["uri": .string(SARIFRenderer.uri(forPath: span.path))]),
            "region": region(of: span),
        ])
    }

    private func region(of span: SourceSpan) -> JSONValue {
        guard let location = catalog.location(of: span) else {
            // SARIF regions need a start; with the file unknown, its byte offsets are all there is.
            return .members(["byteOffset": .integer(span.range.start), "byteLength": .integer(span.range.length)])
        }
        return .members([
            "startLine": .integer(location.start.line),
            "startColumn": .integer(location.start.column),
            "endLine": .integer(location.end.line),
            "endColumn": .integer(location.end.column),
        ])
    }

    /// A relative path as a relative URI reference, an absolute one as a `file://` URI, with every
    /// byte outside the unreserved set and `/` percent-encoded.
    static func uri(forPath path: String) -> String {
        var encoded = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                UInt8(ascii: "~"), UInt8(ascii: "/"):
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                encoded += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return path.hasPrefix("/") ? "file://" + encoded : encoded
    }
}

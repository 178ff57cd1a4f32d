import LayoutSource

/// Renders diagnostics as GitHub Actions workflow commands, which the runner turns into annotations:
/// `::error file=card.layout,line=3,col=13,endLine=3,endColumn=18,title=N001::unknown view 'haeder'`.
///
/// Related locations, notes and fix-its follow the message on extra lines. `endColumn` is the
/// column of the last character (inclusive), as GitHub draws it.
struct GitHubAnnotationRenderer: Sendable {
    /// The files the diagnostics point into.
    var catalog: SourceCatalog

    /// The workflow command for `diagnostic`, ending in a newline.
    func render(_ diagnostic: Diagnostic, fallbackPath: String? = nil) -> String {
        let command = switch diagnostic.severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "notice"
        }
        var properties: [(String, String)] = []
        if let span = diagnostic.span {
            properties.append(("file", span.path))
            if let location = catalog.location(of: span) {
                let end = inclusiveEnd(of: span, location: location)
                properties += [
                    ("line", String(location.start.line)), ("col", String(location.start.column)),
                    ("endLine", String(end.line)), ("endColumn", String(end.column)),
                ]
            }
        } else if let fallbackPath {
            properties.append(("file", fallbackPath))
        }
        properties.append(("title", diagnostic.code.rawValue))

        var lines = [diagnostic.printedMessage]
        // A diagnostic with very many related locations or notes shows the ends and a count.
        let long = LongDiagnostic(diagnostic)
        func relatedLine(_ related: RelatedLocation) -> String {
            let place = catalog.location(of: related.span)?.prefix ?? related.span.path
            return "\(place): note: \(related.message)"
        }
        lines += long.leading.map(relatedLine)
        if let omitted = long.omittedRelatedLine(in: catalog) { lines.append("note: \(omitted)") }
        lines += long.trailing.map(relatedLine)
        lines += long.notes.map { "note: \($0)" }
        if let omitted = long.omittedNotesLine { lines.append("note: \(omitted)") }
        for fixIt in diagnostic.fixIts {
            let place = catalog.location(of: fixIt.span)?.prefix ?? fixIt.span.path
            lines.append("\(place): fix-it: \(catalog.describe(fixIt))")
        }

        // Escape codes would be interpreted by the log viewer; line breaks are the toolkit's job.
        lines = lines.map { DisplayText.escapingControls($0, keepingLineBreaks: true) }
        let renderedProperties = properties.map { "\($0.0)=\(Self.escapeProperty($0.1))" }.joined(separator: ",")
        return "::\(command) \(renderedProperties)::\(Self.escapeData(lines.joined(separator: "\n")))\n"
    }

    /// A file's findings as workflow commands, findings of one shape once (`FindingGroup`), at
    /// most `CappedFindings.limit` of them, then a notice per code left out.
    func render(_ diagnostics: [Diagnostic], fallbackPath: String?, listing: String?) -> String {
        CappedFindings(diagnostics, groupingIn: catalog).rendered(listing: listing, render: { render($0, fallbackPath: fallbackPath) }) { sentence in
            let file = fallbackPath.map { "file=\(Self.escapeProperty($0))," } ?? ""
            return "::notice \(file)title=\(Self.escapeProperty("more findings"))::"
                + Self.escapeData(DisplayText.escapingControls(sentence)) + "\n"
        }
    }

    /// The line and column of the span's last character, or of its start when it is empty.
    private func inclusiveEnd(of span: SourceSpan, location: SpanLocation) -> LineColumn {
        guard let file = catalog.file(at: span.path) else { return location.start }
        let start = min(max(span.range.start, 0), file.bytes.count)
        var last = min(span.range.end, file.bytes.count) - 1
        guard last >= start else { return location.start }
        // Step back to the first byte of the last scalar.
        while last > start, file.bytes[last] & 0b1100_0000 == 0b1000_0000 { last -= 1 }
        return catalog.lineColumn(at: last, inFileAt: span.path) ?? location.start
    }

    /// Escapes a message as the Actions toolkit does: `%`, carriage return and line feed.
    static func escapeData(_ text: String) -> String {
        text.replacingAll("%", with: "%25").replacingAll("\r", with: "%0D").replacingAll("\n", with: "%0A")
    }

    /// Escapes a property value as the Actions toolkit does: the data escapes plus `:` and `,`.
    static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingAll(":", with: "%3A").replacingAll(",", with: "%2C")
    }
}

extension String {
    /// `self` with every occurrence of `target` replaced, scalar by scalar (no Foundation needed).
    func replacingAll(_ target: Unicode.Scalar, with replacement: String) -> String {
        var result = ""
        for scalar in unicodeScalars {
            if scalar == target { result += replacement } else { result.unicodeScalars.append(scalar) }
        }
        return result
    }
}

import LayoutSource

/// Renders diagnostics for people, in the shape of swiftc and rustc:
///
/// ```
/// card.layout:3:13: error[N001]: unknown view 'haeder'
///  3 | title.top = haeder.bottom + 4
///    |             ^~~~~~
/// card.layout:1:6: note: declared here
///  1 | view header
///    |      ^~~~~~
/// note: did you mean 'header'?
/// card.layout:3:13: fix-it: replace 'haeder' with 'header'
///  3 | title.top = header.bottom + 4
///    |             ++++++
/// ```
struct HumanDiagnosticRenderer: Sendable {
    /// The files the diagnostics point into.
    var catalog: SourceCatalog
    /// Colour, or none.
    var style: TerminalStyle

    /// One diagnostic with its snippet, related locations, notes and fix-its, followed by a blank
    /// line; `fallbackPath` names the file for a diagnostic without a location.
    func render(_ diagnostic: Diagnostic, fallbackPath: String? = nil) -> String {
        // A diagnostic with very many related locations or notes shows the ends and a count.
        let long = LongDiagnostic(diagnostic)
        let shownRelated = Array(long.leading) + Array(long.trailing)
        let spans = [diagnostic.span].compactMap { $0 } + shownRelated.map(\.span) + diagnostic.fixIts.map(\.span)
        let gutterWidth = spans.compactMap { catalog.location(of: $0).map { String($0.start.line).count } }.max() ?? 1

        let label = diagnostic.severity.rawValue + "[\(diagnostic.code.rawValue)]"
        var text = header(at: diagnostic.span, fallbackPath: fallbackPath, label: label,
                          labelEmphasis: emphasis(for: diagnostic.severity), message: diagnostic.printedMessage)
        if let span = diagnostic.span { text += snippet(for: span, gutterWidth: gutterWidth) }
        func note(_ message: String) -> String {
            style.apply(.note, to: "note:") + " " + DisplayText.escapingControls(DisplayText.abbreviating(message)) + "\n"
        }
        for related in long.leading {
            text += header(
                at: related.span, fallbackPath: nil, label: "note", labelEmphasis: .note, message: related.message)
            text += snippet(for: related.span, gutterWidth: gutterWidth)
        }
        if let omitted = long.omittedRelatedLine(in: catalog) { text += note(omitted) }
        for related in long.trailing {
            text += header(
                at: related.span, fallbackPath: nil, label: "note", labelEmphasis: .note, message: related.message)
            text += snippet(for: related.span, gutterWidth: gutterWidth)
        }
        for shown in long.notes { text += note(shown) }
        if let omitted = long.omittedNotesLine { text += note(omitted) }
        for fixIt in diagnostic.fixIts {
            text += header(at: fixIt.span, fallbackPath: nil, label: "fix-it", labelEmphasis: .marker,
                           message: catalog.describe(fixIt), isMessageBold: false)
            if let file = catalog.file(at: fixIt.span.path),
               let preview = SourceSnippet.preview(of: fixIt, in: file) {
                text += preview.rendered(gutterWidth: gutterWidth, style: style, marker: .insertion)
            }
        }
        return text + "\n"
    }

    /// A file's findings as `render` prints each, findings of one shape once (`FindingGroup`), at
    /// most `CappedFindings.limit` of them, then a note per code left out and a blank line;
    /// `listing` says where every finding is listed.
    func render(_ diagnostics: [Diagnostic], fallbackPath: String?, listing: String?) -> String {
        let findings = CappedFindings(diagnostics, groupingIn: catalog)
        let text = findings.rendered(listing: listing, render: { render($0, fallbackPath: fallbackPath) }) { sentence in
            header(at: nil, fallbackPath: fallbackPath, label: "note", labelEmphasis: .note, message: sentence,
                   isMessageBold: false)
        }
        return findings.omitted.isEmpty ? text : text + "\n"
    }

    private func emphasis(for severity: Severity) -> TerminalStyle.Emphasis {
        switch severity {
        case .error: .error
        case .warning: .warning
        case .note: .note
        }
    }

    private func header(
        at span: SourceSpan?, fallbackPath: String?, label: String, labelEmphasis: TerminalStyle.Emphasis,
        message: String, isMessageBold: Bool = true
    ) -> String {
        var place: String?
        if let span {
            place = catalog.location(of: span)?.prefix ?? span.path
        } else {
            place = fallbackPath
        }
        let message = DisplayText.escapingControls(DisplayText.abbreviating(message))
        let lead = place.map { style.apply(.bold, to: DisplayText.escapingControls($0) + ":") + " " } ?? ""
        return lead + style.apply(labelEmphasis, to: label + ":") + " "
            + (isMessageBold ? style.apply(.bold, to: message) : message) + "\n"
    }

    private func snippet(for span: SourceSpan, gutterWidth: Int) -> String {
        guard let file = catalog.file(at: span.path) else { return "" }
        return SourceSnippet(file: file, range: span.range).rendered(gutterWidth: gutterWidth, style: style)
    }
}

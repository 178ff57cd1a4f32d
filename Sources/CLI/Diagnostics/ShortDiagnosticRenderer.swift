import LayoutSource

/// Renders each diagnostic as one line, `path:line:col: severity: message [CODE]`, for editors and
/// grep.
struct ShortDiagnosticRenderer: Sendable {
    /// The files the diagnostics point into.
    var catalog: SourceCatalog

    /// The line for `diagnostic`, ending in a newline; `fallbackPath` names the file for a
    /// diagnostic without a location.
    func render(_ diagnostic: Diagnostic, fallbackPath: String? = nil) -> String {
        var place: String?
        if let span = diagnostic.span {
            place = catalog.location(of: span)?.prefix ?? span.path
        } else {
            place = fallbackPath
        }
        let lead = place.map { DisplayText.escapingControls($0) + ": " } ?? ""
        return lead + "\(diagnostic.severity.rawValue): " + DisplayText.escapingControls(diagnostic.printedMessage)
            + " [\(diagnostic.code.rawValue)]\n"
    }

    /// A file's findings, one line each, at most `CappedFindings.limit` of them, then a line per
    /// code left out (`card.layout: note: and 900 more D001 warnings ...`, without a `[CODE]` for
    /// grep to count).
    func render(_ diagnostics: [Diagnostic], fallbackPath: String?, listing: String?) -> String {
        CappedFindings(diagnostics).rendered(listing: listing, render: { render($0, fallbackPath: fallbackPath) }) { sentence in
            (fallbackPath.map { DisplayText.escapingControls($0) + ": " } ?? "") + "note: " + sentence + "\n"
        }
    }
}

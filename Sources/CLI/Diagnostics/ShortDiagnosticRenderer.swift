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
}

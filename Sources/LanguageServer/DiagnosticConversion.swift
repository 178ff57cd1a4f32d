import Foundation
import LayoutChecker
import LayoutSource

/// Where the documentation of each diagnostic code is: a section of grammar.md, by anchor.
public enum DiagnosticDocumentation {
    /// The default base: the `file:` URL of grammar.md in the source tree this server was built
    /// from, or nil when that file is not there (an installed binary), and then no link is sent
    /// unless the client configures `documentationBase`.
    ///
    /// The project has no published address to link to, and a link to a made-up one would be
    /// worse than none.
    public static let defaultBase: String? = {
        let sourceFile = URL(fileURLWithPath: #filePath)
        let grammar = sourceFile.deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("grammar.md")
        return FileManager.default.fileExists(atPath: grammar.path) ? grammar.absoluteString : nil
    }()

    /// The GitHub-style anchor of the grammar.md section whose table documents `code`.
    ///
    /// Codes have no anchors of their own (they are table rows); the section is chosen by the
    /// code's letter, with the few codes documented apart named here. `DiagnosticDocumentationTests`
    /// checks every catalogued code's row against grammar.md, so a new code in another section
    /// fails a test rather than linking to the wrong place.
    public static func anchor(of code: DiagnosticCode) -> String {
        switch code.rawValue {
        case "N005", "D004": return "extension-codes-a-n005-d004"
        case "S005": return "hierarchy-codes-h-s005"
        default: break
        }
        switch code.rawValue.first {
        case "N", "T", "D": return "checker-codes-n-t-d"
        case "A": return "extension-codes-a-n005-d004"
        case "S": return "solver-codes-s"
        case "V": return "variant-codes-v"
        case "U": return "composition-codes-u"
        case "H": return "hierarchy-codes-h-s005"
        case "G": return "code-generation-codes-g"
        case "C": return "canvas-codes-c"
        case "Y": return "hidden-view-codes-y"
        case "R": return "scroll-view-codes-r"
        case "K": return "named-constant-codes-k"
        case "X": return "import-codes-x"
        default: return "diagnostic-codes"
        }
    }

    /// The link to `code`'s documentation under `base`.
    public static func href(of code: DiagnosticCode, base: String) -> String {
        base + "#" + anchor(of: code)
    }
}

extension DocumentAnalysis {
    /// The range in this document a diagnostic is shown at: its own in the document, else the
    /// `use` statement that includes the file it is in (the first, if none names it directly).
    func displayRange(of span: SourceSpan?) -> SourceRange {
        guard let span else { return SourceRange(at: 0) }
        if span.path == file.path { return span.range }
        let folder = IncludePath.directory(of: file.path)
        let target = IncludePath.standardized(span.path)
        let direct = index.uses.first { IncludePath.standardized(IncludePath.joined(folder, $0.path)) == target }
        return (direct ?? index.uses.first)?.range ?? SourceRange(at: 0)
    }

    /// `diagnostic` as an LSP diagnostic: code, severity, range, the message as `check` prints
    /// it with its notes, every related location (each other member of a conflict set), and a
    /// link to the code's documentation.
    func lspDiagnostic(_ diagnostic: Diagnostic, encoding: PositionEncoding, documentationBase: String?) -> JSON {
        var message = diagnostic.printedMessage
        if let span = diagnostic.span, span.path != file.path, let source = source(at: span.path) {
            let place = source.lineColumn(at: span.range.start)
            message = "\(span.path):\(place.line):\(place.column): " + message
        }
        for note in diagnostic.notes { message += "\nnote: " + note }
        var related: [JSON] = []
        for location in diagnostic.related {
            guard let lspLocation = self.location(of: location.span, encoding: encoding) else { continue }
            related.append(.object(["location": lspLocation, "message": .string(location.message)]))
        }
        var members: [String: JSON] = [
            "range": file.lspRange(of: displayRange(of: diagnostic.span), encoding: encoding),
            "severity": .int(diagnostic.severity.lspSeverity),
            "code": .string(diagnostic.code.rawValue),
            "source": .string("layoutc"),
            "message": .string(message),
        ]
        if let documentationBase {
            members["codeDescription"] = .object([
                "href": .string(DiagnosticDocumentation.href(of: diagnostic.code, base: documentationBase))
            ])
        }
        if !related.isEmpty { members["relatedInformation"] = .array(related) }
        return .object(members)
    }
}

extension Severity {
    /// The LSP's DiagnosticSeverity: 1 error, 2 warning, 3 information (a note).
    var lspSeverity: Int {
        switch self {
        case .error: 1
        case .warning: 2
        case .note: 3
        }
    }
}

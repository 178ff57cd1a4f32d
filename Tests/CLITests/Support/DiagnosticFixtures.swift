import LayoutSource
@testable import layoutc

/// Hand-made diagnostics over a small file, so renderer tests do not depend on the compiler's
/// messages.
enum DiagnosticFixtures {
    static let unknownName = DiagnosticCode("N001", title: "unknown name")
    static let conflict = DiagnosticCode("S001", title: "unsatisfiable required constraints")
    static let undetermined = DiagnosticCode("S002", title: "undetermined attributes")
    static let badCharacter = DiagnosticCode("L001", title: "unexpected character")

    static let text = """
        // card.layout
        view card, header, body
        card.edges = root.edges + 16
        body.top = haeder.bottom + 4
        \tbody.left = card.left // tab-indented
        body.width = 100
        body.width = 200
        """

    static let file = SourceFile(path: "card.layout", text: text)

    /// The byte range of the `occurrence`-th (from 1) `needle` in the fixture text.
    static func range(of needle: String, occurrence: Int = 1) -> SourceRange {
        let bytes = Array(text.utf8), target = Array(needle.utf8)
        var found = 0
        var index = 0
        while index + target.count <= bytes.count {
            if Array(bytes[index..<index + target.count]) == target {
                found += 1
                if found == occurrence { return SourceRange(start: index, end: index + target.count) }
            }
            index += 1
        }
        return SourceRange(at: 0)
    }

    static func span(of needle: String, occurrence: Int = 1) -> SourceSpan {
        file.span(range(of: needle, occurrence: occurrence))
    }

    /// An error with a related location, a note and a fix-it; a conflict; a warning; a tab-line error.
    static let diagnostics: [Diagnostic] = [
        .error(
            unknownName, "unknown view 'haeder'", at: span(of: "haeder"),
            related: [RelatedLocation(span: span(of: "header"), message: "'header' declared here")],
            notes: ["did you mean 'header'?"],
            fixIts: [FixIt(span: span(of: "haeder"), replacement: "header")]),
        .warning(undetermined, "the height of 'header' is not determined", at: span(of: "header")),
        .error(
            conflict, "required constraints cannot all hold", at: span(of: "body.width = 200"),
            related: [RelatedLocation(span: span(of: "body.width = 100"), message: "conflicts with this")]),
        .error(badCharacter, "unexpected character '\u{1B}'", at: span(of: "card.left")),
    ]

    static var catalog: SourceCatalog { SourceCatalog([file]) }
}

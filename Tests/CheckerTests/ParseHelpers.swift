import LayoutParser
import LayoutSource

// The parser's test helpers (Tests/ParserTests/ParseHelpers.swift), for the checker's tests that
// also look at the syntax a construct parses to.

/// Parses `text` as a file named `t.layout`.
func parseText(_ text: String) -> ParseResult {
    parse(SourceFile(path: "t.layout", text: text))
}

/// The range-free dump of the tree of `text`.
func treeDump(_ text: String) -> String {
    SyntaxDump.dump(parseText(text).tree)
}

/// Each parser diagnostic as `line:column severity code: message`, in the order reported.
func diagnosticLines(_ text: String) -> [String] {
    let source = SourceFile(path: "t.layout", text: text)
    return parse(source).diagnostics.map { diagnostic in
        let position = diagnostic.span.map { source.lineColumn(at: $0.range.start).description } ?? "-"
        return "\(position) \(diagnostic.severity) \(diagnostic.code): \(diagnostic.message)"
    }
}

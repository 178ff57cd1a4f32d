import LayoutLexer
import LayoutSource

/// Parsing `canvas "NAME" {, "NAME"}` (see grammar.md, "Canvases"). What each name means is the
/// compiler's to decide (its devices and sizes); the parser only takes the strings.
extension Parser {
    /// Whether the statement starts `canvas "`: the word, then a string (or an unterminated one).
    var startsCanvasStatement: Bool {
        guard kind == .identifier, index + 1 < tokens.count, token.end - token.start == 6 else { return false }
        let next = tokens[index + 1].kind
        guard next == .string || next == .unterminatedString else { return false }
        return identifier(token).name == "canvas"
    }

    /// `canvas "NAME" {, "NAME"}`; a malformed list is C001 and the statement is dropped.
    mutating func parseCanvas() -> Statement {
        let keyword = token
        index += 1
        var values: [CanvasSyntax.Value] = []
        var failed = false
        loop: while true {
            let current = token
            switch current.kind {
            case .string:
                index += 1
                let text = self.text(SourceRange(start: current.start + 1, end: current.end - 1))
                if text.isEmpty {
                    report(.error(
                        .malformedCanvas, "the canvas is empty", at: source.span(current.range),
                        notes: ["name a size or a device: \"375x667\", \"375x\", \"iPhoneSE3\""]))
                    failed = true
                }
                values.append(CanvasSyntax.Value(text: text, range: current.range))
            case .unterminatedString:
                _ = reportBadToken(current)
                failed = true
                break loop
            default:
                if !reportBadToken(current) {
                    report(.error(
                        .malformedCanvas, "expected a quoted canvas after ',', found \(describe(current))",
                        at: spanForFound(current), notes: ["'canvas' takes a list: canvas \"iPhoneSE3\", \"375x\""]))
                }
                failed = true
                break loop
            }
            guard token.kind == .comma else { break }
            index += 1
        }
        let range = SourceRange(start: keyword.start, end: previousEnd)
        if failed { return .bad(BadSyntax(range: range)) }
        return .canvas(CanvasSyntax(keywordRange: keyword.range, values: values, range: range))
    }
}

import LayoutSource
import LayoutLexer

/// One token a line: kind, byte range and text, the snapshot format of the lexer tests.
func tokenDump(_ text: String) -> String {
    let source = SourceFile(path: "test.layout", text: text)
    return Lexer.tokens(of: source).map { token in
        let slice = source.text(in: token.range).replacingNewlines()
        return "\(token.kind) \(token.start)..\(token.end) '\(slice)'"
    }.joined(separator: "\n")
}

extension String {
    /// The text with line feeds shown as `\n`, so a dump stays one token a line.
    func replacingNewlines() -> String {
        var result = ""
        for character in self { result += character == "\n" ? "\\n" : String(character) }
        return result
    }
}

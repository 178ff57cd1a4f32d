import LayoutSource

extension Lexer {
    /// The diagnostic for an unterminated string token: at its opening quote, with a fix-it that
    /// closes it at the end of the line.
    static func unterminatedStringDiagnostic(for token: Token, in source: SourceFile) -> Diagnostic {
        let opening = source.span(SourceRange(start: token.start, end: token.start + 1))
        return .error(
            .unterminatedString, "unterminated string", at: opening,
            notes: ["a string ends with '\"' on the same line; it has no escapes"],
            fixIts: [FixIt(span: source.span(SourceRange(at: token.end)), replacement: "\"")])
    }
}

import LayoutLexer

/// Checking `when` statements (extension).
extension Checker {
    /// Checks a `when` statement. Parsing only so far: its constraints are not checked yet.
    mutating func checkWhen(_ when: WhenSyntax) {}
}

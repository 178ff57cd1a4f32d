import LayoutLexer

/// The result of checking one file: its syntax tree, its constraint IR and every diagnostic.
public struct CheckResult: Sendable {
    /// The syntax tree the IR was built from.
    public var tree: SyntaxTree
    /// The checked, deduplicated constraints; equations with errors are left out.
    public var ir: LayoutIR
    /// Lexer, parser and checker diagnostics, sorted for output.
    public var diagnostics: [Diagnostic]

    /// Creates a result.
    public init(tree: SyntaxTree, ir: LayoutIR, diagnostics: [Diagnostic]) {
        self.tree = tree
        self.ir = ir
        self.diagnostics = diagnostics
    }

    /// Whether any diagnostic is an error.
    public var hasErrors: Bool { diagnostics.containsErrors }
}

/// Parses and checks `source`: text to IR plus diagnostics, in one call; `direction` decides
/// which side `leading` and `trailing` name.
public func check(_ source: SourceFile, direction: LayoutDirection = .leftToRight) -> CheckResult {
    let parsed = parse(source)
    let checked = check(parsed.tree, in: source, direction: direction)
    return CheckResult(
        tree: parsed.tree, ir: checked.ir,
        diagnostics: (parsed.diagnostics + checked.diagnostics).sortedForOutput())
}

/// Checks an already parsed `tree` of `source`; the result holds only the checker's diagnostics.
public func check(
    _ tree: SyntaxTree, in source: SourceFile, direction: LayoutDirection = .leftToRight
) -> CheckResult {
    var checker = Checker(source: source)
    checker.extensions.direction = direction
    checker.check(tree)
    return CheckResult(tree: tree, ir: checker.ir, diagnostics: checker.diagnostics.sortedForOutput())
}

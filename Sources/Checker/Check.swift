import LayoutIR
import LayoutParser
import LayoutSource

/// The result of checking one file: its syntax tree, its constraint IR and every diagnostic.
public struct CheckResult: Sendable {
    /// The syntax tree the IR was built from.
    public var tree: SyntaxTree
    /// The checked, deduplicated constraints; equations with errors are left out.
    public var ir: LayoutIR
    /// Lexer, parser and checker diagnostics, sorted for output.
    public var diagnostics: [Diagnostic]
    /// Every file the IR and diagnostics come from: the checked file first, then the files it
    /// includes with `use`, in the order they were first included.
    public var sources: [SourceFile]

    /// Creates a result.
    public init(tree: SyntaxTree, ir: LayoutIR, diagnostics: [Diagnostic], sources: [SourceFile] = []) {
        self.tree = tree
        self.ir = ir
        self.diagnostics = diagnostics
        self.sources = sources
    }

    /// Whether any diagnostic is an error.
    public var hasErrors: Bool { diagnostics.containsErrors }
}

/// Parses and checks `source`: text to IR plus diagnostics, in one call; `direction` decides
/// which side `leading` and `trailing` name.
public func check(_ source: SourceFile, direction: LayoutDirection = .leftToRight) -> CheckResult {
    check(source, direction: direction, loader: nil)
}

/// Parses and checks `source`, reading the files its `use` statements name through `loader`
/// (without one, a `use` is an error, U006).
public func check(
    _ source: SourceFile, direction: LayoutDirection = .leftToRight, loader: (any IncludeLoader)?
) -> CheckResult {
    let parsed = parse(source)
    let checked = check(parsed.tree, in: source, direction: direction, loader: loader)
    return CheckResult(
        tree: parsed.tree, ir: checked.ir,
        diagnostics: (parsed.diagnostics + checked.diagnostics).sortedForOutput(), sources: checked.sources)
}

/// Checks an already parsed `tree` of `source`; the result holds only the checker's diagnostics.
public func check(
    _ tree: SyntaxTree, in source: SourceFile, direction: LayoutDirection = .leftToRight,
    loader: (any IncludeLoader)? = nil
) -> CheckResult {
    var checker = Checker(source: source)
    checker.direction = direction
    if let loader { checker.composition.start(from: source, loader: loader) }
    checker.check(tree)
    return CheckResult(
        tree: tree, ir: checker.ir, diagnostics: checker.diagnostics.sortedForOutput(),
        sources: [source] + checker.composition.sources)
}

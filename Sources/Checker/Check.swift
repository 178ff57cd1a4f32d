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
    /// The properties of every view that has a property block, in view order; views not listed
    /// have `DeclaredViewProperties.defaults(of:)`.
    public var viewProperties: [DeclaredViewProperties] = []
    /// The named constants something in the file reads (an expression, another constant's among
    /// them, a priority, a property, a condition, a stack's spacing); the others change nothing.
    package var readConstants: Set<String> = []

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

/// What to check: a source file, the writing direction, and where included files come from.
public struct CheckRequest: Sendable {
    /// The file to check.
    public var source: SourceFile
    /// The writing direction: in right to left, `leading` and `trailing` (and their margins)
    /// name the right and left sides.
    public var direction: LayoutDirection
    /// Reads the files the source's `use` statements name; without one, a `use` is an error (U006).
    public var loader: (any IncludeLoader)?
    /// Whether each constraint keeps its equation as written (`LayoutConstraint.written`), as
    /// code generation needs; off by default, since checking is then slower (no fast path).
    public var keepsWrittenEquations = false
    /// Values that replace those of the file's named constants (`--let NAME=V`), by name; a
    /// name the file does not declare is the caller's to report (`LayoutIR.constants` lists them).
    public var constantOverrides: [String: Double] = [:]
    /// The content size category to check at (`--content-size`): `scaled(...)` numbers and the
    /// intrinsic sizes of views with a `textStyle` take their values there; `large` by default.
    public var contentSize: ContentSizeCategory = .large
    /// Factors that replace the table's for `scaled(N, STYLE)` of some styles (not `textStyle`):
    /// code generation checks at made-up factors to find how each constant grows with its style.
    package var scaleOverrides: [TextStyle: Double] = [:]
    /// The keyboard's height to check at (`--keyboard`): root's keyboard guide (`root.keyboard`)
    /// is hidden at 0, the default, and otherwise shown that tall at root's bottom.
    public var keyboardHeight: Double = 0

    /// Creates a request; by default left to right, with no included files.
    public init(source: SourceFile, direction: LayoutDirection = .leftToRight, loader: (any IncludeLoader)? = nil) {
        self.source = source
        self.direction = direction
        self.loader = loader
    }

    /// A request for the text of the file at `path` (the path is only used in locations).
    public init(path: String, text: String, direction: LayoutDirection = .leftToRight, loader: (any IncludeLoader)? = nil) {
        self.init(source: SourceFile(path: path, text: text), direction: direction, loader: loader)
    }
}

/// Parses and checks the request's source: text to IR plus diagnostics, in one call.
public func check(_ request: CheckRequest) -> CheckResult {
    let parsed = parse(request.source)
    let checked = check(
        parsed.tree, in: request.source, direction: request.direction, loader: request.loader,
        keepsWrittenEquations: request.keepsWrittenEquations, constantOverrides: request.constantOverrides,
        contentSize: request.contentSize, scaleOverrides: request.scaleOverrides, keyboardHeight: request.keyboardHeight)
    var result = CheckResult(
        tree: parsed.tree, ir: checked.ir,
        diagnostics: (parsed.diagnostics + checked.diagnostics).sortedForOutput(), sources: checked.sources)
    result.viewProperties = checked.viewProperties
    result.readConstants = checked.readConstants
    return result
}

/// Checks an already parsed `tree` of `source`; the result holds only the checker's diagnostics.
public func check(
    _ tree: SyntaxTree, in source: SourceFile, direction: LayoutDirection = .leftToRight,
    loader: (any IncludeLoader)? = nil, keepsWrittenEquations: Bool = false, constantOverrides: [String: Double] = [:],
    contentSize: ContentSizeCategory = .large
) -> CheckResult {
    check(
        tree, in: source, direction: direction, loader: loader, keepsWrittenEquations: keepsWrittenEquations,
        constantOverrides: constantOverrides, contentSize: contentSize, scaleOverrides: [:])
}

/// `check(_:in:...)` with made-up scale factors for some text styles (`CheckRequest.scaleOverrides`).
func check(
    _ tree: SyntaxTree, in source: SourceFile, direction: LayoutDirection, loader: (any IncludeLoader)?,
    keepsWrittenEquations: Bool, constantOverrides: [String: Double], contentSize: ContentSizeCategory,
    scaleOverrides: [TextStyle: Double], keyboardHeight: Double = 0
) -> CheckResult {
    var checker = Checker(source: source, keepsWrittenEquations: keepsWrittenEquations)
    checker.direction = direction
    checker.contentSize = contentSize
    checker.scaleOverrides = scaleOverrides
    checker.keyboardHeight = keyboardHeight
    checker.constants.overrides = constantOverrides
    if let loader { checker.composition.start(from: source, loader: loader) }
    checker.check(tree)
    var result = CheckResult(
        tree: tree, ir: checker.ir, diagnostics: checker.diagnostics.sortedForOutput(),
        sources: [source] + checker.composition.sources)
    result.viewProperties = checker.declaredProperties
    result.readConstants = checker.constants.read
    return result
}

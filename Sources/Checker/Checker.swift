import LayoutIR
@_spi(FlatSyntax) import LayoutParser
import LayoutSource

/// Turns a syntax tree into checked, deduplicated constraint IR, collecting diagnostics.
///
/// Statements are checked in order: a view may be used only after its declaration. An equation
/// with an error contributes no constraint; one with invalid syntax (already reported by the
/// parser) is skipped without further diagnostics.
struct Checker {
    /// The file being checked: the main file, or an included one while its statements are checked.
    var source: SourceFile
    /// Views declared so far, root first.
    var views: [ViewDeclaration] = [ViewDeclaration(name: "root", span: nil, parent: nil)]
    /// Declared view names to their ids; only looked up, never iterated. Settable outside
    /// this file: the fast path's lookups fill the table's cache of recent names.
    var viewsByName = ViewNameTable()
    /// The tree being checked, for finding declarations of names not declared yet.
    var declaredTree = SyntaxTree(statements: [], range: SourceRange(at: 0))
    /// Every declaration in the file, including later ones, for "used before its declaration";
    /// built on the first unknown name, since error-free files never need it.
    var declarationsByName: [String: SourceRange]?
    /// Deduplicates the constraints as they are produced.
    var deduplicator: Deduplicator
    /// The checker's own diagnostics, in the order found.
    private(set) var diagnostics: [Diagnostic] = []
    /// Whether ordinary equations take the fast path; tests turn it off to compare the two.
    let usesFastPath: Bool
    /// Whether every constraint keeps its equation as written (`LayoutConstraint.written`), for
    /// code generation; the fast path, which makes no written equations, is then off.
    let keepsWrittenEquations: Bool
    /// Which side `leading` and `trailing` name (DirectionMirroring.swift).
    var direction: LayoutDirection = .leftToRight
    /// Properties of views that have a block, by view index; others have the defaults
    /// (ViewPropertyChecking.swift).
    var viewProperties: [Int: ViewProperties] = [:]
    /// The constraint names given so far, and the current equation's (ConstraintNameChecking.swift).
    var constraintNames = ConstraintNameState()
    /// What the view hierarchy needs: `superview`'s context and safe-area guides (HierarchyChecking.swift).
    var hierarchy = HierarchyState()
    /// What scroll views need: their content and frame guides (ScrollChecking.swift).
    var scroll = ScrollState()
    /// Whether any scroll view is declared: until one is, the fast path and the evaluation of
    /// attributes never look at scroll views (a plain flag, read per equation).
    var hasScrollViews = false
    /// What composition keeps: included files, and constraints held back for replacement
    /// (CompositionChecking.swift).
    var composition = CompositionState()
    /// What `when` blocks keep: their conditions and the one in force (VariantChecking.swift).
    var variants = VariantState()
    /// Hidden views: `hidden` properties and `hide`/`show` statements (VisibilityChecking.swift).
    var visibility = VisibilityState()
    /// Stacks' own properties in `when` blocks (StackVariationChecking.swift).
    var stackVariations = StackVariationState()
    /// Named constants (`let`) and the values given for them (ConstantChecking.swift).
    var constants = ConstantState()
    /// The content size category `scaled(...)` and `textStyle` are evaluated at (DynamicTypeChecking.swift).
    var contentSize = ContentSizeCategory.large
    /// Whether a `scaled(...)` number or a `textStyle` has been checked.
    var hasScaledValues = false
    /// The views with a `textStyle` and an intrinsic size, in the order checked.
    var textStyles: [TextStyleUse] = []
    /// The views with non-zero `alignmentInsets`, in the order checked.
    var alignmentInsets: [AlignmentInsetsUse] = []
    /// The first `scaled(...)` number checked.
    var firstScaledSpan: SourceSpan?
    /// The text styles of the `scaled(...)` numbers checked.
    var scaledStyles: Set<TextStyle> = []
    /// Made-up factors for some styles' scaled numbers (`CheckRequest.scaleOverrides`).
    var scaleOverrides: [TextStyle: Double] = [:]
    /// The keyboard's height to check at (`CheckRequest.keyboardHeight`).
    var keyboardHeight = 0.0

    /// Creates a checker for `source`.
    init(source: SourceFile, usesFastPath: Bool = true, keepsWrittenEquations: Bool = false) {
        self.source = source
        self.usesFastPath = usesFastPath && !keepsWrittenEquations
        self.keepsWrittenEquations = keepsWrittenEquations
        self.deduplicator = Deduplicator(source: source)
        viewsByName.insert("root", as: .root)
    }

    /// The IR built so far.
    var ir: LayoutIR {
        let rootMargins = properties(of: .root).margins
        var ir = LayoutIR(
            views: views, constraints: deduplicator.constraints, conditions: variants.conditions,
            declaredRootMargins: hierarchy.declaresRootMargins
                ? [rootMargins.top, rootMargins.left, rootMargins.bottom, rootMargins.right] : nil,
            hasMarginForms: hierarchy.hasMarginForms)
        if !visibility.entries.isEmpty { ir.visibility = visibility.ir }
        if !stackVariations.entries.isEmpty { ir.stackVariations = stackVariations.entries.map(\.variation) }
        ir.constants = constants.declared
        ir.contentSize = contentSize
        ir.hasScaledValues = hasScaledValues
        ir.textStyles = textStyles
        ir.alignmentInsets = alignmentInsets.sorted { $0.view.index < $1.view.index }
        ir.firstScaledSpan = firstScaledSpan
        ir.scaledStyles = TextStyle.allCases.filter { scaledStyles.contains($0) }
        ir.keyboardHeight = keyboardHeight
        ir.rootMarginAmounts = [rootMargins.top, rootMargins.left, rootMargins.bottom, rootMargins.right]
        ir.rootMarginsFollowSafeArea = properties(of: .root).insetsMarginsFromSafeArea
        return ir
    }

    /// Checks every statement of `tree`.
    mutating func check(_ tree: SyntaxTree) {
        deduplicator = Deduplicator(source: source, expectedCount: tree.statementCount)
        declaredTree = tree
        // Flat statements are plain equations and declarations: only boxed ones can compose.
        composition.isActive = CompositionState.isNeeded(by: tree.storage.boxed)
        check(storage: tree.storage)
        finishComposition()
        addContentGuides()
        // A stack's constraints are its own, installed once every statement is checked: no
        // `clear` or `override` replaces them.
        lowerStacks()
        deduplicator.decidePending()
        diagnostics += deduplicator.diagnostics
    }

    /// Checks the statements of `storage` in order; flat equations take the fast path straight
    /// from their nodes, and are built as syntax only when it gives up.
    mutating func check(storage: SyntaxStorage) {
        storage.bytes.withUnsafeBufferPointer { bytes in
            // One mutating call: the closure then holds no copy of the checker.
            check(storage: storage, bytes: bytes)
        }
    }

    /// Checks the statements of `storage`, whose source text is `bytes`.
    private mutating func check(storage: SyntaxStorage, bytes: UnsafeBufferPointer<UInt8>) {
        for entry in storage.entries {
            switch entry.kind {
            case .boxed:
                check(statement: storage.boxed[Int(entry.index)])
            case .viewDeclaration:
                declare(flat: storage.declarations[Int(entry.index)], in: storage, bytes: bytes)
            case .equation:
                let index = Int(entry.index)
                if usesFastPath, !composition.isActive,
                    let constraint = fastConstraint(for: storage.equations[index], in: storage, bytes: bytes)
                {
                    emit(constraint)
                } else {
                    // A flat equation is unnamed and free of bad syntax: exactly what
                    // `checkEquation` hands to the full checker.
                    let equation = storage.equation(at: index)
                    if composition.isActive { checkComposed(equation) } else { check(equation) }
                }
            }
        }
    }

    /// Checks `statements` in order: those of a file, or of a block inside one.
    mutating func check(statements: [Statement]) {
        for statement in statements {
            check(statement: statement)
        }
    }

    /// Checks one statement.
    mutating func check(statement: Statement) {
        switch statement {
        case .viewDeclaration(let declaration):
            declare(declaration)
        case .equation(let equation):
            if composition.isActive {
                checkComposed(equation)
            } else {
                checkEquation(equation)
            }
        case .use(let use):
            checkUse(use)
        case .clear(let clear):
            checkClear(clear)
        case .override(let block):
            checkOverride(block)
        case .when(let when):
            checkWhen(when)
        case .visibility(let statement):
            checkVisibility(statement)
        case .constant(let statement):
            checkLet(statement)
        case .canvas(let canvas):
            // The compiler reads the main file's top-level canvases; anywhere else one is misplaced.
            if composition.blockDepth > 0 {
                report(.error(
                    .misplacedCanvas, "'canvas' cannot appear inside a block", at: span(canvas.keywordRange),
                    notes: ["declare the canvases once, at the top level of the file"]))
            }
        case .bad:
            break
        }
    }

    /// Checks one equation and emits its constraints.
    mutating func checkEquation(_ equation: EquationSyntax) {
        // The fast path takes unnamed equations of core attributes; it gives exactly
        // what the full checker would, or nothing.
        if usesFastPath, equation.name == nil, let constraint = fastConstraint(for: equation) {
            emit(constraint)
        } else if !equation.containsBadSyntax {
            if let name = equation.name {
                checkNamed(equation, name: name)
            } else {
                check(equation)
            }
        }
    }

    /// The span of `range` in this file.
    func span(_ range: SourceRange) -> SourceSpan {
        source.span(range)
    }

    /// Reports `diagnostic`.
    mutating func report(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }

    /// Hands a finished constraint to deduplication, which decides on it in a later batch.
    mutating func emit(_ constraint: consuming LayoutConstraint) {
        // Set only when present: most constraints have neither, and the setters live in LayoutIR.
        if let name = constraintNames.current { constraint.name = name }
        if let condition = variants.currentCondition { constraint.condition = condition }
        if composition.isActive {
            compose(constraint)
        } else {
            deduplicator.append(constraint)
        }
    }

    // MARK: Names

    /// Declares the names of `declaration` as children of `parent`; each name's block (its
    /// properties and nested declarations) is checked right after the name, so views are
    /// declared in file order.
    mutating func declare(_ declaration: ViewDeclarationSyntax, parent: ViewID = .root) {
        // Root's blocks (`view root { margins 16 }`): the parser takes them only at the top level.
        for block in declaration.blocks where block.view.name == "root" && !declaration.names.contains(block.view) {
            declareRootProperties(block)
        }
        for name in declaration.names {
            if !constants.declared.isEmpty, reportViewNamedLikeConstant(name) { continue }
            if let existing = viewsByName[name.name] {
                reportDuplicate(name, of: existing)
                // Its nested views are still declared (under the first), so their uses raise nothing more.
                for block in declaration.blocks where block.view.range == name.range {
                    for child in block.children { declare(child, parent: existing) }
                }
                continue
            }
            let id = ViewID(views.count)
            viewsByName.insert(name.name, as: id)
            views.append(ViewDeclaration(
                name: name.name, span: span(name.range), isGuide: declaration.isGuide, parent: parent))
            if declaration.kind == .stack {
                views[id.index].stack = StackConfiguration()
                // Its margins differ from a view's default, so a stack always has properties.
                viewProperties[id.index] = .stackDefaults
            }
            if declaration.kind == .scroll {
                views[id.index].isScrollView = true
                hasScrollViews = true
            }
            // A view, stack or scroll view declared directly in a stack's block is arranged, in order.
            let arrangedIn = declaration.isGuide || views[parent.index].stack == nil ? nil : parent
            if let arrangedIn { views[arrangedIn.index].stack?.arrangedViews.append(ArrangedView(view: id)) }
            guard !declaration.blocks.isEmpty else { continue }
            for block in declaration.blocks where block.view.range == name.range {
                declareProperties(block, context: StackContext(declaration: declaration, arrangedIn: arrangedIn))
                for child in block.children {
                    declare(child, parent: id)
                }
                if declaration.kind == .stack { finishStackProperties(of: id, block: block) }
            }
        }
    }

    /// Declares the names of a flat `view` list (see `SyntaxStorage`) as `declare(_:)` declares
    /// the same list as syntax, without building it: a flat list has no blocks and no guides.
    private mutating func declare(
        flat declaration: FlatViewDeclaration, in storage: SyntaxStorage, bytes: UnsafeBufferPointer<UInt8>
    ) {
        let first = Int(declaration.firstName)
        for compact in storage.nameRanges[first..<(first + Int(declaration.nameCount))] {
            let range = compact.range
            let spelling = UnsafeBufferPointer(rebasing: bytes[range.start..<range.end])
            let name = String(decoding: spelling, as: UTF8.self)
            if !constants.declared.isEmpty, reportViewNamedLikeConstant(Identifier(name: name, range: range)) { continue }
            if let existing = viewsByName[bytes: spelling] {
                reportDuplicate(Identifier(name: name, range: range), of: existing)
                continue
            }
            viewsByName.insert(bytes: spelling, as: ViewID(views.count))
            views.append(ViewDeclaration(name: name, span: span(range), parent: .root))
        }
    }

    /// Reports `name` as a second declaration of the view `existing`.
    private mutating func reportDuplicate(_ name: Identifier, of existing: ViewID) {
        let first = views[existing.index].span.map { [RelatedLocation(span: $0, message: "first declared here")] }
        report(.error(
            .duplicateView, "view '\(name.name)' is declared twice", at: span(name.range), related: first ?? []))
    }

    /// The id of the view declared as `name` so far, if any.
    func viewID(named name: String) -> ViewID? {
        viewsByName[name]
    }

    /// The id of the view `name` refers to, or `nil` after reporting why there is none.
    mutating func resolveView(_ name: Identifier) -> ViewID? {
        if let id = viewsByName[name.name] { return id }
        let location = span(name.range)
        if let declaration = declarationRange(of: name.name) {
            report(.error(
                .viewUsedBeforeDeclaration, "view '\(name.name)' is used before its declaration", at: location,
                related: [RelatedLocation(span: span(declaration), message: "declared here")]))
            return nil
        }
        let known = views.map(\.name)
        if let suggestion = NameSuggestion.closest(to: name.name, among: known) {
            report(.error(
                .unknownView, "unknown view '\(name.name)'", at: location, notes: ["did you mean '\(suggestion)'?"],
                fixIts: [FixIt(span: location, replacement: suggestion)]))
        } else {
            report(.error(.unknownView, "unknown view '\(name.name)'", at: location))
        }
        return nil
    }

    /// Where `name` is first declared anywhere in the file, if it is.
    private mutating func declarationRange(of name: String) -> SourceRange? {
        if let declarationsByName { return declarationsByName[name] }
        var found: [String: SourceRange] = [:]
        let storage = declaredTree.storage
        // Flat equations declare nothing; only the other entries are built as syntax.
        for entry in storage.entries where entry.kind != .equation {
            if case .viewDeclaration(let declaration) = storage.statement(for: entry) {
                for name in declaration.allDeclaredNames where found[name.name] == nil {
                    found[name.name] = name.range
                }
            }
        }
        declarationsByName = found
        return found[name]
    }

    /// The attribute `name` refers to, or `nil` after reporting that there is none.
    mutating func resolveAttribute(_ name: Identifier) -> WrittenAttribute? {
        if let attribute = WrittenAttribute(named: name.name) { return attribute }
        let location = span(name.range)
        if let suggestion = NameSuggestion.closest(to: name.name, among: WrittenAttribute.allNames) {
            report(.error(
                .unknownAttribute, "unknown attribute '\(name.name)'", at: location,
                notes: ["did you mean '\(suggestion)'?"], fixIts: [FixIt(span: location, replacement: suggestion)]))
        } else {
            report(.error(.unknownAttribute, "unknown attribute '\(name.name)'", at: location))
        }
        return nil
    }

    /// `view.attribute` as written, for messages.
    func describe(_ term: WrittenTerm) -> String {
        "\(views[term.view.index].name).\(term.attribute.rawValue)"
    }
}

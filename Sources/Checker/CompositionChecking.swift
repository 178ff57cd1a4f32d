import LayoutIR
import LayoutParser
import LayoutSource

/// What a replacement compares: the attribute a constraint is about, as its left-hand side
/// names it, with the relation as written (`=` and `==` alike).
struct ReplacementKey: Hashable {
    /// The view on the left-hand side.
    var view: ViewID
    /// The attribute: the written one, or for a compound the component (`left` of `edges`).
    var attribute: String
    /// `=` (for both `=` and `==`), `>=` or `<=`.
    var relation: RelationOperator
}

extension ReplacementKey {
    /// The attributes a new constraint on `attribute` makes redundant on its axis, besides its
    /// own: EasyPeasy's rule (its `Node`: a center replaces the two edges of its axis, and an
    /// edge replaces the center). Edges: `left`, `leading`, `leftMargin`, `leadingMargin`,
    /// `top`, `topMargin`, `firstBaseline` and their far sides; centers: `centerX`, `centerY`
    /// and those within margins. Sizes replace only sizes, as before.
    static func madeRedundant(by attribute: String) -> [String] {
        for axis in redundancyAxes {
            if axis.centers.contains(attribute) {
                return axis.nearEdges + axis.farEdges + axis.centers.filter { $0 != attribute }
            }
            if axis.nearEdges.contains(attribute) || axis.farEdges.contains(attribute) { return axis.centers }
        }
        return []
    }

    /// Per axis, EasyPeasy's three position subnodes (`baseline` is keyed as `lastBaseline`).
    private static let redundancyAxes: [(nearEdges: [String], farEdges: [String], centers: [String])] = [
        (["left", "leading", "leftMargin", "leadingMargin"], ["right", "trailing", "rightMargin", "trailingMargin"],
         ["centerX", "centerXWithinMargins"]),
        (["top", "topMargin", "firstBaseline"], ["bottom", "bottomMargin", "lastBaseline"],
         ["centerY", "centerYWithinMargins"]),
    ]
}

/// A constraint held back until the whole file is checked, so that later ones can replace it.
struct ComposedConstraint {
    /// The constraint.
    var constraint: LayoutConstraint
    /// What a later constraint must match to replace it; `nil` when nothing can (its left-hand
    /// side is no single attribute, or it is implicit).
    var key: ReplacementKey?
    /// Whether it was made from a view's properties (an intrinsic size), not from an equation.
    var isImplicit: Bool
    /// Which file it came from: 0 for the main file, then included files in order.
    var file: Int
    /// Whether a later constraint replaced it or a `clear` dropped it.
    var isDropped = false
}

/// One relation of the equation being checked that may replace earlier constraints.
struct ReplacementTarget {
    /// Where the relation's left side starts: the start of the span its constraints carry.
    var start: Int
    /// The view and attribute of that side.
    var view: ViewID
    var attribute: WrittenAttribute
    /// The relation, `==` folded into `=`.
    var relation: RelationOperator
}

/// The checker's state for `use`, `clear` and `override` (see grammar.md, "Composition").
struct CompositionState {
    /// Reads included files; `nil` when the layout was compiled from text alone.
    var loader: (any IncludeLoader)?
    /// Whether constraints are held back for replacement: only for files that compose, so that
    /// every other file goes straight to deduplication as before.
    var isActive = false
    /// The canonical folder of the main file: no included file may lie outside it.
    var rootFolder = "."
    /// The main file's path as named, for messages.
    var rootPath = ""
    /// The main file's folder as named, standardized: paths as named must stay inside it.
    var rootPathFolder = "."
    /// The files being included, outermost first, the main file at the bottom: for cycles.
    var chain: [(canonical: String, path: String)] = []
    /// Every file included so far, by canonical path; only looked up.
    var includedPaths: Set<String> = []
    /// The included files, in the order they were first included.
    var sources: [SourceFile] = []
    /// The file being checked: 0 for the main file, `n` for `sources[n - 1]`.
    var file = 0
    /// How many blocks (`override`) enclose the statement being checked.
    var blockDepth = 0
    /// How many `override` blocks enclose it.
    var overrideDepth = 0
    /// Every constraint so far, in order.
    var constraints: [ComposedConstraint] = []
    /// The indices into `constraints` of each key's constraints; only looked up.
    var indicesByKey: [ReplacementKey: [Int]] = [:]
    /// The relations of the equation being checked that may replace, and whether one is.
    var targets: [ReplacementTarget] = []
    var isCheckingEquation = false
    /// `constraints.count` when the equation being checked began: it replaces only those before.
    var equationStart = 0

    /// How deep files may include files (the main file is depth 0): as deep as blocks nest.
    /// Each level is a level of recursion in the checker, and a file at the deepest level may
    /// hold the deepest blocks: together they stay within a 512 KB thread stack.
    static let maximumIncludeDepth = BlockLimits.maximumDepth

    /// Whether `statements` use composition at all.
    static func isNeeded(by statements: [Statement]) -> Bool {
        statements.contains { statement in
            switch statement {
            case .use, .clear, .override: true
            default: false
            }
        }
    }
}

extension Checker {
    // MARK: use

    /// Includes the file `use` names: checks its statements here, once per file.
    ///
    /// Each level of includes is a level of recursion, so the frame kept per level is this
    /// small one: finding and reading the file, with all its diagnostics, is `includedFile(for:)`.
    mutating func checkUse(_ use: UseSyntax) {
        guard let (file, canonical, path) = includedFile(for: use) else { return }
        composition.includedPaths.insert(canonical)
        composition.sources.append(file)
        let parsed = parse(file)
        for diagnostic in parsed.diagnostics { report(diagnostic) }
        composition.chain.append((canonical, path))
        let saved = (source, declaredTree, declarationsByName, composition.file)
        (source, declaredTree, declarationsByName) = (file, parsed.tree, nil)
        composition.file = composition.sources.count
        check(statements: parsed.tree.statements)
        (source, declaredTree, declarationsByName, composition.file) = saved
        composition.chain.removeLast()
    }

    /// The file `use` includes, its canonical path and its path as shown; or nil after reporting
    /// why nothing is included (misplaced, no loader, outside the tree, unreadable, a cycle, too
    /// deep), or when the file was included before.
    @inline(never)
    private mutating func includedFile(for use: UseSyntax) -> (file: SourceFile, canonical: String, path: String)? {
        let pathSpan = span(use.pathRange)
        guard composition.blockDepth == 0 else {
            report(.error(
                .misplacedUse, "'use' cannot appear inside a block", at: span(use.keywordRange),
                notes: ["include files at the top level of a file"]))
            return nil
        }
        guard let loader = composition.loader else {
            report(.error(
                .includeWithoutLoader, "cannot include '\(use.path)': this layout was compiled from text alone",
                at: pathSpan, notes: ["compile it from a file (the command line does), or give check(_:loader:) a loader"]))
            return nil
        }
        guard !use.path.hasPrefix("/") else {
            report(.error(
                .includeOutsideTree, "'\(use.path)' is an absolute path", at: pathSpan,
                notes: ["'use' paths are relative to the including file"]))
            return nil
        }
        let joined = IncludePath.joined(IncludePath.directory(of: source.path), use.path)
        let path = IncludePath.standardized(joined)
        let outside = Diagnostic.error(
            .includeOutsideTree, "'\(use.path)' is outside the folder of '\(composition.rootPath)'", at: pathSpan,
            notes: ["included files must lie in the folder of the file being compiled, or below it"])
        // Lexically first, so a path that climbs out is named as such whether or not it exists;
        // then canonically, so a symbolic link cannot lead out either.
        guard IncludePath.isInside(path, folder: composition.rootPathFolder) else {
            report(outside)
            return nil
        }
        let canonical: String
        switch loader.canonicalPath(of: joined) {
        case .success(let found): canonical = found
        case .failure(let error):
            report(.error(
                .unreadableInclude, "cannot read '\(use.path)': \(error.reason)", at: pathSpan,
                notes: path == use.path ? [] : ["looked for '\(path)'"]))
            return nil
        }
        guard IncludePath.isInside(canonical, folder: composition.rootFolder) else {
            report(outside)
            return nil
        }
        if let start = composition.chain.firstIndex(where: { $0.canonical == canonical }) {
            let cycle = composition.chain[start...].map(\.path) + [path]
            report(.error(.includeCycle, "include cycle: " + cycle.joined(separator: " -> "), at: pathSpan))
            return nil
        }
        // A file included before (a diamond: two files use one base) is not included again.
        guard !composition.includedPaths.contains(canonical) else { return nil }
        // Each level of includes is a level of recursion here: bounded, like nested blocks.
        let depth = composition.chain.count
        guard depth <= CompositionState.maximumIncludeDepth else {
            report(.error(
                .includeTooDeep,
                "'\(use.path)' would be included \(depth) files deep, more than \(CompositionState.maximumIncludeDepth)",
                at: pathSpan,
                notes: ["files may include one another at most \(CompositionState.maximumIncludeDepth) deep, below '\(composition.rootPath)'"]))
            return nil
        }
        switch loader.load(canonicalPath: canonical, displayPath: path) {
        case .success(let file):
            return (file, canonical, path)
        case .failure(let error):
            report(.error(.unreadableInclude, "cannot read '\(use.path)': \(error.reason)", at: pathSpan))
            return nil
        }
    }

    /// Refuses `use`, `clear` and `override` inside a `when` block: an include is no variant, and
    /// replacement is decided once for every variant.
    mutating func refuseCompositionInVariant(_ statement: Statement) {
        switch statement {
        case .use(let use):
            report(.error(
                .misplacedUse, "'use' cannot appear inside a block", at: span(use.keywordRange),
                notes: ["include files at the top level of a file"]))
        case .clear(let clear):
            report(.error(
                .compositionInVariant, "'clear' cannot appear inside a when block", at: span(clear.keywordRange),
                notes: ["what 'clear' drops is decided once for every variant"]))
        case .override(let block):
            report(.error(
                .compositionInVariant, "'override' cannot appear inside a when block", at: span(block.keywordRange),
                notes: ["replacement is decided once for every variant; constraints in a when block only add to the others"]))
        default:
            break
        }
    }

    // MARK: override

    /// Checks the statements of an `override` block: each constraint replaces earlier ones on
    /// its attribute, in this file too.
    mutating func checkOverride(_ block: OverrideSyntax) {
        composition.blockDepth += 1
        composition.overrideDepth += 1
        check(statements: block.statements)
        composition.overrideDepth -= 1
        composition.blockDepth -= 1
    }

    // MARK: clear

    /// Drops every constraint so far that involves one of the views (intrinsic sizes aside) or a
    /// scroll view's content or frame guide, and every `hide` and `show` of them (their `hidden`
    /// properties aside).
    mutating func checkClear(_ clear: ClearSyntax) {
        guard !clear.isIncomplete else { return }
        for name in clear.views {
            guard let view = name.name == "root" ? ViewID.root : resolveView(name) else { continue }
            var dropped = 0
            for index in composition.constraints.indices {
                let entry = composition.constraints[index]
                // A view's safe area, and a scroll view's content and frame guides, count as the view.
                guard !entry.isDropped, !entry.isImplicit,
                    entry.constraint.terms.contains(where: {
                        let term = views[$0.variable.view.index]
                        return $0.variable.view == view || term.safeAreaOwner == view || term.scrollGuide?.scrollView == view
                    })
                else { continue }
                composition.constraints[index].isDropped = true
                dropped += 1
            }
            if view != .root { dropped += clearVisibility(of: view) + clearStackVariations(of: view) }
            if dropped == 0 {
                // A stack's constraints come from its declaration, after every statement: say so
                // to someone who expected clear to take the view out of its stack.
                let stack = views.indices.first { views[$0].stack?.arrangedViews.contains { $0.view == view } ?? false }
                report(.warning(
                    .clearDropsNothing, "'clear \(name.name)' drops nothing: no earlier constraint involves '\(name.name)'",
                    at: span(name.range),
                    notes: stack.map {
                        ["the stack '\(views[$0].name)' arranges '\(name.name)'; clear leaves the constraints a stack makes, "
                            + "which its declaration decides"]
                    } ?? []))
            }
        }
    }

    // MARK: Replacement

    /// Checks `equation`, noting which of its relations can replace earlier constraints.
    mutating func checkComposed(_ equation: EquationSyntax) {
        if let name = equation.name, !equation.containsBadSyntax { replaceNamed(name, by: equation) }
        composition.targets.removeAll(keepingCapacity: true)
        var side = equation.left
        for clause in equation.relations {
            if let target = replacementTarget(side, clause.relation) { composition.targets.append(target) }
            side = clause.right
        }
        composition.isCheckingEquation = true
        composition.equationStart = composition.constraints.count
        checkEquation(equation)
        composition.isCheckingEquation = false
    }

    /// A named equation replaces the earlier constraints of that name from another file (or any,
    /// inside `override`), whatever their attributes: the name identifies them. The name is then
    /// free again, so it is no duplicate (D004).
    private mutating func replaceNamed(_ name: ConstraintNameSyntax, by equation: EquationSyntax) {
        let text = name.name.name
        guard variants.currentCondition == nil, let first = constraintNames.uses[text]?.first,
            composition.overrideDepth > 0 || first.span.path != source.path
        else { return }
        let named = composition.constraints.indices.filter {
            !composition.constraints[$0].isDropped && composition.constraints[$0].constraint.name == text
        }
        // Constraints of that name under a condition hold in some variants only: no replacing them.
        guard !named.isEmpty, named.allSatisfy({ composition.constraints[$0].constraint.condition == nil }) else { return }
        var replaced: [SourceSpan] = []
        for index in named {
            composition.constraints[index].isDropped = true
            if replaced.last != composition.constraints[index].constraint.span {
                replaced.append(composition.constraints[index].constraint.span)
            }
        }
        constraintNames.uses[text] = nil
        report(Diagnostic(
            .note, .replacedConstraint, "replaces the earlier constraint named '\(text)'", at: span(equation.range),
            related: replaced.map { RelatedLocation(span: $0, message: "replaced constraint", constraintName: text) },
            constraintName: text))
    }

    /// The attribute `side` names if it is a single `view.attribute` (in parentheses or not).
    private func replacementTarget(_ side: Expression, _ relation: RelationOperator) -> ReplacementTarget? {
        var expression = side
        while case .parenthesized(let inner) = expression { expression = inner.inner }
        guard case .attribute(let reference) = expression,
            let view = reference.view.name == "root" ? ViewID.root : viewID(named: reference.view.name),
            let attribute = WrittenAttribute(named: reference.attribute.name)
        else { return nil }
        return ReplacementTarget(
            start: side.range.start, view: view, attribute: attribute,
            relation: relation == .equal ? .assign : relation)
    }

    /// Holds `constraint` back, after it replaces the earlier constraints it should.
    ///
    /// A constraint under a `when` condition neither replaces nor is replaced: replacement is
    /// decided once for every variant, and such a constraint holds in some only.
    mutating func compose(_ constraint: LayoutConstraint) {
        guard composition.isCheckingEquation, constraint.condition == nil else {
            // Outside an equation, and outside every block, a constraint is an intrinsic size's.
            let isImplicit = !composition.isCheckingEquation && constraint.condition == nil
            composition.constraints.append(
                ComposedConstraint(constraint: constraint, key: nil, isImplicit: isImplicit, file: composition.file))
            return
        }
        let key = composition.targets.first { $0.start == constraint.span.range.start }.map { target in
            var attribute = constraint.component ?? target.attribute.rawValue
            // `baseline` means `lastBaseline`: one attribute, two spellings.
            if attribute == WrittenAttribute.baseline.rawValue { attribute = WrittenAttribute.lastBaseline.rawValue }
            return ReplacementKey(view: target.view, attribute: attribute, relation: target.relation)
        }
        let index = composition.constraints.count
        if let key {
            replace(key, by: constraint)
            for attribute in ReplacementKey.madeRedundant(by: key.attribute) {
                replace(ReplacementKey(view: key.view, attribute: attribute, relation: key.relation), by: constraint, redundantBy: key)
            }
            composition.indicesByKey[key, default: []].append(index)
        }
        composition.constraints.append(
            ComposedConstraint(constraint: constraint, key: key, isImplicit: false, file: composition.file))
    }

    /// Drops the earlier constraints on `key` that `constraint` replaces: those from another
    /// file, or, inside `override`, any; and notes each replacement.
    /// With `redundantBy`, the replaced constraints are on another attribute that the new one on
    /// `redundantBy` makes redundant (a `centerX` replaces `left`), and the note says so.
    private mutating func replace(
        _ key: ReplacementKey, by constraint: LayoutConstraint, redundantBy cause: ReplacementKey? = nil
    ) {
        guard let indices = composition.indicesByKey[key] else { return }
        var replaced: [RelatedLocation] = []
        for index in indices where index < composition.equationStart {
            let entry = composition.constraints[index]
            guard !entry.isDropped, composition.overrideDepth > 0 || entry.file != composition.file else { continue }
            composition.constraints[index].isDropped = true
            let name = entry.constraint.name
            replaced.append(RelatedLocation(
                span: entry.constraint.span, message: "replaced constraint" + (name.map { " '\($0)'" } ?? ""),
                constraintName: name))
        }
        guard !replaced.isEmpty else { return }
        let what = "'\(views[key.view.index].name).\(key.attribute) \(key.relation.rawValue)'"
        let count = replaced.count == 1 ? "an earlier \(what) constraint" : "\(replaced.count) earlier \(what) constraints"
        let reason = cause.map { ", which '\(views[$0.view.index].name).\($0.attribute) \($0.relation.rawValue)' makes redundant" } ?? ""
        report(Diagnostic(
            .note, .replacedConstraint, "replaces \(count)\(reason)", at: constraint.span, related: replaced,
            constraintName: constraint.name))
    }

    /// Hands the constraints that survived replacement and `clear` to deduplication, in order.
    mutating func finishComposition() {
        guard composition.isActive else { return }
        deduplicator.includedSources = composition.sources
        for entry in composition.constraints where !entry.isDropped {
            deduplicator.append(entry.constraint)
        }
        composition.constraints = []
        composition.indicesByKey = [:]
    }
}

extension CompositionState {
    /// Sets up including from the main file `source` through `loader`: its folder bounds every
    /// included file, and it starts the chain that cycles are found in.
    mutating func start(from source: SourceFile, loader: any IncludeLoader) {
        self.loader = loader
        rootPath = source.path
        let folder = IncludePath.directory(of: source.path)
        rootPathFolder = IncludePath.standardized(folder)
        rootFolder = (try? loader.canonicalPath(of: folder).get()) ?? IncludePath.standardized(folder)
        let canonical = (try? loader.canonicalPath(of: source.path).get()) ?? IncludePath.standardized(source.path)
        chain = [(canonical, IncludePath.standardized(source.path))]
        includedPaths = [canonical]
    }
}

import LayoutChecker
import LayoutIR
import LayoutSource

/// What to compile: the same as what to check (a source file, the writing direction, and where
/// included files come from), since compiling is checking into IR ready to solve.
public typealias CompileRequest = CheckRequest

/// The one-call entry point: source text in, a layout ready to solve out.
public enum LayoutCompiler {
    /// Checks the request's source into constraint IR, keeping the front end's diagnostics.
    public static func compile(_ request: CompileRequest) -> CompiledLayout {
        compileKeepingCheck(request).layout
    }

    /// `compile(_:)` with the checker's result beside the layout, for the tools that also need
    /// the syntax tree or the IR's written equations (render, generate, the language server):
    /// every command reaches a compiled layout through here, so all see the same findings (the
    /// file's canvases, C001/C003, included).
    package static func compileKeepingCheck(_ request: CompileRequest) -> (checked: CheckResult, layout: CompiledLayout) {
        let result = LayoutChecker.check(request)
        let declared = CheckCanvas.declared(in: result.tree, source: request.source)
        let layout = CompiledLayout(
            source: request.source, ir: result.ir, diagnostics: result.diagnostics + declared.errors,
            sources: result.sources, declaredCanvases: declared.canvases)
        return (result, layout)
    }
}

/// A checked layout: its IR and the front end's diagnostics, ready to solve at any canvas size.
public struct CompiledLayout: Sendable {
    /// The source the layout was compiled from.
    public let source: SourceFile
    /// The checked, deduplicated constraints.
    public let ir: LayoutIR
    /// The front end's diagnostics, in output order.
    public let diagnostics: [Diagnostic]
    /// Every file the layout was compiled from: `source` first, then the files it includes
    /// (`use`), so that diagnostics in any of them can be shown with their text.
    public let sources: [SourceFile]
    /// The canvases the file declares (`canvas "iPhoneSE3", "375x"` at its top level), in order:
    /// what `layoutc check` and `solve` use when the command line names none.
    public let declaredCanvases: [CheckCanvas]

    /// Creates a compiled layout from IR made elsewhere, such as by hand in a test; `sources`
    /// defaults to `source` alone.
    public init(
        source: SourceFile, ir: LayoutIR, diagnostics: [Diagnostic], sources: [SourceFile] = [],
        declaredCanvases: [CheckCanvas] = []
    ) {
        self.source = source
        self.ir = ir
        self.diagnostics = diagnostics.sortedForOutput()
        self.sources = sources.first?.path == source.path ? sources : [source] + sources
        self.declaredCanvases = declaredCanvases
    }

    /// Whether the front end found errors; such a layout is never solved.
    public var hasErrors: Bool { diagnostics.containsErrors }

    /// Solves the layout with root's size set to `size`, or left to the file's constraints if nil.
    ///
    /// With front-end errors nothing is solved. If the required constraints conflict, the result
    /// has S001 errors and no frames; otherwise it has every view's frame, and S002 warnings for
    /// attributes the constraints leave free.
    public func solve(size: CanvasSize?) -> LayoutSolution {
        solve(in: LayoutEnvironment(size: size))
    }

    /// Solves the layout in `environment`: its canvas size and whatever else the file depends on.
    public func solve(in environment: LayoutEnvironment) -> LayoutSolution {
        guard !hasErrors else { return LayoutSolution(frames: [], diagnostics: diagnostics) }
        if measuresMarginsApart(in: environment) { return measuringMargins(in: environment).solve(in: environment) }
        let (applicable, errors) = applicableLayout(in: environment)
        guard errors.isEmpty else {
            return LayoutSolution(frames: [], diagnostics: (diagnostics + errors).sortedForOutput())
        }
        var solution = applicable.solved(canvas: environment.size, safeAreaInsets: environment.safeAreaInsets)
        markHidden(in: &solution, context: variantContext(in: environment))
        return solution
    }

    /// Marks the frames of the views hidden in `context` (grammar.md, "Hidden views").
    func markHidden(in solution: inout LayoutSolution, context: VariantContext) {
        guard !ir.visibility.isEmpty, !solution.frames.isEmpty else { return }
        var isHidden = [Bool](repeating: false, count: ir.views.count)
        for view in ir.hiddenViews(in: context) { isHidden[view.index] = true }
        // Frames are root then the reported views in view order; names are unique.
        var hiddenNames = Set<String>()
        for view in ir.viewIDs where isHidden[view.index] { hiddenNames.insert(ir.name(of: view)) }
        for index in solution.frames.indices {
            solution.frames[index].isHidden = hiddenNames.contains(solution.frames[index].name)
        }
    }

    /// The layout to solve in `environment`: with `when` blocks, restricted to the constraints
    /// that apply there, else itself; and the errors (constraints that need a canvas none gave)
    /// that keep it from being solved, empty when it can be.
    func applicableLayout(in environment: LayoutEnvironment) -> (layout: CompiledLayout, errors: [Diagnostic]) {
        guard hasVariants else { return (self, []) }
        let active = activeConstraints(in: variantContext(in: environment))
        let context = variantContext(in: environment)
        let errors = canvasNeededErrors(active) + hiddenNeedsCanvasErrors(in: context) + stackVariationNeedsCanvasErrors(in: context)
        return errors.isEmpty ? (restricted(to: active.mask), []) : (self, errors)
    }

    /// The solution a lowered layout holds: frames and warnings, or errors and no frames.
    func solution(from lowered: LoweredLayout, canvas: CanvasSize?) -> LayoutSolution {
        let (solutionDiagnostics, hasErrors) = self.solutionDiagnostics(from: lowered, canvas: canvas)
        guard !hasErrors else { return LayoutSolution(frames: [], diagnostics: solutionDiagnostics) }
        let all = lowered.frames(of: ir)
        let isGuide = ir.views.map(\.isGuide)
        // Safe-area and scroll guides are the compiler's, not the file's: not reported.
        let reported = all.indices.filter { ir.isReported(ViewID($0)) }
        let hasScrollViews = ir.views.contains(where: \.isScrollView)
        let contentSizes = hasScrollViews ? ir.contentSizes(from: lowered.currentValues()) : []
        if let error = nonFiniteFrameError(frames: reported.map { all[$0] }, contentSizes: contentSizes) {
            return LayoutSolution(frames: [], diagnostics: (solutionDiagnostics + [error]).sortedForOutput())
        }
        return LayoutSolution(
            frames: reported.filter { !isGuide[$0] }.map { all[$0] },
            guides: reported.filter { isGuide[$0] }.map { all[$0] },
            diagnostics: solutionDiagnostics,
            parents: reported.dropFirst().map { (ir.name(of: ViewID($0)), ir.name(of: ir.parent(of: ViewID($0)) ?? .root)) },
            contentSizes: contentSizes)
    }

    /// S007 for the first of `frames` (or content sizes) that is not finite, at its view's
    /// declaration; nil when all are. Numbers within `NumberLimit` cannot overflow one by one,
    /// but a chain of small multipliers (`1e-6 * b.width = a.width`, then `c` of `b`...) grows a
    /// length a million-fold a link, and frames are never printed as null.
    func nonFiniteFrameError(frames: [ViewFrame], guides: [ViewFrame] = [], contentSizes: [ContentSize]) -> Diagnostic? {
        func isBroken(_ frame: ViewFrame) -> Bool {
            !(frame.x.isFinite && frame.y.isFinite && frame.width.isFinite && frame.height.isFinite)
        }
        let broken = frames.first(where: isBroken)?.name ?? guides.first(where: isBroken)?.name
            ?? contentSizes.first { !$0.width.isFinite || !$0.height.isFinite }?.name
        guard let broken else { return nil }
        let declaration = ir.views.first { $0.name == broken }?.span
        return .error(
            .nonFiniteFrame, "the frame of '\(broken)' is not finite: its constraints make it larger than a double holds",
            at: declaration,
            notes: ["every number is within \(NumberLimit.spelled), but multipliers in a chain multiply lengths link after link"])
    }

    /// The diagnostics of the solution a lowered layout holds, in output order: the front end's
    /// and the S001/S003 errors if there are any (`hasErrors`; then there are no frames), else
    /// the front end's and the S002 warnings.
    func solutionDiagnostics(from lowered: LoweredLayout, canvas: CanvasSize?) -> (
        diagnostics: [Diagnostic], hasErrors: Bool
    ) {
        let errors = ConflictDiagnostics(ir: ir, sources: sources, canvas: canvas).diagnostics(for: lowered)
        guard errors.isEmpty else { return ((diagnostics + errors).sortedForOutput(), true) }
        let warnings = Determinacy(ir: ir, sources: sources).diagnostics(for: lowered, canvas: canvas)
        return ((diagnostics + warnings).sortedForOutput(), false)
    }
}

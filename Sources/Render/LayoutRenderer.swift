import LayoutChecker
import LayoutCompiler
import LayoutIR
import LayoutSource

/// What to draw: a file as checked, the environment to solve it in, and whether to draw constraints.
public struct RenderRequest: Sendable {
    /// The file, its writing direction and where included files come from.
    public var check: CheckRequest
    /// The canvas size, idiom, flags and safe area.
    public var environment: LayoutEnvironment
    /// Whether each constraint is drawn as a line (`--constraints`).
    public var drawsConstraints: Bool

    /// Creates a request.
    public init(check: CheckRequest, environment: LayoutEnvironment, drawsConstraints: Bool = false) {
        self.check = check
        self.environment = environment
        self.drawsConstraints = drawsConstraints
    }
}

/// A drawn layout: the scene, the solution's diagnostics, and whether it could be drawn.
public struct RenderedLayout: Sendable {
    /// What the picture shows.
    public var scene: RenderScene
    /// The diagnostics of the solve as it was asked for (S001 included), in output order.
    public var diagnostics: [Diagnostic]
    /// Every file the layout came from, the checked one first.
    public var sources: [SourceFile]
    /// Whether there is a picture: false only when the front end found errors.
    public var isDrawable: Bool

    /// The picture as SVG text.
    public var svg: String { SVGWriter.svg(scene) }
}

/// Checks, solves and draws layouts: the library entry point behind `layoutc render`.
public enum LayoutRenderer {
    /// The priority conflicting required constraints are relaxed to, so that the rest still holds.
    static let relaxedPriority = ConstraintPriority(999)
    /// How many rounds of relaxing a conflict may take before the renderer gives up.
    static let maximumRelaxingRounds = 8

    /// Checks and solves `request`; conflicting required constraints are relaxed so that the
    /// layout is still drawn, their views marked.
    public static func render(_ request: RenderRequest) -> RenderedLayout {
        var checkRequest = request.check
        checkRequest.keepsWrittenEquations = request.drawsConstraints
        let (checked, layout) = LayoutCompiler.compileKeepingCheck(checkRequest)
        let environment = request.environment
        guard !layout.hasErrors else {
            return RenderedLayout(
                scene: RenderScene(frames: [], canvas: environment.size), diagnostics: layout.diagnostics,
                sources: layout.sources, isDrawable: false)
        }
        let asked = layout.solve(in: environment)
        let relaxed = relaxingConflicts(of: layout, solution: asked, in: environment)
        let solution = relaxed.solution
        var scene = RenderScene(
            frames: solution.frames, guides: solution.guides, parents: solution.parents, canvas: environment.size,
            safeAreaInsets: environment.safeAreaInsets)
        scene.margins = margins(of: checked, frames: solution.frames, in: environment)
        for use in layout.ir.alignmentInsets {
            let name = layout.ir.name(of: use.view)
            guard let frame = solution.frame(named: name) else { continue }
            let insets = use.insets
            scene.alignmentRects[name] = ViewFrame(
                name: name, x: frame.x + insets.left, y: frame.y + insets.top,
                width: frame.width - insets.left - insets.right, height: frame.height - insets.top - insets.bottom)
        }
        scene.contentAreas = solution.contentSizes.compactMap { size in
            solution.frame(named: size.name).map {
                ViewFrame(name: size.name, x: $0.x, y: $0.y, width: size.width, height: size.height)
            }
        }
        // S002 as asked: a relaxed solve's optional members would leave other attributes free.
        scene.undetermined = undeterminedViews(in: asked.diagnostics, ir: layout.ir)
        scene.conflicts = conflictViews(relaxed.members, ir: layout.ir, sources: layout.sources)
        if request.drawsConstraints {
            // Constraints act on alignment rectangles: lines end on them, and a margin (measured
            // from the drawn frame) lies the inset less inside the alignment rectangle.
            var frames = solution.frames
            var margins = scene.margins
            for (index, frame) in frames.enumerated() {
                guard let rect = scene.alignmentRects[frame.name] else { continue }
                frames[index] = ViewFrame(
                    name: frame.name, x: rect.x, y: rect.y, width: rect.width, height: rect.height, isHidden: frame.isHidden)
                if let margin = margins[frame.name] {
                    margins[frame.name] = SafeAreaInsets(
                        top: margin.top - (rect.y - frame.y), left: margin.left - (rect.x - frame.x),
                        bottom: margin.bottom - (frame.y + frame.height - rect.y - rect.height),
                        right: margin.right - (frame.x + frame.width - rect.x - rect.width))
                }
            }
            scene.constraints = ConstraintDrawing(
                ir: layout.ir, frames: frames + solution.guides, margins: margins,
                direction: checkRequest.direction, sources: layout.sources, environment: environment,
                relaxed: relaxed.relaxed
            ).lines()
        }
        return RenderedLayout(scene: scene, diagnostics: asked.diagnostics, sources: layout.sources, isDrawable: true)
    }

    /// The solution with one member of every S001 conflict made optional (the latest written,
    /// where the error stands, as Auto Layout breaks one constraint), round after round until no
    /// conflict is left; the indices of every conflict's written members, and of those relaxed. Relaxing one member
    /// a conflict keeps the rest of the layout as written, and keeps the solve cheap: a grid of
    /// 1,600 cells whose every member was relaxed took seconds, one member a row milliseconds.
    static func relaxingConflicts(
        of layout: CompiledLayout, solution: LayoutSolution, in environment: LayoutEnvironment
    ) -> (solution: LayoutSolution, members: [Int], relaxed: Set<Int>) {
        var ir = layout.ir
        var current = solution
        var members: Set<Int> = []
        var relaxedIndices: Set<Int> = []
        for round in 0..<maximumRelaxingRounds {
            let spans = conflictSpans(in: current.diagnostics)
            guard !spans.all.isEmpty else { break }
            // The last round relaxes every member, so that some picture comes out in the end.
            let relaxed = round == maximumRelaxingRounds - 1 ? spans.all : spans.primary
            var changed = false
            for index in ir.constraints.indices where spans.all.contains(ir.constraints[index].span) {
                members.insert(index)
                guard ir.constraints[index].priority.isRequired, relaxed.contains(ir.constraints[index].span) else { continue }
                ir.constraints[index].priority = relaxedPriority
                relaxedIndices.insert(index)
                changed = true
            }
            guard changed else { break }
            let layoutRelaxed = CompiledLayout(source: layout.source, ir: ir, diagnostics: layout.diagnostics, sources: layout.sources)
            current = layoutRelaxed.solve(in: environment)
        }
        return (current, members.sorted(), relaxedIndices)
    }

    /// The spans of every S001 error's location (its latest written member) and of all its
    /// written members (its location and its related ones); S005's too, whose written members
    /// force a safe area off its definition, so that its picture is drawn relaxed as well.
    static func conflictSpans(in diagnostics: [Diagnostic]) -> (primary: Set<SourceSpan>, all: Set<SourceSpan>) {
        var primary: Set<SourceSpan> = []
        var all: Set<SourceSpan> = []
        for diagnostic in diagnostics where diagnostic.code.rawValue == "S001" || diagnostic.code.rawValue == "S005" {
            if let span = diagnostic.span {
                primary.insert(span)
                all.insert(span)
            }
            for related in diagnostic.related { all.insert(related.span) }
        }
        return (primary, all)
    }

    /// Each view's effective margins, measured from its frame as the shading draws them: its
    /// property block's (or UIKit's default: 8, 0 for a stack) plus, when it insets them from the safe area,
    /// how far root's unsafe region reaches into it on each side; root's at least the system
    /// minimum when it is a view controller's view (grammar.md, "Margins").
    static func margins(
        of checked: CheckResult, frames: [ViewFrame] = [], in environment: LayoutEnvironment = LayoutEnvironment()
    ) -> [String: SafeAreaInsets] {
        var declared: [Int: DeclaredViewProperties] = [:]
        for properties in checked.viewProperties { declared[properties.view.index] = properties }
        var frameByName: [String: ViewFrame] = [:]
        for frame in frames { frameByName[frame.name] = frame }
        let insets = environment.safeAreaInsets
        let root = frames.first
        var result: [String: SafeAreaInsets] = [:]
        for (index, view) in checked.ir.views.enumerated() where !view.isGuide && view.safeAreaOwner == nil {
            let properties = declared[index] ?? DeclaredViewProperties.defaults(of: ViewID(index))
            var values = properties.margins
            guard values.count == 4 else { continue }
            if index == ViewID.root.index, environment.rootIsViewControllerView {
                let width = environment.size?.width ?? root?.width
                let minimum = [MarginSide.top, .left, .bottom, .right].map {
                    SystemMinimumMargins.minimum(on: $0, canvasWidth: width)
                }
                let own = checked.ir.declaredRootMargins ?? minimum
                values = zip(own, minimum).map { max($0, $1) }
            }
            if insets != .zero, properties.insetsMarginsFromSafeArea, let root, let frame = frameByName[view.name] {
                // The view's own safe-area inset on each side: root's safe area clipping its frame.
                values[0] += max(0, root.y + insets.top - frame.y)
                values[1] += max(0, root.x + insets.left - frame.x)
                values[2] += max(0, frame.y + frame.height - (root.y + root.height - insets.bottom))
                values[3] += max(0, frame.x + frame.width - (root.x + root.width - insets.right))
            }
            result[view.name] = SafeAreaInsets(top: values[0], left: values[1], bottom: values[2], right: values[3])
        }
        return result
    }

    /// The views S002 warnings are about: each is located at its view's declaration.
    static func undeterminedViews(in diagnostics: [Diagnostic], ir: LayoutIR) -> Set<String> {
        let spans = Set(diagnostics.filter { $0.code.rawValue == "S002" }.compactMap(\.span))
        guard !spans.isEmpty else { return [] }
        return Set(ir.views.filter { $0.span.map(spans.contains) ?? false }.map(\.name))
    }

    /// The views each relaxed constraint relates, with the source lines naming them.
    static func conflictViews(_ members: [Int], ir: LayoutIR, sources: [SourceFile]) -> [String: [String]] {
        var result: [String: [String]] = [:]
        for index in members {
            let constraint = ir.constraints[index]
            let line = sourceLine(of: constraint.span, in: sources)
            var seen: Set<Int> = []
            for term in constraint.terms {
                var view = term.variable.view
                // A safe-area or scroll guide stands for its view, root's keyboard or readable guide for root.
                if let owner = ir.views[view.index].safeAreaOwner ?? ir.views[view.index].scrollGuide?.scrollView { view = owner }
                if ir.views[view.index].rootGuide != nil { view = .root }
                guard seen.insert(view.index).inserted else { continue }
                let name = ir.name(of: view)
                if !(result[name]?.contains(line) ?? false) { result[name, default: []].append(line) }
            }
        }
        return result
    }

    /// `path:line` of a span.
    static func sourceLine(of span: SourceSpan, in sources: [SourceFile]) -> String {
        guard let file = sources.first(where: { $0.path == span.path }) else { return span.path }
        return "\(span.path):\(file.line(at: span.range.start))"
    }
}

import LayoutChecker
import LayoutCompiler
import LayoutIR
import LayoutParser
import LayoutSource

/// A canvas the client configured, as `--size` and `--device` spell them (`375x667`, `375x`,
/// `iPhoneSE3:landscape`, `degenerate`), with its spelling.
public struct ConfiguredSize: Hashable, Sendable {
    /// The canvas as written.
    public var label: String
    /// The canvases it names (`degenerate` names several).
    public var canvases: [CheckCanvas]

    /// The canvases `text` names, or nil if it names none or a size beyond `NumberLimit`.
    public init?(_ text: String) {
        guard let canvases = CheckCanvas.named(text), !canvases.contains(where: \.isBeyondLimit) else { return nil }
        self.label = text
        self.canvases = canvases
    }

    /// The size, when this is a plain `WxH` (what `check --size` takes as a size).
    var size: CanvasSize? {
        guard canvases.count == 1, canvases[0].reason == nil, case .size(let size) = canvases[0].kind else { return nil }
        return size
    }
}

/// Everything the server knows about one version of a document: the syntax tree and its index,
/// the compiled layout and `check`'s findings at the configured sizes.
struct DocumentAnalysis: Sendable {
    /// The document's URI.
    var uri: String
    /// The version analysed.
    var version: Int
    /// The text analysed.
    var file: SourceFile
    /// The sizes the findings were made at.
    var sizes: [ConfiguredSize]
    /// The content size category the file was checked at (the `contentSize` setting).
    var contentSize: ContentSizeCategory { layout.ir.contentSize }
    /// The keyboard's height the file was checked at (the `keyboard` setting).
    var keyboardHeight: Double { layout.ir.keyboardHeight }
    /// The syntax tree.
    var tree: SyntaxTree
    /// The names in the tree.
    var index: SyntaxIndex
    /// The compiled layout (its `sources` are the file and the files it includes).
    var layout: CompiledLayout
    /// `check`'s findings, exactly: `CompiledLayout.findings` at `sizes`; nil until
    /// `withFindings()` (a hover or a definition does not need them, and they cost a solve per size).
    var findings: [Diagnostic]?

    /// The findings (empty before `withFindings()`).
    var diagnostics: [Diagnostic] { findings ?? [] }

    /// Analyses `document` as `layoutc check --size ...` would check it, findings left for later.
    init(
        document: TextDocument, sizes: [ConfiguredSize], contentSize: ContentSizeCategory = .large,
        keyboardHeight: Double = 0, loader: any IncludeLoader
    ) {
        var request = CheckRequest(source: document.file, loader: loader)
        request.contentSize = contentSize
        request.keyboardHeight = keyboardHeight
        // The compiler's one road, so that the findings are `check`'s: the file's own canvases
        // (used when no size is configured) and a C001/C003 for each that is none.
        let (checked, layout) = LayoutCompiler.compileKeepingCheck(request)
        self.uri = document.uri
        self.version = document.version
        self.file = document.file
        self.sizes = sizes
        self.tree = checked.tree
        self.index = SyntaxIndex(tree: checked.tree)
        self.layout = layout
    }

    /// The analysis with its findings made.
    func withFindings() -> DocumentAnalysis {
        guard findings == nil else { return self }
        var analysis = self
        analysis.findings = layout.findings(
            sizes: sizes.compactMap(\.size), canvases: sizes.filter { $0.size == nil }.flatMap(\.canvases))
        return analysis
    }

    /// The file of `path`: the document or one it includes.
    func source(at path: String) -> SourceFile? {
        path == file.path ? file : layout.sources.first { $0.path == path }
    }

    /// The LSP location of `span`, in whichever file it is.
    func location(of span: SourceSpan, encoding: PositionEncoding) -> JSON? {
        guard let source = source(at: span.path) else { return nil }
        let uri = span.path == file.path ? uri : DocumentURI.uri(of: span.path)
        return .object(["uri": .string(uri), "range": source.lspRange(of: span.range, encoding: encoding)])
    }

    /// The id of the view or guide `name` declared in the IR, if any.
    func viewID(named name: String) -> ViewID? {
        layout.ir.views.firstIndex { $0.name == name && !$0.isImplicitGuide }.map(ViewID.init)
    }
}

/// One solve of a layout for hover: the environment, the IR the solver used and each view's
/// primaries by id.
struct SolvedCanvas {
    /// The size as written, or `no canvas` when root's size was left to the file.
    var label: String
    /// The layout solved (for its margins as this environment measures them).
    var layout: CompiledLayout
    /// The environment solved in.
    var environment: LayoutEnvironment
    /// The IR as solved: margins measured as `environment` measures them (same constraint and
    /// view ids as the layout's, safe-area guides appended).
    var ir: LayoutIR
    /// Frames by view id in `ir` (nil for a view not solved).
    var frames: [ViewFrame?]
    /// The first error, when nothing could be solved.
    var failure: Diagnostic?

    /// Solves `layout` at each configured size and device (a fitted size at the size it fits,
    /// as `check` does), or at the file's own canvases when none is configured, or once without
    /// a size when the file declares none either.
    static func solve(_ analysis: DocumentAnalysis) -> [SolvedCanvas] {
        let layout = analysis.layout
        var configured = analysis.sizes.map { ($0.label, $0.canvases) }
        if configured.isEmpty {
            configured = layout.declaredCanvases.filter { $0.reason == nil }.map { ($0.name, [$0]) }
        }
        var environments: [(String, LayoutEnvironment)] = []
        for (written, canvases) in configured {
            for canvas in canvases {
                let label = canvases.count == 1 ? written : "\(written) \(canvas.kindLabel)"
                switch canvas.kind {
                case .size(let size):
                    environments.append((label, LayoutEnvironment(size: size, safeAreaInsets: canvas.safeAreaInsets)))
                case .device(let device):
                    environments.append((label, device.environment()))
                case .fitting(let fitting):
                    var environment = LayoutEnvironment(safeAreaInsets: canvas.safeAreaInsets)
                    let size = layout.fittedSize(fitting, in: environment)
                    environment.size = size
                    environments.append(("\(label) (\(size))", environment))
                }
            }
        }
        if environments.isEmpty { environments = [("no canvas size", LayoutEnvironment(size: nil))] }
        return environments.map { label, environment in
            let solved = layout.inspectedSolve(in: environment)
            var frames = [ViewFrame?](repeating: nil, count: solved.ir.views.count)
            var failure: Diagnostic?
            if let all = solved.frames {
                for (index, frame) in all.enumerated() where index < frames.count { frames[index] = frame }
            } else {
                failure = layout.solve(in: environment).diagnostics.first(where: \.isError)
            }
            return SolvedCanvas(
                label: label, layout: layout, environment: environment, ir: solved.ir, frames: frames, failure: failure)
        }
    }

    /// Where `view`'s margin on `side` is, as the solver measured it here: from the view's safe
    /// area or its frame, by the amount the environment gives; nil when no constraint uses that
    /// margin (then the layout does not say what it is) or the view is not solved.
    func margin(of view: ViewID, side: MarginSide) -> Double? {
        let uses = layout.ir.constraints.lazy.compactMap(\.margins).flatMap(\.uses)
        guard let use = uses.first(where: { $0.view == view && $0.side == side }) else { return nil }
        var owner = view
        if layout.measuresFromSafeArea(use, in: environment) {
            guard let guide = ir.views.indices.first(where: { ir.views[$0].safeAreaOwner == view }) else { return nil }
            owner = ViewID(guide)
        }
        guard owner.index < frames.count, let frame = frames[owner.index] else { return nil }
        let amount = layout.marginAmount(use, in: environment)
        switch side {
        case .left: return frame.x + amount
        case .top: return frame.y + amount
        case .right: return frame.x + frame.width - amount
        case .bottom: return frame.y + frame.height - amount
        }
    }

    /// The value of a primary of a view, if solved.
    func value(of variable: LayoutVariable) -> Double? {
        guard variable.view.index < frames.count, let frame = frames[variable.view.index] else { return nil }
        switch variable.attribute {
        case .left: return frame.x
        case .top: return frame.y
        case .width: return frame.width
        case .height: return frame.height
        }
    }

    /// Whether the layout's constraint at `index` applies here and holds with equality (it binds
    /// what it relates), as the solver used it (margins measured as this environment measures them).
    func binds(constraintAt index: Int) -> Bool {
        guard index < ir.constraints.count else { return false }
        let constraint = ir.constraints[index]
        if let condition = constraint.condition, condition < ir.conditions.count,
            ir.conditions[condition].holds(in: environment.variantContext(for: ir)) != true
        {
            return false
        }
        var residual = constraint.constant
        for term in constraint.terms {
            guard let value = value(of: term.variable) else { return false }
            residual += term.coefficient * value
        }
        return abs(residual) <= 1e-6 * max(1, abs(constraint.constant))
    }
}

extension CheckCanvas {
    /// The canvas in a hover's list: its size, or the device it is.
    fileprivate var kindLabel: String {
        switch kind {
        case .size(let size): size.description
        case .device(let device): device.description
        case .fitting: "fitted"
        }
    }
}

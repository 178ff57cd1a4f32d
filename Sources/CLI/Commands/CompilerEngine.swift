import LayoutChecker
import LayoutCompiler
import LayoutIR
import LayoutSource

/// The real engine: LayoutCompiler, called once per file.
struct CompilerEngine: LayoutEngine {
    /// Reads the files that `use` statements name.
    var loader: any IncludeLoader = FileSystemIncludeLoader()

    func check(_ request: EngineCheckRequest) throws(EngineFailure) -> EngineCheckResult {
        guard let categories = request.variant.contentSizes, categories.count > 1 else {
            return try check(request, contentSize: request.variant.contentSize)
        }
        // Several content size categories (`--content-size all`): a file whose layout cannot
        // depend on the category is checked once, and a note says that answers every one.
        let first = try check(request, contentSize: categories[0])
        if first.usageError != nil { return first }
        var probe = CompileRequest(source: request.file, direction: request.direction.layoutDirection, loader: loader)
        probe.contentSize = categories[0]
        let layout = LayoutCompiler.compile(probe)
        guard layout.ir.dependsOnContentSize else {
            var result = first
            if !layout.hasErrors {
                result.diagnostics.append(Diagnostic(
                    .note, .sameAtEveryContentSize,
                    "nothing in the file depends on the content size category: one check answers all \(categories.count) categories",
                    at: nil,
                    notes: ["a 'contentSize' condition, a scaled(...) number or a 'textStyle' makes the layout differ by category"]))
                result.diagnostics = result.diagnostics.sortedForOutput()
            }
            return result
        }
        // One check per category; a finding made at every category is reported as it stands,
        // any other names the categories it was made at.
        var entries: [(finding: Diagnostic, labels: [String])] = []
        var indexByFinding: [Diagnostic: Int] = [:]
        var included = first.included
        for (position, category) in categories.enumerated() {
            let result = position == 0 ? first : try check(request, contentSize: category)
            if result.usageError != nil { return result }
            included = result.included
            for finding in result.diagnostics {
                let label = "at contentSize " + category.rawValue
                if let index = indexByFinding[finding] {
                    entries[index].labels.append(label)
                } else {
                    indexByFinding[finding] = entries.count
                    entries.append((finding, [label]))
                }
            }
        }
        let diagnostics = entries.map { entry -> Diagnostic in
            guard entry.labels.count < categories.count else { return entry.finding }
            var finding = entry.finding
            let variants = finding.context.variants
            // Each variant the finding names, at each category: `with expanded at contentSize ...`.
            finding.context.variants = variants.isEmpty
                ? entry.labels : variants.flatMap { variant in entry.labels.map { variant + " " + $0 } }
            return finding
        }
        return EngineCheckResult(diagnostics: diagnostics.sortedForOutput(), included: included)
    }

    /// `check(_:)` at one content size category, for every value of each constant given.
    private func check(_ request: EngineCheckRequest, contentSize: ContentSizeCategory) throws(EngineFailure)
        -> EngineCheckResult
    {
        let constants = request.variant.constants
        let combinations = constants.combinations()
        guard combinations.count > 1 else {
            return try check(request, constantOverrides: combinations.first ?? [:], contentSize: contentSize)
        }
        // Each value of each constant (`--let keyboard=0,291`): a finding made at every value is
        // reported as it stands, any other names the values it was made at, as variants do.
        var entries: [(finding: Diagnostic, labels: [String])] = []
        var indexByFinding: [Diagnostic: Int] = [:]
        var included = IncludedSources()
        for values in combinations {
            let result = try check(request, constantOverrides: values, contentSize: contentSize)
            if result.usageError != nil { return result }
            included = result.included
            for finding in result.diagnostics {
                if let index = indexByFinding[finding] {
                    entries[index].labels.append(constants.label(of: values))
                } else {
                    indexByFinding[finding] = entries.count
                    entries.append((finding, [constants.label(of: values)]))
                }
            }
        }
        let diagnostics = entries.map { entry -> Diagnostic in
            guard entry.labels.count < combinations.count else { return entry.finding }
            var finding = entry.finding
            finding.context.variants = entry.labels.map { label in
                finding.context.variants.isEmpty ? label : finding.context.variants.joined(separator: "; ") + "; " + label
            }
            return finding
        }
        return EngineCheckResult(diagnostics: diagnostics.sortedForOutput(), included: included)
    }

    /// `check(_:)` with the constants at one set of values.
    private func check(
        _ request: EngineCheckRequest, constantOverrides: [String: Double], contentSize: ContentSizeCategory
    ) throws(EngineFailure) -> EngineCheckResult {
        let canvases = request.sizes.map(\.canvasSize)
        let insets = request.safeArea.insets
        var compileRequest = CompileRequest(source: request.file, direction: request.direction.layoutDirection, loader: loader)
        compileRequest.constantOverrides = constantOverrides
        compileRequest.contentSize = contentSize
        compileRequest.keyboardHeight = request.variant.keyboardHeight
        let layout = LayoutCompiler.compile(compileRequest)
        let included = IncludedSources(files: Array(layout.sources.dropFirst()))
        if let refusal = request.variant.constants.usageError(declared: layout.ir.constants, path: request.file.path, topic: .check) {
            return EngineCheckResult(diagnostics: [], included: included, usageError: refusal)
        }
        // What check finds at the sizes and canvases asked for (or the file's own, or none).
        let findings = layout.findings(
            sizes: canvases, canvases: request.canvases.flatMap { $0.checkCanvases(safeAreaInsets: insets) },
            idiom: request.variant.idiom?.deviceIdiom, flags: request.variant.flags, safeAreaInsets: insets)
        guard request.mirror else { return EngineCheckResult(diagnostics: findings, included: included) }
        // The same variants as the check (`when` blocks), each named in its warnings; at the sizes
        // of the devices too (a fitted size is not known before a variant is chosen: left out).
        let mirrorSizes = canvases + request.canvases.flatMap { canvas -> [CanvasSize] in
            guard case .device(let device) = canvas else { return [] }
            return [device.size]
        }
        var mirrorRequest = MirrorRequest(
            source: request.file, sizes: mirrorSizes, loader: loader, variants: request.variant.selection,
            environment: LayoutEnvironment(safeAreaInsets: insets))
        mirrorRequest.constantOverrides = constantOverrides
        mirrorRequest.contentSize = contentSize
        mirrorRequest.keyboardHeight = request.variant.keyboardHeight
        let mirrored = LayoutCompiler.mirrorDiagnostics(mirrorRequest)
        return EngineCheckResult(diagnostics: (findings + mirrored).sortedForOutput(), included: included)
    }

    func solve(_ request: EngineSolveRequest) throws(EngineFailure) -> SolveResult {
        var compileRequest = CompileRequest(source: request.file, direction: request.direction.layoutDirection, loader: loader)
        compileRequest.constantOverrides = request.variant.constantOverrides
        compileRequest.contentSize = request.variant.contentSize
        compileRequest.keyboardHeight = request.variant.keyboardHeight
        let layout = LayoutCompiler.compile(compileRequest)
        if let refusal = request.variant.constants.usageError(declared: layout.ir.constants, path: request.file.path, topic: .solve) {
            return SolveResult(frames: [], diagnostics: [], usageError: refusal)
        }
        let variant = request.variant
        var environment = LayoutEnvironment(
            size: request.size?.canvasSize, idiom: variant.idiom?.deviceIdiom ?? .phone, flags: Set(variant.flags ?? []),
            safeAreaInsets: request.safeArea.insets)
        var canvas = request.canvas
        var declared: String?
        if request.size == nil, canvas == nil, let first = layout.declaredCanvases.first(where: { $0.reason == nil }) {
            // No canvas on the command line: the file's first (`canvas "iPhoneSE3", ...`).
            switch first.kind {
            case .size(let size): environment.size = size
            case .fitting(let fitting): canvas = .fitting(fitting)
            case .device(let device): canvas = .device(device)
            }
            declared = first.name
        }
        var collapse: [Diagnostic] = []
        switch canvas {
        case .device(let device): environment = device.environment(flags: environment.flags)
        case .fitting(let fitting):
            collapse = layout.collapsedRootWarning(fitting, in: environment).map { [$0] } ?? []
            environment.size = layout.fittedSize(fitting, in: environment)
        case .degenerate, nil: break
        }
        let solution = layout.solve(in: environment)
        return SolveResult(
            frames: solution.frames.map(FrameRow.init),
            guides: solution.guides.map(FrameRow.init),
            parents: solution.parents.map { ParentRow(name: $0.name, parent: $0.parent) },
            contentSizes: layout.ir.scrollViews.isEmpty
                ? nil : solution.contentSizes.map { ContentSizeRow(name: $0.name, width: $0.width, height: $0.height) },
            diagnostics: (solution.diagnostics + collapse + layout.unusedFlagWarnings(variant.flags ?? [])).sortedForOutput(),
            included: IncludedSources(files: Array(layout.sources.dropFirst())),
            needsCanvas: environment.size == nil && solution.leavesRootSizeFree,
            declaredCanvas: declared.map { name in environment.size.map { "\(name) (\($0))" } ?? name })
    }
}

extension CanvasArgument {
    /// The canvases `check` examines for this argument; `safeAreaInsets` for a fitted size.
    func checkCanvases(safeAreaInsets: SafeAreaInsets) -> [CheckCanvas] {
        switch self {
        case .fitting(let fitting): [CheckCanvas(.fitting(fitting), safeAreaInsets: safeAreaInsets)]
        case .device(let device): [CheckCanvas(.device(device))]
        case .degenerate: CheckCanvas.degenerate
        }
    }
}

extension SizeArgument {
    /// The compiler's spelling of this size.
    var canvasSize: CanvasSize { CanvasSize(width: width, height: height) }
}

extension FrameRow {
    /// The row printed for a compiler frame.
    init(_ frame: ViewFrame) {
        self.init(
            name: frame.name, x: frame.x, y: frame.y, width: frame.width, height: frame.height, isHidden: frame.isHidden)
    }
}

extension VariantArguments {
    /// The variants `check` examines: those the options leave open.
    var selection: VariantSelection {
        VariantSelection(idiom: idiom?.deviceIdiom, flags: flags.map(Set.init))
    }
}

extension IdiomArgument {
    /// The compiler's spelling of this idiom.
    var deviceIdiom: DeviceIdiom {
        switch self {
        case .phone: .phone
        case .pad: .pad
        case .mac: .mac
        }
    }
}

extension WritingDirection {
    /// The compiler's spelling of this direction.
    var layoutDirection: LayoutDirection { self == .ltr ? .leftToRight : .rightToLeft }
}

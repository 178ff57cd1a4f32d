import LayoutChecker
import LayoutCodegen
import LayoutCompiler
import LayoutIR
import LayoutSource

/// What to preview: a file to check, and whether the page watches for a newer version of itself.
public struct PreviewRequest: Sendable {
    /// The file, its include loader and constant overrides (the direction is the page's to pick).
    public var check: CheckRequest
    /// The stamp file the page polls (a name relative to the page, `layoutc preview --watch`); nil:
    /// the page never reloads itself.
    public var stampFileName: String?

    /// Creates a request.
    public init(check: CheckRequest, stampFileName: String? = nil) {
        self.check = check
        self.stampFileName = stampFileName
    }
}

/// A preview page, or the diagnostics that prevented it.
public struct PreviewPage: Sendable {
    /// The HTML page; nil when the file has errors or the frame engine does not compile it (G012).
    public var html: String?
    /// Every diagnostic of checking and planning, sorted for output.
    public var diagnostics: [Diagnostic]
    /// Every file read: the checked file first, then the files it uses.
    public var sources: [SourceFile]
    /// The digest of the sources the page was made from, which its stamp file holds.
    public var stamp: String
    /// The file's named constants (`let`), for checking `--let` names.
    public var constants: [NamedConstant] = []
    /// The views the page draws (`[data-view]` besides root), in declaration order.
    public var viewNames: [String] = []

    /// Whether any diagnostic is an error.
    public var hasErrors: Bool { diagnostics.containsErrors }
}

/// `layoutc preview`: one self-contained HTML page that lays a file out live, in the browser, with
/// the frame engine's tableaus and its dual simplex compiled to JavaScript (grammar.md, "Live
/// preview").
public enum LayoutPreview {
    /// The page for `request`'s file.
    public static func page(_ request: PreviewRequest) -> PreviewPage {
        var checkRequest = request.check
        checkRequest.direction = .leftToRight
        let planned = framePlan(checkRequest)
        let stamp = digest(planned.sources.isEmpty ? [request.check.source] : planned.sources)
        guard let plan = planned.plan else {
            return PreviewPage(
                html: nil, diagnostics: planned.diagnostics, sources: planned.sources, stamp: stamp, constants: planned.ir.constants)
        }
        let compiled = LayoutCompiler.compile(checkRequest)
        let initial = initialState(compiled)
        // What `check` reports: at the file's canvases, else at the page's first size.
        let findings = compiled.declaredCanvases.isEmpty
            ? compiled.findings(sizes: [CanvasSize(width: initial.width, height: initial.height)])
            : compiled.findings(sizes: [])
        let html = PreviewPageWriter(
            plan: plan, sources: planned.sources, findings: findings, initial: initial,
            title: request.check.source.path.split(separator: "/").last.map(String.init) ?? request.check.source.path,
            watch: request.stampFileName.map { (file: $0, stamp: stamp) }
        ).html()
        var page = PreviewPage(
            html: html, diagnostics: planned.diagnostics, sources: planned.sources, stamp: stamp, constants: planned.ir.constants)
        page.viewNames = plan.views.map(\.name)
        return page
    }

    /// A page that shows `diagnostics` in place of the layout and, when watched, reloads itself
    /// like the preview: what `--watch` writes while the file has errors.
    public static func errorPage(title: String, diagnostics: [Diagnostic], sources: [SourceFile], stampFileName: String?) -> String {
        PreviewPageWriter.errorPage(
            title: title, diagnostics: diagnostics, sources: sources,
            watch: stampFileName.map { (file: $0, stamp: digest(sources)) })
    }

    /// The stamp file's text for a page made from `sources`: a call the page's poll answers.
    public static func stampScript(for sources: [SourceFile]) -> String {
        "layoutcStamp(\"\(digest(sources))\");\n"
    }

    /// The stamp file's name beside a page at `pagePath` (`preview.html` -> `preview.stamp.js`).
    public static func stampFileName(forPage pagePath: String) -> String {
        let name = pagePath.split(separator: "/").last.map(String.init) ?? pagePath
        let base = name.hasSuffix(".html") ? String(name.dropLast(5)) : name
        return base + ".stamp.js"
    }

    /// FNV-1a (64 bits) over every source's path and bytes, in order, and the page format: equal
    /// stamps mean the same page.
    static func digest(_ sources: [SourceFile]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        func mix(_ bytes: some Sequence<UInt8>) {
            for byte in bytes {
                hash ^= UInt64(byte)
                hash = hash &* 0x0000_0100_0000_01b3
            }
            hash ^= 0xff
            hash = hash &* 0x0000_0100_0000_01b3
        }
        mix(Array(PreviewPageWriter.formatVersion.utf8))
        for source in sources {
            mix(Array(source.path.utf8))
            mix(source.bytes)
        }
        let text = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - text.count) + text
    }

    /// The page's state without a fragment: the file's first canvas (as `solve` takes it), else 375x667.
    static func initialState(_ compiled: CompiledLayout) -> PreviewState {
        var state = PreviewState(width: 375, height: 667)
        guard let first = compiled.declaredCanvases.first(where: { $0.reason == nil }) else { return state }
        switch first.kind {
        case .size(let size):
            state.width = size.width
            state.height = size.height
        case .fitting(let fitting):
            // The page lays out at a given height; a fitted canvas keeps its width.
            if let width = fitting.width { state.width = width }
        case .device(let device):
            state.width = device.size.width
            state.height = device.size.height
            state.idiom = device.preset.idiom
            state.safeArea = device.safeAreaInsets
        }
        return state
    }
}

/// What the page lays out at: root's size, the idiom, the safe area (the rest starts at defaults).
struct PreviewState {
    var width: Double
    var height: Double
    var idiom = DeviceIdiom.phone
    var safeArea = SafeAreaInsets.zero
}

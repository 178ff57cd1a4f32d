import LayoutIR
import LayoutParser
import LayoutSource

/// One canvas `check` examines: a size, a width or height to fit, or a device, with the name
/// its findings give it.
public struct CheckCanvas: Hashable, Sendable {
    /// What the canvas is.
    public enum Kind: Hashable, Sendable {
        /// A fixed size.
        case size(CanvasSize)
        /// One dimension given, the other fitted (`375x`).
        case fitting(FittingCanvas)
        /// A device held one way (`--device`): its size, safe area and idiom.
        case device(DeviceConfiguration)
    }

    /// What the canvas is.
    public var kind: Kind
    /// Root's safe-area insets on a size or a fitting canvas (a device brings its own).
    public var safeAreaInsets: SafeAreaInsets
    /// Why the canvas is examined, printed after its size (`degenerate`), or nil.
    public var reason: String?

    /// Creates a canvas.
    public init(_ kind: Kind, safeAreaInsets: SafeAreaInsets = .zero, reason: String? = nil) {
        self.kind = kind
        self.safeAreaInsets = safeAreaInsets
        self.reason = reason
    }

    /// The sizes UIKit imposes on views outside any screen, where real conflict reports come from
    /// (grammar.md, "Canvases"): nothing laid out yet (0x0), a table cell while its height is
    /// still 0 (`UIView-Encapsulated-Layout-Height == 0`, SnapKit issue 462) or its width 0, a
    /// table cell's initial frame (320x44), and the narrowest Split View (`iPadPro11:split1/3`).
    public static var degenerate: [CheckCanvas] {
        var canvases = [
            CanvasSize(width: 0, height: 0), CanvasSize(width: 320, height: 0), CanvasSize(width: 0, height: 44),
            CanvasSize(width: 320, height: 44),
        ].map { CheckCanvas(.size($0), reason: "degenerate") }
        if let narrowest = DeviceConfiguration(named: "iPadPro11:split1/3") {
            canvases.append(CheckCanvas(.device(narrowest), reason: "degenerate"))
        }
        return canvases
    }

    /// The canvases `text` names, as `canvas "..."` and `--size`/`--device` write them: a size
    /// (`375x667`), a fitted size (`375x`, `x667`), a device (`iPhoneSE3:landscape`, any case) or
    /// `degenerate` (several); nil for anything else.
    public static func named(_ text: String) -> [CheckCanvas]? {
        if text == "degenerate" { return degenerate }
        if let size = CanvasSize(parsing: text) { return [CheckCanvas(.size(size))] }
        if let last = text.last, last == "x" || last == "X", text.count > 1,
           let size = CanvasSize(parsing: text + "0") {
            return [CheckCanvas(.fitting(FittingCanvas(width: size.width)))]
        }
        if let first = text.first, first == "x" || first == "X", text.count > 1,
           let size = CanvasSize(parsing: "0" + text) {
            return [CheckCanvas(.fitting(FittingCanvas(height: size.height)))]
        }
        return DeviceConfiguration(named: text).map { [CheckCanvas(.device($0))] }
    }

    /// The canvases `tree`'s top-level `canvas` statements declare, each once, with a C003 error
    /// for each name that is none (at its string, with the closest device name if one is close).
    package static func declared(in tree: SyntaxTree, source: SourceFile) -> (canvases: [CheckCanvas], errors: [Diagnostic]) {
        var canvases: [CheckCanvas] = []
        var errors: [Diagnostic] = []
        for statement in tree.canvasDeclarations {
            for value in statement.values where !value.text.isEmpty {
                guard let named = named(value.text) else {
                    let close = DeviceConfiguration.closestName(to: value.text)
                    errors.append(.error(
                        .unknownCanvas, "unknown canvas '\(value.text)'", at: source.span(value.range),
                        notes: [close.map { "did you mean '\($0)'?" }
                            ?? "a canvas is a size (\"375x667\"), a width to fit the height to (\"375x\"), 'degenerate', "
                                + "or a device 'layoutc devices' lists (\"iPhoneSE3\")"]))
                    continue
                }
                // A size past the limit every number of a file keeps (T020), at its string.
                if named.contains(where: \.isBeyondLimit) {
                    errors.append(.error(
                        .numberTooLarge,
                        "canvas '\(value.text)' is more than \(NumberLimit.spelled) points, the largest number a layout takes",
                        at: source.span(value.range), notes: [NumberLimit.note]))
                    continue
                }
                for canvas in named where !canvases.contains(canvas) { canvases.append(canvas) }
            }
        }
        return (canvases, errors)
    }

    /// Whether a dimension of a size or fitted size is beyond `NumberLimit` (a device's never is).
    package var isBeyondLimit: Bool {
        let dimensions: [Double?] = switch kind {
        case .size(let size): [size.width, size.height]
        case .fitting(let fitting): [fitting.width, fitting.height]
        case .device: []
        }
        return dimensions.contains { $0.map { !NumberLimit.admits($0) } ?? false }
    }

    /// The environment of the canvas, with `size` its size (a fitting canvas's once fitted).
    func environment(size: CanvasSize) -> LayoutEnvironment {
        switch kind {
        case .size, .fitting:
            return LayoutEnvironment(size: size, safeAreaInsets: safeAreaInsets)
        case .device(let device):
            return device.environment()
        }
    }

    /// The canvas as written: `375x667`, `375x`, `iPhoneSE3:landscape`.
    public var name: String {
        switch kind {
        case .size(let size): size.description
        case .fitting(let fitting): fitting.description
        case .device(let device): device.description
        }
    }

    /// How findings name the canvas, at `size`: `375x667`, `iPhoneSE3 (375x667)`,
    /// `375x212 (fitted 375x)`, `0x0 (degenerate)`.
    func label(size: CanvasSize) -> String {
        var details: [String] = []
        var name = size.description
        switch kind {
        case .size: break
        case .fitting(let fitting): details.append("fitted \(fitting)")
        case .device(let device):
            name = device.description
            details.append(size.description)
        }
        if let reason { details.append(reason) }
        return details.isEmpty ? name : name + " (" + details.joined(separator: ", ") + ")"
    }
}

extension CompiledLayout {
    /// Every finding about the layout at each of `canvases`, sorted for output, as
    /// `check(sizes:variants:)` makes them, each canvas in its own environment: a device's
    /// safe area and idiom (its idiom fixes the variants' idiom), a fitting canvas's size fitted
    /// first (`fittedSize`, in the selection's idiom and flags). A finding made at some canvases
    /// only names them (`at iPhoneSE3 (375x667), 320x44 (degenerate)`), as does every finding at a
    /// sole canvas that is a device or fitted; a conflict that involves the canvas names its canvas always.
    public func check(canvases: [CheckCanvas], variants selection: VariantSelection = VariantSelection()) -> [Diagnostic] {
        guard !hasErrors else { return diagnostics }
        guard !canvases.isEmpty else { return check(sizes: [], variants: selection) }
        let frontEnd = Set(diagnostics)
        var entries: [(finding: Diagnostic, canvases: [Int], labels: [String], namesCanvas: Bool)] = []
        var entryIndex: [Diagnostic: Int] = [:]
        for (position, canvas) in canvases.enumerated() {
            var variants = selection
            let size: CanvasSize
            var collapse: Diagnostic?
            switch canvas.kind {
            case .size(let given):
                size = given
            case .fitting(let fitting):
                let environment = LayoutEnvironment(
                    idiom: selection.idiom ?? .phone, flags: selection.flags ?? [], safeAreaInsets: canvas.safeAreaInsets)
                let fitted = fitted(fitting, in: environment)
                size = fitted ?? CanvasSize(width: fitting.width ?? 0, height: fitting.height ?? 0)
                // A size that fell back to 0 has its own finding at that size (a conflict, V008).
                collapse = fitted.flatMap { collapsedRootWarning(fitting, fitted: $0, in: environment) }
            case .device(let device):
                size = device.size
                variants.idiom = device.preset.idiom
            }
            let environment = canvas.environment(size: size)
            let label = canvas.label(size: size)
            var found = hasVariants
                ? check(sizes: [size], variants: variants, environment: environment)
                : check(sizes: [size], environment: environment)
            if let collapse { found.append(collapse) }
            for var finding in found where !frontEnd.contains(finding) {
                // A conflict that involves the canvas names its size; the canvas's label says more.
                let namesCanvas = finding.context.sizes == [size.description]
                if namesCanvas { finding.context.sizes = [] }
                if let index = entryIndex[finding] {
                    if entries[index].canvases.last != position {
                        entries[index].canvases.append(position)
                        if !entries[index].labels.contains(label) { entries[index].labels.append(label) }
                    }
                } else {
                    entryIndex[finding] = entries.count
                    entries.append((finding, [position], [label], namesCanvas))
                }
            }
        }
        // One canvas that is a device or fitted is named too: its size is not on the command line.
        let namesSoleCanvas: Bool
        switch (canvases.count, canvases.first?.kind) {
        case (1, .fitting?), (1, .device?): namesSoleCanvas = true
        default: namesSoleCanvas = false
        }
        let named = entries.map { entry in
            guard entry.namesCanvas || namesSoleCanvas || entry.canvases.count < canvases.count else { return entry.finding }
            var finding = entry.finding
            finding.context.sizes = entry.labels
            return finding
        }
        return (diagnostics + named).sortedForOutput()
    }
}

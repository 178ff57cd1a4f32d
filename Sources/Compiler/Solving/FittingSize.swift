import LayoutIR
import LayoutSource

/// A canvas with one dimension given and the other left to the layout: the smallest that fits,
/// as `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)` sizes a
/// self-sizing table cell (`--size 375x`, or `--size x667` for the width).
public struct FittingCanvas: Hashable, Sendable, CustomStringConvertible {
    /// Root's width, or nil to fit it.
    public var width: Double?
    /// Root's height, or nil to fit it.
    public var height: Double?

    /// A canvas `width` wide whose height fits the content.
    public init(width: Double) {
        self.width = width
        self.height = nil
    }

    /// A canvas `height` tall whose width fits the content.
    public init(height: Double) {
        self.width = nil
        self.height = height
    }

    /// `375x` or `x667`, as `--size` takes it.
    public var description: String {
        (width.map(CanvasSize.format) ?? "") + "x" + (height.map(CanvasSize.format) ?? "")
    }
}

extension CompiledLayout {
    /// UIKit's `UILayoutPriority.fittingSizeLevel`: the priority at which
    /// `systemLayoutSizeFitting` asks for the fitted dimension's target, here 0, the
    /// compressed size (`UIView.layoutFittingCompressedSize`). Constraints below it lose to it.
    public static let fittingPriority = ConstraintPriority(50)

    /// The canvas size `fitting` comes to in `environment` (its size ignored): the given dimension
    /// as a required constraint, the other as small as the file's constraints allow, since it is
    /// asked to be 0 at `fittingPriority`, as `systemLayoutSizeFitting` with
    /// `UIView.layoutFittingCompressedSize` and `.fittingSizeLevel` on that axis does.
    ///
    /// Conditions of `when` blocks are decided with the given dimension alone; one that reads the
    /// fitted dimension cannot be, and then, as when the constraints conflict, the fitted
    /// dimension is 0, so that solving at the result reports the problem at a size.
    public func fittedSize(_ fitting: FittingCanvas, in environment: LayoutEnvironment = LayoutEnvironment()) -> CanvasSize {
        let fallback = CanvasSize(width: fitting.width ?? 0, height: fitting.height ?? 0)
        guard !hasErrors else { return fallback }
        // Margins are measured as the environment measures them (safe area, a view controller's
        // root), at the dimension given: the fitted one is not known yet.
        var measured = environment
        measured.size = fitting.width.map { CanvasSize(width: $0, height: 0) }
        var layout = measuringMargins(in: measured)
        if hasVariants {
            var context = environment.variantContext
            context.canvasWidth = fitting.width
            context.canvasHeight = fitting.height
            let active = activeConstraints(in: context)
            guard active.undecided.isEmpty else { return fallback }
            layout = layout.restricted(to: active.mask)
        }
        var ir = layout.ir
        let span = SourceSpan(path: source.path, range: SourceRange(at: 0))
        func root(_ attribute: PrimaryAttribute) -> [LinearTerm] { [LinearTerm(LayoutVariable(.root, attribute), 1)] }
        if let width = fitting.width {
            ir.constraints.append(LayoutConstraint(terms: root(.width), constant: -width, relation: .equal, priority: .required, span: span))
        }
        if let height = fitting.height {
            ir.constraints.append(LayoutConstraint(terms: root(.height), constant: -height, relation: .equal, priority: .required, span: span))
        }
        let fitted: PrimaryAttribute = fitting.width == nil ? .width : .height
        ir.constraints.append(LayoutConstraint(terms: root(fitted), constant: 0, relation: .equal, priority: Self.fittingPriority, span: span))
        let probe = CompiledLayout(source: source, ir: ir, diagnostics: diagnostics, sources: sources)
        let solution = probe.solved(canvas: nil, safeAreaInsets: environment.safeAreaInsets)
        guard let rootFrame = solution.frames.first, !solution.hasErrors,
              rootFrame.width.isFinite, rootFrame.height.isFinite else { return fallback }
        // The solver's value as it is: rounded, it could conflict with constraints that fix it.
        let value = max(0, fitted == .width ? rootFrame.width : rootFrame.height)
        return fitted == .width ? CanvasSize(width: value, height: fallback.height) : CanvasSize(width: fallback.width, height: value)
    }
}

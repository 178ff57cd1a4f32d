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

    /// A canvas with either dimension, or both, fitted (nil): both is what a SwiftUI layout's
    /// unspecified proposal asks for, and has no `--size` spelling but `x`.
    package init(width: Double?, height: Double?) {
        self.width = width
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
        fitted(fitting, in: environment) ?? CanvasSize(width: fitting.width ?? 0, height: fitting.height ?? 0)
    }

    /// The canvas size `fitting` comes to, as `fittedSize` finds it, or nil where `fittedSize`
    /// falls back to 0 (errors, conflicts, a condition that reads the fitted dimension). The
    /// fitted dimension is asked to be `target` at `fittingPriority` (0: compressed); with
    /// `rootAlone`, every view but root is left out with the constraints that name one, so that
    /// only root's own constraints take part (S008's measure of what the content adds).
    func fitted(
        _ fitting: FittingCanvas, in environment: LayoutEnvironment, target: Double = 0, widthTarget: Double? = nil,
        rootAlone: Bool = false
    ) -> CanvasSize? {
        guard !hasErrors else { return nil }
        // Margins are measured as the environment measures them (safe area, a view controller's
        // root), at the dimension given: the fitted one is not known yet.
        var measured = environment
        measured.size = fitting.width.map { CanvasSize(width: $0, height: 0) }
        var layout = measuringMargins(in: measured)
        if hasVariants {
            var context = variantContext(in: environment)
            context.canvasWidth = fitting.width
            context.canvasHeight = fitting.height
            let active = activeConstraints(in: context)
            guard active.undecided.isEmpty else { return nil }
            layout = layout.restricted(to: active.mask)
        }
        var ir = layout.ir
        if rootAlone {
            // Without the views, not merely without their constraints: thousands of free views
            // would cost a solve of the whole file and its determinacy for a question about root.
            var alone = LayoutIR(
                views: [ir.views[ViewID.root.index]],
                constraints: ir.constraints.filter { $0.terms.allSatisfy { $0.variable.view == .root } },
                conditions: ir.conditions, declaredRootMargins: ir.declaredRootMargins, hasMarginForms: ir.hasMarginForms)
            alone.constants = ir.constants
            alone.contentSize = ir.contentSize
            ir = alone
        }
        let span = SourceSpan(path: source.path, range: SourceRange(at: 0))
        func root(_ attribute: PrimaryAttribute) -> [LinearTerm] { [LinearTerm(LayoutVariable(.root, attribute), 1)] }
        if let width = fitting.width {
            ir.constraints.append(LayoutConstraint(terms: root(.width), constant: -width, relation: .equal, priority: .required, span: span))
        }
        if let height = fitting.height {
            ir.constraints.append(LayoutConstraint(terms: root(.height), constant: -height, relation: .equal, priority: .required, span: span))
        }
        // Both fitted: one level, as two constraints at the fitting priority are in UIKit.
        if fitting.width == nil {
            ir.constraints.append(LayoutConstraint(
                terms: root(.width), constant: -(widthTarget ?? target), relation: .equal, priority: Self.fittingPriority, span: span))
        }
        if fitting.height == nil || fitting.width != nil {
            ir.constraints.append(LayoutConstraint(terms: root(.height), constant: -target, relation: .equal, priority: Self.fittingPriority, span: span))
        }
        let probe = CompiledLayout(source: source, ir: ir, diagnostics: diagnostics, sources: sources)
        let solution = probe.solved(canvas: nil, safeAreaInsets: environment.safeAreaInsets)
        guard let rootFrame = solution.frames.first, !solution.hasErrors,
              rootFrame.width.isFinite, rootFrame.height.isFinite else { return nil }
        // The solver's values as they are: rounded, they could conflict with constraints that fix them.
        return CanvasSize(width: fitting.width ?? max(0, rootFrame.width), height: fitting.height ?? max(0, rootFrame.height))
    }

    /// The canvas size `fitting` comes to, or nil where it cannot be found (errors, conflicts, a
    /// condition that reads a fitted dimension): each fitted dimension asked to be its target at
    /// `fittingPriority` (0: compressed; a large one: expanded), as the frame engine's fitting
    /// tableaus ask it.
    package func fittedSize(
        _ fitting: FittingCanvas, in environment: LayoutEnvironment, targets: (width: Double, height: Double)
    ) -> CanvasSize? {
        fitted(fitting, in: environment, target: targets.height, widthTarget: targets.width)
    }
}

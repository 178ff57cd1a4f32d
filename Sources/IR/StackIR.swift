import LayoutSource

// Stack views (UIStackView) in the IR: a stack's configuration as written, which code generation
// turns into a `UIStackView`, and the origin of each constraint the stack lowers into (UIKit's
// own `UISV-*` constraints), so that diagnostics name them and code generation skips them.

/// The axis a stack arranges its views along (`UIStackView.axis`).
public enum StackAxis: String, Hashable, Sendable, CaseIterable {
    /// Left to right, or right to left in a right-to-left layout: UIKit's default.
    case horizontal
    /// Top to bottom.
    case vertical
}

/// A spacing as `UIStackView` takes it: points, or the system spacing (`spacingUseSystem`).
public enum StackSpacing: Hashable, Sendable {
    /// A fixed number of points.
    case points(Double)
    /// `UIStackView.spacingUseSystem`: the system spacing between the two views.
    case system

    /// The points it stands for: `system` is the standard spacing between sibling views, 8.
    public var points: Double {
        switch self {
        case .points(let points): points
        case .system: 8
        }
    }
}

/// How a stack sizes its arranged views along its axis (`UIStackView.Distribution`).
public enum StackDistribution: String, Hashable, Sendable, CaseIterable {
    /// The views fill the axis; hugging and compression decide which one stretches or shrinks.
    case fill
    /// Every view is as long as the others.
    case fillEqually
    /// Views are long in proportion to their intrinsic sizes.
    case fillProportionally
    /// The gaps between views are equal.
    case equalSpacing
    /// The distances between the views' centers are equal.
    case equalCentering
}

/// How a stack places its arranged views across its axis (`UIStackView.Alignment`).
///
/// `top` is UIKit's `leading` and `bottom` its `trailing` (the same raw values); they are kept
/// as written, so generated code reads as the file does.
public enum StackAlignment: String, Hashable, Sendable, CaseIterable {
    /// The views fill the stack across its axis.
    case fill
    /// Leading edges aligned (vertical stacks).
    case leading
    /// Top edges aligned (horizontal stacks); UIKit's `leading`.
    case top
    /// Trailing edges aligned (vertical stacks).
    case trailing
    /// Bottom edges aligned (horizontal stacks); UIKit's `trailing`.
    case bottom
    /// Centers aligned.
    case center
    /// First baselines aligned (horizontal stacks).
    case firstBaseline
    /// Last baselines aligned (horizontal stacks).
    case lastBaseline

    /// The alignment UIKit means: `top` is `leading`, `bottom` is `trailing`.
    public var canonical: StackAlignment {
        switch self {
        case .top: .leading
        case .bottom: .trailing
        default: self
        }
    }
}

/// One arranged view of a stack, in order.
public struct ArrangedView: Hashable, Sendable {
    /// The view (a view, a stack or a scroll view declared in the stack's block).
    public var view: ViewID
    /// The spacing after it (`spacingAfter`, UIKit's `setCustomSpacing(_:after:)`); `nil` for the
    /// stack's spacing.
    public var customSpacingAfter: StackSpacing?

    /// Creates an arranged view.
    public init(view: ViewID, customSpacingAfter: StackSpacing? = nil) {
        self.view = view
        self.customSpacingAfter = customSpacingAfter
    }
}

/// A stack view's configuration (`stack NAME { ... }`), with UIStackView's defaults.
public struct StackConfiguration: Hashable, Sendable {
    /// `axis`: horizontal by default, as UIStackView.
    public var axis: StackAxis
    /// `spacing`: 0 by default.
    public var spacing: StackSpacing
    /// `distribution`: `fill` by default.
    public var distribution: StackDistribution
    /// `alignment`: `fill` by default.
    public var alignment: StackAlignment
    /// `baselineRelative` (`isBaselineRelativeArrangement`): spacing measured between baselines
    /// in a vertical stack.
    public var isBaselineRelative: Bool
    /// `marginsRelative` (`isLayoutMarginsRelativeArrangement`): views arranged within the
    /// stack's layout margins rather than its edges.
    public var isMarginsRelative: Bool
    /// The arranged views, in order: the views, stacks and scroll views declared in the block.
    public var arrangedViews: [ArrangedView]

    /// Creates a configuration; every argument defaults to UIStackView's default.
    public init(
        axis: StackAxis = .horizontal, spacing: StackSpacing = .points(0), distribution: StackDistribution = .fill,
        alignment: StackAlignment = .fill, isBaselineRelative: Bool = false, isMarginsRelative: Bool = false,
        arrangedViews: [ArrangedView] = []
    ) {
        self.axis = axis
        self.spacing = spacing
        self.distribution = distribution
        self.alignment = alignment
        self.isBaselineRelative = isBaselineRelative
        self.isMarginsRelative = isMarginsRelative
        self.arrangedViews = arrangedViews
    }

    /// The spacing after the arranged view at `position`: its custom spacing, else the stack's.
    public func spacing(after position: Int) -> StackSpacing {
        arrangedViews[position].customSpacingAfter ?? spacing
    }
}

/// Which of UIStackView's constraints a lowered constraint is: the identifiers UIKit gives them
/// (`UISV-*`, as in its constraint logs).
public enum StackConstraintKind: String, Hashable, Sendable, CaseIterable {
    /// The first and last arranged views to the stack's edges along the axis, and every view to
    /// the stack across it (for `fill` alignment, or as a bound for the others).
    case canvasConnection = "UISV-canvas-connection"
    /// The gap between neighbours.
    case spacing = "UISV-spacing"
    /// The arranged views aligned to the first across the axis.
    case alignment = "UISV-alignment"
    /// Equal lengths (`fillEqually`).
    case fillEqually = "UISV-fill-equally"
    /// Lengths proportional to intrinsic sizes (`fillProportionally`).
    case fillProportionally = "UISV-fill-proportionally"
    /// The spacer guides between neighbours (`equalSpacing`, `equalCentering`) and their edges.
    case distributing = "UISV-distributing"
    /// The spacer guides' equal lengths.
    case distributingEdge = "UISV-distributing-edge"
    /// The spanning guide that encloses every arranged view across the axis (non-fill alignments).
    case spanningBoundary = "UISV-spanning-boundary"
    /// The spanning guide kept as small as it may be.
    case spanningFit = "UISV-spanning-fit"
    /// Weak lengths that keep a stack of views without intrinsic sizes determined.
    case ambiguitySuppression = "UISV-ambiguity-suppression"
    /// A hidden arranged view's zero length.
    case hiding = "UISV-hiding"
    /// The stack's own length kept as small as it may be, at 49, where its views are held loosely.
    case canvasFit = "UISV-canvas-fit"
}

/// Where a lowered stack constraint comes from: which stack, which of UIKit's constraints, and
/// the arranged views it relates, so that diagnostics say what it is and code generation, which
/// writes a `UIStackView` instead, skips it.
public struct StackConstraintOrigin: Hashable, Sendable {
    /// The stack.
    public var stack: ViewID
    /// Which UIStackView constraint it is.
    public var kind: StackConstraintKind
    /// The arranged views it relates, in the stack's order (one or two, or none for the stack's
    /// own guides).
    public var views: [ViewID]

    /// Creates an origin.
    public init(stack: ViewID, kind: StackConstraintKind, views: [ViewID]) {
        self.stack = stack
        self.kind = kind
        self.views = views
    }
}

/// A stack's own properties in some variants (`when COND { stack NAME { axis vertical } }`):
/// each property set replaces the stack's in the variants where `condition` holds; a property
/// left `nil` is not changed.
public struct StackVariation: Hashable, Sendable {
    /// The stack.
    public var stack: ViewID
    /// The condition of the `when` block (its own, the enclosing blocks', earlier branches' negations).
    public var condition: LayoutCondition
    /// `axis`, if set.
    public var axis: StackAxis?
    /// `spacing`, if set.
    public var spacing: StackSpacing?
    /// `distribution`, if set.
    public var distribution: StackDistribution?
    /// `alignment`, if set.
    public var alignment: StackAlignment?
    /// `baselineRelative`, if set.
    public var isBaselineRelative: Bool?
    /// `marginsRelative`, if set.
    public var isMarginsRelative: Bool?
    /// The stack's name in the statement, for messages.
    public var span: SourceSpan?

    /// Creates a variation that changes nothing yet.
    public init(stack: ViewID, condition: LayoutCondition, span: SourceSpan? = nil) {
        self.stack = stack
        self.condition = condition
        self.span = span
    }

    /// Whether it sets no property.
    public var isEmpty: Bool {
        axis == nil && spacing == nil && distribution == nil && alignment == nil && isBaselineRelative == nil
            && isMarginsRelative == nil
    }

    /// `configuration` with the properties this variation sets.
    public func applied(to configuration: StackConfiguration) -> StackConfiguration {
        var result = configuration
        if let axis { result.axis = axis }
        if let spacing { result.spacing = spacing }
        if let distribution { result.distribution = distribution }
        if let alignment { result.alignment = alignment }
        if let isBaselineRelative { result.isBaselineRelative = isBaselineRelative }
        if let isMarginsRelative { result.isMarginsRelative = isMarginsRelative }
        return result
    }
}

extension LayoutIR {
    /// The configuration of `stack` in `context`: its own, then each variation whose condition
    /// holds there, in source order (later ones win); `nil` when `stack` is no stack, or when a
    /// variation's condition needs a canvas size the context lacks.
    public func stackConfiguration(of stack: ViewID, in context: VariantContext) -> StackConfiguration? {
        guard var configuration = views[stack.index].stack else { return nil }
        for variation in stackVariations where variation.stack == stack {
            guard let holds = variation.condition.holds(in: context) else { return nil }
            if holds { configuration = variation.applied(to: configuration) }
        }
        return configuration
    }
}

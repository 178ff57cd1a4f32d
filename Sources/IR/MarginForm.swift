// A constraint's layout margins kept apart from the rest of its equation, so that a solve can
// measure them where its environment puts them (grammar.md, "Margins"): from the view's safe area
// when root has safe-area insets, and for root as a view controller's view at least at the system
// minimum. The checker's constraint measures every margin from the view's frame, which is what
// every environment without insets gives; `MarginForm` is only consulted when that changes.

/// A side of a view's layout margins, physical (left is the left in both writing directions).
public enum MarginSide: Int, Hashable, Sendable, CaseIterable {
    case left, top, right, bottom

    /// Whether the side is measured back from the view's far edge (right, bottom).
    public var isFar: Bool { self == .right || self == .bottom }
}

/// `coefficient × view.<side>Margin` in an equation, with what the margin is.
public struct MarginUse: Hashable, Sendable {
    /// The view whose margin it is.
    public var view: ViewID
    /// Which side.
    public var side: MarginSide
    /// Its coefficient in the equation as written (not normalized).
    public var coefficient: Double
    /// The view's margin on that side, from its block or the default (8; 0 for a stack).
    public var margin: Double
    /// Whether the margin is measured from the view's safe area, as UIKit's
    /// `insetsLayoutMarginsFromSafeArea` (true unless the block says `insetsMarginsFromSafeArea false`).
    public var followsSafeArea: Bool
    /// Whether it is written `leadingMargin` or `trailingMargin` of a view whose left and right
    /// margins differ and are physical (`margins`, not `directionalMargins`): they do not swap in
    /// right to left, so the equation cannot mirror (`check --mirror` says so).
    public var leadsOnPhysicalMargins: Bool

    /// Creates a use.
    public init(
        view: ViewID, side: MarginSide, coefficient: Double, margin: Double, followsSafeArea: Bool,
        leadsOnPhysicalMargins: Bool = false
    ) {
        self.view = view
        self.side = side
        self.coefficient = coefficient
        self.margin = margin
        self.followsSafeArea = followsSafeArea
        self.leadsOnPhysicalMargins = leadsOnPhysicalMargins
    }

    /// The edge the margin is measured from, `coefficient ×` it, in primaries of `edgeOwner`
    /// (the view, or its safe-area guide).
    public func edgeTerms(of edgeOwner: ViewID) -> [LinearTerm] {
        switch side {
        case .left: [LinearTerm(LayoutVariable(edgeOwner, .left), coefficient)]
        case .top: [LinearTerm(LayoutVariable(edgeOwner, .top), coefficient)]
        case .right:
            [LinearTerm(LayoutVariable(edgeOwner, .left), coefficient), LinearTerm(LayoutVariable(edgeOwner, .width), coefficient)]
        case .bottom:
            [LinearTerm(LayoutVariable(edgeOwner, .top), coefficient), LinearTerm(LayoutVariable(edgeOwner, .height), coefficient)]
        }
    }

    /// `coefficient ×` the margin's own amount `amount`, inwards from the edge.
    public func offset(_ amount: Double) -> Double {
        side.isFar ? -coefficient * amount : coefficient * amount
    }
}

/// The margin attributes of a constraint's equation, and how the checker normalized it: enough
/// to move each margin (`LayoutConstraint.margins`). Most equations use one or two margins, kept
/// inline, so that a constraint with margins costs one allocation (its box) beyond the core's.
public struct MarginForm: Hashable, Sendable {
    /// The coefficient the checker divided the written equation by when it normalized it: the
    /// constraint's terms are the written ones over this (its sign flipped the relation).
    public var leading: Double
    private var first: MarginUse
    private var second: MarginUse?
    private var rest: [MarginUse] = []

    /// A form with one use, in the equation normalized by `leading`.
    public init(leading: Double, first: MarginUse) {
        self.leading = leading
        self.first = first
    }

    /// Adds a use.
    public mutating func append(_ use: MarginUse) {
        if second == nil { second = use } else { rest.append(use) }
    }

    /// The margin attributes, in the order written.
    public var uses: [MarginUse] {
        [first] + (second.map { [$0] } ?? []) + rest
    }
}

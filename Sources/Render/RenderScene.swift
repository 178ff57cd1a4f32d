import LayoutCompiler
import LayoutIR

/// Everything a picture of one solved layout shows: frames, guides, the hierarchy, the safe area,
/// margins and findings. Built by `LayoutRenderer.scene(for:)`, or by hand from a solution.
public struct RenderScene: Sendable {
    /// Every view's frame in root coordinates, root first; empty when nothing could be solved.
    public var frames: [ViewFrame]
    /// Every layout guide's frame.
    public var guides: [ViewFrame]
    /// Each view's and guide's parent, as (name, parent's name), root left out.
    public var parents: [(name: String, parent: String)]
    /// The canvas drawn when there are no frames (a layout that could not be solved at all).
    public var canvas: CanvasSize?
    /// Root's safe-area insets.
    public var safeAreaInsets: SafeAreaInsets
    /// Each view's layout margins (top, left, bottom, right) by name; a view not listed has none drawn.
    public var margins: [String: SafeAreaInsets]
    /// The views with attributes the constraints leave free (S002).
    public var undetermined: Set<String>
    /// The views of a conflict's members (S001), each with the source lines (`path:line`) of
    /// the members that name it.
    public var conflicts: [String: [String]]
    /// The constraints to draw (`--constraints`); empty draws none.
    public var constraints: [RenderedConstraint]
    /// Each scroll view's content area at content offset zero, in root coordinates (named as
    /// its scroll view): drawn dashed, reaching beyond the scroll view where the content is larger.
    public var contentAreas: [ViewFrame] = []
    /// The alignment rectangle of each view with alignment insets, in root coordinates, by name:
    /// drawn dashed inside its frame (the frame is the drawn one, `alignmentInsets` outset).
    public var alignmentRects: [String: ViewFrame] = [:]

    /// Creates a scene from a solution's frames; every other part is empty by default.
    public init(
        frames: [ViewFrame], guides: [ViewFrame] = [], parents: [(name: String, parent: String)] = [],
        canvas: CanvasSize? = nil, safeAreaInsets: SafeAreaInsets = .zero, margins: [String: SafeAreaInsets] = [:],
        undetermined: Set<String> = [], conflicts: [String: [String]] = [:], constraints: [RenderedConstraint] = []
    ) {
        self.frames = frames
        self.guides = guides
        self.parents = parents
        self.canvas = canvas
        self.safeAreaInsets = safeAreaInsets
        self.margins = margins
        self.undetermined = undetermined
        self.conflicts = conflicts
        self.constraints = constraints
    }
}

/// One constraint drawn as a line between two points of the views it relates.
public struct RenderedConstraint: Hashable, Sendable {
    /// Where the line starts, in root coordinates.
    public var from: (x: Double, y: Double)
    /// Where the line ends.
    public var to: (x: Double, y: Double)
    /// How the two sides compare.
    public var relation: ConstraintRelation
    /// The label: the constant and, unless required, the priority.
    public var label: String
    /// The tooltip: the equation's source line.
    public var title: String
    /// Whether the constraint is a conflict's member relaxed so that the layout could be drawn.
    public var isRelaxed = false

    /// Creates a drawn constraint.
    public init(
        from: (x: Double, y: Double), to: (x: Double, y: Double), relation: ConstraintRelation, label: String,
        title: String
    ) {
        self.from = from
        self.to = to
        self.relation = relation
        self.label = label
        self.title = title
    }

    /// Equal when every part is.
    public static func == (lhs: RenderedConstraint, rhs: RenderedConstraint) -> Bool {
        lhs.from == rhs.from && lhs.to == rhs.to && lhs.relation == rhs.relation && lhs.label == rhs.label
            && lhs.title == rhs.title && lhs.isRelaxed == rhs.isRelaxed
    }

    /// Hashes every part.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(from.x)
        hasher.combine(from.y)
        hasher.combine(to.x)
        hasher.combine(to.y)
        hasher.combine(relation)
        hasher.combine(label)
        hasher.combine(title)
        hasher.combine(isRelaxed)
    }
}

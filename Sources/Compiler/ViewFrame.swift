import LayoutSource

/// Where a view ends up: its rectangle in the root's coordinate space, y growing downwards.
public struct ViewFrame: Hashable, Sendable {
    /// The view's name as declared (`root` for the root view).
    public var name: String
    /// The x of the left edge.
    public var x: Double
    /// The y of the top edge.
    public var y: Double
    /// The width.
    public var width: Double
    /// The height.
    public var height: Double
    /// Whether the view is hidden in the variant solved (`hidden true`, `hide`): it keeps its
    /// frame, as a hidden UIView does outside a stack view.
    public var isHidden: Bool

    /// Creates a frame.
    public init(name: String, x: Double, y: Double, width: Double, height: Double, isHidden: Bool = false) {
        self.name = name
        self.x = x
        self.y = y
        self.width = width
        self.height = height
        self.isHidden = isHidden
    }
}

/// The result of solving a layout at one canvas size.
public struct LayoutSolution: Sendable {
    /// Every view's frame, root first, then in declaration order; empty when there are errors.
    /// Guides are not views: their frames are in `guides`.
    public var frames: [ViewFrame]
    /// Every layout guide's frame (`guide NAME`), in declaration order.
    public var guides: [ViewFrame]
    /// Front-end and solving diagnostics, in output order.
    public var diagnostics: [Diagnostic]
    /// Each view's and guide's parent (nested views), as (name, parent's name), root
    /// left out, in declaration order; empty when there are errors.
    public var parents: [(name: String, parent: String)]

    /// Creates a solution.
    public init(
        frames: [ViewFrame], guides: [ViewFrame] = [], diagnostics: [Diagnostic],
        parents: [(name: String, parent: String)] = []
    ) {
        self.frames = frames
        self.guides = guides
        self.diagnostics = diagnostics
        self.parents = parents
    }

    /// Whether any diagnostic is an error (then `frames` is empty).
    public var hasErrors: Bool { diagnostics.containsErrors }

    /// Whether an S002 warning says root's width or height is free (root, declared by no line,
    /// is the one view whose warning has no location): solved without a canvas, the frames are
    /// then the solver's arbitrary choice.
    public var leavesRootSizeFree: Bool {
        diagnostics.contains { $0.code == .undeterminedAttributes && $0.span == nil }
    }

    /// The frame of the view called `name`, if there is one.
    public func frame(named name: String) -> ViewFrame? {
        frames.first { $0.name == name }
    }

    /// The frame of the guide called `name`, if there is one.
    public func guide(named name: String) -> ViewFrame? {
        guides.first { $0.name == name }
    }
}

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

    /// Creates a frame.
    public init(name: String, x: Double, y: Double, width: Double, height: Double) {
        self.name = name
        self.x = x
        self.y = y
        self.width = width
        self.height = height
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
    /// Each scroll view's content size (UIScrollView's `contentSize`), in declaration order;
    /// empty when there are errors. The frames of the views inside a scroll view are in root's
    /// coordinates at content offset zero: the content area's top-left is the scroll view's.
    public var contentSizes: [ContentSize]

    /// Creates a solution.
    public init(
        frames: [ViewFrame], guides: [ViewFrame] = [], diagnostics: [Diagnostic],
        parents: [(name: String, parent: String)] = [], contentSizes: [ContentSize] = []
    ) {
        self.frames = frames
        self.guides = guides
        self.diagnostics = diagnostics
        self.parents = parents
        self.contentSizes = contentSizes
    }

    /// The content size of the scroll view called `name`, if there is one.
    public func contentSize(named name: String) -> ContentSize? {
        contentSizes.first { $0.name == name }
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

/// What one `LayoutSession` resize changed, for a caller that redraws only what moved.
public struct LayoutChanges: Sendable, Equatable {
    /// The views whose frames differ from the previous solution's, with their new frames, in
    /// output order; every frame of the new solution when the two solutions do not have the
    /// same views (a conflict came or went).
    public var frames: [ViewFrame]
    /// The guides whose frames changed, likewise (`guide NAME`).
    public var guides: [ViewFrame]
    /// Whether the diagnostics differ from the previous solution's (read them from `solution`).
    public var diagnosticsChanged: Bool
    /// The scroll views whose content sizes changed, with their new sizes, in declaration order;
    /// every content size of the new solution when the two do not have the same scroll views.
    public var contentSizes: [ContentSize]

    /// Creates a description of changes.
    public init(frames: [ViewFrame], guides: [ViewFrame], diagnosticsChanged: Bool, contentSizes: [ContentSize] = []) {
        self.frames = frames
        self.guides = guides
        self.diagnosticsChanged = diagnosticsChanged
        self.contentSizes = contentSizes
    }

    /// The content sizes of `new` that differ from those of `old`, by position; all of `new`
    /// when the two do not name the same scroll views in the same order.
    static func changed(_ old: [ContentSize], _ new: [ContentSize]) -> [ContentSize] {
        guard old.count == new.count, zip(old, new).allSatisfy({ $0.name == $1.name }) else { return new }
        return zip(old, new).filter { $0 != $1 }.map(\.1)
    }

    /// The changes from `old` to `new`, found by comparing every frame.
    init(from old: LayoutSolution, to new: LayoutSolution) {
        func changed(_ old: [ViewFrame], _ new: [ViewFrame]) -> [ViewFrame] {
            guard old.count == new.count, zip(old, new).allSatisfy({ $0.name == $1.name }) else { return new }
            return zip(old, new).filter { $0 != $1 }.map(\.1)
        }
        self.init(
            frames: changed(old.frames, new.frames), guides: changed(old.guides, new.guides),
            diagnosticsChanged: old.diagnostics != new.diagnostics,
            contentSizes: Self.changed(old.contentSizes, new.contentSizes))
    }
}

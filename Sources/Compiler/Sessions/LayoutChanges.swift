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

    /// Creates a description of changes.
    public init(frames: [ViewFrame], guides: [ViewFrame], diagnosticsChanged: Bool) {
        self.frames = frames
        self.guides = guides
        self.diagnosticsChanged = diagnosticsChanged
    }

    /// The changes from `old` to `new`, found by comparing every frame.
    init(from old: LayoutSolution, to new: LayoutSolution) {
        func changed(_ old: [ViewFrame], _ new: [ViewFrame]) -> [ViewFrame] {
            guard old.count == new.count, zip(old, new).allSatisfy({ $0.name == $1.name }) else { return new }
            return zip(old, new).filter { $0 != $1 }.map(\.1)
        }
        self.init(
            frames: changed(old.frames, new.frames), guides: changed(old.guides, new.guides),
            diagnosticsChanged: old.diagnostics != new.diagnostics)
    }
}

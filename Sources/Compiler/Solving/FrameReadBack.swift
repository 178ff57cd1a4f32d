import LayoutIR
import LayoutSolver

/// A session's copy of every attribute's value and of where each view's frame sits in the
/// solution, so that a resize reads back only the views whose values the solver may have moved.
///
/// The values are those `LoweredLayout.currentValues()` gives: the solver's, then the held-back
/// definitions evaluated from them. After a suggestion the solver names the variables it may have
/// moved (`Solver.takeChangedVariables()`); only those, and the definitions that depend on them,
/// are read or evaluated again, with the same arithmetic, so the frames are identical to a full
/// read-back.
struct FrameReadBack: Sendable {
    /// Every variable's value, by index, as of the latest update.
    private var values: [Double]
    /// Which definitions use each variable.
    private let users: DefinitionUsers
    /// Scratch marks over definitions, all false between updates.
    private var definitionMarks: [Bool]
    /// For each view, by index: its position in `frames` (0 or more), in `guides` (encoded as
    /// `-2 - position`), or -1 when it is not reported (safe-area guides).
    private let positions: [Int]
    /// Scratch stamps over views, to visit each changed view once.
    private var viewStamps: [Int]
    private var stamp = 0
    /// The layout, when it has scroll views: their content sizes are read again after each update.
    private let scrollLayout: LayoutIR?
    /// Each view's alignment insets by index, when some view has them: frames are drawn frames.
    private let alignmentInsets: [AlignmentInsets?]?

    /// Reads every value of `lowered`, whose frames `solution` already holds in full.
    init(_ lowered: LoweredLayout, ir: LayoutIR) {
        values = lowered.currentValues()
        users = lowered.definitions.users(variableCount: values.count)
        definitionMarks = [Bool](repeating: false, count: lowered.definitions.variables.count)
        var positions = [Int](repeating: -1, count: ir.views.count)
        var frameCount = 0
        var guideCount = 0
        for view in ir.viewIDs where ir.isReported(view) {
            if ir.views[view.index].isGuide {
                positions[view.index] = -2 - guideCount
                guideCount += 1
            } else {
                positions[view.index] = frameCount
                frameCount += 1
            }
        }
        self.positions = positions
        viewStamps = [Int](repeating: 0, count: ir.views.count)
        scrollLayout = ir.views.contains(where: \.isScrollView) ? ir : nil
        alignmentInsets = ir.alignmentInsetsByView
    }

    /// Reads back the `changed` solver variables of `lowered` and what depends on them, writes
    /// the frames that changed into `solution`, and returns them (frames and guides) in view
    /// order when `reporting` (else nothing).
    mutating func update(
        _ solution: inout LayoutSolution, from lowered: LoweredLayout, changed: [Variable], reporting: Bool
    ) -> (frames: [ViewFrame], guides: [ViewFrame]) {
        var changedIndices: [Int] = []
        changedIndices.reserveCapacity(changed.count)
        for (variable, value) in zip(changed, lowered.solver.values(of: changed)) {
            guard let layoutVariable = lowered.layoutVariable(variable) else { continue }
            let index = LoweredLayout.index(of: layoutVariable)
            values[index] = value
            changedIndices.append(index)
        }
        let affected = lowered.definitions.affected(by: changedIndices, users: users, marks: &definitionMarks)
        lowered.definitions.evaluate(affected, &values)
        // A few per layout: read every time, with the same values a full read-back takes.
        if let scrollLayout { solution.contentSizes = scrollLayout.contentSizes(from: values) }
        let definedIndices = affected.map { lowered.definitions.variables[$0] }

        stamp += 1
        var views: [Int] = []
        for index in [changedIndices, definedIndices].joined() {
            let view = index / LoweredLayout.attributeCount
            guard viewStamps[view] != stamp else { continue }
            viewStamps[view] = stamp
            views.append(view)
        }
        // View order: when many changed, scanning the stamps beats sorting them.
        if views.count > viewStamps.count / 8 {
            views = viewStamps.indices.filter { viewStamps[$0] == stamp }
        } else {
            views.sort()
        }
        // Out of the solution while they are written, so that each write is a plain array write.
        var allFrames: [ViewFrame] = []
        var allGuides: [ViewFrame] = []
        swap(&allFrames, &solution.frames)
        swap(&allGuides, &solution.guides)
        defer {
            swap(&allFrames, &solution.frames)
            swap(&allGuides, &solution.guides)
        }
        var frames: [ViewFrame] = []
        var guides: [ViewFrame] = []
        for view in views {
            let position = positions[view]
            if position >= 0 {
                if write(view, into: &allFrames[position]), reporting { frames.append(allFrames[position]) }
            } else if position <= -2 {
                if write(view, into: &allGuides[-2 - position]), reporting { guides.append(allGuides[-2 - position]) }
            }
        }
        return (frames, guides)
    }

    /// Writes the current values of the view at `view` into `frame`, negative zero made positive
    /// as `LoweredLayout.frames(of:)` does; whether anything changed.
    private func write(_ view: Int, into frame: inout ViewFrame) -> Bool {
        func value(_ attribute: PrimaryAttribute) -> Double {
            let value = values[LoweredLayout.index(of: LayoutVariable(ViewID(view), attribute))]
            return value == 0 ? 0 : value
        }
        var (x, y, width, height) = (value(.left), value(.top), value(.width), value(.height))
        if let insets = alignmentInsets?[view] {
            (x, y, width, height) = insets.frame(forAlignmentRect: (x, y, width, height))
        }
        guard x != frame.x || y != frame.y || width != frame.width || height != frame.height else { return false }
        frame.x = x
        frame.y = y
        frame.width = width
        frame.height = height
        return true
    }
}

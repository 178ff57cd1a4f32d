import LayoutIR
import LayoutSolver

/// A layout kept solved while its canvas is resized, as a window is: each resize re-solves
/// incrementally by suggesting new values for edit variables on root's width and height,
/// without rebuilding the solver.
///
/// The result of every resize equals a fresh `CompiledLayout.solve(size:)` at the same size.
/// Layouts whose constraints conflict regardless of size have no solver to keep, and a size that
/// the required constraints rule out is reported by a fresh solve (the S001 error needs the
/// canvas as a required constraint to name the conflicting set); neither case has frames.
public final class LayoutSession {
    /// The layout being solved: with root's safe-area insets, its margins measured from the views'
    /// safe areas (`CompiledLayout.measuringMargins(in:)`, which may add hidden safe-area guides).
    public let layout: CompiledLayout
    /// The size of the latest solution.
    public private(set) var size: CanvasSize
    /// The latest solution.
    public private(set) var solution: LayoutSolution
    /// The lowered layout with edit variables on root's size; nil if it cannot be solved at any size.
    private var lowered: LoweredLayout?
    /// The idiom and flags `when` conditions see, and root's safe-area insets; its size is the session's `size`.
    public let environment: LayoutEnvironment
    /// Which constraints the `when` conditions switch on at `size`; nil for a layout without `when` blocks.
    private var activeConstraints: ActiveConstraints?
    /// How many solvers this session has built, fresh solves included; resizing to a size the
    /// layout fits adds none.
    private(set) var solverBuildCount = 0
    /// The safe-area definitions the incremental solver holds, in the cases it assumes; a resize
    /// whose solution breaks one of them (a safe area that changes case) re-solves from scratch.
    private var safeAreaDefinitions: [SafeAreaSideDefinition] = []
    /// Every value of `lowered` and where each frame sits in `solution`, while `solution` holds
    /// frames read from `lowered`; nil otherwise (after a fresh solve, or a new solver).
    private var readBack: FrameReadBack?
    /// The solver's `determinacyVersion` when `solution`'s diagnostics were last computed from
    /// `lowered`: while it is unchanged, they are too (nil when not computed from this solver).
    private var diagnosticsVersion: Int?
    /// How many resizes read back every frame and ran the determinacy pass, rather than only
    /// what the solver changed (for tests).
    private(set) var fullReadBackCount = 0
    /// Whether the next resize builds the incremental solver anew: its values went past a
    /// double (S007), and a tableau holding infinities stays wrong at every later size.
    private var rebuildsSolver = false

    private static let rootWidth = LayoutVariable(.root, .width)
    private static let rootHeight = LayoutVariable(.root, .height)

    /// Solves `layout` at `size` and keeps the solver for later resizes; `environment` gives the
    /// idiom and flags for `when` blocks and the safe-area insets (its size is ignored: `size` is
    /// the canvas). A layout that uses safe areas keeps each side's first case in the solver, and
    /// re-solves from scratch (in rounds) at a size where one does not hold.
    public init(_ layout: CompiledLayout, size: CanvasSize, environment: LayoutEnvironment = LayoutEnvironment()) {
        // Margins measured from safe areas are rebuilt once; root's as a view controller's view
        // depend on the width, so such a layout is solved fresh at each size (no solver kept).
        let freshAtEverySize = environment.rootIsViewControllerView
            && (layout.ir.hasMarginForms || layout.ir.rootGuide(.readable) != nil)
        self.layout = freshAtEverySize ? layout : layout.measuringMargins(in: environment)
        let layout = self.layout
        self.size = size
        self.environment = LayoutEnvironment(
            size: nil, idiom: environment.idiom, flags: environment.flags, safeAreaInsets: environment.safeAreaInsets,
            rootIsViewControllerView: environment.rootIsViewControllerView)
        self.solution = LayoutSolution(frames: [], diagnostics: layout.diagnostics)
        if layout.hasVariants && !layout.hasErrors {
            activeConstraints = layout.activeConstraints(in: layout.variantContext(in: self.environment(at: size)))
        }
        if !layout.hasErrors && !freshAtEverySize {
            if SafeAreaRoute(layout.ir) == .rounds {
                safeAreaDefinitions = SafeAreaSolver(ir: layout.ir, insets: environment.safeAreaInsets).initialDefinitions
            }
            replaceLowered(
                Self.makeIncrementalLayout(
                    layout.ir, size: size, including: activeConstraints?.mask, safeArea: safeAreaDefinitions))
        }
        solution = resize(to: size)
    }

    /// Keeps `new` as the incremental solver, tracking which values its suggestions change.
    private func replaceLowered(_ new: LoweredLayout?) {
        lowered = new
        lowered?.solver.tracksValueChanges(true)
        readBack = nil
        diagnosticsVersion = nil
        solverBuildCount += 1
    }

    /// The environment of a solve at `size`.
    private func environment(at size: CanvasSize) -> LayoutEnvironment {
        var sized = environment
        sized.size = size
        return sized
    }

    /// When a resize crosses a threshold of a `when` condition (a size class, `width >= 600`),
    /// takes out of the solver the constraints that stop applying and adds those that start to,
    /// keeping the solver; only a variant that conflicts without a canvas makes it rebuild.
    private func updateActiveConstraints(for size: CanvasSize) {
        guard let current = activeConstraints, size.width.isFinite, size.height.isFinite else { return }
        let updated = layout.activeConstraints(in: layout.variantContext(in: environment(at: size)))
        guard updated != current || lowered == nil else { return }
        activeConstraints = updated
        var isConsistent = lowered != nil
        for index in updated.mask.indices where current.mask[index] && !updated.mask[index] && isConsistent {
            isConsistent = lowered?.exclude(index) ?? false
        }
        for index in updated.mask.indices where !current.mask[index] && updated.mask[index] && isConsistent {
            isConsistent = lowered?.include(index, of: layout.ir) ?? false
        }
        // A presolved solver stands for the full system only while nothing is free (see
        // `LoweredLayout.needsFullSystem`); a variant that frees an attribute rebuilds.
        guard !isConsistent || lowered?.needsFullSystem == true else { return }
        // The new variant conflicts at any size (a fresh solve reports it), leaves something free
        // in a presolved solver, or the solver is gone.
        replaceLowered(
            Self.makeIncrementalLayout(layout.ir, size: size, including: updated.mask, safeArea: safeAreaDefinitions))
    }

    /// Re-solves for `size` and returns the new solution, which `solution` then holds.
    ///
    /// The returned value shares its storage with `solution`; while a caller keeps it, the next
    /// resize copies the frames once before updating them.
    @discardableResult
    public func resize(to size: CanvasSize) -> LayoutSolution {
        _ = update(to: size, reporting: false)
        return solution
    }

    /// Re-solves for `size` as `resize(to:)` does, and returns only the frames that changed.
    ///
    /// `solution` is updated in place. When the solver's suggestion moved only part of the
    /// layout, only that part is read back: the cost follows the views the edit touches, not
    /// the layout's size (a pivot also reruns the determinacy pass; a fresh solve reads back
    /// everything).
    public func resizeReportingChanges(to size: CanvasSize) -> LayoutChanges {
        update(to: size, reporting: true)
    }

    /// Re-solves for `size`, updates `solution`, and returns what changed; without `reporting`,
    /// no frames are collected (empty changes), which `resize(to:)` has no use for.
    private func update(to size: CanvasSize, reporting: Bool) -> LayoutChanges {
        let changes = updateFrames(to: size, reporting: reporting)
        // Which views are hidden follows the variant, which the size may have changed.
        layout.markHidden(in: &solution, context: layout.variantContext(in: environment(at: size)))
        return changes
    }

    /// `update(to:reporting:)` but for marking hidden views.
    private func updateFrames(to size: CanvasSize, reporting: Bool) -> LayoutChanges {
        self.size = size
        if rebuildsSolver {
            rebuildsSolver = false
            replaceLowered(
                Self.makeIncrementalLayout(
                    layout.ir, size: size, including: activeConstraints?.mask, safeArea: safeAreaDefinitions))
        }
        updateActiveConstraints(for: size)
        let isSuggested = suggest(size)
        // Taken before `lowered` is bound below, which would make the solver's storage shared.
        let changedVariables = lowered?.solver.takeChangedVariables()
        guard ResizeRoute(suggestionMet: isSuggested) == .incremental, let lowered else {
            readBack = nil
            diagnosticsVersion = nil
            return replaceSolution(with: freshSolution(at: size), reporting: reporting)
        }
        var diagnosticsChanged = false
        // S002's fix-its are read from the solution at this size, so they are made again.
        let hasSizedFixIts = solution.diagnostics.contains { $0.code == .undeterminedAttributes && !$0.fixIts.isEmpty }
        if diagnosticsVersion != lowered.solver.determinacyVersion || hasSizedFixIts {
            // A pivot, a degenerate row reaching or leaving zero, or a new solver: which
            // attributes are free may have changed.
            let (diagnostics, hasErrors) = layout.solutionDiagnostics(from: lowered, canvas: size)
            guard !hasErrors else {
                readBack = nil
                diagnosticsVersion = nil
                return replaceSolution(with: LayoutSolution(frames: [], diagnostics: diagnostics), reporting: reporting)
            }
            diagnosticsChanged = diagnostics != solution.diagnostics
            if diagnosticsChanged { solution.diagnostics = diagnostics }
            diagnosticsVersion = lowered.solver.determinacyVersion
        }
        guard let changedVariables, readBack != nil else {
            fullReadBackCount += 1
            let changes = replaceSolution(with: layout.solution(from: lowered, canvas: size), reporting: reporting)
            if solution.frames.isEmpty {
                // The full read-back refused frames past a double (S007).
                discardSolverAfterOverflow()
            } else {
                readBack = FrameReadBack(lowered, ir: layout.ir)
            }
            return LayoutChanges(
                frames: changes.frames, guides: changes.guides,
                diagnosticsChanged: diagnosticsChanged || changes.diagnosticsChanged, contentSizes: changes.contentSizes)
        }
        let previousContentSizes = reporting ? solution.contentSizes : []
        let (frames, guides) = readBack?.update(&solution, from: lowered, changed: changedVariables, reporting: reporting) ?? ([], [])
        // A frame past a double is never handed out: the full read-back refuses it (S007), with
        // the diagnostics a fresh solve gives.
        if layout.nonFiniteFrameError(frames: solution.frames, guides: solution.guides, contentSizes: solution.contentSizes) != nil {
            let changes = replaceSolution(with: layout.solution(from: lowered, canvas: size), reporting: reporting)
            discardSolverAfterOverflow()
            return changes
        }
        return LayoutChanges(
            frames: frames, guides: guides, diagnosticsChanged: diagnosticsChanged,
            contentSizes: reporting ? LayoutChanges.changed(previousContentSizes, solution.contentSizes) : [])
    }

    /// Drops the incremental solver after its values went past a double (S007), so that the
    /// next resize builds one anew rather than solving from infinities.
    private func discardSolverAfterOverflow() {
        lowered = nil
        readBack = nil
        diagnosticsVersion = nil
        rebuildsSolver = true
    }

    /// Whether the incremental solver holds a presolved system rather than the full one (for tests).
    var isPresolved: Bool { lowered?.isPresolved ?? false }

    /// Whether the latest resize read its solution from the incremental solver (for tests).
    var readsBackIncrementally: Bool { readBack != nil }

    /// The solution read back in full from the incremental solver, every frame and the
    /// determinacy pass, as a resize without the partial read-back gives it (for tests).
    func fullReadBack() -> LayoutSolution? {
        lowered.map { layout.solution(from: $0, canvas: size) }
    }

    /// Suggests `size` to the incremental solver; false when there is none, or it cannot meet
    /// `size` (a required constraint rules it out, or a safe-area case stops holding) and a
    /// fresh solve must give the answer.
    private func suggest(_ size: CanvasSize) -> Bool {
        // A size that is not finite never reaches the solver, which it would leave unusable.
        guard size.width.isFinite, size.height.isFinite,
            let width = lowered?.solverVariable(Self.rootWidth),
            let height = lowered?.solverVariable(Self.rootHeight)
        else { return false }
        // Mutating through the optional keeps the solver's storage uniquely referenced: no copy.
        do throws(SolverError) {
            try lowered?.solver.suggestValue(size.width, for: width)
            try lowered?.solver.suggestValue(size.height, for: height)
        } catch {
            return false
        }
        guard let lowered,
            Self.isClose(lowered.value(of: Self.rootWidth), size.width),
            Self.isClose(lowered.value(of: Self.rootHeight), size.height)
        else {
            // The required constraints rule this size out: a fresh solve names the conflict.
            return false
        }
        return safeAreaDefinitions.allSatisfy { $0.holds(in: lowered) }
    }

    /// Makes `new` the solution and returns how it differs from the previous one (nothing
    /// without `reporting`).
    private func replaceSolution(with new: LayoutSolution, reporting: Bool) -> LayoutChanges {
        let changes =
            reporting
            ? LayoutChanges(from: solution, to: new) : LayoutChanges(frames: [], guides: [], diagnosticsChanged: false)
        solution = new
        return changes
    }

    /// Solves from scratch, for layouts that have no incremental solver or a size it cannot meet.
    private func freshSolution(at size: CanvasSize) -> LayoutSolution {
        if !layout.hasErrors { solverBuildCount += 1 }
        return layout.solve(in: environment(at: size))
    }

    /// Lowers `ir` for resizing, starting at `size`; nil if it conflicts at every size. With
    /// `mask` (`when` blocks), only the constraints it marks are lowered; `safeArea` defines the
    /// safe-area guides' sides in their assumed cases.
    private static func makeIncrementalLayout(
        _ ir: LayoutIR, size: CanvasSize, including mask: [Bool]? = nil, safeArea: [SafeAreaSideDefinition] = []
    ) -> LoweredLayout? {
        LoweredLayout.resizable(
            ir, editPriority: editPriority(above: ir.constraints.map(\.priority)), size: size, including: mask,
            safeArea: safeArea)
    }

    /// A priority above every optional one in the file and below required, so the canvas size
    /// wins over every preference, as the required `--size` constraints of a fresh solve do.
    static func editPriority(above priorities: [ConstraintPriority]) -> Double {
        let highestOptional = priorities.filter { !$0.isRequired }.map(\.value).max() ?? 0
        return highestOptional < 999 ? 999 : (highestOptional + Strength.required) / 2
    }

    /// Whether the solver met a suggested size, allowing for rounding.
    private static func isClose(_ value: Double, _ target: Double) -> Bool {
        abs(value - target) <= 1e-7 * max(1, abs(target))
    }
}

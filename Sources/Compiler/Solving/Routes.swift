import LayoutIR

// Every route from a layout's IR to a solution, and every decision between them, in one file.
//
// A solution is reached through up to four choices, each named by a type here:
// 1. `SizesRoute`: how `check` examines its sizes (none, one fresh solve, one session);
// 2. `SafeAreaRoute`: one lowering, or rounds of lowerings choosing each safe-area side's case;
// 3. `LoweringRoute`, for a `LoweringPurpose`: how the IR goes into the solver (presolved,
//    presolved with its conflicts searched, or the full system);
// 4. `ResizeRoute`: a session's resize, re-solved in its solver or solved fresh.
// Every route that is a fast path stands for a full path, and a test holds them equal
// (ARCHITECTURE.md, "The fast paths").

/// How `CompiledLayout.check(sizes:environment:)` examines the sizes it is given.
enum SizesRoute: Equatable, Sendable {
    /// No size: only what needs no canvas is checked, the conflicts no canvas size resolves
    /// (`LoweringPurpose.conflictsWithoutCanvas`).
    case withoutCanvas
    /// One size: one fresh solve, as `solve(in:)` gives it. A session cannot hold a conflict
    /// with the canvas, so for a layout that conflicts at that size it lowered a second system
    /// for nothing (e249ea9).
    case freshSolve
    /// Several sizes: one `LayoutSession` opened at the first and resized to each of the others,
    /// each result equal to a fresh solve (`ResizeEquivalenceTests`). A resize re-solves in the
    /// solver it has (form 5000: 0.5 to 1.0 ms a resize, Benchmarks/SOLVER.md) where a fresh solve
    /// lowers the whole layout again.
    case session

    /// The route for `count` distinct sizes.
    init(sizeCount count: Int) {
        switch count {
        case 0: self = .withoutCanvas
        case 1: self = .freshSolve
        default: self = .session
        }
    }
}

/// How a layout whose views' safe areas are used is solved.
enum SafeAreaRoute: Equatable, Sendable {
    /// One lowering: the layout uses no view's safe area (`LayoutIR.usesSafeArea`), so every
    /// constraint is linear.
    case oneLowering
    /// Rounds of lowerings (`SafeAreaSolver`): each side of a safe area is `max` or `min` of the
    /// view's edge and root's safe edge, which is not linear, so each round assumes a case per
    /// side and switches the cases that do not hold, at most `SafeAreaSolver.maximumRounds`
    /// times. Each round lowers as `LoweringPurpose.solveAtCanvas` or `solveWithoutCanvas`.
    case rounds

    /// The route for `ir`.
    init(_ ir: LayoutIR) {
        self = ir.usesSafeArea ? .rounds : .oneLowering
    }
}

/// What a lowering is for; each purpose decides between the `LoweringRoute`s in its own way.
enum LoweringPurpose: Sendable {
    /// A solve at a canvas size (`solve --size`, `check` at one size).
    case solveAtCanvas(CanvasSize)
    /// A solve with root's size left to the file's constraints (`solve` without `--size`).
    case solveWithoutCanvas
    /// Finding the conflicts that no canvas size resolves (`check` without `--size`); free
    /// attributes are not asked about.
    case conflictsWithoutCanvas
    /// A session's solver: no canvas, edit variables on root's size at `editPriority` pulled to
    /// `size`; `mask` marks the constraints of the variant (`when` blocks) that go in.
    case resizing(size: CanvasSize, editPriority: Double, mask: [Bool]?)
}

/// How the IR goes into the solver.
enum LoweringRoute: Equatable, Sendable {
    /// Required equalities eliminated first (`Presolve`), the result standing for the full
    /// system. Taken when the presolved system has no conflict and leaves nothing free that the
    /// full system would decide differently (at a canvas: nothing free; without one, for a
    /// solve: nothing free once root's size is pinned; for conflicts: free attributes do not
    /// matter; for a session: nothing free at its first size). The full system is quadratic on
    /// chains: grid 100x100 `check` 42 s and 4.5 GB full, 0.41 s and 68 MB presolved; stack 10000
    /// 47 s and 7.1 GB, 0.42 s and 77 MB; `solve` without a size on grid 100x100 26 s and 4.8 GB,
    /// 0.43 s and 70 MB (Benchmarks/SOLVER.md, commits a47635d and 35211c7).
    case presolved
    /// Presolved, with every conflict named by a `ConflictSearch` exactly as the full system
    /// names it. Taken when the presolved system meets a conflict and the search is sure of it,
    /// so that a conflict does not send the layout to the full system (stack 1000 with one
    /// conflicting pin: 11.2 s in full; grid 316x316 at 2000x2000: 180 s and 7 GB; e3ecfcb).
    case presolvedWithSearchedConflicts
    /// Every constraint in the solver. Taken when only it gives the exact answer: a conflict
    /// the search cannot be sure of, a refused constraint, or an attribute left free (the full
    /// system gives the arbitrary values and the S002 warnings). When the presolved system met
    /// no conflict (only something free), its solver keeps no marker per required equality
    /// (`LoweredLayout.full`): the same values and warnings, without the N^2 / 2 marker entries
    /// of a chain that nothing pins (8000 views: 3.1 s and 1.09 GB with them, 0.26 s and
    /// 67 MB without; Benchmarks/SOLVER.md, "Unpinned chains").
    case full
    /// No lowering (`resizing` only): the presolved system conflicts without a canvas, so the
    /// layout conflicts at every size, in the full system too (presolve keeps feasibility); a
    /// fresh solve names the conflict. Lowering the full system only to learn that was half of
    /// an 11.2 s check of stack 1000 with one conflict, 9.2 s after (fd3418f).
    case conflictsAtEverySize

    /// Decides the route for `presolved`, the presolved lowering of `ir` for `purpose`: it may
    /// search its conflicts, and for a session it gets its edit variables (hence `inout`).
    static func decide(
        for presolved: inout LoweredLayout, _ purpose: LoweringPurpose, ir: LayoutIR, safeArea: [SafeAreaSideDefinition]
    ) -> LoweringRoute {
        switch purpose {
        case .solveAtCanvas(let canvas):
            presolved.searchConflicts(ir, canvas: canvas, safeArea: safeArea)
            if presolved.needsFullSystem { return .full }
        case .conflictsWithoutCanvas:
            // Presolve keeps the required system's feasibility: no conflict here, none in full.
            if presolved.isConflictFree { return .presolved }
            presolved.searchConflicts(ir, canvas: nil, safeArea: safeArea)
            if !presolved.hasSearchedConflicts { return .full }
        case .solveWithoutCanvas:
            if presolved.isConflictFree, presolved.isDeterminedOnceRootIsSized { return .presolved }
            // With a conflict there are no frames: the search names the full system's conflicts.
            guard !presolved.isConflictFree else { return .full }
            presolved.searchConflicts(ir, canvas: nil, safeArea: safeArea)
            if !presolved.hasSearchedConflicts { return .full }
        case .resizing(let size, let editPriority, _):
            guard presolved.isConflictFree else { return .conflictsAtEverySize }
            guard presolved.addRootSizeEdits(priority: editPriority, size: size), !presolved.needsFullSystem else {
                return .full
            }
        }
        return presolved.hasSearchedConflicts ? .presolvedWithSearchedConflicts : .presolved
    }
}

/// How a session answers a resize.
enum ResizeRoute: Equatable, Sendable {
    /// The new size is suggested to the session's solver and re-solved there, reading back only
    /// the values that moved (`FrameReadBack`): form 5000 0.5 to 1.0 ms a resize, against about
    /// half a second for a fresh solve (Benchmarks/SOLVER.md). Taken whenever the solver exists
    /// and meets the size.
    case incremental
    /// A fresh solve, as `CompiledLayout.solve(in:)` gives it. Taken when the session has no
    /// solver (the layout conflicts at every size), the size is not finite, the solver refuses
    /// the suggestion, the required constraints rule the size out (only a fresh solve names the
    /// conflict with the canvas), or a safe-area side's assumed case stops holding.
    case freshSolve

    /// The route for a resize whose suggestion to the solver `wasMet` (see `LayoutSession`).
    init(suggestionMet wasMet: Bool) {
        self = wasMet ? .incremental : .freshSolve
    }
}

extension CompiledLayout {
    /// The solution at `canvas`, by the `SafeAreaRoute` for the layout: one lowering, or the
    /// rounds of `SafeAreaSolver` with root's safe area inset by `safeAreaInsets`.
    func solved(canvas: CanvasSize?, safeAreaInsets: SafeAreaInsets) -> LayoutSolution {
        switch lowered(canvas: canvas, safeAreaInsets: safeAreaInsets) {
        case .lowered(let lowered):
            return solution(from: lowered, canvas: canvas)
        case .failed(let error):
            return LayoutSolution(frames: [], diagnostics: (diagnostics + [error]).sortedForOutput())
        }
    }

    /// The layout lowered at `canvas` by the `SafeAreaRoute` for it: once, or in the safe area's
    /// rounds (which may fail with S005).
    func lowered(canvas: CanvasSize?, safeAreaInsets: SafeAreaInsets) -> SafeAreaSolver.Outcome {
        switch SafeAreaRoute(ir) {
        case .oneLowering: .lowered(LoweredLayout(ir, canvas: canvas))
        case .rounds: SafeAreaSolver(ir: ir, insets: safeAreaInsets, sources: sources).lower(canvas: canvas)
        }
    }

    /// The layout lowered without a canvas to find the conflicts no canvas size resolves, by the
    /// `SafeAreaRoute` for it; the safe area's rounds lower for a solve without a canvas, since
    /// each round reads the solution to check its cases.
    func loweredWithoutCanvas(safeAreaInsets: SafeAreaInsets) -> SafeAreaSolver.Outcome {
        switch SafeAreaRoute(ir) {
        case .oneLowering: .lowered(LoweredLayout.unsized(ir))
        case .rounds: SafeAreaSolver(ir: ir, insets: safeAreaInsets, sources: sources).lower(canvas: nil)
        }
    }
}

import LayoutLexer
import LayoutParser
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
    /// The layout being solved.
    public let layout: CompiledLayout
    /// The size of the latest solution.
    public private(set) var size: CanvasSize
    /// The latest solution.
    public private(set) var solution: LayoutSolution
    /// The lowered layout with edit variables on root's size; nil if it cannot be solved at any size.
    private var lowered: LoweredLayout?
    /// How many solvers this session has built, fresh solves included; resizing to a size the
    /// layout fits adds none.
    private(set) var solverBuildCount = 0

    private static let rootWidth = LayoutVariable(.root, .width)
    private static let rootHeight = LayoutVariable(.root, .height)

    /// Solves `layout` at `size` and keeps the solver for later resizes.
    public init(_ layout: CompiledLayout, size: CanvasSize) {
        self.layout = layout
        self.size = size
        self.solution = LayoutSolution(frames: [], diagnostics: layout.diagnostics)
        if !layout.hasErrors {
            lowered = Self.makeIncrementalLayout(layout.ir, size: size)
            solverBuildCount += 1
        }
        solution = resize(to: size)
    }

    /// Re-solves for `size` and returns the new solution, which `solution` then holds.
    @discardableResult
    public func resize(to size: CanvasSize) -> LayoutSolution {
        self.size = size
        // A size that is not finite never reaches the solver, which it would leave unusable.
        guard size.width.isFinite, size.height.isFinite,
            let width = lowered?.solverVariable(Self.rootWidth),
            let height = lowered?.solverVariable(Self.rootHeight)
        else { return solveFresh(at: size) }
        // Mutating through the optional keeps the solver's storage uniquely referenced: no copy.
        do throws(SolverError) {
            try lowered?.solver.suggestValue(size.width, for: width)
            try lowered?.solver.suggestValue(size.height, for: height)
        } catch {
            return solveFresh(at: size)
        }
        guard let lowered,
            Self.isClose(lowered.value(of: Self.rootWidth), size.width),
            Self.isClose(lowered.value(of: Self.rootHeight), size.height)
        else {
            // The required constraints rule this size out: a fresh solve names the conflict.
            return solveFresh(at: size)
        }
        solution = layout.solution(from: lowered, canvas: size)
        return solution
    }

    /// Solves from scratch, for layouts that have no incremental solver or a size it cannot meet.
    private func solveFresh(at size: CanvasSize) -> LayoutSolution {
        if !layout.hasErrors { solverBuildCount += 1 }
        solution = layout.solve(size: size)
        return solution
    }

    /// Lowers `ir` for resizing, starting at `size`; nil if it conflicts at every size.
    private static func makeIncrementalLayout(_ ir: LayoutIR, size: CanvasSize) -> LoweredLayout? {
        LoweredLayout.resizable(ir, editPriority: editPriority(above: ir.constraints.map(\.priority)), size: size)
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

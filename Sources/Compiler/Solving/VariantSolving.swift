import LayoutIR
import LayoutSource

/// Which constraints of a layout with `when` blocks apply in one environment.
struct ActiveConstraints: Equatable {
    /// For each constraint of the IR, whether it applies.
    var mask: [Bool]
    /// The conditions that decide some constraint and need a canvas size the environment lacks,
    /// each with the first constraint it governs.
    var undecided: [(condition: Int, constraint: Int)]

    static func == (lhs: ActiveConstraints, rhs: ActiveConstraints) -> Bool {
        lhs.mask == rhs.mask && lhs.undecided.map(\.condition) == rhs.undecided.map(\.condition)
    }
}

extension CompiledLayout {
    /// Whether the layout has `when` blocks, so that solving depends on more than the size.
    public var hasVariants: Bool { !ir.conditions.isEmpty }

    /// The constraints that apply in `context`; a constraint whose condition cannot be decided
    /// (it reads a canvas size the context lacks) does not apply, and is listed as undecided.
    func activeConstraints(in context: VariantContext) -> ActiveConstraints {
        let holds = ir.conditions.map { $0.holds(in: context) }
        var mask: [Bool] = []
        mask.reserveCapacity(ir.constraints.count)
        var undecided: [(condition: Int, constraint: Int)] = []
        var isListed = [Bool](repeating: false, count: ir.conditions.count)
        for (index, constraint) in ir.constraints.enumerated() {
            guard let condition = constraint.condition else {
                mask.append(true)
                continue
            }
            switch holds[condition] {
            case true?: mask.append(true)
            case false?: mask.append(false)
            case nil:
                mask.append(false)
                if !isListed[condition] {
                    isListed[condition] = true
                    undecided.append((condition, index))
                }
            }
        }
        return ActiveConstraints(mask: mask, undecided: undecided)
    }

    /// The layout with only the constraints `mask` keeps (the same views, source and diagnostics).
    func restricted(to mask: [Bool]) -> CompiledLayout {
        guard mask.contains(false) else { return self }
        var restrictedIR = ir
        restrictedIR.constraints = ir.constraints.indices.filter { mask[$0] }.map { ir.constraints[$0] }
        return CompiledLayout(source: source, ir: restrictedIR, diagnostics: diagnostics, sources: sources)
    }

    /// The layout with only the constraints that apply in `environment`, leaving out those
    /// whose conditions it cannot decide (they read a canvas size it lacks), as `check` does
    /// without a size; the layout itself when it has no `when` blocks.
    func decidable(in environment: LayoutEnvironment) -> CompiledLayout {
        hasVariants ? restricted(to: activeConstraints(in: variantContext(in: environment)).mask) : self
    }

    /// V008 errors for conditions a solve without a canvas size cannot decide, each at the first
    /// constraint it governs.
    /// A stack's own constraints are left out: their conditions come from its views' `hide` and
    /// its variations, each reported at its statement instead (`hiddenNeedsCanvasErrors`,
    /// `stackVariationNeedsCanvasErrors`), not at the stack's declaration.
    func canvasNeededErrors(_ active: ActiveConstraints) -> [Diagnostic] {
        active.undecided.compactMap { entry in
            guard ir.constraints[entry.constraint].stackOrigin == nil else { return nil }
            return .error(
                .conditionNeedsCanvas,
                "condition '\(ir.conditions[entry.condition].description)' needs the canvas size, and none is given",
                at: ir.constraints[entry.constraint].span,
                notes: ["give one with --size WxH: size classes, orientation and comparisons read it"])
        }
    }

    /// V008 errors for stacks whose own properties depend on a canvas size the context lacks
    /// (`stack NAME { ... }` in a `when` block on the canvas), each at its statement.
    func stackVariationNeedsCanvasErrors(in context: VariantContext) -> [Diagnostic] {
        ir.stackVariations.compactMap { variation in
            guard variation.condition.holds(in: context) == nil, let span = variation.span else { return nil }
            return .error(
                .conditionNeedsCanvas,
                "the properties '\(ir.name(of: variation.stack))' takes here depend on '\(variation.condition.description)', which needs the canvas size, and none is given",
                at: span, notes: ["give one with --size WxH: size classes, orientation and comparisons read it"])
        }
    }

    /// V008 errors for views whose being hidden depends on a canvas size the context lacks, each
    /// at the statement that last decides it: hiding changes a stack's frames, so it is no guess.
    func hiddenNeedsCanvasErrors(in context: VariantContext) -> [Diagnostic] {
        ir.visibility.compactMap { entry in
            guard entry.hiddenWhen.holds(in: context) == nil, let span = entry.span else { return nil }
            return .error(
                .conditionNeedsCanvas,
                "whether '\(ir.name(of: entry.view))' is hidden depends on '\(entry.hiddenWhen.description)', which needs the canvas size, and none is given",
                at: span, notes: ["give one with --size WxH: size classes, orientation and comparisons read it"])
        }
    }
}

import LayoutIR
import LayoutSource
import LayoutSolver

/// A run-time input of the frame engine: what the generated code reads from the running views
/// (or its own properties) and feeds into the right-hand sides of the constraints.
package enum ExplicitInput: Hashable, Sendable {
    /// Root's width (`bounds.size.width`, or the width `sizeThatFits` is given); where the width
    /// is fitted, its target at the fitting priority.
    case rootWidth
    /// Root's height (`bounds.size.height`); where the height is fitted, its target at the
    /// fitting priority (0: the compressed size).
    case rootHeight
    /// One of root's safe-area insets: 0 top, 1 left, 2 bottom, 3 right (UIEdgeInsets order).
    case safeAreaInset(Int)
    /// The target of a view's content hugging on an axis: its intrinsic length, or a bound too
    /// large to matter when the running view reports `noIntrinsicMetric`.
    case hugging(ViewID, PrimaryAttribute)
    /// The target of a view's compression resistance on an axis, likewise (a bound too small).
    case compression(ViewID, PrimaryAttribute)
    /// A named constant (`let`) the generated type lets an app set.
    case constant(String)
}

/// One row of an explicit system: `basic = constant + sum(entries) + sum(inputEntries * (input - reference))`.
package struct ExplicitRow: Sendable, Equatable {
    /// The basic symbol, an index into the system's symbols.
    package var basic: Int
    /// The value at the reference inputs when every parametric symbol is zero.
    package var constant: Double
    /// Parametric symbols (never a dummy) and their coefficients.
    package var entries: [ExplicitTerm]
    /// Inputs, by index into `ExplicitSystem.inputs`, and how the row's value moves with each.
    package var inputEntries: [ExplicitTerm]
}

/// A symbol or input index with its coefficient.
package struct ExplicitTerm: Sendable, Equatable {
    /// The index.
    package var index: Int
    /// The coefficient.
    package var coefficient: Double
}

/// The optimal tableau of one variant of a layout, at reference inputs, with the inputs kept as
/// columns: for any inputs, the same basis gives every frame as an affine function of them while
/// its restricted rows stay non-negative, and a dual simplex step from it finds the next basis
/// otherwise, since the inputs reach only the right-hand sides (grammar.md, "The frame engine").
package struct ExplicitSystem: Sendable {
    /// The inputs, in the order the generated code passes them.
    package var inputs: [ExplicitInput]
    /// The inputs' reference values, where the tableau was solved.
    package var reference: [Double]
    /// Whether each symbol must stay non-negative (slacks and errors; external variables are free).
    package var isRestricted: [Bool]
    /// The rows.
    package var rows: [ExplicitRow]
    /// Rows of required equalities that only the inputs can break (two constraints fixing one
    /// length to different inputs): their value must stay zero.
    package var checks: [ExplicitRow]
    /// `costs[level][symbol]`, levels from the highest priority down.
    package var costs: [[Double]]
    /// For each view attribute (`view.index * 4 + attribute.rawValue`), its symbol, or -1 when
    /// it is in no constraint (its value is then 0, as a parametric symbol's is).
    package var attributeSymbols: [Int]
    /// For each error symbol of a constraint the file requires (in a relaxed system), the index
    /// of that written constraint in the file's IR, or -1: what a broken constraint is reported as.
    package var constraintOfSymbol: [Int]
    /// The priorities of the objective levels, highest first.
    package var levelPriorities: [Double]
    /// The sides of nested views' safe areas, whose piece of `max(edge, root's safe edge)` the
    /// system assumes (bit k of `safeAreaCases` for side k: set for root's safe edge).
    package var safeAreaSides: [ExplicitSafeAreaSide]
    /// The pieces assumed (see `safeAreaSides`).
    package var safeAreaCases: Int

    /// The number of symbols.
    package var symbolCount: Int { isRestricted.count }
}

/// One side of a nested view's safe area: the view, and the side (`SafeAreaSide` raw value:
/// 0 left, 1 top, 2 right, 3 bottom).
package struct ExplicitSafeAreaSide: Sendable, Equatable {
    /// The view whose safe area it is.
    package var view: ViewID
    /// The side.
    package var side: Int
}

/// Why a layout cannot be compiled to frame code.
package struct ExplicitLayoutRefusal: Error, Sendable {
    /// What frame code cannot do here, and why, in a sentence.
    package var reason: String
    /// The constraint or declaration at fault, if one is.
    package var span: SourceSpan?
}

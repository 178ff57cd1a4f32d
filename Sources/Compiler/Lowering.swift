import LayoutLexer
import LayoutParser
import LayoutSolver

/// Where a solver constraint came from: a written constraint, or one the language adds implicitly.
enum ConstraintOrigin: Hashable, Sendable {
    /// The constraint at this index of `LayoutIR.constraints`.
    case written(index: Int)
    /// The implicit `width >= 0` or `height >= 0` every view has, root included.
    case nonNegative(LayoutVariable)
    /// `root.left = 0` or `root.top = 0`: root's top-left corner is the origin.
    case rootOrigin(PrimaryAttribute)
    /// `root.width = W` or `root.height = H` from the canvas size.
    case canvas(PrimaryAttribute, Double)
}

/// A constraint the solver refused for a reason other than a conflict.
struct RejectedConstraint: Sendable {
    /// Where the constraint came from.
    var origin: ConstraintOrigin
    /// Why it was refused, lower case.
    var reason: String
}

/// A layout's constraint system lowered into a solver, exactly as the spec defines it.
///
/// Each view has four solver variables (left, top, width, height); IR terms map directly to them.
/// Implicit constraints go in first, then the canvas size, then the written ones in source order:
/// the oracle's order. Fixing root early keeps the incremental adds cheap (adding the canvas last
/// made a 20 x 20 grid 60 times slower). Conflicts that no canvas size could resolve are found by
/// lowering without a canvas (`check` with no size), and a conflict names the canvas only when
/// the canvas is one of its members.
/// A constraint whose addition fails is left out and the rest are still added, so every
/// independent conflict is found in one pass.
struct LoweredLayout: Sendable {
    /// The solver holding every constraint that could be added.
    var solver: Solver
    /// The solver variable of each view attribute, at `view.index * 4 + attribute.rawValue`.
    let variables: [Variable]
    /// Each solver constraint's origin, indexed by the constraint's tag.
    private(set) var origins: [ConstraintOrigin] = []
    /// The minimal conflicting set reported for each required constraint that could not be added.
    private(set) var conflicts: [[Constraint]] = []
    /// Constraints the solver refused for other reasons (a bad priority or number).
    private(set) var rejected: [RejectedConstraint] = []
    /// The layout variable of each solver variable.
    private let layoutVariables: [Variable: LayoutVariable]

    /// Lowers `ir`; a `canvas` adds `root.width = W` and `root.height = H` as required constraints.
    init(_ ir: LayoutIR, canvas: CanvasSize?) {
        var solver = Solver()
        var variables: [Variable] = []
        var layoutVariables: [Variable: LayoutVariable] = [:]
        for view in ir.viewIDs {
            for attribute in PrimaryAttribute.allCases {
                let variable = solver.makeVariable(named: "\(ir.name(of: view)).\(attribute)")
                variables.append(variable)
                layoutVariables[variable] = LayoutVariable(view, attribute)
            }
        }
        self.solver = solver
        self.variables = variables
        self.layoutVariables = layoutVariables

        for view in ir.viewIDs {
            for attribute in [PrimaryAttribute.width, .height] {
                let variable = LayoutVariable(view, attribute)
                add(.nonNegative(variable), terms: [(variable, 1)], constant: 0, .greaterThanOrEqual)
            }
        }
        for attribute in [PrimaryAttribute.left, .top] {
            add(.rootOrigin(attribute), terms: [(LayoutVariable(.root, attribute), 1)], constant: 0, .equal)
        }
        if let canvas {
            addCanvas(canvas)
        }
        for (index, constraint) in ir.constraints.enumerated() {
            addWritten(constraint, index: index)
        }
    }

    /// The solver variable of `variable`.
    func solverVariable(_ variable: LayoutVariable) -> Variable {
        variables[variable.view.index * PrimaryAttribute.allCases.count + variable.attribute.rawValue]
    }

    /// The layout variable a solver variable stands for.
    func layoutVariable(_ variable: Variable) -> LayoutVariable? {
        layoutVariables[variable]
    }

    /// The current value of `variable`, with negative zero made positive for clean output.
    func value(of variable: LayoutVariable) -> Double {
        let value = solver.value(of: solverVariable(variable))
        return value == 0 ? 0 : value
    }

    /// The origin of a constraint this lowering made.
    func origin(of constraint: Constraint) -> ConstraintOrigin? {
        origins.indices.contains(constraint.tag) ? origins[constraint.tag] : nil
    }

    /// Every view's frame from the current solution, root first, then in declaration order.
    func frames(of ir: LayoutIR) -> [ViewFrame] {
        ir.viewIDs.map { view in
            ViewFrame(
                name: ir.name(of: view),
                x: value(of: LayoutVariable(view, .left)), y: value(of: LayoutVariable(view, .top)),
                width: value(of: LayoutVariable(view, .width)), height: value(of: LayoutVariable(view, .height)))
        }
    }

    /// The layout variables the solver leaves without a unique value, in variable order.
    func undeterminedVariables() -> [LayoutVariable] {
        solver.undeterminedVariables().compactMap(layoutVariable).sorted()
    }

    /// Adds the canvas size as required constraints on root's width and height.
    mutating func addCanvas(_ canvas: CanvasSize) {
        addRootSize(.width, canvas.width)
        addRootSize(.height, canvas.height)
    }

    /// Adds `root.attribute = value` as a required constraint, as the canvas size does.
    mutating func addRootSize(_ attribute: PrimaryAttribute, _ value: Double) {
        add(.canvas(attribute, value), terms: [(LayoutVariable(.root, attribute), 1)], constant: -value, .equal)
    }

    /// Adds a written constraint; an optional one is scaled so its violation is in written units.
    private mutating func addWritten(_ constraint: LayoutConstraint, index: Int) {
        let scale = constraint.priority.isRequired ? 1 : constraint.scale
        let terms = constraint.terms.map { ($0.variable, $0.coefficient * scale) }
        let relation: Relation =
            switch constraint.relation {
            case .equal: .equal
            case .lessThanOrEqual: .lessThanOrEqual
            case .greaterThanOrEqual: .greaterThanOrEqual
            }
        add(
            .written(index: index), terms: terms, constant: constraint.constant * scale, relation,
            priority: constraint.priority.value)
    }

    /// Makes a solver constraint tagged with `origin` and adds it, recording a conflict or refusal.
    @discardableResult
    private mutating func add(
        _ origin: ConstraintOrigin, terms: [(LayoutVariable, Double)], constant: Double, _ relation: Relation,
        priority: Double = Strength.required
    ) -> Constraint? {
        guard constant.isFinite, terms.allSatisfy({ $0.1.isFinite }) else {
            let reason =
                if case .canvas(let attribute, _) = origin {
                    "the canvas size gives root.\(attribute) a value that is not a finite number"
                } else {
                    "a number in it is too large to solve with"
                }
            rejected.append(RejectedConstraint(origin: origin, reason: reason))
            return nil
        }
        let expression = LinearExpression(
            terms.map { Term(solverVariable($0.0), $0.1) }, constant: constant)
        let constraint = Constraint(expression, relation, priority: priority, tag: origins.count)
        origins.append(origin)
        do throws(SolverError) {
            try solver.add(constraint)
        } catch {
            switch error {
            case .unsatisfiable(let conflict):
                conflicts.append(conflict)
            case .invalidPriority(let value):
                rejected.append(RejectedConstraint(origin: origin, reason: "priority \(value) is not in (0, 1000]"))
            default:
                rejected.append(RejectedConstraint(origin: origin, reason: "the solver refused it: \(error)"))
            }
            return nil
        }
        return constraint
    }
}

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
    /// One side of a safe-area guide defined by one of its cases (extension, SafeAreaSolving.swift).
    case safeArea(SafeAreaSideDefinition)
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
    /// Required equalities kept out of the solver, in the order they were found.
    private var definitions: [Definition] = []
    /// For a layout lowered with `isIncluded` (extension, `when` blocks): the solver constraint
    /// of each written constraint in the solver, by IR index, so that a resize can take it out.
    private(set) var writtenConstraints: [Constraint?] = []

    /// Lowers `ir`; a `canvas` adds `root.width = W` and `root.height = H` as required constraints.
    ///
    /// With a canvas, required equalities that merely define an attribute nothing else mentions
    /// are held back from the solver (see `Definition`); if the result has a conflict or an
    /// attribute left free, the layout is lowered again with every constraint in the solver,
    /// so conflict sets, free attributes and their arbitrary values are exactly as before.
    /// `safeArea` defines the safe-area guides' sides in the cases it assumes (extension).
    init(_ ir: LayoutIR, canvas: CanvasSize?, safeArea: [SafeAreaSideDefinition] = []) {
        self.init(ir, canvas: canvas, safeArea: safeArea, holdingBackDefinitions: canvas != nil)
        if !definitions.isEmpty, !conflicts.isEmpty || !rejected.isEmpty || leavesSolvedAttributeFree() {
            self.init(ir, canvas: canvas, safeArea: safeArea, holdingBackDefinitions: false)
        }
    }

    /// Whether the solver leaves some attribute free other than those held back.
    private func leavesSolvedAttributeFree() -> Bool {
        var isDefined = [Bool](repeating: false, count: variables.count)
        for definition in definitions { isDefined[definition.variable] = true }
        return solver.undeterminedVariables().contains { variable in
            guard let layoutVariable = layoutVariables[variable] else { return true }
            return !isDefined[Self.index(of: layoutVariable)]
        }
    }

    /// Lowers only the written constraints `isIncluded` marks, without a canvas and without
    /// holding definitions back, keeping each one's solver constraint so that
    /// `include(_:of:)` and `exclude(_:)` can change the set later (extension, `when` blocks).
    init(_ ir: LayoutIR, including isIncluded: [Bool], safeArea: [SafeAreaSideDefinition] = []) {
        self.init(ir, canvas: nil, safeArea: safeArea, holdingBackDefinitions: false, including: isIncluded)
    }

    private init(
        _ ir: LayoutIR, canvas: CanvasSize?, safeArea: [SafeAreaSideDefinition], holdingBackDefinitions: Bool,
        including isIncluded: [Bool]? = nil
    ) {
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

        var pending: [PendingConstraint] = []
        // Safe-area guides have no `>= 0`: their sides are defined (see grammar.md).
        for view in ir.viewIDs where ir.isReported(view) {
            for attribute in [PrimaryAttribute.width, .height] {
                let variable = LayoutVariable(view, attribute)
                pending.append(PendingConstraint(.nonNegative(variable), [(variable, 1)], 0, .greaterThanOrEqual))
            }
        }
        for attribute in [PrimaryAttribute.left, .top] {
            pending.append(PendingConstraint(.rootOrigin(attribute), [(LayoutVariable(.root, attribute), 1)], 0, .equal))
        }
        if let canvas {
            pending.append(Self.rootSize(.width, canvas.width))
            pending.append(Self.rootSize(.height, canvas.height))
        }
        for (index, constraint) in ir.constraints.enumerated() where isIncluded?[index] ?? true {
            pending.append(Self.written(constraint, index: index))
        }
        for side in safeArea {
            pending.append(PendingConstraint(.safeArea(side), side.terms, side.constant, .equal))
        }

        let definitions = holdingBackDefinitions ? Definition.find(in: pending, variableCount: variables.count) : []
        var isHeldBack = [Bool](repeating: false, count: pending.count)
        for definition in definitions { isHeldBack[definition.constraintIndex] = true }
        if isIncluded != nil { writtenConstraints = [Constraint?](repeating: nil, count: ir.constraints.count) }
        for (index, constraint) in pending.enumerated() where !isHeldBack[index] {
            let added = add(constraint)
            if isIncluded != nil, case .written(let written) = constraint.origin { writtenConstraints[written] = added }
        }
        self.definitions = definitions
    }

    /// Adds the written constraint at `index` of `ir` (lowered with `isIncluded`); false if it
    /// conflicts or is refused (recorded in `conflicts` or `rejected`).
    mutating func include(_ index: Int, of ir: LayoutIR) -> Bool {
        guard writtenConstraints.indices.contains(index), writtenConstraints[index] == nil else { return false }
        writtenConstraints[index] = add(Self.written(ir.constraints[index], index: index))
        return writtenConstraints[index] != nil
    }

    /// Takes the written constraint at `index` out of the solver; false if it was not in it.
    mutating func exclude(_ index: Int) -> Bool {
        guard writtenConstraints.indices.contains(index), let constraint = writtenConstraints[index] else { return false }
        writtenConstraints[index] = nil
        do throws(SolverError) {
            try solver.remove(constraint)
        } catch {
            return false
        }
        return true
    }

    /// The solver variable of `variable`.
    func solverVariable(_ variable: LayoutVariable) -> Variable {
        variables[variable.view.index * PrimaryAttribute.allCases.count + variable.attribute.rawValue]
    }

    /// The layout variable a solver variable stands for.
    func layoutVariable(_ variable: Variable) -> LayoutVariable? {
        layoutVariables[variable]
    }

    /// The index of `variable` in `variables`.
    private static func index(of variable: LayoutVariable) -> Int {
        variable.view.index * PrimaryAttribute.allCases.count + variable.attribute.rawValue
    }

    /// The current value of `variable`, with negative zero made positive for clean output.
    func value(of variable: LayoutVariable) -> Double {
        let index = Self.index(of: variable)
        let value =
            definitions.contains { $0.variable == index } ? currentValues()[index] : solver.value(of: variables[index])
        return value == 0 ? 0 : value
    }

    /// Every variable's current value, by index: the solver's, then the held-back definitions
    /// evaluated from the last found to the first (each uses only variables defined after it).
    private func currentValues() -> [Double] {
        var values = variables.map { solver.value(of: $0) }
        for definition in definitions.reversed() {
            values[definition.variable] = definition.value(given: values)
        }
        return values
    }

    /// The origin of a constraint this lowering made.
    func origin(of constraint: Constraint) -> ConstraintOrigin? {
        origins.indices.contains(constraint.tag) ? origins[constraint.tag] : nil
    }

    /// Every view's frame from the current solution, root first, then in declaration order.
    func frames(of ir: LayoutIR) -> [ViewFrame] {
        let values = currentValues().map { $0 == 0 ? 0 : $0 }
        func value(_ view: ViewID, _ attribute: PrimaryAttribute) -> Double {
            values[Self.index(of: LayoutVariable(view, attribute))]
        }
        return ir.viewIDs.map { view in
            ViewFrame(
                name: ir.name(of: view), x: value(view, .left), y: value(view, .top),
                width: value(view, .width), height: value(view, .height))
        }
    }

    /// The layout variables the solver leaves without a unique value, in variable order.
    ///
    /// A held-back variable is free when a variable its definition uses is: exact while at most
    /// one of them is free, which holds here, because lowering keeps definitions back only
    /// when nothing is free (later edits and root sizes only pin more).
    func undeterminedVariables() -> [LayoutVariable] {
        var isFree = [Bool](repeating: false, count: variables.count)
        for variable in solver.undeterminedVariables() {
            if let layoutVariable = layoutVariables[variable] { isFree[Self.index(of: layoutVariable)] = true }
        }
        for definition in definitions.reversed() {
            isFree[definition.variable] = definition.terms.contains { isFree[$0.variable] }
        }
        return variables.indices.filter { isFree[$0] }.compactMap { layoutVariables[variables[$0]] }.sorted()
    }

    /// Adds `root.attribute = value` as a required constraint, as the canvas size does.
    mutating func addRootSize(_ attribute: PrimaryAttribute, _ value: Double) {
        add(Self.rootSize(attribute, value))
    }

    /// `root.attribute = value`, as the canvas size gives it.
    private static func rootSize(_ attribute: PrimaryAttribute, _ value: Double) -> PendingConstraint {
        PendingConstraint(.canvas(attribute, value), [(LayoutVariable(.root, attribute), 1)], -value, .equal)
    }

    /// A written constraint; an optional one is scaled so its violation is in written units.
    private static func written(_ constraint: LayoutConstraint, index: Int) -> PendingConstraint {
        let scale = constraint.priority.isRequired ? 1 : constraint.scale
        let terms = constraint.terms.map { ($0.variable, $0.coefficient * scale) }
        let relation: Relation =
            switch constraint.relation {
            case .equal: .equal
            case .lessThanOrEqual: .lessThanOrEqual
            case .greaterThanOrEqual: .greaterThanOrEqual
            }
        return PendingConstraint(
            .written(index: index), terms, constraint.constant * scale, relation, priority: constraint.priority.value)
    }

    /// Makes a solver constraint from `pending` and adds it, recording a conflict or refusal.
    @discardableResult
    private mutating func add(_ pending: PendingConstraint) -> Constraint? {
        add(pending.origin, terms: pending.terms, constant: pending.constant, pending.relation, priority: pending.priority)
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

/// A solver constraint before it is added: what `LoweredLayout` hands the solver.
private struct PendingConstraint {
    var origin: ConstraintOrigin
    var terms: [(LayoutVariable, Double)]
    var constant: Double
    var relation: Relation
    var priority: Double

    init(
        _ origin: ConstraintOrigin, _ terms: [(LayoutVariable, Double)], _ constant: Double, _ relation: Relation,
        priority: Double = Strength.required
    ) {
        self.origin = origin
        self.terms = terms
        self.constant = constant
        self.relation = relation
        self.priority = priority
    }
}

/// A required equality `a * x + sum(b * y) + c = 0` whose variable `x` no other constraint
/// mentions, so it only fixes `x` once the others are solved.
///
/// Such a constraint never limits the other variables, is in no minimal conflict set, and `x`
/// is unique exactly when the `y` it uses are (given at most one free `y`). Keeping it out of the
/// tableau matters for chains: in `stack`, each row's top is defined by the previous row's
/// bottom, and in the tableau every top's row would hold a symbol of every earlier row (quadratic
/// time and memory); held back, the tops are evaluated afterwards in one linear pass.
private struct Definition: Sendable {
    /// Index in the pending constraints of the equality.
    var constraintIndex: Int
    /// Index of the defined variable.
    var variable: Int
    /// Its coefficient `a`.
    var coefficient: Double
    /// The other variables' indices and coefficients.
    var terms: [(variable: Int, coefficient: Double)]
    var constant: Double

    /// The defined variable's value given the others' values, by index.
    func value(given values: [Double]) -> Double {
        var sum = constant
        for term in terms { sum += term.coefficient * values[term.variable] }
        return -sum / coefficient
    }

    /// The definitions among `constraints`, in the order found: repeatedly, a finite required
    /// equality holding a variable that appears in no other remaining constraint, provided every
    /// other variable it holds still appears elsewhere (so nothing is left out of the solver
    /// entirely). Deterministic: variables are visited in index order, then as they qualify.
    static func find(in constraints: [PendingConstraint], variableCount: Int) -> [Definition] {
        // Flat arrays (terms by constraint, constraints by variable): this runs on every solve,
        // small ones included, so it allocates a handful of arrays, not one per variable.
        let attributes = PrimaryAttribute.allCases.count
        var termStart = [0]
        var termVariable: [Int] = []
        var uses = [Int](repeating: 0, count: variableCount)
        for constraint in constraints {
            for (variable, _) in constraint.terms {
                let index = variable.view.index * attributes + variable.attribute.rawValue
                termVariable.append(index)
                uses[index] += 1
            }
            termStart.append(termVariable.count)
        }
        var useStart = [Int](repeating: 0, count: variableCount + 1)
        for variable in 0..<variableCount { useStart[variable + 1] = useStart[variable] + uses[variable] }
        var filled = useStart
        var usedBy = [Int](repeating: 0, count: termVariable.count)
        for position in constraints.indices {
            for term in termStart[position]..<termStart[position + 1] {
                usedBy[filled[termVariable[term]]] = position
                filled[termVariable[term]] += 1
            }
        }
        var isHeldBack = [Bool](repeating: false, count: constraints.count)
        var definitions: [Definition] = []
        var queue = uses.indices.filter { uses[$0] == 1 }
        var next = 0
        while next < queue.count {
            let variable = queue[next]
            next += 1
            guard uses[variable] == 1,
                let position = usedBy[useStart[variable]..<useStart[variable + 1]].first(where: { !isHeldBack[$0] })
            else { continue }
            let constraint = constraints[position]
            let terms = termStart[position]..<termStart[position + 1]
            guard constraint.relation == .equal, constraint.priority >= Strength.required,
                constraint.constant.isFinite, constraint.terms.allSatisfy({ $0.1.isFinite }),
                let own = terms.first(where: { termVariable[$0] == variable }),
                abs(constraint.terms[own - terms.lowerBound].1) >= 1e-6,
                terms.allSatisfy({ termVariable[$0] == variable || uses[termVariable[$0]] >= 2 })
            else { continue }
            isHeldBack[position] = true
            uses[variable] = 0
            var others: [(variable: Int, coefficient: Double)] = []
            for term in terms where term != own {
                let other = termVariable[term]
                others.append((other, constraint.terms[term - terms.lowerBound].1))
                uses[other] -= 1
                if uses[other] == 1 { queue.append(other) }
            }
            definitions.append(
                Definition(
                    constraintIndex: position, variable: variable,
                    coefficient: constraint.terms[own - terms.lowerBound].1, terms: others,
                    constant: constraint.constant))
        }
        return definitions
    }
}

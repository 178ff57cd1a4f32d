import LayoutIR
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
    /// One side of a view's safe-area guide, defined by one of its cases (SafeAreaSolving.swift).
    case safeArea(SafeAreaSideDefinition)
    /// One primary of a scroll view's content or frame guide, equal to the scroll view's (ScrollSolving.swift).
    case scrollGuide(ScrollGuideDefinition)
    /// One implicit constraint of root's keyboard or readable guide (RootGuideSolving.swift).
    case rootGuide(RootGuideDefinition)
    /// A value held while determinacy asks what else is free (never part of a conflict).
    case pinned(LayoutVariable, Double)
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
    /// The minimal conflicting set reported for each required constraint that could not be added,
    /// by origin, in add order with the constraint that could not be added last.
    var conflicts: [[ConstraintOrigin]] = []
    /// For a presolved lowering that met a conflict: a pending index (add order) at or after the
    /// first constraint the full system would refuse; a `ConflictSearch` starts from it.
    private(set) var conflictReach: Int?
    /// Whether `conflicts` are exactly the full system's although presolved: a `ConflictSearch`
    /// named them.
    var hasSearchedConflicts = false
    /// Constraints the solver refused for other reasons (a bad priority or number).
    private(set) var rejected: [RejectedConstraint] = []
    /// The layout variable of each solver variable, by the variable's id (the lowering makes
    /// them in index order, so the id is the index; an array, since lookups run per variable).
    private let layoutVariables: [LayoutVariable]
    /// Required equalities kept out of the solver, in the order they were found.
    private(set) var definitions = Definitions()
    /// Whether each variable, by index, is defined by one of `definitions`.
    private var isDefined: [Bool] = []
    /// The indices of the attributes not defined by `definitions`, and their solver variables.
    private var solvedIndices: [Int] = []
    private var solvedVariables: [Variable] = []
    /// Whether required equalities were eliminated before solving (see `Presolve`).
    private(set) var isPresolved = false
    /// False when presolving met a required constraint reduced to a false statement.
    private(set) var isConsistent = true
    /// For a layout lowered with `isIncluded` (the variants of `when` blocks): the solver constraint
    /// of each written constraint in the solver, by IR index, so that a resize can take it out.
    private(set) var writtenConstraints: [Constraint?] = []
    /// For a presolved lowering with `isIncluded`: the rewritten form of each written constraint
    /// that can come and go, by IR index, for `include(_:of:)`.
    private var switchableForms: [Int: PendingConstraint] = [:]
    /// The tags of the members of the latest conflict the solver reported.
    private var lastConflictTags: [Int] = []
    /// The canvas and safe-area definitions this was lowered with, so that S001's fix-it can
    /// lower the same system again with one member relaxed (`ConflictFixIts.swift`).
    private(set) var canvas: CanvasSize?
    private(set) var safeArea: [SafeAreaSideDefinition] = []

    /// Lowers `ir`; a `canvas` adds `root.width = W` and `root.height = H` as required constraints.
    ///
    /// With a canvas, required equalities are eliminated where that adds no entries and kept
    /// back as definitions (see `Presolve`); if the result has a conflict the search cannot name
    /// or an attribute left free, the layout is lowered again with every constraint in the
    /// solver (without markers when only something is free, see `full`), so conflict sets, free
    /// attributes and their arbitrary values are exactly those of the full system (`LoweringRoute`, `LoweringPurpose.solveAtCanvas`). Without a canvas, see
    /// `unsizedForSolving`.
    /// `safeArea` defines the sides of the views' safe-area guides in the cases it assumes.
    init(_ ir: LayoutIR, canvas: CanvasSize?, safeArea: [SafeAreaSideDefinition] = []) {
        guard let canvas else {
            self = Self.unsizedForSolving(ir, safeArea: safeArea)
            return
        }
        var presolved = LoweredLayout(ir, canvas: canvas, safeArea: safeArea, presolving: true)
        switch LoweringRoute.decide(for: &presolved, .solveAtCanvas(canvas), ir: ir, safeArea: safeArea) {
        case .full:
            self = Self.full(ir, canvas: canvas, safeArea: safeArea, withoutMarkers: presolved.isConflictFree)
        case .presolved, .presolvedWithSearchedConflicts, .conflictsAtEverySize:
            // `conflictsAtEverySize` is a session's route only.
            self = presolved
        }
    }

    /// `ir` with every constraint in the solver. `withoutMarkers` when the presolved system met
    /// no conflict and no refusal, so that the full system meets none either (presolve keeps
    /// feasibility) and only its free attributes and their arbitrary values are wanted: the
    /// solver then keeps no marker per required equality (`Solver.init(marksRequiredEqualities:)`),
    /// which gives the same values and free attributes without the rows that hold the marker
    /// of every link of a chain (an unpinned chain of 8000 views: 1.09 GB and 3.1 s with them).
    /// Should it meet a conflict or refusal after all, it is lowered again with markers.
    static func full(
        _ ir: LayoutIR, canvas: CanvasSize?, safeArea: [SafeAreaSideDefinition], withoutMarkers: Bool
    ) -> LoweredLayout {
        if withoutMarkers {
            let lowered = LoweredLayout(
                ir, canvas: canvas, safeArea: safeArea, presolving: false, marksRequiredEqualities: false)
            if lowered.isConflictFree { return lowered }
        }
        return LoweredLayout(ir, canvas: canvas, safeArea: safeArea, presolving: false)
    }

    /// For a presolved lowering that met a conflict, names every conflict the full system would,
    /// with its minimal set, through a `ConflictSearch`; when the search cannot be sure, the
    /// lowering stays as it is, and `needsFullSystem` says so.
    mutating func searchConflicts(_ ir: LayoutIR, canvas: CanvasSize?, safeArea: [SafeAreaSideDefinition]) {
        guard isPresolved, rejected.isEmpty, let reach = conflictReach else { return }
        let pending = Self.pendingConstraints(ir, canvas: canvas, safeArea: safeArea)
        var search = ConflictSearch(pending.map(\.indexed), variableCount: variables.count)
        guard let found = search.conflicts(reaching: reach) else { return }
        conflicts = found.map { $0.map { pending[$0].origin } }
        hasSearchedConflicts = true
    }

    /// Whether a presolved lowering cannot stand for the full system: it found a conflict or a
    /// refused constraint (only the full system names them exactly) or leaves an attribute free
    /// (the full system gives the arbitrary values and warnings).
    var needsFullSystem: Bool {
        guard isPresolved, !hasSearchedConflicts else { return false }
        return !isConflictFree || leavesSolvedAttributeFree()
    }

    /// Whether every constraint went in: presolve met no false statement, and the solver found
    /// no conflict and refused nothing.
    var isConflictFree: Bool {
        isConsistent && conflicts.isEmpty && rejected.isEmpty && conflictReach == nil
    }

    /// Whether the solver leaves some attribute free other than those held back.
    private func leavesSolvedAttributeFree() -> Bool {
        !solver.undeterminedVariables(among: solvedVariables).isEmpty
    }

    /// Lowers only the written constraints `isIncluded` marks, without a canvas and without
    /// presolving, keeping each one's solver constraint so that `include(_:of:)` and
    /// `exclude(_:)` can change the set later (a resize across a `when` condition). See the main
    /// initialiser for a presolved one.
    init(_ ir: LayoutIR, including isIncluded: [Bool], safeArea: [SafeAreaSideDefinition] = []) {
        self.init(ir, canvas: nil, safeArea: safeArea, presolving: false, including: isIncluded)
    }

    /// Lowers `ir`; `presolving` eliminates required equalities first (see `Presolve`), except
    /// on the `kept` variables, which stay in the solver. `isIncluded`, when given, marks the
    /// written constraints to lower; `include(_:of:)` and `exclude(_:)` change the set later.
    /// Presolving then treats every constraint under a `when` condition, or left out, as
    /// protected: it is rewritten but never eliminates, so it can come and go (its rewritten
    /// form is kept), and elimination uses the constraints that always apply.
    ///
    /// A presolved lowering names each conflict it meets as the full system would, where the
    /// point at which the refused constraint comes closest to holding shows it (`ConflictSearch`);
    /// at the first it cannot name, or at the first conflict at all without `explainsConflicts`,
    /// it stops, leaving `conflictReach` for a search.
    /// `marksRequiredEqualities` false makes a solver without markers (see `full`); only for
    /// a lowering that no required equality will leave and whose conflicts are not asked about.
    init(
        _ ir: LayoutIR, canvas: CanvasSize?, safeArea: [SafeAreaSideDefinition] = [], presolving: Bool,
        keeping kept: [LayoutVariable] = [], including isIncluded: [Bool]? = nil, explainsConflicts: Bool = true,
        marksRequiredEqualities: Bool = true
    ) {
        var solver = Solver(marksRequiredEqualities: marksRequiredEqualities)
        var variables: [Variable] = []
        var layoutVariables: [LayoutVariable] = []
        for view in ir.viewIDs {
            for attribute in PrimaryAttribute.allCases {
                let variable = solver.makeVariable(named: "\(ir.name(of: view)).\(attribute)")
                variables.append(variable)
                layoutVariables.append(LayoutVariable(view, attribute))
            }
        }
        self.solver = solver
        self.variables = variables
        self.layoutVariables = layoutVariables
        self.canvas = canvas
        self.safeArea = safeArea

        let pending = Self.pendingConstraints(
            ir, canvas: canvas, safeArea: safeArea, including: presolving ? nil : isIncluded)
        // Written constraints that can come and go (by IR index).
        let isSwitchable = isIncluded.map { mask in
            ir.constraints.indices.map { !mask[$0] || ir.constraints[$0].condition != nil }
        }

        isDefined = [Bool](repeating: false, count: variables.count)
        solvedIndices = Array(variables.indices)
        solvedVariables = variables
        guard presolving,
            let outcome = Self.presolve(
                pending, variableCount: variables.count, keeping: kept,
                protecting: isSwitchable.map { isSwitchable in
                    pending.map { constraint in
                        guard case .written(let index) = constraint.origin else { return false }
                        return isSwitchable[index]
                    }
                })
        else {
            let pending = presolving ? Self.pendingConstraints(ir, canvas: canvas, safeArea: safeArea, including: isIncluded) : pending
            if isIncluded != nil { writtenConstraints = [Constraint?](repeating: nil, count: ir.constraints.count) }
            for constraint in pending {
                let added = add(constraint)
                if isIncluded != nil, case .written(let written) = constraint.origin { writtenConstraints[written] = added }
                // A markerless lowering that meets a conflict is thrown away (`full`): stop here.
                if !marksRequiredEqualities, !isConflictFree { return }
            }
            return
        }
        isPresolved = true
        isConsistent = outcome.isConsistent
        guard outcome.isConsistent else {
            conflictReach = outcome.falseStatement.map { outcome.latestSource[$0] } ?? pending.count - 1
            return
        }
        if isIncluded != nil { writtenConstraints = [Constraint?](repeating: nil, count: ir.constraints.count) }
        definitions = outcome.definitions
        for variable in definitions.variables { isDefined[variable] = true }
        solvedIndices = variables.indices.filter { !isDefined[$0] }
        solvedVariables = solvedIndices.map { variables[$0] }
        var bounds = RequiredBounds(variableCount: variables.count)
        var pendingIndexOfTag: [Int] = []
        var search: ConflictSearch?
        for index in outcome.remaining {
            var constraint = pending[index]
            if let rewritten = outcome.rewritten[index] {
                constraint.terms = rewritten.terms.map { (Self.layoutVariable(at: $0.variable), $0.coefficient) }
                constraint.constant = rewritten.constant
            }
            // By variable index, without an array per constraint.
            let terms = constraint.terms.lazy.map { (variable: Self.index(of: $0.0), coefficient: $0.1) }
            var written: Int?
            if let isSwitchable, case .written(let index) = constraint.origin, isSwitchable[index] {
                switchableForms[index] = constraint
                guard isIncluded?[index] ?? true else { continue }
                written = index
            }
            let isRequired = constraint.priority == Strength.required
            var reach: Int?
            // A long required constraint that the bounds already added rule out is a conflict
            // found without the solver, whose phase one would pivot along every term.
            if isRequired, constraint.terms.count > Self.longConstraint,
                let sources = bounds.refutation(of: terms, constant: constraint.constant, constraint.relation)
            {
                reach = (sources + [index]).map { outcome.latestSource[$0] }.max()
            } else {
                let tag = origins.count
                let conflictsBefore = conflicts.count
                let added = add(constraint)
                if origins.count > tag { pendingIndexOfTag.append(index) }
                if let written { writtenConstraints[written] = added }
                if added != nil {
                    if isRequired { bounds.note(terms, constant: constraint.constant, constraint.relation, source: index) }
                    continue
                }
                guard conflicts.count > conflictsBefore else { return }
                // The reduced system's minimal set is not the full system's.
                conflicts.removeLast()
                reach = (lastConflictTags.map { pendingIndexOfTag[$0] } + [index]).map { outcome.latestSource[$0] }.max()
            }
            // Named in place when the point where it comes closest to holding shows the full
            // system's set; otherwise a search starts from `reach` (see `searchConflicts`).
            if explainsConflicts {
                if search == nil { search = ConflictSearch(pending.map(\.indexed), variableCount: variables.count) }
                if let members = search?.explainInPlace(
                    index, reduced: (Array(terms), constraint.constant, constraint.relation), solver: &self.solver,
                    variables: variables, bounds: bounds, definitions: definitions,
                    priority: Self.priorityAbove(pending))
                {
                    conflicts.append((members + [index]).map { pending[$0].origin })
                    continue
                }
            }
            conflicts.removeAll()
            conflictReach = reach ?? index
            return
        }
        if !conflicts.isEmpty { hasSearchedConflicts = true }
    }

    /// Constraints with more terms than this are tested against the bounds before the solver.
    private static var longConstraint: Int { 8 }

    /// A priority above every optional one in `pending`, below required.
    private static func priorityAbove(_ pending: [PendingConstraint]) -> Double {
        let highest = pending.lazy.filter { $0.priority < Strength.required }.map(\.priority).max() ?? 0
        return (highest + Strength.required) / 2
    }

    /// The constraints of `ir` in the order the full system adds them: every reported view's
    /// `width >= 0` and `height >= 0`, root's origin, the canvas size, the written constraints
    /// (those `isIncluded` marks), the safe-area definitions.
    static func pendingConstraints(
        _ ir: LayoutIR, canvas: CanvasSize?, safeArea: [SafeAreaSideDefinition], including isIncluded: [Bool]? = nil
    ) -> [PendingConstraint] {
        var pending: [PendingConstraint] = []
        // Safe-area and frame guides have no `>= 0`: their sides are defined (see grammar.md);
        // a content guide has, as a content size is never negative.
        for view in ir.viewIDs where ir.isReported(view) || ir.views[view.index].scrollGuide?.kind == .content {
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
        for definition in ScrollGuideDefinition.all(in: ir) {
            pending.append(PendingConstraint(.scrollGuide(definition), definition.terms, 0, .equal))
        }
        if ir.usesRootGuides {
            // The readable width is preferred above every optional priority of the file.
            let highest = ir.constraints.lazy.filter { !$0.priority.isRequired }.map(\.priority.value).max() ?? 0
            let preference = Swift.max(highest, (highest + Strength.required) / 2 < Strength.required ? (highest + Strength.required) / 2 : highest)
            for definition in RootGuideDefinition.all(in: ir, preference: preference) {
                pending.append(definition.pending)
            }
        }
        for (index, constraint) in ir.constraints.enumerated() where isIncluded?[index] ?? true {
            pending.append(Self.written(constraint, index: index))
        }
        for side in safeArea {
            pending.append(PendingConstraint(.safeArea(side), side.terms, side.constant, .equal))
        }
        return pending
    }

    /// Runs `Presolve` on the pending constraints; nil when a number in them is not finite or a
    /// priority is out of range (the solver refuses those, and only the full system reports them).
    private static func presolve(
        _ pending: [PendingConstraint], variableCount: Int, keeping kept: [LayoutVariable],
        protecting isProtected: [Bool]? = nil
    ) -> Presolve.Outcome? {
        var equations: [Presolve.Equation] = []
        equations.reserveCapacity(pending.count)
        for (position, constraint) in pending.enumerated() {
            guard constraint.constant.isFinite, constraint.terms.allSatisfy({ $0.1.isFinite }),
                constraint.priority > 0, constraint.priority <= Strength.required
            else { return nil }
            equations.append(
                Presolve.Equation(
                    terms: constraint.terms.map { (index(of: $0.0), $0.1) }, constant: constraint.constant,
                    relation: constraint.relation, isRequired: constraint.priority == Strength.required,
                    isProtected: isProtected?[position] ?? false))
        }
        return Presolve.run(equations, variableCount: variableCount, keeping: kept.map(index(of:)))
    }

    /// The layout variable at `index` in `variables`.
    private static func layoutVariable(at index: Int) -> LayoutVariable {
        let attributes = PrimaryAttribute.allCases
        return LayoutVariable(ViewID(index / attributes.count), attributes[index % attributes.count])
    }

    /// Adds the written constraint at `index` of `ir` (lowered with `isIncluded`); false if it
    /// conflicts or is refused (recorded in `conflicts` or `rejected`).
    mutating func include(_ index: Int, of ir: LayoutIR) -> Bool {
        guard writtenConstraints.indices.contains(index), writtenConstraints[index] == nil,
            let form = isPresolved ? switchableForms[index] : Self.written(ir.constraints[index], index: index)
        else { return false }
        writtenConstraints[index] = add(form)
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
        variables[Self.index(of: variable)]
    }

    /// The layout variable a solver variable stands for.
    func layoutVariable(_ variable: Variable) -> LayoutVariable? {
        let id = variable.id
        guard variables.indices.contains(id), variables[id] == variable else { return nil }
        return layoutVariables[id]
    }

    /// The index of `variable` in `variables`.
    static func index(of variable: LayoutVariable) -> Int {
        variable.view.index * attributeCount + variable.attribute.rawValue
    }

    /// How many variables each view has, `PrimaryAttribute.allCases.count` (a test checks it):
    /// a literal, since `allCases` builds an array per call and a `static let` checks its lazy
    /// initialisation on every read back.
    static var attributeCount: Int { 4 }

    /// The current value of `variable`, with negative zero made positive for clean output.
    func value(of variable: LayoutVariable) -> Double {
        let index = Self.index(of: variable)
        let value = isDefined[index] ? currentValues()[index] : solver.value(of: variables[index])
        return value == 0 ? 0 : value
    }

    /// Every variable's current value, by index: the solver's, then the held-back definitions
    /// evaluated from the last found to the first (each uses only variables defined after it).
    func currentValues() -> [Double] {
        guard !definitions.isEmpty else { return solver.values(of: variables) }
        var values = [Double](repeating: 0, count: variables.count)
        for (index, value) in zip(solvedIndices, solver.values(of: solvedVariables)) { values[index] = value }
        definitions.evaluate(&values)
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
        let insets = ir.alignmentInsetsByView
        return ir.viewIDs.map { view in
            var rect = (x: value(view, .left), y: value(view, .top), width: value(view, .width), height: value(view, .height))
            // The solver's rectangle is the alignment rectangle; the frame is the drawn one.
            if let inset = insets?[view.index] { rect = inset.frame(forAlignmentRect: rect) }
            return ViewFrame(name: ir.name(of: view), x: rect.x, y: rect.y, width: rect.width, height: rect.height)
        }
    }

    /// The layout variables the solver leaves without a unique value, in variable order.
    ///
    /// A held-back variable is free when a variable its definition uses is: exact while at most
    /// one of them is free, which holds here, because lowering keeps definitions back only
    /// when nothing is free (later edits and root sizes only pin more).
    func undeterminedVariables() -> [LayoutVariable] {
        var isFree = [Bool](repeating: false, count: variables.count)
        for variable in solver.undeterminedVariables(among: solvedVariables) {
            if let layoutVariable = layoutVariable(variable) { isFree[Self.index(of: layoutVariable)] = true }
        }
        definitions.propagateFreedom(&isFree)
        // Index order is (view, attribute) order, the layout variables' sort order.
        return variables.indices.filter { isFree[$0] }.map { layoutVariables[$0] }
    }

    /// Adds `root.attribute = value` as a required constraint, as the canvas size does.
    mutating func addRootSize(_ attribute: PrimaryAttribute, _ value: Double) {
        add(Self.rootSize(attribute, value))
    }

    /// Adds `variable = value` at a priority below any a file writes, so that a free attribute
    /// takes the value closest to `value` that the constraints allow: one that does not depend
    /// on the route the solve took (S002's fix-it reads its values so).
    mutating func prefer(_ variable: LayoutVariable, near value: Double) {
        add(PendingConstraint(.pinned(variable, value), [(variable, 1)], -value, .equal, priority: 1e-6))
    }

    /// Adds `variable = value` as a required constraint, to ask what else is free once it is held.
    mutating func pin(_ variable: LayoutVariable, at value: Double) {
        add(PendingConstraint(.pinned(variable, value), [(variable, 1)], -value, .equal))
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
                conflicts.append(conflict.compactMap(origin(of:)))
                lastConflictTags = conflict.map(\.tag)
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
struct PendingConstraint {
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

extension PendingConstraint {
    /// The terms by variable index (see `LoweredLayout.index(of:)`).
    var indexedTerms: [(variable: Int, coefficient: Double)] {
        terms.map { (LoweredLayout.index(of: $0.0), $0.1) }
    }

    /// The constraint as a `ConflictSearch` sees it.
    var indexed: IndexedConstraint {
        IndexedConstraint(
            terms: indexedTerms, constant: constant, relation: relation, isRequired: priority == Strength.required)
    }
}

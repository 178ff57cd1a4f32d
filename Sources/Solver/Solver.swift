/// An incremental solver for linear constraints with strictly ranked priorities.
///
/// Required constraints (priority 1000) always hold; a constraint of priority p is never given
/// up to better satisfy any number of lower-priority ones, and within one priority the total
/// violation is minimised. Every mutation re-optimises from the current basis. A value type:
/// copies are independent solvers, and copying one costs a single reference count (the state
/// is shared copy-on-write).
public struct Solver: Sendable {
    private var box = SolverBox(SolverCore())

    /// Makes an empty solver.
    public init() {}

    /// Makes an empty solver whose required equalities keep no marker in the tableau when
    /// `marksRequiredEqualities` is false.
    ///
    /// A marker (a dummy symbol, always zero) ties each row to the required equalities it was
    /// built from: a conflict's explanation and the removal of such an equality need it, and
    /// nothing else reads it. A chain of equalities that nothing pins puts the marker of every
    /// link between a row's variable and the free one into that row, N^2 / 2 entries. Without
    /// markers every decision and every value is the same, computed with the same arithmetic
    /// (dummies never enter the basis, and rows combine entry by entry), so such a solver
    /// stands for one with markers as long as it meets no conflict and no required equality
    /// is removed: a conflict is still detected, but its set is the refused constraint alone
    /// (no explanation to shrink from), and removing a required equality leaves it holding.
    /// So it is for the package's own lowerings only, which never remove one and lower again
    /// with markers at the first conflict.
    package init(marksRequiredEqualities: Bool) {
        if !marksRequiredEqualities { box.core.tableau.marksRequiredEqualities = false }
    }

    /// Whether required equalities keep their markers in the tableau (see `init(marksRequiredEqualities:)`).
    package var marksRequiredEqualities: Bool { box.core.tableau.marksRequiredEqualities }

    /// Sets whether the required equalities added from now on keep their markers.
    package mutating func setMarksRequiredEqualities(_ marks: Bool) {
        uniqueBox().core.tableau.marksRequiredEqualities = marks
    }

    var core: SolverCore { box.core }

    private mutating func uniqueBox() -> SolverBox {
        if !isKnownUniquelyReferenced(&box) { box = SolverBox(box.core) }
        return box
    }

    /// Makes a new variable; `name` is only for messages and debugging.
    public mutating func makeVariable(named name: String) -> Variable {
        uniqueBox().core.makeVariable(named: name)
    }

    /// The debug name given to the variable.
    public func name(of variable: Variable) -> String {
        box.core.name(of: variable)
    }

    /// Adds a constraint and re-optimises.
    ///
    /// Throws `unsatisfiable` with a minimal conflicting set when a required constraint cannot
    /// hold together with the required constraints present; the solver is then unchanged.
    public mutating func add(_ constraint: Constraint) throws(SolverError) {
        try uniqueBox().core.add(constraint)
    }

    /// Removes a constraint and re-optimises; the values are those the remaining constraints give.
    /// Not for a required equality in a solver without markers (`init(marksRequiredEqualities:)`).
    public mutating func remove(_ constraint: Constraint) throws(SolverError) {
        try uniqueBox().core.remove(constraint)
    }

    /// Whether the constraint is in the solver.
    public func contains(_ constraint: Constraint) -> Bool {
        box.core.contains(constraint)
    }

    /// Makes `variable` editable at an optional priority; its target starts at its current value.
    public mutating func addEditVariable(_ variable: Variable, priority: Double) throws(SolverError) {
        try uniqueBox().core.addEditVariable(variable, priority: priority)
    }

    /// Stops editing `variable`, removing the pull towards its suggested value.
    public mutating func removeEditVariable(_ variable: Variable) throws(SolverError) {
        try uniqueBox().core.removeEditVariable(variable)
    }

    /// Pulls an edit variable towards `value` at its edit priority; re-optimises with the dual
    /// simplex from the current basis.
    public mutating func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        try uniqueBox().core.suggestValue(value, for: variable)
    }

    /// The variable's value in the current optimal solution.
    public func value(of variable: Variable) -> Double {
        box.core.value(of: variable)
    }

    /// A count that changes whenever which variables are determined may have changed: on every
    /// added or removed constraint or edit variable, and on a suggestion that pivots or moves a
    /// restricted row to or from zero. A suggestion that leaves it unchanged leaves
    /// `undeterminedVariables(among:)` unchanged, so its answer can be kept.
    public var determinacyVersion: Int {
        box.core.determinacyVersion
    }

    /// Starts (or stops) noting which variables' values change, for `takeChangedVariables()`.
    public mutating func tracksValueChanges(_ isTracking: Bool) {
        let core = uniqueBox()
        core.core.tableau.valueLog = isTracking ? [] : nil
        core.core.isValueLogComplete = true
    }

    /// Every variable whose value may have changed since tracking started or the last call, in
    /// id order, and starts noting afresh; a superset of those that did change. nil when not
    /// tracking, or when a constraint or edit variable was added or removed since (any value
    /// may have moved then).
    public mutating func takeChangedVariables() -> [Variable]? {
        uniqueBox().core.takeChangedVariables()
    }

    /// Whether the variable's optimal value is unique: false when it could move without
    /// changing how well any constraint is satisfied. Reads the whole tableau; for many
    /// variables use `undeterminedVariables()`.
    public func isDetermined(_ variable: Variable) -> Bool {
        box.core.isDetermined(variable)
    }

    /// The variables whose optimal value is not unique, sorted by id; one pass over the tableau.
    public func undeterminedVariables() -> [Variable] {
        box.core.undeterminedVariables()
    }

    /// The values of `variables`, in order; one access to the solver's state for all of them.
    public func values(of variables: [Variable]) -> [Double] {
        let core = box.core
        return variables.map { core.value(of: $0) }
    }

    /// Those of `variables` whose optimal value is not unique, in the given order; one pass over
    /// the tableau, and none over variables not asked about.
    public func undeterminedVariables(among variables: [Variable]) -> [Variable] {
        box.core.undeterminedVariables(among: variables)
    }

    /// Whether required constraints can all hold together (their priorities are ignored).
    static func isFeasible(_ constraints: [Constraint]) -> Bool {
        SolverCore.isFeasible(constraints)
    }
}

/// The shared, copy-on-write home of a solver's state.
final class SolverBox: @unchecked Sendable {
    // Safe to share across threads: it is only mutated through a uniquely referenced `Solver`.
    var core: SolverCore

    init(_ core: SolverCore) {
        self.core = core
    }
}

/// The solver's state and operations; `Solver` wraps it in a copy-on-write box.
struct SolverCore: Sendable {
    var tableau = Tableau()
    var variableSymbols: [SymbolID] = []
    var variableNames: [String] = []
    var records: [ObjectIdentifier: ConstraintRecord] = [:]
    var markerOwners: [SymbolID: Constraint] = [:]
    var edits: [Variable: EditRecord] = [:]
    var addCount = 0
    /// See `Solver.determinacyVersion`.
    var determinacyVersion = 0
    /// The variable of each symbol, by symbol id; -1 for symbols that are not variables.
    var variableOfSymbol: [Int] = []
    /// False once a constraint or edit variable was added or removed while tracking values.
    var isValueLogComplete = true
    /// Scratch marks over variables for `takeChangedVariables()`, all false between calls.
    var isVariableMarked: [Bool] = []

    /// Makes a new variable; `name` is only for messages and debugging.
    mutating func makeVariable(named name: String) -> Variable {
        let variable = Variable(id: variableSymbols.count)
        let symbol = tableau.makeSymbol(.external)
        variableSymbols.append(symbol)
        variableNames.append(name)
        if variableOfSymbol.count <= symbol {
            variableOfSymbol.append(contentsOf: repeatElement(-1, count: symbol + 1 - variableOfSymbol.count))
        }
        variableOfSymbol[symbol] = variable.id
        determinacyVersion &+= 1
        return variable
    }

    /// Notes a change that may move any value and change which variables are determined.
    private mutating func noteStructuralChange() {
        determinacyVersion &+= 1
        if tableau.valueLog != nil {
            isValueLogComplete = false
            tableau.valueLog?.removeAll(keepingCapacity: true)
        }
    }

    /// See `Solver.takeChangedVariables()`.
    mutating func takeChangedVariables() -> [Variable]? {
        guard var log = tableau.valueLog else { return nil }
        defer {
            log.removeAll(keepingCapacity: true)
            tableau.valueLog = log
            isValueLogComplete = true
        }
        tableau.valueLog = nil
        guard isValueLogComplete else { return nil }
        if isVariableMarked.count < variableSymbols.count {
            isVariableMarked.append(contentsOf: repeatElement(false, count: variableSymbols.count - isVariableMarked.count))
        }
        var changed: [Variable] = []
        for symbol in log where symbol >= 0 && symbol < variableOfSymbol.count {
            let id = variableOfSymbol[symbol]
            guard id >= 0, !isVariableMarked[id] else { continue }
            isVariableMarked[id] = true
            changed.append(Variable(id: id))
        }
        // Id order: when many changed, scanning the marks beats sorting them.
        if changed.count > variableSymbols.count / 8 {
            changed.removeAll(keepingCapacity: true)
            for id in isVariableMarked.indices where isVariableMarked[id] {
                isVariableMarked[id] = false
                changed.append(Variable(id: id))
            }
        } else {
            for variable in changed { isVariableMarked[variable.id] = false }
            changed.sort { $0.id < $1.id }
        }
        return changed
    }

    /// The debug name given to the variable.
    func name(of variable: Variable) -> String {
        variable.id < variableNames.count ? variableNames[variable.id] : "v\(variable.id)"
    }

    /// The symbol of a variable, making variables up to its id if another solver made it.
    mutating func symbol(for variable: Variable) -> SymbolID {
        while variable.id >= variableSymbols.count { _ = makeVariable(named: "v\(variableSymbols.count)") }
        return variableSymbols[variable.id]
    }

    /// Adds a constraint and re-optimises.
    ///
    /// Throws `unsatisfiable` with a minimal conflicting set when a required constraint cannot
    /// hold together with the required constraints present; the solver is then unchanged.
    mutating func add(_ constraint: Constraint) throws(SolverError) {
        noteStructuralChange()
        try validate(constraint)
        guard records[ObjectIdentifier(constraint)] == nil else { throw .duplicateConstraint(constraint) }
        let terms = constraint.expression.terms.map { (symbol: symbol(for: $0.variable), coefficient: $0.coefficient) }
        let level = constraint.isRequired ? nil : tableau.objective.retainLevel(for: constraint.priority)
        let outcome = tableau.add(
            terms: terms, constant: constraint.expression.constant, relation: constraint.relation, level: level)
        switch outcome {
        case .added(let marker, let other):
            records[ObjectIdentifier(constraint)] = ConstraintRecord(
                constraint: constraint, marker: marker, other: other, level: level, order: addCount)
            addCount += 1
            markerOwners[marker] = constraint
        case .infeasible(let explanation):
            if let level { tableau.objective.releaseLevel(level) }
            // Without markers there is no certificate to start from, and searching every
            // required constraint would rebuild the rows the markerless solver exists to avoid.
            guard tableau.marksRequiredEqualities else { throw .unsatisfiable(conflict: [constraint]) }
            throw .unsatisfiable(conflict: minimalConflict(adding: constraint, explanation: explanation))
        }
    }

    private func validate(_ constraint: Constraint) throws(SolverError) {
        let priority = constraint.priority
        guard priority.isFinite, priority > 0, priority <= Strength.required else {
            throw .invalidPriority(priority)
        }
        let expression = constraint.expression
        guard expression.constant.isFinite, expression.terms.allSatisfy({ $0.coefficient.isFinite }) else {
            throw .invalidExpression(constraint)
        }
    }

    /// Removes a constraint and re-optimises; the values are those the remaining constraints give.
    mutating func remove(_ constraint: Constraint) throws(SolverError) {
        guard let record = records.removeValue(forKey: ObjectIdentifier(constraint)) else {
            throw .unknownConstraint(constraint)
        }
        noteStructuralChange()
        markerOwners[record.marker] = nil
        tableau.remove(marker: record.marker, other: record.other, level: record.level)
    }

    /// Whether the constraint is in the solver.
    func contains(_ constraint: Constraint) -> Bool {
        records[ObjectIdentifier(constraint)] != nil
    }

    /// Makes `variable` editable at an optional priority; its target starts at its current value.
    mutating func addEditVariable(_ variable: Variable, priority: Double) throws(SolverError) {
        guard priority.isFinite, priority > 0, priority <= Strength.required else { throw .invalidPriority(priority) }
        guard priority < Strength.required else { throw .requiredEditVariable(variable) }
        guard edits[variable] == nil else { throw .duplicateEditVariable(variable) }
        let current = value(of: variable)
        let constraint = Constraint(LinearExpression([Term(variable)], constant: -current), .equal, priority: priority)
        try add(constraint)
        edits[variable] = EditRecord(constraint: constraint, target: current)
    }

    /// Stops editing `variable`, removing the pull towards its suggested value.
    mutating func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let edit = edits.removeValue(forKey: variable) else { throw .unknownEditVariable(variable) }
        try remove(edit.constraint)
    }

    /// Pulls an edit variable towards `value` at its edit priority; re-optimises with the dual
    /// simplex from the current basis.
    mutating func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        guard var edit = edits[variable] else { throw .unknownEditVariable(variable) }
        guard value.isFinite else { throw .invalidSuggestedValue(value) }
        guard let record = records[ObjectIdentifier(edit.constraint)] else { throw .unknownEditVariable(variable) }
        let delta = value - edit.target
        // An unchanged target moves nothing: no row to shift, nothing to log.
        guard delta != 0 else { return }
        edit.target = value
        edits[variable] = edit
        let structure = (tableau.structureVersion, tableau.wholesaleChangeVersion, tableau.degeneracyFlips)
        tableau.shiftEditTarget(plus: record.marker, minus: record.other, by: delta)
        if structure != (tableau.structureVersion, tableau.wholesaleChangeVersion, tableau.degeneracyFlips) {
            determinacyVersion &+= 1
        }
    }

    /// The variable's value in the current optimal solution.
    func value(of variable: Variable) -> Double {
        guard variable.id < variableSymbols.count else { return 0 }
        return tableau.value(of: variableSymbols[variable.id])
    }

    /// Whether the variable's optimal value is unique: false when it could move without
    /// changing how well any constraint is satisfied.
    func isDetermined(_ variable: Variable) -> Bool {
        guard variable.id < variableSymbols.count else { return false }
        let symbol = variableSymbols[variable.id]
        return tableau.isDetermined(symbol, movable: tableau.movableSymbols(relevantTo: [symbol]))
    }

    /// Those of `variables` whose optimal value is not unique, in the given order.
    func undeterminedVariables(among variables: [Variable]) -> [Variable] {
        let movable = tableau.movableSymbols(
            relevantTo: variables.map { $0.id < variableSymbols.count ? variableSymbols[$0.id] : noSymbol })
        return variables.filter { variable in
            variable.id >= variableSymbols.count || !tableau.isDetermined(variableSymbols[variable.id], movable: movable)
        }
    }

    /// The variables whose optimal value is not unique, sorted by id; one pass over the tableau.
    func undeterminedVariables() -> [Variable] {
        undeterminedVariables(among: variableSymbols.indices.map { Variable(id: $0) })
    }
}

/// What the solver keeps about each constraint it holds.
struct ConstraintRecord: Sendable {
    let constraint: Constraint
    let marker: SymbolID
    let other: SymbolID
    /// The objective level of an optional constraint; nil when required.
    let level: Int?
    /// Position in the sequence of successful adds; orders conflict sets.
    let order: Int
}

/// An edit variable's constraint and its current target.
struct EditRecord: Sendable {
    let constraint: Constraint
    var target: Double
}

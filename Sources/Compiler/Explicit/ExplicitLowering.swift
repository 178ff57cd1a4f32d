import LayoutIR
import LayoutSolver
import LayoutSource

/// How the frame engine asks for one explicit system (see `CompiledLayout.explicitSystem`).
package struct ExplicitRequest: Sendable {
    /// The written constraints of the variant (by IR index), or nil for all of them.
    package var activeConstraints: [Bool]?
    /// Root's height is fitted: asked at the fitting priority to be its input (0 for the
    /// compressed size), as `systemLayoutSizeFitting` with a width does; else it is required to be it.
    package var fitsHeight: Bool
    /// Root's width is fitted likewise (`solve --size x667`; with `fitsHeight`, both are).
    package var fitsWidth = false
    /// Every required constraint but the inputs' own becomes breakable at one level above every
    /// optional priority: the system the generated code falls back to where the file has no
    /// solution, minimising the total violation of required constraints, in written units.
    package var relaxesRequired: Bool
    /// Root's size at which the tableau is solved; the nearest region is found from it.
    package var referenceSize: CanvasSize
    /// Settable named constants: for each, its value and how much each written constraint's
    /// constant (by IR index, before a variant restricts it) grows per unit of it.
    package var constants: [(name: String, value: Double, slopes: [Int: Double])]
    /// Root's safe-area insets at which the tableau is solved (zero unless a case of a nested
    /// view's safe area is being looked for).
    package var referenceInsets = SafeAreaInsets.zero
    /// Which piece of its definition each side of each nested view's safe area takes
    /// (`ExplicitSystem.safeAreaSides` order): bit k set for root's safe edge, clear for the
    /// view's own edge.
    package var safeAreaCases = 0
    /// Margins are measured from the views' safe areas, as `solve` measures them where root has
    /// safe-area insets; with none it measures them from the views' frames.
    package var measuresMarginsFromSafeArea = true

    /// A request for the system of a variant at `referenceSize`.
    package init(
        activeConstraints: [Bool]?, fitsHeight: Bool, relaxesRequired: Bool, referenceSize: CanvasSize,
        constants: [(name: String, value: Double, slopes: [Int: Double])] = []
    ) {
        self.activeConstraints = activeConstraints
        self.fitsHeight = fitsHeight
        self.relaxesRequired = relaxesRequired
        self.referenceSize = referenceSize
        self.constants = constants
    }
}

extension CompiledLayout {
    /// What frame code cannot lay out in this file, or nil when it can: the first reason found.
    package func explicitRefusal() -> ExplicitLayoutRefusal? {
        if let span = dynamicTypeSpan() {
            return ExplicitLayoutRefusal(
                reason: "frame code does not follow Dynamic Type (a 'contentSize' condition, a scaled(...) number or a "
                    + "'textStyle' reads the content size category, which it takes no input for): use --engine autolayout",
                span: span)
        }
        if let (kind, span) = firstRootGuideUse() {
            let reason = switch kind {
            case .keyboard:
                "frame code takes no input for the keyboard's height (root.keyboard, keyboardLayoutGuide): use --engine autolayout"
            case .readable:
                "frame code takes no input for the readable width, which follows the content size category "
                    + "(root.readable, readableContentGuide): use --engine autolayout"
            }
            return ExplicitLayoutRefusal(reason: reason, span: span)
        }
        for constraint in ir.constraints {
            if let origin = constraint.stackOrigin, origin.kind == .fillProportionally {
                return ExplicitLayoutRefusal(
                    reason: "a fillProportionally stack divides its length by its views' intrinsic lengths, which "
                        + "frame code reads at run time: not linear in them; use fill or fillEqually, or --engine autolayout",
                    span: constraint.span)
            }
        }
        return nil
    }

    /// The first constraint in the file that uses root's keyboard or readable guide, and which guide.
    private func firstRootGuideUse() -> (RootGuideKind, SourceSpan)? {
        guard ir.usesRootGuides else { return nil }
        for constraint in ir.constraints {
            for term in constraint.terms {
                if let kind = ir.views[term.variable.view.index].rootGuide { return (kind, constraint.span) }
            }
        }
        return nil
    }

    /// Where the file first reads the content size category (a `textStyle`, a `scaled(...)`
    /// number, a constraint or hidden view under a `contentSize` condition), if it does; the
    /// earliest in the file of the first of each kind.
    private func dynamicTypeSpan() -> SourceSpan? {
        func reads(_ condition: Int?) -> Bool { condition.map { ir.conditions[$0].readsContentSize } ?? false }
        let candidates: [SourceSpan?] = [
            ir.textStyles.first?.span, ir.firstScaledSpan, ir.constraints.first(where: { reads($0.condition) })?.span,
            ir.visibility.first(where: { $0.hiddenWhen.readsContentSize })?.span,
            ir.stackVariations.first(where: { $0.condition.readsContentSize })?.span,
        ]
        let found = candidates.compactMap { $0 }
        guard let first = found.min() else {
            return ir.dependsOnContentSize ? SourceSpan(path: source.path, range: SourceRange(at: 0)) : nil
        }
        return first
    }

    /// Whether the written constraint is one of a view's intrinsic-size pair (hugging `<=`,
    /// compression resistance `>=`), located at its `intrinsic` property by the checker.
    package func intrinsicAxis(of constraint: LayoutConstraint) -> (view: ViewID, attribute: PrimaryAttribute, isHugging: Bool)? {
        guard constraint.terms.count == 1, let term = constraint.terms.first, term.coefficient == 1,
            term.variable.attribute == .width || term.variable.attribute == .height,
            constraint.relation != .equal, constraint.stackOrigin == nil,
            let file = sources.first(where: { $0.path == constraint.span.path }),
            file.text(in: constraint.span.range).hasPrefix("intrinsic")
        else { return nil }
        return (term.variable.view, term.variable.attribute, constraint.relation == .lessThanOrEqual)
    }

    /// The explicit system of one variant (see `ExplicitSystem`), solved at the request's
    /// reference inputs; the layout must have no refusal (`explicitRefusal()`).
    package func explicitSystem(_ request: ExplicitRequest) throws(ExplicitLayoutRefusal) -> ExplicitSystem {
        var layout = self
        var originalIndex = Array(ir.constraints.indices)
        if let mask = request.activeConstraints {
            layout = restricted(to: mask)
            originalIndex = ir.constraints.indices.filter { mask[$0] }
        }
        // Margins measured from the safe area: measured here as with insets, so that they ride on
        // root's safe-area guide, whose sides are inputs (at zero insets it is root's frame).
        if layout.ir.hasMarginForms, request.measuresMarginsFromSafeArea {
            layout = layout.measuringMargins(in: LayoutEnvironment(
                size: request.referenceSize, safeAreaInsets: SafeAreaInsets(top: 1, left: 1, bottom: 1, right: 1)))
        }
        if let refusal = layout.explicitRefusal() { throw refusal }
        return try layout.lowerExplicitly(request, originalIndex: originalIndex)
    }

    private func lowerExplicitly(_ request: ExplicitRequest, originalIndex: [Int]) throws(ExplicitLayoutRefusal) -> ExplicitSystem {
        // A fitted dimension's input is its target at the fitting priority: 0 at the reference,
        // the compressed size (a large one asks for the expanded size).
        var inputs: [ExplicitInput] = [.rootWidth, .rootHeight]
        var reference: [Double] = [
            request.fitsWidth ? 0 : request.referenceSize.width, request.fitsHeight ? 0 : request.referenceSize.height,
        ]
        let safeAreaGuides = ir.viewIDs.filter { ir.views[$0.index].safeAreaOwner != nil }
        let insets = request.referenceInsets
        if !safeAreaGuides.isEmpty {
            for (side, inset) in [insets.top, insets.left, insets.bottom, insets.right].enumerated() {
                inputs.append(.safeAreaInset(side))
                reference.append(inset)
            }
        }
        var intrinsicInput: [Int: Int] = [:]
        for (index, constraint) in ir.constraints.enumerated() {
            guard let axis = intrinsicAxis(of: constraint) else { continue }
            intrinsicInput[index] = inputs.count
            inputs.append(axis.isHugging ? .hugging(axis.view, axis.attribute) : .compression(axis.view, axis.attribute))
            reference.append(-constraint.constant)
        }
        var constantSlopes: [Int: [(input: Int, slope: Double)]] = [:]
        let positionOf = Dictionary(originalIndex.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        for constant in request.constants {
            let input = inputs.count
            inputs.append(.constant(constant.name))
            reference.append(constant.value)
            for (original, slope) in constant.slopes.sorted(by: { $0.key < $1.key }) {
                guard let position = positionOf[original] else { continue }
                constantSlopes[position, default: []].append((input, slope))
            }
        }

        // No markers but the input pins' (see `Solver.addMarked`): values and decisions are those of
        // the solver with markers, without the N^2 / 2 entries of an unpinned chain.
        var solver = Solver(marksRequiredEqualities: false)
        var variables: [Variable] = []
        for view in ir.viewIDs {
            for attribute in PrimaryAttribute.allCases {
                variables.append(solver.makeVariable(named: "\(ir.name(of: view)).\(attribute)"))
            }
        }
        let inputVariables = inputs.indices.map { solver.makeVariable(named: "input\($0)") }
        func variable(_ layoutVariable: LayoutVariable) -> Variable {
            variables[layoutVariable.view.index * 4 + layoutVariable.attribute.rawValue]
        }
        var pins: [Constraint] = []
        var written: [(constraint: Constraint, index: Int, wasRequired: Bool)] = []
        func add(_ constraint: Constraint) throws(ExplicitLayoutRefusal) {
            do throws(SolverError) {
                try solver.add(constraint)
            } catch {
                throw ExplicitLayoutRefusal(
                    reason: "the constraints conflict at \(request.referenceSize), where the frame code's tableau is solved",
                    span: nil)
            }
        }
        for (input, value) in zip(inputVariables, reference) {
            let pin = Constraint(LinearExpression([Term(input)], constant: -value), .equal)
            pins.append(pin)
            do throws(SolverError) {
                try solver.addMarked(pin)
            } catch {
                throw ExplicitLayoutRefusal(reason: "the frame engine could not pin its inputs", span: nil)
            }
        }
        let highestOptional = ir.constraints.lazy.filter { !$0.priority.isRequired }.map(\.priority.value).max() ?? 0
        let relaxedPriority = (max(highestOptional, 999) + Strength.required) / 2
        // Root's safe area is its frame inset by the inputs; a nested view's, the piece of
        // max(its edge, root's safe edge) the request's cases choose, side by side.
        // A nested side whose guide attributes no constraint reads cannot move a frame: it keeps the
        // view's own edge and is not tracked.
        var usedAttributes = Set<LayoutVariable>()
        for constraint in ir.constraints {
            for term in constraint.terms where ir.views[term.variable.view.index].safeAreaOwner != nil { usedAttributes.insert(term.variable) }
        }
        var definitions: [SafeAreaSideDefinition] = []
        var trackedSides: [ExplicitSafeAreaSide] = []
        for guide in safeAreaGuides {
            guard let owner = ir.views[guide.index].safeAreaOwner else { continue }
            for side in SafeAreaSide.allCases {
                var assumed = SafeAreaCase.rootSafeEdge
                if owner != .root {
                    let reads: [PrimaryAttribute] = switch side {
                    case .left: [.left, .width]
                    case .right: [.width]
                    case .top: [.top, .height]
                    case .bottom: [.height]
                    }
                    assumed = .ownEdge
                    if reads.contains(where: { usedAttributes.contains(LayoutVariable(guide, $0)) }) {
                        if request.safeAreaCases & (1 << trackedSides.count) != 0 { assumed = .rootSafeEdge }
                        trackedSides.append(ExplicitSafeAreaSide(view: owner, side: side.rawValue))
                    }
                }
                definitions.append(SafeAreaSideDefinition(guide: guide, owner: owner, side: side, assumed: assumed, inset: 0))
            }
        }
        for pending in LoweredLayout.pendingConstraints(ir, canvas: nil, safeArea: definitions) {
            var terms = pending.terms.map { Term(variable($0.0), $0.1) }
            var constant = pending.constant
            var priority = pending.priority
            var writtenIndex: Int?
            switch pending.origin {
            case .written(let index):
                writtenIndex = index
                let constraint = ir.constraints[index]
                let scale = constraint.priority.isRequired ? 1 : constraint.scale
                if let input = intrinsicInput[index] {
                    // `width <= intrinsic`: the constant is minus the input.
                    terms.append(Term(inputVariables[input], -scale))
                    constant = 0
                }
                for entry in constantSlopes[index] ?? [] {
                    terms.append(Term(inputVariables[entry.input], entry.slope * scale))
                    constant -= entry.slope * scale * reference[entry.input]
                }
            case .safeArea(let side) where side.owner != .root && side.assumed == .ownEdge:
                break
            case .safeArea(let side):
                // guide side = root edge +- inset: the inset is an input.
                let sideIndex = switch side.side {
                case .top: 0
                case .left: 1
                case .bottom: 2
                case .right: 3
                }
                let input = inputs.firstIndex(of: .safeAreaInset(sideIndex)) ?? 0
                let isFar = side.side == .right || side.side == .bottom
                terms.append(Term(inputVariables[input], isFar ? 1 : -1))
                constant = 0
            case .rootOrigin, .scrollGuide, .rootGuide:
                break
            case .nonNegative, .canvas, .pinned:
                break
            }
            if request.relaxesRequired, priority >= Strength.required {
                if case .rootOrigin = pending.origin {} else if case .safeArea = pending.origin {} else { priority = relaxedPriority }
            }
            let constraint = Constraint(LinearExpression(terms, constant: constant), pending.relation, priority: priority)
            try add(constraint)
            if let writtenIndex {
                written.append((constraint, originalIndex[writtenIndex], ir.constraints[writtenIndex].priority.isRequired))
            }
        }
        for (attribute, fits) in [(PrimaryAttribute.width, request.fitsWidth), (.height, request.fitsHeight)] {
            let length = variable(LayoutVariable(.root, attribute))
            let input = inputVariables[attribute == .width ? 0 : 1]
            let priority = fits ? CompiledLayout.fittingPriority.value : Strength.required
            try add(Constraint(LinearExpression([Term(length), Term(input, -1)]), .equal, priority: priority))
        }
        var system = try Self.readSystem(
            solver.tableauSnapshot(), solver: solver, inputs: inputs, reference: reference, pins: pins,
            inputVariables: inputVariables, variables: variables, written: written)
        system.safeAreaSides = trackedSides
        system.safeAreaCases = request.safeAreaCases
        return system
    }

    /// The explicit system in a solved tableau: the inputs' markers become input columns.
    private static func readSystem(
        _ snapshot: TableauSnapshot, solver: Solver, inputs: [ExplicitInput], reference: [Double], pins: [Constraint],
        inputVariables: [Variable], variables: [Variable], written: [(constraint: Constraint, index: Int, wasRequired: Bool)]
    ) throws(ExplicitLayoutRefusal) -> ExplicitSystem {
        let internalError = ExplicitLayoutRefusal(reason: "the frame engine could not read its tableau", span: nil)
        // Each input's pin row reads `input = reference + gain * marker`: a change of the input
        // by delta is the marker at delta / gain.
        var inputOfDummy: [Int: (input: Int, scale: Double)] = [:]
        var isInputSymbol = [Bool](repeating: false, count: snapshot.kinds.count)
        let rowOfBasic = Dictionary(snapshot.rows.enumerated().map { ($1.basic, $0) }, uniquingKeysWith: { first, _ in first })
        for (index, pin) in pins.enumerated() {
            let symbol = snapshot.variableSymbols[inputVariables[index].id]
            isInputSymbol[symbol] = true
            guard let marker = solver.markerSymbol(of: pin), let rowIndex = rowOfBasic[symbol] else { throw internalError }
            let row = snapshot.rows[rowIndex]
            guard row.entries.count == 1, row.entries[0].symbol == marker, row.entries[0].coefficient != 0 else { throw internalError }
            inputOfDummy[marker] = (index, 1 / row.entries[0].coefficient)
        }
        var newIndex = [Int](repeating: -1, count: snapshot.kinds.count)
        var isRestricted: [Bool] = []
        for (symbol, kind) in snapshot.kinds.enumerated() where kind != .dummy && !isInputSymbol[symbol] {
            newIndex[symbol] = isRestricted.count
            isRestricted.append(kind != .external)
        }
        var rows: [ExplicitRow] = []
        var checks: [ExplicitRow] = []
                for row in snapshot.rows where !isInputSymbol[row.basic] {
            var entries: [ExplicitTerm] = []
            var inputEntries: [ExplicitTerm] = []
            for entry in row.entries {
                if snapshot.kinds[entry.symbol] == .dummy {
                    if let input = inputOfDummy[entry.symbol] {
                        inputEntries.append(ExplicitTerm(index: input.input, coefficient: entry.coefficient * input.scale))
                    }
                } else if newIndex[entry.symbol] >= 0 {
                    entries.append(ExplicitTerm(index: newIndex[entry.symbol], coefficient: entry.coefficient))
                } else {
                    throw internalError
                }
            }
            inputEntries.sort { $0.index < $1.index }
            entries.sort { $0.index < $1.index }
            if snapshot.kinds[row.basic] == .dummy {
                // A redundant equality's row holds dummies alone (see the solver's `add`).
                guard entries.isEmpty else { throw internalError }
                if !inputEntries.isEmpty {
                    checks.append(ExplicitRow(basic: -1, constant: row.constant, entries: entries, inputEntries: inputEntries))
                }
                continue
            }
            rows.append(ExplicitRow(basic: newIndex[row.basic], constant: row.constant, entries: entries, inputEntries: inputEntries))
        }
        var costs: [[Double]] = []
        for level in snapshot.costs {
            var compact = [Double](repeating: 0, count: isRestricted.count)
            for (symbol, cost) in level.enumerated() where symbol < newIndex.count && newIndex[symbol] >= 0 {
                compact[newIndex[symbol]] = cost
            }
            costs.append(compact)
        }
        let attributeSymbols = variables.map { newIndex[snapshot.variableSymbols[$0.id]] }
        var constraintOfSymbol = [Int](repeating: -1, count: isRestricted.count)
        // Only the errors of constraints the file requires: a broken one is what a relaxed system reports.
        for entry in written where entry.wasRequired {
            for symbol in solver.symbols(of: entry.constraint)
            where symbol >= 0 && newIndex[symbol] >= 0 && snapshot.kinds[symbol] == .error {
                constraintOfSymbol[newIndex[symbol]] = entry.index
            }
        }
        return ExplicitSystem(
            inputs: inputs, reference: reference, isRestricted: isRestricted, rows: rows, checks: checks, costs: costs,
            attributeSymbols: attributeSymbols, constraintOfSymbol: constraintOfSymbol, levelPriorities: snapshot.levelPriorities,
            safeAreaSides: [], safeAreaCases: 0)
    }
}

extension ExplicitSystem {
    /// The value of a view attribute at the reference inputs (every parametric symbol is zero).
    package func referenceValue(ofAttribute index: Int) -> Double {
        let symbol = attributeSymbols[index]
        guard symbol >= 0, let row = rows.first(where: { $0.basic == symbol }) else { return 0 }
        return row.constant
    }

    /// The cases the solution at the reference inputs asks for: each side whose assumed piece
    /// does not hold there flipped (ties hold either way), as `solve`'s rounds flip them.
    package func casesHoldingAtReference() -> Int {
        var cases = safeAreaCases
        let inset = { (input: ExplicitInput) in inputs.firstIndex(of: input).map { reference[$0] } ?? 0 }
        for (bit, side) in safeAreaSides.enumerated() {
            let isFar = side.side == SafeAreaSide.right.rawValue || side.side == SafeAreaSide.bottom.rawValue
            let isHorizontal = side.side == SafeAreaSide.left.rawValue || side.side == SafeAreaSide.right.rawValue
            let (position, length) = isHorizontal ? (0, 2) : (1, 3)
            let own = referenceValue(ofAttribute: side.view.index * 4 + position)
                + (isFar ? referenceValue(ofAttribute: side.view.index * 4 + length) : 0)
            let insetIndex = [1, 0, 3, 2][side.side]  // left, top, right, bottom -> UIEdgeInsets order
            let rootEdge = referenceValue(ofAttribute: position) + (isFar ? referenceValue(ofAttribute: length) : 0)
            let safe = rootEdge + (isFar ? -inset(.safeAreaInset(insetIndex)) : inset(.safeAreaInset(insetIndex)))
            let tolerance = 1e-7 * max(1, abs(own), abs(safe))
            let ownHolds = isFar ? own <= safe + tolerance : own >= safe - tolerance
            let safeHolds = isFar ? own >= safe - tolerance : own <= safe + tolerance
            let assumesSafeEdge = cases & (1 << bit) != 0
            if assumesSafeEdge ? !safeHolds : !ownHolds { cases ^= 1 << bit }
        }
        return cases
    }
}

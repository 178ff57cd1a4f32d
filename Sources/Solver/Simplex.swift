/// A constraint turned into a tableau row, with the symbols that mark it.
struct NewRow {
    var row: Row
    /// The slack, dummy or plus-error symbol that identifies the constraint in the tableau.
    var marker: SymbolID
    /// The second error symbol of an optional constraint, or `noSymbol`.
    var other: SymbolID
    /// Largest magnitude in the row as written; scales the feasibility test.
    var scale: Double
}

/// What `Tableau.add` did.
enum AddOutcome {
    /// The constraint is in the tableau, identified by these symbols.
    case added(marker: SymbolID, other: SymbolID)
    /// The required constraint conflicts with the tableau; the tableau is unchanged. The
    /// symbols are the markers of the constraints in an infeasibility certificate.
    case infeasible(explanation: [SymbolID])
}

extension Tableau {
    /// Adds `sum(terms) + constant RELATION 0`, required when `level` is nil, otherwise optional
    /// at that objective level, and re-optimises.
    mutating func add(
        terms: [(symbol: SymbolID, coefficient: Double)], constant: Double, relation: Relation, level: Int?
    ) -> AddOutcome {
        if level == nil { beginJournal() }
        var new = createRow(terms: terms, constant: constant, relation: relation, level: level)
        var subject = chooseSubject(new)
        if subject == noSymbol, new.row.entries.allSatisfy({ kinds[$0.symbol] == .dummy }) {
            guard abs(new.row.constant) <= tolerance(scale: new.scale) else {
                let explanation = new.row.entries.map(\.symbol)
                rollBack()
                return .infeasible(explanation: explanation)
            }
            // A redundant required equality: its dummy becomes basic in a row of dummies alone,
            // which is zero exactly (see `dummyRowsHoldOnlyDummies`). Without markers the row is
            // empty; it is still stored, so that rows and slots are as they would be with them.
            new.row.constant = 0
            subject = new.marker
        }
        if subject == noSymbol {
            guard addWithArtificialVariable(new.row, marker: new.marker, scale: new.scale) else {
                let explanation = artificial?.entries.map(\.symbol) ?? []
                rollBack()
                return .infeasible(explanation: explanation)
            }
        } else {
            commitJournal()
            new.row.solve(for: subject)
            substitute(subject, new.row)
            insertRow(basic: subject, new.row)
        }
        optimize()
        dualOptimize()
        return .added(marker: new.marker, other: new.other)
    }

    /// Removes the constraint marked by `marker` (and `other`), optional at `level` when given,
    /// and re-optimises from the current point, which stays feasible.
    ///
    /// When the marker is basic, its row is dropped. Otherwise the marker is pivoted into a row
    /// where that does not move the point (a degenerate one) and the row is dropped; failing
    /// that, the marker is freed: it becomes an unrestricted column, which is exactly the
    /// system without the constraint, and the primal simplex moves on from there if that helps
    /// the objective. (Cassowary's ratio-test removal moves the point first and can then need
    /// many pivots to come back.)
    ///
    /// A required equality's dummy that a redundant copy's row holds is pivoted into that row
    /// (`markerLeavingRow(_:)`): the copy then stands in for the removed constraint. Any other
    /// choice would leave the copy's basic dummy over symbols that can move, where nothing
    /// holds it at zero, and the copy would silently stop holding.
    mutating func remove(marker: SymbolID, other: SymbolID, level: Int?) {
        if let level {
            for error in [marker, other] where error != noSymbol && kinds[error] == .error {
                addToObjective(level: level, error, times: -1)
                errorLevel[error] = noSymbol
            }
        }
        var eliminated = true
        if basicSlot[marker] >= 0 {
            _ = removeRow(basicSlot[marker])
        } else if let slot = markerLeavingRow(marker) {
            // Substituting the marker out of the objective needs its true cost.
            if kinds[marker] == .dummy { recomputeCost(of: marker) }
            let basic = basicOfSlot[slot]
            var row = removeRow(slot)
            row.solve(for: marker, replacing: basic)
            substitute(marker, row)
        } else if !rowsContaining(marker).isEmpty {
            eliminated = false
            let wasDummy = kinds[marker] == .dummy
            kinds[marker] = .external
            if wasDummy { recomputeCost(of: marker) }
            queueIfCandidate(marker)
        }
        if eliminated {
            // In exact arithmetic both symbols are gone now; this clears rounding residue.
            eraseSymbol(marker)
            if other != noSymbol { eraseSymbol(other) }
        }
        if let level { objective.releaseLevel(level) }
        editColumns[marker] = nil
        optimize()
        dualOptimize()
    }

    /// Moves the target of an edit constraint (`v - target == plus - minus`) by `delta`, then
    /// restores feasibility with the dual simplex.
    mutating func shiftEditTarget(plus: SymbolID, minus: SymbolID, by delta: Double) {
        if basicSlot[plus] >= 0 {
            shiftConstant(of: basicSlot[plus], by: -delta)
            queueIfInfeasible(basicSlot[plus])
        } else if basicSlot[minus] >= 0 {
            shiftConstant(of: basicSlot[minus], by: delta)
            queueIfInfeasible(basicSlot[minus])
        } else {
            let column = cachedColumn(of: plus)
            for index in column.slots.indices {
                let slot = column.slots[index]
                let old = rows[slot].constant
                rows[slot].constant += column.coefficients[index] * delta
                if valueLog != nil { valueLog?.append(basicOfSlot[slot]) }
                if column.restricted[index] {
                    noteDegeneracyFlip(from: old, to: rows[slot].constant)
                    if rows[slot].constant < -Tableau.feasibilityTolerance { infeasible.push(basicOfSlot[slot]) }
                }
            }
        }
        dualOptimize()
    }

    /// Adds `delta` to the constant of the row in `slot`, noting what tracking and determinacy need.
    private mutating func shiftConstant(of slot: Int, by delta: Double) {
        let old = rows[slot].constant
        rows[slot].constant += delta
        if valueLog != nil { valueLog?.append(basicOfSlot[slot]) }
        if kinds[basicOfSlot[slot]].isRestricted { noteDegeneracyFlip(from: old, to: rows[slot].constant) }
    }

    /// Counts a restricted row's constant crossing the degeneracy tolerance.
    private mutating func noteDegeneracyFlip(from old: Double, to new: Double) {
        if (old <= Tableau.degeneracyTolerance) != (new <= Tableau.degeneracyTolerance) { degeneracyFlips &+= 1 }
    }

    private mutating func queueIfInfeasible(_ slot: Int) {
        let basic = basicOfSlot[slot]
        if kinds[basic].isRestricted, rows[slot].constant < -Tableau.feasibilityTolerance { infeasible.push(basic) }
    }

    /// How far from zero a constraint's residual may be and still hold, for a row whose largest
    /// magnitude as written is `scale`: relative, so that `1e-15 * x == 1e-14` with x = 20 is
    /// a conflict rather than a rounding error.
    func tolerance(scale: Double) -> Double {
        1e-8 * scale
    }

    /// Builds the row of a constraint over parametric symbols, adding its slack, error or
    /// dummy symbols and its errors' objective costs. The row's constant is made non-negative.
    mutating func createRow(
        terms: [(symbol: SymbolID, coefficient: Double)], constant: Double, relation: Relation, level: Int?
    ) -> NewRow {
        var row = Row(constant: constant)
        var scale = abs(constant)
        for term in terms where term.coefficient != 0 {
            scale = max(scale, abs(term.coefficient))
            let slot = basicSlot[term.symbol]
            if slot >= 0 {
                addedSymbols.removeAll(keepingCapacity: true)
                row.add(rows[slot], times: term.coefficient, scratch: &scratch, added: &addedSymbols)
            } else {
                row.insert(term.symbol, term.coefficient)
            }
        }
        var marker = noSymbol
        var other = noSymbol
        switch relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = relation == .lessThanOrEqual ? 1 : -1
            marker = makeSymbol(.slack)
            row.insert(marker, sign)
            if let level {
                other = makeSymbol(.error)
                row.insert(other, -sign)
                setCost(level, other, 1)
                partnerSlack[other] = marker
                errorLevel[other] = level
            }
        case .equal:
            if let level {
                marker = makeSymbol(.error)
                other = makeSymbol(.error)
                errorLevel[marker] = level
                errorLevel[other] = level
                row.insert(marker, -1)
                row.insert(other, 1)
                setCost(level, marker, 1)
                setCost(level, other, 1)
            } else {
                marker = makeSymbol(.dummy)
                if marksRequiredEqualities { row.insert(marker, 1) }
            }
        }
        if row.constant < 0 { row.reverseSign() }
        return NewRow(row: row, marker: marker, other: other, scale: scale)
    }

    /// The symbol to solve a new row for without losing feasibility: of the external symbols
    /// whose value stays put (the row's constant is zero) or that no restricted row depends on,
    /// one in no row if any, else the one in the fewest rows; else
    /// the constraint's own slack or error when its coefficient is negative; `noSymbol` when
    /// phase one is needed.
    mutating func chooseSubject(_ new: NewRow) -> SymbolID {
        let stationary = abs(new.row.constant) <= Tableau.feasibilityTolerance
        // Of the external symbols that qualify, the one in the fewest rows (the lowest id on
        // ties): solving for it substitutes the new row into every row that holds it. Taking the
        // lowest id alone makes a chain of equalities `x[i] = x[i-1] + c` solve each link for
        // the symbol that every earlier row holds, so each link rewrites every row before it:
        // cubic time on a chain that nothing pins.
        // An external whose column has never been filled is in no row: nothing can do better,
        // and the column searches below (each as long as the symbol's column) are skipped.
        if let unused = new.row.entries.first(where: { kinds[$0.symbol] == .external && columns[$0.symbol].isEmpty }) {
            return unused.symbol
        }
        var subject = noSymbol
        var fewestRows = Int.max
        for entry in new.row.entries where kinds[entry.symbol] == .external {
            let slots = rowsContaining(entry.symbol)
            guard slots.count < fewestRows else { continue }
            if !stationary, slots.contains(where: { kinds[basicOfSlot[$0]].isRestricted }) { continue }
            subject = entry.symbol
            fewestRows = slots.count
            if fewestRows == 0 { break }
        }
        if subject != noSymbol { return subject }
        for symbol in [new.marker, new.other] where symbol != noSymbol {
            let kind = kinds[symbol]
            if (kind == .slack || kind == .error), new.row.coefficient(for: symbol) < 0 { return symbol }
        }
        // One pivot can often do what phase one would: an external symbol, or a slack or error
        // that grows from zero, whose move leaves every restricted row feasible. Rows that close
        // a chain of equalities (a grid row's last cell pinned to root.right) hold only such
        // symbols and dummies, and phase one would pivot along the whole chain.
        for entry in new.row.entries {
            let kind = kinds[entry.symbol]
            guard kind == .external || ((kind == .slack || kind == .error) && entry.coefficient < 0) else { continue }
            if keepsRestrictedRowsFeasible(solvingFor: entry, constant: new.row.constant) { return entry.symbol }
        }
        return noSymbol
    }

    /// Whether solving a new row `0 = constant + a * x + ...` for the parametric symbol `x`
    /// leaves every restricted row non-negative: `x` moves from zero to `-constant / a`, which
    /// shifts each row holding it by its coefficient times that.
    mutating func keepsRestrictedRowsFeasible(solvingFor entry: RowEntry, constant: Double) -> Bool {
        let shift = -constant / entry.coefficient
        guard shift.isFinite else { return false }
        let (slots, coefficients) = column(of: entry.symbol)
        for (index, slot) in slots.enumerated() where kinds[basicOfSlot[slot]].isRestricted {
            if rows[slot].constant + coefficients[index] * shift < 0 { return false }
        }
        return true
    }

    /// Adds a row that has no feasible subject through an artificial variable minimised in
    /// phase one. Returns false when the row cannot be satisfied; the journal and `artificial`
    /// are then left for the caller to explain and roll back.
    mutating func addWithArtificialVariable(_ row: Row, marker: SymbolID, scale: Double) -> Bool {
        let art = makeSymbol(.slack)
        artificialSymbol = art
        defer { artificialSymbol = nil }
        insertRow(basic: art, row)
        artificial = row
        optimizeArtificial()
        guard let phaseOne = artificial, abs(phaseOne.constant) <= tolerance(scale: scale) else { return false }
        commitJournal()
        artificial = nil
        let slot = basicSlot[art]
        if slot >= 0 {
            var artRow = removeRow(slot)
            let entering =
                artRow.entries.first { kinds[$0.symbol] == .slack || kinds[$0.symbol] == .error }?.symbol
                ?? artRow.entries.first { kinds[$0.symbol] == .external }?.symbol
            if let entering {
                artRow.solve(for: entering, replacing: art)
                substitute(entering, artRow)
                insertRow(basic: entering, artRow)
            } else if kinds[marker] == .dummy, artRow.contains(marker) || !marksRequiredEqualities {
                // A row over dummies alone says the new equality is implied by required
                // equalities. It stays, as its dummy's row, so that it still holds once the
                // constraints that imply it are removed.
                artRow.constant = 0
                artRow.solve(for: marker)
                insertRow(basic: marker, artRow)
            }
        }
        eraseSymbol(art)
        return true
    }

    /// Primal simplex on the lexicographic objective. The lowest-id improving symbol enters.
    /// Ratio ties go to the newest (highest-id) basic symbol, which lets a just-added
    /// constraint's own row win degenerate ties and saves long runs of degenerate pivots in
    /// layouts; after too many degenerate pivots in a row, ties go to the lowest id, which is
    /// Bland's rule and cannot cycle.
    mutating func optimize() {
        var degenerateRun = 0
        var swapBudget = rows.count + 16
        while true {
            swapDegenerateErrors(budget: &swapBudget)
            guard let entering = candidates.popFirst() else { break }
            guard isCandidate(entering) else { continue }
            let direction: Double = objective.sign(of: entering) < 0 ? 1 : -1
            let strict = degenerateRun > Tableau.degenerateRunLimit
            guard let slot = leavingRow(entering: entering, direction: direction, newestFirst: !strict) else { continue }
            degenerateRun = rows[slot].constant <= Tableau.feasibilityTolerance ? degenerateRun + 1 : 0
            pivot(entering: entering, slot: slot)
        }
    }

    /// Makes an optional inequality's slack basic instead of its error when the error sits at
    /// zero. The pivot is degenerate (no value moves) and touches only the rows holding the
    /// slack, usually just that one; it keeps errors at their bound as parametric symbols,
    /// which spares the primal simplex long chains of degenerate pivots through rows that
    /// every position depends on (a layout whose many `>=` preferences meet at one point).
    /// The budget bounds these extra pivots, so they cannot interfere with termination.
    mutating func swapDegenerateErrors(budget: inout Int) {
        while budget > 0, let error = degenerateErrors.popFirst() {
            let slot = basicSlot[error]
            let slack = partnerSlack[error]
            guard slot >= 0, slack != noSymbol, basicSlot[slack] < 0, kinds[slack] == .slack,
                abs(rows[slot].constant) <= Tableau.feasibilityTolerance, rows[slot].contains(slack)
            else { continue }
            budget -= 1
            pivot(entering: slack, slot: slot)
        }
        if budget <= 0 { degenerateErrors.removeAll() }
    }

    /// Primal simplex on the phase-one objective `artificial`, with Bland's rule.
    mutating func optimizeArtificial() {
        while let phaseOne = artificial {
            var entering = noSymbol
            var direction = 0.0
            // Relative for a row of tiny coefficients, which are real, not noise (see `Row.epsilon`).
            var largest = phaseOne.entries.reduce(0) { max($0, abs($1.coefficient)) }
            // While the artificial symbol is basic, the new constraint's own marker (a dummy
            // or slack made for it, in no other row) is in this row at exactly 1 or -1; without
            // markers a required equality's is missing, and the threshold must not move.
            if !marksRequiredEqualities, let art = artificialSymbol, basicSlot[art] >= 0 { largest = max(largest, 1) }
            let epsilon = LexicographicObjective.epsilon * min(1, largest)
            for entry in phaseOne.entries {
                let kind = kinds[entry.symbol]
                if kind == .external, abs(entry.coefficient) > epsilon {
                    entering = entry.symbol
                    direction = entry.coefficient < 0 ? 1 : -1
                    break
                }
                if kind.isRestricted, kind.isPivotable, entry.coefficient < -epsilon {
                    entering = entry.symbol
                    direction = 1
                    break
                }
            }
            guard entering != noSymbol,
                let slot = leavingRow(entering: entering, direction: direction, newestFirst: false)
            else { return }
            pivot(entering: entering, slot: slot)
        }
    }

    /// Dual simplex: restores feasibility of queued rows while keeping the objective optimal.
    /// The lowest infeasible basic id leaves; the entering symbol has the lexicographically
    /// smallest cost ratio, lowest id on ties.
    mutating func dualOptimize() {
        while let leaving = infeasible.popFirst() {
            let slot = basicSlot[leaving]
            guard slot >= 0, rows[slot].constant < -Tableau.feasibilityTolerance else { continue }
            var entering = noSymbol
            var enteringMagnitude = 0.0
            for entry in rows[slot].entries {
                let kind = kinds[entry.symbol]
                guard kind.isPivotable, kind == .external || entry.coefficient > 0 else { continue }
                let magnitude = abs(entry.coefficient)
                if entering == noSymbol
                    || objective.ratio(
                        of: entry.symbol, over: magnitude, isLessThan: entering, over: enteringMagnitude)
                {
                    entering = entry.symbol
                    enteringMagnitude = magnitude
                }
            }
            guard entering != noSymbol else { continue }
            pivot(entering: entering, slot: slot)
        }
    }

    /// The ratio test: the restricted row that first reaches zero when `entering` moves in
    /// `direction`; ties go to the newest basic symbol, or to the oldest under Bland's rule.
    mutating func leavingRow(entering: SymbolID, direction: Double, newestFirst: Bool) -> Int? {
        var best: Int?
        var bestRatio = Double.infinity
        var bestBasic = noSymbol
        let (slots, coefficients) = column(of: entering)
        for (index, slot) in slots.enumerated() {
            let basic = basicOfSlot[slot]
            guard kinds[basic].isRestricted else { continue }
            let rate = coefficients[index] * direction
            guard rate < 0 else { continue }
            let ratio = max(0, rows[slot].constant) / -rate
            let tie = abs(ratio - bestRatio) <= 1e-12 * (1 + ratio)
            if best == nil || (ratio < bestRatio && !tie) || (tie && (basic > bestBasic) == newestFirst) {
                best = slot
                bestRatio = ratio
                bestBasic = basic
            }
        }
        return best
    }

    /// A row to pivot a removed constraint's marker into without moving the current point.
    ///
    /// First a row whose basic is a dummy: a redundant required equality's row, which holds
    /// dummies alone and is zero, so the pivot keeps every such row over dummies alone.
    /// Otherwise a row whose basic value is zero. The highest basic id among them.
    mutating func markerLeavingRow(_ marker: SymbolID) -> Int? {
        var best: Int?
        var bestBasic = Int.min
        var bestIsDummy = false
        for slot in rowsContaining(marker) {
            let basic = basicOfSlot[slot]
            let isDummy = kinds[basic] == .dummy
            guard isDummy || abs(rows[slot].constant) <= Tableau.feasibilityTolerance else { continue }
            if (isDummy && !bestIsDummy) || (isDummy == bestIsDummy && basic > bestBasic) {
                best = slot
                bestBasic = basic
                bestIsDummy = isDummy
            }
        }
        return best
    }
}

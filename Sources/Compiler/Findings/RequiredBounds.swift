import LayoutSolver

/// The bounds that required constraints of one variable put on it, as they are added, with the
/// constraint each comes from: enough to refute some constraints without the solver, and to find
/// where a constraint over variables bounded only this way comes closest to holding.
struct RequiredBounds {
    private var lower: [Double]
    private var upper: [Double]
    private var lowerSource: [Int]
    private var upperSource: [Int]
    /// Whether a required constraint of two or more variables holds the variable.
    private var isShared: [Bool]

    init(variableCount: Int) {
        lower = [Double](repeating: -.infinity, count: variableCount)
        upper = [Double](repeating: .infinity, count: variableCount)
        lowerSource = [Int](repeating: -1, count: variableCount)
        upperSource = [Int](repeating: -1, count: variableCount)
        isShared = [Bool](repeating: false, count: variableCount)
    }

    /// Notes a required constraint that was added, `source` identifying it.
    mutating func note<Terms: Collection<(variable: Int, coefficient: Double)>>(
        _ terms: Terms, constant: Double, _ relation: Relation, source: Int
    ) {
        guard terms.count == 1, let term = terms.first else {
            for term in terms { isShared[term.variable] = true }
            return
        }
        // a * x + c RELATION 0, so x RELATION' -c / a, the relation flipped when a < 0.
        let bound = -constant / term.coefficient
        let variable = term.variable
        let isLower = relation == .equal || (relation == .greaterThanOrEqual) == (term.coefficient > 0)
        let isUpper = relation == .equal || (relation == .lessThanOrEqual) == (term.coefficient > 0)
        if isLower, bound > lower[variable] {
            lower[variable] = bound
            lowerSource[variable] = source
        }
        if isUpper, bound < upper[variable] {
            upper[variable] = bound
            upperSource[variable] = source
        }
    }

    /// The range of `terms + constant` over the bounds, and the sources of the bounds that give
    /// each end (an end without bounds is infinite).
    private func range<Terms: Collection<(variable: Int, coefficient: Double)>>(of terms: Terms, constant: Double) -> (
        low: Double, high: Double, lowSources: [Int], highSources: [Int], magnitude: Double
    ) {
        var low = constant
        var high = constant
        var lowSources: [Int] = []
        var highSources: [Int] = []
        var magnitude = abs(constant)
        for term in terms {
            let a = term.coefficient
            let (smallest, smallestSource, largest, largestSource) =
                a > 0
                ? (lower[term.variable], lowerSource[term.variable], upper[term.variable], upperSource[term.variable])
                : (upper[term.variable], upperSource[term.variable], lower[term.variable], lowerSource[term.variable])
            low += a * smallest
            high += a * largest
            if smallest.isFinite {
                lowSources.append(smallestSource)
                magnitude += abs(a * smallest)
            }
            if largest.isFinite {
                highSources.append(largestSource)
                magnitude += abs(a * largest)
            }
        }
        return (low, high, lowSources, highSources, magnitude)
    }

    /// The sources of bounds that rule out `terms + constant RELATION 0`, with a margin against
    /// rounding; nil when the bounds do not rule it out.
    func refutation<Terms: Collection<(variable: Int, coefficient: Double)>>(
        of terms: Terms, constant: Double, _ relation: Relation
    ) -> [Int]? {
        let range = range(of: terms, constant: constant)
        let margin = 1e-7 * max(1, range.magnitude)
        if relation != .greaterThanOrEqual, range.low > margin { return range.lowSources }
        if relation != .lessThanOrEqual, range.high < -margin { return range.highSources }
        return nil
    }

    /// Where a constraint comes closest to holding.
    enum ClosestPoint {
        /// Each variable at the bound that brings the constraint closest (the others anywhere).
        case point([(variable: Int, value: Double)])
        /// The bounds let it hold.
        case holds
        /// A variable of it is held by a constraint of several variables: the bounds alone do
        /// not decide.
        case notBoxed
    }

    /// Where `terms + constant RELATION 0` comes closest to holding, for variables that only
    /// bounds constrain.
    func closestPoint(
        to terms: [(variable: Int, coefficient: Double)], constant: Double, _ relation: Relation
    ) -> ClosestPoint {
        guard !terms.contains(where: { isShared[$0.variable] }) else { return .notBoxed }
        let range = range(of: terms, constant: constant)
        let margin = 1e-7 * max(1, range.magnitude)
        let lowers: Bool
        if relation != .greaterThanOrEqual, range.low > margin {
            lowers = true
        } else if relation != .lessThanOrEqual, range.high < -margin {
            lowers = false
        } else {
            return .holds
        }
        return .point(terms.map { term in
            let towardsLow = lowers == (term.coefficient > 0)
            return (term.variable, towardsLow ? lower[term.variable] : upper[term.variable])
        })
    }
}

/// The run-time part of the frame engine, written once into every file `--engine frames`
/// generates (the generated code depends on no library): a stored optimal tableau per variant,
/// and the dual simplex that carries it to new inputs (grammar.md, "The frame engine").
///
/// The inputs (root's size, safe area, intrinsic sizes, settable constants) reach only the
/// right-hand sides, so the stored basis stays optimal for every input; it stays feasible
/// while its restricted rows are non-negative, and then every value is a few multiply-adds.
/// Otherwise a dual simplex pivot at a time moves to the basis of the new inputs, which is kept
/// for the next call. A row is `basic = constant + entries + inputEntries * (input - reference)`.
enum FrameKernelSource {
    /// The Swift text, `fileprivate` throughout. `Fuzz/fuzz.sh` copies it (the lines between the
    /// raw string's delimiters, `fileprivate` dropped) into the FrameKernel fuzz target.
    static let text = #"""
/// One variant's stored tableau, as generated (see the type that uses it).
fileprivate struct FrameSystemData {
    let symbolCount: Int
    /// Where each of the tableau's inputs is in the type's input vector.
    let inputSlot: [Int]
    let reference: [Double]
    let restricted: [Bool]
    let rowBasic: [Int]
    let rowConstant: [Double]
    /// Row r's entries are `entrySymbol[rowStart[r]..<rowStart[r + 1]]`.
    let rowStart: [Int]
    let entrySymbol: [Int]
    let entryCoefficient: [Double]
    /// Row r's input entries are `inputIndex[inputStart[r]..<inputStart[r + 1]]`.
    let inputStart: [Int]
    let inputIndex: [Int]
    let inputCoefficient: [Double]
    /// Equalities only the inputs can break: `checkConstant + inputs` must stay 0.
    let checkConstant: [Double]
    let checkStart: [Int]
    let checkInput: [Int]
    let checkCoefficient: [Double]
    /// Objective costs, level by level from the highest priority: `costSymbol`/`costValue`
    /// from `costStart[level]` to `costStart[level + 1]`.
    let costStart: [Int]
    let costSymbol: [Int]
    let costValue: [Double]
    /// The symbol of each view attribute (`view * 4 + left/top/width/height`), -1 for none.
    let attributeSymbol: [Int]
    /// The written constraint each symbol measures the violation of, -1 for none.
    let constraintOfSymbol: [Int]
}

/// A stored tableau carried to the inputs of the latest call by the dual simplex.
fileprivate struct FrameTableau {
    private let data: FrameSystemData
    private var basic: [Int]
    private var constant: [Double]
    private var symbols: [[Int]]
    private var coefficients: [[Double]]
    private var inputs: [[Int]]
    private var inputCoefficients: [[Double]]
    private var costs: [[Double]]
    private var rowOfSymbol: [Int]
    private var values: [Double]
    private var delta: [Double]
    private var dense: [Double]
    private var denseInputs: [Double]
    private var touched: [Int]
    private var touchedInputs: [Int]

    init(_ data: FrameSystemData) {
        self.data = data
        let rows = data.rowBasic.count
        basic = data.rowBasic
        constant = data.rowConstant
        symbols = (0..<rows).map { Array(data.entrySymbol[data.rowStart[$0]..<data.rowStart[$0 + 1]]) }
        coefficients = (0..<rows).map { Array(data.entryCoefficient[data.rowStart[$0]..<data.rowStart[$0 + 1]]) }
        inputs = (0..<rows).map { Array(data.inputIndex[data.inputStart[$0]..<data.inputStart[$0 + 1]]) }
        inputCoefficients = (0..<rows).map { Array(data.inputCoefficient[data.inputStart[$0]..<data.inputStart[$0 + 1]]) }
        let levels = data.costStart.count - 1
        costs = (0..<levels).map { level in
            var dense = [Double](repeating: 0, count: data.symbolCount)
            for index in data.costStart[level]..<data.costStart[level + 1] { dense[data.costSymbol[index]] = data.costValue[index] }
            return dense
        }
        rowOfSymbol = [Int](repeating: -1, count: data.symbolCount)
        for (row, symbol) in data.rowBasic.enumerated() { rowOfSymbol[symbol] = row }
        values = data.rowConstant
        delta = [Double](repeating: 0, count: data.reference.count)
        dense = [Double](repeating: 0, count: data.symbolCount)
        denseInputs = [Double](repeating: 0, count: data.reference.count)
        touched = []
        touched.reserveCapacity(data.symbolCount)
        touchedInputs = []
        touchedInputs.reserveCapacity(data.reference.count)
    }

    /// Carries the tableau to `input`; false when its required constraints cannot all hold there.
    mutating func solve(_ input: [Double]) -> Bool {
        for index in delta.indices { delta[index] = input[data.inputSlot[index]] - data.reference[index] }
        for check in data.checkConstant.indices {
            var value = data.checkConstant[check]
            var scale = abs(value)
            for index in data.checkStart[check]..<data.checkStart[check + 1] {
                let term = data.checkCoefficient[index] * delta[data.checkInput[index]]
                value += term
                scale = max(scale, abs(term))
            }
            if abs(value) > 1e-9 * max(1, scale) { return false }
        }
        for row in values.indices { values[row] = value(ofRow: row) }
        // Each pivot leaves the basis of an infeasible row for good in exact arithmetic; the
        // bound only stops a cycle that rounding could make.
        var pivots = 0
        while pivots <= 50 * (basic.count + 1) {
            var leaving = -1
            var lowest = 0.0
            for row in values.indices where data.restricted[basic[row]] {
                let value = values[row]
                if value < -1e-9 * max(1, abs(constant[row])), value < lowest {
                    lowest = value
                    leaving = row
                }
            }
            if leaving < 0 { return true }
            guard let entering = enteringSymbol(leaving) else { return false }
            pivot(leaving, entering)
            pivots += 1
        }
        return false
    }

    /// A row's value at the current inputs: its parametric symbols are all zero.
    private func value(ofRow row: Int) -> Double {
        var value = constant[row]
        let indices = inputs[row]
        let coefficients = inputCoefficients[row]
        for position in indices.indices { value += coefficients[position] * delta[indices[position]] }
        return value
    }

    /// The dual ratio test: among the row's symbols that would raise it, the one whose cost per
    /// unit is least, level by level (the least symbol on a tie), so the basis stays optimal.
    private func enteringSymbol(_ row: Int) -> Int? {
        var best = -1
        var bestCoefficient = 0.0
        let rowSymbols = symbols[row]
        let rowCoefficients = coefficients[row]
        for position in rowSymbols.indices {
            let coefficient = rowCoefficients[position]
            guard coefficient > 1e-12 else { continue }
            let symbol = rowSymbols[position]
            guard best >= 0 else {
                best = symbol
                bestCoefficient = coefficient
                continue
            }
            for level in costs.indices {
                let candidate = costs[level][symbol] / coefficient
                let current = costs[level][best] / bestCoefficient
                if abs(candidate - current) <= 1e-9 * max(1, abs(current)) { continue }
                if candidate < current {
                    best = symbol
                    bestCoefficient = coefficient
                }
                break
            }
        }
        return best >= 0 ? best : nil
    }

    /// Makes `entering` basic in `row` and substitutes it everywhere else.
    private mutating func pivot(_ row: Int, _ entering: Int) {
        guard let position = symbols[row].firstIndex(of: entering) else { return }
        let leavingSymbol = basic[row]
        let pivot = coefficients[row][position]
        // entering = (leaving - constant - others - inputs) / pivot
        symbols[row].remove(at: position)
        coefficients[row].remove(at: position)
        for index in coefficients[row].indices { coefficients[row][index] = -coefficients[row][index] / pivot }
        symbols[row].append(leavingSymbol)
        coefficients[row].append(1 / pivot)
        for index in inputCoefficients[row].indices { inputCoefficients[row][index] = -inputCoefficients[row][index] / pivot }
        constant[row] = -constant[row] / pivot
        basic[row] = entering
        rowOfSymbol[entering] = row
        rowOfSymbol[leavingSymbol] = -1
        for other in basic.indices where other != row {
            guard let at = symbols[other].firstIndex(of: entering) else { continue }
            let times = coefficients[other][at]
            symbols[other].remove(at: at)
            coefficients[other].remove(at: at)
            add(row, times: times, into: other)
            values[other] = value(ofRow: other)
        }
        for level in costs.indices {
            let cost = costs[level][entering]
            guard cost != 0 else { continue }
            costs[level][entering] = 0
            for index in symbols[row].indices { costs[level][symbols[row][index]] += cost * coefficients[row][index] }
        }
        values[row] = value(ofRow: row)
    }

    /// Adds `times` the row `source` to the row `target` (the entering symbol already taken out).
    private mutating func add(_ source: Int, times: Double, into target: Int) {
        touched.removeAll(keepingCapacity: true)
        for (symbol, coefficient) in zip(symbols[target], coefficients[target]) {
            dense[symbol] = coefficient
            touched.append(symbol)
        }
        for (symbol, coefficient) in zip(symbols[source], coefficients[source]) {
            if dense[symbol] == 0 { touched.append(symbol) }
            dense[symbol] += times * coefficient
        }
        symbols[target].removeAll(keepingCapacity: true)
        coefficients[target].removeAll(keepingCapacity: true)
        for symbol in touched where dense[symbol] != 0 {
            if abs(dense[symbol]) > 1e-12 {
                symbols[target].append(symbol)
                coefficients[target].append(dense[symbol])
            }
            dense[symbol] = 0
        }
        touchedInputs.removeAll(keepingCapacity: true)
        for (input, coefficient) in zip(inputs[target], inputCoefficients[target]) {
            denseInputs[input] = coefficient
            touchedInputs.append(input)
        }
        for (input, coefficient) in zip(inputs[source], inputCoefficients[source]) {
            if denseInputs[input] == 0 { touchedInputs.append(input) }
            denseInputs[input] += times * coefficient
        }
        inputs[target].removeAll(keepingCapacity: true)
        inputCoefficients[target].removeAll(keepingCapacity: true)
        for input in touchedInputs where denseInputs[input] != 0 {
            if abs(denseInputs[input]) > 1e-12 {
                inputs[target].append(input)
                inputCoefficients[target].append(denseInputs[input])
            }
            denseInputs[input] = 0
        }
        constant[target] += times * constant[source]
    }

    /// The basic symbol of each row: which region of the inputs the latest call is in.
    var basis: [Int] { basic }

    /// The value of a view attribute (`view * 4 + left/top/width/height`) at the latest inputs.
    func attribute(_ index: Int) -> Double {
        let symbol = data.attributeSymbol[index]
        guard symbol >= 0 else { return 0 }
        let row = rowOfSymbol[symbol]
        return row >= 0 ? values[row] : 0
    }

    /// The written constraints (by index) that the latest solution breaks, in index order.
    func brokenConstraints() -> [Int] {
        var broken: [Int] = []
        for row in basic.indices where values[row] > 1e-7 * max(1, abs(constant[row])) {
            let constraint = data.constraintOfSymbol[basic[row]]
            if constraint >= 0, data.restricted[basic[row]], !broken.contains(constraint) { broken.append(constraint) }
        }
        return broken.sorted()
    }
}
"""#
}

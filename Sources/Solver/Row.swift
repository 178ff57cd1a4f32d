/// One coefficient of a sparse row.
struct RowEntry: Sendable {
    var symbol: SymbolID
    var coefficient: Double
}

/// A sparse linear form `constant + sum(coefficient * symbol)`, entries sorted by symbol id.
///
/// In the tableau a row reads `basic = constant + sum(...)`; while a constraint is being
/// added it reads `0 = constant + sum(...)`.
struct Row: Sendable {
    /// A sum of two coefficients smaller than this times the smaller of 1 and the larger
    /// addend is taken to be cancellation noise and dropped: absolute for coefficients of
    /// ordinary size, relative for tiny ones, which are real (`a = 1e10 * b` gives `b` the
    /// coefficient 1e-10) and must not vanish. Products are never dropped: only cancellation
    /// makes noise.
    static let epsilon = 1e-9

    /// Whether `sum`, the sum of coefficients `a` and `b`, is cancellation noise.
    @inline(__always)
    static func isCancelled(_ sum: Double, _ a: Double, _ b: Double) -> Bool {
        abs(sum) < epsilon * min(1, max(abs(a), abs(b)))
    }

    var constant: Double
    var entries: [RowEntry]

    init(constant: Double = 0, entries: [RowEntry] = []) {
        self.constant = constant
        self.entries = entries
    }

    /// The index of `symbol` in `entries`, or the index where it would be inserted.
    func position(of symbol: SymbolID) -> (index: Int, found: Bool) {
        var low = 0
        var high = entries.count
        while low < high {
            let middle = (low + high) / 2
            if entries[middle].symbol < symbol { low = middle + 1 } else { high = middle }
        }
        return (low, low < entries.count && entries[low].symbol == symbol)
    }

    /// The coefficient of `symbol`, zero when absent.
    func coefficient(for symbol: SymbolID) -> Double {
        let (index, found) = position(of: symbol)
        return found ? entries[index].coefficient : 0
    }

    /// Whether `symbol` has a non-zero coefficient.
    func contains(_ symbol: SymbolID) -> Bool {
        position(of: symbol).found
    }

    /// Adds `coefficient` to the symbol's coefficient, dropping the entry if it cancels.
    /// Returns true when the symbol was not in the row before and now is.
    @discardableResult
    mutating func insert(_ symbol: SymbolID, _ coefficient: Double) -> Bool {
        let (index, found) = position(of: symbol)
        if found {
            let sum = entries[index].coefficient + coefficient
            if Row.isCancelled(sum, entries[index].coefficient, coefficient) {
                entries.remove(at: index)
            } else {
                entries[index].coefficient = sum
            }
            return false
        }
        guard coefficient != 0 else { return false }
        entries.insert(RowEntry(symbol: symbol, coefficient: coefficient), at: index)
        return true
    }

    /// Removes the symbol's entry if present.
    mutating func remove(_ symbol: SymbolID) {
        let (index, found) = position(of: symbol)
        if found { entries.remove(at: index) }
    }

    /// `self += multiplier * other`, merging through `scratch` (whose storage is recycled),
    /// and dropping `removed` from `self` on the way (substitution replaces a symbol).
    /// Appends to `added` every symbol that was absent from `self` and now is present.
    mutating func add(
        _ other: Row, times multiplier: Double, scratch: inout [RowEntry], added: inout [SymbolID],
        removing removed: SymbolID = noSymbol
    ) {
        constant += multiplier * other.constant
        scratch.removeAll(keepingCapacity: true)
        scratch.reserveCapacity(entries.count + other.entries.count)
        var i = 0
        var j = 0
        let mine = entries.count
        let theirs = other.entries.count
        while i < mine, j < theirs {
            let a = entries[i]
            let b = other.entries[j]
            if a.symbol < b.symbol {
                if a.symbol != removed { scratch.append(a) }
                i += 1
            } else if a.symbol > b.symbol {
                let value = multiplier * b.coefficient
                if value != 0 {
                    scratch.append(RowEntry(symbol: b.symbol, coefficient: value))
                    added.append(b.symbol)
                }
                j += 1
            } else {
                let product = multiplier * b.coefficient
                let value = a.coefficient + product
                if !Row.isCancelled(value, a.coefficient, product) {
                    scratch.append(RowEntry(symbol: a.symbol, coefficient: value))
                }
                i += 1
                j += 1
            }
        }
        while i < mine {
            if entries[i].symbol != removed { scratch.append(entries[i]) }
            i += 1
        }
        while j < theirs {
            let b = other.entries[j]
            let value = multiplier * b.coefficient
            if value != 0 {
                scratch.append(RowEntry(symbol: b.symbol, coefficient: value))
                added.append(b.symbol)
            }
            j += 1
        }
        swap(&entries, &scratch)
    }

    /// Negates the constant and every coefficient.
    mutating func reverseSign() {
        constant = -constant
        for index in entries.indices { entries[index].coefficient = -entries[index].coefficient }
    }

    /// Rewrites `0 = constant + a*symbol + rest` as `symbol = -constant/a - rest/a`.
    /// Precondition: the symbol is in the row (callers only pass symbols they found in it).
    mutating func solve(for symbol: SymbolID) {
        let (index, found) = position(of: symbol)
        guard found else { return }
        let factor = -1 / entries[index].coefficient
        entries.remove(at: index)
        constant *= factor
        for k in entries.indices { entries[k].coefficient *= factor }
    }

    /// Rewrites `lhs = ... + b*rhs + ...` as `rhs = ...`, so `lhs` becomes a parametric entry.
    /// Precondition: `rhs` is in the row and `lhs` is not.
    mutating func solve(for rhs: SymbolID, replacing lhs: SymbolID) {
        insert(lhs, -1)
        solve(for: rhs)
    }
}

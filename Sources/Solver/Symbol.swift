/// The role of a tableau symbol. Symbols are plain integer ids; their kind lives in the tableau.
enum SymbolKind: UInt8, Sendable {
    /// A caller's variable: unrestricted in sign.
    case external
    /// The slack of an inequality: non-negative.
    case slack
    /// A violation of an optional constraint: non-negative, counted in the objective.
    case error
    /// The marker of a required equality: always zero, never enters the basis.
    case dummy

    /// Whether the symbol must stay non-negative (every kind but external).
    var isRestricted: Bool { self != .external }

    /// Whether the symbol may enter the basis in a pivot.
    var isPivotable: Bool { self != .dummy }
}

/// The identifier of a tableau symbol; ids grow with creation and order pivot choices.
typealias SymbolID = Int

/// Marks an absent symbol or row slot.
let noSymbol: SymbolID = -1

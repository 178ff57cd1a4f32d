import LayoutIR

/// A written term as the fast path keeps it: no source range (the fast path reports nothing),
/// a 32-bit view index, so that four fit in one cache line.
struct SmallTerm: LinearFormTerm, Sendable {
    private var viewIndex: Int32
    /// The attribute as written.
    var attribute: WrittenAttribute
    /// The summed coefficient of every occurrence.
    var coefficient: Double

    /// Creates a term; `nil` if the view's index does not fit in 32 bits.
    init?(view: ViewID, attribute: WrittenAttribute, coefficient: Double) {
        guard let viewIndex = Int32(exactly: view.index) else { return nil }
        self.init(viewIndex: viewIndex, attribute: attribute, coefficient: coefficient)
    }

    /// Creates a term of the view at `viewIndex`.
    init(viewIndex: Int32, attribute: WrittenAttribute, coefficient: Double) {
        self.viewIndex = viewIndex
        self.attribute = attribute
        self.coefficient = coefficient
    }

    /// The view.
    var view: ViewID { ViewID(Int(viewIndex)) }

    /// The primaries the term stands for: the fast path takes core attributes only, which
    /// expand alike for every view.
    var expansion: (base: PrimaryAttribute, extent: (PrimaryAttribute, Double)?)? { attribute.expansion }
}

/// Up to four written terms stored inline, with no heap storage: plain data, so copying one is
/// a few moves and building one allocates nothing.
struct InlineTerms: RandomAccessCollection, MutableCollection, Sendable {
    /// How many terms fit.
    static let capacity = 4

    private static let unused = SmallTerm(viewIndex: 0, attribute: .left, coefficient: 0)
    private var first = unused
    private var second = unused
    private var third = unused
    private var fourth = unused
    private var storedCount = 0

    /// An empty list.
    init() {}

    var startIndex: Int { 0 }
    var endIndex: Int { storedCount }

    subscript(position: Int) -> SmallTerm {
        get {
            switch position {
            case 0: first
            case 1: second
            case 2: third
            default: fourth
            }
        }
        set {
            switch position {
            case 0: first = newValue
            case 1: second = newValue
            case 2: third = newValue
            default: fourth = newValue
            }
        }
    }

    /// Adds `term` at the end; `false` if the list is full.
    mutating func append(_ term: SmallTerm) -> Bool {
        guard storedCount < Self.capacity else { return false }
        storedCount += 1
        self[storedCount - 1] = term
        return true
    }
}

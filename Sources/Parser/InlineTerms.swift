import LayoutLexer

/// Up to four written terms stored inline, with no heap storage: plain data, so copying one is
/// a few moves and building one allocates nothing.
struct InlineTerms: RandomAccessCollection, MutableCollection, Sendable {
    /// How many terms fit.
    static let capacity = 4

    private static let unused = WrittenTerm(view: .root, attribute: .left, coefficient: 0, range: SourceRange(at: 0))
    private var first = unused
    private var second = unused
    private var third = unused
    private var fourth = unused
    private var storedCount = 0

    /// An empty list.
    init() {}

    var startIndex: Int { 0 }
    var endIndex: Int { storedCount }

    subscript(position: Int) -> WrittenTerm {
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
    mutating func append(_ term: WrittenTerm) -> Bool {
        guard storedCount < Self.capacity else { return false }
        storedCount += 1
        self[storedCount - 1] = term
        return true
    }
}

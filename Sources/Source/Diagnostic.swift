/// How serious a diagnostic is.
public enum Severity: String, Hashable, Comparable, Sendable, CaseIterable {
    /// The input is wrong; the command exits with status 1.
    case error
    /// The input is suspicious but usable.
    case warning
    /// Extra information attached to, or standing beside, another diagnostic.
    case note

    /// Orders by seriousness: error first.
    public static func < (lhs: Severity, rhs: Severity) -> Bool {
        lhs.rank < rhs.rank
    }

    private var rank: Int {
        switch self {
        case .error: 0
        case .warning: 1
        case .note: 2
        }
    }
}

/// A stable diagnostic code such as `N001`; every code is documented in grammar.md.
///
/// Every code is declared in one place, the catalogue (DiagnosticCatalogue.swift), in its letter's
/// range: `L` the lexer, `P` the parser, `A` view property blocks, `N` names, `T` types and
/// expressions, `D` duplicates, `H` the view hierarchy, `V` variants, `U` composition (`use`,
/// `clear`, `override`), `S` solving, `C` a file's canvases (`canvas "..."`), `G` code generation,
/// `Y` hidden views (`hidden`, `hide`, `show`), `K` named constants (`let`),
/// `X` importing Interface Builder documents (`layoutc import`).
public struct DiagnosticCode: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The code as printed, for example `N001`.
    public let rawValue: String
    /// The severity the code is reported at (V008 is also reported as a note, see the catalogue).
    public let severity: Severity
    /// A short, lower-case title of what the code means, for rule listings such as SARIF's.
    public let title: String

    /// Creates a code with its printed form, severity and title.
    public init(_ rawValue: String, _ severity: Severity, title: String) {
        self.rawValue = rawValue
        self.severity = severity
        self.title = title
    }

    /// Creates an error code with its printed form and title.
    public init(_ rawValue: String, title: String) {
        self.init(rawValue, .error, title: title)
    }

    /// The printed form.
    public var description: String { rawValue }

    /// Codes are equal when their printed forms are.
    public static func == (lhs: DiagnosticCode, rhs: DiagnosticCode) -> Bool {
        lhs.rawValue == rhs.rawValue
    }

    /// Hashes the printed form.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(rawValue)
    }

    /// Orders codes by their printed form.
    public static func < (lhs: DiagnosticCode, rhs: DiagnosticCode) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}

/// A secondary location that helps explain a diagnostic, such as "first declared here".
public struct RelatedLocation: Hashable, Sendable {
    /// Where the related source is.
    public var span: SourceSpan
    /// What it has to do with the diagnostic, lower case.
    public var message: String
    /// The name of the named constraint (`[gap] ...`) written here, for tools; nil for none.
    public var constraintName: String?

    /// Creates a related location, optionally naming the constraint written there.
    public init(span: SourceSpan, message: String, constraintName: String? = nil) {
        self.span = span
        self.message = message
        self.constraintName = constraintName
    }
}

/// A suggested edit: replace the text in `span` with `replacement`.
public struct FixIt: Hashable, Sendable {
    /// The text to replace; an empty range inserts.
    public var span: SourceSpan
    /// The new text.
    public var replacement: String

    /// Creates a fix-it.
    public init(span: SourceSpan, replacement: String) {
        self.span = span
        self.replacement = replacement
    }
}

/// Where a finding was made, when solving examined more than one place and the finding was not
/// made in all of them: the variants (`when` blocks) and the canvas sizes.
///
/// The message never says this itself; renderers print it around the message with
/// `Diagnostic.printedMessage`: `with expanded: 'badge' does not mirror in right to left at 375x667`.
public struct DiagnosticContext: Hashable, Sendable {
    /// The variants the finding was made in, as named (`with expanded`, `on pad`, `with no flags on
    /// pad`); empty when it was made in every variant examined, or the file has none.
    public var variants: [String]
    /// The canvas sizes the finding was made at, as written (`375x667`); empty when it was made at
    /// every size examined, or needs no size. A conflict that involves the canvas names its size.
    public var sizes: [String]

    /// Creates a context; the defaults name no variant and no size.
    public init(variants: [String] = [], sizes: [String] = []) {
        self.variants = variants
        self.sizes = sizes
    }

    /// Whether the context names nothing, as for every front-end finding.
    public var isEmpty: Bool { variants.isEmpty && sizes.isEmpty }

    /// How many variant names are printed before "and N more variants".
    public static let maximumPrintedVariants = 4

    /// `with expanded: `, or the first few variant names and how many more; empty for none.
    public var variantPrefix: String {
        guard !variants.isEmpty else { return "" }
        let limit = Self.maximumPrintedVariants
        let shown = variants.prefix(limit).joined(separator: "; ")
        let more = variants.count > limit ? " and \(variants.count - limit) more variants" : ""
        return shown + more + ": "
    }

    /// ` at 375x667 and 1024x768`; empty for no size.
    public var sizeSuffix: String {
        sizes.isEmpty ? "" : " at " + Self.list(sizes)
    }

    /// `a`, `a and b`, `a, b and c`.
    public static func list(_ items: [String]) -> String {
        guard let last = items.last else { return "" }
        if items.count == 1 { return last }
        return items.dropLast().joined(separator: ", ") + " and " + last
    }
}

/// A finding about the input, shared by every layer: lexer, parser, checker, compiler and CLI.
///
/// Diagnostics are plain values; rendering them is the job of a separate formatter.
public struct Diagnostic: Hashable, Sendable {
    /// How serious the finding is.
    public var severity: Severity
    /// The stable code, documented in grammar.md.
    public var code: DiagnosticCode
    /// The message: lower case, no trailing period, understandable on its own.
    public var message: String
    /// Where the finding is; `nil` only for findings about no particular place.
    public var span: SourceSpan?
    /// Other places that explain the finding, each with its own message.
    public var related: [RelatedLocation]
    /// Extra explanations with no location of their own, such as "did you mean 'header'?".
    public var notes: [String]
    /// Suggested edits that would fix the finding.
    public var fixIts: [FixIt]
    /// The name of the named constraint (`[gap] ...`) the finding sits at, so tools can identify
    /// it without reading the message; nil where it sits at no named constraint.
    public var constraintName: String?
    /// The variants and canvas sizes the finding was made in, when not in all that were examined.
    public var context = DiagnosticContext()

    /// The message as every output prints it: the context's variants before it, its sizes after
    /// (`on pad: required constraints cannot all be satisfied at 375x667`).
    public var printedMessage: String {
        context.isEmpty ? message : context.variantPrefix + message + context.sizeSuffix
    }

    /// Creates a diagnostic.
    public init(
        _ severity: Severity, _ code: DiagnosticCode, _ message: String, at span: SourceSpan?,
        related: [RelatedLocation] = [], notes: [String] = [], fixIts: [FixIt] = [], constraintName: String? = nil
    ) {
        self.severity = severity
        self.code = code
        self.message = message
        self.span = span
        self.related = related
        self.notes = notes
        self.fixIts = fixIts
        self.constraintName = constraintName
    }

    /// Creates an error.
    public static func error(
        _ code: DiagnosticCode, _ message: String, at span: SourceSpan?,
        related: [RelatedLocation] = [], notes: [String] = [], fixIts: [FixIt] = [], constraintName: String? = nil
    ) -> Diagnostic {
        Diagnostic(
            .error, code, message, at: span, related: related, notes: notes, fixIts: fixIts, constraintName: constraintName)
    }

    /// Creates a warning.
    public static func warning(
        _ code: DiagnosticCode, _ message: String, at span: SourceSpan?,
        related: [RelatedLocation] = [], notes: [String] = [], fixIts: [FixIt] = [], constraintName: String? = nil
    ) -> Diagnostic {
        Diagnostic(
            .warning, code, message, at: span, related: related, notes: notes, fixIts: fixIts,
            constraintName: constraintName)
    }

    /// Whether this is an error.
    public var isError: Bool { severity == .error }
}

extension Array where Element == Diagnostic {
    /// Sorted by file, position, severity, code and message: the stable order every output uses.
    public func sortedForOutput() -> [Diagnostic] {
        // Sorting by index as the last key keeps the order total, so output is deterministic.
        enumerated().sorted { a, b in
            let (x, y) = (a.element, b.element)
            switch (x.span, y.span) {
            case (nil, .some): return true
            case (.some, nil): return false
            case let (.some(p), .some(q)) where p != q: return p < q
            default: break
            }
            if x.severity != y.severity { return x.severity < y.severity }
            if x.code != y.code { return x.code < y.code }
            if x.context.isEmpty && y.context.isEmpty {
                if x.message != y.message { return x.message < y.message }
            } else {
                // Ordered by the text as printed, so the context sorts as if it were in the message.
                let (p, q) = (x.printedMessage, y.printedMessage)
                if p != q { return p < q }
            }
            return a.offset < b.offset
        }.map(\.element)
    }

    /// Whether any element is an error.
    public var containsErrors: Bool { contains { $0.isError } }
}

import LayoutSource

/// Findings of one shape, which output for people (`human`, `github`) prints once: a generated
/// grid of 100 rows that are each too wide has the same conflict in every row, and one error
/// with a note naming the rows reads better than 100 screenfuls.
///
/// Two findings have one shape when they have the same severity and code, and their messages,
/// notes, related messages and source text are the same once every number is taken out (`c0_99`
/// and `c7_99` are one shape, `title` and `subtitle` are not). Only shapes with at least
/// `minimumCount` findings are grouped: two alike findings are both shown.
struct FindingGroup {
    /// Fewer findings of one shape than this are printed one by one.
    static let minimumCount = 3

    /// The members, in output order; never empty.
    let members: [Diagnostic]

    /// The first member, printed in full.
    var first: Diagnostic { members[0] }

    /// `diagnostics` as groups in the order of their first members: findings of a shape that
    /// occurs at least `minimumCount` times in one group, every other finding alone.
    static func grouping(_ diagnostics: [Diagnostic], in catalog: SourceCatalog) -> [FindingGroup] {
        guard diagnostics.count >= minimumCount else { return diagnostics.map { FindingGroup(members: [$0]) } }
        // Each shape's members by index, shapes in the order of their first members.
        var membersByShape: [[Int]] = []
        // Looked up by key only, never iterated.
        var indexByShape: [[UInt8]: Int] = [:]
        for (index, diagnostic) in diagnostics.enumerated() {
            let shape = Self.shape(of: diagnostic, in: catalog)
            if let known = indexByShape[shape] {
                membersByShape[known].append(index)
            } else {
                indexByShape[shape] = membersByShape.count
                membersByShape.append([index])
            }
        }
        guard membersByShape.count < diagnostics.count else { return diagnostics.map { FindingGroup(members: [$0]) } }
        // A group stands where its first member stood; a finding of a rarer shape where it stood.
        var starts: [(start: Int, members: [Int])] = []
        for members in membersByShape {
            if members.count >= minimumCount {
                starts.append((members[0], members))
            } else {
                starts += members.map { ($0, [$0]) }
            }
        }
        return starts.sorted { $0.start < $1.start }.map { FindingGroup(members: $0.members.map { diagnostics[$0] }) }
    }

    /// The shape of `diagnostic`: what it says with every run of digits made one `#`.
    private static func shape(of diagnostic: Diagnostic, in catalog: SourceCatalog) -> [UInt8] {
        var key: [UInt8] = []
        func add(_ text: String) {
            var inDigits = false
            for byte in text.utf8 {
                let isDigit = byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
                if isDigit {
                    if !inDigits { key.append(UInt8(ascii: "#")) }
                } else {
                    key.append(byte)
                }
                inDigits = isDigit
            }
            key.append(0)
        }
        add(diagnostic.severity.rawValue)
        add(diagnostic.code.rawValue)
        add(diagnostic.printedMessage)
        for note in diagnostic.notes { add(note) }
        for related in diagnostic.related { add(related.message) }
        add(String(diagnostic.fixIts.count))
        if let span = diagnostic.span { add(sourceText(of: span, in: catalog)) }
        return key
    }

    /// The text at `span`, at most a line's worth: a shape needs no more.
    private static func sourceText(of span: SourceSpan, in catalog: SourceCatalog) -> String {
        guard let file = catalog.file(at: span.path) else { return "" }
        let start = min(max(span.range.start, 0), file.bytes.count)
        let end = min(max(span.range.end, start), file.bytes.count, start + 200)
        return String(decoding: file.bytes[start..<end], as: UTF8.self)
    }

    /// The note the first member carries in output for people: how many, which names differ from
    /// one to the next, and on which lines, `error of this shape 100 times, for c0_99 to c99_99 on
    /// lines 601 to 50101; the first is shown (--format json lists every one)`; nil for a finding
    /// alone.
    func note(in catalog: SourceCatalog, listing: String?) -> String? {
        guard members.count > 1, let last = members.last else { return nil }
        var text = "\(first.severity.rawValue) of this shape \(OmittedFindings.grouped(members.count)) times"
        if let (from, to) = Self.differingNames(first, last, in: catalog) { text += ", for \(from) to \(to)" }
        if let start = first.span.flatMap({ catalog.location(of: $0) }), let end = last.span.flatMap({ catalog.location(of: $0) }),
            start.path == end.path
        {
            text += " on lines \(start.start.line) to \(end.start.line)"
        }
        return text + "; the first is shown" + (listing.map { " (\($0))" } ?? "")
    }

    /// The first name (a word of letters, digits and `_`) that differs between the source texts of
    /// `first` and `last`, as it is in each; nil when their names are the same.
    private static func differingNames(_ first: Diagnostic, _ last: Diagnostic, in catalog: SourceCatalog) -> (String, String)? {
        guard let a = first.span, let b = last.span else { return nil }
        let (wordsA, wordsB) = (words(in: sourceText(of: a, in: catalog)), words(in: sourceText(of: b, in: catalog)))
        for (x, y) in zip(wordsA, wordsB) where x != y { return (x, y) }
        return nil
    }

    /// The names in `text`: runs of letters, digits and `_` that start with a letter or `_`.
    private static func words(in text: String) -> [String] {
        var words: [String] = []
        var current = ""
        func isWordCharacter(_ c: Character) -> Bool { c == "_" || (c.isASCII && (c.isLetter || c.isNumber)) }
        for character in text {
            if isWordCharacter(character) {
                current.append(character)
            } else {
                if let initial = current.first, !initial.isNumber { words.append(current) }
                current = ""
            }
        }
        if let initial = current.first, !initial.isNumber { words.append(current) }
        return words
    }
}

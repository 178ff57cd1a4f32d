import LayoutSource

/// How output for people (`human`, `github`) shortens a diagnostic with very many related
/// locations or notes: a conflict along a chain of 10,000 views has 20,000 members, one
/// screenful each. The first and the last related location are shown (a chain's ends: related
/// locations come in source order), then a count of the others with the lines they span; notes
/// past a limit are counted. Machine formats (`json`, `sarif`, and `short`'s one line) keep or
/// never had every member, so tools lose nothing.
struct LongDiagnostic {
    /// More related locations than this are shortened.
    static let relatedLimit = 8
    /// More notes than this are shortened to the first `noteLimit - 1` and a count.
    static let noteLimit = 8

    /// The related locations to show before the count.
    let leading: ArraySlice<RelatedLocation>
    /// Those left out, and those to show after the count.
    let omitted: ArraySlice<RelatedLocation>
    let trailing: ArraySlice<RelatedLocation>
    /// The notes to show, and how many are left out.
    let notes: ArraySlice<String>
    let omittedNotes: Int
    /// What the related locations are: an S001 error's are the other constraints of its set.
    let relatedNoun: String

    init(_ diagnostic: Diagnostic) {
        relatedNoun =
            diagnostic.code == .unsatisfiableConstraints ? "constraints of this conflicting set" : "related locations"
        let related = diagnostic.related
        if related.count > Self.relatedLimit {
            leading = related.prefix(1)
            omitted = related.dropFirst().dropLast()
            trailing = related.suffix(1)
        } else {
            leading = related[...]
            omitted = []
            trailing = []
        }
        let kept = diagnostic.notes.count > Self.noteLimit ? Self.noteLimit - 1 : diagnostic.notes.count
        notes = diagnostic.notes.prefix(kept)
        omittedNotes = diagnostic.notes.count - kept
    }

    /// The line saying how many related locations are not shown and where they are; nil when
    /// none are left out.
    func omittedRelatedLine(in catalog: SourceCatalog) -> String? {
        guard let first = omitted.first, let last = omitted.last else { return nil }
        var text = "\(omitted.count) more \(relatedNoun)"
        if let start = catalog.location(of: first.span), let end = catalog.location(of: last.span),
            start.path == end.path
        {
            text += " in \(start.path), lines \(start.start.line) to \(end.start.line),"
        }
        return text + " are not shown (--format json or sarif lists every one)"
    }

    /// The line saying how many notes are not shown; nil when none are.
    var omittedNotesLine: String? {
        omittedNotes > 0 ? "\(omittedNotes) more notes are not shown (--format json or sarif lists every one)" : nil
    }
}

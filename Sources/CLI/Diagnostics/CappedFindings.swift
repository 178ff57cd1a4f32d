import LayoutSource

/// How output for people (`human`, `short`, `github`) bounds one file's findings: a generated file
/// of one line repeated 200,000 times has as many D001 warnings, tens of megabytes nobody reads.
/// At most `limit` findings are printed, errors before warnings before notes (the earliest of each
/// severity, printed in their order), and the rest are counted by code in one line per code;
/// `human` and `github` first group findings of one shape (`FindingGroup`), `short` keeps a line
/// for each finding, which editors show at its place.
/// `json` and `sarif` list every finding. The left-out findings are only counted, never rendered,
/// so they cost no snippet or line lookup.
struct CappedFindings {
    /// More findings of one file than this are cut to this many.
    static let limit = 100

    /// The findings to print, in their order, each alone or with those of its shape
    /// (`FindingGroup`), which count as one.
    let shown: [FindingGroup]
    /// The findings left out, by code: errors first, then warnings, then notes, each by code.
    let omitted: [OmittedFindings]
    /// The files, for the notes of groups; nil when findings are not grouped.
    private let catalog: SourceCatalog?

    /// Keeps at most `limit` of `diagnostics`, preferring errors, then warnings: an error written
    /// after thousands of duplicates must not be the one left out. With `catalog`, findings of one
    /// shape are grouped first (`FindingGroup`), and a group counts as one finding.
    init(_ diagnostics: [Diagnostic], groupingIn catalog: SourceCatalog? = nil, limit: Int = Self.limit) {
        self.catalog = catalog
        let groups = catalog.map { FindingGroup.grouping(diagnostics, in: $0) } ?? diagnostics.map { FindingGroup(members: [$0]) }
        guard groups.count > limit else {
            shown = groups
            omitted = []
            return
        }
        // How many of each severity fit, most serious first.
        var remaining = max(0, limit)
        var quota: [Severity: Int] = [:]
        for severity in Severity.allCases.sorted() {
            let kept = min(remaining, groups.count { $0.first.severity == severity })
            quota[severity] = kept
            remaining -= kept
        }
        var shown: [FindingGroup] = []
        var counts: [OmittedFindings.Key: Int] = [:]
        for group in groups {
            if let left = quota[group.first.severity], left > 0 {
                quota[group.first.severity] = left - 1
                shown.append(group)
            } else {
                for member in group.members {
                    counts[OmittedFindings.Key(code: member.code, severity: member.severity), default: 0] += 1
                }
            }
        }
        self.shown = shown
        // Sorted, never in the dictionary's order.
        omitted = counts.map { OmittedFindings(code: $0.key.code, severity: $0.key.severity, count: $0.value) }
            .sorted { ($0.severity, $0.code) < ($1.severity, $1.code) }
    }
}

/// Findings of one code and severity that output for people left out, and how many.
struct OmittedFindings: Equatable {
    /// What the findings are counted by.
    struct Key: Hashable {
        var code: DiagnosticCode
        var severity: Severity
    }

    /// Their code.
    var code: DiagnosticCode
    /// Their severity.
    var severity: Severity
    /// How many were left out.
    var count: Int

    /// `and 216,900 more D001 warnings (duplicate constraint); --format json lists every one`,
    /// ending at the title when `listing` (where to find them all) is nil.
    func sentence(listing: String?) -> String {
        let noun = severity.rawValue + (count == 1 ? "" : "s")
        let text = "and \(Self.grouped(count)) more \(code.rawValue) \(noun) (\(code.title))"
        return listing.map { text + "; " + $0 } ?? text
    }

    /// `216900` as `216,900`, so that a large count reads at a glance.
    static func grouped(_ number: Int) -> String {
        let digits = String(number.magnitude)
        var text = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { text.append(",") }
            text.append(digit)
        }
        return number < 0 ? "-" + text : text
    }
}

extension CappedFindings {
    /// What `--format json` adds: every finding; the sentence's ending for `check`, `solve` and `generate`.
    static let jsonListing = "--format json lists every one"

    /// The shown findings, each rendered by `render` (a group's first member, with a last note
    /// saying how many of its shape there are), then one line per omitted code from `note`.
    func rendered(listing: String?, render: (Diagnostic) -> String, note: (String) -> String) -> String {
        var text = ""
        for group in shown {
            var diagnostic = group.first
            if let catalog, let groupNote = group.note(in: catalog, listing: listing) { diagnostic.notes.append(groupNote) }
            text += render(diagnostic)
        }
        for group in omitted { text += note(group.sentence(listing: listing)) }
        return text
    }
}

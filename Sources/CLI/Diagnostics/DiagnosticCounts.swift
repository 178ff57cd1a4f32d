import LayoutSource

/// How many errors and warnings a run found, for the summary line and the exit status.
struct DiagnosticCounts: Equatable, Sendable {
    /// The number of errors.
    var errors = 0
    /// The number of warnings.
    var warnings = 0

    /// Counts the errors and warnings in `diagnostics`; notes are not counted.
    init(_ diagnostics: [Diagnostic] = []) {
        for diagnostic in diagnostics {
            switch diagnostic.severity {
            case .error: errors += 1
            case .warning: warnings += 1
            case .note: break
            }
        }
    }

    /// Adds another run's counts.
    static func + (lhs: DiagnosticCounts, rhs: DiagnosticCounts) -> DiagnosticCounts {
        var sum = lhs
        sum.errors += rhs.errors
        sum.warnings += rhs.warnings
        return sum
    }

    /// `2 errors, 1 warning`, or nil when there is nothing to count.
    var summary: String? {
        var parts: [String] = []
        if errors > 0 { parts.append(errors == 1 ? "1 error" : "\(errors) errors") }
        if warnings > 0 { parts.append(warnings == 1 ? "1 warning" : "\(warnings) warnings") }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }
}

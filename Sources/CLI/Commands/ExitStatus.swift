/// How a run ended, as the process exit status.
enum ExitStatus: Int32, Comparable, Sendable {
    /// Success; warnings are allowed.
    case success = 0
    /// The input has errors, or warnings under `--strict`.
    case findings = 1
    /// A usage error, unreadable input or an internal failure.
    case failure = 2

    /// Orders by gravity, so a run's status is the maximum of its parts'.
    static func < (lhs: ExitStatus, rhs: ExitStatus) -> Bool { lhs.rawValue < rhs.rawValue }
}

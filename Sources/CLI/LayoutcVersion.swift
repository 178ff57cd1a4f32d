/// The version layoutc reports in `--version` and in SARIF logs.
enum LayoutcVersion {
    /// The release number.
    static let current = "0.1.0"
}

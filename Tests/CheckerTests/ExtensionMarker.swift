extension String {
    /// Whether a `.layout` text says it uses extensions beyond the core, with a line starting
    /// `// extensions:`; the core-only oracle skips such files.
    var usesExtensions: Bool {
        split(separator: "\n", omittingEmptySubsequences: false).contains { $0.hasPrefix("// extensions:") }
    }
}

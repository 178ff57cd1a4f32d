extension String {
    /// Whether a `.layout` text says it goes beyond the core language, with a line starting
    /// `// extensions:`; the core-only oracle skips such files.
    var goesBeyondTheCore: Bool {
        split(separator: "\n", omittingEmptySubsequences: false).contains { $0.hasPrefix("// extensions:") }
    }
}

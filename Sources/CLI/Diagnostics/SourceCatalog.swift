import LayoutSource

/// A resolved place in a file: where a span starts and where it ends, as 1-based lines and columns.
struct SpanLocation: Hashable, Sendable {
    /// The path, as the user named it.
    var path: String
    /// The first character of the span.
    var start: LineColumn
    /// Just past the last character of the span (equal to `start` for an empty span).
    var end: LineColumn
}

/// The source files that diagnostics point into, looked up by path.
///
/// A file that a diagnostic points into is held with a `LineColumnIndex`, so that locating a
/// diagnostic costs the same on a megabyte-long line as on a short one: many findings on one line
/// stay linear in their number. Files that no diagnostic names are not indexed, since a clean
/// file would otherwise pay a pass over its bytes for nothing.
struct SourceCatalog: Sendable {
    // Only ever looked up by key, never iterated, so their order cannot reach the output.
    private let filesByPath: [String: SourceFile]
    private let indexesByPath: [String: LineColumnIndex]

    /// Creates a catalog of `files`, indexing those that `diagnostics` point into; when two
    /// files share a path, the first wins.
    init(_ files: [SourceFile], indexingFilesOf diagnostics: [Diagnostic]) {
        var named: Set<String> = []
        for diagnostic in diagnostics {
            if let span = diagnostic.span { named.insert(span.path) }
            for related in diagnostic.related { named.insert(related.span.path) }
            for fixIt in diagnostic.fixIts { named.insert(fixIt.span.path) }
        }
        self.init(files) { named.contains($0.path) }
    }

    /// Creates a catalog of `files`, every one of them indexed.
    init(_ files: [SourceFile]) {
        self.init(files) { _ in true }
    }

    private init(_ files: [SourceFile], indexing isIndexed: (SourceFile) -> Bool) {
        var filesByPath: [String: SourceFile] = [:]
        var indexesByPath: [String: LineColumnIndex] = [:]
        for file in files where filesByPath[file.path] == nil {
            filesByPath[file.path] = file
            if isIndexed(file) { indexesByPath[file.path] = LineColumnIndex(file) }
        }
        self.filesByPath = filesByPath
        self.indexesByPath = indexesByPath
    }

    /// The file at `path`, if the catalog has it.
    func file(at path: String) -> SourceFile? {
        filesByPath[path]
    }

    /// The line table of the file at `path`: the one built up front, or, for a file no diagnostic
    /// named when the catalog was made, a fresh one (correct, only slower).
    private func index(at path: String) -> LineColumnIndex? {
        indexesByPath[path] ?? filesByPath[path].map(LineColumnIndex.init)
    }

    /// The line and column of `offset` in the file at `path`, or nil when the file is unknown.
    func lineColumn(at offset: Int, inFileAt path: String) -> LineColumn? {
        index(at: path)?.lineColumn(at: offset)
    }

    /// Where `span` starts and ends, or nil when its file is unknown.
    func location(of span: SourceSpan) -> SpanLocation? {
        guard let index = index(at: span.path) else { return nil }
        return SpanLocation(
            path: span.path,
            start: index.lineColumn(at: span.range.start),
            end: index.lineColumn(at: span.range.end))
    }
}

extension SpanLocation {
    /// `path:line:column`, the prefix compilers print.
    var prefix: String { "\(path):\(start.line):\(start.column)" }
}

extension SourceCatalog {
    /// What a fix-it does, for people: `replace 'a' with 'b'`, `insert 'b'` or `remove 'a'`.
    func describe(_ fixIt: FixIt) -> String {
        let original = file(at: fixIt.span.path)?.text(in: fixIt.span.range) ?? ""
        func quoted(_ text: String) -> String { "'" + DisplayText.escapingControls(text) + "'" }
        switch (original.isEmpty, fixIt.replacement.isEmpty) {
        case (true, _): return "insert \(quoted(fixIt.replacement))"
        case (false, true): return "remove \(quoted(original))"
        case (false, false): return "replace \(quoted(original)) with \(quoted(fixIt.replacement))"
        }
    }
}

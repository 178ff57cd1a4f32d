import LayoutSource

/// What checking one file produced: its diagnostics, or why it could not be read.
enum CheckedFile: Sendable {
    /// The file was read and checked; `included` are the files it includes (`use`).
    case checked(SourceFile, [Diagnostic], included: [SourceFile] = [])
    /// The file could not be read.
    case unreadable(InputError)
    /// The compiler failed on the file.
    case failed(EngineFailure)
    /// The command line does not fit the file (a `--let` of a constant it does not declare).
    case refused(UsageError)

    /// The error line for a file that was not checked, or nil.
    func failureMessage(style: TerminalStyle) -> String? {
        switch self {
        case .checked: nil
        case .unreadable(let error): error.rendered(style: style)
        case .failed(let error): error.rendered(style: style)
        case .refused(let error): error.rendered(style: style)
        }
    }
}

/// Writes the results of `check` in one format and decides the exit status.
struct CheckReport {
    /// The files, in the order they were named.
    var files: [CheckedFile]

    private var catalog: SourceCatalog {
        // Each file, then the files it includes, so diagnostics in any of them get snippets.
        SourceCatalog(files.flatMap { checked -> [SourceFile] in
            guard case .checked(let file, _, let included) = checked else { return [] }
            return [file] + included
        }, indexingFilesOf: diagnostics.map(\.diagnostic))
    }

    /// Every diagnostic with the path of the file it came from, in file order.
    private var diagnostics: [(diagnostic: Diagnostic, fallbackPath: String?)] {
        files.flatMap { checked -> [(diagnostic: Diagnostic, fallbackPath: String?)] in
            guard case .checked(let file, let diagnostics, _) = checked else { return [] }
            return diagnostics.map { ($0, file.path) }
        }
    }

    /// Writes the report: human diagnostics to standard error, other formats to standard output,
    /// unreadable files to standard error in every format.
    func write(format: CheckFormat, to console: Console) {
        let catalog = self.catalog
        if format != .human {
            console.error.write(files.compactMap { $0.failureMessage(style: console.errorStyle) }.joined())
        }
        switch format {
        case .human:
            let renderer = HumanDiagnosticRenderer(catalog: catalog, style: console.errorStyle)
            var counts = DiagnosticCounts()
            for checked in files {
                switch checked {
                case .unreadable, .failed, .refused:
                    console.error.write(checked.failureMessage(style: console.errorStyle) ?? "")
                case .checked(let file, let diagnostics, _):
                    // The summary counts every finding, printed or not.
                    counts = counts + DiagnosticCounts(diagnostics)
                    console.error.write(renderer.render(
                        diagnostics, fallbackPath: file.path, listing: CappedFindings.jsonListing))
                }
            }
            if let summary = counts.summary { console.error.write(summary + "\n") }
        case .short:
            let renderer = ShortDiagnosticRenderer(catalog: catalog)
            for case .checked(let file, let diagnostics, _) in files {
                console.output.write(renderer.render(
                    diagnostics, fallbackPath: file.path, listing: CappedFindings.jsonListing))
            }
        case .github:
            let renderer = GitHubAnnotationRenderer(catalog: catalog)
            for case .checked(let file, let diagnostics, _) in files {
                console.output.write(renderer.render(
                    diagnostics, fallbackPath: file.path, listing: CappedFindings.jsonListing))
            }
        case .json:
            console.output.write(JSONDiagnosticRenderer(catalog: catalog).document(for: diagnostics).formatted())
        case .sarif:
            console.output.write(SARIFRenderer(catalog: catalog).document(for: diagnostics).formatted())
        }
    }

    /// 2 if a file could not be read, else 1 for errors (or warnings when strict), else 0.
    func exitStatus(isStrict: Bool) -> ExitStatus {
        var status = ExitStatus.success
        for checked in files {
            switch checked {
            case .unreadable, .failed, .refused:
                status = max(status, .failure)
            case .checked(_, let diagnostics, _):
                let counts = DiagnosticCounts(diagnostics)
                if counts.errors > 0 || (isStrict && counts.warnings > 0) { status = max(status, .findings) }
            }
        }
        return status
    }
}

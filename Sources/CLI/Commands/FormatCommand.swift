import Foundation
import LayoutFormatter
import LayoutSource

/// `layoutc format`: prints a file in the canonical style, lists the files that are not in it
/// (`--check`, for CI), or rewrites them (`--in-place`). The style is `LayoutFormatter`'s; this
/// command only reads, compares and writes.
struct FormatCommand {
    /// Which files and what to do with them.
    var options: FormatOptions
    /// Where output goes.
    var console: Console

    /// What formatting one input gave.
    private enum Outcome: Sendable {
        /// The file was read and parsed cleanly; `changes` says whether its text would change.
        case formatted(file: SourceFile, text: String, changes: Bool)
        /// The file has syntax errors; nothing is written for it.
        case syntaxErrors(file: SourceFile, diagnostics: [Diagnostic])
        /// The file could not be read.
        case unreadable(InputError)
    }

    /// Runs the command.
    func run() -> ExitStatus {
        let outcomes = ParallelMap.map(options.paths) { path -> Outcome in
            switch SourceLoader.load(path) {
            case .failure(let error):
                return .unreadable(error)
            case .success(let file):
                switch LayoutFormatter.format(file) {
                case .formatted(let text):
                    return .formatted(file: file, text: text, changes: !text.utf8.elementsEqual(file.bytes))
                case .syntaxErrors(let diagnostics):
                    return .syntaxErrors(file: file, diagnostics: diagnostics)
                }
            }
        }
        var status = ExitStatus.success
        for outcome in outcomes {
            switch outcome {
            case .unreadable(let error):
                console.error.write(error.rendered(style: console.errorStyle))
                status = max(status, .failure)
            case .syntaxErrors(let file, let diagnostics):
                let renderer = ShortDiagnosticRenderer(catalog: SourceCatalog([file], indexingFilesOf: diagnostics))
                console.error.write(diagnostics.map { renderer.render($0, fallbackPath: file.path) }.joined())
                status = max(status, .findings)
            case .formatted(let file, let text, let changes):
                status = max(status, deliver(text, of: file, changes: changes))
            }
        }
        return status
    }

    /// Prints, lists or writes the formatted `text` of `file`, as the mode asks.
    private func deliver(_ text: String, of file: SourceFile, changes: Bool) -> ExitStatus {
        switch options.mode {
        case .print:
            console.output.write(text)
            return .success
        case .check:
            guard changes else { return .success }
            console.output.write(DisplayText.escapingControls(file.path) + "\n")
            return .findings
        case .inPlace:
            guard changes else { return .success }
            guard file.path != "<stdin>" else {
                console.error.write(ToolMessage.error("cannot rewrite standard input in place", style: console.errorStyle))
                return .failure
            }
            // Atomic, through a link to its target, with the file's own permissions throughout.
            do {
                try FileReplacement.replaceContents(ofFileAt: file.path, with: Data(text.utf8))
            } catch {
                console.error.write(ToolMessage.error(error.description, style: console.errorStyle))
                return .failure
            }
            return .success
        }
    }
}

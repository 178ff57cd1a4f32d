import Foundation
import LayoutChecker
import LayoutPreview
import LayoutSource

/// `layoutc preview`: writes one file's live preview page and, with `--watch`, rewrites it
/// whenever the file or a file it uses changes.
struct PreviewCommand {
    /// What to preview and where.
    var options: PreviewOptions
    /// Where output goes.
    var console: Console

    /// How often `--watch` looks at the files' modification times.
    static let pollInterval = 0.2

    /// Runs the command; with `--watch`, until the process is stopped.
    func run() -> ExitStatus {
        guard let file = SourceLoader.loadReporting(options.path, to: console) else { return .failure }
        let stampName = options.watch ? options.outputPath.map(LayoutPreview.stampFileName(forPage:)) : nil
        let page = makePage(file, stampName: stampName)
        if let refusal = options.constants.usageError(declared: page.constants, path: file.path, topic: .preview) {
            console.error.write(refusal.rendered(style: console.errorStyle))
            return .failure
        }
        let status = deliver(page, file: file, stampName: stampName)
        guard options.watch, status != .failure, options.path != SourceLoader.standardInputPath else { return status }
        console.error.write(ToolMessage.note(
            "watching \(page.sources.count) file\(page.sources.count == 1 ? "" : "s") for changes; stop with Ctrl-C",
            style: console.errorStyle))
        var watched = page.sources.map(\.path)
        var stamps = watched.map(Self.modification)
        while true {
            Thread.sleep(forTimeInterval: Self.pollInterval)
            let current = watched.map(Self.modification)
            guard current != stamps else { continue }
            guard let file = SourceLoader.loadReporting(options.path, to: console) else {
                // Gone or being replaced (an editor's save): said once, looked at again when it changes.
                stamps = current
                continue
            }
            let page = makePage(file, stampName: stampName)
            _ = deliver(page, file: file, stampName: stampName)
            console.error.write(ToolMessage.note(
                "rewrote \(options.outputPath ?? "the page")\(page.html == nil ? " (the file has errors)" : "")",
                style: console.errorStyle))
            if !page.sources.isEmpty { watched = page.sources.map(\.path) }
            stamps = watched.map(Self.modification)
        }
    }

    private func makePage(_ file: SourceFile, stampName: String?) -> PreviewPage {
        var check = CheckRequest(source: file, loader: FileSystemIncludeLoader())
        for constant in options.constants { check.constantOverrides[constant.name] = constant.values.first }
        let request = PreviewRequest(check: check, stampFileName: stampName)
        // On a worker thread for its large stack, as check does.
        return ParallelMap.map([request]) { LayoutPreview.page($0) }.first ?? LayoutPreview.page(request)
    }

    /// Prints the diagnostics and writes the page (under `--watch`, an error page when there is
    /// none), then the stamp file the open page polls.
    private func deliver(_ page: PreviewPage, file: SourceFile, stampName: String?) -> ExitStatus {
        let report = CheckReport(files: [.checked(file, page.diagnostics, included: Array(page.sources.dropFirst()))])
        if !page.diagnostics.isEmpty {
            // The page may go to standard output: diagnostics, in every format, go to standard error.
            var diagnosticsConsole = console
            diagnosticsConsole.output = console.error
            report.write(format: options.format, to: diagnosticsConsole)
        }
        let sources = page.sources.isEmpty ? [file] : page.sources
        var text = page.html
        if text == nil, let stampName {
            let title = file.path.split(separator: "/").last.map(String.init) ?? file.path
            text = LayoutPreview.errorPage(title: title, diagnostics: page.diagnostics, sources: sources, stampFileName: stampName)
        }
        guard let text else { return .findings }
        guard OutputDestination.deliver(text, to: options.outputPath, console: console) else { return .failure }
        if let stampName, let output = options.outputPath {
            let folder = URL(fileURLWithPath: output).deletingLastPathComponent()
            let stampPath = folder.appendingPathComponent(stampName).path
            guard OutputDestination.deliver(LayoutPreview.stampScript(for: sources), to: stampPath, console: console) else {
                return .failure
            }
        }
        return page.html == nil ? .findings : .success
    }

    /// A file's modification time and size, nil when it cannot be read: what the watch compares.
    private static func modification(_ path: String) -> [Double]? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else { return nil }
        let date = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        let size = (attributes[.size] as? NSNumber)?.doubleValue ?? 0
        return [date, size]
    }
}

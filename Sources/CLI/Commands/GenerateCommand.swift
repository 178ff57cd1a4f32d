import LayoutChecker
import LayoutCodegen
import LayoutSource

/// `layoutc generate`: checks one file and writes the Swift code that installs its constraints.
struct GenerateCommand {
    /// What to generate and where.
    var options: GenerateOptions
    /// Where output goes.
    var console: Console

    /// Runs the command.
    func run() -> ExitStatus {
        guard let file = SourceLoader.loadReporting(options.path, to: console) else { return .failure }
        let target: CodeTarget = switch options.target {
        case .uikit: .uikit
        case .appkit: .appkit
        case .swiftui: .swiftui
        }
        var check = CheckRequest(source: file, loader: FileSystemIncludeLoader())
        for constant in options.constants { check.constantOverrides[constant.name] = constant.values.first }
        let request = GenerateRequest(check: check, target: target, engine: options.engine)
        // On a worker thread for its large stack, as check does.
        let generated = ParallelMap.map([request]) { generateCode($0) }.first
        guard let generated else { return .failure }
        if let refusal = options.constants.usageError(declared: generated.constants, path: file.path, topic: .generate) {
            console.error.write(refusal.rendered(style: console.errorStyle))
            return .failure
        }
        let report = CheckReport(files: [.checked(file, generated.diagnostics, included: Array(generated.sources.dropFirst()))])
        if !generated.diagnostics.isEmpty {
            // Code may go to standard output: diagnostics, in every format, go to standard error.
            var diagnosticsConsole = console
            diagnosticsConsole.output = console.error
            report.write(format: options.format, to: diagnosticsConsole)
        }
        guard let text = generated.text else { return .findings }
        return OutputDestination.deliver(text, to: options.outputPath, console: console) ? .success : .failure
    }
}

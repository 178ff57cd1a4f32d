/// `layoutc check`: reads and checks every file, several at a time, and reports in argument order.
struct CheckCommand {
    /// What to check and how to print it.
    var options: CheckOptions
    /// The compiler.
    var engine: any LayoutEngine
    /// Where output goes.
    var console: Console

    /// Runs the command.
    func run() -> ExitStatus {
        let options = self.options, engine = self.engine
        let files = ParallelMap.map(options.paths) { path -> CheckedFile in
            switch SourceLoader.load(path) {
            case .failure(let error):
                return .unreadable(error)
            case .success(let file):
                do throws(EngineFailure) {
                    let result = try engine.check(EngineCheckRequest(
                        file: file, sizes: options.sizes, canvases: options.canvases, direction: options.direction, mirror: options.checksMirroring,
                        variant: options.variant, safeArea: options.safeArea))
                    if let refusal = result.usageError { return .refused(refusal) }
                    return .checked(file, result.diagnostics, included: result.included.files)
                } catch {
                    return .failed(error)
                }
            }
        }
        let report = CheckReport(files: files)
        report.write(format: options.format, to: console)
        return report.exitStatus(isStrict: options.isStrict)
    }
}

/// The whole program: parses the arguments, runs the command, returns the exit status.
enum LayoutcCommand {
    /// Runs layoutc with `arguments` (without the program name), writing to `console`.
    static func run(arguments: [String], console: Console, engine: any LayoutEngine = CompilerEngine()) -> ExitStatus {
        let invocation: Invocation
        do {
            invocation = try ArgumentParser.parse(arguments)
        } catch {
            console.error.write(error.rendered(style: console.errorStyle))
            return .failure
        }
        switch invocation {
        case .help(let topic):
            console.output.write(HelpText.text(for: topic))
            return .success
        case .version:
            console.output.write("layoutc \(LayoutcVersion.current)\n")
            return .success
        case .solve(let options):
            return SolveCommand(options: options, engine: engine, console: console).run()
        case .check(let options):
            return CheckCommand(options: options, engine: engine, console: console).run()
        case .generate(let options):
            return GenerateCommand(options: options, console: console).run()
        case .render(let options):
            return RenderCommand(options: options, console: console).run()
        case .preview(let options):
            return PreviewCommand(options: options, console: console).run()
        case .deps(let options):
            return DepsCommand(options: options, console: console).run()
        case .devices:
            console.output.write(DevicesCommand.listing())
            return .success
        case .format(let options):
            return FormatCommand(options: options, console: console).run()
        case .import(let options):
            return ImportCommand(options: options, console: console).run()
        case .lsp:
            return LSPCommand().run()
        }
    }
}

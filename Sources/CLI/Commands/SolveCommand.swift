/// `layoutc solve`: lays out one file and prints its frames.
struct SolveCommand {
    /// What to solve and how to print it.
    var options: SolveOptions
    /// Where output goes.
    var console: Console

    /// Runs the command.
    func run() -> ExitStatus {
        console.error.write("layoutc: error: solve is not available yet\n")
        return .failure
    }
}

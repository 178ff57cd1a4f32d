/// `layoutc check`: checks files and prints their diagnostics.
struct CheckCommand {
    /// What to check and how to print it.
    var options: CheckOptions
    /// Where output goes.
    var console: Console

    /// Runs the command.
    func run() -> ExitStatus {
        console.error.write("layoutc: error: check is not available yet\n")
        return .failure
    }
}

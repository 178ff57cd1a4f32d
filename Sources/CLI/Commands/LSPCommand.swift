import LayoutLanguageServer

/// `layoutc lsp`: the language server on standard input and output (LayoutLanguageServer does
/// the work; this only starts it).
struct LSPCommand {
    /// Runs the server until `exit` or the end of input: 0 after `shutdown`, else 1.
    func run() -> ExitStatus {
        StdioTransport.run(version: LayoutcVersion.current) == 0 ? .success : .findings
    }
}

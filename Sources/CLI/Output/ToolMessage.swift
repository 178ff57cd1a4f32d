/// Lines that layoutc itself says, as opposed to diagnostics about the input:
/// `layoutc: error: cannot read 'x.layout': no such file`.
enum ToolMessage {
    /// `layoutc: error: text`, ending in a newline.
    static func error(_ text: String, style: TerminalStyle) -> String {
        line("error:", .error, text, style: style)
    }

    /// `layoutc: note: text`, ending in a newline.
    static func note(_ text: String, style: TerminalStyle) -> String {
        line("note:", .note, text, style: style)
    }

    private static func line(
        _ label: String, _ emphasis: TerminalStyle.Emphasis, _ text: String, style: TerminalStyle
    ) -> String {
        style.apply(.bold, to: "layoutc:") + " " + style.apply(emphasis, to: label) + " "
            + DisplayText.escapingControls(text) + "\n"
    }
}

/// A command line layoutc cannot act on; reported with a hint, exit status 2.
struct UsageError: Error, Equatable, Sendable {
    /// What is wrong, lower case: `unknown option '--sise'`.
    var message: String
    /// What to do instead: `did you mean '--size'?`.
    var hint: String?
    /// The help to point at.
    var topic: HelpTopic

    /// Creates a usage error about `topic`'s command line.
    init(_ message: String, hint: String? = nil, topic: HelpTopic) {
        self.message = message
        self.hint = hint
        self.topic = topic
    }

    /// The lines printed to standard error.
    func rendered(style: TerminalStyle = .plain) -> String {
        var text = ToolMessage.error(message, style: style)
        if let hint { text += ToolMessage.note(hint, style: style) }
        let command = topic == .general ? "layoutc --help" : "layoutc \(topic.rawValue) --help"
        text += "run '\(command)' for usage\n"
        return text
    }
}

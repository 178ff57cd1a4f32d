@testable import layoutc

/// A sink that collects text in memory, for tests.
final class StringSink: TextSink {
    /// Everything written so far.
    private(set) var text = ""
    let isTerminal: Bool

    /// Creates an empty sink that claims to be a terminal or not.
    init(isTerminal: Bool = false) {
        self.isTerminal = isTerminal
    }

    func write(_ text: String) {
        self.text += text
    }
}

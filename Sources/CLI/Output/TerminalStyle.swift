/// ANSI colour and weight for terminal output; the one place that knows escape codes.
///
/// A disabled style returns text unchanged, and every styled piece ends with a reset, so colour
/// never leaks past the text it belongs to.
struct TerminalStyle: Sendable {
    /// One kind of emphasis.
    enum Emphasis: Sendable {
        case bold, error, warning, note, marker, gutter

        /// The SGR parameters for this emphasis.
        fileprivate var parameters: String {
            switch self {
            case .bold: "1"
            case .error: "1;31"
            case .warning: "1;33"
            case .note: "1;36"
            case .marker: "1;32"
            case .gutter: "1;34"
            }
        }
    }

    /// Whether escape codes are written at all.
    let isEnabled: Bool

    /// A style that never writes escape codes.
    static let plain = TerminalStyle(isEnabled: false)

    /// `text` with `emphasis`, followed by a reset; unchanged when disabled or empty.
    func apply(_ emphasis: Emphasis, to text: String) -> String {
        guard isEnabled, !text.isEmpty else { return text }
        return "\u{1B}[\(emphasis.parameters)m\(text)\u{1B}[0m"
    }
}

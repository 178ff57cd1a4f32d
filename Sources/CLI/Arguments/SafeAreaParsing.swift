import LayoutCompiler
import LayoutSource

/// Root's safe-area insets from `--safe-area TOP,LEFT,BOTTOM,RIGHT`.
struct SafeAreaArgument: Equatable, Sendable {
    /// The insets from root's top, left, bottom and right edges.
    var top = 0.0, left = 0.0, bottom = 0.0, right = 0.0

    /// No insets, the default.
    static let zero = SafeAreaArgument()

    /// Parses `TOP,LEFT,BOTTOM,RIGHT`: four non-negative decimal numbers within `NumberLimit`, such as
    /// `47,0,34,0`; anything else is a usage error that says what is wrong.
    static func parse(_ text: String, topic: HelpTopic) throws(UsageError) -> SafeAreaArgument {
        let hint = "write the insets as TOP,LEFT,BOTTOM,RIGHT, such as 47,0,34,0"
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 4 else {
            throw UsageError(
                "invalid safe area '\(text)': expected 4 insets, found \(parts.count)", hint: hint, topic: topic)
        }
        var values: [Double] = []
        for (part, name) in zip(parts, ["top", "left", "bottom", "right"]) {
            let trimmed = part.trimmingSpaces()
            switch SizeArgument.points(trimmed) {
            case .success(let value):
                values.append(value)
            case .failure(.negative):
                throw UsageError("invalid safe area '\(text)': the \(name) inset must not be negative", hint: hint, topic: topic)
            case .failure(.notANumber):
                let what = trimmed.isEmpty ? "the \(name) inset is missing" : "the \(name) inset '\(trimmed)' is not a number"
                throw UsageError("invalid safe area '\(text)': \(what)", hint: hint, topic: topic)
            case .failure(.tooLarge):
                throw UsageError(
                    "invalid safe area '\(text)' for --safe-area: the \(name) inset is more than \(NumberLimit.spelled) points, "
                        + "the largest a layout takes",
                    hint: hint, topic: topic)
            }
        }
        return SafeAreaArgument(top: values[0], left: values[1], bottom: values[2], right: values[3])
    }

    /// The compiler's spelling of these insets.
    var insets: SafeAreaInsets { SafeAreaInsets(top: top, left: left, bottom: bottom, right: right) }
}

extension String {
    /// `self` without leading and trailing spaces.
    func trimmingSpaces() -> String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}

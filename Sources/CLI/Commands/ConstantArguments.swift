import LayoutIR
import LayoutSource

extension [ConstantArgument] {
    /// The usage error for a `--let` of a constant `declared` does not hold, with a "did you
    /// mean" among the declared names; `nil` when every name is declared.
    func usageError(declared: [NamedConstant], path: String, topic: HelpTopic) -> UsageError? {
        let names = declared.map(\.name)
        guard let unknown = first(where: { !names.contains($0.name) }) else { return nil }
        let hint = ArgumentParser.suggestion(for: unknown.name, among: names)
            ?? (names.isEmpty
                ? "'\(path)' declares no constant: '--let' gives a value to a 'let' of the file"
                : "'\(path)' declares \(names.map { "'\($0)'" }.joined(separator: ", "))")
        return UsageError(
            "unknown constant '\(unknown.name)' for \(topic.rawValue): '\(path)' declares no 'let \(unknown.name)'",
            hint: hint, topic: topic)
    }

    /// Every combination of one value per constant, in the order given (the first constant's
    /// values varying slowest), at most `limit` of them.
    func combinations(limit: Int = ConstantArgument.combinationLimit) -> [[String: Double]] {
        var result: [[String: Double]] = [[:]]
        for constant in self {
            result = result.flatMap { partial in
                constant.values.map { value in partial.merging([constant.name: value]) { $1 } }
            }
            if result.count > limit { result = [[String: Double]](result.prefix(limit)) }
        }
        return result
    }

    /// How findings at `values` name them: `with keyboard = 291`.
    func label(of values: [String: Double]) -> String {
        "with " + compactMap { constant in
            values[constant.name].map { "\(constant.name) = \(NumberFormatting.brief($0))" }
        }.joined(separator: ", ")
    }
}

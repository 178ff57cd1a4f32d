import LayoutCompiler
import LayoutSource

extension SizeArgument {
    /// Parses `WxH` (or `WXH`): two non-negative decimal numbers within `NumberLimit`, such as `375x667` or
    /// `320.5x480`; anything else is a usage error that says what is wrong.
    static func parse(_ text: String, topic: HelpTopic) throws(UsageError) -> SizeArgument {
        let hint = "write the size as WIDTHxHEIGHT, such as 375x667 (or 375x to fit the height)"
        let parts = text.split(separator: "x", maxSplits: 2, omittingEmptySubsequences: false)
            .flatMap { $0.split(separator: "X", omittingEmptySubsequences: false) }
        guard parts.count == 2 else {
            throw UsageError("invalid size '\(text)'", hint: hint, topic: topic)
        }
        let width = try dimension(String(parts[0]), named: "width", in: text, hint: hint, topic: topic)
        let height = try dimension(String(parts[1]), named: "height", in: text, hint: hint, topic: topic)
        return SizeArgument(width: width, height: height)
    }

    /// Parses `375x` (a width, the height fitted) or `x667` (a height, the width fitted); nil for
    /// anything else, which `parse` then explains.
    static func parseFitting(_ text: String, topic: HelpTopic) throws(UsageError) -> FittingCanvas? {
        let hint = "write WIDTHx to fit the height, such as 375x, or xHEIGHT to fit the width"
        if let last = text.last, last == "x" || last == "X", text.count > 1 {
            let width = try dimension(String(text.dropLast()), named: "width", in: text, hint: hint, topic: topic)
            return FittingCanvas(width: width)
        }
        if let first = text.first, first == "x" || first == "X", text.count > 1 {
            let height = try dimension(String(text.dropFirst()), named: "height", in: text, hint: hint, topic: topic)
            return FittingCanvas(height: height)
        }
        return nil
    }

    private static func dimension(
        _ text: String, named name: String, in whole: String, hint: String, topic: HelpTopic
    ) throws(UsageError) -> Double {
        switch points(text) {
        case .success(let value):
            return value
        case .failure(.negative):
            throw UsageError("invalid size '\(whole)': the \(name) must not be negative", hint: hint, topic: topic)
        case .failure(.notANumber):
            let what = text.isEmpty ? "the \(name) is missing" : "the \(name) '\(text)' is not a number"
            throw UsageError("invalid size '\(whole)': \(what)", hint: hint, topic: topic)
        case .failure(.tooLarge):
            throw UsageError(
                "invalid size '\(whole)' for --size: the \(name) is more than \(NumberLimit.spelled) points, "
                    + "the largest a layout takes",
                hint: hint, topic: topic)
        }
    }

    /// Why an option's number of points is refused.
    enum PointsProblem: Error {
        /// A decimal number with a minus sign.
        case negative
        /// Not a decimal number at all (empty included).
        case notANumber
        /// Beyond `NumberLimit`, the limit every number of a layout keeps: past it a frame is no screen's.
        case tooLarge
    }

    /// Reads a non-negative decimal number of points within `NumberLimit` (`--size`, `--safe-area`,
    /// `--keyboard`); each option words its own refusal.
    static func points(_ text: String) -> Result<Double, PointsProblem> {
        if text.hasPrefix("-"), isDecimal(String(text.dropFirst())) { return .failure(.negative) }
        guard isDecimal(text), let value = Double(text) else { return .failure(.notANumber) }
        guard NumberLimit.admits(value) else { return .failure(.tooLarge) }
        return .success(value)
    }

    /// Digits with an optional fraction and exponent (`8`, `0.5`, `.5`, `1e3`); no sign, no `inf`.
    static func isDecimal(_ text: String) -> Bool {
        var bytes = Array(text.utf8)[...]
        func digits() -> Int {
            let count = bytes.prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }.count
            bytes = bytes.dropFirst(count)
            return count
        }
        var mantissaDigits = digits()
        if bytes.first == UInt8(ascii: ".") {
            bytes = bytes.dropFirst()
            mantissaDigits += digits()
        }
        guard mantissaDigits > 0 else { return false }
        if let first = bytes.first, first == UInt8(ascii: "e") || first == UInt8(ascii: "E") {
            bytes = bytes.dropFirst()
            if let sign = bytes.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
                bytes = bytes.dropFirst()
            }
            guard digits() > 0 else { return false }
        }
        return bytes.isEmpty
    }
}

/// The exact value of a number literal as written, not rounded to a double, for the comparisons
/// that rounding would blur: `999.99999999999999` is below 1000, though its nearest double is 1000.
///
/// The value is `0.digits × 10^exponent`, with `digits` free of leading and trailing zeros
/// (empty for zero), so two values compare by exponent first and then digit by digit.
public struct ExactDecimal: Hashable, Comparable, Sendable {
    /// The significant digits as ASCII bytes, first and last nonzero; empty for zero.
    private var digits: [UInt8]
    /// The power of ten the digits are scaled by, read as a fraction `0.d1d2...`; 0 for zero.
    private var exponent: Int

    /// The value of a NUMBER token's text (`[0-9]+ ( "." [0-9]+ )? ( [eE] [+-]? [0-9]+ )?`), or
    /// `nil` for text that is no such literal.
    public init?<Bytes: Collection<UInt8>>(literal text: Bytes) {
        var mantissa: [UInt8] = []
        var integerDigits = 0
        var seenDot = false
        var position = text.startIndex
        while position != text.endIndex {
            let byte = text[position]
            if byte == UInt8(ascii: ".") {
                guard !seenDot, !mantissa.isEmpty else { return nil }
                seenDot = true
            } else if isDecimalDigit(byte) {
                mantissa.append(byte)
                if !seenDot { integerDigits += 1 }
            } else {
                break
            }
            position = text.index(after: position)
        }
        guard !mantissa.isEmpty, mantissa.count > integerDigits || !seenDot else { return nil }
        var written = 0
        if position != text.endIndex {
            guard text[position] == UInt8(ascii: "e") || text[position] == UInt8(ascii: "E") else { return nil }
            position = text.index(after: position)
            var sign = 1
            if position != text.endIndex, text[position] == UInt8(ascii: "+") || text[position] == UInt8(ascii: "-") {
                if text[position] == UInt8(ascii: "-") { sign = -1 }
                position = text.index(after: position)
            }
            guard position != text.endIndex else { return nil }
            while position != text.endIndex {
                let byte = text[position]
                guard isDecimalDigit(byte) else { return nil }
                // Saturates far beyond any exponent a double reaches, so no literal overflows.
                written = min(written * 10 + Int(byte - UInt8(ascii: "0")), 1 << 40)
                position = text.index(after: position)
            }
            written *= sign
        }
        let leadingZeros = mantissa.prefix { $0 == UInt8(ascii: "0") }.count
        let trailingZeros = mantissa.reversed().prefix { $0 == UInt8(ascii: "0") }.count
        guard leadingZeros < mantissa.count else {
            self.digits = []
            self.exponent = 0
            return
        }
        self.digits = Array(mantissa[leadingZeros..<(mantissa.count - trailingZeros)])
        self.exponent = integerDigits - leadingZeros + written
    }

    /// The value of a nonnegative integer.
    public init(_ integer: UInt) {
        // The decimal spelling of an integer is always a literal.
        self = ExactDecimal(literal: Array(String(integer).utf8)) ?? ExactDecimal(zero: ())
    }

    private init(zero: ()) {
        digits = []
        exponent = 0
    }

    /// Whether the value is exactly zero.
    public var isZero: Bool { digits.isEmpty }

    /// Orders by value.
    public static func < (lhs: ExactDecimal, rhs: ExactDecimal) -> Bool {
        if lhs.isZero || rhs.isZero { return lhs.isZero && !rhs.isZero }
        if lhs.exponent != rhs.exponent { return lhs.exponent < rhs.exponent }
        // Same magnitude: the first differing digit decides; a prefix is the smaller value.
        for (left, right) in zip(lhs.digits, rhs.digits) where left != right { return left < right }
        return lhs.digits.count < rhs.digits.count
    }
}

@inline(__always) private func isDecimalDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
}

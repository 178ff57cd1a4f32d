/// The size of the canvas a layout is solved for: the root view's width and height, in points.
public struct CanvasSize: Hashable, Sendable, CustomStringConvertible {
    /// The root view's width.
    public var width: Double
    /// The root view's height.
    public var height: Double

    /// Creates a size.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// Parses `WxH` as written on a command line: `375x667`, `375X667`, `1024.5x768`, `1e3x800`.
    ///
    /// Returns `nil` for anything else, including signs, spaces, and sizes that are negative or not finite.
    public init?(parsing text: String) {
        let parts = text.split(omittingEmptySubsequences: false) { $0 == "x" || $0 == "X" }
        guard parts.count == 2,
            let width = Self.parseLength(parts[0]), let height = Self.parseLength(parts[1])
        else { return nil }
        self.init(width: width, height: height)
    }

    /// `375x667`: each dimension as an integer when it is one, else in its shortest exact form.
    public var description: String {
        "\(Self.format(width))x\(Self.format(height))"
    }

    /// A non-negative, finite decimal number: digits, an optional fraction, an optional exponent.
    private static func parseLength(_ text: Substring) -> Double? {
        var bytes = Array(text.utf8)[...]
        var mantissaDigits = 0
        while let byte = bytes.first, isDigit(byte) {
            mantissaDigits += 1
            bytes = bytes.dropFirst()
        }
        if bytes.first == UInt8(ascii: ".") {
            bytes = bytes.dropFirst()
            while let byte = bytes.first, isDigit(byte) {
                mantissaDigits += 1
                bytes = bytes.dropFirst()
            }
        }
        guard mantissaDigits > 0 else { return nil }
        if let marker = bytes.first, marker == UInt8(ascii: "e") || marker == UInt8(ascii: "E") {
            bytes = bytes.dropFirst()
            if let sign = bytes.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
                bytes = bytes.dropFirst()
            }
            guard let first = bytes.first, isDigit(first) else { return nil }
            bytes = bytes.drop(while: isDigit)
        }
        guard bytes.isEmpty, let value = Double(String(text)), value.isFinite, value >= 0 else { return nil }
        return value
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    /// A number as a user would write it: `375`, `1024.5`.
    static func format(_ value: Double) -> String {
        if abs(value) < 1e15, Double(Int(value)) == value { return String(Int(value)) }
        return String(value)
    }
}

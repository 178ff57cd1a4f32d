// Shared by every fuzz target: how an invariant fails, and a reader that turns the fuzzer's bytes
// into choices.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Stops the run with `message` on standard error; libFuzzer catches the abort and saves the input.
func invariantFailed(_ message: @autoclosure () -> String) -> Never {
    let text = "fuzz invariant failed: \(message())\n"
    text.utf8CString.withUnsafeBufferPointer { buffer in
        _ = write(2, buffer.baseAddress, buffer.count - 1)
    }
    abort()
}

/// Fails unless `condition` holds.
func require(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { invariantFailed(message()) }
}

/// Reads choices from the fuzzer's bytes, front to back; past the end every read gives zero, so
/// any input decodes to something.
struct ByteReader {
    private let bytes: [UInt8]
    private(set) var position = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Whether every byte has been read.
    var isAtEnd: Bool { position >= bytes.count }

    /// The next byte, or zero past the end.
    mutating func byte() -> UInt8 {
        guard position < bytes.count else { return 0 }
        defer { position += 1 }
        return bytes[position]
    }

    /// The next two bytes as a little-endian number.
    mutating func uint16() -> UInt16 {
        let low = UInt16(byte())
        return low | UInt16(byte()) << 8
    }

    /// A number in `0..<count` (`count` at most 256) from the next byte.
    mutating func choice(_ count: Int) -> Int {
        Int(byte()) % count
    }

    /// The bytes not read yet.
    mutating func rest() -> [UInt8] {
        defer { position = bytes.count }
        return position < bytes.count ? Array(bytes[position...]) : []
    }
}

/// The fuzzer's input as an array.
func inputBytes(_ data: UnsafePointer<UInt8>?, _ size: Int) -> [UInt8] {
    guard let data, size > 0 else { return [] }
    return Array(UnsafeBufferPointer(start: data, count: size))
}

/// Whether two numbers have the same bits (so NaN equals NaN and 0 differs from -0): a rerun must
/// give exactly what the first run gave.
func sameBits(_ a: Double, _ b: Double) -> Bool {
    a.bitPattern == b.bitPattern
}

/// Whether two solutions of the same system agree to the tolerance the test suite allows for
/// different pivoting orders (1e-7 relative).
func closeEnough(_ a: Double, _ b: Double) -> Bool {
    if a.bitPattern == b.bitPattern { return true }
    return abs(a - b) <= 1e-7 * max(1, abs(a), abs(b))
}

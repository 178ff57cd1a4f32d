// Shared by every fuzz target: how an invariant fails, which known bugs a run tolerates, and a
// reader that turns the fuzzer's bytes into choices.

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

/// Open bugs whose invariants a run may be told to tolerate, by name, in the comma-separated
/// environment variable `LAYOUTC_FUZZ_KNOWN_BUGS` (Fuzz/README.md lists them). Every invariant is
/// checked unless its bug is named; each tolerance covers only the inputs the bug is about.
enum KnownBug: String, CaseIterable {
    /// The printer writes a priority by its double, while the checker judges one that rounds
    /// onto 0 or 1000 by its literal: `hugging 999.99999999999999` (T018) prints as
    /// `hugging 1000`, which is required and no error.
    case priorityPrintedRounded = "priority-printed-rounded"

    /// The bugs named in the environment, read once.
    static let tolerated: Set<KnownBug> = {
        guard let value = getenv("LAYOUTC_FUZZ_KNOWN_BUGS") else { return [] }
        let names = String(cString: value).split(separator: ",").map { $0.trimmingSpaces }
        var bugs: Set<KnownBug> = []
        for name in names where !name.isEmpty {
            guard let bug = KnownBug(rawValue: name) else {
                invariantFailed("LAYOUTC_FUZZ_KNOWN_BUGS names '\(name)'; known: \(allCases.map(\.rawValue))")
            }
            bugs.insert(bug)
        }
        return bugs
    }()

    /// Whether this run tolerates the bug.
    var isTolerated: Bool { Self.tolerated.contains(self) }
}

extension Substring {
    /// The text without leading and trailing spaces.
    fileprivate var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
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

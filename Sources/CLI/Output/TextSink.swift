#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Somewhere text goes: standard output, standard error, or a string in tests.
protocol TextSink: AnyObject {
    /// Whether the sink is an interactive terminal, which decides whether colour is used.
    var isTerminal: Bool { get }
    /// Appends `text` as UTF-8.
    func write(_ text: String)
}

/// A sink that writes to a file descriptor, looping over short writes.
final class FileDescriptorSink: TextSink {
    private let descriptor: Int32

    /// Creates a sink for `descriptor`, which stays owned by the caller.
    init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    var isTerminal: Bool { isatty(descriptor) == 1 }

    func write(_ text: String) {
        var text = text
        text.withUTF8 { buffer in
            guard var base = buffer.baseAddress else { return }
            var remaining = buffer.count
            while remaining > 0 {
                let written = writeBytes(descriptor, base, remaining)
                if written < 0 {
                    if errno == EINTR { continue }
                    return  // A closed pipe or full disk: nothing useful left to do with the output.
                }
                base += written
                remaining -= written
            }
        }
    }
}

/// The process's two output streams and the environment that shapes how they are written.
struct Console {
    /// Results: tables, JSON and the machine-readable diagnostic formats.
    var output: TextSink
    /// Human diagnostics, error messages and the summary.
    var error: TextSink
    /// Whether the `NO_COLOR` environment variable is set, to any value.
    var isColorDisabled: Bool

    /// The real standard output and error, with `NO_COLOR` read from the environment.
    static func standard() -> Console {
        Console(
            output: FileDescriptorSink(descriptor: STDOUT_FILENO),
            error: FileDescriptorSink(descriptor: STDERR_FILENO),
            isColorDisabled: getenv("NO_COLOR") != nil)
    }

    /// The style for text written to standard error: coloured only on a terminal without `NO_COLOR`.
    var errorStyle: TerminalStyle {
        TerminalStyle(isEnabled: error.isTerminal && !isColorDisabled)
    }
}

/// The C `write`, named apart from `TextSink.write` so the call is unambiguous.
private func writeBytes(_ descriptor: Int32, _ bytes: UnsafePointer<UInt8>, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}

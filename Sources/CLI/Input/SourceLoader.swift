#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LayoutSource

/// Why an input file could not be read; reported as `layoutc: error: cannot read 'x': reason`.
struct InputError: Error, Equatable, Sendable {
    /// The path as the user wrote it.
    var path: String
    /// Why, lower case: `no such file`, `is a directory`.
    var reason: String

    /// The line printed to standard error.
    func rendered(style: TerminalStyle = .plain) -> String {
        ToolMessage.error("cannot read '\(path)': \(reason)", style: style)
    }
}

/// Reads input files as raw bytes, so invalid UTF-8 reaches the lexer, which reports it.
///
/// Reading is bounded: a file larger than `maximumSize` is refused from its size alone, and a
/// stream without a size (a pipe, `/dev/zero`) is read only up to the limit, so no input can make
/// layoutc read forever or exhaust memory.
enum SourceLoader {
    /// The largest input accepted: room for generated layouts of 100,000 views (about 13 MB),
    /// while the front end's memory (about 30 bytes per input byte) stays near 2 GB at most.
    static let maximumSize = 64 * 1024 * 1024

    /// The path that means standard input.
    static let standardInputPath = "-"

    /// The file at `path` (`-` for standard input, shown as `<stdin>`).
    static func load(_ path: String) -> Result<SourceFile, InputError> {
        if path == standardInputPath {
            return read(descriptor: STDIN_FILENO, path: path).map { SourceFile(path: "<stdin>", bytes: $0) }
        }
        // Non-blocking, so opening a FIFO that no one writes to cannot hang; reads block again
        // afterwards, so a pipe that does have a writer is read to its end.
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return .failure(InputError(path: path, reason: describe(errno))) }
        defer { close(descriptor) }
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        return read(descriptor: descriptor, path: path).map { SourceFile(path: path, bytes: $0) }
    }

    /// The file at `path`, or nil after writing why it cannot be read to `console`'s standard
    /// error: what a command that reads one file does first.
    static func loadReporting(_ path: String, to console: Console) -> SourceFile? {
        switch load(path) {
        case .success(let file):
            return file
        case .failure(let error):
            console.error.write(error.rendered(style: console.errorStyle))
            return nil
        }
    }

    private static func read(descriptor: Int32, path: String) -> Result<[UInt8], InputError> {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return .failure(InputError(path: path, reason: describe(errno))) }
        let kind = status.st_mode & S_IFMT
        if kind == S_IFDIR { return .failure(InputError(path: path, reason: "is a directory")) }
        if kind == S_IFREG, Int(status.st_size) > maximumSize { return .failure(tooLarge(path)) }

        var bytes: [UInt8] = []
        if kind == S_IFREG { bytes.reserveCapacity(Int(status.st_size)) }
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { readBytes(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(InputError(path: path, reason: describe(errno)))
            }
            if count == 0 { return .success(bytes) }
            bytes += chunk[0..<count]
            if bytes.count > maximumSize { return .failure(tooLarge(path)) }
        }
    }

    private static func tooLarge(_ path: String) -> InputError {
        InputError(path: path, reason: "file is larger than \(maximumSize / 1024 / 1024) MB")
    }

    /// A short, lower-case reason for `code`.
    private static func describe(_ code: Int32) -> String {
        switch code {
        case ENOENT: "no such file"
        case EACCES, EPERM: "permission denied"
        case EISDIR: "is a directory"
        case ENOTDIR: "a component of the path is not a directory"
        case ENAMETOOLONG: "the path is too long"
        case ELOOP: "too many symbolic links"
        default: String(cString: strerror(code)).lowercased()
        }
    }
}

/// The C `read`, named apart from `SourceLoader.read` so the call is unambiguous.
private func readBytes(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// The server over standard input and output with `Content-Length` framing: reads until `exit`
/// or the end of input, whichever comes first.
public enum StdioTransport {
    /// Serializes writes: responses come from the request queue, diagnostics from the analysis
    /// queue, and frames must not interleave.
    private final class Writer: @unchecked Sendable {
        private let lock = NSLock()
        private let descriptor: Int32

        init(descriptor: Int32) { self.descriptor = descriptor }

        func write(_ message: JSON) {
            let frame = FrameDecoder.frame(message.serialized)
            lock.lock()
            defer { lock.unlock() }
            frame.withUnsafeBytes { buffer in
                var offset = 0
                while offset < buffer.count, let base = buffer.baseAddress {
                    let written = Glibc_write(descriptor, base + offset, buffer.count - offset)
                    if written < 0, errno == EINTR { continue }
                    // A closed pipe: the client is gone; the reader will see the end of input.
                    guard written > 0 else { return }
                    offset += written
                }
            }
        }
    }

    /// Runs a server on the file descriptors `input` and `output`; returns the exit status:
    /// after `exit`, 0 if `shutdown` came first, else 1; at the end of input the same.
    public static func run(version: String, input: Int32 = 0, output: Int32 = 1) -> Int32 {
        // A client that closes its end must not kill the server with SIGPIPE before it exits.
        signal(SIGPIPE, SIG_IGN)
        let writer = Writer(descriptor: output)
        let server = LanguageServer(version: version) { writer.write($0) }
        var decoder = FrameDecoder()
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else {
                server.finishRequests()
                return server.statusAtEndOfInput
            }
            decoder.append(buffer[0..<count])
            while let event = decoder.next() {
                switch event {
                case .message(let body): server.receive(body)
                case .malformedHeader(let reason): server.receiveMalformedHeader(reason)
                }
                if let status = server.exitStatus {
                    server.finishRequests()
                    return status
                }
            }
        }
    }
}

/// `write(2)`, named apart from the methods called `write`.
private func Glibc_write(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}

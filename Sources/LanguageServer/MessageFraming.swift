/// What the frame decoder found in the byte stream.
public enum FrameEvent: Equatable, Sendable {
    /// A complete message body.
    case message([UInt8])
    /// A header block without a usable `Content-Length`; it was skipped, with this reason.
    case malformedHeader(String)
}

/// Splits a byte stream into LSP messages: header lines (`Content-Length: N`, ended by `\r\n`),
/// an empty line, then N bytes of body.
///
/// Pure and incremental, so the transport feeds it whatever `read` returns and tests feed it
/// exact bytes; nothing here does IO.
public struct FrameDecoder: Sendable {
    /// Bytes received and not yet consumed.
    private var buffer: [UInt8] = []
    /// Where unconsumed bytes start in `buffer` (consumed bytes are dropped in batches).
    private var start = 0
    /// A body longer than this is refused as malformed rather than buffered.
    public static let maximumBodyLength = 256 << 20

    /// Creates an empty decoder.
    public init() {}

    /// Appends bytes read from the stream.
    public mutating func append<Bytes: Collection<UInt8>>(_ bytes: Bytes) {
        if start > 65_536, start * 2 > buffer.count {
            buffer.removeFirst(start)
            start = 0
        }
        buffer.append(contentsOf: bytes)
    }

    /// The next complete message or malformed header, or nil until more bytes arrive.
    public mutating func next() -> FrameEvent? {
        guard let headerEnd = findHeaderEnd() else { return nil }
        let headerBytes = buffer[start..<headerEnd]
        let header = String(decoding: headerBytes, as: UTF8.self)
        var length: Int?
        var problem: String?
        for line in header.split(separator: "\r\n", omittingEmptySubsequences: true) {
            guard let colon = line.firstIndex(of: ":") else {
                problem = "header line without ':'"
                continue
            }
            let name = line[..<colon].trimmingSpaces.lowercased()
            let value = line[line.index(after: colon)...].trimmingSpaces
            if name == "content-length" {
                if let parsed = Int(value), parsed >= 0, parsed <= Self.maximumBodyLength {
                    length = parsed
                } else {
                    problem = "invalid Content-Length '\(value)'"
                }
            }
        }
        let bodyStart = headerEnd + 4
        guard problem == nil, let length else {
            // Skip the header block: the body that may follow cannot be delimited, so the bytes
            // after it are read as the next header, which resynchronizes at the next real one.
            start = bodyStart
            return .malformedHeader(problem ?? "missing Content-Length")
        }
        guard buffer.count - bodyStart >= length else { return nil }
        let body = Array(buffer[bodyStart..<bodyStart + length])
        start = bodyStart + length
        return .message(body)
    }

    /// The offset of the `\r\n\r\n` that ends the next header block.
    private func findHeaderEnd() -> Int? {
        var index = start
        while index + 3 < buffer.count {
            if buffer[index] == 13, buffer[index + 1] == 10, buffer[index + 2] == 13, buffer[index + 3] == 10 {
                return index
            }
            index += 1
        }
        return nil
    }

    /// The frame of `body`: its `Content-Length` header, an empty line, the body.
    public static func frame(_ body: String) -> [UInt8] {
        let bodyBytes = Array(body.utf8)
        return Array("Content-Length: \(bodyBytes.count)\r\n\r\n".utf8) + bodyBytes
    }
}

extension Substring {
    /// Without leading and trailing spaces and tabs.
    fileprivate var trimmingSpaces: String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}

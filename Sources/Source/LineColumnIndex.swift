/// Lines and columns of offsets in one file, each found in time independent of the line's length.
///
/// `SourceFile.lineColumn(at:)` counts the scalars from the line's start, so a thousand findings
/// on one megabyte-long line cost a gigabyte of scanning. The index counts the scalars before
/// every block of `blockSize` bytes once, in one pass over the file; a column is then the
/// difference of two such counts, each finished within one block.
public struct LineColumnIndex: Sendable {
    /// The file the offsets are in.
    public let file: SourceFile
    /// How many bytes one block spans: the most a lookup scans on each of its two counts.
    static let blockSize = 1024
    /// How many scalars start before each block (the bytes that are no UTF-8 continuation byte).
    private let scalarsBeforeBlock: [Int]

    /// Indexes `file`.
    public init(_ file: SourceFile) {
        self.file = file
        let blockSize = Self.blockSize
        scalarsBeforeBlock = file.bytes.withUnsafeBufferPointer { bytes in
            var counts: [Int] = []
            counts.reserveCapacity(bytes.count / blockSize + 1)
            var scalars = 0
            var blockStart = 0
            while blockStart < bytes.count {
                counts.append(scalars)
                let blockEnd = min(blockStart + blockSize, bytes.count)
                scalars += Self.scalarCount(in: UnsafeBufferPointer(rebasing: bytes[blockStart..<blockEnd]))
                blockStart = blockEnd
            }
            counts.append(scalars)
            return counts
        }
    }

    /// The 1-based line and column of `offset`, clamped into the file: what
    /// `file.lineColumn(at: offset)` gives.
    public func lineColumn(at offset: Int) -> LineColumn {
        let offset = min(max(offset, 0), file.bytes.count)
        let line = file.line(at: offset)
        let lineStart = file.lineStarts[line - 1]
        // Near the line's start, counting from it is cheaper than two counts within blocks.
        guard offset - lineStart > Self.blockSize else {
            let counted = file.bytes.withUnsafeBufferPointer { bytes in
                Self.scalarCount(in: UnsafeBufferPointer(rebasing: bytes[lineStart..<offset]))
            }
            return LineColumn(line: line, column: counted + 1)
        }
        return LineColumn(line: line, column: scalars(before: offset) - scalars(before: lineStart) + 1)
    }

    /// How many scalars start before `offset` (within the file).
    private func scalars(before offset: Int) -> Int {
        let block = offset / Self.blockSize
        let blockStart = block * Self.blockSize
        return file.bytes.withUnsafeBufferPointer { bytes in
            scalarsBeforeBlock[block] + Self.scalarCount(in: UnsafeBufferPointer(rebasing: bytes[blockStart..<offset]))
        }
    }

    /// The bytes of `bytes` that start a scalar: those that are no UTF-8 continuation byte.
    private static func scalarCount(in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var count = 0
        for byte in bytes where byte & 0b1100_0000 != 0b1000_0000 { count += 1 }
        return count
    }
}

/// A half-open range of UTF-8 byte offsets into one source file.
public struct SourceRange: Hashable, Comparable, Sendable {
    /// The offset of the first byte in the range.
    public var start: Int
    /// The offset just past the last byte in the range.
    public var end: Int

    /// Creates a range from `start` up to, but not including, `end`.
    @inlinable public init(start: Int, end: Int) {
        self.start = start
        self.end = Swift.max(start, end)
    }

    /// Creates an empty range at `offset`, for "expected X here" positions.
    @inlinable public init(at offset: Int) {
        self.init(start: offset, end: offset)
    }

    /// The number of bytes the range covers.
    @inlinable public var length: Int { end - start }

    /// The smallest range that covers both `self` and `other`.
    public func union(_ other: SourceRange) -> SourceRange {
        SourceRange(start: Swift.min(start, other.start), end: Swift.max(end, other.end))
    }

    /// Orders ranges by start, then by end.
    public static func < (lhs: SourceRange, rhs: SourceRange) -> Bool {
        (lhs.start, lhs.end) < (rhs.start, rhs.end)
    }
}

/// A range in a named file: what a diagnostic points at.
public struct SourceSpan: Hashable, Comparable, Sendable {
    /// The path of the file, as the user named it.
    public var path: String
    /// The byte range within that file.
    public var range: SourceRange

    /// Creates a span of `range` in the file at `path`.
    @inlinable public init(path: String, range: SourceRange) {
        self.path = path
        self.range = range
    }

    /// Orders spans by path, then by range.
    public static func < (lhs: SourceSpan, rhs: SourceSpan) -> Bool {
        lhs.path != rhs.path ? lhs.path < rhs.path : lhs.range < rhs.range
    }
}

/// A 1-based line and column, the column counted in Unicode scalars.
public struct LineColumn: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The 1-based line number.
    public var line: Int
    /// The 1-based column, counted in Unicode scalars from the line start.
    public var column: Int

    /// Creates a line and column pair.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// `line:column`, as compilers print it.
    public var description: String { "\(line):\(column)" }

    /// Orders positions by line, then column.
    public static func < (lhs: LineColumn, rhs: LineColumn) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}

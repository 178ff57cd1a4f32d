import LayoutSource

// Syntax of the canvases a file is designed for (see grammar.md, "Canvases"):
// `canvas "iPhoneSE3", "iPadPro11:landscape", "375x"`. `canvas` is no keyword: only `canvas "`
// starts the statement, so a view may still be called `canvas` (`canvas.left = 0`).

/// `canvas "NAME", ...`: the sizes and devices `check` and `solve` use when the command line gives none.
public struct CanvasSyntax: Hashable, Sendable {
    /// One canvas as written: the text inside the quotes, and the string literal's range.
    public struct Value: Hashable, Sendable {
        /// The text, without its quotes: `375x667`, `375x`, `iPhoneSE3`, `degenerate`.
        public var text: String
        /// The string literal, quotes included.
        public var range: SourceRange

        /// Creates a value.
        public init(text: String, range: SourceRange) {
            self.text = text
            self.range = range
        }
    }

    /// The word `canvas`.
    public var keywordRange: SourceRange
    /// The canvases, in order.
    public var values: [Value]
    /// The whole statement.
    public var range: SourceRange

    /// Creates a `canvas` statement.
    public init(keywordRange: SourceRange, values: [Value], range: SourceRange) {
        self.keywordRange = keywordRange
        self.values = values
        self.range = range
    }
}

extension SyntaxTree {
    /// The `canvas` statements at the file's top level, in order, read without building the
    /// plain statements (they are never `canvas` statements).
    public var canvasDeclarations: [CanvasSyntax] {
        storage.boxed.compactMap { statement in
            guard case .canvas(let canvas) = statement else { return nil }
            return canvas
        }
    }
}

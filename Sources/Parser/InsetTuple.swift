import LayoutSource

/// Insets written as a tuple, as Swift writes `UIEdgeInsets` and EasyPeasy's
/// `Edges(UIEdgeInsets(top: 5, left: 10, bottom: 5, right: 10))` insets each side:
/// `a.edges = b.edges + (5, 10, 5, 10)`. The fix-it writes one equation per side, in
/// `UIEdgeInsets` order (top, left, bottom, right), each an inset as `edges + k` is.
enum InsetTuple {
    /// The fix-it replacing the statement around the `(` at `open`, when the statement is exactly
    /// `V.edges REL W.edges + (t, l, b, r)` (or `margins`) on its own line or between `;`s.
    static func fixIt(around open: Int, in source: SourceFile) -> FixIt? {
        let bytes = source.bytes
        guard open < bytes.count else { return nil }
        var start = open
        while start > 0, bytes[start - 1] != UInt8(ascii: "\n"), bytes[start - 1] != UInt8(ascii: ";") { start -= 1 }
        var end = open
        while end < bytes.count, bytes[end] != UInt8(ascii: "\n"), bytes[end] != UInt8(ascii: ";") { end += 1 }
        while start < end, bytes[start] == UInt8(ascii: " ") || bytes[start] == UInt8(ascii: "\t") { start += 1 }
        while end > start, [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r")].contains(bytes[end - 1]) { end -= 1 }
        let text = source.text(in: SourceRange(start: start, end: end))
        let number = #"([0-9]+(?:\.[0-9]+)?)"#
        let side = #"([A-Za-z_][A-Za-z0-9_]*)\.(edges|margins)"#
        let target = #"([A-Za-z_][A-Za-z0-9_]*(?:\.safeArea)?)\.(edges|margins)"#
        let pattern = "^" + side + #"\s*(==|=|>=|<=)\s*"# + target + #"\s*\+\s*\(\s*"# + number + #"\s*,\s*"# + number
            + #"\s*,\s*"# + number + #"\s*,\s*"# + number + #"\s*\)$"#
        guard let regex = try? Regex(pattern), let match = try? regex.wholeMatch(in: text) else { return nil }
        let captures = match.output.dropFirst().map { $0.substring.map(String.init) ?? "" }
        guard captures.count == 9 else { return nil }
        let (view, compound, relation, other, otherCompound) = (captures[0], captures[1], captures[2], captures[3], captures[4])
        let insets = Array(captures[5...8])
        let margins = compound == "margins"
        let names = margins ? ["topMargin", "leftMargin", "bottomMargin", "rightMargin"] : ["top", "left", "bottom", "right"]
        let otherNames = otherCompound == "margins"
            ? ["topMargin", "leftMargin", "bottomMargin", "rightMargin"] : ["top", "left", "bottom", "right"]
        let equations = (0..<4).map { index in
            "\(view).\(names[index]) \(relation) \(other).\(otherNames[index]) \(index < 2 ? "+" : "-") \(insets[index])"
        }
        return FixIt(span: source.span(SourceRange(start: start, end: end)), replacement: equations.joined(separator: "; "))
    }
}

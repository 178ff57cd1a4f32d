import LayoutIR
import LayoutParser
import LayoutSource

// D003's hint for EasyPeasy users, who update a view by applying an attribute again: writing the
// line again here is a second constraint, and `override { }` is what replaces the first.
extension Deduplicator {
    /// The note and fix-it that put `later` inside `override { }`, when that would replace
    /// `earlier` (grammar.md, "Replacement"): both unconditional, in this file, each a whole
    /// statement whose left-hand side is the same `view.attribute` with `=`; else nothing.
    func overrideHint(later: LayoutConstraint, earlier: LayoutConstraint) -> (notes: [String], fixIts: [FixIt]) {
        guard later.condition == nil, earlier.condition == nil, later.span.path == source.path,
            earlier.span.path == source.path,
            let laterSide = Self.assignedAttribute(in: source, at: later.span.range),
            let earlierSide = Self.assignedAttribute(in: source, at: earlier.span.range),
            Self.overlaps(laterSide, earlierSide)
        else { return ([], []) }
        let text = source.text(in: later.span.range)
        return (
            ["to replace the earlier line rather than add a second constraint, write this one inside 'override { }' (as applying an attribute again does in EasyPeasy)"],
            [FixIt(span: later.span, replacement: "override { \(text) }")]
        )
    }

    /// Whether `override` on one of the sides `a` and `b` (`view.attribute`) replaces the other:
    /// the same attribute, or a compound and one of its components, since a compound replaces
    /// per component (`header.edges` and `header.top`).
    private static func overlaps(_ a: String, _ b: String) -> Bool {
        guard a != b else { return true }
        let (aView, aName) = split(a)
        let (bView, bName) = split(b)
        guard aView == bView, let first = WrittenAttribute(named: aName), let second = WrittenAttribute(named: bName)
        else { return false }
        return first.components.contains(second) || second.components.contains(first)
    }

    /// `view.attribute` split at its last dot.
    private static func split(_ side: String) -> (view: Substring, attribute: String) {
        guard let dot = side.lastIndex(of: ".") else { return (Substring(side), "") }
        return (side[..<dot], String(side[side.index(after: dot)...]))
    }

    /// `view.attribute` when the text at `range` is a whole statement `view.attribute = ...`
    /// (not a link of a chain, not named, not in a block); `baseline` read as `lastBaseline`.
    private static func assignedAttribute(in source: SourceFile, at range: SourceRange) -> String? {
        let bytes = source.bytes
        guard range.start <= range.end, range.end <= bytes.count else { return nil }
        var before = range.start
        while before > 0, bytes[before - 1] == UInt8(ascii: " ") || bytes[before - 1] == UInt8(ascii: "\t") {
            before -= 1
        }
        guard before == 0 || bytes[before - 1] == UInt8(ascii: "\n") || bytes[before - 1] == UInt8(ascii: ";")
        else { return nil }
        var after = range.end
        while after < bytes.count, bytes[after] == UInt8(ascii: " ") || bytes[after] == UInt8(ascii: "\t")
            || bytes[after] == UInt8(ascii: "\r")
        {
            after += 1
        }
        guard after == bytes.count || bytes[after] == UInt8(ascii: "\n") || bytes[after] == UInt8(ascii: ";")
            || (after + 1 < bytes.count && bytes[after] == UInt8(ascii: "/") && bytes[after + 1] == UInt8(ascii: "/"))
        else { return nil }
        let statement = SourceFile(path: source.path, text: source.text(in: range))
        let parsed = parse(statement)
        guard parsed.diagnostics.isEmpty, parsed.tree.statements.count == 1,
            case .equation(let equation) = parsed.tree.statements[0], equation.chain.isEmpty,
            equation.relation.relation == .assign || equation.relation.relation == .equal
        else { return nil }
        var left = equation.left
        while case .parenthesized(let inner) = left { left = inner.inner }
        guard case .attribute(let reference) = left else { return nil }
        let attribute = reference.attribute.name == "baseline" ? "lastBaseline" : reference.attribute.name
        return reference.view.name + "." + attribute
    }
}

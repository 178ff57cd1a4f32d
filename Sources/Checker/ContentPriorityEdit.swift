import LayoutLexer
import LayoutSource

/// The fix-it for a content priority ambiguity (S002): lower one view's `hugging` or
/// `compression` on one axis, by editing the property in its block or adding it there.
package enum ContentPriorityEdit {
    /// The edit that sets `property` (`hugging` or `compression`) of the view whose name is at
    /// `name` in `source` to `value` on one axis (`isHorizontal`), keeping the other axis's
    /// value (`otherAxis`, the view's current one); nil when the view has no block to edit.
    package static func fixIt(
        in source: SourceFile, viewNameAt name: SourceRange, property: String, isHorizontal: Bool, value: Double,
        otherAxis: Double
    ) -> FixIt? {
        let tokens = Lexer.tokens(of: source)
        guard let nameIndex = tokens.firstIndex(where: { $0.start == name.start }),
            nameIndex + 1 < tokens.count, tokens[nameIndex + 1].kind == .leftBrace
        else { return nil }
        let spelled = NumberSpelling.shortest(value)
        // Walk the block's members at depth 1: a member starts after `{`, `;` or a newline.
        var depth = 0
        var index = nameIndex + 1
        var lastMemberEnd = tokens[nameIndex + 1].end
        var atMemberStart = true
        while index < tokens.count {
            let token = tokens[index]
            switch token.kind {
            case .leftBrace:
                depth += 1
                atMemberStart = true
            case .rightBrace:
                depth -= 1
                if depth == 0 {
                    let separator = lastMemberEnd == tokens[nameIndex + 1].end ? " " : "; "
                    let values = isHorizontal ? "\(spelled), \(spelledOther(otherAxis))" : "\(spelledOther(otherAxis)), \(spelled)"
                    return FixIt(
                        span: source.span(SourceRange(at: lastMemberEnd)), replacement: "\(separator)\(property) \(values)")
                }
                atMemberStart = true
            case .semicolon, .newline:
                atMemberStart = true
            case .endOfFile:
                return nil
            default:
                if depth == 1 {
                    lastMemberEnd = token.end
                    if atMemberStart, token.kind == .identifier, source.text(in: token.range) == property {
                        return replacement(of: tokens, from: index + 1, in: source, isHorizontal: isHorizontal, value: spelled)
                    }
                }
                atMemberStart = false
            }
            index += 1
        }
        return nil
    }

    private static func spelledOther(_ value: Double) -> String { NumberSpelling.shortest(value) }

    /// The edit of an existing `hugging A` or `hugging A, B` whose values start at `start`.
    private static func replacement(
        of tokens: [Token], from start: Int, in source: SourceFile, isHorizontal: Bool, value: String
    ) -> FixIt? {
        var values: [Token] = []
        var index = start
        while index < tokens.count, tokens[index].kind == .number || tokens[index].kind == .identifier {
            values.append(tokens[index])
            index += 1
            guard index < tokens.count, tokens[index].kind == .comma else { break }
            index += 1
        }
        switch values.count {
        case 1:
            let both = source.text(in: values[0].range)
            return FixIt(
                span: source.span(values[0].range), replacement: isHorizontal ? "\(value), \(both)" : "\(both), \(value)")
        case 2:
            return FixIt(span: source.span(values[isHorizontal ? 0 : 1].range), replacement: value)
        default:
            return nil
        }
    }
}

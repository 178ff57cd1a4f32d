import LayoutLexer
import LayoutSource

/// Error recovery: skipping a failed statement, newlines inside parentheses, and reporting at
/// most one diagnostic per statement.
extension Parser {
    /// Skips the rest of a failed statement: up to a `;`, or a newline outside parentheses, or a
    /// newline inside them after which a new statement starts.
    mutating func synchronize() {
        var depth = 0
        for position in statementStart..<index {
            switch tokens[position].kind {
            case .leftParenthesis: depth += 1
            case .rightParenthesis: depth = max(0, depth - 1)
            default: break
            }
        }
        let before = index
        while true {
            switch kind {
            case .endOfFile, .semicolon:
                break
            case .rightBrace where blockState.depth > 0:
                break
            case .newline where depth == 0 || nextLineStartsStatement(afterNewlineAt: index) || nextLineClosesBlock(afterNewlineAt: index):
                break
            case .leftParenthesis:
                depth += 1
                index += 1
                continue
            case .rightParenthesis:
                depth = max(0, depth - 1)
                index += 1
                continue
            default:
                index += 1
                continue
            }
            break
        }
        // A statement always consumes a token, so the file loop always advances.
        if index == statementStart && before == index && kind != .endOfFile { index += 1 }
    }

    /// Inside parentheses, steps over newlines that continue the expression.
    mutating func skipContinuationNewlines() {
        guard openParentheses > 0 else { return }
        while kind == .newline && !nextLineStartsStatement(afterNewlineAt: index) && !nextLineClosesBlock(afterNewlineAt: index) {
            index += 1
        }
    }

    /// Whether the line after the newline at `newlineIndex` reads as a new statement: it starts
    /// with `view`, or holds a relation operator before any `)` closes a group opened earlier.
    ///
    /// A continuation line of an open group can hold a relation only after that group closes,
    /// so valid files are never split; the scan stops at the line's end, so time stays linear.
    func nextLineStartsStatement(afterNewlineAt newlineIndex: Int) -> Bool {
        var position = newlineIndex + 1
        if tokens[position].kind == .keywordView { return true }
        var depth = 0
        while true {
            let kind = tokens[position].kind
            switch kind {
            case .newline, .semicolon, .endOfFile: return false
            case .leftParenthesis: depth += 1
            case .rightParenthesis:
                depth -= 1
                if depth < 0 { return false }
            default:
                if kind.isRelation { return true }
            }
            position += 1
        }
    }

    /// Reports a bad token's lexer diagnostic; returns false if the token is not bad.
    mutating func reportBadToken(_ token: Token) -> Bool {
        guard token.kind.isBad else { return false }
        if let diagnostic = Lexer.diagnostic(for: token, in: source) { report(diagnostic) }
        return true
    }

    /// Records the statement's first diagnostic; later ones in the same statement are follow-ons.
    mutating func report(_ diagnostic: Diagnostic) {
        guard !statementFailed else { return }
        statementFailed = true
        if diagnostics.count < ParserLimits.maximumDiagnostics {
            diagnostics.append(diagnostic)
        } else {
            if unshownDiagnostics == 0 { firstUnshownSpan = diagnostic.span }
            unshownDiagnostics += 1
        }
    }
}

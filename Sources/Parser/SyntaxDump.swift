import LayoutSource

/// Dumps a syntax tree as S-expressions, one statement a line, for tests and debugging.
///
/// With `includeRanges`, every node is followed by `@start..end`; without, two dumps are equal
/// exactly when the trees are equal modulo ranges.
public enum SyntaxDump {
    /// The dump of `tree`, each statement on its own line.
    public static func dump(_ tree: SyntaxTree, includeRanges: Bool = false) -> String {
        tree.statements.map { dump($0, includeRanges: includeRanges) + "\n" }.joined()
    }

    /// The dump of one statement.
    public static func dump(_ statement: Statement, includeRanges: Bool = false) -> String {
        let at = { (range: SourceRange) in includeRanges ? "@\(range.start)..\(range.end)" : "" }
        switch statement {
        case .viewDeclaration(let declaration):
            let names = declaration.names.map { " " + $0.name + at($0.range) }.joined()
            let blocks = declaration.blocks.map { " (block \($0.view.name) " + SyntaxPrinter.print($0) + ")" + at($0.range) }
                .joined()
            return "(\(declaration.kind.rawValue)\(names)\(blocks)\(declaration.isIncomplete ? " <incomplete>" : ""))" + at(declaration.range)
        case .equation(let equation):
            var text = "(equation " + (equation.name.map { "[\($0.name.name)]" + at($0.range) + " " } ?? "")
            text += dump(equation.left, includeRanges: includeRanges)
            for clause in equation.relations {
                text += " " + clause.relation.rawValue + " " + dump(clause.right, includeRanges: includeRanges)
            }
            if let priority = equation.priority {
                let marker = priority.marker == .at ? "" : "~ "
                switch priority.value {
                case .named(let name): text += " (priority \(marker)\(name.rawValue))"
                case .number(let value): text += " (priority \(marker)\(SyntaxPrinter.format(value)))"
                case .constant(let name): text += " (priority \(marker)\(name.name))"
                case .bad: text += " (priority \(marker)<bad>)"
                }
                text += at(priority.range)
            }
            return text + ")" + at(equation.range)
        case .use(let use):
            return "(use \"\(use.path)\"\(at(use.pathRange)))" + at(use.range)
        case .canvas(let canvas):
            return "(canvas" + canvas.values.map { " \"\($0.text)\"" + at($0.range) }.joined() + ")" + at(canvas.range)
        case .clear(let clear):
            return "(clear" + clear.views.map { " " + $0.name + at($0.range) }.joined() + ")" + at(clear.range)
        case .constant(let constant):
            return dumpLet(constant, includeRanges: includeRanges)
        case .visibility(let visibility):
            return dumpVisibility(visibility, includeRanges: includeRanges)
        case .override(let block):
            return "(override " + dump(block.body, includeRanges: includeRanges) + ")" + at(block.range)
        case .when(let when):
            var text = "(when"
            for branch in when.branches {
                text += " (" + dump(branch.condition, includeRanges: includeRanges) + " "
                    + dump(branch.body, includeRanges: includeRanges) + ")"
            }
            if let elseBody = when.elseBody { text += " (else " + dump(elseBody, includeRanges: includeRanges) + ")" }
            return text + ")" + at(when.range)
        case .bad(let bad):
            return "<bad>" + at(bad.range)
        }
    }

    /// The dump of `let NAME = EXPR`; apart, so that the statement dump's frame, which nested
    /// views recurse through, stays small.
    @inline(never)
    private static func dumpLet(_ constant: LetSyntax, includeRanges: Bool) -> String {
        let at = { (range: SourceRange) in includeRanges ? "@\(range.start)..\(range.end)" : "" }
        return "(let \(constant.name.name)\(at(constant.name.range)) " + dump(constant.value, includeRanges: includeRanges) + ")"
            + at(constant.range)
    }

    /// The dump of `hide a, b` or `show a, b` (apart, as `dumpLet`).
    @inline(never)
    private static func dumpVisibility(_ visibility: VisibilitySyntax, includeRanges: Bool) -> String {
        let at = { (range: SourceRange) in includeRanges ? "@\(range.start)..\(range.end)" : "" }
        return "(" + visibility.keyword + visibility.views.map { " " + $0.name + at($0.range) }.joined() + ")"
            + at(visibility.range)
    }

    /// The dump of a statement block.
    public static func dump(_ block: StatementBlockSyntax, includeRanges: Bool = false) -> String {
        let at = { (range: SourceRange) in includeRanges ? "@\(range.start)..\(range.end)" : "" }
        let statements = block.statements.map { " " + dump($0, includeRanges: includeRanges) }.joined()
        return "(block\(statements)\(block.isIncomplete ? " <incomplete>" : ""))" + at(block.range)
    }

    /// The dump of a condition.
    public static func dump(_ condition: ConditionSyntax, includeRanges: Bool = false) -> String {
        let at = { (range: SourceRange) in includeRanges ? "@\(range.start)..\(range.end)" : "" }
        switch condition {
        case .name(let name):
            return name.name + at(name.range)
        case .comparison(let comparison):
            return "(\(comparison.comparison.rawValue) \(comparison.dimension.name) \(comparison.constant?.name ?? SyntaxPrinter.format(comparison.value.value)))"
                + at(comparison.range)
        case .not(let operand, _):
            return "(not " + dump(operand, includeRanges: includeRanges) + ")" + at(condition.range)
        case .connective(let connective, let left, let right):
            return "(\(connective.rawValue) " + dump(left, includeRanges: includeRanges) + " "
                + dump(right, includeRanges: includeRanges) + ")" + at(condition.range)
        case .parenthesized(let inner, let range):
            return "(paren " + dump(inner, includeRanges: includeRanges) + ")" + at(range)
        case .bad(let bad):
            return "<bad>" + at(bad.range)
        }
    }

    /// The dump of one expression.
    public static func dump(_ expression: Expression, includeRanges: Bool = false) -> String {
        let at = { (range: SourceRange) in includeRanges ? "@\(range.start)..\(range.end)" : "" }
        // Bottom-up without recursion (ExpressionTraversal.swift): trees can be 256 levels high.
        return expression.fold { node, dumps in
            switch node {
            case .number(let literal):
                return SyntaxPrinter.format(literal.value) + at(literal.range)
            case .attribute(let reference):
                return reference.view.name + "." + reference.attribute.name + at(reference.range)
            case .flex(let flex):
                return "flex()" + at(flex.range)
            case .name(let name):
                return name.name + at(name.range)
            case .scaled(let scaled):
                return "(scaled " + SyntaxPrinter.format(scaled.value.value) + (scaled.style.map { " " + $0.name } ?? "") + ")"
                    + at(scaled.range)
            case .unary(let node):
                return "(\(node.op.rawValue) " + dumps[0] + ")" + at(node.range)
            case .binary(let node):
                return "(\(node.op.rawValue) " + dumps[0] + " " + dumps[1] + ")" + at(node.range)
            case .parenthesized(let node):
                return "(paren " + dumps[0] + ")" + at(node.range)
            case .bad(let bad):
                return "<bad>" + at(bad.range)
            }
        }
    }
}

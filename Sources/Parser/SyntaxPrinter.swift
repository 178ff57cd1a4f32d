import LayoutLexer
import LayoutSource

/// Prints a syntax tree as canonical source text: one statement a line, single spaces around
/// binary and relation operators, numbers in their shortest form, no comments.
///
/// Parsing the printed text gives back an equal tree (ranges aside). Parentheses in the tree are
/// printed as they are; others are added only where precedence would otherwise change the tree.
///
/// Given the source the tree was parsed from, every function also keeps the meaning the checker
/// gives a priority number as written: a literal whose double is 0 or 1000 but whose written value
/// is not (`999.99999999999999`, T018) is printed as written, since its shortest spelling (`1000`)
/// would turn an error into a silently required constraint.
public enum SyntaxPrinter {
    /// The canonical text of `tree`, each statement ending in a newline.
    public static func print(_ tree: SyntaxTree, source: SourceFile? = nil) -> String {
        var output = ""
        for statement in tree.statements {
            output += print(statement, source: source)
            output += "\n"
        }
        return output
    }

    /// The canonical text of one statement, without a terminator.
    public static func print(_ statement: Statement, source: SourceFile? = nil) -> String {
        switch statement {
        case .viewDeclaration(let declaration):
            var entries = declaration.names.map { name in
                (start: name.range.start,
                 text: name.name + (declaration.blocks.first { $0.view.range == name.range }.map { " " + print($0, source: source) } ?? ""))
            }
            // Root's blocks (`view root { margins 16 }`) belong to no declared name.
            for block in declaration.blocks where !declaration.names.contains(where: { $0.range == block.view.range }) {
                entries.append((block.view.range.start, block.view.name + " " + print(block, source: source)))
            }
            entries.sort { $0.start < $1.start }
            return declaration.kind.rawValue + " " + entries.map(\.text).joined(separator: ", ")
        case .equation(let equation):
            return printEquation(equation, source: source)
        case .use(let use):
            return "use \"\(use.path)\""
        case .canvas(let canvas):
            return "canvas " + canvas.values.map { "\"\($0.text)\"" }.joined(separator: ", ")
        case .clear(let clear):
            return "clear " + clear.views.map(\.name).joined(separator: ", ")
        case .constant(let constant):
            return printLet(constant, source: source)
        case .visibility(let visibility):
            return printVisibility(visibility)
        case .override(let block):
            return "override " + print(block.body, source: source)
        case .when(let when):
            var text = when.branches.map { branch in
                "when " + print(branch.condition, source: source) + " " + print(branch.body, source: source)
            }.joined(separator: " else ")
            if let elseBody = when.elseBody { text += " else " + print(elseBody, source: source) }
            return text
        case .bad:
            return "<error>"
        }
    }

    /// An equation as written, name and priority included; apart, so that the statement
    /// printer's frame, which nested views recurse through, stays small.
    @inline(never)
    private static func printEquation(_ equation: EquationSyntax, source: SourceFile?) -> String {
        var text = equation.name.map { "[\($0.name.name)] " } ?? ""
        text += print(equation.left, source: source)
        for clause in equation.relations {
            text += " \(clause.relation.rawValue) " + print(clause.right, source: source)
        }
        if let priority = equation.priority {
            switch priority.value {
            case .named(let name): text += " \(priority.marker.rawValue)\(name.rawValue)"
            case .number(let value):
                text += " \(priority.marker.rawValue)\(format(value, at: priority.valueRange, in: source))"
            case .constant(let name): text += " \(priority.marker.rawValue)\(name.name)"
            case .bad: text += " \(priority.marker.rawValue)<error>"
            }
        }
        return text
    }

    /// `let NAME = EXPR`; apart, so that the statement printer's frame, which nested views
    /// recurse through, stays small.
    @inline(never)
    private static func printLet(_ constant: LetSyntax, source: SourceFile?) -> String {
        "let \(constant.name.name) = " + print(constant.value, source: source)
    }

    /// `hide a, b` or `show a, b` (apart, as `printLet`).
    @inline(never)
    private static func printVisibility(_ visibility: VisibilitySyntax) -> String {
        visibility.keyword + " " + visibility.views.map(\.name).joined(separator: ", ")
    }

    /// The canonical text of a statement block: `{ a.width = 10; b.width = 20 }`.
    public static func print(_ block: StatementBlockSyntax, source: SourceFile? = nil) -> String {
        block.statements.isEmpty ? "{ }" : "{ " + block.statements.map { print($0, source: source) }.joined(separator: "; ") + " }"
    }

    /// The canonical text of a condition; parentheses as written.
    public static func print(_ condition: ConditionSyntax, source: SourceFile? = nil) -> String {
        switch condition {
        case .name(let name): name.name
        case .comparison(let comparison):
            "\(comparison.dimension.name) \(comparison.comparison.rawValue) "
                + (comparison.constant?.name ?? format(comparison.value.value, at: comparison.value.range, in: source))
        case .not(let operand, _): "not " + print(operand, source: source)
        case .connective(let connective, let left, let right):
            print(left, source: source) + " \(connective.rawValue) " + print(right, source: source)
        case .parenthesized(let inner, _): "(" + print(inner, source: source) + ")"
        case .bad: "<error>"
        }
    }

    /// The canonical text of a property block: `{ intrinsic 120 x 20; hugging 251, 250 }`.
    public static func print(_ block: PropertyBlockSyntax, source: SourceFile? = nil) -> String {
        let properties = block.properties.map { property in
            property.name.name + property.values.map { value in
                let text = switch value.value {
                case .number(let number): format(number, at: value.range, in: source)
                case .priority(let name): name.rawValue
                case .boolean(let value): value ? "true" : "false"
                case .identifier(let name): name
                }
                switch value.separator {
                case .none: return " " + text
                case .comma: return ", " + text
                case .by: return " x " + text
                }
            }.joined()
        }
        let members = properties + block.children.map { print(Statement.viewDeclaration($0), source: source) }
        return members.isEmpty ? "{ }" : "{ " + members.joined(separator: "; ") + " }"
    }

    /// The canonical text of one expression.
    public static func print(_ expression: Expression, source: SourceFile? = nil) -> String {
        // Bottom-up without recursion (ExpressionTraversal.swift): trees can be 256 levels high.
        expression.fold { node, texts in
            switch node {
            case .number(let literal):
                return format(literal.value, at: literal.range, in: source)
            case .attribute(let reference):
                return reference.view.name + "." + reference.attribute.name
            case .flex:
                return "flex()"
            case .name(let name):
                return name.name
            case .scaled(let scaled):
                return "scaled(" + format(scaled.value.value, at: scaled.value.range, in: source)
                    + (scaled.style.map { ", " + $0.name } ?? "") + ")"
            case .unary(let node):
                return node.op.rawValue + operand(texts[0], of: node.operand, needsParenthesesBelow: 3)
            case .binary(let node):
                let precedence = node.op.precedence
                // Left-associative: the left side may hold the same precedence, the right may not.
                let left = operand(texts[0], of: node.left, needsParenthesesBelow: precedence)
                let right = operand(texts[1], of: node.right, needsParenthesesBelow: precedence + 1)
                return left + " " + node.op.rawValue + " " + right
            case .parenthesized:
                return "(" + texts[0] + ")"
            case .bad:
                return "<error>"
            }
        }
    }

    /// `text`, the printed `expression`, in parentheses if it binds more loosely than `precedence`.
    private static func operand(_ text: String, of expression: Expression, needsParenthesesBelow precedence: Int) -> String {
        let binding: Int
        switch expression {
        case .binary(let node): binding = node.op.precedence
        case .unary: binding = 3
        default: binding = 4
        }
        return binding < precedence ? "(" + text + ")" : text
    }

    /// A number's shortest spelling that the lexer reads back as the same value.
    static func format(_ value: Double) -> String {
        NumberSpelling.shortest(value)
    }

    /// The number `value` written at `range` of `source`: its shortest spelling, or the literal as
    /// written where the double sits on a priority bound and the written value does not.
    static func format(_ value: Double, at range: SourceRange, in source: SourceFile?) -> String {
        guard value == 0 || value == 1000, let source, range.start < range.end, range.end <= source.bytes.count else {
            return format(value)
        }
        let text = source.bytes[range.start..<range.end]
        // Only a whole NUMBER literal with this value is kept; anything else prints canonically.
        guard let written = ExactDecimal(literal: text), Double(String(decoding: text, as: UTF8.self)) == value,
            value == 0 ? !written.isZero : written != ExactDecimal(1000)
        else { return format(value) }
        return String(decoding: text, as: UTF8.self)
    }
}

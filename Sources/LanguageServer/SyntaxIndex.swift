import LayoutIR
import LayoutParser
import LayoutSource

/// What a name in the source is, as the syntax tree says.
enum OccurrenceKind: Hashable, Sendable {
    /// A view declared (`view a` or nested in a block).
    case viewDeclaration
    /// A guide declared (`guide g`).
    case guideDeclaration
    /// A view or guide named in an equation (`a.left`), a `clear`, `hide` or `show`, or before a property block.
    case viewReference
    /// The attribute after `view.` (`left`), of the view in `owner`.
    case attribute
    /// A constraint's name (`[gap]`).
    case constraintName
    /// A flag, idiom or size class in a `when` condition.
    case conditionName
    /// A property in a view's block (`intrinsic`).
    case property
    /// A keyword written as a contextual word (`guide`, `use`, `when`, ...) or a keyword proper.
    case keyword
    /// A `use` statement's path, quotes included.
    case usePath
    /// A named constant declared (`let gap = 8`).
    case constantDeclaration
    /// A named constant used where a number stands (`gap`, `@ p`, `margins gap`).
    case constantReference
}

/// One name in the source with what it is.
struct Occurrence: Hashable, Sendable {
    /// What it is.
    var kind: OccurrenceKind
    /// Where it is.
    var range: SourceRange
    /// Its text (for a `use` path, the path without quotes).
    var name: String
    /// For an attribute, the view (or `root`, `superview`) it belongs to; for a view declared in
    /// a block, its parent; else nil.
    var owner: String?
}

/// A node of the document-symbol tree: a view with its children, a guide, a named constraint.
struct SymbolNode: Sendable {
    /// The symbol's name.
    var name: String
    /// What it is: `view`, `guide` or `constraint`.
    var kind: String
    /// The whole construct.
    var range: SourceRange
    /// The name itself.
    var selectionRange: SourceRange
    /// Nested symbols (a view's children).
    var children: [SymbolNode]
}

/// Every name in one syntax tree, in source order, found by one walk; what definition,
/// references, semantic tokens and document symbols read.
struct SyntaxIndex: Sendable {
    /// The occurrences, sorted by position.
    private(set) var occurrences: [Occurrence] = []
    /// The document symbols, in source order.
    private(set) var symbols: [SymbolNode] = []
    /// Every `use` statement's path and its range, quotes included.
    private(set) var uses: [(path: String, range: SourceRange)] = []
    /// The view names declared so far in the walk, to tell `stack NAME { ... }` of an existing
    /// stack (its properties in a `when` block's variants) from a declaration.
    private var declaredNames: Set<String> = []

    /// Indexes `tree`.
    init(tree: SyntaxTree) {
        var pending: [ArraySlice<Statement>] = [tree.statements[...]]
        // A stack of statement lists, so that no nesting of blocks can overflow the stack.
        while let next = pending.popLast() {
            var statements = next
            while let statement = statements.popFirst() {
                switch statement {
                case .viewDeclaration(let declaration)
                where declaration.kind == .stack && !declaration.names.isEmpty
                    && declaration.names.allSatisfy({ declaredNames.contains($0.name) }):
                    addStackVariation(declaration)
                case .viewDeclaration(let declaration):
                    symbols += declare(declaration, parent: nil)
                case .equation(let equation):
                    addEquation(equation)
                case .use(let use):
                    occurrences.append(Occurrence(kind: .keyword, range: use.keywordRange, name: "use"))
                    occurrences.append(Occurrence(kind: .usePath, range: use.pathRange, name: use.path))
                    uses.append((use.path, use.pathRange))
                case .clear(let clear):
                    occurrences.append(Occurrence(kind: .keyword, range: clear.keywordRange, name: "clear"))
                    for view in clear.views {
                        occurrences.append(Occurrence(kind: .viewReference, range: view.range, name: view.name))
                    }
                case .constant(let statement):
                    occurrences.append(Occurrence(kind: .keyword, range: statement.keywordRange, name: "let"))
                    occurrences.append(Occurrence(kind: .constantDeclaration, range: statement.name.range, name: statement.name.name))
                    symbols.append(SymbolNode(
                        name: statement.name.name, kind: "constant", range: statement.range,
                        selectionRange: statement.name.range, children: []))
                    addExpressions([statement.value])
                case .visibility(let visibility):
                    occurrences.append(Occurrence(kind: .keyword, range: visibility.keywordRange, name: visibility.keyword))
                    for view in visibility.views {
                        occurrences.append(Occurrence(kind: .viewReference, range: view.range, name: view.name))
                    }
                case .override(let block):
                    occurrences.append(Occurrence(kind: .keyword, range: block.keywordRange, name: "override"))
                    pending.append(statements)
                    statements = block.body.statements[...]
                case .when(let when):
                    for branch in when.branches {
                        occurrences.append(Occurrence(kind: .keyword, range: branch.keywordRange, name: "when"))
                        addCondition(branch.condition)
                    }
                    pending.append(statements)
                    // Branch bodies are walked in order: each pushed after the rest of this list.
                    var bodies = when.branches.map(\.body.statements)
                    if let elseBody = when.elseBody { bodies.append(elseBody.statements) }
                    for body in bodies.reversed() { pending.append(body[...]) }
                    statements = []
                case .canvas(let canvas):
                    occurrences.append(Occurrence(kind: .keyword, range: canvas.keywordRange, name: "canvas"))
                case .bad:
                    break
                }
            }
        }
        occurrences.sort { ($0.range.start, $0.range.end) < ($1.range.start, $1.range.end) }
    }

    /// The words property values spell that are no constants: a stack's axis, distribution,
    /// alignment and `system` spacing.
    static let propertyWords: Set<String> = {
        var words: Set<String> = ["system", "true", "false"]
        words.formUnion(StackAxis.allCases.map(\.rawValue))
        words.formUnion(StackDistribution.allCases.map(\.rawValue))
        words.formUnion(StackAlignment.allCases.map(\.rawValue))
        return words
    }()

    /// Records a declaration's names and blocks; returns its symbols.
    private mutating func declare(_ declaration: ViewDeclarationSyntax, parent: String?) -> [SymbolNode] {
        let keyword = declaration.isGuide ? "guide" : "view"
        occurrences.append(Occurrence(kind: .keyword, range: declaration.keywordRange, name: keyword))
        var nodes: [SymbolNode] = []
        for name in declaration.names {
            declaredNames.insert(name.name)
            occurrences.append(Occurrence(
                kind: declaration.isGuide ? .guideDeclaration : .viewDeclaration, range: name.range, name: name.name,
                owner: parent))
            nodes.append(SymbolNode(
                name: name.name, kind: keyword, range: name.range, selectionRange: name.range, children: []))
        }
        for block in declaration.blocks {
            for property in block.properties {
                occurrences.append(Occurrence(kind: .property, range: property.name.range, name: property.name.name))
                // `spacing gap`, `margins inset`: a name where a number stands is a constant.
                for value in property.values {
                    if case .identifier(let name) = value.value, !Self.propertyWords.contains(name) {
                        occurrences.append(Occurrence(kind: .constantReference, range: value.range, name: name))
                    }
                }
            }
            var children: [SymbolNode] = []
            for child in block.children {
                children += declare(child, parent: block.view.name)
            }
            // The block belongs to the name before it: its symbol covers the block.
            if let index = nodes.lastIndex(where: { $0.name == block.view.name }) {
                nodes[index].range = nodes[index].range.union(block.range)
                nodes[index].children += children
            } else {
                nodes += children
            }
        }
        return nodes
    }

    /// Records `stack NAME { ... }` of stacks declared earlier: references to them and their
    /// properties, no new symbol.
    private mutating func addStackVariation(_ declaration: ViewDeclarationSyntax) {
        occurrences.append(Occurrence(kind: .keyword, range: declaration.keywordRange, name: "stack"))
        for name in declaration.names {
            occurrences.append(Occurrence(kind: .viewReference, range: name.range, name: name.name))
        }
        for block in declaration.blocks {
            for property in block.properties {
                occurrences.append(Occurrence(kind: .property, range: property.name.range, name: property.name.name))
            }
            // Views declared there are refused (V011) but still named.
            for child in block.children { symbols += declare(child, parent: block.view.name) }
        }
    }

    private mutating func addEquation(_ equation: EquationSyntax) {
        if let name = equation.name {
            occurrences.append(Occurrence(kind: .constraintName, range: name.name.range, name: name.name.name))
            symbols.append(SymbolNode(
                name: name.name.name, kind: "constraint", range: name.range.union(equation.range),
                selectionRange: name.name.range, children: []))
        }
        addExpressions([equation.left] + equation.relations.map(\.right))
        if case .constant(let name)? = equation.priority?.value {
            occurrences.append(Occurrence(kind: .constantReference, range: name.range, name: name.name))
        }
    }

    /// Records the names in `expressions`.
    private mutating func addExpressions(_ pending: [Expression]) {
        var expressions = pending
        while let expression = expressions.popLast() {
            switch expression {
            case .attribute(let reference):
                occurrences.append(Occurrence(kind: .viewReference, range: reference.view.range, name: reference.view.name))
                occurrences.append(Occurrence(
                    kind: .attribute, range: reference.attribute.range, name: reference.attribute.name,
                    owner: reference.view.name))
            case .unary(let node): expressions.append(node.operand)
            case .binary(let node): expressions.append(node.left); expressions.append(node.right)
            case .parenthesized(let node): expressions.append(node.inner)
            case .name(let name):
                occurrences.append(Occurrence(kind: .constantReference, range: name.range, name: name.name))
            case .number, .flex, .scaled, .bad: break
            }
        }
    }

    private mutating func addCondition(_ condition: ConditionSyntax) {
        var pending = [condition]
        while let condition = pending.popLast() {
            switch condition {
            case .name(let name):
                occurrences.append(Occurrence(kind: .conditionName, range: name.range, name: name.name))
            case .comparison(let comparison):
                occurrences.append(Occurrence(
                    kind: .conditionName, range: comparison.dimension.range, name: comparison.dimension.name))
                // `contentSize >= accessibilityLarge` names a category, not a constant.
                if let constant = comparison.constant, comparison.dimension.name != "contentSize" {
                    occurrences.append(Occurrence(kind: .constantReference, range: constant.range, name: constant.name))
                }
            case .not(let operand, let notRange):
                occurrences.append(Occurrence(kind: .keyword, range: notRange, name: "not"))
                pending.append(operand)
            case .connective(_, let left, let right):
                pending.append(left)
                pending.append(right)
            case .parenthesized(let inner, _):
                pending.append(inner)
            case .bad:
                break
            }
        }
    }

    /// The occurrence whose range holds `offset` (its end included, so a cursor just after a
    /// name finds it), preferring one that starts there.
    func occurrence(at offset: Int) -> Occurrence? {
        var found: Occurrence?
        for occurrence in occurrences where occurrence.range.start <= offset && offset <= occurrence.range.end {
            if occurrence.range.start == offset { return occurrence }
            found = occurrence
        }
        return found
    }

    /// The declarations of views and guides, in source order.
    var declarations: [Occurrence] {
        occurrences.filter { $0.kind == .viewDeclaration || $0.kind == .guideDeclaration }
    }

    /// The flags, idioms and size classes named in conditions, each once, in source order.
    var conditionNames: [String] {
        var seen = Set<String>()
        return occurrences.filter { $0.kind == .conditionName && seen.insert($0.name).inserted }.map(\.name)
    }
}

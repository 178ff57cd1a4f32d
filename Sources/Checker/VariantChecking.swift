import LayoutIR
import LayoutParser
import LayoutSource

/// What the checker keeps for `when` blocks.
struct VariantState {
    /// Every distinct condition of a block, in order of first use: `LayoutIR.conditions`.
    var conditions: [LayoutCondition] = []
    /// The index of the condition of the block being checked; nil outside every block.
    var currentCondition: Int?
    /// The condition of the block being checked, as a list of conjuncts; empty outside blocks.
    var currentConjuncts: [LayoutCondition] = []
    /// The branches around the statement being checked, for constraint names (D004).
    var branch = BranchPath()
    /// How many `when` statements have been checked, to number them in `branch`.
    var whenStatementCount = 0
}

/// Checking `when` statements: conditions are resolved (size classes, idioms, comparisons,
/// flags), and each block's statements are checked like the file's, their constraints kept
/// with the block's whole condition: its own, the enclosing blocks', and the negation of every
/// earlier branch of the same statement.
extension Checker {
    /// Checks a `when` statement.
    mutating func checkWhen(_ when: WhenSyntax) {
        let outerConjuncts = variants.currentConjuncts
        let outerCondition = variants.currentCondition
        let outerBranch = variants.branch
        defer {
            variants.currentConjuncts = outerConjuncts
            variants.currentCondition = outerCondition
            variants.branch = outerBranch
        }
        let statement = variants.whenStatementCount
        variants.whenStatementCount += 1
        var earlier: [LayoutCondition] = []
        for (index, branch) in when.branches.enumerated() {
            // A condition with an error still gets its block checked (for its own errors), under
            // a placeholder of its own that no flag can spell: the file is never solved.
            let condition = resolveCondition(branch.condition)
                ?? .flag("<invalid condition at \(branch.condition.range.start)>")
            enterBlock(outerConjuncts + earlier.map { .not($0) } + [condition])
            variants.branch.steps = outerBranch.steps + [BranchPath.Step(statement: statement, branch: index)]
            checkBlock(branch.body)
            earlier.append(condition)
        }
        if let elseBody = when.elseBody {
            enterBlock(outerConjuncts + earlier.map { .not($0) })
            variants.branch.steps = outerBranch.steps + [BranchPath.Step(statement: statement, branch: when.branches.count)]
            checkBlock(elseBody)
        }
    }

    /// Makes `conjuncts` the condition in force, interning it in the IR's list.
    private mutating func enterBlock(_ conjuncts: [LayoutCondition]) {
        variants.currentConjuncts = conjuncts
        let condition = conjuncts.count == 1 ? conjuncts[0] : LayoutCondition.all(conjuncts)
        if let index = variants.conditions.firstIndex(of: condition) {
            variants.currentCondition = index
        } else {
            variants.currentCondition = variants.conditions.count
            variants.conditions.append(condition)
        }
    }

    /// Checks the statements of a block: equations and nested `when` statements; declarations
    /// are refused (V005), since the set of views must be the same in every variant, except
    /// `stack NAME { ... }` of a stack declared earlier: its properties in the block's variants.
    private mutating func checkBlock(_ block: StatementBlockSyntax) {
        for statement in block.statements {
            switch statement {
            case .viewDeclaration(let declaration) where isStackVariation(declaration):
                checkStackVariation(declaration)
            case .viewDeclaration(let declaration):
                let noun = declaration.isGuide ? "guides" : declaration.kind == .view ? "views" : "\(declaration.kind.rawValue)s"
                report(.error(
                    .declarationInVariant, "\(noun) cannot be declared inside a when block",
                    at: span(declaration.keywordRange),
                    notes: ["every variant has the same \(noun): declare them outside, and constrain them inside"]))
                // Declared all the same, so that their uses raise no follow-on errors; but a
                // refused root block sets nothing, so a later one raises no A006 against it.
                var declared = declaration
                declared.blocks.removeAll { $0.view.name == "root" && !declaration.names.contains($0.view) }
                declare(declared)
            case .equation(let equation):
                checkEquation(equation)
            case .when(let when):
                checkWhen(when)
            case .visibility(let statement):
                checkVisibility(statement)
            case .constant(let statement):
                checkLet(statement)
            case .use, .clear, .override:
                refuseCompositionInVariant(statement)
            case .canvas(let canvas):
                report(.error(
                    .misplacedCanvas, "'canvas' cannot appear inside a block", at: span(canvas.keywordRange),
                    notes: ["a file is checked at the same canvases in every variant; declare them at the top level"]))
            case .bad:
                break
            }
        }
    }

    // MARK: Conditions

    /// The words a condition may name besides flags, for suggestions.
    static let conditionWords: [String] =
        SizeClass.allCases.flatMap { sizeClass in
            CanvasDimension.allCases.map { LayoutCondition.sizeClass(sizeClass, $0).description }
        } + DeviceIdiom.allCases.map(\.rawValue) + ["landscape", "portrait"]

    /// The condition `syntax` means, or nil after reporting why it has none. `isNegated`: the
    /// condition is the operand of `not`, so a fix-it that writes two words joined by `and` must
    /// parenthesize them (`and` and `or` bind looser than `not`, tighter than nothing else here).
    mutating func resolveCondition(_ syntax: ConditionSyntax, isNegated: Bool = false) -> LayoutCondition? {
        switch syntax {
        case .name(let name):
            return resolveConditionName(name, isNegated: isNegated)
        case .comparison(let comparison) where comparison.dimension.name == "contentSize":
            return resolveContentSizeComparison(comparison)
        case .comparison(let comparison):
            guard let dimension = CanvasDimension(rawValue: comparison.dimension.name) else {
                let location = span(comparison.dimension.range)
                let suggestion = NameSuggestion.closest(to: comparison.dimension.name, among: ["width", "height", "contentSize"])
                report(.error(
                    .unknownConditionName, "unknown canvas dimension '\(comparison.dimension.name)'", at: location,
                    notes: [suggestion.map { "did you mean '\($0)'?" }
                        ?? "a comparison tests the canvas's 'width' or 'height', or the 'contentSize' category"],
                    fixIts: suggestion.map { [FixIt(span: location, replacement: $0)] } ?? []))
                return nil
            }
            if let constant = comparison.constant {
                guard let value = resolveConstant(constant) else { return nil }
                return .canvas(dimension, CanvasComparison(comparison.comparison), value)
            }
            guard checkWritten(comparison.value) else { return nil }
            return .canvas(dimension, CanvasComparison(comparison.comparison), comparison.value.value)
        case .not(let operand, _):
            return resolveCondition(operand, isNegated: true).map { .not($0) }
        case .connective(let connective, let left, let right):
            let resolvedLeft = resolveCondition(left)
            let resolvedRight = resolveCondition(right)
            guard let resolvedLeft, let resolvedRight else { return nil }
            // `a and b and c` is one list of three, not nested pairs.
            switch (connective, resolvedLeft) {
            case (.and, .all(let operands)): return .all(operands + [resolvedRight])
            case (.or, .any(let operands)): return .any(operands + [resolvedRight])
            default: return connective == .and ? .all([resolvedLeft, resolvedRight]) : .any([resolvedLeft, resolvedRight])
            }
        case .parenthesized(let inner, _):
            return resolveCondition(inner)
        case .bad:
            return nil
        }
    }

    /// A size class, an idiom, `landscape` or `portrait`, or else a flag; a word that looks like
    /// one of the reserved words but is not is an error, so that a typo never becomes a flag.
    private mutating func resolveConditionName(_ name: Identifier, isNegated: Bool) -> LayoutCondition? {
        let word = name.name
        let location = span(name.range)
        if let spelling = Self.easyPeasyConditions[word] {
            let replacement = isNegated && spelling.contains(" and ") ? "(\(spelling))" : spelling
            report(.error(
                .unknownConditionName, "'\(word)' is EasyPeasy's name for a condition; here it is '\(spelling)'",
                at: location,
                notes: ["EasyPeasy's Context properties are not flags here: a flag of that name would never be set"],
                fixIts: [FixIt(span: location, replacement: replacement)]))
            return nil
        }
        if let idiom = DeviceIdiom(rawValue: word) { return .idiom(idiom) }
        if word == "landscape" { return .landscape }
        if word == "portrait" { return .not(.landscape) }
        for sizeClass in SizeClass.allCases {
            for dimension in CanvasDimension.allCases where LayoutCondition.sizeClass(sizeClass, dimension).description == word {
                return .sizeClass(sizeClass, dimension)
            }
        }
        if let sizeClass = SizeClass(rawValue: word) {
            report(.error(
                .incompleteCondition, "'\(word)' needs an axis", at: location,
                notes: ["write '\(word)Width' or '\(word)Height' (a size class is per axis, as in UIKit)"],
                fixIts: [FixIt(span: location, replacement: sizeClass.rawValue + "Width")]))
            return nil
        }
        if word == "contentSize" {
            report(.error(
                .incompleteCondition, "'contentSize' needs a comparison", at: location,
                notes: ["compare the content size category with one of UIKit's: 'contentSize >= accessibilityMedium'"]))
            return nil
        }
        if let dimension = CanvasDimension(rawValue: word) {
            report(.error(
                .incompleteCondition, "'\(word)' needs a comparison", at: location,
                notes: ["compare the canvas with a number: '\(dimension.rawValue) >= 600'"]))
            return nil
        }
        let lowered = word.lowercased()
        let reserved = Self.conditionWords + ["width", "height", "compact", "regular", "contentSize"]
        if let suggestion = reserved.first(where: { $0.lowercased() == lowered })
            ?? Self.typoSuggestion(for: word, among: reserved)
        {
            report(.error(
                .unknownConditionName, "unknown condition '\(word)'", at: location,
                notes: [
                    "did you mean '\(suggestion)'?",
                    "flags may not look like a size class, an idiom or an orientation",
                ],
                fixIts: [FixIt(span: location, replacement: suggestion)]))
            return nil
        }
        return .flag(word)
    }

    /// EasyPeasy's `Context` properties (`.when { $0.isHorizontalRegular }`), with and without
    /// `is`, and older releases' `isCompact`, `isRegular`, `isiPad` and `isiPhone` (`isPad`: the typo rule), each with the
    /// condition that means the same here. Taken as flags they would never hold, silently.
    static let easyPeasyConditions: [String: String] = {
        let sizeClasses = [
            "HorizontalRegular": "regularWidth", "HorizontalCompact": "compactWidth",
            "VerticalRegular": "regularHeight", "VerticalCompact": "compactHeight",
            "HorizontalVerticalRegular": "regularWidth and regularHeight",
            "HorizontalVerticalCompact": "compactWidth and compactHeight",
        ]
        var names: [String: String] = [
            "isCompact": "compactWidth and compactHeight", "isRegular": "regularWidth and regularHeight",
            "isiPad": "pad", "isiPhone": "phone",
        ]
        for (name, spelling) in sizeClasses {
            names["is" + name] = spelling
            names[name.prefix(1).lowercased() + name.dropFirst()] = spelling
        }
        return names
    }()

    /// The reserved word `word` most likely misspells, also when it wraps one (`iphone`, `isPad`).
    private static func typoSuggestion(for word: String, among reserved: [String]) -> String? {
        if let close = NameSuggestion.closest(to: word, among: reserved) { return close }
        let lowered = word.lowercased()
        for prefix in ["i", "is", "has"] where lowered.hasPrefix(prefix) {
            let rest = String(lowered.dropFirst(prefix.count))
            if let match = reserved.first(where: { $0.lowercased() == rest }) { return match }
        }
        return nil
    }
}

extension CanvasComparison {
    /// The comparison a condition's operator spells.
    init(_ written: ConditionComparison) {
        self = switch written {
        case .greaterThanOrEqual: .greaterThanOrEqual
        case .greaterThan: .greaterThan
        case .lessThanOrEqual: .lessThanOrEqual
        case .lessThan: .lessThan
        case .equal: .equal
        }
    }
}

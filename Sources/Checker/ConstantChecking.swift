import LayoutIR
@_spi(FlatSyntax) import LayoutParser
import LayoutSource

/// What the checker keeps for named constants (`let`): their values so far, and the values the
/// request gives for some of them (`--let NAME=V`).
struct ConstantState {
    /// The constants declared so far, by name; only looked up.
    var values: [String: Double] = [:]
    /// The constants declared so far, in order, for the IR.
    var declared: [NamedConstant] = []
    /// Values that replace declared ones, by name.
    var overrides: [String: Double] = [:]
    /// Every `let` in the main file, by name, for "used before its declaration"; built on the
    /// first unknown name, since error-free files never need it.
    var laterDeclarations: [String: SourceRange]?
    /// The constants whose value something read: an expression (another constant's too), a
    /// priority, a property, a condition or a stack's spacing. Code generation asks only these
    /// how the code follows them: a constant nothing reads changes nothing.
    var read: Set<String> = []

    /// The value of the declared constant `name`, recorded as read; `nil` if none is declared.
    mutating func read(_ name: String) -> Double? {
        guard let value = values[name] else { return nil }
        read.insert(name)
        return value
    }
}

/// Checking named constants (grammar.md, "Named constants"): `let NAME = EXPR` at the top level,
/// its expression folded from numbers and earlier constants, and every bare name where a number
/// stands resolved to a constant, or reported.
extension Checker {
    /// Checks a `let` statement and records its value.
    @inline(never)
    mutating func checkLet(_ statement: LetSyntax) {
        let name = statement.name
        guard composition.blockDepth == 0 && variants.currentCondition == nil else {
            report(.error(
                .misplacedConstant, "'let' cannot appear inside a block", at: span(statement.keywordRange),
                notes: ["a constant is the file's, the same in every variant: declare it at the top level"]))
            return
        }
        if let existing = viewsByName[name.name] {
            let related = views[existing.index].span.map { [RelatedLocation(span: $0, message: "first declared here")] }
            report(.error(
                .duplicateView, "'\(name.name)' is declared twice: as a view and as a constant", at: span(name.range),
                related: related ?? []))
            return
        }
        // The dictionary first: a search of the declared list per `let` made a file of many
        // constants quadratic (frontend-bench: 2,000 constants).
        if constants.values[name.name] != nil, let first = constants.declared.first(where: { $0.name == name.name }) {
            report(.error(
                .duplicateView, "constant '\(name.name)' is declared twice", at: span(name.range),
                related: [RelatedLocation(span: first.span, message: "first declared here")]))
            return
        }
        guard !statement.value.containsBadSyntax, let value = constantValue(of: statement.value, naming: name.name) else {
            // Declared all the same, so that its uses raise no follow-on errors.
            constants.values[name.name] = constants.overrides[name.name] ?? 0
            return
        }
        var override = constants.overrides[name.name]
        // The command line refuses such a value first (`--let`); a library caller's is refused here.
        if let given = override, !NumberLimit.admits(given) {
            report(.error(
                .numberTooLarge,
                "the value given for '\(name.name)', \(NumberSpelling.shortest(given)), is more than \(NumberLimit.spelled), the largest number a layout takes",
                at: span(name.range), notes: [NumberLimit.note]))
            override = nil
        }
        constants.values[name.name] = override ?? value
        constants.declared.append(NamedConstant(
            name: name.name, value: override ?? value, span: span(name.range), isOverridden: override != nil))
    }

    /// The constant value of `expression`, or `nil` after reporting why it has none.
    private mutating func constantValue(of expression: Expression, naming name: String) -> Double? {
        let count = diagnostics.count
        guard case .scalar(let form)? = evaluate(expression) else {
            if diagnostics.count == count {
                report(.error(
                    .nonConstantValue, "the value of '\(name)' is not a number", at: span(expression.range),
                    notes: ["a constant is numbers and earlier constants with + - * / and parentheses"]))
            }
            return nil
        }
        guard form.terms.isEmpty, form.flexCoefficient == 0, form.constant.isFinite else {
            report(.error(
                .nonConstantValue, "the value of '\(name)' is not constant: it reads a view's attribute or flex()",
                at: span(expression.range),
                notes: ["a constant is numbers and earlier constants with + - * / and parentheses; relate views with an equation"]))
            return nil
        }
        return form.constant
    }

    /// The value of the constant `name` where a number stands, or `nil` after reporting why
    /// there is none: a view named without an attribute, a constant declared later, or no
    /// constant at all.
    mutating func resolveConstant(_ name: Identifier) -> Double? {
        if let value = constants.read(name.name) { return value }
        let location = span(name.range)
        if let view = viewsByName[name.name] {
            let noun = views[view.index].isGuide ? "guide" : "view"
            report(.error(
                .viewAsNumber, "'\(name.name)' is a \(noun), not a number", at: location,
                notes: ["an attribute reference reads 'view.attribute', as in '\(name.name).left'"]))
            return nil
        }
        if let declaration = laterConstantDeclaration(of: name.name) {
            report(.error(
                .viewUsedBeforeDeclaration, "constant '\(name.name)' is used before its declaration", at: location,
                related: [RelatedLocation(span: span(declaration), message: "declared here")]))
            return nil
        }
        let known = constants.declared.map(\.name)
        if let suggestion = NameSuggestion.closest(to: name.name, among: known) {
            report(.error(
                .unknownConstant, "unknown constant '\(name.name)'", at: location, notes: ["did you mean '\(suggestion)'?"],
                fixIts: [FixIt(span: location, replacement: suggestion)]))
        } else {
            report(.error(
                .unknownConstant, "unknown constant '\(name.name)'", at: location,
                notes: ["declare it first with 'let \(name.name) = ...', or name a view's attribute as in '\(name.name).left'"]))
        }
        return nil
    }

    /// Where a `let` of the main file declares `name`, if one does.
    private mutating func laterConstantDeclaration(of name: String) -> SourceRange? {
        if let found = constants.laterDeclarations { return found[name] }
        var found: [String: SourceRange] = [:]
        let storage = declaredTree.storage
        for entry in storage.entries where entry.kind == .boxed {
            if case .constant(let statement) = storage.statement(for: entry), found[statement.name.name] == nil {
                found[statement.name.name] = statement.name.range
            }
        }
        constants.laterDeclarations = found
        return found[name]
    }

    /// The priority a name after `@` stands for: a constant's value, or `nil` after reporting
    /// the name as an unknown priority (P007, as the parser did before constants) when no
    /// constant comes close to it.
    mutating func constantPriority(_ name: Identifier) -> Double? {
        if let value = constants.read(name.name) { return value }
        let isConstantLike = viewsByName[name.name] != nil || laterConstantDeclaration(of: name.name) != nil
            || NameSuggestion.closest(to: name.name, among: constants.declared.map(\.name)) != nil
        guard isConstantLike else {
            report(.error(
                .invalidPriority, "unknown priority '\(name.name)'", at: span(name.range),
                notes: ["a priority is required, high, medium, low, defaultHigh, defaultLow, fittingSize, a number in (0, 1000] or a constant"]))
            return nil
        }
        return resolveConstant(name)
    }

    /// The number a property value stands for: a number, or a constant's name.
    mutating func constantPropertyValue(_ name: String, at range: SourceRange) -> Double? {
        resolveConstant(Identifier(name: name, range: range))
    }

    /// Reports `name` as a view declared where a constant already has the name.
    @inline(never)
    mutating func reportViewNamedLikeConstant(_ name: Identifier) -> Bool {
        // Called for every declared view once the file has a constant: the dictionary first.
        guard constants.values[name.name] != nil, let first = constants.declared.first(where: { $0.name == name.name })
        else { return false }
        report(.error(
            .duplicateView, "'\(name.name)' is declared twice: as a constant and as a view", at: span(name.range),
            related: [RelatedLocation(span: first.span, message: "first declared here")]))
        return true
    }
}

import LayoutSource

/// One side of a constraint: a view or guide of the scene and an attribute, as IB names it.
struct ConstraintOperand: Sendable, Equatable {
    /// What the operand belongs to.
    enum Item: Sendable, Equatable {
        case view(Int)
        case guide(GuideReference)
    }

    var item: Item
    /// IB's attribute name (`leading`, `topMargin`, `baseline`).
    var attribute: String
}

/// A multiplier as IB writes it: `0.5`, `1/3` or `131:220`, kept as a fraction where IB wrote one.
struct Multiplier: Sendable, Equatable {
    var numerator: Double
    var denominator: Double
    /// The decimal text IB wrote, when it wrote a decimal.
    var decimal: String?

    var value: Double { numerator / denominator }
    var isOne: Bool { value == 1 }

    static let one = Multiplier(numerator: 1, denominator: 1, decimal: nil)

    /// Reads `text`; nil when it is not a positive or negative finite number or fraction.
    init?(_ text: String) {
        for separator in ["/", ":"] where text.contains(separator) {
            let parts = text.split(separator: Character(separator), omittingEmptySubsequences: false)
            guard parts.count == 2, let top = Double(parts[0]), let bottom = Double(parts[1]), bottom != 0,
                top.isFinite, bottom.isFinite
            else { return nil }
            self.init(numerator: top, denominator: bottom, decimal: nil)
            return
        }
        guard let value = Double(text), value.isFinite else { return nil }
        self.init(numerator: value, denominator: 1, decimal: text)
    }

    init(numerator: Double, denominator: Double, decimal: String?) {
        self.numerator = numerator
        self.denominator = denominator
        self.decimal = decimal
    }

    /// The multiplier as written after a term: ` * 0.5`, ` / 3`, ` * 131 / 220`; empty for one.
    var written: String {
        if isOne { return "" }
        if decimal != nil { return " * " + LayoutNumber.text(value) }
        if numerator == 1 { return " / " + LayoutNumber.text(denominator) }
        return " * " + LayoutNumber.text(numerator) + " / " + LayoutNumber.text(denominator)
    }
}

/// Numbers as a person writes them in a `.layout` file: integers without `.0`, at most six decimals.
enum LayoutNumber {
    static func text(_ value: Double) -> String {
        NumberFormatting.brief(value, fractionDigits: 6)
    }
}

/// A constraint read from the document, in the form `first RELATION second * multiplier + constant`.
struct SceneConstraint: Sendable {
    /// The `<constraint>` element.
    var element: MarkupElement
    /// IB's id of the constraint.
    var id: String
    var first: ConstraintOperand
    var second: ConstraintOperand?
    /// `=`, `>=` or `<=`.
    var relation: String
    var multiplier: Multiplier
    var constant: Double
    var priority: Double
    /// Constants by variation key (`heightClass=compact`), from the constraint's `<variation>` children.
    var variantConstants: [(key: String, constant: Double)] = []

    /// The same constraint with its sides exchanged, when the multiplier is one (`a = b + c` is `b = a - c`).
    func flipped() -> SceneConstraint? {
        guard let second, multiplier.isOne else { return nil }
        var result = self
        result.first = second
        result.second = first
        result.constant = -constant
        result.variantConstants = variantConstants.map { ($0.key, -$0.constant) }
        result.relation = relation == ">=" ? "<=" : (relation == "<=" ? ">=" : relation)
        return result
    }
}

/// Why a constraint element could not be read.
struct ConstraintProblem: Error, Sendable {
    var message: String
}

/// Reads `<constraint>` elements.
enum ConstraintReader {
    /// The attributes IB writes, all of which the language has under the same names.
    static let attributes: Set<String> = [
        "left", "right", "top", "bottom", "leading", "trailing", "width", "height", "centerX", "centerY", "baseline",
        "firstBaseline", "lastBaseline", "leftMargin", "rightMargin", "topMargin", "bottomMargin", "leadingMargin",
        "trailingMargin", "centerXWithinMargins", "centerYWithinMargins",
    ]

    /// Reads `element`, owned by the view at `owner` (the item an omitted `firstItem` means).
    static func read(_ element: MarkupElement, owner: Int, in scene: Scene) throws(ConstraintProblem) -> SceneConstraint {
        guard let firstAttribute = element["firstAttribute"] else {
            throw ConstraintProblem(message: "the constraint has no 'firstAttribute'")
        }
        let first = try operand(item: element["firstItem"], attribute: firstAttribute, owner: owner, in: scene)
        var second: ConstraintOperand?
        if let secondAttribute = element["secondAttribute"], secondAttribute != "notAnAttribute" {
            second = try operand(item: element["secondItem"], attribute: secondAttribute, owner: owner, in: scene)
        } else if let item = element["secondItem"] {
            throw ConstraintProblem(message: "the constraint names a second item '\(item)' without a 'secondAttribute'")
        }
        let relation: String
        switch element["relation"] {
        case nil, "equal": relation = "="
        case "greaterThanOrEqual": relation = ">="
        case "lessThanOrEqual": relation = "<="
        case let other?: throw ConstraintProblem(message: "unknown relation '\(other)'")
        }
        var multiplier = Multiplier.one
        if let text = element["multiplier"] {
            guard let read = Multiplier(text), read.value != 0 || second == nil else {
                throw ConstraintProblem(message: "the multiplier '\(text)' is not a number, a fraction 'a/b' or a ratio 'a:b' other than 0")
            }
            // The numbers a .layout file would write for it, and what the checker folds them to.
            guard [read.numerator, read.denominator, read.value].allSatisfy(NumberLimit.admits) else {
                throw ConstraintProblem(message: "the multiplier '\(text)' is more than \(NumberLimit.spelled), the largest number a .layout file takes")
            }
            multiplier = read
        }
        let constant = try number(element["constant"], default: 0, what: "constant")
        let priority = try number(element["priority"], default: 1000, what: "priority")
        guard priority > 0, priority <= 1000 else {
            throw ConstraintProblem(message: "the priority \(LayoutNumber.text(priority)) is outside 1 to 1000")
        }
        var result = SceneConstraint(
            element: element, id: element["id"] ?? "", first: first, second: second, relation: relation,
            multiplier: multiplier, constant: constant, priority: priority)
        for variation in element.children where variation.name == "variation" {
            guard let key = variation["key"], let text = variation["constant"] else { continue }
            result.variantConstants.append((key, try number(text, default: 0, what: "constant")))
        }
        return result
    }

    private static func number(_ text: String?, default value: Double, what: String) throws(ConstraintProblem) -> Double {
        guard let text else { return value }
        guard let number = Double(text), number.isFinite else {
            throw ConstraintProblem(message: "the \(what) '\(text)' is not a number")
        }
        // A priority past the limit is outside 1 to 1000 as well, which says more.
        guard NumberLimit.admits(number) || what == "priority" else {
            throw ConstraintProblem(message: "the \(what) '\(text)' is more than \(NumberLimit.spelled), the largest number a .layout file takes")
        }
        return number
    }

    private static func operand(item: String?, attribute: String, owner: Int, in scene: Scene) throws(ConstraintProblem)
        -> ConstraintOperand
    {
        guard attributes.contains(attribute) else {
            throw ConstraintProblem(message: "the attribute '\(attribute)' has no equivalent in a .layout file")
        }
        guard let item else { return ConstraintOperand(item: .view(owner), attribute: attribute) }
        if let index = scene.viewIndex[item] { return ConstraintOperand(item: .view(index), attribute: attribute) }
        if let guide = scene.guides[item] { return ConstraintOperand(item: .guide(guide), attribute: attribute) }
        throw ConstraintProblem(message: "the constraint names '\(item)', which is no view or layout guide of this scene")
    }
}

import LayoutIR
import LayoutParser
import LayoutSource

/// What linearization and the type rules need of a term: the view, the attribute as written and
/// the merged coefficient.
protocol LinearFormTerm {
    /// The view.
    var view: ViewID { get }
    /// The attribute as written.
    var attribute: WrittenAttribute { get }
    /// The summed coefficient of every occurrence.
    var coefficient: Double { get }
    /// The primaries the term stands for.
    var expansion: (base: PrimaryAttribute, extent: (PrimaryAttribute, Double)?)? { get }
}

/// A view's scalar attribute as written, with its merged coefficient.
struct WrittenTerm: LinearFormTerm, Sendable {
    /// The view.
    var view: ViewID
    /// Whether the term is a baseline of a view with declared offsets: `top` alone, its offset
    /// in the form's constant, rather than `attribute.expansion` (the bottom).
    var isOffsetFromTop = false
    /// The summed coefficient of every occurrence; may be zero after cancellation.
    var coefficient: Double
    /// The first occurrence, in 32-bit offsets so that a term fits in 32 bytes.
    private var storedRange: CompactRange
    /// The attribute as written (`right`, not `left + width`), which the type rules look at.
    var attribute: WrittenAttribute

    /// Creates a term.
    init(
        view: ViewID, attribute: WrittenAttribute, isOffsetFromTop: Bool = false, coefficient: Double,
        range: SourceRange
    ) {
        self.view = view
        self.isOffsetFromTop = isOffsetFromTop
        self.coefficient = coefficient
        self.storedRange = CompactRange(range)
        self.attribute = attribute
    }

    /// The first occurrence, for diagnostics.
    var range: SourceRange { storedRange.range }

    /// The primaries the term stands for.
    var expansion: (base: PrimaryAttribute, extent: (PrimaryAttribute, Double)?)? {
        isOffsetFromTop ? (.top, nil) : attribute.expansion
    }
}

/// A linear combination of written attributes, a constant, and `flex()`.
///
/// Terms keep their first-appearance order and are merged by (view, attribute); a term whose
/// coefficients cancel stays in the form, so `a.left + a.top - a.top` still relates two axes.
/// Merging searches linearly: the parser caps an expression's height, so forms stay short.
struct LinearForm: Sendable {
    /// The terms in order of first appearance.
    private(set) var terms: [WrittenTerm] = []
    /// The constant part.
    var constant: Double = 0
    /// The constant as written: `constant` without the margins and baseline offsets that
    /// attributes bring in (what generated code writes, the running view supplying the rest).
    var writtenConstant: Double = 0
    /// The signed coefficient of `flex()`.
    var flexCoefficient: Double = 0
    /// The first written `flex()`, if any.
    private(set) var firstFlexRange: SourceRange?
    /// The second written `flex()`, if any: more than one is an error, reported there.
    private(set) var secondFlexRange: SourceRange?

    /// The form of a number.
    init(constant: Double) {
        self.constant = constant
        self.writtenConstant = constant
    }

    /// The form of `view.attribute`, written at `range`.
    init(view: ViewID, attribute: WrittenAttribute, range: SourceRange) {
        terms = [WrittenTerm(view: view, attribute: attribute, coefficient: 1, range: range)]
    }

    /// The form of `view.attribute` written at `range` plus `constant` (a margin, or with
    /// `isOffsetFromTop` a baseline's offset from the view's top).
    init(view: ViewID, attribute: WrittenAttribute, range: SourceRange, constant: Double, isOffsetFromTop: Bool = false) {
        terms = [
            WrittenTerm(
                view: view, attribute: attribute, isOffsetFromTop: isOffsetFromTop, coefficient: 1, range: range)
        ]
        self.constant = constant
    }

    /// The form of `flex()`, written at `range`.
    init(flexAt range: SourceRange) {
        flexCoefficient = 1
        firstFlexRange = range
    }

    /// Whether the form has no unknowns and no `flex()`: a constant sub-expression.
    var isConstant: Bool { terms.isEmpty && firstFlexRange == nil }

    /// Whether every coefficient and the constant are finite.
    var isFinite: Bool {
        constant.isFinite && flexCoefficient.isFinite && terms.allSatisfy { $0.coefficient.isFinite }
    }

    /// The largest magnitude among the constant and the coefficients when it is beyond
    /// `NumberLimit`, else `nil`.
    var largestBeyondLimit: Double? {
        let largest = terms.reduce(max(abs(constant), abs(flexCoefficient))) { max($0, abs($1.coefficient)) }
        return NumberLimit.admits(largest) ? nil : largest
    }

    /// `self + sign * other`.
    func adding(_ other: LinearForm, sign: Double = 1) -> LinearForm {
        var result = self
        for term in other.terms {
            var scaled = term
            scaled.coefficient *= sign
            result.add(scaled)
        }
        result.constant += sign * other.constant
        result.writtenConstant += sign * other.writtenConstant
        result.flexCoefficient += sign * other.flexCoefficient
        result.noteFlex(other.firstFlexRange)
        result.noteFlex(other.secondFlexRange)
        return result
    }

    /// Records a `flex()` written at `range` after those already in the form; only the first
    /// two are ever reported, so later ones are not kept.
    private mutating func noteFlex(_ range: SourceRange?) {
        guard let range else { return }
        if firstFlexRange == nil {
            firstFlexRange = range
        } else if secondFlexRange == nil {
            secondFlexRange = range
        }
    }

    /// `factor * self`.
    func scaled(by factor: Double) -> LinearForm {
        var result = self
        for index in result.terms.indices {
            result.terms[index].coefficient *= factor
        }
        result.constant *= factor
        result.writtenConstant *= factor
        result.flexCoefficient *= factor
        return result
    }

    /// The normalized constraint `terms + constant RELATION 0`, flex() left out (its meaning
    /// is already folded into `relation`).
    func constraint(
        relation: ConstraintRelation, priority: ConstraintPriority, span: SourceSpan, component: String?
    ) -> LayoutConstraint {
        LayoutConstraint(
            linearizing: terms, constant: constant, relation: relation, priority: priority, span: span,
            component: component)
    }

    /// The equation `self RELATION 0` as written, for code generation.
    func writtenEquation(relation: ConstraintRelation) -> WrittenEquation {
        WrittenEquation(
            terms: terms.compactMap { term in
                term.attribute.anchor.map { AnchorTerm(view: term.view, anchor: $0, coefficient: term.coefficient) }
            },
            constant: writtenConstant, relation: relation)
    }

    private mutating func add(_ term: WrittenTerm) {
        if let position = terms.firstIndex(where: { $0.view == term.view && $0.attribute == term.attribute }) {
            terms[position].coefficient = Tolerance.mergedCoefficient(terms[position].coefficient, term.coefficient)
        } else {
            terms.append(term)
        }
    }
}

/// A compound attribute's value: one linear form per component.
struct CompoundForm: Sendable {
    /// `edges`, `size` or `center`.
    var attribute: WrittenAttribute
    /// One form per component, in `attribute.components` order.
    var components: [LinearForm]

    /// `view.attribute` for a compound attribute, each component written at `range`.
    init(view: ViewID, attribute: WrittenAttribute, range: SourceRange) {
        self.attribute = attribute
        self.components = attribute.components.map { LinearForm(view: view, attribute: $0, range: range) }
    }

    /// A compound from its component forms.
    init(attribute: WrittenAttribute, components: [LinearForm]) {
        self.attribute = attribute
        self.components = components
    }

    /// Whether every component is finite.
    var isFinite: Bool { components.allSatisfy(\.isFinite) }

    /// `factor * self`, component by component.
    func scaled(by factor: Double) -> CompoundForm {
        CompoundForm(attribute: attribute, components: components.map { $0.scaled(by: factor) })
    }

    /// `self + sign * other` for the same compound.
    func adding(_ other: CompoundForm, sign: Double) -> CompoundForm {
        CompoundForm(
            attribute: attribute,
            components: zip(components, other.components).map { $0.adding($1, sign: sign) })
    }

    /// `self + number`: every component offset by it, except that edges are inset.
    func offset(by number: Double) -> CompoundForm {
        let components = zip(attribute.components, components).map { component, form in
            let amount = attribute.isInset ? number * component.insetSign : number
            return form.adding(LinearForm(constant: amount))
        }
        return CompoundForm(attribute: attribute, components: components)
    }

    /// The number `value` spread over every component, for `a.size = 50`.
    static func spreading(_ value: Double, over attribute: WrittenAttribute) -> CompoundForm {
        CompoundForm(
            attribute: attribute, components: attribute.components.map { _ in LinearForm(constant: value) })
    }
}

/// The value of an expression: a scalar form or a compound one.
enum FormValue: Sendable {
    case scalar(LinearForm)
    case compound(CompoundForm)
}

extension LayoutConstraint {
    /// The normalized constraint `terms + constant RELATION 0` of written terms.
    ///
    /// Each written term expands into the four primaries in a stack buffer, which is then
    /// normalized as `normalized()` does: the constraint's one heap allocation is its final
    /// terms array, made at its exact size.
    init<Terms: Collection>(
        linearizing terms: Terms, constant: Double, relation: ConstraintRelation, priority: ConstraintPriority,
        span: SourceSpan, component: String?
    ) where Terms.Element: LinearFormTerm {
        let (normalizedTerms, leading) = withUnsafeTemporaryAllocation(
            of: LinearTerm.self, capacity: terms.count * 2
        ) { buffer -> ([LinearTerm], Double?) in
            var count = 0
            for term in terms {
                guard let (base, extent) = term.expansion else { continue }
                buffer.initializeElement(at: count, to: LinearTerm(LayoutVariable(term.view, base), term.coefficient))
                count += 1
                if let (dimension, weight) = extent {
                    buffer.initializeElement(
                        at: count, to: LinearTerm(LayoutVariable(term.view, dimension), weight * term.coefficient))
                    count += 1
                }
            }
            let normalized = LayoutConstraint.normalizeTerms(UnsafeMutableBufferPointer(rebasing: buffer[0..<count]))
            return (Self.array(of: UnsafeBufferPointer(rebasing: buffer[0..<normalized.count])), normalized.leading)
        }
        let normalized = Self.normalizedParts(leading: leading, constant: constant, relation: relation, scale: 1)
        // One memberwise initialization: delegating through `init(normalizedTerms:...)` cost a
        // copy and a destruction of the whole constraint.
        self.init(
            terms: leading == nil ? [] : normalizedTerms, constant: normalized.constant, relation: normalized.relation,
            priority: priority, span: span, component: component, scale: normalized.scale)
    }

    /// A new array of `terms`. Constraints have a handful of terms: array literals build those
    /// with one specialized allocation, where the general initializers go through generic
    /// metadata lookups that cost several times as much.
    private static func array(of terms: UnsafeBufferPointer<LinearTerm>) -> [LinearTerm] {
        switch terms.count {
        case 0: []
        case 1: [terms[0]]
        case 2: [terms[0], terms[1]]
        case 3: [terms[0], terms[1], terms[2]]
        case 4: [terms[0], terms[1], terms[2], terms[3]]
        default: Array(terms)
        }
    }
}

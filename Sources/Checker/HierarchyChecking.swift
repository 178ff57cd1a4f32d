import LayoutIR
import LayoutParser
import LayoutSource

/// What the checker keeps for the view hierarchy while it walks a file.
struct HierarchyState: Sendable {
    /// The equation being checked, for `superview`: its sides tell which view it is about.
    var equation: EquationSyntax?
    /// Which side of `equation` is being evaluated: 0 for the left of the first relation, `k`
    /// for the right of the `k`-th.
    var side = 0
    /// The safe-area guide of each view whose safe area is used, by view index; only looked up.
    var safeAreaGuides: [Int: ViewID] = [:]
    /// The properties root's blocks set (`view root { ... }`), each with where, for A006.
    var rootPropertiesSetAt: [(slot: String, span: SourceSpan)] = []
    /// Whether a root block sets root's margins (`LayoutIR.declaredRootMargins`).
    var declaresRootMargins = false
    /// Where an equation first used root's margins, if one has: a root block after it would
    /// change what that equation already meant, so it is refused (A010).
    var firstRootMarginUse: SourceSpan?
    /// Whether some constraint has a `MarginForm` (`LayoutIR.hasMarginForms`).
    var hasMarginForms = false
}

/// The attributes a safe area has: a guide's position and size attributes and their compounds.
let safeAreaAttributes: [WrittenAttribute] = [
    .left, .top, .right, .bottom, .leading, .trailing, .centerX, .centerY, .width, .height, .edges, .size, .center,
]

// Resolving `superview` and `v.safeArea.attribute` (see grammar.md, "Nested views, superview
// and the safe area").
extension Checker {
    /// The view and attribute `reference` stands for, or `nil` after reporting why there is none.
    mutating func resolveReference(_ reference: AttributeReference) -> (ViewID, WrittenAttribute)? {
        let view = isSuperview(reference.view) ? resolveSuperview(reference.view) : resolveView(reference.view)
        let attributeName = reference.attribute.name
        guard attributeName.utf8.first == UInt8(ascii: "s"), attributeName.hasPrefix("safeArea") else {
            // An attribute's name first: no attribute has a dot or is `content` or `frame`.
            if let attribute = WrittenAttribute(named: attributeName) {
                guard let view else { return nil }
                return (view, attribute)
            }
            let isDotted = attributeName.utf8.contains(UInt8(ascii: "."))
            if let kind = Self.rootGuideKind(of: attributeName), isDotted || view == .root {
                return resolveRootGuideReference(reference, kind: kind, view: view)
            }
            if Self.isScrollGuideName(attributeName), isDotted || view.map({ views[$0.index].isScrollView }) == true {
                return resolveScrollGuideReference(reference, view: view)
            }
            if isDotted {
                if view != nil { reportUnknownGuideAttribute(reference.attribute, view: view) }
                return nil
            }
            let attribute = resolveAttribute(reference.attribute)
            guard let view, let attribute else { return nil }
            return (view, attribute)
        }
        guard let attribute = resolveSafeAreaAttribute(reference.attribute), let view else { return nil }
        guard !views[view.index].isGuide else {
            report(.error(
                .safeAreaOfGuide, "guide '\(views[view.index].name)' has no safe area", at: span(reference.view.range),
                notes: ["a safe area belongs to a view; use the safe area of the view the guide is in"]))
            return nil
        }
        return (safeAreaGuide(of: view), attribute)
    }

    /// Whether `name` means the parent: `superview`, unless a view of that name is declared.
    func isSuperview(_ name: Identifier) -> Bool {
        name.name == "superview" && viewsByName["superview"] == nil
    }

    /// The parent of the view the current relation is about, or `nil` after reporting.
    private mutating func resolveSuperview(_ name: Identifier) -> ViewID? {
        guard let equation = hierarchy.equation else { return nil }
        let sides = [equation.left] + equation.relations.map(\.right)
        let leftSide = sides[max(0, hierarchy.side - 1)]
        switch firstView(in: leftSide) {
        case .unresolved:
            // Its name is unknown, and reported as such where it is written.
            return nil
        case .none:
            report(.error(
                .superviewWithoutView, "'superview' needs a view on the left-hand side", at: span(name.range),
                notes: ["superview is the parent of the first view named left of the relation, as in 'title.top = superview.top + 8'"]))
            return nil
        case .view(let subject):
            guard subject != .root else {
                report(.error(
                    .superviewOfRoot, "root has no superview", at: span(name.range),
                    notes: ["this relation is about root, the top of the view tree"]))
                return nil
            }
            return views[subject.index].parent ?? .root
        }
    }

    /// What the first view reference of an expression (in source order, `superview` skipped) is.
    private enum FirstView {
        case none
        case unresolved
        case view(ViewID)
    }

    private func firstView(in expression: Expression) -> FirstView {
        // Depth-first, left before right, with an explicit stack: trees can be 256 levels high.
        var pending = [expression]
        while let next = pending.popLast() {
            switch next {
            case .attribute(let reference):
                if isSuperview(reference.view) { continue }
                guard let view = viewsByName[reference.view.name] else { return .unresolved }
                return .view(view)
            case .unary(let node): pending.append(node.operand)
            case .binary(let node): pending.append(node.right); pending.append(node.left)
            case .parenthesized(let node): pending.append(node.inner)
            case .number, .flex, .name, .scaled, .bad: break
            }
        }
        return .none
    }

    /// The attribute of `safeArea.attribute`, or `nil` after reporting an unknown one.
    private mutating func resolveSafeAreaAttribute(_ name: Identifier) -> WrittenAttribute? {
        let location = span(name.range)
        let written = name.name
        if written.hasPrefix("safeArea."), let attribute = WrittenAttribute(named: String(written.dropFirst(9))),
            safeAreaAttributes.contains(attribute)
        {
            return attribute
        }
        if written == "safeArea" {
            report(.error(
                .unknownAttribute, "'safeArea' is a guide, not an attribute", at: location,
                notes: ["name one of its attributes, as in 'safeArea.top' or 'safeArea.edges'"]))
            return nil
        }
        reportUnknownGuideAttribute(written, of: "safeArea", at: location, holder: "a safe area")
        return nil
    }

    /// Reports `written`, an unknown attribute of the guide written `guideName` (`safeArea`,
    /// `page.content`): "did you mean" among the guide's attributes, else what it has.
    mutating func reportUnknownGuideAttribute(_ written: String, of guideName: String, at location: SourceSpan, holder: String) {
        let candidates = safeAreaAttributes.map { guideName + "." + $0.rawValue }
        if let suggestion = NameSuggestion.closest(to: written, among: candidates) {
            report(.error(
                .unknownAttribute, "unknown attribute '\(written)'", at: location,
                notes: ["did you mean '\(suggestion)'?"], fixIts: [FixIt(span: location, replacement: suggestion)]))
        } else {
            report(.error(
                .unknownAttribute, "unknown attribute '\(written)'", at: location,
                notes: ["\(holder) has left, top, right, bottom, leading, trailing, centerX, centerY, width, height, edges, size and center"]))
        }
    }

    /// The safe-area guide of `view`, added to the IR the first time it is used.
    mutating func safeAreaGuide(of view: ViewID) -> ViewID {
        if let guide = hierarchy.safeAreaGuides[view.index] { return guide }
        let guide = ViewID(views.count)
        views.append(ViewDeclaration(
            name: views[view.index].name + ".safeArea", span: views[view.index].span, isGuide: true, parent: view,
            safeAreaOwner: view))
        hierarchy.safeAreaGuides[view.index] = guide
        return guide
    }

    /// Whether `view` is a view (not a guide or a safe area) whose parent is not root.
    func isNested(_ view: ViewID) -> Bool {
        guard view.index < views.count, let parent = views[view.index].parent else { return false }
        return parent != .root && views[view.index].safeAreaOwner == nil
    }

    /// H005: `title.top = 10` for a view nested in another places it at y 10 in root's
    /// coordinates (numbers are root-relative, nested or not), where EasyPeasy and
    /// SimpleConstraint users expect 10 below the parent's top. Said, with a fix-it to
    /// `superview.top + 10`; `root.top + 10` keeps root's coordinates without the warning.
    mutating func warnAbsolutePosition(_ equation: EquationSyntax, left: FormValue, right: FormValue) {
        guard equation.chain.isEmpty, case .scalar(let leftForm) = left, case .scalar(let rightForm) = right else { return }
        // Either way round: `title.top = 10` or `10 = title.top`.
        let isReversed = leftForm.isConstant
        let (subject, number) = isReversed ? (rightForm, leftForm) : (leftForm, rightForm)
        let numberRange = isReversed ? equation.left.range : equation.relation.right.range
        guard number.isConstant, number.firstFlexRange == nil, subject.terms.count == 1 else { return }
        var side = isReversed ? equation.relation.right : equation.left
        while case .parenthesized(let inner) = side { side = inner.inner }
        guard case .attribute(let reference) = side, !isSuperview(reference.view),
            let attribute = WrittenAttribute(named: reference.attribute.name), attribute.isPosition,
            let view = viewsByName[reference.view.name], isNested(view), let parent = views[view.index].parent
        else { return }
        let name = views[view.index].name
        let parentName = views[parent.index].name
        let amount = number.constant
        // `superview` means the parent of a view on the left, so a reversed equation names the parent.
        let parentReference = viewsByName["superview"] == nil && !isReversed ? "superview" : parentName
        let offset = amount == 0 ? "" : (amount > 0 ? " + " : " - ") + NumberSpelling.shortest(abs(amount))
        let replacement = "\(parentReference).\(attribute.rawValue)\(offset)"
        let axis = attribute.axis == .horizontal ? "x" : "y"
        report(.warning(
            .absolutePositionInNestedView,
            "'\(name)' is nested in '\(parentName)', but a bare number is a position in root's coordinates",
            at: span(numberRange),
            notes: [
                "this puts \(name).\(attribute.rawValue) at \(axis) \(NumberSpelling.shortest(amount)) of root, wherever '\(parentName)' is; EasyPeasy and SimpleConstraint measure from the superview",
                "write '\(replacement)' to place it in '\(parentName)', or 'root.\(attribute.rawValue)\(offset.isEmpty ? " + 0" : offset)' to keep root's coordinates without this warning",
            ],
            fixIts: [FixIt(span: span(numberRange), replacement: replacement)]))
    }
}

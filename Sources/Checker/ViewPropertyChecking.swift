import LayoutIR
import LayoutParser
import LayoutSource

// Checking view property blocks (see grammar.md, "View property blocks"): the properties, the
// implicit constraints of intrinsic sizes, and the value of margin and baseline attributes,
// which depend on the view's properties.
extension Checker {
    // MARK: Attribute values

    /// The properties of `view`: its block's, or the defaults.
    func properties(of view: ViewID) -> ViewProperties {
        viewProperties[view.index] ?? .defaults
    }

    /// The value of `view.attribute`: margins add the view's margin, and a baseline of a view
    /// with declared offsets is its top plus the offset (else its bottom).
    func value(of attribute: WrittenAttribute, of view: ViewID, at range: SourceRange) -> FormValue {
        // The core's attributes come first and cost no property lookup.
        if attribute.isCoreAttribute {
            return attribute.isCompound
                ? .compound(CompoundForm(view: view, attribute: attribute, range: range))
                : .scalar(LinearForm(view: view, attribute: attribute, range: range))
        }
        if attribute.isCompound {
            return .compound(CompoundForm(
                attribute: attribute, components: attribute.components.map { scalar(of: $0, of: view, at: range) }))
        }
        return .scalar(scalar(of: attribute, of: view, at: range))
    }

    private func scalar(of attribute: WrittenAttribute, of view: ViewID, at range: SourceRange) -> LinearForm {
        let properties = properties(of: view)
        let margins = properties.alignedMargins
        let offset: Double
        switch attribute {
        case .leftMargin, .leadingMargin: offset = margins.left
        case .rightMargin, .trailingMargin: offset = -margins.right
        case .topMargin: offset = margins.top
        case .bottomMargin: offset = -margins.bottom
        case .centerXWithinMargins: offset = (margins.left - margins.right) / 2
        case .centerYWithinMargins: offset = (margins.top - margins.bottom) / 2
        case .firstBaseline, .lastBaseline, .baseline:
            // `baseline` is the last baseline, as in SimpleConstraint; without offsets, the bottom.
            let declared = attribute == .firstBaseline ? properties.firstBaseline : properties.lastBaseline
            guard let declared else { return LinearForm(view: view, attribute: attribute, range: range) }
            // The offset is from the drawn top, which lies the top inset above the alignment rectangle's.
            return LinearForm(
                view: view, attribute: attribute, range: range, constant: declared - properties.alignmentInsets.top,
                isOffsetFromTop: true)
        default:
            return LinearForm(view: view, attribute: attribute, range: range)
        }
        return LinearForm(view: view, attribute: attribute, range: range, constant: offset)
    }

    /// The margin attributes of `form` (`MarginForm`), whose normalized constraint starts with
    /// `firstVariable`, or `nil` when it uses no margin: what a solve moves when its environment
    /// measures margins from somewhere other than the view's frame.
    func marginForm(of form: LinearForm, firstVariable: LayoutVariable) -> MarginForm? {
        guard form.terms.contains(where: { $0.attribute.isMargin }) else { return nil }
        // The first variable's written coefficient, summed in the order normalization sums it.
        var leading = 0.0
        for term in form.terms {
            guard let (base, extent) = term.expansion else { continue }
            if LayoutVariable(term.view, base) == firstVariable { leading += term.coefficient }
            if let (dimension, weight) = extent, LayoutVariable(term.view, dimension) == firstVariable {
                leading += weight * term.coefficient
            }
        }
        guard leading != 0, leading.isFinite else { return nil }
        var result: MarginForm?
        for term in form.terms where term.attribute.isMargin {
            let properties = properties(of: term.view)
            // Each side once, or both halves for a center (no array per term: this runs per constraint).
            let (first, second): (MarginSide, MarginSide?) = switch term.attribute {
            case .leftMargin, .leadingMargin: (.left, nil)
            case .rightMargin, .trailingMargin: (.right, nil)
            case .topMargin: (.top, nil)
            case .bottomMargin: (.bottom, nil)
            case .centerXWithinMargins: (.left, .right)
            default: (.top, .bottom)  // centerYWithinMargins
            }
            let share = second == nil ? 1.0 : 0.5
            let leadsOnPhysicalMargins = term.attribute.dependsOnDirection
                && properties.directionalMargins == nil && properties.margins.left != properties.margins.right
            var next: MarginSide? = first
            while let side = next {
                next = side == first ? second : nil
                let margins = properties.alignedMargins
                let margin = switch side {
                case .left: margins.left
                case .top: margins.top
                case .right: margins.right
                case .bottom: margins.bottom
                }
                let use = MarginUse(
                    view: term.view, side: side, coefficient: share * term.coefficient, margin: margin,
                    followsSafeArea: properties.insetsMarginsFromSafeArea, leadsOnPhysicalMargins: leadsOnPhysicalMargins)
                if result == nil { result = MarginForm(leading: leading, first: use) } else { result?.append(use) }
            }
        }
        return result
    }

    // MARK: Property blocks

    /// The properties a block may set, for suggestions.
    static let propertyNames = [
        "intrinsic", "intrinsicWidth", "intrinsicHeight", "hugging", "compression", "margins", "directionalMargins",
        "insetsMarginsFromSafeArea", "baseline", "hidden", "textStyle", "alignmentInsets",
    ]

    /// The properties root's block may set: root is the canvas, with no content of its own.
    static let rootPropertyNames = ["margins", "directionalMargins", "insetsMarginsFromSafeArea"]

    /// The slot a property fills, for A006: `margins` and `directionalMargins` set the same margins.
    private static func slots(of name: String) -> [String] {
        switch name {
        case "intrinsic": ["intrinsicWidth", "intrinsicHeight"]
        case "directionalMargins": ["margins"]
        default: [name]
        }
    }

    /// Checks root's block (`view root { margins 16 }`): only margins and their safe-area rule,
    /// each once across every such block; the margins are kept for the IR (`declaredRootMargins`).
    mutating func declareRootProperties(_ block: PropertyBlockSyntax) {
        var properties = properties(of: .root)
        for child in block.children {
            report(.error(
                .propertyOnRoot, "views cannot be declared in root's block", at: span(child.range),
                notes: ["every top-level view is already in root: declare it after the block"]))
        }
        // Statements are checked in order: an equation before this block already took root's
        // margins as they were, so the block may not change them afterwards.
        if let firstUse = hierarchy.firstRootMarginUse, !block.properties.isEmpty {
            report(.error(
                .rootBlockAfterMarginUse, "root's block comes after an equation that uses root's margins",
                at: span(block.range), related: [RelatedLocation(span: firstUse, message: "root's margins first used here")],
                notes: ["move 'view root { ... }' above every equation that uses root's margins"]))
            return
        }
        for property in block.properties {
            let name = property.name.name
            guard Self.propertyNames.contains(name) || Self.stackPropertyNames.contains(name) || name == "spacingAfter" else {
                reportUnknownProperty(property.name)
                continue
            }
            guard Self.rootPropertyNames.contains(name) else {
                report(.error(
                    .propertyOnRoot, "root cannot have '\(name)'", at: span(property.name.range),
                    notes: ["root is the canvas: its block takes margins, directionalMargins and insetsMarginsFromSafeArea"]))
                continue
            }
            let slots = Self.slots(of: name)
            if let first = hierarchy.rootPropertiesSetAt.first(where: { slots.contains($0.slot) }) {
                report(.error(
                    .duplicateProperty, "\(first.slot) of 'root' is set twice",
                    at: span(property.name.range), related: [RelatedLocation(span: first.span, message: "first set here")]))
                continue
            }
            guard apply(property, to: &properties) else { continue }
            hierarchy.rootPropertiesSetAt += slots.map { ($0, span(property.range)) }
            if slots.contains("margins") { hierarchy.declaresRootMargins = true }
        }
        viewProperties[ViewID.root.index] = properties
    }

    /// Checks a property block, records the view's properties, and emits the implicit constraints
    /// of an intrinsic size, located at the property that declares it.
    mutating func declareProperties(_ block: PropertyBlockSyntax, context: StackContext? = nil) {
        // A block on a second declaration of a name (N002) belongs to no view.
        guard let view = viewsByName[block.view.name], views[view.index].span == span(block.view.range) else { return }
        var properties = views[view.index].isStack ? ViewProperties.stackDefaults : .defaults
        var setAt: [(slot: String, span: SourceSpan)] = []
        var intrinsicSpans: (width: SourceSpan?, height: SourceSpan?) = (nil, nil)
        for property in block.properties {
            let name = property.name.name
            let location = span(property.range)
            guard Self.propertyNames.contains(name) || Self.stackPropertyNames.contains(name) || name == "spacingAfter" else {
                reportUnknownProperty(property.name)
                continue
            }
            let slots = Self.slots(of: name)
            if let first = setAt.first(where: { slots.contains($0.slot) }) {
                report(.error(
                    .duplicateProperty, "\(first.slot) of '\(block.view.name)' is set twice",
                    at: span(property.name.range), related: [RelatedLocation(span: first.span, message: "first set here")]))
                continue
            }
            if applyStackProperty(property, of: view, context: context) {
                setAt += slots.map { ($0, location) }
                continue
            }
            if name == "alignmentInsets", views[view.index].isStack || views[view.index].isScrollView {
                // A container's own layout (a stack's arranged views, a scroll view's content)
                // is measured from its bounds; insets there would need UIKit's container rules.
                report(.error(
                    .invalidPropertyValues, "alignmentInsets belongs to a plain view, not a stack or scroll view",
                    at: location, notes: ["alignment insets are a control's (UISwitch, UISlider...): declare it with 'view'"]))
                continue
            }
            guard apply(property, to: &properties) else { continue }
            setAt += slots.map { ($0, location) }
            if slots.contains("intrinsicWidth") { intrinsicSpans.width = location }
            if slots.contains("intrinsicHeight") { intrinsicSpans.height = location }
        }
        viewProperties[view.index] = properties
        if !properties.alignmentInsets.isZero, let location = setAt.first(where: { $0.slot == "alignmentInsets" })?.span {
            alignmentInsets.append(AlignmentInsetsUse(view: view, insets: properties.alignmentInsets, span: location))
        }
        if properties.isHidden, let location = setAt.first(where: { $0.slot == "hidden" })?.span {
            declareHidden(view, at: location)
        }
        for (slot, location) in setAt where slot == "hugging" || slot == "compression" {
            guard properties.intrinsicWidth == nil, properties.intrinsicHeight == nil else { break }
            report(.warning(
                .priorityWithoutIntrinsicSize,
                "\(slot) has no effect: '\(block.view.name)' has no intrinsic size", at: location,
                notes: ["content priorities apply to an intrinsic size: add 'intrinsic W x H'"]))
        }
        if let style = properties.textStyle, let location = setAt.first(where: { $0.slot == "textStyle" })?.span {
            scaleIntrinsicSize(of: &properties, by: style, named: block.view.name, at: location)
            viewProperties[view.index] = properties
            if properties.intrinsicWidth != nil || properties.intrinsicHeight != nil {
                textStyles.append(TextStyleUse(
                    view: view, style: style, intrinsicWidth: properties.intrinsicWidth,
                    intrinsicHeight: properties.intrinsicHeight, span: location))
            }
        }
        if let width = properties.intrinsicWidth, let location = intrinsicSpans.width {
            emitIntrinsic(LayoutVariable(view, .width), width, properties.hugging.horizontal,
                          properties.compression.horizontal, at: location)
        }
        if let height = properties.intrinsicHeight, let location = intrinsicSpans.height {
            emitIntrinsic(LayoutVariable(view, .height), height, properties.hugging.vertical,
                          properties.compression.vertical, at: location)
        }
    }

    /// Scales the declared intrinsic size (the size at `large`) to the checked content size
    /// category, as a label's grows with its font; warns (T024) when there is none to scale.
    private mutating func scaleIntrinsicSize(
        of properties: inout ViewProperties, by style: TextStyle, named name: String, at location: SourceSpan
    ) {
        hasScaledValues = true
        guard properties.intrinsicWidth != nil || properties.intrinsicHeight != nil else {
            report(.warning(
                .textStyleWithoutIntrinsicSize, "textStyle has no effect: '\(name)' has no intrinsic size", at: location,
                notes: ["a text style scales the intrinsic size, declared at the default category: add 'intrinsic W x H'"]))
            return
        }
        properties.intrinsicWidth = properties.intrinsicWidth.map { DynamicTypeSizes.scaled($0, style: style, at: contentSize) }
        properties.intrinsicHeight = properties.intrinsicHeight.map { DynamicTypeSizes.scaled($0, style: style, at: contentSize) }
    }

    /// `dimension <= size` at the hugging priority and `dimension >= size` at the compression
    /// resistance priority, exactly as Auto Layout derives them from an intrinsic content size.
    private mutating func emitIntrinsic(
        _ dimension: LayoutVariable, _ size: Double, _ hugging: Double, _ compression: Double, at location: SourceSpan
    ) {
        for (relation, priority) in [(ConstraintRelation.lessThanOrEqual, hugging), (.greaterThanOrEqual, compression)] {
            var constraint = LayoutConstraint(
                terms: [LinearTerm(dimension, 1)], constant: -size, relation: relation,
                priority: ConstraintPriority(priority), span: location)
            if keepsWrittenEquations {
                let anchor: LayoutAnchor = dimension.attribute == .width ? .width : .height
                constraint.written = WrittenEquation(
                    terms: [AnchorTerm(view: dimension.view, anchor: anchor, coefficient: 1)], constant: -size,
                    relation: relation, origin: .intrinsicSize)
            }
            emit(constraint)
        }
    }

    mutating func reportUnknownProperty(_ name: Identifier) {
        let location = span(name.range)
        if let suggestion = NameSuggestion.closest(to: name.name, among: Self.propertyNames + Self.stackPropertyNames + ["spacingAfter"]) {
            report(.error(
                .unknownProperty, "unknown property '\(name.name)'", at: location,
                notes: ["did you mean '\(suggestion)'?"], fixIts: [FixIt(span: location, replacement: suggestion)]))
        } else {
            report(.error(
                .unknownProperty, "unknown property '\(name.name)'", at: location, notes: [Parser.propertyNote]))
        }
    }

    /// Sets `property` on `properties`; returns false after reporting invalid values.
    private mutating func apply(_ property: ViewPropertySyntax, to properties: inout ViewProperties) -> Bool {
        let name = property.name.name
        let values = property.values
        switch name {
        case "intrinsic":
            guard values.count == 2, values[1].separator == .by else {
                return invalid(property, "intrinsic takes a width and a height, as in 'intrinsic 120 x 20'")
            }
            // `number` has said what is wrong with a value.
            guard let width = number(values[0], of: name), let height = number(values[1], of: name) else { return false }
            properties.intrinsicWidth = width
            properties.intrinsicHeight = height
        case "intrinsicWidth", "intrinsicHeight":
            guard values.count == 1 else {
                return invalid(property, "\(name) takes one number, as in '\(name) 120'")
            }
            guard let size = number(values[0], of: name) else { return false }
            if name == "intrinsicWidth" { properties.intrinsicWidth = size } else { properties.intrinsicHeight = size }
        case "hugging", "compression":
            guard (1...2).contains(values.count), values.allSatisfy({ $0.separator != .by }) else {
                return invalid(property, "\(name) takes one priority for both axes, or a horizontal and a vertical one, as in '\(name) 251, 250'")
            }
            var priorities: [Double] = []
            for value in values {
                guard let priority = priority(value) else { return false }
                priorities.append(priority)
            }
            let pair = (horizontal: priorities[0], vertical: priorities.last ?? priorities[0])
            if name == "hugging" {
                properties.hugging = pair
                properties.statesHugging = true
            } else {
                properties.compression = pair
                properties.statesCompression = true
            }
        case "margins", "directionalMargins":
            let sides = name == "margins" ? "top, left, bottom, right" : "top, leading, bottom, trailing"
            guard values.count == 1 || values.count == 4, values.allSatisfy({ $0.separator != .by }) else {
                return invalid(property, "\(name) takes one number for every side, or four: \(sides)")
            }
            var numbers: [Double] = []
            for value in values {
                guard let amount = number(value, of: name) else { return false }
                numbers.append(amount)
            }
            let four = numbers.count == 1 ? [numbers[0], numbers[0], numbers[0], numbers[0]] : numbers
            if name == "margins" {
                properties.margins = (four[0], four[1], four[2], four[3])
            } else {
                // NSDirectionalEdgeInsets: leading is the left in ltr, the right in rtl.
                properties.directionalMargins = (four[0], four[1], four[2], four[3])
                properties.margins = direction == .rightToLeft
                    ? (four[0], four[3], four[2], four[1]) : (four[0], four[1], four[2], four[3])
            }
        case "alignmentInsets":
            guard values.count == 1 || values.count == 4, values.allSatisfy({ $0.separator != .by }) else {
                return invalid(property, "alignmentInsets takes one number for every side, or four: top, left, bottom, right")
            }
            var numbers: [Double] = []
            for value in values {
                guard let amount = number(value, of: name) else { return false }
                numbers.append(amount)
            }
            let four = numbers.count == 1 ? [numbers[0], numbers[0], numbers[0], numbers[0]] : numbers
            properties.alignmentInsets = AlignmentInsets(top: four[0], left: four[1], bottom: four[2], right: four[3])
        case "insetsMarginsFromSafeArea":
            guard values.count == 1, case .boolean(let insets) = values[0].value else {
                return invalid(property, "insetsMarginsFromSafeArea takes true or false, as in 'insetsMarginsFromSafeArea false'")
            }
            properties.insetsMarginsFromSafeArea = insets
        case "hidden":
            guard values.count == 1, case .boolean(let hidden) = values[0].value else {
                return invalid(property, "hidden takes true or false, as in 'hidden true'")
            }
            properties.isHidden = hidden
        case "textStyle":
            guard values.count == 1, case .identifier(let name) = values[0].value else {
                return invalid(property, "textStyle takes one of UIKit's text styles, as in 'textStyle body'")
            }
            guard let style = textStyle(named: name, at: values[0].range) else { return false }
            properties.textStyle = style
        case "baseline":
            guard (1...2).contains(values.count), values.allSatisfy({ $0.separator != .by }) else {
                return invalid(property, "baseline takes one offset from the top, or two: first and last baseline")
            }
            var numbers: [Double] = []
            for value in values {
                guard let offset = number(value, of: name) else { return false }
                numbers.append(offset)
            }
            properties.firstBaseline = numbers[0]
            properties.lastBaseline = numbers.last ?? numbers[0]
        default:
            return false
        }
        return true
    }

    private mutating func invalid(_ property: ViewPropertySyntax, _ message: String) -> Bool {
        report(.error(.invalidPropertyValues, message, at: span(property.range)))
        return false
    }

    /// The number `value`, or `nil` after reporting a priority name where a number belongs.
    private mutating func number(_ value: PropertyValueSyntax, of property: String) -> Double? {
        switch value.value {
        case .number(let number): return checkWrittenNumber(number, at: value.range) ? number : nil
        case .priority(let name):
            report(.error(
                .invalidPropertyValues, "\(property) takes numbers, not the priority '\(name.rawValue)'",
                at: span(value.range)))
            return nil
        case .boolean(let flag):
            report(.error(.invalidPropertyValues, "\(property) takes numbers, not '\(flag)'", at: span(value.range)))
            return nil
        case .identifier(let name):
            // A named constant (`margins gap`); anything else is reported as an unknown one.
            return constantPropertyValue(name, at: value.range)
        }
    }

    /// The priority `value`, or `nil` after reporting one outside (0, 1000] (PriorityChecking.swift).
    private mutating func priority(_ value: PropertyValueSyntax) -> Double? {
        switch value.value {
        case .priority(let name): return name.value
        case .number(let number):
            return checkPriorityNumber(number, at: value.range)
        case .boolean(let flag):
            report(.error(.invalidPropertyValues, "a priority is a number or a name, not '\(flag)'", at: span(value.range)))
            return nil
        case .identifier(let name) where constants.values[name] != nil:
            return constants.read(name).flatMap { checkPriorityNumber($0, at: value.range) }
        case .identifier(let name):
            report(.error(
                .invalidPropertyValues, "unknown priority '\(name)'", at: span(value.range),
                notes: ["a priority is required, high, medium, low, defaultHigh, defaultLow, fittingSize or a number in (0, 1000]"]))
            return nil
        }
    }
}

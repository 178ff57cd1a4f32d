import LayoutChecker
import LayoutIR
import LayoutSource

/// One constraint of the generated code: what Auto Layout states, and where it came from.
struct GeneratedConstraint {
    /// The constraint.
    var constraint: AutoLayoutConstraint
    /// Its `identifier`: `FILE.layout:LINE:COLUMN`, then `[name]`, then what it is for.
    var identifier: String
    /// The `[name]` it was given, if any.
    var name: String?
    /// The index of its `when` condition in `LayoutIR.conditions`, if any.
    var condition: Int?
    /// The source line to quote above it, once per equation.
    var quote: String?
    /// The helper guides (indices among the file's) to create before it.
    var helpersBefore: [Int] = []
}

/// One named constant the generated type lets an app set: the constraints it is added to.
struct SettableConstant {
    /// The constant's name and checked value.
    var name: String
    var value: Double
    /// Each constraint (an index into the generated constraints) and how much its constant
    /// grows per unit of the named constant.
    var terms: [(constraint: Int, slope: Double)]
}

/// How the constant of one generated constraint follows Dynamic Type: its value at `large`
/// less each scaled amount, plus each amount scaled by its text style's `UIFontMetrics`.
struct ScaledConstant {
    /// The constraint, an index into the generated constraints.
    var constraint: Int
    /// Each text style and the amount of the constant it scales (its slope in the style's factor).
    var terms: [(style: TextStyle, amount: Double)]
}

/// Which named constants become settable properties and which stay folded.
struct ConstantPlan {
    var settable: [SettableConstant] = []
    var folded: [String] = []
    /// Computed from other constants: follows them.
    var derived: [String] = []
}

/// Writes the Swift code of one checked file (grammar.md, "Code generation").
struct SwiftGenerator {
    let checked: CheckResult
    let target: CodeTarget
    let typeName: String
    /// Diagnostics of generation (G codes).
    private(set) var diagnostics: [Diagnostic] = []
    /// Writes every constraint's constant as a placeholder: two files whose texts are then equal
    /// differ in those constants alone (how `generateCode` tells which constants can be settable).
    var placeholderConstants = false
    /// The constants the generated type lets an app set, and those folded into the code.
    var constantPlan = ConstantPlan()
    /// The constraints whose constants hold scaled numbers (UIKit), in constraint order.
    var scaledConstants: [ScaledConstant] = []
    /// Whether the `Environment` has the content size category: the code reads it (UIKit, and a
    /// `contentSize` condition or a scaled constant).
    private var readsContentSize: Bool {
        target == .uikit
            && (!scaledConstants.isEmpty || ir.conditions.contains(where: \.readsContentSize)
                || ir.visibility.contains { $0.hiddenWhen.readsContentSize }
                || ir.stackVariations.contains { $0.condition.readsContentSize })
    }
    /// The constraints of the last `generate()`, in the order of `constraints` (after AppKit's margin guides').
    private(set) var generatedConstraints: [GeneratedConstraint] = []

    private var ir: LayoutIR { checked.ir }
    private let sourcesByPath: [String: SourceFile]
    /// Each source's file name without its folder, as identifiers name it.
    private let fileNames: [String: String]
    /// The checked file's name, fit for comments.
    private let mainFileName: String
    private let properties: [Int: DeclaredViewProperties]
    /// The Swift name of each view and guide inside the generated code, by view index.
    private var names: [Int: String] = [:]
    /// AppKit only: the name of the guide standing for each view's layout margins, by view index.
    private var marginGuides: [Int: String] = [:]
    /// The helper guides of equations of more than two anchors: owner, identifier, condition.
    private var helperGuides: [(owner: ViewID, identifier: String, condition: Int?)] = []
    /// The Swift name of each helper guide.
    private var helperNames: [String] = []
    private var scope: NameScope
    /// How many of AppKit's margin-guide constraints come first in `constraints`.
    private var constantOffset = 0
    /// The Swift name of each settable constant's property.
    private var constantMembers: [String] = []

    init(checked: CheckResult, target: CodeTarget, typeName: String) {
        self.checked = checked
        self.target = target
        self.typeName = typeName
        var sources: [String: SourceFile] = [:]
        for source in checked.sources where sources[source.path] == nil { sources[source.path] = source }
        sourcesByPath = sources
        // The checked file by its name; a file it uses by its path from the checked file's folder
        // (`base/card.layout`), so two files of one name are told apart, whatever the folder is.
        let mainPath = checked.sources.first?.path ?? ""
        let folder = mainPath.contains("/") ? String(mainPath[..<(mainPath.lastIndex(of: "/") ?? mainPath.endIndex)]) + "/" : ""
        fileNames = sources.mapValues { source in
            if source.path != mainPath, !folder.isEmpty, source.path.hasPrefix(folder) {
                return String(source.path.dropFirst(folder.count))
            }
            if source.path != mainPath, folder.isEmpty, !source.path.hasPrefix("/") { return source.path }
            return source.path.split(separator: "/").last.map(String.init) ?? source.path
        }
        mainFileName = Self.commentSafe(checked.sources.first.map { $0.path.split(separator: "/").last.map(String.init) ?? $0.path } ?? "")
        var properties: [Int: DeclaredViewProperties] = [:]
        for declared in checked.viewProperties { properties[declared.view.index] = declared }
        self.properties = properties
        // The generated code's own names, and the framework types it names in expressions, which
        // a local of the same name would shadow.
        scope = NameScope(reserved: [
            typeName, "activate", "deactivate", "Environment", "add", "conditions", "NSLayoutConstraint", "UILayoutGuide",
            "NSLayoutGuide", "UILayoutPriority", "UIEdgeInsets", "NSUserInterfaceItemIdentifier", "CGSize", "String",
            "UIView", "NSView", "UIStackView", "UIScrollView", "constraints", "updateConstants", "CGFloat",
            "UIFontMetrics", "UITraitCollection", "UIContentSizeCategory", "updateScaledConstants",
            // What variant code adds: `apply(_:animated:duration:)`, trait following, root kept.
            "apply", "followTraitChanges", "rootView", "appliedEnvironment", "TimeInterval", "NSAnimationContext",
        ])
    }

    // MARK: Framework spellings

    private var viewType: String { target == .uikit ? "UIView" : "NSView" }
    private var guideType: String { target == .uikit ? "UILayoutGuide" : "NSLayoutGuide" }
    private var priorityType: String { target == .uikit ? "UILayoutPriority" : "NSLayoutConstraint.Priority" }
    private var framework: String { target == .uikit ? "UIKit" : "AppKit" }

    // MARK: What to generate

    /// The views the file declares (stacks and scroll views included); not the guides a stack
    /// adds to lay itself out, which UIStackView makes itself.
    private var declaredViews: [ViewID] {
        ir.viewIDs.filter { $0 != .root && !ir.views[$0.index].isGuide && isDeclared($0) }
    }

    private var declaredGuides: [ViewID] {
        ir.viewIDs.filter { $0 != .root && ir.views[$0.index].isGuide && isDeclared($0) }
    }

    /// Whether `view` is written in the file: not a safe-area guide, a scroll view's content or
    /// frame guide, or a stack's own guide.
    private func isDeclared(_ view: ViewID) -> Bool {
        !ir.views[view.index].isImplicitGuide && ir.views[view.index].stackGuideOwner == nil
    }

    /// The stacks, in declaration order.
    private var stacks: [(view: ViewID, configuration: StackConfiguration)] {
        declaredViews.compactMap { view in ir.views[view.index].stack.map { (view, $0) } }
    }

    /// The views some stack arranges: a stack adds them itself (`addArrangedSubview(_:)`).
    private var arrangedViews: Set<ViewID> {
        Set(stacks.flatMap { $0.configuration.arrangedViews.map(\.view) })
    }

    /// The class a declared view's parameter has: a stack is a `UIStackView`, a scroll view a
    /// `UIScrollView`.
    private func parameterType(of view: ViewID) -> String {
        guard target == .uikit else { return viewType }
        if ir.views[view.index].isStack { return "UIStackView" }
        if ir.views[view.index].isScrollView { return "UIScrollView" }
        return viewType
    }

    private func isGuide(_ view: ViewID) -> Bool {
        ir.views.indices.contains(view.index) && ir.views[view.index].isGuide
    }

    /// `FILE.layout:LINE:COLUMN` of `span`: the file's name alone, so output does not depend on
    /// where the file is.
    private func location(_ span: SourceSpan?) -> String {
        guard let span else { return fileName(of: checked.sources.first?.path ?? "") + ":1:1" }
        let file = fileName(of: span.path)
        guard let source = sourcesByPath[span.path] else { return file }
        return "\(file):\(source.lineColumn(at: span.range.start))"
    }

    /// `text` fit for a `//` comment: a control character (a lone carriage return would end the
    /// comment in Swift's eyes) becomes a space.
    static func commentSafe(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7f || $0 == "\u{2028}" || $0 == "\u{2029}" }) else {
            return text
        }
        return String(String.UnicodeScalarView(text.unicodeScalars.map {
            $0.value < 0x20 || $0.value == 0x7f || $0 == "\u{2028}" || $0 == "\u{2029}" ? " " : $0
        }))
    }

    private func fileName(of path: String) -> String {
        if let name = fileNames[path] { return name }
        return path.split(separator: "/").last.map(String.init) ?? path
    }

    private func quote(_ span: SourceSpan) -> String? {
        guard let source = sourcesByPath[span.path] else { return nil }
        let line = source.line(at: span.range.start)
        // Trimmed on bytes: a large file quotes thousands of lines.
        var range = source.lineRange(line)
        let isBlank = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") }
        while range.start < range.end, isBlank(source.bytes[range.start]) { range.start += 1 }
        while range.end > range.start, isBlank(source.bytes[range.end - 1]) { range.end -= 1 }
        guard range.start < range.end else { return nil }
        return Self.commentSafe("\(fileName(of: span.path)):\(line): \(source.text(in: range))")
    }

    // MARK: Constraints

    /// The constraints to generate, in source order: each view's implicit `width >= 0` and
    /// `height >= 0` where they can matter, then the written constraints.
    private mutating func collectConstraints() -> [GeneratedConstraint] {
        checkFloatPriorities()
        var result = implicitSizeConstraints()
        let mapping = AnchorMapping(ir: ir)
        var quotedLine: (path: String, line: Int)?
        // A stack's own constraints (UISV-*) are UIStackView's to make: the code configures the
        // stack instead.
        for constraint in ir.constraints where constraint.stackOrigin == nil {
            guard let written = constraint.written else {
                report(.error(.noSingleAnchor, "this constraint cannot be generated", at: constraint.span))
                continue
            }
            if written.origin == .intrinsicSize { continue }
            switch mapping.constraints(for: written, priority: constraint.priority) {
            case .success(let mapped):
                guard mapped.constraints.allSatisfy({ checkAvailability($0, at: constraint.span) }) else { continue }
                if !constraint.priority.isRequired, abs(mapped.firstCoefficient) != 1 {
                    report(.warning(
                        .rescaledOptionalConstraint,
                        "Auto Layout will weigh this optional constraint's violation differently from solve",
                        at: constraint.span,
                        notes: [
                            "Auto Layout measures a broken constraint as 'first - multiplier * second - constant'; "
                                + "with no side at a coefficient of 1, that is a multiple of the violation as written, "
                                + "so it may trade off differently against constraints of the same priority",
                            "divide the equation so that one side has a coefficient of 1",
                        ]))
                }
                var identifier = location(constraint.span)
                if let name = constraint.name { identifier += " [\(name)]" }
                if let component = constraint.component { identifier += " \(component)" }
                let line = sourcesByPath[constraint.span.path]?.line(at: constraint.span.range.start) ?? 0
                let isQuoted = quotedLine.map { $0.path == constraint.span.path && $0.line == line } ?? false
                var quote = isQuoted ? nil : quote(constraint.span)
                quotedLine = (constraint.span.path, line)
                // Helper guides get the file's numbers; their constraints are named as helpers.
                let firstHelper = helperGuides.count
                for index in 0..<mapped.helperCount {
                    let owner = mapped.constraints.lazy.compactMap { constraint -> ViewID? in
                        if case .helper(index, in: let view) = constraint.first.owner { return view }
                        return nil
                    }.first ?? .root
                    helperGuides.append((owner, location(constraint.span) + " helper \(index + 1)", constraint.condition))
                }
                if mapped.helperCount > 0 {
                    report(Diagnostic(
                        .note, .helperGuides,
                        "Auto Layout relates two anchors: this equation of \(mapped.anchors.count) is generated with \(mapped.helperCount) helper layout guides",
                        at: constraint.span, notes: ["the anchors: " + mapped.anchors.map(describe).joined(separator: ", ")]))
                }
                for (position, part) in mapped.constraints.enumerated() {
                    let isFinal = position == mapped.constraints.count - 1
                    let renumbered = renumberingHelpers(part, from: firstHelper)
                    let helperIndex = mapped.constraints.count > 1 && !isFinal ? " helper" : ""
                    result.append(GeneratedConstraint(
                        constraint: renumbered, identifier: isFinal ? identifier : location(constraint.span) + helperIndex,
                        name: isFinal ? constraint.name : nil, condition: constraint.condition, quote: quote,
                        helpersBefore: position == 0 ? Array(firstHelper..<(firstHelper + mapped.helperCount)) : []))
                    quote = nil
                }
            case .failure(let failure):
                report(failure, at: constraint.span)
            }
        }
        return result
    }

    /// G008 and G009: priorities are `Float`s in UIKit and AppKit, which may round an optional
    /// priority to required, or two of the file's priorities to one (no longer ranked).
    private mutating func checkFloatPriorities() {
        var seen: [Float: (value: Double, span: SourceSpan?)] = [:]
        var uses: [(value: Double, span: SourceSpan?, what: String)] = []
        for constraint in ir.constraints
        where constraint.written?.origin != .intrinsicSize && constraint.stackOrigin == nil && !constraint.priority.isRequired {
            uses.append((constraint.priority.value, constraint.span, "priority"))
        }
        for declared in checked.viewProperties {
            let span = ir.views.indices.contains(declared.view.index) ? ir.views[declared.view.index].span : nil
            for (value, what) in [
                (declared.horizontalHugging, "hugging"), (declared.verticalHugging, "hugging"),
                (declared.horizontalCompression, "compression"), (declared.verticalCompression, "compression"),
            ] where value < 1000 {
                uses.append((value, span, "\(what) priority"))
            }
        }
        var reported = Set<String>()
        for use in uses {
            let rounded = Float(use.value)
            // Once per value and place: a view's two axes often share a priority.
            guard reported.insert("\(use.value) \(use.what) \(use.span.map { "\($0.path):\($0.range.start)" } ?? "")").inserted else {
                continue
            }
            if rounded >= 1000 || rounded <= 0 {
                report(.error(
                    .priorityNotRepresentable,
                    "the \(use.what) \(SwiftNames.number(use.value)) is \(rounded >= 1000 ? "required" : "not positive") as a Float, Auto Layout's priority type",
                    at: use.span, notes: ["Auto Layout keeps priorities as Float: use at most 999.99994 for the highest optional priority"]))
                continue
            }
            if let first = seen[rounded] {
                if first.value != use.value {
                    report(.warning(
                        .prioritiesMergeAsFloat,
                        "Auto Layout cannot tell the \(use.what) \(SwiftNames.number(use.value)) from \(SwiftNames.number(first.value)): both are \(rounded) as a Float",
                        at: use.span,
                        related: first.span.map { [RelatedLocation(span: $0, message: "the other priority")] } ?? [],
                        notes: ["solve ranks them strictly; Auto Layout will weigh them as one priority"]))
                }
            } else {
                seen[rounded] = (use.value, use.span)
            }
        }
    }

    /// `constraint` with its helper guides numbered among the file's, from `first`.
    private func renumberingHelpers(_ constraint: AutoLayoutConstraint, from first: Int) -> AutoLayoutConstraint {
        func renumber(_ reference: AnchorReference) -> AnchorReference {
            guard case .helper(let index, in: let view) = reference.owner else { return reference }
            return AnchorReference(owner: .helper(first + index, in: view), attribute: reference.attribute)
        }
        var result = constraint
        result.first = renumber(constraint.first)
        result.second = constraint.second.map(renumber)
        return result
    }

    /// Whether every anchor of `mapped` exists in the target framework; else reports G005.
    private mutating func checkAvailability(_ mapped: AutoLayoutConstraint, at span: SourceSpan) -> Bool {
        for reference in [mapped.first] + (mapped.second.map { [$0] } ?? []) {
            let attribute = reference.attribute
            switch reference.owner {
            case .item(let view) where isGuide(view) && (attribute == .firstBaseline || attribute == .lastBaseline):
                report(.error(
                    .anchorUnavailable, "guide '\(ir.name(of: view))' has no \(attribute.rawValue): a layout guide has no baselines",
                    at: span))
                return false
            case .margins(let view) where isGuide(view):
                report(.error(.anchorUnavailable, "guide '\(ir.name(of: view))' has no layout margins", at: span))
                return false
            case .item(let view) where target == .appkit && ir.views[view.index].rootGuide != nil:
                let guide = ir.views[view.index].rootGuide ?? .keyboard
                report(.error(
                    .anchorUnavailable,
                    "root.\(guide.rawValue) has no AppKit counterpart: NSView has no \(guide.uikitProperty)", at: span,
                    notes: [
                        guide == .keyboard
                            ? "on macOS there is no on-screen keyboard to avoid; generate for UIKit, or pin to root.bottom"
                            : "on macOS, bound the text's width with a constraint of its own; or generate for UIKit",
                    ]))
                return false
            case .margins, .safeArea:
                if attribute == .firstBaseline || attribute == .lastBaseline {
                    report(.error(.anchorUnavailable, "a layout guide has no \(attribute.rawValue)", at: span))
                    return false
                }
            default:
                break
            }
        }
        return true
    }

    private mutating func report(_ failure: AnchorMappingFailure, at span: SourceSpan) {
        switch failure {
        case .noSingleAnchor(let owner):
            report(.error(
                .noSingleAnchor, "the terms of '\(describe(owner))' in this equation add up to no single anchor", at: span,
                notes: ["Auto Layout relates one anchor of each item, such as 'left', 'centerX' or 'width'"]))
        case .directionalWithAbsolute(let a, let b):
            report(.error(
                .directionalWithAbsolute,
                "Auto Layout cannot relate \(describe(a)) to \(describe(b)): leading and trailing pair only with leading, trailing and sizes",
                at: span, notes: ["write both sides with leading and trailing, or both with left, right and centerX"]))
        case .rootPosition:
            report(.error(
                .rootPositionConstraint, "a constraint on root's position alone: root's origin is fixed by its superview",
                at: span, notes: ["constrain root's width and height, or a view against root"]))
        case .vacuous:
            break
        case .notFinite:
            report(.error(
                .nonFiniteInAutoLayout,
                "Auto Layout's form of this equation has a multiplier or constant that is not finite", at: span,
                notes: ["Auto Layout states 'first = multiplier * second + constant'; rescale the equation's coefficients"]))
        }
    }

    private func describe(_ owner: AnchorOwner) -> String {
        switch owner {
        case .item(let view): ir.name(of: view)
        case .margins(let view): ir.name(of: view) + " margins"
        case .safeArea(let view): ir.name(of: view) + ".safeArea"
        case .helper(let index, in: _): "helper guide \(index + 1)"
        }
    }

    private func describe(_ reference: AnchorReference) -> String {
        switch reference.owner {
        case .item(let view): "\(ir.name(of: view)).\(reference.attribute.rawValue)"
        case .margins(let view): "\(ir.name(of: view)).\(reference.attribute.rawValue)Margin"
        case .safeArea(let view): "\(ir.name(of: view)).safeArea.\(reference.attribute.rawValue)"
        case .helper(let index, in: _): "helper guide \(index + 1).\(reference.attribute.rawValue)"
        }
    }

    private mutating func report(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }

    /// `width >= 0` and `height >= 0` for each view and guide, which the language implies and
    /// Auto Layout lacks; left out where a required, unconditional constraint already fixes the
    /// size at a number at least 0, or holds it at least a non-negative sum of sizes so held
    /// (`icon.height = icon.width`, `b.width >= a.width * 2 + 8`): there it cannot change a frame.
    private func implicitSizeConstraints() -> [GeneratedConstraint] {
        var settled = Set<LayoutVariable>()
        var written: [LayoutConstraint] = []
        for constraint in ir.constraints where constraint.priority.isRequired && constraint.condition == nil {
            if constraint.written?.origin != .intrinsicSize && constraint.stackOrigin == nil && constraint.terms.count > 1 {
                written.append(constraint)
            }
            guard constraint.terms.count == 1, constraint.terms[0].coefficient == 1, constraint.constant <= 0,
                constraint.relation != .lessThanOrEqual, constraint.written?.origin != .intrinsicSize
            else { continue }
            settled.insert(constraint.terms[0].variable)
        }
        // `c * size + sum(ci * vi) + k >= 0` with c > 0, every ci <= 0 on a variable held at
        // least 0, and k <= 0 holds `size` at least 0 (an equality both ways, `<=` negated). A
        // constraint is looked at again when one of its variables becomes held: linear in terms.
        var constraintsOf: [LayoutVariable: [Int]] = [:]
        for (index, constraint) in written.enumerated() {
            for term in constraint.terms { constraintsOf[term.variable, default: []].append(index) }
        }
        var queue = Array(written.indices)
        var next = 0
        while next < queue.count {
            let constraint = written[queue[next]]
            next += 1
            let signs: [Double] = switch constraint.relation {
            case .greaterThanOrEqual: [1]
            case .lessThanOrEqual: [-1]
            case .equal: [1, -1]
            }
            for sign in signs where sign * constraint.constant <= 0 {
                let positive = constraint.terms.filter { sign * $0.coefficient > 0 }
                guard positive.count == 1, let held = positive.first?.variable,
                    held.attribute == .width || held.attribute == .height, !settled.contains(held),
                    constraint.terms.allSatisfy({ $0.variable == held || settled.contains($0.variable) })
                else { continue }
                settled.insert(held)
                queue += constraintsOf[held] ?? []
            }
        }
        var result: [GeneratedConstraint] = []
        // Views and guides interleaved as declared.
        // A scroll view's content guide too: `solve` never lets the content size be negative.
        for view in ir.viewIDs where view != .root && (isDeclared(view) || ir.views[view.index].scrollGuide?.kind == .content) {
            for (attribute, primary) in [(AutoLayoutAttribute.width, PrimaryAttribute.width), (.height, .height)]
            where !settled.contains(LayoutVariable(view, primary)) {
                let constraint = AutoLayoutConstraint(
                    first: AnchorReference(owner: .item(view), attribute: attribute), relation: .greaterThanOrEqual,
                    second: nil, multiplier: 1, constant: 0, priority: .required)
                result.append(GeneratedConstraint(
                    constraint: constraint,
                    identifier: "\(location(ir.views[view.index].span)) \(ir.name(of: view)).\(attribute.rawValue) >= 0",
                    name: nil, condition: nil, quote: nil))
            }
        }
        return result
    }

    // MARK: Text

    /// The whole Swift file.
    mutating func generate() -> String {
        reportFrameworkCounterparts()
        for view in declaredViews { names[view.index] = scope.claim(ir.name(of: view), suffix: "View") }
        for guide in declaredGuides { names[guide.index] = scope.claim(ir.name(of: guide), suffix: "Guide") }
        let constraints = collectConstraints()
        generatedConstraints = constraints
        helperNames = helperGuides.indices.map { scope.claim("helper\($0 + 1)", suffix: "Guide") }
        // A stack arranged within its margins uses them as a constraint would.
        let usedMargins = Set(constraints.flatMap { generated -> [Int] in
            [generated.constraint.first.owner, generated.constraint.second?.owner].compactMap { owner in
                if case .margins(let view)? = owner { return view.index }
                return nil
            }
        } + stacks.filter(\.configuration.isMarginsRelative).map(\.view.index)
            // A stack within its margins in some variants only sets them too.
            + ir.stackVariations.filter { $0.isMarginsRelative == true }.map(\.stack.index)
            // UIKit's readable content guide lies within root's margins: they are set too.
            + (target == .uikit && ir.rootGuide(.readable) != nil ? [ViewID.root.index] : [])).sorted()
        constantOffset = target == .appkit ? 4 * usedMargins.count : 0
        if target == .appkit {
            for index in usedMargins { marginGuides[index] = scope.claim(nameInCode(ViewID(index)) + "Margins", suffix: "Guide") }
        }
        var namedMembers: [(name: String, member: String, indices: [Int])] = []
        for (index, generated) in constraints.enumerated() {
            guard let name = generated.name else { continue }
            if let position = namedMembers.firstIndex(where: { $0.name == name }) {
                namedMembers[position].indices.append(index)
            } else {
                namedMembers.append((name, "", [index]))
            }
        }
        for position in namedMembers.indices {
            namedMembers[position].member = scope.claim(namedMembers[position].name, suffix: "Constraint")
        }

        var out = SwiftWriter()
        let file = mainFileName
        out.line("// Generated by layoutc from \(file). Do not edit: change \(file) and generate again.")
        out.line("// Every constraint's identifier names the line it comes from.")
        out.line()
        out.line("import \(framework)")
        out.line()
        writeTypeDocumentation(&out, file: file)
        out.line("@MainActor")
        out.open("public final class \(typeName)")
        out.line("/// Every constraint the layout made, in source order (every variant's).")
        out.line("public let constraints: [NSLayoutConstraint]")
        for guide in declaredGuides {
            out.line("/// The layout guide `\(ir.name(of: guide))`.")
            out.line("public let \(SwiftNames.escaped(nameInCode(guide))): \(guideType)")
        }
        writeConstantMembers(&out, file: file)
        for view in variantMembers {
            let what = conditionallyHidden.contains { $0.view == view }
                ? (variedStacks.contains(view) ? "hides or shows and whose properties it sets" : "hides or shows")
                : "sets the properties of"
            out.line("/// `\(ir.name(of: view))`, which `activate(for:)` \(what) as the variant says.")
            out.line("private let \(SwiftNames.escaped(nameInCode(view))): \(parameterType(of: view))")
        }
        if hasVariants {
            out.line("/// Root, which `apply(_:animated:duration:)` lays out (weak: root may own this object).")
            out.line("private weak var rootView: \(viewType)?")
            if target == .uikit && !traitsRead.isEmpty {
                out.line("/// The environment `apply(_:animated:duration:)` last switched to; a trait change keeps its size and flags.")
                out.line("private var appliedEnvironment: Environment?")
            }
        }
        for member in namedMembers {
            let first = constraints[member.indices[0]]
            out.line("/// `[\(member.name)]`, \(first.identifier.split(separator: " ").first.map(String.init) ?? ""): change its `constant` to animate it.")
            let type = member.indices.count == 1 ? "NSLayoutConstraint" : "[NSLayoutConstraint]"
            out.line("public let \(SwiftNames.escaped(member.member)): \(type)")
        }
        out.line()
        writeInitializer(&out, constraints: constraints, usedMargins: usedMargins, namedMembers: namedMembers)
        out.line()
        writeConstantUpdate(&out)
        writeScaledConstantUpdate(&out)
        if !hasVariants {
            writeActivation(&out)
        } else {
            writeVariants(&out, constraints: constraints, marginConstraints: target == .appkit ? 4 * usedMargins.count : 0)
        }
        out.close()
        return out.text
    }

    private func writeTypeDocumentation(_ out: inout SwiftWriter, file: String) {
        out.line("/// The constraints of `\(file)`, for views the app creates.")
        out.line("///")
        if ir.conditions.isEmpty {
            out.line("/// Create it once the views exist, then call `activate()`.")
        } else {
            out.line("/// Create it once the views exist, then call `activate(for:)` with the app's state,")
            out.line("/// and again whenever that state changes (the size, the traits or a flag); `apply(_:animated:duration:)`")
            out.line("/// does the same and lays root out, animated if asked.")
        }
    }

    private func nameInCode(_ view: ViewID) -> String {
        view == .root ? "root" : names[view.index] ?? ir.name(of: view)
    }

    private func expression(_ view: ViewID) -> String {
        // A scroll view's guides are its `contentLayoutGuide` and `frameLayoutGuide`.
        if let role = ir.views[view.index].scrollGuide {
            return expression(role.scrollView) + (role.kind == .content ? ".contentLayoutGuide" : ".frameLayoutGuide")
        }
        // Root's keyboard and readable guides are its `keyboardLayoutGuide` and `readableContentGuide`.
        if let kind = ir.views[view.index].rootGuide {
            return expression(.root) + "." + kind.uikitProperty
        }
        return SwiftNames.escaped(nameInCode(view))
    }

    private func expression(_ owner: AnchorOwner) -> String {
        switch owner {
        case .item(let view): expression(view)
        case .margins(let view):
            target == .appkit
                ? SwiftNames.escaped(marginGuides[view.index] ?? nameInCode(view) + "Margins")
                : expression(view) + ".layoutMarginsGuide"
        case .safeArea(let view): expression(view) + ".safeAreaLayoutGuide"
        case .helper(let index, in: _): helperNames.indices.contains(index) ? helperNames[index] : "helper\(index + 1)"
        }
    }

    private func anchor(_ reference: AnchorReference) -> String {
        expression(reference.owner) + "." + reference.attribute.rawValue + "Anchor"
    }

    /// The expression that makes `constraint`, with anchors where they can say it.
    private func make(_ constraint: AutoLayoutConstraint) -> String {
        let relation = switch constraint.relation {
        case .equal: "equalTo"
        case .greaterThanOrEqual: "greaterThanOrEqualTo"
        case .lessThanOrEqual: "lessThanOrEqualTo"
        }
        let constant = placeholderConstants ? "CONSTANT" : SwiftNames.number(constraint.constant)
        guard let second = constraint.second else {
            return "\(anchor(constraint.first)).constraint(\(relation)Constant: \(constant))"
        }
        let isDimension = constraint.first.attribute.isDimension
        if constraint.multiplier == 1 {
            let tail = constraint.constant == 0 && !placeholderConstants ? "" : ", constant: \(constant)"
            return "\(anchor(constraint.first)).constraint(\(relation): \(anchor(second))\(tail))"
        }
        if isDimension && second.attribute.isDimension {
            let tail = constraint.constant == 0 && !placeholderConstants ? "" : ", constant: \(constant)"
            return "\(anchor(constraint.first)).constraint(\(relation): \(anchor(second)), multiplier: \(SwiftNames.number(constraint.multiplier))\(tail))"
        }
        // Anchors take a multiplier only on sizes: the item initializer says the rest.
        let relatedBy = switch constraint.relation {
        case .equal: ".equal"
        case .greaterThanOrEqual: ".greaterThanOrEqual"
        case .lessThanOrEqual: ".lessThanOrEqual"
        }
        return "NSLayoutConstraint(item: \(expression(constraint.first.owner)), attribute: .\(constraint.first.attribute.rawValue), "
            + "relatedBy: \(relatedBy), toItem: \(expression(second.owner)), attribute: .\(second.attribute.rawValue), "
            + "multiplier: \(SwiftNames.number(constraint.multiplier)), constant: \(constant))"
    }

    private func priority(_ value: ConstraintPriority) -> String? {
        switch value.value {
        case 1000: nil
        case 750: ".defaultHigh"
        case 250: ".defaultLow"
        default: "\(priorityType)(rawValue: \(SwiftNames.number(value.value)))"
        }
    }

    private func writeInitializer(
        _ out: inout SwiftWriter, constraints: [GeneratedConstraint], usedMargins: [Int],
        namedMembers: [(name: String, member: String, indices: [Int])]
    ) {
        out.line("/// Adds each view to its parent unless it is there, turns off its autoresizing mask,")
        out.line("/// creates the guides, applies the views' properties and makes every constraint, inactive.")
        let parameters = ["root: \(viewType)"] + declaredViews.map { view -> String in
            let label = ir.name(of: view)
            let inside = nameInCode(view)
            let labelText = SwiftNames.escaped(label)
            let type = parameterType(of: view)
            return inside == label ? "\(labelText): \(type)" : "\(labelText) \(SwiftNames.escaped(inside)): \(type)"
        }
        if parameters.count <= 3 {
            out.open("public init(\(parameters.joined(separator: ", ")))")
        } else {
            out.line("public init(")
            out.indent()
            for (index, parameter) in parameters.enumerated() {
                out.line(parameter + (index == parameters.count - 1 ? "" : ","))
            }
            out.outdent()
            out.open(")")
        }
        if !declaredViews.isEmpty {
            out.line("// The view tree: each view in its parent, placed by constraints alone.")
            let arranged = arrangedViews
            for view in declaredViews {
                // An arranged view is added by its stack, below.
                if !arranged.contains(view) {
                    let parent = expression(ir.parent(of: view) ?? .root)
                    out.line("if \(expression(view)).superview !== \(parent) { \(parent).addSubview(\(expression(view))) }")
                }
                out.line("\(expression(view)).translatesAutoresizingMaskIntoConstraints = false")
            }
            writeStacks(&out)
        }
        if !declaredGuides.isEmpty {
            out.line("// Layout guides, each owned by its parent.")
            for guide in declaredGuides {
                let name = expression(guide)
                out.line("let \(name) = \(guideType)()")
                out.line("\(name).identifier = \(identifierLiteral(ir.name(of: guide)))")
                out.line("\(expression(ir.parent(of: guide) ?? .root)).addLayoutGuide(\(name))")
            }
        }
        writeProperties(&out, usedMargins: usedMargins)
        writeHiddenFromTheStart(&out)
        out.line("// The constraints, in source order, each named by its source line.")
        out.line("var constraints: [NSLayoutConstraint] = []")
        out.line("constraints.reserveCapacity(\(constraints.count + 4 * (target == .appkit ? usedMargins.count : 0)))")
        out.open("func add(_ constraint: NSLayoutConstraint, _ identifier: String, _ priority: \(priorityType) = .required)")
        out.line("constraint.identifier = identifier")
        out.line("constraint.priority = priority")
        out.line("constraints.append(constraint)")
        out.close()
        if target == .appkit { writeMarginGuides(&out, usedMargins: usedMargins) }
        for generated in constraints {
            if let quote = generated.quote { out.line("// " + quote) }
            for helper in generated.helpersBefore {
                let name = helperNames[helper]
                let (owner, identifier, _) = helperGuides[helper]
                out.line("let \(name) = \(guideType)()  // a helper: Auto Layout relates two anchors at a time")
                out.line("\(name).identifier = \(identifierLiteral(identifier))")
                out.line("\(expression(owner)).addLayoutGuide(\(name))")
            }
            var call = "add(\(make(generated.constraint)), \(SwiftNames.stringLiteral(generated.identifier))"
            if let priority = priority(generated.constraint.priority) { call += ", \(priority)" }
            out.line(call + ")")
        }
        out.line("self.constraints = constraints")
        let offset = target == .appkit ? 4 * usedMargins.count : 0
        for guide in declaredGuides {
            out.line("self.\(SwiftNames.escaped(nameInCode(guide))) = \(expression(guide))")
        }
        for view in variantMembers {
            out.line("self.\(SwiftNames.escaped(nameInCode(view))) = \(expression(view))")
        }
        if hasVariants { out.line("self.rootView = root") }
        for member in namedMembers {
            let value = member.indices.count == 1
                ? "constraints[\(member.indices[0] + offset)]"
                : "[" + member.indices.map { "constraints[\($0 + offset)]" }.joined(separator: ", ") + "]"
            out.line("self.\(SwiftNames.escaped(member.member)) = \(value)")
        }
        out.close()
    }

    /// A property per settable constant; a comment per folded one.
    private mutating func writeConstantMembers(_ out: inout SwiftWriter, file: String) {
        constantMembers = constantPlan.settable.map { scope.claim($0.name, suffix: "Constant") }
        for (constant, member) in zip(constantPlan.settable, constantMembers) {
            out.line("/// `let \(constant.name)` (\(SwiftNames.number(constant.value)) in \(file)): setting it updates the `constant` of the")
            out.line("/// \(constant.terms.count == 1 ? "constraint" : "\(constant.terms.count) constraints") it is added to, as `solve --let \(constant.name)=VALUE` would lay out.")
            out.line("public var \(SwiftNames.escaped(member)): CGFloat = \(SwiftNames.number(constant.value)) { didSet { updateConstants() } }")
        }
        for name in constantPlan.folded {
            out.line("// `let \(name)` is folded into the code: it is used in a multiplier, a priority, a property value")
            out.line("// or a condition (or not as an added term), so only generating again (`--let \(name)=VALUE`) changes it.")
        }
        for name in constantPlan.derived {
            out.line("// `let \(name)` is computed from other constants: setting those updates it; it has no property of its own.")
        }
    }

    /// `updateConstants()`: each constraint that adds settable constants gets its constant from them.
    private func writeConstantUpdate(_ out: inout SwiftWriter) {
        guard !constantPlan.settable.isEmpty else { return }
        // Per constraint: its constant at the checked values, less each settable term.
        var byConstraint: [Int: [(member: String, slope: Double, value: Double)]] = [:]
        for (constant, member) in zip(constantPlan.settable, constantMembers) {
            for term in constant.terms { byConstraint[term.constraint, default: []].append((member, term.slope, constant.value)) }
        }
        out.line("/// Sets the constant of each constraint the settable constants are added to.")
        out.open("private func updateConstants()")
        for index in byConstraint.keys.sorted() where generatedConstraints.indices.contains(index) {
            let terms = byConstraint[index] ?? []
            let base = generatedConstraints[index].constraint.constant - terms.reduce(0) { $0 + $1.slope * $1.value }
            var expression = base == 0 ? "" : SwiftNames.number(base)
            for term in terms {
                let member = "self." + SwiftNames.escaped(term.member)
                let magnitude = abs(term.slope)
                let product = magnitude == 1 ? member : "\(SwiftNames.number(magnitude)) * \(member)"
                if expression.isEmpty {
                    expression = term.slope < 0 ? "-" + product : product
                } else {
                    expression += (term.slope < 0 ? " - " : " + ") + product
                }
            }
            out.line("constraints[\(index + constantOffset)].constant = \(expression)")
        }
        out.close()
        out.line()
    }

    /// `updateScaledConstants(for:)`: each constraint with scaled numbers gets its constant at
    /// the category, as `UIFontMetrics` scales each amount for its text style.
    private func writeScaledConstantUpdate(_ out: inout SwiftWriter) {
        guard !scaledConstants.isEmpty else { return }
        out.line("/// Sets the constant of each constraint with `scaled(...)` numbers for `contentSize`, as")
        out.line("/// `UIFontMetrics` scales each for its text style (`solve --content-size` lays out the same).")
        out.open("private func updateScaledConstants(for contentSize: UIContentSizeCategory)")
        out.line("let traits = UITraitCollection(preferredContentSizeCategory: contentSize)")
        for scaled in scaledConstants where generatedConstraints.indices.contains(scaled.constraint) {
            let base = generatedConstraints[scaled.constraint].constraint.constant - scaled.terms.reduce(0) { $0 + $1.amount }
            var expression = base == 0 ? "" : SwiftNames.number(base)
            for term in scaled.terms {
                let call = "UIFontMetrics(forTextStyle: .\(term.style.rawValue)).scaledValue(for: \(SwiftNames.number(abs(term.amount))), compatibleWith: traits)"
                if expression.isEmpty {
                    expression = term.amount < 0 ? "-" + call : call
                } else {
                    expression += (term.amount < 0 ? " - " : " + ") + call
                }
            }
            out.line("constraints[\(scaled.constraint + constantOffset)].constant = \(expression)")
        }
        out.close()
        out.line()
    }

    /// The views hidden in every variant (`hidden true`, a top-level `hide`): a stack collapses
    /// a hidden arranged view, as `solve` does; any other keeps its constraints.
    private func writeHiddenFromTheStart(_ out: inout SwiftWriter) {
        let hidden = ir.visibility.filter { $0.hiddenWhen == .always && isDeclared($0.view) && !isGuide($0.view) }
        guard !hidden.isEmpty else { return }
        out.line("// Hidden from the start: a stack collapses a hidden arranged view and its spacing.")
        for entry in hidden.sorted(by: { $0.view < $1.view }) {
            out.line("\(expression(entry.view)).isHidden = true")
        }
    }

    /// The views hidden in some variants only (`hide` or `show` inside `when`), in view order.
    private var conditionallyHidden: [ViewVisibility] {
        ir.visibility.filter { $0.hiddenWhen != .always && isDeclared($0.view) && !isGuide($0.view) }
            .sorted { $0.view < $1.view }
    }

    /// The stacks whose own properties change by variant (`stack NAME { ... }` in `when`), in view order.
    private var variedStacks: [ViewID] {
        Set(ir.stackVariations.map(\.stack)).filter { isDeclared($0) }.sorted()
    }

    /// The views `activate(for:)` reaches: those hidden by variant and the varied stacks, in view order.
    private var variantMembers: [ViewID] {
        Set(conditionallyHidden.map(\.view) + variedStacks).sorted()
    }

    /// In `activate(for:)`: each varied property of each varied stack, set to its value in the
    /// variant: the stack's own, replaced by each variation that holds, later ones winning.
    private func writeStackVariations(_ out: inout SwiftWriter, flags: [String: String]) {
        let stacks = variedStacks
        guard !stacks.isEmpty else { return }
        out.line("// Stacks' own properties by variant (`stack NAME { ... }` in `when`): the last block that holds wins.")
        for stack in stacks {
            guard let base = ir.views[stack.index].stack else { continue }
            let variations = ir.stackVariations.filter { $0.stack == stack }
            let target = "self." + expression(stack)
            func write<Value>(_ property: String, _ base: Value, _ value: (StackVariation) -> Value?, _ literal: (Value) -> String) {
                let setting = variations.compactMap { variation in value(variation).map { (variation.condition, $0) } }
                guard !setting.isEmpty else { return }
                var expression = literal(base)
                for (condition, value) in setting {
                    let test = ir.conditions.firstIndex(of: condition).map { "holds[\($0)]" }
                        ?? "(" + swiftCondition(condition, flags: flags) + ")"
                    expression = "\(test) ? \(literal(value)) : \(expression)"
                }
                out.line("\(target).\(property) = \(expression)")
            }
            write("axis", base.axis, \.axis) { ".\($0.rawValue)" }
            write("distribution", base.distribution, \.distribution) { ".\($0.rawValue)" }
            write("alignment", base.alignment, \.alignment) { ".\($0.rawValue)" }
            write("spacing", base.spacing, \.spacing) { spacingLiteral($0) }
            write("isBaselineRelativeArrangement", base.isBaselineRelative, \.isBaselineRelative) { "\($0)" }
            write("isLayoutMarginsRelativeArrangement", base.isMarginsRelative, \.isMarginsRelative) { "\($0)" }
        }
    }

    /// Each stack's configuration and arranged views: UIStackView then makes its own constraints
    /// (the `UISV-*` ones `solve` lowers it into), so none of them is written.
    private func writeStacks(_ out: inout SwiftWriter) {
        for (view, configuration) in stacks {
            let stack = expression(view)
            out.line("// \(ir.name(of: view)): a stack view, which makes the constraints of its arranged views itself.")
            out.line("\(stack).axis = .\(configuration.axis.rawValue)")
            out.line("\(stack).distribution = .\(configuration.distribution.rawValue)")
            out.line("\(stack).alignment = .\(configuration.alignment.rawValue)")
            out.line("\(stack).spacing = \(spacingLiteral(configuration.spacing))")
            out.line("\(stack).isBaselineRelativeArrangement = \(configuration.isBaselineRelative)")
            out.line("\(stack).isLayoutMarginsRelativeArrangement = \(configuration.isMarginsRelative)")
            for arranged in configuration.arrangedViews {
                out.line("\(stack).addArrangedSubview(\(expression(arranged.view)))")
            }
            // After the views are arranged: UIKit ignores a custom spacing after any other view.
            for arranged in configuration.arrangedViews {
                guard let spacing = arranged.customSpacingAfter else { continue }
                out.line("\(stack).setCustomSpacing(\(spacingLiteral(spacing)), after: \(expression(arranged.view)))")
            }
        }
    }

    private func spacingLiteral(_ spacing: StackSpacing) -> String {
        switch spacing {
        case .points(let value): SwiftNames.number(value)
        case .system: "UIStackView.spacingUseSystem"
        }
    }

    /// G010 and G011: AppKit's stack and scroll views are not UIKit's (grammar.md, "Code generation").
    private mutating func reportFrameworkCounterparts() {
        guard target == .appkit else { return }
        for view in declaredViews {
            let declaration = ir.views[view.index]
            if declaration.isStack {
                report(.error(
                    .stackWithoutAppKitCounterpart,
                    "stack '\(declaration.name)' has no exact AppKit counterpart: NSStackView lays its views out otherwise than UIStackView",
                    at: declaration.span,
                    notes: [
                        "NSStackView has no 'fill' alignment, distributes views by gravity areas, hugs them at its own "
                            + "priority and may detach views it cannot fit, so its frames would not be solve's",
                        "generate for UIKit, or declare the stack's views as views with constraints of their own",
                    ]))
            } else if declaration.isScrollView {
                report(.error(
                    .scrollWithoutAppKitCounterpart,
                    "scroll view '\(declaration.name)' has no exact AppKit counterpart: NSScrollView has no content or frame layout guide",
                    at: declaration.span,
                    notes: [
                        "on AppKit, content scrolls as an NSScrollView's documentView, inside its NSClipView",
                        "generate for UIKit, or lay the document view out in a file of its own",
                    ]))
            }
        }
    }

    /// Hugging, compression resistance and margins, as the views' blocks give them.
    private func writeProperties(_ out: inout SwiftWriter, usedMargins: [Int]) {
        var lines: [String] = []
        for view in declaredViews {
            guard let declared = properties[view.index] else { continue }
            let name = expression(view)
            // Only the priorities the file states, on both axes: the others stay the running
            // view's own (UIView's 250 and 750, which `solve` assumes; a UILabel hugs at 251).
            let axes = [
                ("horizontal", declared.horizontalHugging, declared.horizontalCompression),
                ("vertical", declared.verticalHugging, declared.verticalCompression),
            ]
            let insets = declared.alignmentInsets
            if !insets.isZero {
                // Not set: UIKit's controls report their own, and a plain view's class must.
                let values = [insets.top, insets.left, insets.bottom, insets.right].map(SwiftNames.number)
                lines.append(
                    "// \(SwiftGenerator.commentSafe(ir.name(of: view))) is laid out by its alignment rectangle: its class must report "
                        + "alignmentRectInsets (top: \(values[0]), left: \(values[1]), bottom: \(values[2]), right: \(values[3]))")
            }
            for (axis, hugging, compression) in axes {
                if declared.statesHugging {
                    lines.append("\(name).setContentHuggingPriority(\(priorityLiteral(hugging)), for: .\(axis))")
                }
                if declared.statesCompression {
                    lines.append("\(name).setContentCompressionResistancePriority(\(priorityLiteral(compression)), for: .\(axis))")
                }
            }
        }
        if target == .uikit {
            for index in usedMargins {
                let view = ViewID(index)
                let declared = properties[index] ?? .defaults(of: view)
                let margins = declared.margins.map(SwiftNames.number)
                let name = expression(view)
                if let directional = declared.directionalMargins?.map(SwiftNames.number) {
                    lines.append(
                        "\(name).directionalLayoutMargins = NSDirectionalEdgeInsets(top: \(directional[0]), leading: \(directional[1]), bottom: \(directional[2]), trailing: \(directional[3]))")
                } else {
                    lines.append(
                        "\(name).layoutMargins = UIEdgeInsets(top: \(margins[0]), left: \(margins[1]), bottom: \(margins[2]), right: \(margins[3]))")
                }
                // The language measures margins from the safe area, as UIKit does by default,
                // unless the block opts out; they are the view's own, never widened to the superview's.
                if !declared.insetsMarginsFromSafeArea {
                    lines.append("\(name).insetsLayoutMarginsFromSafeArea = false")
                }
                lines.append("\(name).preservesSuperviewLayoutMargins = false")
            }
        }
        guard !lines.isEmpty else { return }
        out.line("// Properties from the views' blocks; intrinsic sizes and baselines are the running views' own.")
        for line in lines { out.line(line) }
    }

    /// A layout guide's identifier: a `String` in UIKit, an `NSUserInterfaceItemIdentifier` in AppKit.
    private func identifierLiteral(_ text: String) -> String {
        target == .uikit ? SwiftNames.stringLiteral(text) : "NSUserInterfaceItemIdentifier(\(SwiftNames.stringLiteral(text)))"
    }

    private func priorityLiteral(_ value: Double) -> String {
        "\(priorityType)(rawValue: \(SwiftNames.number(value)))"
    }

    /// AppKit has no layout margins guide: a guide per view whose margins are used, inset by them.
    private func writeMarginGuides(_ out: inout SwiftWriter, usedMargins: [Int]) {
        for index in usedMargins {
            let view = ViewID(index)
            let guide = SwiftNames.escaped(marginGuides[index] ?? nameInCode(view) + "Margins")
            let declared = properties[index] ?? .defaults(of: view)
            let margins = declared.margins
            let name = expression(view)
            // Measured from the view's safe area unless its block opts out, as on UIKit.
            let base = declared.insetsMarginsFromSafeArea ? "\(name).safeAreaLayoutGuide" : name
            out.line("// \(ir.name(of: view))'s layout margins (AppKit has no layoutMarginsGuide).")
            out.line("let \(guide) = NSLayoutGuide()")
            out.line("\(guide).identifier = \(identifierLiteral(ir.name(of: view) + ".margins"))")
            out.line("\(name).addLayoutGuide(\(guide))")
            let identifier = SwiftNames.stringLiteral("\(location(ir.views[index].span)) \(ir.name(of: view)).margins")
            let sides = declared.directionalMargins.map { directional in
                [("leading", "+", directional[1]), ("top", "+", directional[0]), ("trailing", "-", directional[3]),
                 ("bottom", "-", directional[2])]
            } ?? [("left", "+", margins[1]), ("top", "+", margins[0]), ("right", "-", margins[3]), ("bottom", "-", margins[2])]
            for (side, sign, amount) in sides {
                let constant = amount == 0 ? "" : ", constant: \(sign == "-" ? SwiftNames.number(-amount) : SwiftNames.number(amount))"
                out.line("add(\(guide).\(side)Anchor.constraint(equalTo: \(base).\(side)Anchor\(constant)), \(identifier))")
            }
        }
    }

    private func writeActivation(_ out: inout SwiftWriter) {
        out.line("/// Activates every constraint, in one batch.")
        out.open("public func activate()")
        out.line("NSLayoutConstraint.activate(constraints)")
        out.close()
        out.line()
        writeDeactivation(&out)
    }

    /// `deactivate()`, the same with or without `when` blocks.
    private func writeDeactivation(_ out: inout SwiftWriter) {
        out.line("/// Deactivates every constraint, in one batch.")
        out.open("public func deactivate()")
        out.line("NSLayoutConstraint.deactivate(constraints)")
        out.close()
    }

    // MARK: Variants

    private var flags: [String] {
        var seen = Set<String>()
        return ir.conditions.flatMap(\.flags).filter { seen.insert($0).inserted }
    }

    func flagMembers() -> [(flag: String, member: String)] {
        // Keywords too: a flag is a label and an argument both, where backticks draw warnings.
        var members = NameScope(
            reserved: SwiftNames.keywords.union(["size", "horizontalSizeClass", "verticalSizeClass", "idiom", "traitCollection"]))
        return flags.map { flag in (flag, members.claim(flag, suffix: "Flag")) }
    }

    /// `marginConstraints`: how many constraints of AppKit's margin guides come first in `constraints`.
    private func writeVariants(_ out: inout SwiftWriter, constraints: [GeneratedConstraint], marginConstraints: Int) {
        let flagMembers = flagMembers()
        writeEnvironment(&out)
        out.line()
        out.line("/// For each constraint, the index of its condition in `conditions(in:)`; -1 if it always applies.")
        let indices = Array(repeating: "-1", count: marginConstraints) + constraints.map { String($0.condition ?? -1) }
        out.line("private static let conditionIndices: [Int] = [" + indices.joined(separator: ", ") + "]")
        out.line()
        out.line("/// Whether each condition of the file's `when` blocks holds in `environment`.")
        out.open("private static func conditions(in environment: Environment) -> [Bool]")
        out.line("[")
        out.indent()
        let flagNames = Dictionary(flagMembers.map { ($0.flag, $0.member) }, uniquingKeysWith: { first, _ in first })
        for condition in ir.conditions {
            out.line(swiftCondition(condition, flags: flagNames) + ",  // " + condition.description)
        }
        out.outdent()
        out.line("]")
        out.close()
        out.line()
        out.line("/// Switches to the variant `environment` selects: deactivates the constraints that no")
        out.line("/// longer apply, then activates those that now do, each in one batch.")
        out.open("public func activate(for environment: Environment)")
        if !scaledConstants.isEmpty {
            out.line("// Constants first: a constraint activated below holds its value at this category already.")
            out.line("updateScaledConstants(for: environment.contentSize)")
        }
        out.line("let holds = Self.conditions(in: environment)")
        out.line("var deactivating: [NSLayoutConstraint] = []")
        out.line("var activating: [NSLayoutConstraint] = []")
        out.open("for (constraint, condition) in zip(constraints, Self.conditionIndices)")
        out.line("let applies = condition < 0 || holds[condition]")
        out.open("if applies != constraint.isActive")
        out.line("if applies { activating.append(constraint) } else { deactivating.append(constraint) }")
        out.close()
        out.close()
        out.line("NSLayoutConstraint.deactivate(deactivating)")
        out.line("NSLayoutConstraint.activate(activating)")
        let hidden = conditionallyHidden
        if !hidden.isEmpty {
            out.line("// Views hidden in some variants (`hide`, `show` in `when`): a stack collapses a hidden arranged view.")
            for entry in hidden {
                let expression = "self." + expression(entry.view)
                if let index = ir.conditions.firstIndex(of: entry.hiddenWhen) {
                    out.line("\(expression).isHidden = holds[\(index)]  // " + entry.hiddenWhen.description)
                } else {
                    out.line("\(expression).isHidden = " + swiftCondition(entry.hiddenWhen, flags: flagNamesForHidden(flagMembers)))
                }
            }
        }
        writeStackVariations(&out, flags: flagNamesForHidden(flagMembers))
        out.close()
        out.line()
        writeApply(&out)
        out.line()
        if target == .uikit && !traitsRead.isEmpty {
            writeTraitFollowing(&out)
            out.line()
        }
        writeDeactivation(&out)
    }

    /// Whether the type switches variants (`activate(for:)`, `apply(_:animated:duration:)`) rather than only `activate()`.
    private var hasVariants: Bool { !(ir.conditions.isEmpty && conditionallyHidden.isEmpty && !readsContentSize) }

    /// UIKit's trait types the file's conditions and scaled numbers read, in a fixed order.
    private var traitsRead: [String] {
        guard target == .uikit else { return [] }
        let conditions = ir.conditions + ir.visibility.map(\.hiddenWhen) + ir.stackVariations.map(\.condition)
        var horizontal = false, vertical = false, idiom = false
        func visit(_ condition: LayoutCondition) {
            switch condition {
            case .sizeClass(_, let dimension):
                if dimension == .width { horizontal = true } else { vertical = true }
            case .idiom: idiom = true
            case .not(let operand): visit(operand)
            case .all(let operands), .any(let operands): operands.forEach(visit)
            case .landscape, .canvas, .contentSize, .flag: break
            }
        }
        conditions.forEach(visit)
        var traits: [String] = []
        if horizontal { traits.append("UITraitHorizontalSizeClass") }
        if vertical { traits.append("UITraitVerticalSizeClass") }
        if idiom { traits.append("UITraitUserInterfaceIdiom") }
        if readsContentSize { traits.append("UITraitPreferredContentSizeCategory") }
        return traits
    }

    /// `apply(_:animated:duration:)`: one pass of `activate(for:)`, then root laid out, animated or not.
    private func writeApply(_ out: inout SwiftWriter) {
        out.line("/// Switches to the variant `environment` selects in one pass of `activate(for:)` (the constraints")
        out.line("/// that leave are deactivated before those that enter are activated, so no moment holds both),")
        if target == .uikit {
            out.line("/// then lays root out: with `animated`, inside `UIView.animate(withDuration:animations:)` over")
            out.line("/// `duration` seconds (0.25 unless given), after laying out what was pending so that only the")
            out.line("/// change animates; without, at once (`layoutIfNeeded()`).")
        } else {
            out.line("/// then lays root out: with `animated`, in `NSAnimationContext.runAnimationGroup(_:completionHandler:)`")
            out.line("/// over `duration` seconds (0.25 unless given) with implicit animation allowed, after laying out")
            out.line("/// what was pending so that only the change animates; without, at once (`layoutSubtreeIfNeeded()`).")
        }
        out.open("public func apply(_ environment: Environment, animated: Bool, duration: TimeInterval = 0.25)")
        if target == .uikit && !traitsRead.isEmpty { out.line("appliedEnvironment = environment") }
        out.open("guard let root = rootView else")
        out.line("activate(for: environment)")
        out.line("return")
        out.close()
        let layout = target == .uikit ? "layoutIfNeeded()" : "layoutSubtreeIfNeeded()"
        out.open("guard animated else")
        out.line("activate(for: environment)")
        out.line("root.\(layout)")
        out.line("return")
        out.close()
        out.line("root.\(layout)")
        out.line("activate(for: environment)")
        if target == .uikit {
            out.line("UIView.animate(withDuration: duration) { root.layoutIfNeeded() }")
        } else {
            out.line("NSAnimationContext.runAnimationGroup({ context in")
            out.indent()
            out.line("context.duration = duration")
            out.line("context.allowsImplicitAnimation = true")
            out.line("root.layoutSubtreeIfNeeded()")
            out.outdent()
            out.line("}, completionHandler: nil)")
        }
        out.close()
    }

    /// `followTraitChanges(animated:duration:)` (UIKit): iOS 17's trait registration for the traits the file reads.
    private func writeTraitFollowing(_ out: inout SwiftWriter) {
        let traits = traitsRead
        let names = traits.map { name in
            switch name {
            case "UITraitHorizontalSizeClass": "the horizontal size class"
            case "UITraitVerticalSizeClass": "the vertical size class"
            case "UITraitUserInterfaceIdiom": "the idiom"
            default: "the content size category"
            }
        }
        let list = names.count > 1 ? names.dropLast().joined(separator: ", ") + " and " + (names.last ?? "") : names.joined()
        out.line("/// Makes the layout follow the traits of root that the file reads: \(list).")
        out.line("/// On each change, applies the environment of root's new traits, keeping the last applied size")
        out.line("/// and flags, animated as asked. Uses `registerForTraitChanges(_:handler:)` (iOS 17) and returns")
        out.line("/// true; before iOS 17 it returns false, and the app calls `apply(_:animated:duration:)` with")
        out.line("/// `Environment(size:traitCollection:)` from `traitCollectionDidChange(_:)`. Call it once; a size")
        out.line("/// change is the app's to apply.")
        out.line("@discardableResult")
        out.open("public func followTraitChanges(animated: Bool, duration: TimeInterval = 0.25) -> Bool")
        out.open("guard #available(iOS 17, *), let root = rootView else")
        out.line("return false")
        out.close()
        out.line("let traits: [UITrait] = [\(traits.map { "\($0).self" }.joined(separator: ", "))]")
        out.line("root.registerForTraitChanges(traits) { [weak self] (view: UIView, _: UITraitCollection) in")
        out.indent()
        out.line("guard let self else { return }")
        out.line("let traits = view.traitCollection")
        out.line("var environment = self.appliedEnvironment ?? Environment(size: view.bounds.size, traitCollection: traits)")
        out.line("environment.horizontalSizeClass = traits.horizontalSizeClass")
        out.line("environment.verticalSizeClass = traits.verticalSizeClass")
        out.line("environment.idiom = traits.userInterfaceIdiom")
        if readsContentSize { out.line("environment.contentSize = traits.preferredContentSizeCategory") }
        out.line("self.apply(environment, animated: animated, duration: duration)")
        out.outdent()
        out.line("}")
        out.line("return true")
        out.close()
    }

    /// The `Environment` struct: what the file's `when` blocks read (both engines write it).
    func writeEnvironment(_ out: inout SwiftWriter) {
        let flagMembers = flagMembers()
        out.line("/// What the file's `when` blocks read: root's size, \(target == .uikit ? "the size classes, the idiom " : "")and the flags.")
        out.open("public struct Environment")
        out.line("/// Root's size, which `landscape` and comparisons such as `width >= 600` read.")
        out.line("public var size: CGSize")
        if target == .uikit {
            out.line("/// The horizontal size class (`compactWidth`, `regularWidth`).")
            out.line("public var horizontalSizeClass: UIUserInterfaceSizeClass")
            out.line("/// The vertical size class (`compactHeight`, `regularHeight`).")
            out.line("public var verticalSizeClass: UIUserInterfaceSizeClass")
            out.line("/// The idiom (`phone`, `pad`, `mac`).")
            out.line("public var idiom: UIUserInterfaceIdiom")
        }
        if readsContentSize {
            out.line("/// The content size category (`contentSize >= accessibilityMedium`, `scaled(...)`).")
            out.line("public var contentSize: UIContentSizeCategory")
        }
        for (flag, member) in flagMembers {
            out.line("/// The flag `\(flag)`.")
            out.line("public var \(SwiftNames.escaped(member)): Bool")
        }
        out.line()
        let flagParameters = flagMembers.map { ", \(SwiftNames.escaped($0.member)): Bool = false" }.joined()
        let flagAssignments = flagMembers.map { "self.\(SwiftNames.escaped($0.member)) = \(SwiftNames.escaped($0.member))" }
        if target == .uikit {
            out.line("/// An environment from its parts.")
            out.line("public init(")
            out.indent()
            let contentSizeParameter = readsContentSize ? ", contentSize: UIContentSizeCategory = .large" : ""
            out.line("size: CGSize, horizontalSizeClass: UIUserInterfaceSizeClass,")
            out.line("verticalSizeClass: UIUserInterfaceSizeClass, idiom: UIUserInterfaceIdiom\(contentSizeParameter)\(flagParameters)")
            out.outdent()
            out.open(")")
            out.line("self.size = size")
            out.line("self.horizontalSizeClass = horizontalSizeClass")
            out.line("self.verticalSizeClass = verticalSizeClass")
            out.line("self.idiom = idiom")
            if readsContentSize { out.line("self.contentSize = contentSize") }
            for assignment in flagAssignments { out.line(assignment) }
            out.close()
            out.line()
            out.line("/// The environment of a view of `size` with `traitCollection`, as in `traitCollectionDidChange(_:)`.")
            out.open("public init(size: CGSize, traitCollection: UITraitCollection\(flagParameters))")
            out.line("self.init(")
            out.indent()
            let flagArguments = flagMembers.map { ", \(SwiftNames.escaped($0.member)): \(SwiftNames.escaped($0.member))" }.joined()
            out.line("size: size, horizontalSizeClass: traitCollection.horizontalSizeClass,")
            if readsContentSize {
                out.line("verticalSizeClass: traitCollection.verticalSizeClass, idiom: traitCollection.userInterfaceIdiom,")
                out.line("contentSize: traitCollection.preferredContentSizeCategory\(flagArguments))")
            } else {
                out.line("verticalSizeClass: traitCollection.verticalSizeClass, idiom: traitCollection.userInterfaceIdiom\(flagArguments))")
            }
            out.outdent()
            out.close()
        } else {
            out.line("/// An environment from its parts.")
            out.open("public init(size: CGSize\(flagParameters))")
            out.line("self.size = size")
            for assignment in flagAssignments { out.line(assignment) }
            out.close()
        }
        out.close()
    }

    private func flagNamesForHidden(_ members: [(flag: String, member: String)]) -> [String: String] {
        Dictionary(members.map { ($0.flag, $0.member) }, uniquingKeysWith: { first, _ in first })
    }

    /// `condition` as a Swift expression over `environment`.
    func swiftCondition(_ condition: LayoutCondition, flags: [String: String], negated: Bool = false) -> String {
        // Leaves that read better negated in place (`!=`, `!flag`); the rest are wrapped in `!(...)`.
        let (equal, not) = negated ? ("!=", "!") : ("==", "")
        switch condition {
        case .sizeClass(let sizeClass, let dimension) where target == .uikit:
            let property = dimension == .width ? "horizontalSizeClass" : "verticalSizeClass"
            return "environment.\(property) \(equal) .\(sizeClass.rawValue)"
        case .idiom(let idiom) where target == .uikit:
            return "environment.idiom \(equal) .\(idiom.rawValue)"
        case .flag(let name):
            return "\(not)environment.\(SwiftNames.escaped(flags[name] ?? name))"
        case .not(let operand):
            return swiftCondition(operand, flags: flags, negated: !negated)
        default:
            break
        }
        let text: String
        switch condition {
        case .sizeClass(let sizeClass, let dimension):
            // AppKit has no size classes: the Mac's rule (grammar.md, "Size classes").
            guard dimension == .width else { text = sizeClass == .regular ? "true" : "false"; break }
            let threshold = SwiftNames.number(SizeClassRule.padRegularWidthMinimum)
            text = sizeClass == .regular ? "environment.size.width >= \(threshold)" : "environment.size.width < \(threshold)"
        case .idiom(let idiom):
            text = idiom == .mac ? "true" : "false"
        case .landscape:
            text = "environment.size.width > environment.size.height"
        case .canvas(let dimension, let comparison, let value):
            text = "environment.size.\(dimension.rawValue) \(comparison.rawValue) \(SwiftNames.number(value))"
        case .contentSize(let comparison, let category) where target == .uikit:
            text = "environment.contentSize \(comparison.rawValue) .\(category.rawValue)"
        case .contentSize(let comparison, let category):
            // macOS has no Dynamic Type: the condition as it stands at UIKit's default, large.
            let holds = comparison.holds(Double(ContentSizeCategory.large.rank), Double(category.rank))
            text = holds ? "true" : "false"
        case .all(let operands):
            text = joined(operands, with: "&&", whenEmpty: "true", flags: flags)
        case .any(let operands):
            text = joined(operands, with: "||", whenEmpty: "false", flags: flags)
        case .flag, .not:
            text = ""  // answered above
        }
        return negated ? "!(\(text))" : text
    }

    /// Operands joined by `&&` or `||`, parenthesized when more than one.
    private func joined(_ operands: [LayoutCondition], with joiner: String, whenEmpty: String, flags: [String: String]) -> String {
        guard operands.count > 1 else { return operands.first.map { swiftCondition($0, flags: flags) } ?? whenEmpty }
        return "(" + operands.map { swiftCondition($0, flags: flags) }.joined(separator: " \(joiner) ") + ")"
    }
}

/// Indented lines of Swift.
struct SwiftWriter {
    private(set) var text = ""
    private var depth = 0

    mutating func line(_ content: String = "") {
        if !content.isEmpty { text += String(repeating: "    ", count: depth) + content }
        text += "\n"
    }

    /// Appends `text` as it is, indentation and all.
    mutating func raw(_ text: String) {
        self.text += text
    }

    mutating func open(_ header: String) {
        line(header + " {")
        depth += 1
    }

    mutating func close() {
        depth -= 1
        line("}")
    }

    mutating func indent() { depth += 1 }
    mutating func outdent() { depth -= 1 }
}

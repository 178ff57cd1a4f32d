import LayoutIR
import LayoutSource

// Lowering stacks into UIStackView's own constraints (grammar.md, "How a stack lays out"): the
// `UISV-*` constraints UIKit installs, at UIKit's priorities, each carrying its origin so that
// diagnostics name it and code generation (which writes a `UIStackView`) skips it.
//
// Sources: Apple's UIStackView, UIStackView.Distribution and UIStackView.Alignment documentation
// (what each setting means); UIKit's own constraint dumps and logs, which name each constraint
// and its priority (`UISV-canvas-connection`, `UISV-spacing`, `UISV-hiding`: the logs quoted by
// useyourloaf.com's "Stack View Constraint Conflicts When Hiding Views" and "Stack View Baseline
// Alignment Issue"; the full dump of a leading-aligned, fill-equally stack with its spanner guide
// at 999.5, 51 and 25 in kean/Arranged's README, a reimplementation whose tests compare its
// constraints with UIStackView's, one by one, for every distribution and alignment).
extension Checker {
    /// The attributes of one axis of a stack: along it (the distribution) or across it (the alignment).
    struct StackAxisAttributes {
        var lead: WrittenAttribute
        var trail: WrittenAttribute
        var length: WrittenAttribute
        var center: WrittenAttribute
        var leadMargin: WrittenAttribute
        var trailMargin: WrittenAttribute
        var centerWithinMargins: WrittenAttribute

        static let horizontal = StackAxisAttributes(
            lead: .leading, trail: .trailing, length: .width, center: .centerX, leadMargin: .leadingMargin,
            trailMargin: .trailingMargin, centerWithinMargins: .centerXWithinMargins)
        static let vertical = StackAxisAttributes(
            lead: .top, trail: .bottom, length: .height, center: .centerY, leadMargin: .topMargin,
            trailMargin: .bottomMargin, centerWithinMargins: .centerYWithinMargins)
    }


    /// How many different conditions one stack may depend on (its arranged views hidden, its
    /// own properties changed): each combination of them is a variant of the stack's
    /// constraints (2^6 = 64 at most).
    static let maximumConditionallyHiddenArrangedViews = 6

    /// One condition a stack depends on, and which of its arranged views it hides or which
    /// variations it applies when it holds (`holds == true`) or when it does not.
    private struct StackConditionUse {
        var group: Int
        var holds: Bool
    }

    /// Lowers every stack declared so far, in declaration order (nested stacks after their parents).
    ///
    /// A hidden arranged view collapses (UISV-hiding) and the spacing around it goes; a view
    /// hidden in some variants only (`hide` in a `when` block), or the stack's own properties
    /// changed in some (`stack NAME { ... }` in a `when` block), make the stack's constraints
    /// differ by variant: they are lowered once for each combination of those conditions, under
    /// the condition that exactly that combination holds, with the views hidden and the
    /// configuration (its own, then each applicable variation in source order) it gives.
    mutating func lowerStacks() {
        let variationsByStack = stackVariations.entries.isEmpty ? [:] : stackVariations.byStack
        for index in 0..<views.count {
            guard let configuration = views[index].stack else { continue }
            let stack = ViewID(index)
            var alwaysHidden: Set<ViewID> = []
            // The conditions the stack depends on; a condition and its negation are one (an
            // `else` block's), so no combination needs both to hold.
            var groups: [LayoutCondition] = []
            func use(of condition: LayoutCondition) -> StackConditionUse {
                for (group, existing) in groups.enumerated() {
                    if existing == condition { return StackConditionUse(group: group, holds: true) }
                    if existing == .not(condition) || condition == .not(existing) {
                        return StackConditionUse(group: group, holds: false)
                    }
                }
                groups.append(condition)
                return StackConditionUse(group: groups.count - 1, holds: true)
            }
            var hiddenUses: [(view: ViewID, use: StackConditionUse)] = []
            for arranged in configuration.arrangedViews {
                guard let condition = visibility.entries[arranged.view.index]?.hiddenWhen else { continue }
                if condition == .always {
                    alwaysHidden.insert(arranged.view)
                } else {
                    hiddenUses.append((arranged.view, use(of: condition)))
                }
            }
            let variations = variationsByStack[index] ?? []
            // A variation applies where each conjunct of its block's condition holds: taken one
            // by one, an `else when` block's `not A and B` shares `A` with the first block.
            let variationUses = variations.map { entry -> [StackConditionUse] in
                if case .all(let conjuncts) = entry.variation.condition, !conjuncts.isEmpty { return conjuncts.map(use(of:)) }
                return [use(of: entry.variation.condition)]
            }
            guard !groups.isEmpty else {
                StackLowering(stack: stack, configuration: configuration)
                    .lower(into: &self, hidden: alwaysHidden, condition: nil)
                continue
            }
            if groups.count > Self.maximumConditionallyHiddenArrangedViews, let span = views[index].span {
                let what = variations.isEmpty
                    ? "hides its arranged views under"
                    : hiddenUses.isEmpty ? "changes its properties under" : "hides its arranged views or changes its properties under"
                report(.error(
                    .tooManyConditionallyHidden,
                    "'\(views[index].name)' \(what) \(groups.count) different conditions; at most \(Self.maximumConditionallyHiddenArrangedViews) are supported",
                    at: span,
                    notes: ["each combination of them lays the stack out anew: split the stack, or vary fewer of its views or properties by variant"]))
                continue
            }
            var reportedAlignments: Set<SourceSpan> = []
            for combination in 0..<(1 << groups.count) {
                func applies(_ use: StackConditionUse) -> Bool { (combination & (1 << use.group) != 0) == use.holds }
                var hidden = alwaysHidden
                for entry in hiddenUses where applies(entry.use) { hidden.insert(entry.view) }
                var effective = configuration
                var applied: [StackVariationState.Entry] = []
                for (entry, uses) in zip(variations, variationUses) where uses.allSatisfy(applies) {
                    effective = entry.variation.applied(to: effective)
                    applied.append(entry)
                }
                if !applied.isEmpty { reportVariantAlignment(effective, applied: applied, reported: &reportedAlignments) }
                let conjuncts = groups.enumerated().map { group, condition in
                    combination & (1 << group) != 0 ? condition : LayoutCondition.not(condition)
                }
                let condition = conjuncts.count == 1 ? conjuncts[0] : LayoutCondition.all(conjuncts)
                StackLowering(stack: stack, configuration: effective)
                    .lower(into: &self, hidden: hidden, condition: internedCondition(condition))
            }
        }
    }

    /// The index of `condition` in the IR's conditions, added if it is new.
    private mutating func internedCondition(_ condition: LayoutCondition) -> Int {
        if let index = variants.conditions.firstIndex(of: condition) { return index }
        variants.conditions.append(condition)
        return variants.conditions.count - 1
    }

    /// `lhs - rhs + constant RELATION 0` for a stack, at `priority`, with its origin.
    mutating func emitStackConstraint(
        _ lhs: LinearForm, _ relation: ConstraintRelation, _ rhs: LinearForm, constant: Double = 0,
        priority: Double = 1000, origin: StackConstraintOrigin, span: SourceSpan, condition: Int? = nil
    ) {
        let form = lhs.adding(rhs, sign: -1).adding(LinearForm(constant: constant))
        let directedForm = directed(form)
        var constraint = directedForm.constraint(
            relation: relation, priority: ConstraintPriority(priority), span: span, component: nil)
        guard constraint.hasUnknowns, constraint.isFinite else { return }
        if let first = constraint.terms.first?.variable, let margins = marginForm(of: directedForm, firstVariable: first) {
            constraint.margins = margins
            hierarchy.hasMarginForms = true
        }
        constraint.stackOrigin = origin
        if keepsWrittenEquations { constraint.written = form.writtenEquation(relation: relation) }
        if let condition { constraint.condition = condition }
        deduplicator.append(constraint)
    }

    /// The value of `view.attribute` as a scalar form (margins and baselines as the view's properties make them).
    func stackForm(_ view: ViewID, _ attribute: WrittenAttribute, at range: SourceRange) -> LinearForm {
        if case .scalar(let form) = value(of: attribute, of: view, at: range) { return form }
        return LinearForm(constant: 0)
    }

    /// Declares a guide a stack adds to lay itself out (a spacer between two views, or the
    /// spanner enclosing them across the axis); it cannot be named in the file.
    mutating func declareStackGuide(of stack: ViewID, named suffix: String) -> ViewID {
        let id = ViewID(views.count)
        views.append(ViewDeclaration(
            name: views[stack.index].name + "_" + suffix, span: views[stack.index].span, isGuide: true, parent: stack,
            stack: nil, stackGuideOwner: stack))
        return id
    }
}

/// One stack's lowering: its configuration, the attributes of its two axes, and the constraints
/// UIStackView installs for it.
struct StackLowering {
    let stack: ViewID
    let configuration: StackConfiguration

    /// Emits the stack's constraints into `checker`, with the arranged views `hidden` hidden,
    /// under the IR's condition `condition` (nil: always).
    func lower(into checker: inout Checker, hidden: Set<ViewID>, condition: Int?) {
        guard let span = checker.views[stack.index].span else { return }
        let arranged = configuration.arrangedViews.map(\.view)
        let visible = arranged.filter { !hidden.contains($0) }
        guard !arranged.isEmpty else { return }
        // The emitter takes the checker for the while (a swap, so that no array is copied).
        var emitter = Emitter(checker: Checker(source: checker.source), stack: stack, span: span, condition: condition)
        swap(&emitter.checker, &checker)
        defer { swap(&emitter.checker, &checker) }
        lowerDistribution(arranged: arranged, visible: visible, into: &emitter)
        lowerAlignment(arranged: arranged, visible: visible, into: &emitter)
        // UISV-hiding: a hidden view has no length along the axis.
        for view in arranged where hidden.contains(view) {
            emitter.emit(
                emitter.form(view, along.length), .equal, LinearForm(constant: 0), kind: .hiding, views: [view])
        }
    }

    private var along: Checker.StackAxisAttributes { configuration.axis == .horizontal ? .horizontal : .vertical }
    private var across: Checker.StackAxisAttributes { configuration.axis == .horizontal ? .vertical : .horizontal }

    // MARK: Along the axis: the distribution

    private func lowerDistribution(arranged: [ViewID], visible: [ViewID], into emitter: inout Emitter) {
        let axis = along
        let margins = configuration.isMarginsRelative
        guard let first = visible.first, let last = visible.last else { return }
        // UISV-canvas-connection: the first view's leading edge and the last view's trailing edge
        // are the stack's (its margins' with marginsRelative).
        emitter.equal(
            emitter.form(stack, margins ? axis.leadMargin : axis.lead), emitter.form(first, axis.lead),
            kind: .canvasConnection, views: [first])
        emitter.equal(
            emitter.form(last, axis.trail), emitter.form(stack, margins ? axis.trailMargin : axis.trail),
            kind: .canvasConnection, views: [last])

        // UISV-spacing: each view after the one before it; at least the spacing for the
        // spacing distributions, whose gaps the spacer guides then make equal.
        let isSpacingDistribution =
            configuration.distribution == .equalSpacing || configuration.distribution == .equalCentering
        let baselines = configuration.isBaselineRelative && configuration.axis == .vertical
        let isVisible = arranged.map { visible.contains($0) }
        for position in arranged.indices.dropFirst() {
            let previous = arranged[position - 1]
            let current = arranged[position]
            // Around hidden views the gap is the spacing after the last visible view before
            // them, split in halves on either side of each hidden view (whose length is 0); no
            // gap before the first visible view or after the last.
            var gap = 0.0
            if current != first, previous != last,
                let anchor = (0..<position).last(where: { isVisible[$0] })
            {
                let spacing = configuration.spacing(after: anchor).points
                let hiddenCount = [position - 1, position].filter { !isVisible[$0] }.count
                gap = spacing - spacing / 2 * Double(hiddenCount)
            }
            let trailing = emitter.form(previous, baselines ? .lastBaseline : axis.trail)
            let leading = emitter.form(current, baselines ? .firstBaseline : axis.lead)
            // current.lead - previous.trail - gap (>=|==) 0
            emitter.emit(
                leading, isSpacingDistribution ? .greaterThanOrEqual : .equal, trailing, constant: -gap,
                kind: .spacing, views: [previous, current])
        }

        switch configuration.distribution {
        case .fill:
            break  // Hugging and compression resistance decide; UIStackView adds nothing.
        case .fillEqually:
            equalLengths(visible, into: &emitter)
        case .fillProportionally:
            fillProportionally(visible, into: &emitter)
        case .equalSpacing, .equalCentering:
            spacers(between: visible, baselines: baselines, into: &emitter)
            // UISV-canvas-fit: the stack as short as its content allows, far below everything.
            emitter.emit(
                emitter.form(stack, axis.length), .equal, LinearForm(constant: 0), priority: 49,
                kind: .canvasFit, views: [])
        }
    }

    /// UISV-fill-equally: every view as long as the first.
    private func equalLengths(_ views: [ViewID], into emitter: inout Emitter) {
        guard let first = views.first else { return }
        for view in views.dropFirst() {
            emitter.equal(
                emitter.form(view, along.length), emitter.form(first, along.length), kind: .fillEqually,
                views: [first, view])
        }
    }

    /// UISV-fill-proportionally: each view's length a share of the stack's, its intrinsic length
    /// over the sum of the intrinsic lengths and the spacings; at 999, one less for each view in
    /// turn (required when a single view has an intrinsic length and nothing else takes room).
    /// A view without an intrinsic length gets none; with no intrinsic length at all, the views
    /// fill equally.
    private func fillProportionally(_ views: [ViewID], into emitter: inout Emitter) {
        let intrinsic = views.map { view -> Double? in
            let properties = emitter.checker.properties(of: view)
            let length = configuration.axis == .horizontal ? properties.intrinsicWidth : properties.intrinsicHeight
            guard let length, length > 0 else { return nil }
            return length
        }
        let withLength = intrinsic.compactMap { $0 }
        guard !withLength.isEmpty else { return equalLengths(views, into: &emitter) }
        let positions = configuration.arrangedViews.indices.filter { views.contains(configuration.arrangedViews[$0].view) }
        let spacings = positions.dropLast().reduce(0.0) { $0 + configuration.spacing(after: $1).points }
        let total = withLength.reduce(spacings, +)
        let stackLength = configuration.isMarginsRelative
            ? emitter.form(stack, along.trailMargin).adding(emitter.form(stack, along.leadMargin), sign: -1)
            : emitter.form(stack, along.length)
        var priority: Double? = withLength.count == 1 && (views.count == 1 || spacings == 0) ? nil : 999
        for (view, length) in zip(views, intrinsic) {
            if let length {
                emitter.emit(
                    emitter.form(view, along.length), .equal, stackLength.scaled(by: length / total),
                    priority: priority ?? 1000, kind: .fillProportionally, views: [view])
            } else {
                emitter.emit(
                    emitter.form(view, along.length), .equal, LinearForm(constant: 0), kind: .fillProportionally,
                    views: [view])
            }
            priority = priority.map { $0 - 1 }
        }
    }

    /// The spacer guides of `equalSpacing` and `equalCentering`: one between each two neighbours
    /// (UISV-distributing), from the first's trailing edge (center) to the next one's leading
    /// edge (center), all as long as the first: required between edges, at 149 between centers.
    private func spacers(between views: [ViewID], baselines: Bool, into emitter: inout Emitter) {
        let centering = configuration.distribution == .equalCentering
        var guides: [ViewID] = []
        for position in views.indices.dropFirst() {
            let previous = views[position - 1]
            let current = views[position]
            let guide = emitter.checker.declareStackGuide(of: stack, named: "gap\(position)")
            guides.append(guide)
            let from: WrittenAttribute = centering ? along.center : baselines ? .lastBaseline : along.trail
            let to: WrittenAttribute = centering ? along.center : baselines ? .firstBaseline : along.lead
            emitter.equal(
                emitter.form(guide, along.lead), emitter.form(previous, from), kind: .distributing, views: [previous])
            emitter.equal(
                emitter.form(guide, along.trail), emitter.form(current, to), kind: .distributing, views: [current])
        }
        guard let first = guides.first else { return }
        for guide in guides.dropFirst() {
            emitter.emit(
                emitter.form(guide, along.length), .equal, emitter.form(first, along.length),
                priority: centering ? 149 : 1000, kind: .fillEqually, views: [])
        }
    }

    // MARK: Across the axis: the alignment

    private func lowerAlignment(arranged: [ViewID], visible: [ViewID], into emitter: inout Emitter) {
        let axis = across
        let margins = configuration.isMarginsRelative
        let alignment = configuration.alignment.canonical
        let horizontal = configuration.axis == .horizontal
        // Which edges of the views are held loosely (their canvas and spanner bounds are inequalities).
        let looseTop = [.trailing, .center, .firstBaseline, .lastBaseline].contains(alignment)
        let looseBottom = [.leading, .center, .firstBaseline, .lastBaseline].contains(alignment)
        let anyLoose = looseTop || looseBottom
        guard let first = arranged.first else { return }

        // UISV-alignment: every view aligned with the first (baselines in horizontal stacks only).
        let aligned: [WrittenAttribute] = switch alignment {
        case .fill: [axis.lead, axis.trail]
        case .leading, .top: [axis.lead]
        case .trailing, .bottom: [axis.trail]
        case .center: [axis.center]
        case .firstBaseline: horizontal ? [.firstBaseline] : []
        case .lastBaseline: horizontal ? [.lastBaseline] : []
        }
        for attribute in aligned {
            for view in arranged.dropFirst() {
                emitter.equal(
                    emitter.form(first, attribute), emitter.form(view, attribute), kind: .alignment, views: [first, view])
            }
        }

        // The spanner: a guide enclosing every visible view across the axis, as small as it may be
        // (UISV-spanning-fit at 51), bounding each view (UISV-spanning-boundary: an inequality on a
        // loose edge, an equality at 999.5 on the others).
        let needsSpanner = visible.isEmpty || (arranged.count > 1 && anyLoose)
        var spanner: ViewID?
        if needsSpanner {
            let guide = emitter.checker.declareStackGuide(of: stack, named: "spanner")
            spanner = guide
            if anyLoose {
                emitter.emit(
                    emitter.form(guide, axis.length), .equal, LinearForm(constant: 0), priority: 51, kind: .spanningFit,
                    views: [])
            }
            for view in visible {
                if looseTop {
                    emitter.emit(
                        emitter.form(guide, axis.lead), .lessThanOrEqual, emitter.form(view, axis.lead),
                        kind: .spanningBoundary, views: [view])
                } else {
                    emitter.emit(
                        emitter.form(guide, axis.lead), .equal, emitter.form(view, axis.lead), priority: 999.5,
                        kind: .spanningBoundary, views: [view])
                }
                if looseBottom {
                    emitter.emit(
                        emitter.form(guide, axis.trail), .greaterThanOrEqual, emitter.form(view, axis.trail),
                        kind: .spanningBoundary, views: [view])
                } else {
                    emitter.emit(
                        emitter.form(guide, axis.trail), .equal, emitter.form(view, axis.trail), priority: 999.5,
                        kind: .spanningBoundary, views: [view])
                }
            }
        }

        // UISV-canvas-connection across the axis: the stack's leading edge to the first view (or
        // the spanner), its trailing edge to the spanner (or the first view); swapped for the
        // alignments that hold the trailing edge; loose where the view's edge is.
        // With a spanner, `center` ties both of the stack's edges to the spanner and only the
        // first view's center to the stack's: the views keep their lengths and are centred, as
        // Apple documents and as the corpus's stored frames (Interface Builder's own layouts)
        // show. `firstBaseline` holds the stack's top loosely against the first view, so a
        // taller later view rises above it: the corpus shows that too
        // (woocommerce--ULAccountMismatchViewController.xib, row `Hqt-oI-j1i`).
        let firstItem = visible.isEmpty ? (spanner ?? first) : first
        var topItem = firstItem
        var bottomItem = spanner ?? firstItem
        if [.trailing, .lastBaseline].contains(alignment) { swap(&topItem, &bottomItem) }
        if let spanner, alignment == .center { topItem = spanner }
        let looseTopCanvas = spanner != nil ? alignment == .firstBaseline && horizontal && !visible.isEmpty : looseTop
        let looseBottomCanvas = spanner != nil ? alignment == .lastBaseline && horizontal && !visible.isEmpty : looseBottom
        emitter.emit(
            emitter.form(stack, margins ? axis.leadMargin : axis.lead), looseTopCanvas ? .lessThanOrEqual : .equal,
            emitter.form(topItem, axis.lead), kind: .canvasConnection, views: topItem == spanner ? [] : [topItem])
        emitter.emit(
            emitter.form(stack, margins ? axis.trailMargin : axis.trail), looseBottomCanvas ? .greaterThanOrEqual : .equal,
            emitter.form(bottomItem, axis.trail), kind: .canvasConnection, views: bottomItem == spanner ? [] : [bottomItem])
        if alignment == .center {
            emitter.equal(
                emitter.form(stack, margins ? axis.centerWithinMargins : axis.center), emitter.form(firstItem, axis.center),
                kind: .canvasConnection, views: [firstItem])
        }
        if looseTopCanvas || looseBottomCanvas {
            emitter.emit(
                emitter.form(stack, axis.length), .equal, LinearForm(constant: 0), priority: 49, kind: .canvasFit, views: [])
        }

        // UISV-ambiguity-suppression: with loose edges, each view's length across the axis
        // tends to zero at 25, below anything a view's content asks for.
        if anyLoose {
            for view in arranged {
                emitter.emit(
                    emitter.form(view, axis.length), .equal, LinearForm(constant: 0), priority: 25,
                    kind: .ambiguitySuppression, views: [view])
            }
        }
    }

    /// Builds and emits one stack's constraints into the checker.
    struct Emitter {
        var checker: Checker
        let stack: ViewID
        let span: SourceSpan
        let condition: Int?

        func form(_ view: ViewID, _ attribute: WrittenAttribute) -> LinearForm {
            checker.stackForm(view, attribute, at: span.range)
        }

        mutating func equal(_ lhs: LinearForm, _ rhs: LinearForm, kind: StackConstraintKind, views: [ViewID]) {
            emit(lhs, .equal, rhs, kind: kind, views: views)
        }

        mutating func emit(
            _ lhs: LinearForm, _ relation: ConstraintRelation, _ rhs: LinearForm, constant: Double = 0,
            priority: Double = 1000, kind: StackConstraintKind, views: [ViewID]
        ) {
            checker.emitStackConstraint(
                lhs, relation, rhs, constant: constant, priority: priority,
                origin: StackConstraintOrigin(stack: stack, kind: kind, views: views), span: span, condition: condition)
        }
    }
}

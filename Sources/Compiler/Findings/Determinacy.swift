import LayoutChecker
import LayoutIR
import LayoutSource

/// Finds the primary attributes that the constraints leave free, as S002 warnings, one per view.
///
/// A free attribute is one the solver could change without making any constraint worse. Without
/// a canvas size, root's width and height are usually free, and so is every view placed relative
/// to them; then root gets its own warning and the others are reported only if they would stay
/// free once root had a size, so one missing `--size` does not produce a warning per view.
struct Determinacy {
    /// The layout the constraints came from.
    let ir: LayoutIR
    /// The files of the layout, for the fix-its of content priority ambiguities.
    var sources: [SourceFile] = []

    /// The warnings for a solved layout, in view order; `canvas` is nil when root's size is not given.
    func diagnostics(for lowered: LoweredLayout, canvas: CanvasSize?) -> [Diagnostic] {
        // Safe-area guides follow their views: a free one is reported as its view.
        let undetermined = lowered.undeterminedVariables()
        var free = withoutUnusedGuideAxes(undetermined.filter { ir.isReported($0.view) })
        let rootSize = free.filter { $0.view == .root && ($0.attribute == .width || $0.attribute == .height) }
        var pinned: LoweredLayout?
        var stillFree = undetermined
        if canvas == nil, !rootSize.isEmpty {
            var withRoot = lowered
            for variable in rootSize {
                withRoot.addRootSize(variable.attribute, lowered.value(of: variable))
            }
            stillFree = withRoot.undeterminedVariables()
            free = rootSize + withoutUnusedGuideAxes(
                stillFree.filter { !rootSize.contains($0) && ir.isReported($0.view) })
            pinned = withRoot
        }
        // A free content size is said once, for its scroll view; what is free only because of
        // it (the views that follow the content's edges) is not said again.
        let contentSizes = stillFree.filter { isContentSize($0) }
        var contentWarnings: [Diagnostic] = []
        if !contentSizes.isEmpty {
            var withContent = pinned ?? lowered
            for variable in contentSizes {
                withContent.pin(variable, at: lowered.value(of: variable))
            }
            let rootPart = canvas == nil ? rootSize : []
            free = rootPart + withoutUnusedGuideAxes(
                withContent.undeterminedVariables().filter { !rootPart.contains($0) && ir.isReported($0.view) })
            contentWarnings = contentSizes.map(contentWarning)
        }
        var warnings: [Diagnostic] = []
        for axis in [PrimaryAttribute.width, .height] {
            guard let ambiguity = contentPriorityAmbiguity(on: axis, free: free, lowered: lowered) else { continue }
            warnings.append(ambiguity.warning)
            let position: PrimaryAttribute = axis == .width ? .left : .top
            free.removeAll { ambiguity.views.contains($0.view) && ($0.attribute == axis || $0.attribute == position) }
        }
        var start = free.startIndex
        var fixItCount = 0
        while start < free.endIndex {
            let view = free[start].view
            let end = free[start...].firstIndex { $0.view != view } ?? free.endIndex
            var warning = warning(for: view, attributes: free[start..<end].map(\.attribute), canvas: canvas)
            if view != .root, fixItCount < Self.missingConstraintLimit,
                let missing = missingConstraints(for: view, free: free, lowered: pinned ?? lowered)
            {
                fixItCount += 1
                warning.notes.append(missing.note)
                warning.fixIts = [missing.fixIt]
            }
            warnings.append(warning)
            start = end
        }
        return warnings + contentWarnings
    }

    /// Whether `variable` is the width or height of a scroll view's content guide: a content size.
    private func isContentSize(_ variable: LayoutVariable) -> Bool {
        ir.views[variable.view.index].scrollGuide?.kind == .content
            && (variable.attribute == .width || variable.attribute == .height)
    }

    /// The warning for a scroll view whose content width or height nothing determines, at the
    /// scroll view's declaration, saying what to pin.
    private func contentWarning(for variable: LayoutVariable) -> Diagnostic {
        let scrollView = ir.views[variable.view.index].scrollGuide?.scrollView ?? .root
        let name = ir.name(of: scrollView)
        let isWidth = variable.attribute == .width
        let first = ir.children(of: scrollView).first { ir.isReported($0) }.map { ir.name(of: $0) }
        let (start, end) = isWidth ? ("leading", "trailing") : ("top", "bottom")
        let dimension = isWidth ? "width" : "height"
        let subject = first.map { "'\($0)'" } ?? "a view inside it"
        var notes = ["UIKit takes the content size from the constraints of the content, so it would not know how far '\(name)' scrolls"]
        if isWidth {
            notes.append(
                "to scroll only vertically, make the content as wide as the scroll view: pin the leading and trailing of \(subject) to '\(name).content' and write '\(first ?? "body").width = \(name).frame.width', or write '\(name).content.width = \(name).frame.width'")
        } else {
            notes.append(
                "pin the first view's top to '\(name).content.top' and the last one's bottom to '\(name).content.bottom', with heights known between them (intrinsic sizes count), or give it one: '\(name).content.height = \(name).frame.height' to scroll only sideways")
        }
        notes.append("the solver picks an arbitrary content \(dimension)")
        return .warning(
            .undeterminedAttributes,
            "the content \(dimension) of '\(name)' is not determined: nothing inside it spans from '\(name).content.\(start)' to '\(name).content.\(end)' with a known \(dimension)",
            at: ir.views[scrollView.index].span, notes: notes)
    }

    /// `free` less the attributes of guides on an axis that no constraint of the file mentions:
    /// a guide used only across (an equal gap between buttons) is one-dimensional, and its other
    /// axis, free by design, is no finding. A guide constrained on an axis but left free there is.
    private func withoutUnusedGuideAxes(_ free: [LayoutVariable]) -> [LayoutVariable] {
        guard free.contains(where: { ir.views[$0.view.index].isGuide }) else { return free }
        var mentioned: Set<GuideAxis> = []
        for constraint in ir.constraints {
            for term in constraint.terms where ir.views[term.variable.view.index].isGuide {
                mentioned.insert(GuideAxis(term.variable))
            }
        }
        return free.filter { !ir.views[$0.view.index].isGuide || mentioned.contains(GuideAxis($0)) }
    }

    /// A view and one axis of it: horizontal (left, width) or vertical (top, height).
    private struct GuideAxis: Hashable {
        let view: ViewID
        let isHorizontal: Bool

        init(_ variable: LayoutVariable) {
            view = variable.view
            isHorizontal = variable.attribute == .left || variable.attribute == .width
        }
    }

    /// The warning for one view's free attributes, at its declaration.
    private func warning(for view: ViewID, attributes: [PrimaryAttribute], canvas: CanvasSize?) -> Diagnostic {
        let name = ir.name(of: view)
        let names = attributes.map { "\(name).\($0)" }
        let verb = names.count == 1 ? "is" : "are"
        var notes: [String] = []
        if view == .root, canvas == nil {
            notes.append("give the canvas a size (--size WxH), or constrain root's size in the file")
        } else {
            notes.append("the solver picks arbitrary values for \(names.count == 1 ? "it" : "them")")
        }
        return .warning(
            .undeterminedAttributes,
            "\(ConflictDiagnostics.list(names)) \(verb) not determined by any constraint",
            at: ir.views[view.index].span, notes: notes)
    }

    // MARK: Content priority ambiguity

    /// A view's intrinsic size on one axis: its hugging (`<=`) and compression (`>=`) constraints.
    private struct IntrinsicAxis {
        let view: ViewID
        let size: Double
        let hugging: ConstraintPriority
        let compression: ConstraintPriority
        let value: Double
    }

    /// Two or more views whose `axis` (width or height) is free because their hugging (or
    /// compression resistance) priorities tie, as Xcode's "Content Priority Ambiguity": in the
    /// solution found, one of them stretches past its intrinsic size (or shrinks below it), and
    /// every free view of the same priority could take that share at the same cost.
    private func contentPriorityAmbiguity(on axis: PrimaryAttribute, free: [LayoutVariable], lowered: LoweredLayout)
        -> (views: Set<ViewID>, warning: Diagnostic)?
    {
        let freeSizes = free.filter { $0.attribute == axis && $0.view != .root && !ir.views[$0.view.index].isGuide }
        guard freeSizes.count >= 2 else { return nil }
        // One pass over the constraints for every free size, not one per view.
        let intrinsic = intrinsicPriorities(of: Set(freeSizes))
        let candidates = freeSizes.compactMap { variable in
            intrinsic[variable].map {
                IntrinsicAxis(
                    view: variable.view, size: $0.size, hugging: $0.hugging, compression: $0.compression,
                    value: lowered.value(of: variable))
            }
        }
        guard candidates.count >= 2 else { return nil }
        let tolerance = 1e-6
        let isHugging: Bool
        let priority: ConstraintPriority
        if let stretched = candidates.first(where: { $0.value > $0.size + tolerance }) {
            (isHugging, priority) = (true, stretched.hugging)
        } else if let shrunk = candidates.first(where: { $0.value < $0.size - tolerance }) {
            (isHugging, priority) = (false, shrunk.compression)
        } else {
            return nil
        }
        let tied = candidates.filter {
            isHugging
                ? $0.hugging == priority && $0.value >= $0.size - tolerance
                : $0.compression == priority && $0.value <= $0.size + tolerance
        }
        guard tied.count >= 2, let subject = tied.last else { return nil }
        let names = tied.map { "'\(ir.name(of: $0.view))'" }
        let direction = axis == .width ? "horizontal" : "vertical"
        let role = isHugging ? "hugging" : "compression resistance"
        let decreased = ConstraintPriority(priority.value - 1)
        let subjectName = ir.name(of: subject.view)
        let dimension = axis == .width ? "widths" : "heights"
        var fixIts: [FixIt] = []
        if decreased.value > 0, let span = ir.views[subject.view.index].span,
            let file = sources.first(where: { $0.path == span.path })
        {
            let other = intrinsicPriorities(of: subject.view, axis == .width ? .height : .width)
            let otherValue = isHugging ? (other?.hugging.value ?? 250) : (other?.compression.value ?? 750)
            fixIts = ContentPriorityEdit.fixIt(
                in: file, viewNameAt: span.range, property: isHugging ? "hugging" : "compression",
                isHorizontal: axis == .width, value: decreased.value, otherAxis: otherValue
            ).map { [$0] } ?? []
        }
        let what = isHugging ? "stretches" : "shrinks"
        let warning = Diagnostic.warning(
            .undeterminedAttributes,
            "content priority ambiguity: \(ConflictDiagnostics.list(names)) have the same \(direction) \(role) "
                + "priority (\(NumberSpelling.shortest(priority.value))), so which one \(what) is not determined",
            at: ir.views[subject.view.index].span,
            related: tied.dropLast().compactMap { view in
                ir.views[view.view.index].span.map {
                    RelatedLocation(span: $0, message: "same \(direction) \(role) priority")
                }
            },
            notes: [
                "their \(dimension) are not determined: the solver picks which one \(what)",
                "decrease the \(direction) \(role) priority of '\(subjectName)' to \(NumberSpelling.shortest(decreased.value)), "
                    + "or raise another's, so that one of them \(what) first",
            ],
            fixIts: fixIts)
        return (Set(tied.map(\.view)), warning)
    }

    /// The hugging and compression priorities and size of `view`'s intrinsic size on `axis`.
    private func intrinsicPriorities(of view: ViewID, _ axis: PrimaryAttribute)
        -> (size: Double, hugging: ConstraintPriority, compression: ConstraintPriority)?
    {
        let variable = LayoutVariable(view, axis)
        return intrinsicPriorities(of: [variable])[variable]
    }

    /// For each of `variables` (widths and heights) that has an intrinsic size: the size and its
    /// hugging and compression priorities, from one pass over the constraints.
    private func intrinsicPriorities(of variables: Set<LayoutVariable>)
        -> [LayoutVariable: (size: Double, hugging: ConstraintPriority, compression: ConstraintPriority)]
    {
        var hugging: [LayoutVariable: LayoutConstraint] = [:]
        var compression: [LayoutVariable: LayoutConstraint] = [:]
        for constraint in ir.constraints where constraint.condition == nil && constraint.terms.count == 1 {
            let term = constraint.terms[0]
            guard variables.contains(term.variable), term.coefficient == 1, constraint.relation != .equal,
                isIntrinsic(constraint)
            else { continue }
            if constraint.relation == .lessThanOrEqual {
                hugging[term.variable] = constraint
            } else {
                compression[term.variable] = constraint
            }
        }
        var result: [LayoutVariable: (size: Double, hugging: ConstraintPriority, compression: ConstraintPriority)] = [:]
        for (variable, hug) in hugging {
            guard let resist = compression[variable] else { continue }
            result[variable] = (-hug.constant, hug.priority, resist.priority)
        }
        return result
    }

    /// Whether `constraint` is an intrinsic size's (the checker locates those at the property).
    private func isIntrinsic(_ constraint: LayoutConstraint) -> Bool {
        guard let file = sources.first(where: { $0.path == constraint.span.path }) else { return false }
        return file.text(in: constraint.span.range).hasPrefix("intrinsic")
    }
}

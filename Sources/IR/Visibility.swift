import LayoutSource

// Hidden views (grammar.md, "Hidden views"): each view that some statement or property hides
// has a condition under which it is hidden, built from its `hidden` property and its `hide` and
// `show` statements in order, each under the condition of the `when` block it is in. One IR so
// serves every variant; a solve evaluates the conditions in its environment, as it does the
// constraints' conditions (VariantIR.swift).

/// When one view is hidden.
public struct ViewVisibility: Hashable, Sendable {
    /// The view.
    public var view: ViewID
    /// The condition under which the view is hidden: `LayoutCondition.always` when it is hidden
    /// in every variant.
    public var hiddenWhen: LayoutCondition
    /// The statement (or `hidden` property) that last decided it, for messages.
    public var span: SourceSpan?

    /// Creates a view's visibility.
    public init(view: ViewID, hiddenWhen: LayoutCondition, span: SourceSpan?) {
        self.view = view
        self.hiddenWhen = hiddenWhen
        self.span = span
    }
}

extension LayoutCondition {
    /// The condition that always holds: `all` of nothing.
    // Computed, not stored: a stored global of an indirect enum is reported as a leak by
    // LeakSanitizer in the fuzz targets (Fuzz/README.md), and building it costs nothing.
    public static var always: LayoutCondition { .all([]) }

    /// `self or other`, flattened, and without `other` when `self` already has it.
    public func or(_ other: LayoutCondition) -> LayoutCondition {
        if self == .always || other == .always { return .always }
        var operands: [LayoutCondition]
        if case .any(let existing) = self { operands = existing } else { operands = [self] }
        if operands.contains(other) { return self }
        operands.append(other)
        return .any(operands)
    }

    /// `self and not other`.
    public func andNot(_ other: LayoutCondition) -> LayoutCondition {
        if other == .always { return .any([]) }
        var operands: [LayoutCondition]
        if case .all(let existing) = self { operands = existing } else { operands = [self] }
        operands.append(.not(other))
        return operands.count == 1 ? operands[0] : .all(operands)
    }
}

extension LayoutIR {
    /// The condition under which `view` is hidden; `nil` when it is never hidden.
    public func hiddenCondition(of view: ViewID) -> LayoutCondition? {
        visibility.first { $0.view == view }?.hiddenWhen
    }

    /// Whether `view` is hidden in `context`: `nil` when that depends on a canvas size the
    /// context lacks (as for constraints' conditions).
    public func isHidden(_ view: ViewID, in context: VariantContext) -> Bool? {
        guard let condition = hiddenCondition(of: view) else { return false }
        return condition.holds(in: context)
    }

    /// The views hidden in `context`, in view order; a view whose condition cannot be decided
    /// there (it reads a canvas size the context lacks) is not among them.
    public func hiddenViews(in context: VariantContext) -> [ViewID] {
        visibility.filter { $0.hiddenWhen.holds(in: context) == true }.map(\.view).sorted()
    }
}

import LayoutIR
import LayoutParser
import LayoutSource

/// What the checker keeps for hidden views: per view, its `hidden` property and its `hide` and
/// `show` statements so far, each with the condition of the `when` block it is in.
struct VisibilityState {
    /// One `hide` or `show` of a view.
    struct Rule {
        /// Whether it hides (else shows).
        var hides: Bool
        /// The condition of its `when` block; `nil` at the top level (and in `override`).
        var condition: LayoutCondition?
        /// The view's name where the statement names it.
        var span: SourceSpan
    }

    /// What decides one view's visibility.
    struct Entry {
        /// Where `hidden true` is, if the view's block says so.
        var declaredHidden: SourceSpan?
        /// The statements, in order.
        var rules: [Rule] = []

        /// The condition under which the view is hidden after its property and statements;
        /// `nil` when it is never hidden.
        var hiddenWhen: LayoutCondition? {
            var hidden: LayoutCondition? = declaredHidden == nil ? nil : .always
            for rule in rules { hidden = Entry.apply(rule, to: hidden) }
            return hidden
        }

        /// Where the last decision is: the last statement, else the property.
        var span: SourceSpan? { rules.last?.span ?? declaredHidden }

        /// `hidden` after `rule`.
        static func apply(_ rule: Rule, to hidden: LayoutCondition?) -> LayoutCondition? {
            switch (rule.hides, rule.condition) {
            case (true, nil): return .always
            case (false, nil): return nil
            case (true, let condition?): return hidden.map { $0.or(condition) } ?? condition
            case (false, let condition?): return hidden.map { $0.andNot(condition) }
            }
        }
    }

    /// The entries by view index; only looked up, and read in view order.
    var entries: [Int: Entry] = [:]

    /// Each view's visibility for the IR, in view order.
    var ir: [ViewVisibility] {
        entries.keys.sorted().compactMap { index in
            guard let entry = entries[index], let condition = entry.hiddenWhen else { return nil }
            return ViewVisibility(view: ViewID(index), hiddenWhen: condition, span: entry.span)
        }
    }
}

/// Checking hidden views (grammar.md, "Hidden views"): `hide` and `show` statements, at the top
/// level, in `when` blocks (for the block's variant) and in `override` blocks.
extension Checker {
    /// Records `hidden true` of `view`, set by the property at `location`.
    mutating func declareHidden(_ view: ViewID, at location: SourceSpan) {
        visibility.entries[view.index, default: VisibilityState.Entry()].declaredHidden = location
    }

    /// Checks a `hide` or `show` statement and records it for each view it names.
    mutating func checkVisibility(_ statement: VisibilitySyntax) {
        let word = statement.keyword
        let condition = variants.currentCondition.map { variants.conditions[$0] }
        for name in statement.views {
            let location = span(name.range)
            if name.name == "root" {
                report(.error(
                    .hiddenRoot, "root cannot be \(statement.hides ? "hidden" : "shown")", at: location,
                    notes: ["root is the canvas: hide the views in it instead"]))
                continue
            }
            guard let view = resolveView(name) else { continue }
            if views[view.index].isGuide {
                report(.error(
                    .hiddenGuide, "'\(name.name)' is a guide: a guide is never drawn, so it cannot be \(statement.hides ? "hidden" : "shown")",
                    at: location, notes: ["hide the views placed against the guide instead"]))
                continue
            }
            let rule = VisibilityState.Rule(hides: statement.hides, condition: condition, span: location)
            var entry = visibility.entries[view.index] ?? VisibilityState.Entry()
            let before = entry.hiddenWhen
            let after = VisibilityState.Entry.apply(rule, to: before)
            if before == after {
                let state = statement.hides ? "hidden" : "shown"
                let place = condition.map { " when \($0.description)" } ?? ""
                report(.warning(
                    .redundantVisibility, "'\(word) \(name.name)' changes nothing: '\(name.name)' is already \(state)\(place)",
                    at: location,
                    related: entry.span.map { [RelatedLocation(span: $0, message: before == nil ? "shown here" : "hidden here")] } ?? []))
                continue
            }
            entry.rules.append(rule)
            visibility.entries[view.index] = entry
        }
    }

    /// Forgets the `hide` and `show` statements so far of `view`, as `clear` forgets its
    /// constraints (its `hidden` property stays, as its intrinsic size does); returns how many.
    mutating func clearVisibility(of view: ViewID) -> Int {
        guard let count = visibility.entries[view.index]?.rules.count, count > 0 else { return 0 }
        visibility.entries[view.index]?.rules.removeAll()
        return count
    }
}

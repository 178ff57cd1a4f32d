import LayoutChecker
import LayoutCompiler
import LayoutIR
import LayoutSource

/// The frame engine's plan for one file as plain values, for a tool that runs the same kernel
/// elsewhere (`layoutc preview`'s JavaScript): what `generate --engine frames` stores, without
/// the Swift text.
package struct FramePlanExport: Sendable {
    /// One stored tableau: `FrameSystemData`'s fields, in its initializer's order.
    package struct System: Sendable {
        /// How many symbols the tableau has.
        package var symbolCount: Int
        /// Each field after `symbolCount`, with its label.
        package var fields: [(label: String, values: FieldValues)]
    }

    /// One field's values.
    package enum FieldValues: Sendable {
        /// Indices and counts.
        case integers([Int])
        /// Coefficients and constants.
        case numbers([Double])
        /// Which symbols are restricted.
        case flags([Bool])
    }

    /// A view the page draws: the generated initializer's views, in declaration order.
    package struct View: Sendable {
        /// Its name in the file.
        package var name: String
        /// Its index among the IR's views (attributes are `4 * index + left/top/width/height`).
        package var index: Int
        /// Its parent's name (`root` for a top-level view).
        package var parent: String
        /// Whether it is a stack, a scroll view or a plain view, for the picture.
        package var kind: String
        /// When it is hidden (`hide`, `hidden`); nil when never.
        package var hiddenWhen: LayoutCondition?
        /// Its alignment insets (top, left, bottom, right), which outset the solved alignment
        /// rectangle into the drawn frame; nil when it has none.
        package var alignmentInsets: AlignmentInsets?
    }

    /// The stored tableaus.
    package var systems: [System]
    /// `table[2 * direction + insets][variant]`: `[pieces, sized, relaxed, fitting, relaxed fitting]` entries.
    package var table: [[[[Int]]]]
    /// For each stored tableau, the bits of the nested safe-area sides it assumes pieces of.
    package var sideMasks: [Int]
    /// The nested safe-area sides, bit by bit: the view's index and its side (0 left, 1 top, 2 right, 3 bottom).
    package var sides: [(view: Int, side: Int)]
    /// How many input slots there are (root's size and insets first).
    package var slotCount: Int
    /// The views to draw.
    package var views: [View]
    /// The file's `when` conditions, bit i of a variant for condition i.
    package var conditions: [LayoutCondition]
    /// Each written constraint's `FILE:LINE:COLUMN` and text, for the conflicts the page reports.
    package var constraintTexts: [String]
}

/// The frame engine's plan for a file, or the diagnostics that prevent it.
package struct FramePlanResult: Sendable {
    /// The plan; nil when the file has errors or the frame engine refuses it (G012).
    package var plan: FramePlanExport?
    /// What `generate --engine frames` reports for the file, sorted for output.
    package var diagnostics: [Diagnostic]
    /// Every file read: the checked file first, then the files it uses.
    package var sources: [SourceFile]
    /// The checked IR (left to right).
    package var ir: LayoutIR
}

/// Checks `request`'s file as `generate --engine frames` does and returns its plan.
package func framePlan(_ request: CheckRequest) -> FramePlanResult {
    // What generate reports (and refuses on).
    let (checkRequest, checked) = checkedForGeneration(request)
    guard !checked.hasErrors else {
        return FramePlanResult(plan: nil, diagnostics: checked.diagnostics, sources: checked.sources, ir: checked.ir)
    }
    let typeName = SwiftNames.typeName(forFile: request.source.path)
    var generator = frameGenerator(checked: checked, request: checkRequest, target: .uikit, typeName: typeName)
    let plan = generator.plan()
    let diagnostics = (checked.diagnostics + generator.diagnostics).sortedForOutput()
    guard let plan, !diagnostics.containsErrors else {
        return FramePlanResult(plan: nil, diagnostics: diagnostics, sources: checked.sources, ir: checked.ir)
    }
    let ir = checked.ir
    let declared = ir.viewIDs.filter {
        $0 != .root && !ir.views[$0.index].isGuide && !ir.views[$0.index].isImplicitGuide
            && ir.views[$0.index].stackGuideOwner == nil
    }
    let views = declared.map { view in
        let declaration = ir.views[view.index]
        return FramePlanExport.View(
            name: ir.name(of: view), index: view.index, parent: ir.name(of: ir.parent(of: view) ?? .root),
            kind: declaration.isStack ? "stack" : declaration.isScrollView ? "scroll" : "view",
            hiddenWhen: ir.hiddenCondition(of: view), alignmentInsets: ir.alignmentInsetsByView?[view.index])
    }
    let sources = Dictionary(checked.sources.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
    let texts = ir.constraints.map { constraint -> String in
        guard let source = sources[constraint.span.path] else { return "" }
        let fileName = constraint.span.path.split(separator: "/").last.map(String.init) ?? constraint.span.path
        return "\(fileName):\(source.lineColumn(at: constraint.span.range.start)) " + source.text(in: constraint.span.range)
    }
    let systems = plan.stored.map { entry -> FramePlanExport.System in
        let arrays = FrameSystemArrays(entry)
        return FramePlanExport.System(
            symbolCount: arrays.symbolCount,
            fields: arrays.fields.map { field in
                let values: FramePlanExport.FieldValues = switch field.values {
                case .integers(let values): .integers(values)
                case .numbers(let values): .numbers(values)
                case .flags(let values): .flags(values)
                }
                return (field.label, values)
            })
    }
    let export = FramePlanExport(
        systems: systems, table: plan.table, sideMasks: plan.stored.map(\.sideMask),
        sides: plan.sides.map { ($0.view.index, $0.side) }, slotCount: plan.slots.count, views: views,
        conditions: ir.conditions, constraintTexts: texts)
    return FramePlanResult(plan: export, diagnostics: diagnostics, sources: checked.sources, ir: ir)
}

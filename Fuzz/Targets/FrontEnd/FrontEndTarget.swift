// Fuzz target: the front end (lexer, parser, checker) on arbitrary bytes.
//
// The input is a file; bytes after the first NUL, if any, are a second file, `part.layout`, that
// the first may include with `use "part.layout"`. Invariants:
// - parsing gives a tree whose statements lie in order inside the file, and capped diagnostics
//   inside it; the tree holds bad syntax exactly when the parser reports an error;
// - checking gives well-formed IR (normalized, finite, valid priorities, declared views);
// - without syntax errors, the printed tree parses without errors to the same tree, prints the
//   same again, and checks to the same diagnostic codes and, without errors, the same IR.

import LayoutChecker
import LayoutIR
import LayoutParser
import LayoutSource

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFrontEnd(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = inputBytes(data, size)
    let split = bytes.firstIndex(of: 0)
    let main = SourceFile(path: "main.layout", bytes: split.map { Array(bytes[..<$0]) } ?? bytes)
    let part = split.map { String(decoding: bytes[($0 + 1)...], as: UTF8.self) }
    let loader = InMemoryIncludeLoader(part.map { ["part.layout": $0] } ?? [:])

    let parsed = parse(main)
    checkTree(parsed, of: main)
    let checked = check(CheckRequest(source: main, loader: loader))
    checkIR(checked)
    guard !parsed.diagnostics.containsErrors else { return 0 }

    let printed = SyntaxPrinter.print(parsed.tree, source: main)
    let reprinted = SourceFile(path: "main.layout", text: printed)
    let reparsed = parse(reprinted)
    require(!reparsed.diagnostics.containsErrors, "the printed tree has syntax errors: \(reparsed.diagnostics.map(\.message))\n--- printed ---\n\(printed)")
    require(
        SyntaxDump.dump(reparsed.tree) == SyntaxDump.dump(parsed.tree),
        "the printed tree parses to another tree\n--- printed ---\n\(printed)")
    require(SyntaxPrinter.print(reparsed.tree, source: reprinted) == printed, "printing is not canonical\n--- printed ---\n\(printed)")

    let rechecked = check(CheckRequest(source: reprinted, loader: loader))
    // With checker errors the IR holds placeholders that name positions; without, it must match.
    let (before, after) = (meaning(of: checked.ir), meaning(of: rechecked.ir))
    require(checked.hasErrors || before == after, "the printed tree checks to another IR: \(difference(before, after))\n--- printed ---\n\(printed)")
    require(
        codes(rechecked.diagnostics) == codes(checked.diagnostics),
        "the printed tree checks to other diagnostics: \(codes(checked.diagnostics)) became \(codes(rechecked.diagnostics))\n--- printed ---\n\(printed)")
    return 0
}

/// Statements in order inside the file; diagnostics inside it and capped; bad syntax exactly
/// when there are errors.
private func checkTree(_ parsed: ParseResult, of source: SourceFile) {
    var previousEnd = 0
    let statements = parsed.tree.statements
    for statement in statements {
        let range = statement.range
        require(
            previousEnd <= range.start && range.start <= range.end && range.end <= source.bytes.count,
            "statement at \(range.start)..\(range.end) out of place (previous ends at \(previousEnd), file has \(source.bytes.count) bytes)")
        previousEnd = range.end
    }
    require(parsed.diagnostics.count <= 101, "\(parsed.diagnostics.count) parser diagnostics, more than the cap")
    for diagnostic in parsed.diagnostics {
        if let span = diagnostic.span {
            require(
                span.range.start <= span.range.end && span.range.end <= source.bytes.count,
                "diagnostic \(diagnostic.code) at \(span.range.start)..\(span.range.end) outside the file")
        }
    }
    let hasErrors = parsed.diagnostics.containsErrors
    let hasBadSyntax = statements.contains(where: \.containsBadSyntax)
    require(
        hasErrors == hasBadSyntax,
        "containsBadSyntax is \(hasBadSyntax) while the parser reports \(hasErrors ? "" : "no ")errors: \(parsed.diagnostics.map { "\($0.code) \($0.message)" })")
}

/// The IR's invariants, whatever the input.
private func checkIR(_ checked: CheckResult) {
    let ir = checked.ir
    require(ir.views.first?.name == "root", "the first view is not root")
    for view in ir.views {
        if let parent = view.parent { require(parent.index < ir.views.count, "view \(view.name) has parent \(parent.index) of \(ir.views.count)") }
    }
    for constraint in ir.constraints {
        let variables = constraint.terms.map(\.variable)
        require(constraint.terms.first?.coefficient == 1, "constraint not normalized: \(constraint.terms)")
        require(
            constraint.constant.isFinite && constraint.scale.isFinite && constraint.terms.allSatisfy { $0.coefficient.isFinite },
            "constraint with a number that is not finite: \(constraint)")
        require(constraint.scale > 0, "constraint scale \(constraint.scale)")
        require(constraint.priority.value > 0 && constraint.priority.value <= 1000, "priority \(constraint.priority.value)")
        require(variables == variables.sorted() && Set(variables).count == variables.count, "terms not sorted and distinct")
        require(constraint.terms.allSatisfy { $0.coefficient != 0 }, "zero coefficient")
        require(variables.allSatisfy { $0.view.index < ir.views.count }, "a term names an undeclared view")
        if let condition = constraint.condition { require(condition < ir.conditions.count, "condition \(condition) out of range") }
    }
    require(checked.hasErrors == checked.diagnostics.contains { $0.severity == .error }, "hasErrors disagrees")
}

/// The IR without source locations: what must survive printing.
private func meaning(of ir: LayoutIR) -> LayoutIR {
    let nowhere = SourceFile(path: "", bytes: []).span(SourceRange(at: 0))
    var stripped = ir
    for index in stripped.views.indices where stripped.views[index].span != nil {
        stripped.views[index].span = nowhere
    }
    for index in stripped.constraints.indices {
        stripped.constraints[index].span = nowhere
    }
    for index in stripped.constants.indices {
        stripped.constants[index].span = nowhere
    }
    for index in stripped.visibility.indices where stripped.visibility[index].span != nil {
        stripped.visibility[index].span = nowhere
    }
    for index in stripped.stackVariations.indices where stripped.stackVariations[index].span != nil {
        stripped.stackVariations[index].span = nowhere
    }
    for index in stripped.textStyles.indices {
        stripped.textStyles[index].span = nowhere
    }
    for index in stripped.alignmentInsets.indices {
        stripped.alignmentInsets[index].span = nowhere
    }
    if stripped.firstScaledSpan != nil { stripped.firstScaledSpan = nowhere }
    return stripped
}

/// The first part in which two IRs differ, for the failure message.
private func difference(_ a: LayoutIR, _ b: LayoutIR) -> String {
    if a.views != b.views { return "views \(a.views) became \(b.views)" }
    if a.conditions != b.conditions { return "conditions \(a.conditions) became \(b.conditions)" }
    if a.constraints.count != b.constraints.count { return "\(a.constraints.count) constraints became \(b.constraints.count)" }
    for (x, y) in zip(a.constraints, b.constraints) where x != y { return "constraint \(x) became \(y)" }
    if a.constants != b.constants { return "constants \(a.constants) became \(b.constants)" }
    if a.visibility != b.visibility { return "visibility \(a.visibility) became \(b.visibility)" }
    if a.stackVariations != b.stackVariations { return "stack variations \(a.stackVariations) became \(b.stackVariations)" }
    if a.textStyles != b.textStyles { return "text styles \(a.textStyles) became \(b.textStyles)" }
    if a.alignmentInsets != b.alignmentInsets { return "alignment insets \(a.alignmentInsets) became \(b.alignmentInsets)" }
    if a.contentSize != b.contentSize || a.hasScaledValues != b.hasScaledValues || a.scaledStyles != b.scaledStyles {
        return "content size or scaled values"
    }
    if a.declaredRootMargins != b.declaredRootMargins || a.hasMarginForms != b.hasMarginForms
        || a.marginsMeasuredFromSafeArea != b.marginsMeasuredFromSafeArea
    {
        return "root margins or margin forms"
    }
    return "no visible difference"
}

/// Each diagnostic's severity and code, sorted: printing may move a location past another.
private func codes(_ diagnostics: [Diagnostic]) -> [String] {
    diagnostics.map { "\($0.severity) \($0.code)" }.sorted()
}

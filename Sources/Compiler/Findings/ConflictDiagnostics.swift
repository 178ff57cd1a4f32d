import LayoutIR
import LayoutSource

/// Turns the solver's conflicts into S001 errors, and refused constraints into S003 errors.
///
/// Each conflict is one error located at the latest written member of the minimal conflicting set
/// (usually the line the user just wrote), with every other written member as a related location
/// and every implicit member (non-negative sizes, root's origin, the canvas size) named in a note.
struct ConflictDiagnostics {
    /// The layout the constraints came from.
    let ir: LayoutIR
    /// The sources (the main file first, then included ones), to name compound attributes as written.
    let sources: [SourceFile]
    /// The canvas size the layout was solved at, if any.
    let canvas: CanvasSize?

    /// Every error that the lowering of the layout ran into, in the order found.
    func diagnostics(for lowered: LoweredLayout) -> [Diagnostic] {
        let conflicts = mergedByLocation(lowered.conflicts)
        let plan = fixItPlan(for: conflicts, solution: lowered)
        return conflicts.enumerated().map { position, origins in
            var error = diagnostic(forConflict: origins)
            error.fixIts = fixIts(forConflict: origins, amountOrigins: nil, plan: plan, at: position)
            return error
        } + lowered.rejected.map(diagnostic(for:))
    }

    /// The conflicts' members, where conflicts whose written members stand on the same equations
    /// and whose implicit members are the same become one: `badge.size >= 32` against
    /// `badge.size <= 24` is one error about `badge.size (width and height)`, not two that read
    /// alike. Each merged conflict stays at the place of the first.
    private func mergedByLocation(_ conflicts: [[ConstraintOrigin]]) -> [[ConstraintOrigin]] {
        var merged: [[ConstraintOrigin]] = []
        var positionByLocation: [ConflictLocation: Int] = [:]
        for origins in conflicts {
            var spans: [SourceSpan] = []
            var implicit: [ConstraintOrigin] = []
            for origin in origins {
                if case .written(let index) = origin { spans.append(ir.constraints[index].span) } else { implicit.append(origin) }
            }
            let location = ConflictLocation(spans: Array(Set(spans)).sorted(), implicit: implicit)
            if let position = positionByLocation[location] {
                merged[position] += origins.filter { if case .written = $0 { true } else { false } }
            } else {
                positionByLocation[location] = merged.count
                merged.append(origins)
            }
        }
        return merged
    }

    /// Where a conflict stands: the equations of its written members, and its implicit members.
    private struct ConflictLocation: Hashable {
        let spans: [SourceSpan]
        let implicit: [ConstraintOrigin]
    }

    /// One S001 error for a conflict through safe-area definitions whose case does not matter:
    /// the definitions are left out of its notes (`notes` say what they did), but count in its amount.
    func diagnostic(forConflictThroughSafeAreas origins: [ConstraintOrigin], notes: [String]) -> Diagnostic {
        let shown = origins.filter { if case .safeArea = $0 { false } else { true } }
        var error = diagnostic(forConflict: shown, amountOrigins: origins)
        error.notes.insert(contentsOf: notes, at: 0)
        // No solution of the rest is at hand here: no constant is fitted.
        error.fixIts = fixIts(forConflict: shown, amountOrigins: origins, plan: fixItPlan(for: [shown], solution: nil), at: 0)
        return error
    }

    /// One S001 error naming every member of one minimal conflicting set (or of merged ones);
    /// its amount is read from `amountOrigins` when given (members the notes leave out).
    private func diagnostic(forConflict origins: [ConstraintOrigin], amountOrigins: [ConstraintOrigin]? = nil) -> Diagnostic {
        let written = origins.compactMap { origin -> Int? in
            if case .written(let index) = origin { return index }
            return nil
        }.sorted()
        // Members from one equation (the components of a compound) share one location.
        var groups: [(span: SourceSpan, components: [String], name: String?, roles: [String])] = []
        var groupBySpan: [SourceSpan: Int] = [:]
        for index in written {
            let constraint = ir.constraints[index]
            // An intrinsic size's constraints are named for what they are (IntrinsicRoles.swift).
            let roles = (intrinsicRole(of: constraint) ?? stackRole(of: constraint)).map { [$0] } ?? []
            if let existing = groupBySpan[constraint.span] {
                groups[existing].components += constraint.component.map { [$0] } ?? []
                groups[existing].roles += roles
            } else {
                groupBySpan[constraint.span] = groups.count
                groups.append((constraint.span, constraint.component.map { [$0] } ?? [], constraint.name, roles))
            }
        }
        groups.sort { $0.span < $1.span }

        let involvesCanvas = origins.contains {
            if case .canvas = $0 { return true }
            return false
        }
        let message = "required constraints cannot all be satisfied"

        var notes: [String] = []
        let primary = groups.last
        if let primary, let compound = describeComponents(primary.components, at: primary.span) {
            notes.append("\(compound) in this equation take\(primary.components.count == 1 ? "s" : "") part")
        }
        if let name = primary?.name {
            notes.append("the constraint here is named '\(name)'")
        }
        if let primary, primary.roles.contains(where: { $0.hasSuffix(")") && $0.contains("(UISV-") }) {
            notes.append("here: " + Self.list(primary.roles))
        }

        let related = groups.dropLast().map { group in
            let compound = describeComponents(group.components, at: group.span)
            let verb = group.components.count > 1 ? "conflict" : "conflicts"
            // A named constraint is called by its name: "'avatarGap' conflicts with this".
            var subject = [group.name.map { "'\($0)'" }, compound].compactMap { $0 }.joined(separator: ", ")
            if subject.isEmpty, !group.roles.isEmpty { subject = Self.list(group.roles) }
            let plural = group.components.count > 1 || group.roles.count > 1
            return RelatedLocation(
                span: group.span,
                message: subject.isEmpty ? "conflicts with this" : "\(subject) \(plural ? "conflict" : verb) with this",
                constraintName: group.name)
        }
        notes += origins.compactMap(describeImplicit)
        if let amount = amountNote(for: amountOrigins ?? origins, countsSafeAreas: amountOrigins != nil) { notes.append(amount) }
        var error = Diagnostic.error(
            .unsatisfiableConstraints, message, at: primary?.span, related: related, notes: notes,
            constraintName: primary?.name)
        // A conflict that involves the canvas holds at its size only, and says so.
        if involvesCanvas, let canvas { error.context.sizes = [canvas.description] }
        return error
    }

    /// One S003 error for a constraint the solver refused.
    private func diagnostic(for rejected: RejectedConstraint) -> Diagnostic {
        var span: SourceSpan?
        if case .written(let index) = rejected.origin { span = ir.constraints[index].span }
        return .error(.unsolvableConstraint, "this constraint cannot be solved: \(rejected.reason)", at: span)
    }

    /// `card.edges (left and right)` for components of a compound written at `span`; nil for a scalar.
    private func describeComponents(_ components: [String], at span: SourceSpan) -> String? {
        guard let first = components.first else { return nil }
        let compound = Self.compound(containing: first)
        let written = writtenCompound(compound, in: span) ?? compound
        return "\(written) (\(Self.list(components)))"
    }

    /// The note naming an implicit member of a conflict; nil for a written member.
    private func describeImplicit(_ origin: ConstraintOrigin) -> String? {
        switch origin {
        case .written:
            return nil
        case .nonNegative(let variable):
            let name = "\(ir.name(of: variable.view)).\(variable.attribute)"
            if let role = ir.views[variable.view.index].scrollGuide {
                return "a content size is never negative: the implicit constraint '\(name) >= 0' of scroll view '\(ir.name(of: role.scrollView))'"
            }
            return "every view has the implicit constraint '\(name) >= 0'"
        case .rootOrigin(let attribute):
            return "root's top-left corner is at (0, 0): the implicit constraint 'root.\(attribute) = 0'"
        case .canvas(let attribute, let value):
            return "the canvas size sets root.\(attribute) = \(CanvasSize.format(value))"
        case .safeArea(let side):
            return side.explanation(in: ir)
        case .scrollGuide(let definition):
            return definition.explanation(in: ir)
        case .rootGuide(let definition):
            return definition.explanation(in: ir)
        case .pinned(let variable, let value):
            return "'\(ir.name(of: variable.view)).\(variable.attribute)' held at \(CanvasSize.format(value))"
        }
    }

    /// The first `view.compound` written in `span`, as in `card.edges`, so the note reads as the source.
    private func writtenCompound(_ compound: String, in span: SourceSpan) -> String? {
        guard let file = sources.first(where: { $0.path == span.path }) else { return nil }
        let text = Array(file.text(in: span.range).unicodeScalars)
        let suffix = Array(".\(compound)".unicodeScalars)
        var end = 0
        while end + suffix.count <= text.count {
            defer { end += 1 }
            guard Array(text[end..<end + suffix.count]) == suffix else { continue }
            let after = end + suffix.count
            if after < text.count, Self.isIdentifierScalar(text[after]) { continue }
            var start = end
            while start > 0, Self.isIdentifierScalar(text[start - 1]) { start -= 1 }
            guard start < end else { continue }
            return String(String.UnicodeScalarView(text[start..<after]))
        }
        return nil
    }

    /// The compound attribute that has `component`.
    static func compound(containing component: String) -> String {
        switch component {
        case "width", "height": "size"
        case "centerX", "centerY": "center"
        case "leftMargin", "topMargin", "rightMargin", "bottomMargin": "margins"
        case "centerXWithinMargins", "centerYWithinMargins": "centerWithinMargins"
        default: "edges"
        }
    }

    /// `a`, `a and b`, `a, b and c`.
    static func list(_ items: [String]) -> String {
        DiagnosticContext.list(items)
    }

    private static func isIdentifierScalar(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
    }
}

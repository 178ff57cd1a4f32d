import LayoutChecker
import LayoutIR
import LayoutSource

// S001's fix-its. Two of them edit the member of the conflict most likely meant as a
// preference: among the written equations of the set (not a stack's or an intrinsic size's), a
// size (only widths and heights) before a spacing (positions with a constant) before an edge pin
// (positions, no constant), and among equals the last written; a size that would have to become
// negative to give way is passed over. Each only loosens the system, so it adds no conflict:
// 1. lower it to `@999`, UIKit's habit for a preference that may give way;
// 2. for an equality, the inequality that would hold, read off the conflict's certificate.
// 3. The constant that would make it fit: the system is lowered again with the member at 999
// (in layouts of up to 5000 constraints, for the first 16 conflicts of a solve), so the solver
// comes as close to it as every other required constraint allows; the constant that makes it
// hold there fits the rest, not only this conflict's members.
// Which way the written `lhs - rhs` runs against the normalized `terms + constant` is lost in
// normalization for an equality; one check of the file with those members written `<=` reads it.
extension ConflictDiagnostics {
    /// At most this many conflicts of one solve get the fix-its that need the file checked again.
    static let orientedFixItLimit = 16

    /// The chosen member of each conflict, and for each one written `=` in the main file, whether
    /// its written `lhs - rhs` has the sign of its normalized form (+1) or the opposite (-1).
    struct FixItPlan {
        /// The written constraint index to loosen, per conflict (nil: none to edit).
        var chosen: [Int?]
        /// The written constraint index whose constant to fit, with the change its normalized
        /// `terms + constant` needs, per conflict (nil: none).
        var fitted: [(index: Int, change: Double)?]
        /// The sign of `lhs - rhs` against `terms + constant`, by constraint index.
        var signs: [Int: Double]
    }

    /// Plans the fix-its of `conflicts` (each a list of origins): one check of the edited main file at most.
    func fixItPlan(for conflicts: [[ConstraintOrigin]], solution lowered: LoweredLayout?) -> FixItPlan {
        let chosen = conflicts.map(preferenceMember)
        let fits = lowered != nil && ir.constraints.count <= Self.fittedConstraintLimit
        let fitted = chosen.enumerated().map { position, index -> (index: Int, change: Double)? in
            guard fits, position < Self.orientedFixItLimit, let index, let lowered else { return nil }
            return fittedChange(of: index, in: lowered)
        }
        var signs: [Int: Double] = [:]
        var equalities: [(index: Int, equation: EquationText)] = []
        for index in chosen.compactMap({ $0 }) + fitted.compactMap({ $0?.index }) where signs[index] == nil {
            let constraint = ir.constraints[index]
            guard constraint.component == nil, let equation = equationText(of: index), equation.isSimple else { continue }
            if let written = equation.relation.relation, written != .equal {
                signs[index] = written == constraint.relation ? 1 : -1
            } else if constraint.span.path == sources.first?.path, equalities.count < Self.orientedFixItLimit,
                !equalities.contains(where: { $0.index == index })
            {
                equalities.append((index, equation))
            }
        }
        if !equalities.isEmpty, let main = sources.first {
            // The main file with each of those equations written `<=`, checked alone.
            var bytes = main.bytes
            var starts: [Int: Int] = [:]
            for (index, equation) in equalities.sorted(by: { $0.equation.relation.range.start > $1.equation.relation.range.start }) {
                let range = equation.relation.range
                bytes.replaceSubrange(range.start..<range.end, with: Array("<=".utf8))
                starts[ir.constraints[index].span.range.start] = index
            }
            let edited = SourceFile(path: main.path, text: String(decoding: bytes, as: UTF8.self))
            for constraint in LayoutChecker.check(CheckRequest(source: edited)).ir.constraints
            where constraint.span.path == main.path && constraint.component == nil {
                guard let index = starts[constraint.span.range.start], constraint.relation != .equal else { continue }
                signs[index] = constraint.relation == .lessThanOrEqual ? 1 : -1
            }
        }
        return FixItPlan(chosen: chosen, fitted: fitted, signs: signs)
    }

    /// Conflicts in layouts with more constraints than this get no fitted constant: it lowers
    /// the whole system again per conflict.
    static let fittedConstraintLimit = 5000

    /// The chosen member `index` with the change of its `terms + constant` that makes it hold
    /// with every other required constraint: the system lowered again in full with the member
    /// at 999, above every other optional one, comes as close to it as the rest allows.
    private func fittedChange(of index: Int, in lowered: LoweredLayout) -> (index: Int, change: Double)? {
        let constraint = ir.constraints[index]
        guard constraint.component == nil, let equation = equationText(of: index), equation.isSimple else { return nil }
        var relaxed = ir
        relaxed.constraints[index].priority = ConstraintPriority(999)
        let solution = LoweredLayout.full(relaxed, canvas: lowered.canvas, safeArea: lowered.safeArea, withoutMarkers: false)
        guard solution.rejected.isEmpty else { return nil }
        let value = constraint.terms.reduce(constraint.constant) { $0 + $1.coefficient * solution.value(of: $1.variable) }
        let tolerance = 1e-6 * max(1, abs(constraint.constant))
        let violated = switch constraint.relation {
        case .equal: abs(value) > tolerance
        case .greaterThanOrEqual: value < -tolerance
        case .lessThanOrEqual: value > tolerance
        }
        guard violated, value.isFinite else { return nil }
        return (index, -value)
    }

    /// The fix-its of one conflict whose chosen member is `index`, with its sign if known.
    func fixIts(
        forConflict origins: [ConstraintOrigin], amountOrigins: [ConstraintOrigin]?, plan: FixItPlan, at position: Int
    ) -> [FixIt] {
        var fixIts = loosening(
            forConflict: origins, amountOrigins: amountOrigins, member: plan.chosen[position],
            sign: plan.chosen[position].flatMap { plan.signs[$0] })
        // 3. The constant that fits: the violated member's `terms + c` moves by `change`; the
        // written `lhs - rhs` is sign * scale * (terms + c), and adding delta to the right side
        // takes delta from it, so delta = -sign * scale * change.
        if let fitted = plan.fitted[position], let sign = plan.signs[fitted.index],
            let equation = equationText(of: fitted.index)
        {
            let constraint = ir.constraints[fitted.index]
            if let edit = equation.constantEdit(by: -sign * constraint.scale * fitted.change, path: constraint.span.path) {
                fixIts.append(edit)
            }
        }
        return fixIts
    }

    /// The fix-its that loosen the chosen member `index` of one conflict, with its sign if known.
    private func loosening(
        forConflict origins: [ConstraintOrigin], amountOrigins: [ConstraintOrigin]?, member index: Int?, sign: Double?
    ) -> [FixIt] {
        guard let index, let equation = equationText(of: index) else { return [] }
        let constraint = ir.constraints[index]
        let path = constraint.span.path
        var fixIts: [FixIt] = []
        // 1. A preference at 999.
        if let priority = equation.priority {
            fixIts.append(FixIt(span: SourceSpan(path: path, range: priority), replacement: "@999"))
        } else {
            fixIts.append(FixIt(span: SourceSpan(path: path, range: SourceRange(at: equation.end)), replacement: " @999"))
        }
        guard let sign, constraint.component == nil, equation.isSimple else { return fixIts }
        let counted = amountOrigins ?? origins
        guard let position = counted.firstIndex(of: .written(index: index)),
            let certificate = orientedCertificate(for: counted, countsSafeAreas: amountOrigins != nil)
        else { return fixIts }
        let y = certificate.multipliers[position]
        // 2. The inequality that holds: the member may move so that y (terms + c) <= 0.
        if equation.relation.relation == .equal, abs(y) > 1e-9 {
            fixIts.append(FixIt(
                span: SourceSpan(path: path, range: equation.relation.range), replacement: y * sign > 0 ? "<=" : ">="))
        }
        return fixIts
    }

    /// The member of a conflict most likely meant as a preference (see the top of this file).
    private func preferenceMember(_ origins: [ConstraintOrigin]) -> Int? {
        var best: (rank: Int, span: SourceSpan, index: Int)?
        let certificate = orientedCertificate(for: origins)
        for (position, origin) in origins.enumerated() {
            guard case .written(let index) = origin else { continue }
            let constraint = ir.constraints[index]
            guard constraint.stackOrigin == nil, intrinsicRole(of: constraint) == nil,
                equationText(of: index) != nil
            else { continue }
            // A size that would have to shrink below zero to give way resolves nothing: its
            // own `>= 0` takes its place in the conflict (`v.height = 75` 100 points too tall).
            if let certificate, constraint.terms.count == 1,
                [.width, .height].contains(constraint.terms[0].variable.attribute)
            {
                let y = certificate.multipliers[position]
                if y > 1e-9, -constraint.constant - certificate.shortfall / y < -1e-9 { continue }
            }
            let rank = Self.preferenceRank(of: constraint)
            if let current = best, (current.rank, current.span) >= (rank, constraint.span) { continue }
            best = (rank, constraint.span, index)
        }
        return best?.index
    }

    /// 2 for a size (only widths and heights), 1 for a spacing, 0 for an edge pin.
    static func preferenceRank(of constraint: LayoutConstraint) -> Int {
        if constraint.terms.allSatisfy({ $0.variable.attribute == .width || $0.variable.attribute == .height }) {
            return 2
        }
        return constraint.constant != 0 ? 1 : 0
    }

    /// The equation written at constraint `index`'s span, read for editing; nil when it is not
    /// one written `expression RELATION expression [priority]`.
    private func equationText(of index: Int) -> EquationText? {
        let span = ir.constraints[index].span
        guard let file = sources.first(where: { $0.path == span.path }) else { return nil }
        return EquationText(file.bytes, span.range)
    }
}

/// One equation's text, scanned for the places the fix-its edit: its relation, its priority,
/// and its right-hand side's last number.
struct EquationText {
    /// A relation as written.
    struct Relation {
        /// Where it is.
        var range: SourceRange
        /// What it means; nil for none.
        var relation: ConstraintRelation?
    }

    /// The file's bytes.
    private let bytes: [UInt8]
    /// The first relation.
    let relation: Relation
    /// How many relations the equation has (a chain has more than one).
    private let relationCount: Int
    /// The priority (`@999`, `~ high`) through the end of the equation, if written.
    let priority: SourceRange?
    /// Where the equation ends.
    let end: Int
    /// Whether `flex()` appears.
    private let hasFlex: Bool

    /// Scans `range` of `bytes`; nil without a relation.
    init?(_ bytes: [UInt8], _ range: SourceRange) {
        guard range.start >= 0, range.end <= bytes.count, range.start < range.end else { return nil }
        self.bytes = bytes
        var relations: [Relation] = []
        var priority: SourceRange?
        var offset = range.start
        var brackets = 0
        while offset < range.end {
            let byte = bytes[offset]
            let next = offset + 1 < range.end ? bytes[offset + 1] : 0
            switch byte {
            case UInt8(ascii: "["): brackets += 1
            case UInt8(ascii: "]"): brackets -= 1
            case UInt8(ascii: "@"), UInt8(ascii: "~"):
                if priority == nil, brackets == 0 { priority = SourceRange(start: offset, end: range.end) }
            case UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "="):
                guard priority == nil else { break }
                if next == UInt8(ascii: "=") {
                    let meaning: ConstraintRelation = byte == UInt8(ascii: "<") ? .lessThanOrEqual
                        : byte == UInt8(ascii: ">") ? .greaterThanOrEqual : .equal
                    relations.append(Relation(range: SourceRange(start: offset, end: offset + 2), relation: meaning))
                    offset += 1
                } else if byte == UInt8(ascii: "=") {
                    relations.append(Relation(range: SourceRange(start: offset, end: offset + 1), relation: .equal))
                } else {
                    relations.append(Relation(range: SourceRange(start: offset, end: offset + 1), relation: nil))
                }
            default: break
            }
            offset += 1
        }
        guard let first = relations.first else { return nil }
        relation = first
        relationCount = relations.count
        self.priority = priority
        // The end of the equation's last token, before any space ahead of the priority.
        var end = priority?.start ?? range.end
        while end > first.range.end, bytes[end - 1] == UInt8(ascii: " ") || bytes[end - 1] == UInt8(ascii: "\t") {
            end -= 1
        }
        self.end = range.end
        rightEnd = end
        hasFlex = String(decoding: bytes[range.start..<range.end], as: UTF8.self).contains("flex(")
    }

    /// Where the right-hand side ends (before a priority).
    private let rightEnd: Int

    /// Whether the equation is one relation without `flex()`: the relation and the constant may be edited.
    var isSimple: Bool { relationCount == 1 && relation.relation != nil && !hasFlex }

    /// The fix-it that adds `delta` to the right-hand side's constant: rewrites its last number
    /// when that is an addend (`+ 16`, `- 8`, or the side alone), else appends `+ delta`.
    func constantEdit(by delta: Double, path: String) -> FixIt? {
        guard delta.isFinite, abs(delta) > 1e-9 else { return nil }
        func isSpace(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
        func isNumber(_ byte: UInt8) -> Bool { (byte >= 0x30 && byte <= 0x39) || byte == UInt8(ascii: ".") }
        func isWord(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: "_") || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || isNumber(byte)
        }
        let start = relation.range.end
        var numberStart = rightEnd
        while numberStart > start, isNumber(bytes[numberStart - 1]) { numberStart -= 1 }
        let numberText = String(decoding: bytes[numberStart..<rightEnd], as: UTF8.self)
        var before = numberStart
        while before > start, isSpace(bytes[before - 1]) { before -= 1 }
        if numberStart < rightEnd, let value = Double(numberText), before == start || !isWord(bytes[before - 1]) {
            if before == start {
                // The side is the number alone.
                return FixIt(
                    span: SourceSpan(path: path, range: SourceRange(start: numberStart, end: rightEnd)),
                    replacement: NumberSpelling.shortest(value + delta))
            }
            let operatorByte = bytes[before - 1]
            if operatorByte == UInt8(ascii: "+") || operatorByte == UInt8(ascii: "-") {
                var operand = before - 1
                while operand > start, isSpace(bytes[operand - 1]) { operand -= 1 }
                let signed = operatorByte == UInt8(ascii: "-") ? -value : value
                let total = signed + delta
                if operand == start {
                    // A negative number alone: `= -8`.
                    return FixIt(
                        span: SourceSpan(path: path, range: SourceRange(start: before - 1, end: rightEnd)),
                        replacement: NumberSpelling.shortest(total))
                }
                let last = bytes[operand - 1]
                if isWord(last) || last == UInt8(ascii: ")") {
                    // An addend: `+ 16` becomes `+ 24`, or `- 4` if it crosses zero.
                    return FixIt(
                        span: SourceSpan(path: path, range: SourceRange(start: before - 1, end: rightEnd)),
                        replacement: (total < 0 ? "- " : "+ ") + NumberSpelling.shortest(abs(total)))
                }
            }
        }
        return FixIt(
            span: SourceSpan(path: path, range: SourceRange(at: rightEnd)),
            replacement: (delta < 0 ? " - " : " + ") + NumberSpelling.shortest(abs(delta)))
    }
}

import LayoutSolver
import LayoutSource
import LayoutTestSupport
import XCTest

@testable import LayoutCompiler

/// Conflicts found in presolved systems (in place, or by `ConflictSearch`) must be exactly the
/// full system's: the same refused constraints, with the same minimal sets in the same order.
final class ConflictSearchTests: XCTestCase {
    /// The full system's lowering: every constraint in one solver.
    private func full(_ layout: CompiledLayout, _ size: CanvasSize?) -> LoweredLayout {
        LoweredLayout(layout.ir, canvas: size, presolving: false)
    }

    /// Asserts that `lowered` reports the full system's conflicts and refusals exactly.
    private func assertSameConflicts(
        _ lowered: LoweredLayout, _ full: LoweredLayout, _ context: String, line: UInt = #line
    ) {
        XCTAssertEqual(lowered.conflicts, full.conflicts, context, line: line)
        XCTAssertEqual(lowered.rejected.map(\.reason), full.rejected.map(\.reason), context, line: line)
    }

    func testAPinnedStackNamesTheWholeChainWithoutTheFullSystem() {
        let rows = 60
        var lines = ["view " + (0..<rows).map { "r\($0)" }.joined(separator: ", ")]
        for row in 0..<rows {
            lines.append(row == 0 ? "r0.top = root.top + 8" : "r\(row).top = r\(row - 1).bottom + 8")
            lines += ["r\(row).left = root.left + 16; r\(row).right = root.right - 16", "r\(row).height >= 44",
                "r\(row).height = 60 @medium"]
        }
        for pin in ["r\(rows - 1).top = 100", "r\(rows - 1).bottom <= 100", "r\(rows - 1).bottom <= root.bottom"] {
            let layout = compileText((lines + [pin]).joined(separator: "\n"))
            let lowered = LoweredLayout(layout.ir, canvas: phone)
            XCTAssertTrue(lowered.hasSearchedConflicts, pin)
            assertSameConflicts(lowered, full(layout, phone), pin)
            // Every row's top link and the height bounds above the pinned edge, the pin, and root's
            // origin or, for root's bottom, the canvas height (root's top cancels out).
            let members = pin.contains(".top") ? 2 * rows + 1 : 2 * rows + 2
            XCTAssertEqual(lowered.conflicts.map(\.count), [members], pin)
        }
    }

    func testAConflictOfTwoLinesInALongStackIsNamedByASearch() {
        let rows = 80
        var lines = ["view " + (0..<rows).map { "r\($0)" }.joined(separator: ", ")]
        for row in 0..<rows {
            lines.append(row == 0 ? "r0.top = root.top + 8" : "r\(row).top = r\(row - 1).bottom + 8")
            lines += ["r\(row).left = root.left + 16; r\(row).width = 300", "r\(row).height >= 44"]
        }
        lines.append("r40.height = 30")
        let layout = compileText(lines.joined(separator: "\n"))
        // Presolve substitutes the equality into the bound: only a search can name the pair.
        XCTAssertFalse(LoweredLayout(layout.ir, canvas: phone, presolving: true, explainsConflicts: true).isConsistent)
        for size in [phone, nil] {
            let lowered = size.map { LoweredLayout(layout.ir, canvas: $0) } ?? LoweredLayout.unsized(layout.ir)
            XCTAssertTrue(lowered.hasSearchedConflicts)
            assertSameConflicts(lowered, full(layout, size), "\(String(describing: size))")
            XCTAssertEqual(lowered.conflicts.map(\.count), [2])
        }
    }

    /// A grid's rows are square systems of equalities (each cell's left and width in two or
    /// more of them), which peeling cannot show independent; presolve eliminates them all, and
    /// the search explains the conflict in the reduced system and carries it back.
    func testAConflictInAGridIsNamedWithoutTheFullSystem() {
        let grid = Self.gridLines(rows: 8, columns: 8)
        let pins = [
            "c3_3.width = 7", "c7_7.width = 7", "c0_0.left = 3", "c2_5.right <= 100", "c4_1.width >= 300",
            "c5_6.top = 20", "c6_2.width = c1_4.width + 3",
        ]
        var unsizedConflicts = 0
        for pin in pins {
            let layout = compileText((grid + [pin]).joined(separator: "\n"))
            for size in [phone, desktop] {
                let lowered = LoweredLayout(layout.ir, canvas: size)
                let reference = full(layout, size)
                XCTAssertTrue(lowered.hasSearchedConflicts, "\(pin) at \(size)")
                XCTAssertFalse(reference.conflicts.isEmpty, pin)
                assertSameConflicts(lowered, reference, "\(pin) at \(size)")
            }
            // Without a canvas, root's width is free, and the cells' widths with it (the point
            // found puts them at 0, their bounds tight): a pin to root's left or top, or two rows'
            // widths apart, still conflicts, named without the full system too.
            let unsized = LoweredLayout.unsized(layout.ir)
            let reference = full(layout, nil)
            assertSameConflicts(unsized, reference, "\(pin) without a size")
            XCTAssertEqual(unsized.hasSearchedConflicts, !reference.conflicts.isEmpty, "\(pin) without a size")
            if !reference.conflicts.isEmpty { unsizedConflicts += 1 }
        }
        XCTAssertEqual(unsizedConflicts, 3)
        // A row's width against the canvas: the whole row (its links, its widths, its two pins)
        // and root's width; root's left cancels.
        let layout = compileText((grid + ["c3_3.width = 7"]).joined(separator: "\n"))
        XCTAssertEqual(LoweredLayout(layout.ir, canvas: desktop).conflicts.map(\.count), [8 + 7 + 1 + 1 + 1])
    }

    /// Grids, stacks and forms as `gen_layout.py` writes them, with a conflicting line put at a
    /// random place (in half of them, one or two more lines that may be redundant): at two sizes
    /// the conflicts equal the full system's, each set is minimal (it cannot hold, and it can
    /// without any one member), and grids with only the conflicting line, whose rows only a
    /// search in the presolved system can explain, are named without the full system.
    func testConflictsInjectedIntoGeneratedWorkloadsAreTheFullSystemsMinimalSets() {
        var generator = SplitMix64(seed: 0x9e1d_c0f1)
        var searched = 0
        var conflicting = 0
        var gridConflicts = 0
        var gridSearched = 0
        for round in 0..<150 {
            let kind = round % 3
            let lines =
                switch kind {
                case 0: Self.gridLines(rows: generator.int(in: 1...5), columns: generator.int(in: 1...6))
                case 1: Self.stackLines(rows: generator.int(in: 1...12))
                default: Self.formLines(fields: generator.int(in: 1...5))
                }
            var injected = Self.injectingConflict(into: lines, using: &generator)
            let redundancies = generator.chance(0.5) ? 0 : generator.int(in: 1...2)
            for _ in 0..<redundancies { injected = Self.injectingRedundancy(into: injected, using: &generator) }
            let text = injected.joined(separator: "\n")
            let layout = compileText(text)
            // The checker names some conflicts itself (the same terms with another constant).
            guard !layout.hasErrors else { continue }
            for size in [phone, desktop] {
                let lowered = LoweredLayout(layout.ir, canvas: size)
                let reference = full(layout, size)
                let context = "round \(round) at \(size):\n\(text)"
                assertSameConflicts(lowered, reference, context)
                guard !reference.conflicts.isEmpty else { continue }
                conflicting += 1
                if lowered.hasSearchedConflicts { searched += 1 }
                if kind == 0, redundancies == 0 {
                    gridConflicts += 1
                    if lowered.hasSearchedConflicts { gridSearched += 1 }
                }
                assertMinimal(lowered.conflicts, layout, size, context)
            }
        }
        XCTAssertGreaterThan(conflicting, 60)
        XCTAssertGreaterThan(gridConflicts, 15)
        // A grid with only the conflicting line is always named: however it leaves a later row
        // unfinished (its widths free, bounded below by 0 only), that row stays out of the way.
        XCTAssertEqual(gridSearched, gridConflicts)
        XCTAssertGreaterThan(searched, conflicting * 4 / 5, "\(searched) of \(conflicting)")
        print("generated workloads: \(conflicting) conflicts (\(gridConflicts) in grids), \(searched) (\(gridSearched)) named without the full system")
    }

    /// `lines` with one more line that may be redundant (a bound, an alias, one side of a
    /// sandwich) or conflict, put at a random place after the declaration of the views it names.
    private static func injectingRedundancy(into lines: [String], using generator: inout SplitMix64) -> [String] {
        var declared: [(view: String, line: Int)] = []
        for (index, line) in lines.enumerated() where line.hasPrefix("view ") {
            for name in line.dropFirst(5).split(separator: ",") { declared.append((String(name.filter { $0 != " " }), index)) }
        }
        let view = declared[generator.int(in: 0...(declared.count - 1))]
        let other = declared[generator.int(in: 0...(declared.count - 1))]
        let attribute = ["left", "top", "width", "height", "right", "bottom"][generator.int(in: 0...5)]
        let pin =
            switch generator.int(in: 0...6) {
            case 0: "\(view.view).width >= 0"
            case 1: "\(view.view).\(attribute) <= \(other.view).\(attribute)"
            case 2: "\(view.view).\(attribute) >= \(other.view).\(attribute)"
            case 3: "\(view.view).\(attribute) = \(other.view).\(attribute)"
            case 4: "\(view.view).height >= \(generator.int(in: 0...60))"
            case 5: "\(view.view).width <= \(generator.int(in: 0...400))"
            default: "\(view.view).\(attribute) = \(generator.int(in: 0...300))"
            }
        var result = lines
        result.insert(pin, at: generator.int(in: (max(view.line, other.line) + 1)...lines.count))
        return result
    }

    /// Asserts that each conflict's set (the refused constraint with its minimal set) is
    /// deletion-minimal: its constraints cannot all hold, and they can with any one left out.
    private func assertMinimal(
        _ conflicts: [[ConstraintOrigin]], _ layout: CompiledLayout, _ size: CanvasSize, _ context: String,
        line: UInt = #line
    ) {
        let pending = LoweredLayout.pendingConstraints(layout.ir, canvas: size, safeArea: [])
        var indicesOfOrigin: [ConstraintOrigin: [Int]] = [:]
        for (index, constraint) in pending.enumerated() { indicesOfOrigin[constraint.origin, default: []].append(index) }
        let variableCount = 4 * layout.ir.viewIDs.count
        for conflict in conflicts {
            let members = conflict.flatMap { indicesOfOrigin[$0] ?? [] }
            XCTAssertEqual(members.count, conflict.count, context, line: line)
            XCTAssertFalse(Self.canHold(members.map { pending[$0] }, variableCount: variableCount), context, line: line)
            for left in members.indices {
                var rest = members
                rest.remove(at: left)
                XCTAssertTrue(
                    Self.canHold(rest.map { pending[$0] }, variableCount: variableCount),
                    "without \(pending[members[left]].origin): \(context)", line: line)
            }
        }
    }

    /// Whether `constraints`, all required, can hold together, in a solver of their own.
    private static func canHold(_ constraints: [PendingConstraint], variableCount: Int) -> Bool {
        var solver = Solver()
        let variables = (0..<variableCount).map { _ in solver.makeVariable(named: "") }
        for constraint in constraints {
            let expression = LinearExpression(
                constraint.indexedTerms.map { Term(variables[$0.variable], $0.coefficient) }, constant: constraint.constant)
            do throws(SolverError) {
                try solver.add(Constraint(expression, constraint.relation))
            } catch {
                return false
            }
        }
        return true
    }

    /// `lines` with one line that may conflict put at a random place after the declaration of
    /// the views it names.
    private static func injectingConflict(into lines: [String], using generator: inout SplitMix64) -> [String] {
        var declared: [(view: String, line: Int)] = []
        for (index, line) in lines.enumerated() where line.hasPrefix("view ") {
            for name in line.dropFirst(5).split(separator: ",") {
                declared.append((String(name.filter { $0 != " " }), index))
            }
        }
        let view = declared[generator.int(in: 0...(declared.count - 1))]
        let other = declared[generator.int(in: 0...(declared.count - 1))]
        let value = generator.int(in: 0...400)
        let pin =
            switch generator.int(in: 0...8) {
            case 0: "\(view.view).width = \(generator.int(in: 0...40))"
            case 1: "\(view.view).height = \(generator.int(in: 0...40))"
            case 2: "\(view.view).left = \(value)"
            case 3: "\(view.view).top = \(value)"
            case 4: "\(view.view).right <= \(value)"
            case 5: "\(view.view).bottom <= \(value)"
            case 6: "\(view.view).width >= \(generator.int(in: 300...1200))"
            case 7: "\(view.view).width = \(other.view).width + \(generator.int(in: 1...20))"
            default: "\(view.view).left = \(other.view).right + \(generator.int(in: 0...20))"
            }
        var result = lines
        result.insert(pin, at: generator.int(in: (max(view.line, other.line) + 1)...lines.count))
        return result
    }

    /// `gen_layout.py grid`: equal-width cells spanning root, rows stacked.
    private static func gridLines(rows: Int, columns: Int) -> [String] {
        var lines: [String] = []
        for row in 0..<rows {
            lines.append("view " + (0..<columns).map { "c\(row)_\($0)" }.joined(separator: ", "))
        }
        for row in 0..<rows {
            for column in 0..<columns {
                let cell = "c\(row)_\(column)"
                lines.append(column == 0 ? "\(cell).left = root.left + 8" : "\(cell).left = c\(row)_\(column - 1).right + 8")
                if column > 0 { lines.append("\(cell).width = c\(row)_0.width") }
                lines.append(row == 0 ? "\(cell).top = root.top + 8" : "\(cell).top = c\(row - 1)_\(column).bottom + 8")
                lines += ["\(cell).height = 44", "\(cell).width >= 60 @high"]
                if column == columns - 1 { lines.append("\(cell).right = root.right - 8") }
            }
        }
        return lines
    }

    /// `gen_layout.py stack`: rows of at least 44 preferring 60, each below the previous one.
    private static func stackLines(rows: Int) -> [String] {
        var lines = ["view " + (0..<rows).map { "r\($0)" }.joined(separator: ", ")]
        for row in 0..<rows {
            lines.append(row == 0 ? "r0.top = root.top + 8" : "r\(row).top = r\(row - 1).bottom + 8")
            lines += ["r\(row).left = root.left + 16; r\(row).right = root.right - 16", "r\(row).height >= 44",
                "r\(row).height = 60 @medium"]
        }
        return lines
    }

    /// `gen_layout.py form`: labelled fields aligned on a shared column, with preferences.
    private static func formLines(fields: Int) -> [String] {
        var lines = ["view column", "column.left = root.left + 120", "column.top = root.top; column.width = 0; column.height = 0"]
        for field in 0..<fields {
            let (label, input, note) = ("label\(field)", "field\(field)", "note\(field)")
            lines += [
                "view \(label), \(input), \(note)",
                field == 0 ? "\(input).top = root.top + 16" : "\(input).top = field\(field - 1).bottom + 12",
                "\(label).centerY = \(input).centerY", "\(label).left = root.left + 16",
                "\(label).right = column.left - 8 - flex()", "\(label).height = 20; \(input).height = 32",
                "\(input).left = column.left", "\(input).right = root.right - 16", "\(label).width = 90 @high",
                "\(note).top = \(input).top; \(note).height = 16", "\(note).right = \(input).right - 4",
                "\(note).width = (\(input).width - 8) / 3 @medium", "\(note).width <= 80 @low",
            ]
        }
        return lines
    }

    func testAConflictWithSeveralMinimalSetsIsLeftToTheFullSystem() {
        // `a.width = 20` conflicts with `a.width = 10` and with `a.width = b.width, b.width = 10`:
        // which set the full system names depends on its tableau, so the search must not guess.
        let layout = compileText("""
            view a, b
            a.left = 0; a.top = 0; a.height = 10; b.left = 0; b.top = 0; b.height = 10
            a.width = 10
            a.width = b.width
            b.width = 10
            a.width = 20
            """)
        let lowered = LoweredLayout(layout.ir, canvas: phone)
        XCTAssertFalse(lowered.hasSearchedConflicts)
        assertSameConflicts(lowered, full(layout, phone), "phone")
    }

    func testASecondMinimalSetThroughASandwichIsLeftToTheFullSystem() {
        // `a.left = 20` conflicts with `a.left = root.left + 10` and root's origin, and with
        // `b.left >= a.left, b.left <= 10`. In the presolved system the sandwich is two bounds on
        // `b.left`, not connected to the probe (a constant there), but their combination that
        // vanishes there is the difference of the two sets in full.
        let layout = compileText("""
            view a, b
            a.top = 0; a.width = 10; a.height = 10; b.top = 0; b.width = 10; b.height = 10
            a.left = root.left + 10
            b.left >= a.left
            b.left <= 10
            a.left = 20
            """)
        for size in [phone, desktop] {
            let lowered = LoweredLayout(layout.ir, canvas: size)
            XCTAssertFalse(lowered.hasSearchedConflicts)
            assertSameConflicts(lowered, full(layout, size), "\(size)")
        }
    }

    /// Random chains and stacks with conflicts injected: at two sizes and without one, the
    /// conflicts equal the full system's, and most are named without it.
    func testRandomConflictsMatchTheFullSystem() {
        var generator = SplitMix64(seed: 0xc0ff11c7)
        var compared = 0
        var searched = 0
        var conflicting = 0
        for round in 0..<400 {
            let text = randomConflictingLayout(using: &generator)
            let layout = compileText(text)
            guard !layout.hasErrors else { continue }
            for size in [phone, desktop, nil] {
                let lowered = size.map { LoweredLayout(layout.ir, canvas: $0) } ?? LoweredLayout.unsized(layout.ir)
                let reference = full(layout, size)
                assertSameConflicts(lowered, reference, "round \(round) at \(String(describing: size)):\n\(text)")
                compared += 1
                if !reference.conflicts.isEmpty { conflicting += 1 }
                if lowered.hasSearchedConflicts { searched += 1 }
                if size == nil {
                    let solved = LoweredLayout(layout.ir, canvas: nil)
                    if !solved.conflicts.isEmpty || !reference.conflicts.isEmpty {
                        assertSameConflicts(solved, reference, "round \(round) solved without a size:\n\(text)")
                    }
                }
            }
        }
        XCTAssertGreaterThan(compared, 900)
        XCTAssertGreaterThan(conflicting, 400)
        // Most conflicts are named without the full system.
        XCTAssertGreaterThan(searched, conflicting * 3 / 4, "\(searched) of \(conflicting)")
        print("conflict search: \(compared) compared, \(conflicting) with conflicts, \(searched) named without the full system")
    }

    /// A layout of a few stacked or chained views, with one to three lines that may conflict.
    private func randomConflictingLayout(using generator: inout SplitMix64) -> String {
        let count = Int.random(in: 2...9, using: &generator)
        let views = (0..<count).map { "v\($0)" }
        var lines = ["view " + views.joined(separator: ", ")]
        func pick() -> String { views[Int.random(in: 0..<count, using: &generator)] }
        for (index, view) in views.enumerated() {
            let previous = index == 0 ? nil : views[index - 1]
            let gap = Int.random(in: 0...12, using: &generator)
            // Vertical: a stack link, or a pin to root; a height bound, a preference or a size.
            if let previous, Int.random(in: 0..<4, using: &generator) > 0 {
                lines.append("\(view).top = \(previous).bottom + \(gap)")
            } else {
                lines.append("\(view).top = root.top + \(gap)")
            }
            switch Int.random(in: 0..<4, using: &generator) {
            case 0: lines.append("\(view).height = \(Int.random(in: 10...80, using: &generator))")
            case 1: lines.append("\(view).height >= \(Int.random(in: 10...60, using: &generator))")
            default:
                lines.append("\(view).height >= \(Int.random(in: 10...60, using: &generator))")
                lines.append("\(view).height = \(Int.random(in: 40...90, using: &generator)) @medium")
            }
            // Horizontal: a chain link or a pin, a width, an alias or a bound.
            if let previous, Bool.random(using: &generator) {
                lines.append("\(view).left = \(previous).right + \(gap)")
            } else {
                lines.append("\(view).left = root.left + \(gap)")
            }
            switch Int.random(in: 0..<4, using: &generator) {
            case 0 where previous != nil: lines.append("\(view).width = \(previous ?? "root").width")
            case 1: lines.append("\(view).width >= \(Int.random(in: 10...120, using: &generator))")
            case 2: lines.append("\(view).right = root.right - \(gap)")
            default: lines.append("\(view).width = \(Int.random(in: 10...200, using: &generator))")
            }
            if Int.random(in: 0..<3, using: &generator) == 0 {
                lines.append("\(view).width = \(Int.random(in: 20...300, using: &generator)) @low")
            }
        }
        for _ in 0..<Int.random(in: 1...3, using: &generator) {
            let view = pick()
            let value = Int.random(in: 0...700, using: &generator)
            switch Int.random(in: 0..<9, using: &generator) {
            case 0: lines.append("\(view).height = \(Int.random(in: 0...40, using: &generator))")
            case 1: lines.append("\(view).bottom <= \(value)")
            case 2: lines.append("\(view).top = \(value)")
            case 3: lines.append("\(view).bottom <= root.bottom")
            case 4: lines.append("\(view).right <= root.right")
            case 5: lines.append("\(view).width = \(pick()).width + \(Int.random(in: 1...20, using: &generator))")
            case 6: lines.append("\(view).left = \(pick()).right + \(Int.random(in: 0...20, using: &generator))")
            case 7: lines.append("\(view).width <= \(Int.random(in: 0...100, using: &generator))")
            default: lines.append("\(view).centerY = \(pick()).centerY")
            }
        }
        return lines.joined(separator: "\n")
    }
}

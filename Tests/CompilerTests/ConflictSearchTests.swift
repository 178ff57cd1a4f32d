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

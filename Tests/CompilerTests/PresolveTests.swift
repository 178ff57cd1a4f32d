import LayoutTestSupport
import XCTest

@testable import LayoutCompiler

/// Presolve eliminates required equalities before the simplex; solutions must be exactly those
/// of the full system: the same frames (within rounding), the same conflicts and warnings.
final class PresolveTests: XCTestCase {
    /// The solution of the full system, every constraint in the solver.
    private func fullSolution(_ layout: CompiledLayout, _ size: CanvasSize) -> LayoutSolution {
        layout.solution(from: LoweredLayout(layout.ir, canvas: size, presolving: false), canvas: size)
    }

    func testARowPinnedAtBothEndsIsSolvedWithoutTheChainInTheSolver() {
        // The grid's row: root's size makes the closing equation two variables long, which
        // shortens the one before it, down to the first cell.
        let layout = compileText("""
            view a, b, c
            a.left = root.left + 8; b.left = a.right + 8; c.left = b.right + 8
            b.width = a.width; c.width = a.width
            c.right = root.right - 8
            a.top = root.top; b.top = root.top; c.top = root.top
            a.height = 44; b.height = 44; c.height = 44
            a.width >= 60 @high; b.width >= 60 @high; c.width >= 60 @high
            """)
        let lowered = LoweredLayout(layout.ir, canvas: phone)
        XCTAssertTrue(lowered.isPresolved)
        XCTAssertFalse(lowered.needsFullSystem)
        let solution = layout.solve(size: phone)
        XCTAssertEqual(solution.diagnostics, [])
        let width = (375 - 32) / 3.0
        assertFrame(solution.frames[1], 8, 0, width, 44)
        assertFrame(solution.frames[2], 16 + width, 0, width, 44)
        assertFrame(solution.frames[3], 24 + 2 * width, 0, width, 44)
        assertSameSolution(solution, fullSolution(layout, phone), "phone")
    }

    func testAConflictFoundBySubstitutionIsReportedAsTheFullSystemReportsIt() {
        // Substituting the aliases leaves `10 = 20`: presolve cannot name the constraints; a
        // search names the minimal set the full system would, from presolved systems.
        let layout = compileText("""
            view a, b, c
            a.left = 0; a.top = 0; a.height = 10; b.left = 0; b.top = 0; b.height = 10
            c.left = 0; c.top = 0; c.height = 10
            a.width = b.width
            b.width = c.width
            c.width = 10
            a.width = 20
            """)
        XCTAssertFalse(LoweredLayout(layout.ir, canvas: phone, presolving: true).isConsistent)
        let solution = layout.solve(size: phone)
        XCTAssertEqual(solution.frames, [])
        XCTAssertEqual(solution.diagnostics.filter { $0.severity == .error }.count, 1)
        assertSameSolution(solution, fullSolution(layout, phone), "phone")
    }

    func testAnAttributeLeftFreeGivesTheFullSystemsValuesAndWarnings() {
        let layout = compileText("""
            view a, b
            a.left = root.left; a.width = b.width; b.width = 30; a.height = 10
            b.left = a.right; b.top = a.bottom; b.height = 10
            """)
        XCTAssertTrue(LoweredLayout(layout.ir, canvas: phone, presolving: true).needsFullSystem)
        let solution = layout.solve(size: phone)
        XCTAssertEqual(
            solution.diagnostics.filter { $0.code == .undeterminedAttributes }.map(\.message),
            ["a.top is not determined by any constraint", "b.top is not determined by any constraint"])
        assertSameSolution(solution, fullSolution(layout, phone), "phone")
    }

    func testCheckWithoutSizesNamesAConflictWithoutTheFullSystem() {
        let fine = compileText("""
            view a, b
            a.left = root.left + 8; a.right = root.right - 8; a.top = root.top; a.height = 10
            b.left = a.left; b.width = a.width; b.top = a.bottom + 8; b.height = 10
            """)
        XCTAssertTrue(LoweredLayout.unsized(fine.ir).isPresolved)
        XCTAssertEqual(fine.check(sizes: []), fine.diagnostics)
        let conflicting = compileText("""
            view a, b
            a.left = 0; a.top = 0; a.height = 10; b.left = 0; b.top = 0; b.height = 10
            a.width = b.width
            b.width = 10
            a.width = 20
            """)
        // Presolve meets `10 = 20`; a search names the set from presolved systems.
        let lowered = LoweredLayout.unsized(conflicting.ir)
        XCTAssertTrue(lowered.isPresolved)
        XCTAssertTrue(lowered.hasSearchedConflicts)
        XCTAssertEqual(lowered.conflicts, LoweredLayout(conflicting.ir, canvas: nil, presolving: false).conflicts)
        let errors = conflicting.check(sizes: []).filter { $0.severity == .error }
        XCTAssertEqual(errors.map(\.code), [.unsatisfiableConstraints])
        // The minimal set: the three width equalities, named from the last one added.
        XCTAssertEqual(conflicting.line(of: errors.first?.span), 5)
        XCTAssertEqual(errors.first?.related.map { conflicting.line(of: $0.span) }.sorted { ($0 ?? 0) < ($1 ?? 0) }, [3, 4])
    }

    /// Random layouts of chains, aliases, scaled copies and preferences at several priorities:
    /// the presolved solve equals the full one, at two sizes and after session resizes.
    func testRandomLayoutsMatchTheFullSystem() {
        var generator = SplitMix64(seed: 0x5ca1e)
        var presolvedCases = 0
        for round in 0..<120 {
            let text = randomLayout(using: &generator)
            let layout = compileText(text)
            guard !layout.hasErrors else { return XCTFail("generated an invalid file:\n\(text)") }
            for size in [phone, desktop] {
                let lowered = LoweredLayout(layout.ir, canvas: size)
                if lowered.isPresolved { presolvedCases += 1 }
                assertSameSolution(layout.solve(size: size), fullSolution(layout, size), "round \(round):\n\(text)")
            }
            let session = LayoutSession(layout, size: phone)
            for size in [desktop, CanvasSize(width: 500, height: 900)] {
                let resized = session.resize(to: size)
                assertReadBackIsExact(session, "round \(round) resized to \(size)")
                guard layout.solve(size: size).diagnostics.isEmpty else { continue }
                assertSameSolution(resized, layout.solve(size: size), "round \(round) resized to \(size):\n\(text)")
            }
        }
        // Enough cases take the presolved path for the comparison to mean something.
        XCTAssertGreaterThan(presolvedCases, 60)
        XCTAssertGreaterThan(comparedReadBacks, 150)
    }

    /// Without a canvas (`solve` without `--size`), root's size is usually free: the presolved
    /// solve must give the full system's conflicts and warnings exactly, and frames that the full
    /// system gives too once root has the size the presolved solve chose (any point of the
    /// optimal face is a right answer for a free root; everything else must follow from it).
    func testRandomLayoutsSolvedWithoutASizeMatchTheFullSystem() {
        var generator = SplitMix64(seed: 0x0051_2e)
        var presolvedCases = 0
        for round in 0..<120 {
            let text = randomLayout(using: &generator)
            let layout = compileText(text)
            // The generator can write two equalities that conflict as written (D003): nothing to solve.
            guard !layout.hasErrors else { continue }
            let full = layout.solution(from: LoweredLayout(layout.ir, canvas: nil, presolving: false), canvas: nil)
            let solution = layout.solve(size: nil)
            XCTAssertEqual(solution.diagnostics, full.diagnostics, "round \(round):\n\(text)")
            guard LoweredLayout(layout.ir, canvas: nil).isPresolved, let root = solution.frames.first else { continue }
            presolvedCases += 1
            let size = CanvasSize(width: root.width, height: root.height)
            let pinned = LayoutSolution(frames: solution.frames, diagnostics: fullSolution(layout, size).diagnostics)
            assertSameSolution(pinned, fullSolution(layout, size), "round \(round) at \(size):\n\(text)")
        }
        XCTAssertGreaterThan(presolvedCases, 60)
    }

    /// The same random layouts with safe-area pins and `when` blocks (extensions): a session,
    /// which presolves around safe-area definitions and protects the constraints of `when`
    /// blocks from elimination, gives what a fresh solve at each size gives.
    func testRandomLayoutsWithSafeAreasAndVariantsResizeAsFreshSolves() {
        var generator = SplitMix64(seed: 0x5afe)
        let insets = SafeAreaInsets(top: 47, left: 0, bottom: 34, right: 0)
        let sizes = [desktop, CanvasSize(width: 500, height: 900), phone]
        var solvedRounds = 0
        for round in 0..<60 {
            // Each `@low` width at a priority of its own: two at one priority on aliased widths
            // tie, and a tie's optimum is any point between them, which a resize need not pick
            // as a fresh solve does.
            var lines = randomLayout(using: &generator).split(separator: "\n").enumerated().map { index, line in
                line.hasSuffix("@low") ? line.dropLast(3) + "\(100 + index)" : String(line)
            }
            if Bool.random(using: &generator) { lines.append("v0.top >= v0.safeArea.top + 4 @high") }
            if Bool.random(using: &generator) { lines.append("when width >= 600 {\n v0.height <= 30\n} else {\n v0.height >= 90 @999\n}") }
            let text = lines.joined(separator: "\n")
            let layout = compileText(text)
            // The extra equality can repeat an alias with another constant (D003): nothing to solve.
            if layout.hasErrors { continue }
            let environment = LayoutEnvironment(safeAreaInsets: insets)
            let session = LayoutSession(layout, size: phone, environment: environment)
            for size in sizes {
                let resized = session.resize(to: size)
                assertReadBackIsExact(session, "round \(round) resized to \(size)")
                var sized = environment
                sized.size = size
                assertSameSolution(resized, layout.solve(in: sized), "round \(round) resized to \(size):\n\(text)")
            }
            solvedRounds += 1
        }
        XCTAssertGreaterThan(solvedRounds, 40)
        XCTAssertGreaterThan(comparedReadBacks, 60)
    }

    func testAVariantSessionPresolvesAndSwapsTheBlocksConstraintsInOneSolver() {
        // A stack whose rows hang from the top: without presolve every row's top is in the
        // solver, a chain quadratic in the rows. The `when` blocks bound the last row and set
        // heights; every variant is fully determined.
        var lines = ["view " + (0..<20).map { "r\($0)" }.joined(separator: ", ")]
        for row in 0..<20 {
            lines.append(row == 0 ? "r0.top = root.top + 8" : "r\(row).top = r\(row - 1).bottom + 8")
            lines += ["r\(row).left = root.left + 16; r\(row).right = root.right - 16", "r\(row).height >= 10",
                "r\(row).height = 20 @medium"]
        }
        lines += ["when width >= 600 {", "  r19.bottom <= root.bottom - 8", "} else {", "  r3.height = 30", "}",
            "when dense { r5.height = 12 }"]
        let layout = compileText(lines.joined(separator: "\n"))
        XCTAssertFalse(layout.hasErrors)
        for flags: Set<String> in [[], ["dense"]] {
            let environment = LayoutEnvironment(flags: flags)
            let session = LayoutSession(layout, size: phone, environment: environment)
            XCTAssertTrue(session.isPresolved, "\(flags)")
            for size in [desktop, phone, CanvasSize(width: 700, height: 1200), phone] {
                let resized = session.resize(to: size)
                var sized = environment
                sized.size = size
                assertSameSolution(resized, layout.solve(in: sized), "\(flags) at \(size)")
            }
            XCTAssertEqual(session.solverBuildCount, 1, "crossing the threshold swaps constraints in one solver")
        }
    }

    /// Random layouts with `when` blocks on flags and on the width, whose constraints pin, alias
    /// and bound what the rest defines: every variant's session, presolved, resizes as fresh
    /// solves give, across the width threshold and back.
    func testRandomVariantSessionsMatchFreshSolves() {
        var generator = SplitMix64(seed: 0x7a21_a47)
        var presolvedSessions = 0
        var compared = 0
        for round in 0..<80 {
            var lines = randomLayout(using: &generator).split(separator: "\n").enumerated().map { index, line in
                line.hasSuffix("@low") ? line.dropLast(3) + "\(100 + index)" : String(line)
            }
            let views = lines[0].dropFirst(5).split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            func view() -> String { views[Int.random(in: 0..<views.count, using: &generator)] }
            let choices = [
                "\(view()).width = \(Int.random(in: 20...200, using: &generator))",
                "\(view()).height = \(Int.random(in: 10...60, using: &generator)) @999",
                "\(view()).left = \(view()).right + \(Int.random(in: 0...20, using: &generator))",
                "\(view()).width <= \(Int.random(in: 50...300, using: &generator))",
                "\(view()).bottom <= root.bottom - \(Int.random(in: 0...40, using: &generator))",
            ]
            func block() -> String { choices[Int.random(in: 0..<choices.count, using: &generator)] }
            lines.append("when flagA {\n \(block())\n}")
            lines.append("when width >= 600 {\n \(block())\n} else {\n \(block())\n}")
            if Bool.random(using: &generator) { lines.append("when flagB and width < 800 {\n \(block())\n}") }
            let text = lines.joined(separator: "\n")
            let layout = compileText(text)
            if layout.hasErrors { continue }
            for flags: Set<String> in [[], ["flagA"], ["flagA", "flagB"]] {
                let environment = LayoutEnvironment(flags: flags)
                let session = LayoutSession(layout, size: phone, environment: environment)
                if session.isPresolved { presolvedSessions += 1 }
                for size in [desktop, CanvasSize(width: 500, height: 900), phone, CanvasSize(width: 900, height: 700)] {
                    let resized = session.resize(to: size)
                    var sized = environment
                    sized.size = size
                    assertSameSolution(resized, layout.solve(in: sized), "round \(round) \(flags) at \(size):\n\(text)")
                    compared += 1
                }
            }
        }
        XCTAssertGreaterThan(compared, 600)
        XCTAssertGreaterThan(presolvedSessions, 100)
    }

    /// How many resizes `assertReadBackIsExact` compared (it skips fresh solves).
    private var comparedReadBacks = 0

    /// A session's partly read-back solution is exactly the full read-back from its solver.
    private func assertReadBackIsExact(_ session: LayoutSession, _ context: String, line: UInt = #line) {
        guard session.readsBackIncrementally, let full = session.fullReadBack() else { return }
        comparedReadBacks += 1
        XCTAssertEqual(session.solution.frames, full.frames, context, line: line)
        XCTAssertEqual(session.solution.guides, full.guides, context, line: line)
        XCTAssertEqual(session.solution.diagnostics, full.diagnostics, context, line: line)
    }

    private func randomLayout(using generator: inout SplitMix64) -> String {
        let count = Int.random(in: 2...6, using: &generator)
        let views = (0..<count).map { "v\($0)" }
        var lines = ["view " + views.joined(separator: ", ")]
        func other(_ index: Int) -> String {
            index == 0 || Bool.random(using: &generator) ? "root" : views[Int.random(in: 0..<index, using: &generator)]
        }
        for (index, view) in views.enumerated() {
            let anchor = other(index)
            let gap = Int.random(in: 0...12, using: &generator)
            // Horizontal: a chain link or a pin, a width alias, scaled copy or constant.
            switch Int.random(in: 0..<3, using: &generator) {
            case 0: lines.append("\(view).left = \(anchor == "root" ? "root.left" : "\(anchor).right") + \(gap)")
            case 1: lines.append("\(view).left = \(anchor).left")
            default: lines.append("\(view).right = root.right - \(gap)")
            }
            switch Int.random(in: 0..<4, using: &generator) {
            case 0 where anchor != "root": lines.append("\(view).width = \(anchor).width")
            case 1 where anchor != "root": lines.append("\(view).width = \(anchor).width * 0.5 + \(gap)")
            case 2: lines.append("\(view).width = \(Int.random(in: 10...400, using: &generator))")
            default: lines.append("\(view).width >= \(Int.random(in: 10...200, using: &generator)) @high")
            }
            // Vertical: stacked under another view or pinned, centred or of a fixed height.
            if Bool.random(using: &generator) {
                lines.append("\(view).top = \(anchor == "root" ? "root.top" : "\(anchor).bottom") + \(gap)")
            } else {
                lines.append("\(view).centerY = \(anchor).centerY")
            }
            lines.append(
                Bool.random(using: &generator)
                    ? "\(view).height = \(Int.random(in: 10...80, using: &generator))"
                    : "\(view).height = root.height / \(Int.random(in: 2...8, using: &generator)) @medium")
            lines.append("\(view).width = \(Int.random(in: 20...300, using: &generator)) @low")
            lines.append("\(view).left >= 0")
        }
        if Int.random(in: 0..<5, using: &generator) == 0 {
            // Now and then an extra required equality that may conflict.
            lines.append("\(views[0]).width = \(views[count - 1]).width + 5")
        }
        return lines.joined(separator: "\n")
    }
}

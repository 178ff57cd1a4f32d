import LayoutCompiler
import LayoutChecker
import LayoutIR
import LayoutSource
import LayoutTestSupport
import XCTest

/// One solver re-solving many sizes must say exactly what separate solves say. `check` at
/// several sizes re-solves them in one `LayoutSession`, which takes out the constraints of a
/// `when` block that switches off; random files with variants and restated lines
/// (`RandomVariantLayouts`) check both properties in every order of sizes.
final class ResizeEquivalenceTests: XCTestCase {
    static let sizes = RandomVariantLayouts.sizes.map { CanvasSize(width: $0.width, height: $0.height) }

    /// The file: the block's `root.width = 48` switches off at 12x100, and the line
    /// outside it must still conflict with the canvas there, in every order of sizes.
    func testARestatedPinStillConflictsOnceItsBlockSwitchesOff() {
        let layout = compileText("when width >= 40 { root.width = 48 }\nroot.width = 48\n")
        let small = CanvasSize(width: 12, height: 100)
        let large = CanvasSize(width: 48, height: 100)
        for order in [[large, small], [small, large]] {
            let findings = layout.check(sizes: order)
            XCTAssertEqual(findings.map(\.code), [.unsatisfiableConstraints], "\(order)")
            XCTAssertEqual(findings.first?.context.sizes, ["12x100"], "\(order): \(findings)")
            XCTAssertEqual(findings.first?.message, "required constraints cannot all be satisfied", "\(order)")
        }
        let session = LayoutSession(layout, size: large)
        XCTAssertFalse(session.solution.hasErrors)
        XCTAssertEqual(session.resize(to: small).diagnostics.map(\.code), [.unsatisfiableConstraints])
    }

    /// Every resize of a session, in random orders of sizes and in every variant of the flags,
    /// gives the diagnostics of a fresh solve at that size and its frames to within rounding
    /// (`agree`: not bit for bit, see there).
    func testEveryResizeEqualsAFreshSolve() {
        var generator = RandomVariantLayouts(seed: 0x5e55_1013)
        var random = SplitMix64(seed: 12)
        var solvable = 0
        var resizes = 0
        for round in 0..<120 {
            let text = generator.file()
            let layout = compileText(text)
            guard !layout.hasErrors else { continue }
            solvable += 1
            for flags in flagCombinations(of: layout) {
                for _ in 0..<3 {
                    var order = Self.sizes
                    random.shuffle(&order)
                    let session = LayoutSession(layout, size: order[0], environment: LayoutEnvironment(flags: flags))
                    for (step, size) in order.enumerated() {
                        let resized = step == 0 ? session.solution : session.resize(to: size)
                        let fresh = layout.solve(in: LayoutEnvironment(size: size, flags: flags))
                        let context = "round \(round), flags \(flags.sorted()), sizes \(order.prefix(step + 1)):\n\(text)"
                        XCTAssertEqual(resized.diagnostics, fresh.diagnostics, context)
                        XCTAssertEqual(resized.frames.map(\.name), fresh.frames.map(\.name), context)
                        for (ours, theirs) in zip(resized.frames, fresh.frames) where !Self.agree(ours, theirs) {
                            XCTFail("\(context)\n\(ours) is not \(theirs)")
                        }
                        resizes += 1
                    }
                }
            }
        }
        XCTAssertGreaterThan(solvable, 90)
        XCTAssertGreaterThan(resizes, 2000)
    }

    /// `check` at several sizes, in every order of every pair of sizes and in random orders of
    /// all of them, finds what single-size checks find, each finding naming the sizes it holds at.
    func testCheckingSeveralSizesEqualsTheUnionOfSingleSizeChecks() {
        var generator = RandomVariantLayouts(seed: 0xc4ec_2026)
        var random = SplitMix64(seed: 34)
        var solvable = 0
        var partialFindings = 0
        for round in 0..<70 {
            let text = generator.file()
            let layout = compileText(text)
            guard !layout.hasErrors else { continue }
            solvable += 1
            for flags in flagCombinations(of: layout) {
                let environment = LayoutEnvironment(flags: flags)
                let singles = Self.sizes.map { layout.check(sizes: [$0], environment: environment) }
                var orders: [[Int]] = []
                for first in Self.sizes.indices {
                    for second in Self.sizes.indices where second != first { orders.append([first, second]) }
                }
                for _ in 0..<2 {
                    var order = Array(Self.sizes.indices)
                    random.shuffle(&order)
                    orders.append(order)
                }
                for order in orders {
                    let checked = layout.check(sizes: order.map { Self.sizes[$0] }, environment: environment)
                    let expected = union(of: order.map { (Self.sizes[$0], singles[$0]) }, frontEnd: layout.diagnostics)
                    XCTAssertEqual(
                        checked, expected,
                        "round \(round), flags \(flags.sorted()), sizes \(order.map { Self.sizes[$0] }):\n\(text)")
                    partialFindings += checked.filter { !$0.context.sizes.isEmpty }.count
                }
            }
        }
        XCTAssertGreaterThan(solvable, 50)
        // Findings at some sizes only (a `when` block's conflict, the canvas pinned) were met.
        XCTAssertGreaterThan(partialFindings, 500)
    }

    /// Every subset of the flags the file uses (the variants `check` examines on a phone).
    private func flagCombinations(of layout: CompiledLayout) -> [Set<String>] {
        layout.flagsUsed.reduce([Set<String>()]) { sets, flag in sets + sets.map { $0.union([flag]) } }
    }

    /// What a multi-size check must report, from single-size checks in the same order: each
    /// finding once, and one made at some sizes only with them in its context (printed `at 12x100
    /// and 48x100`), unless it already names its one size (a conflict with the canvas does).
    private func union(of checks: [(CanvasSize, [Diagnostic])], frontEnd: [Diagnostic]) -> [Diagnostic] {
        let known = Set(frontEnd)
        var findings: [(finding: Diagnostic, sizes: [CanvasSize])] = []
        for (size, diagnostics) in checks {
            for finding in diagnostics where !known.contains(finding) {
                if let index = findings.firstIndex(where: { $0.finding == finding }) {
                    findings[index].sizes.append(size)
                } else {
                    findings.append((finding, [size]))
                }
            }
        }
        let named = findings.map { entry -> Diagnostic in
            guard entry.sizes.count < checks.count, entry.finding.context.sizes.isEmpty else { return entry.finding }
            var finding = entry.finding
            finding.context.sizes = entry.sizes.map(\.description)
            return finding
        }
        return (frontEnd + named).sortedForOutput()
    }

    /// Whether two frames agree to within rounding: a resize moves values by the change in
    /// size (`value + coefficient * delta`), where a fresh solve computes them from the size, so
    /// the last few bits may differ (seen: 7e-15 relative); anything more is a wrong frame.
    static func agree(_ a: ViewFrame, _ b: ViewFrame) -> Bool {
        zip([a.x, a.y, a.width, a.height], [b.x, b.y, b.width, b.height]).allSatisfy { u, v in
            abs(u - v) <= 1e-12 * max(1, abs(u), abs(v))
        }
    }
}

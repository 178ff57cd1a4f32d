import LayoutTestSupport
import XCTest

@testable import LayoutCompiler

/// A layout that leaves attributes free falls back to the full system, lowered without markers
/// when the presolved system met no conflict (`LoweredLayout.full`): its free attributes (S002),
/// their arbitrary values and every other value must be exactly those of the full system with
/// markers, at a canvas, without one, and in a session.
final class FreeLayoutFullSystemTests: XCTestCase {
    /// The full system with markers, as lowering made it before.
    private func markedSolution(_ layout: CompiledLayout, _ size: CanvasSize?) -> LayoutSolution {
        layout.solution(from: LoweredLayout(layout.ir, canvas: size, presolving: false), canvas: size)
    }

    private func assertIdentical(_ a: LayoutSolution, _ b: LayoutSolution, _ context: String, line: UInt = #line) {
        XCTAssertEqual(a.diagnostics, b.diagnostics, context, line: line)
        XCTAssertEqual(a.frames.map(\.name), b.frames.map(\.name), context, line: line)
        let bits = { (solution: LayoutSolution) in
            solution.frames.flatMap { [$0.x, $0.y, $0.width, $0.height].map(\.bitPattern) }
        }
        XCTAssertEqual(bits(a), bits(b), context, line: line)
    }

    func testRandomFreeLayoutsGiveTheFullSystemsWarningsAndValues() {
        var generator = SplitMix64(seed: 0xf7ee)
        var markerlessCases = 0
        var freeCases = 0
        for round in 0..<150 {
            let text = randomFreeLayout(using: &generator)
            let layout = compileText(text)
            guard !layout.hasErrors else { continue }
            for size in [phone, desktop, nil] {
                let lowered = LoweredLayout(layout.ir, canvas: size)
                guard !lowered.isPresolved else { continue }
                if !lowered.solver.marksRequiredEqualities { markerlessCases += 1 }
                let solution = layout.solve(size: size)
                if solution.diagnostics.contains(where: { $0.code == .undeterminedAttributes }) { freeCases += 1 }
                assertIdentical(solution, markedSolution(layout, size), "round \(round) at \(String(describing: size)):\n\(text)")
            }
            assertSameSession(layout, "round \(round):\n\(text)")
        }
        // Enough layouts take the new lowering, with free attributes, for this to mean something.
        XCTAssertGreaterThan(markerlessCases, 150)
        XCTAssertGreaterThan(freeCases, 150)
        XCTAssertGreaterThan(sessionCases, 50)
    }

    /// A markerless lowering that meets a conflict stops at it and is lowered again with
    /// markers, whose conflicts and solution are those of the full system with markers.
    func testAConflictInAMarkerlessLoweringFallsBackToMarkers() {
        var lines = ["view " + (0..<300).map { "v\($0)" }.joined(separator: ", ")]
        for index in 0..<300 { lines.append("v\(index).top = 0; v\(index).height = 10; v\(index).width = 10") }
        for index in 1...150 { lines.append("v\(index).left = v\(index - 1).left + 10") }
        lines.append("v150.left = v0.left + 5")
        for index in 151..<300 { lines.append("v\(index).left = v\(index - 1).left + 10") }
        let layout = compileText(lines.joined(separator: "\n") + "\n")
        XCTAssertFalse(layout.hasErrors)
        let markerless = LoweredLayout(layout.ir, canvas: phone, presolving: false, marksRequiredEqualities: false)
        XCTAssertFalse(markerless.isConflictFree)
        // It stopped at the conflict: the links after it were never added.
        XCTAssertLessThan(markerless.origins.count, LoweredLayout(layout.ir, canvas: phone, presolving: false).origins.count)
        let full = LoweredLayout.full(layout.ir, canvas: phone, safeArea: [], withoutMarkers: true)
        XCTAssertTrue(full.solver.marksRequiredEqualities)
        assertIdentical(layout.solution(from: full, canvas: phone), markedSolution(layout, phone), "fallback")
        XCTAssertTrue(layout.solve(size: phone).diagnostics.contains { $0.code == .unsatisfiableConstraints })
    }

    /// How many sessions `assertSameSession` compared.
    private var sessionCases = 0

    /// A session's full system without markers against one with them, resized twice.
    private func assertSameSession(_ layout: CompiledLayout, _ context: String) {
        let priority = 500.0
        guard var session = LoweredLayout.resizable(layout.ir, editPriority: priority, size: phone),
            !session.isPresolved, !session.solver.marksRequiredEqualities
        else { return }
        var marked = LoweredLayout(layout.ir, canvas: nil, presolving: false)
        guard marked.addRootSizeEdits(priority: priority, size: phone) else { return XCTFail(context) }
        sessionCases += 1
        for size in [phone, desktop, CanvasSize(width: 500, height: 900)] {
            for lowered in [0, 1] {
                var solver = lowered == 0 ? session.solver : marked.solver
                let root = LoweredLayout.rootSize.map { (lowered == 0 ? session : marked).solverVariable($0) }
                XCTAssertNoThrow(try solver.suggestValue(size.width, for: root[0]), context)
                XCTAssertNoThrow(try solver.suggestValue(size.height, for: root[1]), context)
                if lowered == 0 { session.solver = solver } else { marked.solver = solver }
            }
            XCTAssertEqual(
                session.currentValues().map(\.bitPattern), marked.currentValues().map(\.bitPattern), "\(context) at \(size)")
            XCTAssertEqual(session.undeterminedVariables(), marked.undeterminedVariables(), "\(context) at \(size)")
        }
    }

    /// Views placed by links, pins and preferences, with attributes often left free: unpinned
    /// chains of `left`, views without a height, links written twice (redundant), inequalities
    /// that bound a free attribute on one side only.
    private func randomFreeLayout(using generator: inout SplitMix64) -> String {
        let count = generator.int(in: 2...7)
        let views = (0..<count).map { "v\($0)" }
        var lines = ["view " + views.joined(separator: ", ")]
        func earlier(_ index: Int) -> String { index == 0 ? "root" : views[generator.int(in: 0...(index - 1))] }
        for (index, view) in views.enumerated() {
            let anchor = earlier(index)
            let gap = generator.int(in: 0...12)
            switch generator.int(in: 0...5) {
            case 0: lines.append("\(view).left = root.left + \(gap)")
            case 1 where anchor != "root": lines.append("\(view).left = \(anchor).right + \(gap)")
            case 2 where anchor != "root": lines.append("\(view).left = \(anchor).left + \(gap)")
            case 3: lines.append("\(view).left >= \(anchor).left + \(gap)")
            default: break  // left free
            }
            switch generator.int(in: 0...4) {
            case 0: lines.append("\(view).width = \(generator.int(in: 10...200))")
            case 1 where anchor != "root": lines.append("\(view).width = \(anchor).width * 0.5 + \(gap)")
            case 2: lines.append("\(view).width = \(generator.int(in: 20...300)) @low")
            case 3: lines.append("\(view).right = root.right - \(gap)")
            default: break
            }
            switch generator.int(in: 0...3) {
            case 0: lines.append("\(view).top = \(anchor == "root" ? "root.top" : "\(anchor).bottom") + \(gap)")
            case 1: lines.append("\(view).centerY = \(anchor).centerY")
            case 2: lines.append("\(view).top <= \(anchor).top + \(gap) @high")
            default: break
            }
            if generator.chance(0.6) { lines.append("\(view).height = \(generator.int(in: 10...80))") }
            if generator.chance(0.15) { lines.append(lines[lines.count - 1]) }
        }
        if generator.chance(0.3) {
            // An unpinned chain of lefts through every view.
            for index in 1..<count where generator.chance(0.8) {
                lines.append("\(views[index]).left = \(views[index - 1]).left + \(generator.int(in: 0...20))")
            }
        }
        return lines.joined(separator: "\n")
    }
}

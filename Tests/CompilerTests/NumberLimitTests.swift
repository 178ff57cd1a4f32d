import LayoutCompiler
import LayoutSource
import XCTest

/// The limit on numbers (grammar.md, "Limits") where the compiler holds it: `canvas` sizes beyond
/// it (T020), and frames past a double (S007) from ratios chained within it, on every solving route.
final class NumberLimitTests: XCTestCase {
    func testCanvasSizesBeyondTheLimitAreRefusedAtTheirString() {
        let layout = compileText(
            """
            canvas "1e308x100", "375x", "1000000x1000000", "x1000000.5", "iPhoneSE3"
            view a
            a.edges = root.edges
            """)
        let errors = layout.diagnostics.filter(\.isError)
        XCTAssertEqual(errors.map(\.code), [.numberTooLarge, .numberTooLarge])
        XCTAssertEqual(errors.compactMap { $0.span.map { layout.source.text(in: $0.range) } }, ["\"1e308x100\"", "\"x1000000.5\""])
        XCTAssertEqual(layout.declaredCanvases.map(\.name), ["375x", "1000000x1000000", "iPhoneSE3"])
    }

    /// `v0` 1000 wide and each later view a million times the one before: `v51` is past a double.
    private func chain(length: Int) -> CompiledLayout {
        var lines = ["view " + (0..<length).map { "v\($0)" }.joined(separator: ", "), "v0.width = root.width / 375 * 1000"]
        for index in 1..<length { lines.append("1e-6 * v\(index).width = v\(index - 1).width") }
        for index in 0..<length { lines.append("v\(index).left = 0; v\(index).top = 0; v\(index).height = 1") }
        return compileText(lines.joined(separator: "\n"))
    }

    func testFramesPastADoubleAreAnErrorNotFrames() {
        let layout = chain(length: 60)
        XCTAssertEqual(layout.diagnostics, [], "every number is within the limit")
        let solution = layout.solve(size: phone)
        XCTAssertEqual(solution.frames, [])
        XCTAssertEqual(solution.diagnostics.map(\.code), [.nonFiniteFrame])
        XCTAssertEqual(solution.diagnostics.first?.message.contains("'v51'"), true)
        XCTAssertEqual(layout.line(of: solution.diagnostics.first?.span), 1, "at the view's declaration")
        // The same at several sizes, through a session's solver.
        let findings = layout.check(sizes: [phone, desktop, CanvasSize(width: 0, height: 0)])
        XCTAssertEqual(findings.map(\.code), [.nonFiniteFrame])
        let session = LayoutSession(layout, size: desktop)
        for size in [phone, desktop, phone] {
            let resized = session.resize(to: size)
            XCTAssertEqual(resized.frames, [])
            XCTAssertEqual(resized.diagnostics.map(\.code), [.nonFiniteFrame])
        }
    }

    func testAChainThatStaysFiniteSolvesToLargeFrames() {
        let solution = chain(length: 50).solve(size: phone)
        XCTAssertEqual(solution.diagnostics, [])
        // v49 is 1000 times a million to the 49th: 1e297.
        XCTAssertEqual((solution.frames.last?.width ?? 0) / 1e297, 1, accuracy: 1e-6)
        XCTAssertTrue(solution.frames.allSatisfy { [$0.x, $0.y, $0.width, $0.height].allSatisfy(\.isFinite) })
    }

    func testASessionThatCrossesIntoOverflowRefusesTheFramesAndComesBack() {
        // At width 0 every width is 0; at any other width v51 is past a double. A session
        // resized across both keeps no stale frame and never hands out one that is not finite.
        let layout = chain(length: 60)
        let empty = CanvasSize(width: 0, height: 100)
        let session = LayoutSession(layout, size: empty)
        XCTAssertEqual(session.solution.diagnostics, [])
        XCTAssertEqual(session.solution.frames.count, 61)
        XCTAssertEqual(session.resize(to: phone).diagnostics.map(\.code), [.nonFiniteFrame])
        XCTAssertEqual(session.resize(to: empty).frames.count, 61)
        XCTAssertEqual(session.resize(to: desktop).frames, [])
    }
}

import LayoutCompiler
import LayoutSource
import XCTest

/// Views linked only by `left` and pinned nowhere (issue 12's cubic cliff): the chain may
/// slide as a whole, so every `left` gets S002, and apart from that arbitrary offset the frames
/// are those of the same chain pinned.
final class UnpinnedChainTests: XCTestCase {
    private func chain(_ count: Int, pinned: Bool) -> CompiledLayout {
        var lines = (0..<count).map { "view v\($0)" }
        for index in 0..<count {
            lines.append("v\(index).width = 8; v\(index).top = \(index % 50); v\(index).height = 10")
            if index > 0 { lines.append("v\(index).left = v\(index - 1).left + 10") }
        }
        if pinned { lines.append("v0.left = 0") }
        return compileText(lines.joined(separator: "\n"))
    }

    func testAnUnpinnedChainIsThePinnedOneShiftedWithAWarningPerView() {
        let count = 120
        let pinned = chain(count, pinned: true).solve(size: phone)
        XCTAssertEqual(pinned.diagnostics.map(\.message), [])
        let layout = chain(count, pinned: false)
        for solution in [layout.solve(size: phone), LayoutSession(layout, size: desktop).resize(to: phone)] {
            XCTAssertEqual(
                solution.diagnostics.map(\.message), (0..<count).map { "v\($0).left is not determined by any constraint" })
            XCTAssertEqual(solution.frames.count, pinned.frames.count)
            let offset = solution.frames.first { $0.name == "v0" }?.x ?? .nan
            for (frame, expected) in zip(solution.frames, pinned.frames) {
                XCTAssertEqual(frame.name, expected.name)
                XCTAssertEqual(frame.x, expected.name == "root" ? 0 : expected.x + offset, frame.name)
                XCTAssertEqual([frame.y, frame.width, frame.height], [expected.y, expected.width, expected.height], frame.name)
            }
        }
    }
}

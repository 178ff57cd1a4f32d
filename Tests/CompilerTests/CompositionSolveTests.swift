import LayoutCompiler
import LayoutSource
import LayoutChecker
import XCTest

/// Composition solved: the example pair (`Examples/compact-card.layout` over
/// `Examples/base/card.layout`) gives exact frames, and solver findings point into every file.
final class CompositionSolveTests: XCTestCase {
    func testCompactCardReplacesAndClearsTheBase() throws {
        let layout = try compileFile("Examples/compact-card.layout")
        XCTAssertEqual(layout.sources.map(\.path), ["Examples/compact-card.layout", "Examples/base/card.layout"])
        XCTAssertEqual(layout.diagnostics.map(\.code), Array(repeating: .replacedConstraint, count: 4))
        let phoneFrames = layout.solve(size: phone).frames
        let frame = { (name: String) in phoneFrames.first { $0.name == name } }
        assertFrame(frame("card"), 16, 16, 343, 96)
        assertFrame(frame("thumbnail"), 32, 32, 64, 64)
        assertFrame(frame("title"), 108, 32, 235, 22)
        assertFrame(frame("subtitle"), 108, 58, 139, 18)
        assertFrame(frame("badge"), 359, 16, 0, 0)
        assertFrame(frame("action"), 255, 64, 88, 32)
        let desktopFrames = layout.solve(size: desktop).frames
        let wide = { (name: String) in desktopFrames.first { $0.name == name } }
        assertFrame(wide("card"), 16, 16, 600, 96)
        assertFrame(wide("title"), 108, 32, 492, 22)
        assertFrame(wide("subtitle"), 108, 58, 396, 18)
        assertFrame(wide("action"), 512, 64, 88, 32)
    }

    func testTheBaseAloneKeepsItsOwnFrames() throws {
        let layout = try compileFile("Examples/base/card.layout")
        let frames = layout.solve(size: phone).frames
        assertFrame(frames.first { $0.name == "card" }, 16, 16, 343, 160)
        assertFrame(frames.first { $0.name == "thumbnail" }, 32, 32, 128, 128)
        assertFrame(frames.first { $0.name == "title" }, 172, 32, 139, 22)
        XCTAssertEqual(layout.check(sizes: [phone, desktop]), [])
    }

    func testAConflictAcrossFilesPointsIntoBoth() {
        let files = [
            "main.layout": "use \"base.layout\"\nbox.width = 400\n",
            "base.layout": "view box\nbox.edges = root.edges + 10\n",
        ]
        let source = SourceFile(path: "main.layout", text: files["main.layout"] ?? "")
        let layout = LayoutCompiler.compile(CompileRequest(source: source, loader: InMemoryIncludeLoader(files)))
        let solution = layout.solve(size: phone)
        let conflict = solution.diagnostics.first { $0.code.rawValue == "S001" }
        XCTAssertEqual(conflict?.span?.path, "main.layout")
        XCTAssertEqual(conflict?.related.map(\.span.path), ["base.layout"])
        // The compound is named as the included file writes it.
        XCTAssertTrue(conflict?.related.first?.message.contains("box.edges") ?? false, "\(String(describing: conflict))")
    }

    func testWithoutALoaderUseIsAnError() {
        let layout = LayoutCompiler.compile(CompileRequest(path: "t.layout", text: "use \"base.layout\"\n"))
        XCTAssertTrue(layout.hasErrors)
        XCTAssertEqual(layout.diagnostics.map(\.code.rawValue), ["U006"])
        XCTAssertEqual(layout.sources.map(\.path), ["t.layout"])
    }
}

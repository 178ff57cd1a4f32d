@testable import LayoutCompiler
import LayoutIR
import XCTest

/// A session reads back only what the solver moved and keeps the warnings while which
/// attributes are free cannot have changed: its solution must be exactly the full read-back,
/// and the changes it reports exactly the frames that differ.
final class SessionReadBackTests: XCTestCase {
    private let sizes = [
        CanvasSize(width: 1024, height: 768), CanvasSize(width: 1024, height: 900), CanvasSize(width: 320, height: 480),
        CanvasSize(width: 320, height: 520), CanvasSize(width: 1440, height: 900), CanvasSize(width: 375, height: 667),
        CanvasSize(width: 768, height: 1024), CanvasSize(width: 768, height: 1024),
    ]

    func testReportedChangesAreExactlyTheFramesThatDifferOnEveryExample() throws {
        let fixtures = ["card", "form-5", "grid-3x4", "stack-10", "nest-5"].map { "Tests/CompilerTests/Fixtures/\($0).layout" }
        var partialReadBacks = 0
        for path in try examplePaths() + fixtures {
            let layout = try compileFile(path)
            let session = LayoutSession(layout, size: phone)
            for size in sizes {
                let previous = session.solution
                let changes = session.resizeReportingChanges(to: size)
                let context = "\(path) at \(size)"
                XCTAssertEqual(changes, LayoutChanges(from: previous, to: session.solution), context)
                assertSameSolution(session.solution, layout.solve(size: size), context)
                if session.readsBackIncrementally {
                    let full = try XCTUnwrap(session.fullReadBack(), context)
                    XCTAssertEqual(session.solution.frames, full.frames, "\(context): frames read back in part")
                    XCTAssertEqual(session.solution.guides, full.guides, context)
                    XCTAssertEqual(session.solution.diagnostics, full.diagnostics, "\(context): kept warnings")
                    partialReadBacks += 1
                }
            }
        }
        XCTAssertGreaterThan(partialReadBacks, 50)
    }

    /// A resize that changes a scroll view's content size reports it; one that does not, does not.
    func testContentSizeChangesAreReported() throws {
        let layout = try compileFile("Examples/article.layout")
        let session = LayoutSession(layout, size: CanvasSize(width: 375, height: 667))
        let before = try XCTUnwrap(session.solution.contentSizes.first)
        let wider = session.resizeReportingChanges(to: CanvasSize(width: 1024, height: 667))
        XCTAssertEqual(wider.contentSizes.map(\.name), ["page"])
        XCTAssertEqual(wider.contentSizes.first?.width, 1024)
        XCTAssertNotEqual(wider.contentSizes.first, before)
        // Taller only: the content is as tall as the article, whatever the screen's height.
        let taller = session.resizeReportingChanges(to: CanvasSize(width: 1024, height: 900))
        XCTAssertEqual(taller.contentSizes, [])
        XCTAssertFalse(taller.frames.isEmpty)
        assertSameSolution(session.solution, layout.solve(size: CanvasSize(width: 1024, height: 900)), "article")
    }

    func testAHeightEditOnAStackPinnedToTheTopChangesOnlyRoot() throws {
        let layout = try compileFile("Tests/CompilerTests/Fixtures/stack-10.layout")
        let session = LayoutSession(layout, size: CanvasSize(width: 400, height: 2000))
        for height in [2100.0, 1900, 2500, 2000] {
            let changes = session.resizeReportingChanges(to: CanvasSize(width: 400, height: height))
            XCTAssertEqual(changes.frames, [ViewFrame(name: "root", x: 0, y: 0, width: 400, height: height)])
            XCTAssertFalse(changes.diagnosticsChanged)
        }
        let widthChange = session.resizeReportingChanges(to: CanvasSize(width: 500, height: 2000))
        XCTAssertEqual(widthChange.frames.count, session.solution.frames.count, "every row spans root's width")
        XCTAssertEqual(session.fullReadBackCount, 1, "only the opening read back every frame")
    }

    func testWarningsFollowABoundReachedWithoutAPivot() throws {
        // At a width of 310 the upper bound pins a.width; above it, a.width is free (S002).
        let layout = compileText("""
            view a
            a.left = 0; a.top = 0; a.height = 10
            a.width >= 10
            a.width <= root.width - 300
            """)
        let session = LayoutSession(layout, size: CanvasSize(width: 400, height: 100))
        XCTAssertEqual(session.solution.diagnostics.map(\.code), [.undeterminedAttributes])
        for (width, changed) in [(500.0, false), (310, true), (310, false), (400, true), (600, false)] {
            let size = CanvasSize(width: width, height: 100)
            let changes = session.resizeReportingChanges(to: size)
            XCTAssertEqual(changes.diagnosticsChanged, changed, "at \(width)")
            XCTAssertEqual(session.solution.diagnostics, layout.solve(size: size).diagnostics, "at \(width)")
            if session.readsBackIncrementally {
                let full = try XCTUnwrap(session.fullReadBack())
                XCTAssertEqual(session.solution.frames, full.frames, "at \(width)")
                XCTAssertEqual(session.solution.diagnostics, full.diagnostics, "at \(width)")
            }
        }
    }

    func testAResizeThatPivotsStillReadsBackOnlyWhatMoved() throws {
        // Below a root width of 300 the bound beats the preference: the basis changes.
        let layout = compileText("""
            view a, b
            a.left = 0; a.top = 0; a.height = 10
            a.width = 200 @low
            a.width <= root.width - 100
            b.left = 0; b.top = 20; b.width = 50; b.height = 10
            """)
        let session = LayoutSession(layout, size: CanvasSize(width: 400, height: 100))
        for width in [250.0, 500, 260, 400] {
            let size = CanvasSize(width: width, height: 100)
            let changes = session.resizeReportingChanges(to: size)
            assertSameSolution(session.solution, layout.solve(size: size), "at \(width)")
            XCTAssertTrue(session.readsBackIncrementally, "at \(width)")
            let full = try XCTUnwrap(session.fullReadBack())
            XCTAssertEqual(session.solution.frames, full.frames, "at \(width)")
            XCTAssertFalse(changes.frames.contains { $0.name == "b" }, "at \(width): b never moves")
        }
        XCTAssertEqual(session.fullReadBackCount, 1, "only the opening read back every frame")
    }

    func testTheAttributeCountMatchesTheAttributes() {
        XCTAssertEqual(LoweredLayout.attributeCount, PrimaryAttribute.allCases.count)
        XCTAssertEqual(PrimaryAttribute.allCases.map(\.rawValue), Array(0..<LoweredLayout.attributeCount))
    }

    func testResizeGivesTheSameSolutionWithoutCollectingChanges() throws {
        let layout = try compileFile("Tests/CompilerTests/Fixtures/form-5.layout")
        let reporting = LayoutSession(layout, size: phone)
        let plain = LayoutSession(layout, size: phone)
        for size in sizes {
            _ = reporting.resizeReportingChanges(to: size)
            let solution = plain.resize(to: size)
            XCTAssertEqual(solution.frames, reporting.solution.frames, "at \(size)")
            XCTAssertEqual(solution.diagnostics, reporting.solution.diagnostics, "at \(size)")
        }
    }

    func testAResizeToAConflictingSizeAndBackReportsEveryFrame() {
        let layout = compileText("""
            view panel
            panel.edges = root.edges + 8
            root.width <= 800
            """)
        let session = LayoutSession(layout, size: phone)
        let conflict = session.resizeReportingChanges(to: desktop)
        XCTAssertEqual(conflict, LayoutChanges(frames: [], guides: [], diagnosticsChanged: true))
        XCTAssertEqual(session.solution.frames, [])
        let back = session.resizeReportingChanges(to: phone)
        XCTAssertEqual(back.frames, session.solution.frames)
        XCTAssertEqual(back.frames.count, 2)
        XCTAssertTrue(back.diagnosticsChanged)
    }
}

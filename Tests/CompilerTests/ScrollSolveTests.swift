import Foundation
import LayoutCompiler
import LayoutIR
import LayoutSource
import XCTest

/// Scroll views solved (grammar.md, "Scroll views"): content sizes, content frames in root
/// coordinates at content offset zero, UIKit's rule for edges, S002 for a content size nothing
/// determines, conflicts, resizes, variants and right to left. Every number is worked out by hand
/// in the comment beside it.
final class ScrollSolveTests: XCTestCase {
    /// A vertical page under a 64-point bar: the content is as wide as the frame and as tall as
    /// its three rows (20 + 100 + 12 + 500 + 12 + 300 + 40 = 984).
    private let article = """
        view bar
        scroll page {
          view body {
            view hero { intrinsic 200 x 100 }
            view text { intrinsic 200 x 500 }
            view footer { intrinsic 200 x 300 }
          }
        }
        bar.top = root.top; bar.leading = root.leading; bar.trailing = root.trailing; bar.height = 64
        page.top = bar.bottom; page.leading = root.leading; page.trailing = root.trailing; page.bottom = root.bottom
        body.edges = page.content.edges
        body.width = page.frame.width
        hero.top = body.top + 20
        hero.leading = body.leading + 16
        text.top = hero.bottom + 12
        text.leading = hero.leading
        footer.top = text.bottom + 12
        footer.leading = hero.leading
        footer.bottom = body.bottom - 40
        """

    func testTheContentSizeIsWhatTheContentMakesItAndFramesStayInRootCoordinates() {
        let solution = compileText(article).solve(size: phone)
        XCTAssertEqual(solution.diagnostics, [])
        // The page is 375 x 603 at y 64; its content 375 x 984 from the same corner.
        assertFrame(solution.frame(named: "page"), 0, 64, 375, 603)
        XCTAssertEqual(solution.contentSizes, [ContentSize(name: "page", width: 375, height: 984)])
        XCTAssertEqual(solution.contentSize(named: "page"), ContentSize(name: "page", width: 375, height: 984))
        assertFrame(solution.frame(named: "body"), 0, 64, 375, 984)
        assertFrame(solution.frame(named: "hero"), 16, 84, 200, 100)
        // Below the fold: 64 + 20 + 100 + 12 + 500 + 12 = 708, past the page's bottom (667).
        assertFrame(solution.frame(named: "footer"), 16, 708, 200, 300)
        // The guides are the compiler's: not among the guides, the frames or the parents.
        XCTAssertEqual(solution.guides, [])
        XCTAssertEqual(solution.frames.map(\.name), ["root", "bar", "page", "body", "hero", "text", "footer"])
        XCTAssertFalse(solution.parents.contains { $0.name.contains(".") })
    }

    func testTheContentSizeFollowsTheFramesWidthAtEverySizeAndInASession() {
        let layout = compileText(article)
        // At 1024 x 768 the content is as wide as the page: 1024 x 984.
        XCTAssertEqual(layout.solve(size: desktop).contentSizes, [ContentSize(name: "page", width: 1024, height: 984)])
        let session = LayoutSession(layout, size: phone)
        XCTAssertEqual(session.solution.contentSizes, [ContentSize(name: "page", width: 375, height: 984)])
        session.resize(to: desktop)
        XCTAssertEqual(session.solution.contentSizes, [ContentSize(name: "page", width: 1024, height: 984)])
        _ = session.resizeReportingChanges(to: CanvasSize(width: 320, height: 480))
        XCTAssertEqual(session.solution.contentSizes, [ContentSize(name: "page", width: 320, height: 984)])
    }

    func testUIKitsRuleEdgesAreTheContentsAndWidthIsTheFrames() {
        // body.bottom = page.bottom is the content's bottom: the content is as tall as body, 900,
        // while page's frame stays 667 tall. body.width = page.width is the frame's width.
        let layout = compileText("""
            scroll page { view body }
            page.edges = root.edges
            body.top = page.top
            body.leading = page.leading
            body.trailing = page.trailing
            body.bottom = page.bottom
            body.width = page.width
            body.height = 900
            """)
        let solution = layout.solve(size: phone)
        XCTAssertEqual(solution.diagnostics.map(\.code.rawValue), ["R002", "R002", "R002", "R002"])
        assertFrame(solution.frame(named: "page"), 0, 0, 375, 667)
        assertFrame(solution.frame(named: "body"), 0, 0, 375, 900)
        XCTAssertEqual(solution.contentSizes, [ContentSize(name: "page", width: 375, height: 900)])
    }

    func testCentersAreTheFramesAndMarginsTheContentsInsetByTheMargins() {
        // centerX with the frame: badge (40 wide) centred on the frame, x 167.5; its top 10 below
        // the content's top margin (20 + 10 = 30); the content spans to badge's bottom + 6 (margin)
        // = 30 + 40 + 6 = 76 high, and is as wide as the frame.
        let layout = compileText("""
            scroll page { margins 20, 8, 6, 8; view badge { intrinsic 40 x 40 } }
            page.edges = root.edges
            badge.centerX = page.centerX
            badge.top = page.topMargin + 10
            badge.bottom = page.bottomMargin
            page.content.width = page.frame.width
            """)
        let solution = layout.solve(size: phone)
        XCTAssertEqual(solution.diagnostics.filter { $0.severity != .note }, [])
        assertFrame(solution.frame(named: "badge"), 167.5, 30, 40, 40)
        XCTAssertEqual(solution.contentSizes, [ContentSize(name: "page", width: 375, height: 76)])
    }

    func testAContentSmallerThanTheFrameIsReportedAsItIs() {
        // 300 x 120 of content in a 375 x 667 scroll view: no finding, UIKit would not scroll.
        let solution = compileText("""
            scroll page { view body { intrinsic 300 x 120 } }
            page.edges = root.edges
            body.edges = page.content.edges
            """).solve(size: phone)
        XCTAssertEqual(solution.diagnostics, [])
        XCTAssertEqual(solution.contentSizes, [ContentSize(name: "page", width: 300, height: 120)])
    }

    func testAScrollViewWithoutContentHasContentSizeZero() {
        let solution = compileText("scroll page\npage.edges = root.edges\n").solve(size: phone)
        XCTAssertEqual(solution.diagnostics, [])
        XCTAssertEqual(solution.contentSizes, [ContentSize(name: "page", width: 0, height: 0)])
    }

    func testAnUndeterminedContentSizeIsOneWarningPerAxisAtTheScrollView() throws {
        // body's top is pinned, its bottom is not: the content height is free, and so is body's
        // height, which follows the content's bottom; only the content is said.
        let layout = compileText("""
            scroll page { view body { intrinsic 300 x 120 } }
            page.edges = root.edges
            body.top = page.content.top
            body.leading = page.content.leading
            body.trailing = page.content.trailing
            """)
        let warnings = layout.solve(size: phone).diagnostics
        XCTAssertEqual(warnings.map(\.code.rawValue), ["S002"])
        let warning = try XCTUnwrap(warnings.first)
        XCTAssertEqual(
            warning.message,
            "the content height of 'page' is not determined: nothing inside it spans from 'page.content.top' to 'page.content.bottom' with a known height")
        XCTAssertEqual(layout.line(of: warning.span), 1)
        XCTAssertTrue(warning.notes.contains { $0.contains("'page.content.height = page.frame.height'") }, "\(warning.notes)")
        // Both axes free, a view inside free only through the content: two warnings, nothing on body.
        let both = compileText("scroll page { view body }\npage.edges = root.edges\nbody.edges = page.content.edges\n")
        XCTAssertEqual(
            both.solve(size: phone).diagnostics.map(\.message),
            [
                "the content height of 'page' is not determined: nothing inside it spans from 'page.content.top' to 'page.content.bottom' with a known height",
                "the content width of 'page' is not determined: nothing inside it spans from 'page.content.leading' to 'page.content.trailing' with a known width",
            ])
        XCTAssertTrue(both.check(sizes: [phone]).contains { $0.message.hasPrefix("the content width of 'page'") })
    }

    func testAConflictWithTheContentsCornerNamesTheImplicitDefinition() throws {
        // The content's top and the frame's are the scroll view's (content offset zero): body
        // cannot be at both.
        let layout = compileText("""
            scroll page { view body }
            page.edges = root.edges
            body.top = page.content.top
            body.top = page.frame.top + 10
            body.leading = page.content.leading
            body.size = 10
            body.bottom = page.content.bottom
            body.trailing = page.content.trailing
            """)
        let solution = layout.solve(size: phone)
        let error = try XCTUnwrap(solution.diagnostics.first { $0.code.rawValue == "S001" })
        XCTAssertTrue(
            error.notes.contains(
                "the content area of scroll view 'page' starts at its top-left corner (content offset zero): the implicit constraint 'page.content.top = page.top'"),
            "\(error.notes)")
        XCTAssertTrue(
            error.notes.contains(
                "the frame guide of scroll view 'page' is its frame: the implicit constraint 'page.frame.top = page.top'"),
            "\(error.notes)")
        XCTAssertEqual(solution.frames, [])
    }

    func testNestedScrollViewsHaveTheirOwnContentSizes() {
        // A horizontal strip (375 x 100) in a vertical page: its content is two 300-wide cells
        // 8 apart with 8 on each side, 8 + 300 + 8 + 300 + 8 = 624 wide; the page's content ends
        // 500 below the strip: 60 + 100 + 500 = 660.
        let solution = compileText("""
            scroll page {
              scroll strip { view a { intrinsic 300 x 80 }; view b { intrinsic 300 x 80 } }
            }
            page.edges = root.edges
            strip.top = page.top + 60
            strip.leading = page.leading
            strip.trailing = page.trailing
            strip.width = page.width
            strip.height = 100
            strip.bottom = page.bottom - 500
            a.top = strip.top + 10; a.bottom = strip.bottom - 10; b.top = a.top
            a.leading = strip.leading + 8; b.leading = a.trailing + 8; b.trailing = strip.trailing - 8
            """).solve(size: phone)
        XCTAssertEqual(solution.diagnostics.filter { $0.severity != .note }, [])
        XCTAssertEqual(
            solution.contentSizes,
            [ContentSize(name: "page", width: 375, height: 660), ContentSize(name: "strip", width: 624, height: 100)])
        assertFrame(solution.frame(named: "b"), 316, 70, 300, 80)
    }

    func testVariantsChangeTheContentSize() {
        // The footer is 300 tall, or 100 in a compact height: 20 + 300 + 20 or 20 + 100 + 20.
        let layout = compileText("""
            scroll page { view footer }
            page.edges = root.edges
            footer.top = page.content.top + 20
            footer.bottom = page.content.bottom - 20
            footer.leading = page.content.leading
            footer.width = page.frame.width
            page.content.width = page.frame.width
            when compactHeight { footer.height = 100 } else { footer.height = 300 }
            """)
        XCTAssertEqual(layout.solve(size: phone).contentSizes, [ContentSize(name: "page", width: 375, height: 340)])
        let landscape = CanvasSize(width: 667, height: 375)
        XCTAssertEqual(layout.solve(size: landscape).contentSizes, [ContentSize(name: "page", width: 667, height: 140)])
    }

    func testALayoutWrittenWithLeadingAndTrailingMirrorsWithItsScrollView() {
        // The article pins everything with leading and trailing: its mirror check is clean.
        let source = SourceFile(path: "a.layout", text: article.replacingOccurrences(of: "hero.leading = body.leading + 16", with: "hero.leading = body.leading + 16\nhero.trailing <= body.trailing - 16"))
        XCTAssertEqual(LayoutCompiler.mirrorDiagnostics(MirrorRequest(source: source, sizes: [phone, desktop])), [])
        // One pinned with left does not: 16 from the left in both directions.
        let unmirrored = SourceFile(path: "b.layout", text: article.replacingOccurrences(of: "hero.leading = body.leading + 16", with: "hero.left = body.left + 16"))
        XCTAssertEqual(
            LayoutCompiler.mirrorDiagnostics(MirrorRequest(source: unmirrored, sizes: [phone])).map(\.message),
            ["'hero' does not mirror in right to left", "'text' does not mirror in right to left", "'footer' does not mirror in right to left"])
    }

    func testAFittedCanvasIsSizedByTheFrameNotTheContent() {
        // The page is 200 tall under a 64-point bar, root fits to 264 whatever the content (984).
        let layout = compileText(article.replacingOccurrences(of: "page.bottom = root.bottom", with: "page.height = 200; root.bottom = page.bottom"))
        let size = layout.fittedSize(FittingCanvas(width: 375))
        XCTAssertEqual(size, CanvasSize(width: 375, height: 264))
        XCTAssertEqual(layout.solve(size: size).contentSizes, [ContentSize(name: "page", width: 375, height: 984)])
    }

    func testAnOverrideReplacesTheContentsLastEdge() {
        // The footer's bottom 40 above the content's becomes 100 above it: 984 + 60 = 1044.
        let layout = compileText(article + "\noverride { footer.bottom = body.bottom - 100 }\n")
        let solution = layout.solve(size: phone)
        XCTAssertEqual(solution.diagnostics.filter { $0.severity != .note }, [])
        XCTAssertEqual(solution.contentSizes, [ContentSize(name: "page", width: 375, height: 1044)])
    }

    func testTheExampleArticleSolvesAsWorkedOut() throws {
        let solution = try compileFile("Examples/article.layout").solve(size: phone)
        XCTAssertEqual(solution.diagnostics, [])
        // 375 * 9 / 16 = 210.9375; + 20 + 58 + 8 + 18 + 16 + 1400 + 32 = 1762.9375.
        XCTAssertEqual(solution.contentSizes, [ContentSize(name: "page", width: 375, height: 1762.9375)])
        // The share button 20 from the page's trailing edge and bottom: (375 - 20 - 56, 667 - 20 - 56).
        assertFrame(solution.frame(named: "share"), 299, 591, 56, 56)
    }
}

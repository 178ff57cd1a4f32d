import LayoutChecker
import LayoutCompiler
import LayoutIR
@testable import LayoutRender
import LayoutSource
import XCTest

/// The renderer on small layouts: nesting, fractions, escaping, labels, conflicts, S002.
final class RenderSceneTests: XCTestCase {
    private func render(_ text: String, size: CanvasSize = CanvasSize(width: 375, height: 667), constraints: Bool = false) -> RenderedLayout {
        LayoutRenderer.render(
            RenderRequest(
                check: CheckRequest(path: "t.layout", text: text), environment: LayoutEnvironment(size: size),
                drawsConstraints: constraints))
    }

    func testNestedViewsAreDrawnInsideTheirParentsGroups() {
        let svg = render("view card { view title }\ncard.edges = root.edges + 10\ntitle.edges = superview.edges + 5\n").svg
        let card = svg.range(of: "<g id=\"view-card\"")!, title = svg.range(of: "<g id=\"view-title\"")!
        XCTAssertLessThan(card.lowerBound, title.lowerBound)
        // The card's group is closed after the title's.
        let between = svg[card.upperBound..<title.lowerBound]
        XCTAssertFalse(between.contains("</g>"), String(between))
        XCTAssertTrue(svg.contains("data-frame=\"15 15 345 637\""), svg)
    }

    func testAScrollViewsContentAreaIsDrawnDashedBeyondItsFrame() {
        // A 375 x 300 scroll view at y 100 whose content is 20 + 900 + 20 = 940 tall: the content
        // area reaches y 1040, past the canvas, which the drawing grows to hold.
        let rendered = render("""
            scroll page { view body { view text { intrinsic 300 x 900 } } }
            page.top = root.top + 100; page.leading = root.leading; page.trailing = root.trailing; page.height = 300
            body.edges = page.content.edges
            body.width = page.frame.width
            text.top = body.top + 20; text.leading = body.leading + 16
            body.bottom = text.bottom + 20
            """)
        XCTAssertEqual(rendered.scene.contentAreas, [ViewFrame(name: "page", x: 0, y: 100, width: 375, height: 940)])
        let svg = rendered.svg
        XCTAssertTrue(svg.contains("<g id=\"content-page\" class=\"content\" data-frame=\"0 100 375 940\">"), svg)
        XCTAssertTrue(svg.contains("stroke-dasharray=\"8 3 2 3\""), svg)
        XCTAssertEqual(SVGWriter.drawingBounds(of: rendered.scene).maxY, 1040)
        // A layout without scroll views draws none.
        XCTAssertFalse(render("view a\na.edges = root.edges\n").svg.contains("class=\"content\""))
    }

    func testFractionsArePrintedInTheirShortestRoundTripForm() {
        let svg = render("view a\na.left = 0; a.top = 0; a.width = root.width / 3; a.height = 10\n", size: CanvasSize(width: 100, height: 100)).svg
        XCTAssertTrue(svg.contains("data-frame=\"0 0 \((100.0 / 3).description) 10\""), svg)
    }

    func testNamesAreShortenedOrHiddenWhenTooSmallButAlwaysInTheTitle() {
        XCTAssertEqual(SVGWriter.label(for: "avatar", width: 100, height: 40), "avatar")
        XCTAssertEqual(SVGWriter.label(for: "subtitleLabel", width: 40, height: 40), "subt\u{2026}")
        XCTAssertNil(SVGWriter.label(for: "subtitleLabel", width: 20, height: 40))
        XCTAssertNil(SVGWriter.label(for: "a", width: 100, height: 5))
        let svg = render("view subtitleLabel\nsubtitleLabel.left = 0; subtitleLabel.top = 0; subtitleLabel.size = 8\n").svg
        XCTAssertTrue(svg.contains("<title>subtitleLabel (0, 0) 8×8</title>"), svg)
        XCTAssertFalse(svg.contains(">subtitleLabel</text>"), svg)
    }

    func testTextIsEscaped() {
        XCTAssertEqual(SVGWriter.escaped("a<b>&\"c'"), "a&lt;b&gt;&amp;&quot;c&apos;")
        let svg = SVGWriter.svg(RenderScene(frames: [ViewFrame(name: "root", x: 0, y: 0, width: 10, height: 10), ViewFrame(name: "x<&>", x: 0, y: 0, width: 5, height: 5)]))
        XCTAssertTrue(svg.contains("id=\"view-x&lt;&amp;&gt;\""), svg)
        XCTAssertFalse(svg.contains("x<&>"))
    }

    func testAConflictIsDrawnRelaxedWithItsViewsMarkedAndLines() {
        let rendered = render("view a, b\na.left = 10; a.top = 10; a.height = 40\na.width = 100\na.right = 150\nb.left = 0; b.top = 100; b.size = 20\n")
        XCTAssertTrue(rendered.diagnostics.contains { $0.code.rawValue == "S001" })
        XCTAssertTrue(rendered.isDrawable)
        XCTAssertEqual(rendered.scene.frames.count, 3)
        XCTAssertEqual(rendered.scene.conflicts["a"], ["t.layout:2", "t.layout:3", "t.layout:4"])
        XCTAssertNil(rendered.scene.conflicts["b"])
        // The latest member (line 4) gives way; the rest holds as written.
        XCTAssertTrue(rendered.svg.contains("<g id=\"view-a\" data-frame=\"10 10 100 40\" class=\"conflict\""), rendered.svg)
        XCTAssertTrue(rendered.svg.contains("t.layout:3, t.layout:4"), rendered.svg)
        XCTAssertTrue(rendered.svg.contains("<g id=\"view-b\" data-frame=\"0 100 20 20\">"), rendered.svg)
    }

    func testASafeAreaForcedOffItsDefinitionIsDrawnRelaxedToo() {
        // S005: no case of bar.safeArea.top can be 30 with bar at root's top and a 20-point inset.
        let rendered = LayoutRenderer.render(RenderRequest(
            check: CheckRequest(path: "t.layout", text: "view bar, other\nbar.top = 0; bar.left = 0; bar.size = 10\nbar.safeArea.top = 30\nother.left = 0; other.top = 100; other.size = 20\n"),
            environment: LayoutEnvironment(
                size: CanvasSize(width: 375, height: 667), safeAreaInsets: SafeAreaInsets(top: 20, left: 0, bottom: 0, right: 0))))
        XCTAssertTrue(rendered.diagnostics.contains { $0.code.rawValue == "S005" })
        XCTAssertEqual(rendered.scene.frames.map(\.name), ["root", "bar", "other"])
        XCTAssertEqual(rendered.scene.conflicts["bar"], ["t.layout:3"])
        XCTAssertTrue(rendered.svg.contains("<g id=\"view-other\" data-frame=\"0 100 20 20\">"), rendered.svg)
    }

    func testAConflictWithRootsKeyboardGuideNamesRoot() {
        // The bar, 100 tall on the hidden keyboard (its top at 667), cannot also end at 500.
        let rendered = render("view bar\nbar.left = 0; bar.width = 100; bar.height = 100\nbar.bottom = root.keyboard.top\nbar.top = 500\n")
        XCTAssertTrue(rendered.diagnostics.contains { $0.code.rawValue == "S001" })
        XCTAssertEqual(rendered.scene.conflicts["bar"], ["t.layout:2", "t.layout:3", "t.layout:4"])
        XCTAssertEqual(rendered.scene.conflicts["root"], ["t.layout:3"])
        XCTAssertNil(rendered.scene.conflicts["root.keyboard"])
    }

    func testTheRelaxedMemberIsDrawnAsSuch() {
        let rendered = render("view a\na.left = 10; a.top = 10; a.height = 40\na.width = 100\na.right = 150\n", constraints: true)
        let relaxed = rendered.scene.constraints.filter(\.isRelaxed)
        XCTAssertEqual(relaxed.map(\.title), ["t.layout:4: a.right = 150 (S001: relaxed to draw the conflict; it does not hold)"])
        XCTAssertTrue(rendered.svg.contains("<g class=\"constraint equal relaxed\">"), rendered.svg)
        XCTAssertEqual(rendered.svg.components(separatedBy: " relaxed\"").count - 1, 1)
    }

    func testUndeterminedViewsAreMarked() {
        let rendered = render("view a\na.left = 0; a.width = 10; a.height = 10\n")
        XCTAssertEqual(rendered.scene.undetermined, ["a"])
        XCTAssertTrue(rendered.svg.contains("class=\"undetermined\""), rendered.svg)
    }

    func testGuidesAreDashedGroups() {
        let svg = render("view a\nguide g\ng.left = 20; g.top = 0; g.width = 30; g.height = 40\na.edges = root.edges\n").svg
        XCTAssertTrue(svg.contains("<g id=\"guide-g\" class=\"guide\" data-frame=\"20 0 30 40\">"), svg)
    }

    func testFrontEndErrorsAreNotDrawable() {
        let rendered = render("view a\na.lefft = 0\n")
        XCTAssertFalse(rendered.isDrawable)
        XCTAssertTrue(rendered.diagnostics.containsErrors)
    }

    func testConstraintsAreLinesColouredByRelationWithTheirSourceLine() {
        let rendered = render("view a, b\na.left = 10; a.top = 10; a.size = 40\nb.left >= a.right + 8 @750\nb.top = a.top; b.size = 40\n", constraints: true)
        let line = rendered.scene.constraints.first { $0.relation == .greaterThanOrEqual }
        XCTAssertEqual(line?.label, "8 @high")
        XCTAssertEqual(line.map { [$0.from.x, $0.to.x] }, [58, 50])
        XCTAssertEqual(line?.title, "t.layout:3: b.left >= a.right + 8 @750 at priority high")
        XCTAssertTrue(rendered.svg.contains("<g class=\"constraint greater\">"), rendered.svg)
    }
}

extension RenderSceneTests {
    /// A view with alignment insets is drawn at its drawn frame, its alignment rectangle dashed inside.
    func testAlignmentInsetsDrawTheFrameAndTheAlignmentRectangle() throws {
        let rendered = render("""
            view toggle { intrinsic 49 x 27; alignmentInsets 2, 1, 3, 4 }
            toggle.left = root.left + 20; toggle.top = root.top + 40

            """)
        XCTAssertEqual(rendered.scene.alignmentRects["toggle"], ViewFrame(name: "toggle", x: 20, y: 40, width: 49, height: 27))
        let svg = rendered.svg
        XCTAssertTrue(svg.contains("<g id=\"view-toggle\" data-frame=\"19 38 54 32\">"), svg)
        XCTAssertTrue(svg.contains("<rect class=\"alignment\" x=\"20\" y=\"40\" width=\"49\" height=\"27\""), svg)
        // A constraint line ends on the alignment rectangle, which the constraint places.
        let lines = render(
            "view toggle { intrinsic 49 x 27; alignmentInsets 2, 1, 3, 4 }\ntoggle.left = root.left + 20; toggle.top = root.top + 40\n",
            constraints: true
        ).scene.constraints
        let left = try XCTUnwrap(lines.first { $0.label.contains("20") }, "\(lines)")
        XCTAssertEqual([left.from.x, left.to.x].sorted(), [0, 20], "\(lines)")
        // Without insets, nothing of it is drawn.
        XCTAssertFalse(render("view a\na.edges = root.edges\n").svg.contains("class=\"alignment\""))
    }
}

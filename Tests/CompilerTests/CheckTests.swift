import LayoutCompiler
import XCTest

/// `check(sizes:)`: front-end findings plus what solving at each size finds, sorted, without repeats.
final class CheckTests: XCTestCase {
    func testFrontEndErrorsStopBeforeSolving() {
        let layout = compileText("""
            view box
            box.left = haeder.left
            box.width = 1
            box.width >= 2
            """)
        XCTAssertTrue(layout.hasErrors)
        XCTAssertEqual(layout.check(sizes: [phone, desktop]), layout.diagnostics)
        XCTAssertEqual(layout.check(sizes: []), layout.diagnostics)
        XCTAssertFalse(layout.check(sizes: [phone]).contains { $0.code.rawValue.hasPrefix("S") })
    }

    func testFrontEndWarningsStayBesideSolvingFindings() {
        let layout = compileText("""
            view box
            box.left = 0; box.top = 0
            box.left = 0
            box.width = 10
            """)
        XCTAssertFalse(layout.hasErrors)
        XCTAssertFalse(layout.diagnostics.isEmpty, "the repeated line is a front-end warning")
        let findings = layout.check(sizes: [phone])
        XCTAssertEqual(findings.filter { !$0.code.rawValue.hasPrefix("S") }, layout.diagnostics)
        XCTAssertEqual(findings.filter { $0.code == .undeterminedAttributes }.map(\.message),
            ["box.height is not determined by any constraint"])
        XCTAssertEqual(findings, findings.sortedForOutput())
        XCTAssertEqual(layout.solve(size: phone).diagnostics, findings)
    }

    func testRepeatedSizesAreCheckedOnce() {
        let layout = compileText("view box\nbox.left = 0\n")
        XCTAssertEqual(layout.check(sizes: [phone, phone]), layout.check(sizes: [phone]))
        XCTAssertEqual(
            layout.check(sizes: [phone, phone]).map(\.message),
            ["box.top, box.width and box.height are not determined by any constraint"])
    }

    func testConflictsWithTheCanvasAreOneErrorPerSize() {
        let layout = compileText("""
            view panel
            panel.edges = root.edges
            panel.width = 500
            """)
        let findings = layout.check(sizes: [phone, desktop, CanvasSize(width: 500, height: 300)])
        XCTAssertEqual(
            findings.map(\.printedMessage),
            [
                "required constraints cannot all be satisfied at 1024x768",
                "required constraints cannot all be satisfied at 375x667",
            ])
        XCTAssertEqual(
            findings.map(\.notes),
            [
                ["the canvas size sets root.width = 1024", "root.width must be 500 points for these constraints, and is 1024"],
                ["the canvas size sets root.width = 375", "root.width must be 500 points for these constraints, and is 375"],
            ])
        XCTAssertEqual(layout.check(sizes: []), [], "without a canvas the layout is fine")
    }

    func testCheckingOneSizeFindsWhatSolvingThereFinds() throws {
        let layouts = [
            try compileFile("Tests/CompilerTests/Fixtures/card.layout"),
            compileText("view panel\npanel.edges = root.edges\npanel.width = 500\n"),
            compileText("view a, b\na.left = 0; a.width = 10\nb.width >= a.width\n"),
            compileText("view a\na.width = 1\na.width >= 2\na.left = 0; a.left <= -1\n"),
        ]
        for layout in layouts {
            for size in [phone, desktop, CanvasSize(width: 500, height: 300), CanvasSize(width: 100, height: 50)] {
                XCTAssertEqual(layout.check(sizes: [size]), layout.solve(size: size).diagnostics, "\(size)")
            }
        }
    }
}

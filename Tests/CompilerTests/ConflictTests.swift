import LayoutCompiler
import LayoutSource
import XCTest

/// Unsatisfiable required constraints: one S001 error per conflict, whose location and related
/// locations are exactly the written members of a minimal conflicting set, and whose notes name
/// the implicit members.
final class ConflictTests: XCTestCase {
    /// The only S001 error of `solution`; fails unless there is exactly one.
    private func onlyConflict(
        _ diagnostics: [Diagnostic], file: StaticString = #filePath, line: UInt = #line
    ) -> Diagnostic? {
        let conflicts = diagnostics.filter { $0.code == .unsatisfiableConstraints }
        XCTAssertEqual(conflicts.count, 1, "\(diagnostics)", file: file, line: line)
        return conflicts.first
    }

    /// Asserts the lines of the primary and related locations.
    private func assertLines(
        _ diagnostic: Diagnostic?, in layout: CompiledLayout, primary: Int, related: [Int],
        file: StaticString = #filePath, line: UInt = #line
    ) {
        guard let diagnostic else { return }
        XCTAssertEqual(diagnostic.severity, .error, file: file, line: line)
        XCTAssertEqual(layout.line(of: diagnostic.span), primary, "primary location", file: file, line: line)
        XCTAssertEqual(
            diagnostic.related.compactMap { layout.line(of: $0.span) }, related, "related locations",
            file: file, line: line)
    }

    func testTwoMembers() {
        let layout = compileText("""
            view box
            box.width = 100
            box.left = 0; box.top = 0; box.height = 10
            box.width >= 200
            """)
        let solution = layout.solve(size: phone)
        XCTAssertEqual(solution.frames, [])
        let conflict = onlyConflict(solution.diagnostics)
        assertLines(conflict, in: layout, primary: 4, related: [2])
        XCTAssertEqual(conflict?.message, "required constraints cannot all be satisfied")
        XCTAssertEqual(conflict?.related.map(\.message), ["conflicts with this"])
        XCTAssertEqual(conflict?.notes, ["these constraints are 100 points apart"])
    }

    func testThreeMembers() {
        let layout = compileText("""
            view box, other
            box.right = 40
            other.edges = root.edges
            box.left = 10
            box.top = 0; box.height = 10
            box.width = 50
            """)
        let conflict = onlyConflict(layout.solve(size: phone).diagnostics)
        assertLines(conflict, in: layout, primary: 6, related: [2, 4])
        XCTAssertEqual(conflict?.notes, ["these constraints are 20 points apart"])
    }

    func testFourMembers() {
        let layout = compileText("""
            view a, b
            a.left = 0
            a.width = 100
            a.top = 0; a.height = 10; b.top = 0; b.height = 10; b.width = 10
            b.left = a.right + 10
            b.left = 50
            """)
        let conflict = onlyConflict(layout.solve(size: phone).diagnostics)
        assertLines(conflict, in: layout, primary: 6, related: [2, 3, 5])
        // 0 + 100 + 10 = 110 against 50: the chain's members, added up.
        XCTAssertEqual(conflict?.notes, ["these constraints are 60 points apart"])
    }

    func testImplicitNonNegativeWidthIsANote() {
        let layout = compileText("""
            view thumbnail
            thumbnail.top = 0; thumbnail.height = 10
            thumbnail.left = 100
            thumbnail.right = 50
            """)
        let conflict = onlyConflict(layout.solve(size: phone).diagnostics)
        assertLines(conflict, in: layout, primary: 4, related: [3])
        XCTAssertEqual(
            conflict?.notes,
            ["every view has the implicit constraint 'thumbnail.width >= 0'", "these constraints are 50 points apart"])
    }

    func testCanvasSizeIsANoteAndTheMessageNamesTheSize() {
        let layout = compileText("""
            view panel
            panel.edges = root.edges
            root.width = 320
            """)
        let conflict = onlyConflict(layout.solve(size: phone).diagnostics)
        assertLines(conflict, in: layout, primary: 3, related: [])
        XCTAssertEqual(conflict?.message, "required constraints cannot all be satisfied")
        XCTAssertEqual(conflict?.context.sizes, ["375x667"])
        XCTAssertEqual(conflict?.printedMessage, "required constraints cannot all be satisfied at 375x667")
        XCTAssertEqual(
            conflict?.notes,
            ["the canvas size sets root.width = 375", "root.width must be 320 points for these constraints, and is 375"])
        XCTAssertEqual(layout.solve(size: CanvasSize(width: 320, height: 480)).diagnostics, [])
        // No canvas: the file's own width is fine, so the size-free check finds nothing.
        XCTAssertEqual(layout.check(sizes: []), [])
    }

    func testCompoundMembersNameTheirComponents() {
        // card.left = 200 and card.right = root.right - 200 leave 375 - 400 < 0 for card.width.
        let layout = compileText("""
            view card
            card.edges = root.edges + 200
            """)
        let conflict = onlyConflict(layout.solve(size: phone).diagnostics)
        assertLines(conflict, in: layout, primary: 2, related: [])
        XCTAssertEqual(
            conflict?.notes,
            [
                "card.edges (left and right) in this equation take part",
                "every view has the implicit constraint 'card.width >= 0'",
                "the canvas size sets root.width = 375",
                "root.width needs 400 points for these constraints, and has 375",
            ])
    }

    func testCompoundComponentOnARelatedLine() {
        let layout = compileText("""
            view card
            card.edges = root.edges + 16
            card.left = 10
            """)
        let conflict = onlyConflict(layout.check(sizes: [phone]))
        assertLines(conflict, in: layout, primary: 3, related: [2])
        XCTAssertEqual(conflict?.related.map(\.message), ["card.edges (left) conflicts with this"])
        XCTAssertEqual(
            conflict?.notes,
            [
                "root's top-left corner is at (0, 0): the implicit constraint 'root.left = 0'",
                "these constraints are 6 points apart",
            ])
    }

    func testRelatedCompoundWithSeveralComponents() {
        // 100 - 2 * 16 = 68 points of card cannot hold 12 + 64 + 8 + 12 = 96.
        let layout = compileText("""
            view card, thumbnail, title
            card.edges = root.edges + 16
            thumbnail.left = card.left + 12
            thumbnail.width = 64
            title.left >= thumbnail.right + 8
            title.right = card.right - 12
            """)
        let conflict = onlyConflict(layout.check(sizes: [CanvasSize(width: 100, height: 100)]))
        assertLines(conflict, in: layout, primary: 6, related: [2, 3, 4, 5])
        XCTAssertEqual(
            conflict?.related.map(\.message),
            ["card.edges (left and right) conflict with this"] + Array(repeating: "conflicts with this", count: 3))
        XCTAssertEqual(
            conflict?.notes,
            [
                "every view has the implicit constraint 'title.width >= 0'", "the canvas size sets root.width = 100",
                "root.width needs 128 points for these constraints, and has 100",
            ])
    }

    func testIndependentConflictsAreReportedSeparately() {
        let layout = compileText("""
            view a, b
            a.edges = root.edges; b.top = 0; b.height = 10
            b.width = 10
            b.width >= 20
            b.left = 5
            b.left <= 4
            """)
        let conflicts = layout.solve(size: phone).diagnostics.filter { $0.code == .unsatisfiableConstraints }
        XCTAssertEqual(conflicts.map { layout.line(of: $0.span) }, [4, 6])
        XCTAssertEqual(conflicts.map { $0.related.compactMap { layout.line(of: $0.span) } }, [[3], [5]])
    }

    func testConflictsOfOneCompoundsComponentsAreOneError() {
        // Width against width and height against height: two minimal sets on the same two lines.
        let layout = compileText("""
            view badge
            badge.left = 0; badge.top = 0
            badge.size <= 24
            badge.size >= 32
            """)
        let conflict = onlyConflict(layout.solve(size: phone).diagnostics)
        assertLines(conflict, in: layout, primary: 4, related: [3])
        XCTAssertEqual(conflict?.related.map(\.message), ["badge.size (width and height) conflict with this"])
        XCTAssertEqual(conflict?.notes, ["badge.size (width and height) in this equation take part"])
        // Different implicit members (each side's own `>= 0`) keep two conflicts apart.
        let negative = compileText("view v\nv.left = 0; v.top = 0\nv.size = -5\n").solve(size: phone).diagnostics
        XCTAssertEqual(
            negative.filter { $0.code == .unsatisfiableConstraints }.map(\.notes),
            [
                [
                    "v.size (width) in this equation takes part", "every view has the implicit constraint 'v.width >= 0'",
                    "these constraints are 5 points apart",
                ],
                [
                    "v.size (height) in this equation takes part", "every view has the implicit constraint 'v.height >= 0'",
                    "these constraints are 5 points apart",
                ],
            ])
    }

    func testSizeIndependentConflictIsFoundWithoutASize() {
        let layout = compileText("""
            view box
            box.left = 0; box.top = 0; box.height = 10
            box.width = 10
            box.width >= 20
            """)
        let conflicts = layout.check(sizes: [])
        let conflict = onlyConflict(conflicts)
        assertLines(conflict, in: layout, primary: 4, related: [3])
        XCTAssertEqual(conflict?.message, "required constraints cannot all be satisfied")
        // At several sizes it is the same finding, reported once.
        XCTAssertEqual(layout.check(sizes: [phone, desktop]), conflicts)
    }
}

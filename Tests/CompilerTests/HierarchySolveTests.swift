@testable import LayoutCompiler
import LayoutIR
import LayoutSource
import LayoutChecker
import XCTest

/// Nested views solve in root coordinates, report their parents, and the safe area solves to
/// exactly its piecewise-linear definition (extension).
final class HierarchySolveTests: XCTestCase {
    private func solve(_ text: String, size: CanvasSize = phone, insets: SafeAreaInsets = .zero) -> LayoutSolution {
        compileText(text).solve(in: LayoutEnvironment(size: size, safeAreaInsets: insets))
    }

    private func frame(_ solution: LayoutSolution, _ name: String, file: StaticString = #filePath, line: UInt = #line)
        -> ViewFrame
    {
        guard let frame = solution.frame(named: name) ?? solution.guide(named: name) else {
            XCTFail("no frame for '\(name)': \(solution.diagnostics.map(\.message))", file: file, line: line)
            return ViewFrame(name: name, x: .nan, y: .nan, width: .nan, height: .nan)
        }
        return frame
    }

    // MARK: Nesting

    func testNestedFramesStayInRootCoordinatesWithParents() {
        let solution = solve("""
            view card { margins 16; view title { intrinsic 120 x 20 }; guide gap }
            card.edges = root.edges + 20
            title.top = superview.topMargin; title.leading = superview.leadingMargin
            gap.top = title.bottom; gap.leading = title.leading; gap.size = 0
            """)
        XCTAssertEqual(solution.diagnostics, [])
        XCTAssertEqual(frame(solution, "title"), ViewFrame(name: "title", x: 36, y: 36, width: 120, height: 20))
        XCTAssertEqual(frame(solution, "gap"), ViewFrame(name: "gap", x: 36, y: 56, width: 0, height: 0))
        XCTAssertEqual(solution.parents.map { "\($0.name)<\($0.parent)" }, ["card<root", "title<card", "gap<card"])
        // A core file: every view's parent is root.
        let core = solve("view a, b\na.edges = root.edges; b.edges = a.edges\n")
        XCTAssertEqual(core.parents.map(\.parent), ["root", "root"])
        XCTAssertEqual(solve("root.width = 10\nroot.height = 10\n", size: phone).parents.count, 0)
    }

    // MARK: Safe area

    /// A view `v` at the given frame, and four probes placed on its safe area's sides.
    private func probes(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> String {
        """
        view v, l, t, r, b
        v.left = \(x); v.top = \(y); v.width = \(width); v.height = \(height)
        l.left = v.safeArea.left; t.top = v.safeArea.top; r.right = v.safeArea.right; b.bottom = v.safeArea.bottom
        l.top = 0; t.left = 0; r.top = 0; b.left = 0
        l.size = 1; t.size = 1; r.size = 1; b.size = 1
        """
    }

    func testSafeAreaIsTheFrameClippedToRootsSafeArea() {
        // Views inside, across every edge, and beyond; insets of every shape.
        let frames: [(Double, Double, Double, Double)] = [
            (40, 80, 100, 100), (-10, -20, 100, 100), (300, 600, 200, 200), (-50, 10, 500, 700), (0, 0, 375, 667),
            (10, 30, 5, 5),
        ]
        let insetsList = [
            SafeAreaInsets.zero, SafeAreaInsets(top: 47, left: 0, bottom: 34, right: 0),
            SafeAreaInsets(top: 0, left: 44, bottom: 21, right: 30), SafeAreaInsets(top: 100, left: 100, bottom: 100, right: 100),
        ]
        for (x, y, width, height) in frames {
            for insets in insetsList {
                let solution = solve(probes(x, y, width, height), insets: insets)
                let label = "frame \((x, y, width, height)), insets \(insets)"
                XCTAssertFalse(solution.hasErrors, "\(label): \(solution.diagnostics.map(\.message))")
                let safe = (left: insets.left, top: insets.top, right: phone.width - insets.right, bottom: phone.height - insets.bottom)
                XCTAssertEqual(frame(solution, "l").x, max(x, safe.left), accuracy: 1e-9, label)
                XCTAssertEqual(frame(solution, "t").y, max(y, safe.top), accuracy: 1e-9, label)
                XCTAssertEqual(frame(solution, "r").x + 1, min(x + width, safe.right), accuracy: 1e-9, label)
                XCTAssertEqual(frame(solution, "b").y + 1, min(y + height, safe.bottom), accuracy: 1e-9, label)
                // The safe-area guide is the compiler's: never reported.
                XCTAssertEqual(solution.frames.map(\.name), ["root", "v", "l", "t", "r", "b"])
                XCTAssertEqual(solution.guides, [])
                XCTAssertEqual(solution.parents.map(\.name), ["v", "l", "t", "r", "b"])
            }
        }
    }

    func testRootsSafeAreaIsItsFrameInset() {
        let text = "view a\na.edges = root.safeArea.edges\n"
        let solution = solve(text, insets: SafeAreaInsets(top: 47, left: 10, bottom: 34, right: 20))
        XCTAssertEqual(frame(solution, "a"), ViewFrame(name: "a", x: 10, y: 47, width: 345, height: 586))
        XCTAssertEqual(frame(solve(text), "a"), ViewFrame(name: "a", x: 0, y: 0, width: 375, height: 667))
        let centered = solve(
            "view a\na.center = root.safeArea.center; a.size = root.safeArea.size\n",
            insets: SafeAreaInsets(top: 40, left: 0, bottom: 0, right: 0))
        XCTAssertEqual(frame(centered, "a"), ViewFrame(name: "a", x: 0, y: 40, width: 375, height: 627))
    }

    func testCasesThatDependOnTheLayoutSettleInRounds() {
        // The header's own safe top is root's safe top only once the inset exceeds its top:
        // the first round assumes its own edge, the second switches.
        let text = """
            view header, title
            header.top = root.top; header.leading = root.leading; header.trailing = root.trailing
            header.bottom = header.safeArea.top + 44
            title.top = header.safeArea.top; title.leading = header.safeArea.leading; title.size = 10
            """
        for inset in [0.0, 20, 47] {
            let solution = solve(text, insets: SafeAreaInsets(top: inset, left: 0, bottom: 0, right: 0))
            XCTAssertEqual(solution.diagnostics, [])
            XCTAssertEqual(frame(solution, "header").height, inset + 44)
            XCTAssertEqual(frame(solution, "title").y, inset)
        }
    }

    func testSafeAreaLeadingFollowsTheDirection() {
        let text = "view a\na.leading = root.safeArea.leading; a.top = 0; a.size = 10\n"
        let insets = SafeAreaInsets(top: 0, left: 10, bottom: 0, right: 30)
        let ltr = LayoutCompiler.compile(CompileRequest(path: "t.layout", text: text))
            .solve(in: LayoutEnvironment(size: phone, safeAreaInsets: insets))
        let rtl = LayoutCompiler.compile(CompileRequest(source: SourceFile(path: "t.layout", text: text), direction: .rightToLeft))
            .solve(in: LayoutEnvironment(size: phone, safeAreaInsets: insets))
        XCTAssertEqual(ltr.frame(named: "a")?.x, 10)
        // In rtl, leading is the right side: 30 from the right edge (the insets are physical).
        XCTAssertEqual(rtl.frame(named: "a")?.x, 375 - 30 - 10)
    }

    func testMirrorCheckMirrorsTheInsetsToo() {
        let leading = "view a\na.leading = root.safeArea.leading; a.top = root.safeArea.top; a.size = 10\n"
        let left = "view a\na.left = root.safeArea.left; a.top = root.safeArea.top; a.size = 10\n"
        let notch = LayoutEnvironment(safeAreaInsets: SafeAreaInsets(top: 0, left: 47, bottom: 21, right: 0))
        XCTAssertEqual(
            LayoutCompiler.mirrorDiagnostics(MirrorRequest(source: SourceFile(path: "m.layout", text: leading), sizes: [phone], environment: notch)), [])
        XCTAssertEqual(
            LayoutCompiler.mirrorDiagnostics(MirrorRequest(source: SourceFile(path: "m.layout", text: left), sizes: [phone], environment: notch))
                .map(\.code),
            [.unmirroredFrame])
    }

    func testRequiredConstraintsForcingTheSafeAreaOffItsDefinitionGiveS005() {
        let solution = solve(
            "view a\na.top = 0; a.left = 0; a.size = 10\na.safeArea.top = 30\n",
            insets: SafeAreaInsets(top: 20, left: 0, bottom: 0, right: 0))
        XCTAssertEqual(solution.frames, [])
        XCTAssertEqual(solution.diagnostics.map(\.code), [.safeAreaOffDefinition])
        let error = solution.diagnostics[0]
        XCTAssertEqual(error.message, "required constraints force 'a.safeArea.top' off its definition")
        XCTAssertEqual(compileText("view a\na.top = 0; a.left = 0; a.size = 10\na.safeArea.top = 30\n").line(of: error.span), 3)
        XCTAssertTrue(error.notes.contains { $0.hasPrefix("a.safeArea.top is max(a.top, root's safe top)") }, "\(error.notes)")
        // Either case alone would do: 0 without insets (own edge), 30 with an inset of 30.
        XCTAssertEqual(solve("view a\na.top = 30; a.left = 0; a.size = 10\na.safeArea.top = 30\n").diagnostics, [])
        XCTAssertEqual(
            solve("view a\na.top = 0; a.left = 0; a.size = 10\na.safeArea.top = 30\n",
                  insets: SafeAreaInsets(top: 30, left: 0, bottom: 0, right: 0)).diagnostics, [])
    }

    func testCircularSafeAreaWithNoConsistentCaseGivesS005() {
        // v.top = max(v.top, 20) + 10 has no solution: neither case holds.
        let solution = solve(
            "view v\nv.top = v.safeArea.top + 10; v.left = 0; v.size = 10\n",
            insets: SafeAreaInsets(top: 20, left: 0, bottom: 0, right: 0))
        XCTAssertEqual(solution.diagnostics.map(\.code), [.safeAreaOffDefinition])
        XCTAssertEqual(solution.frames, [])
        // Two views, the second circular: the error names it.
        let second = solve(
            "view a, v\na.top = a.safeArea.top; a.left = 0; a.size = 10\nv.top = v.safeArea.top + 10; v.left = 0; v.size = 10\n",
            insets: SafeAreaInsets(top: 20, left: 0, bottom: 0, right: 0))
        XCTAssertEqual(second.diagnostics.map(\.code), [.safeAreaOffDefinition])
        XCTAssertEqual(second.diagnostics.first?.message, "required constraints force 'v.safeArea.top' off its definition")
        XCTAssertEqual(second.diagnostics.first?.span?.range.start, "view a, v\na.top = a.safeArea.top; a.left = 0; a.size = 10\n".utf8.count)
    }

    /// A margins-relative stack in scroll content: its bottom margin is min(its bottom, root's
    /// safe bottom) - 16, so how tall the content is decides the margin that decides how tall it
    /// is. S005 says the margins are the way the safe area came in, and how to measure them from
    /// the edges instead; that layout solves.
    func testS005SaysWhenMarginsBroughtTheSafeAreaIn() {
        let text = """
            scroll page {
              stack column {
                axis vertical
                marginsRelative true
                margins 16
                view body { intrinsic 100 x 400 }
              }
            }
            page.edges = root.edges
            column.edges = page.content.edges
            column.width = page.frame.width

            """
        let insets = SafeAreaInsets(top: 20, left: 0, bottom: 20, right: 0)
        let size = CanvasSize(width: 400, height: 300)
        let solution = solve(text, size: size, insets: insets)
        XCTAssertEqual(solution.diagnostics.map(\.message), ["the safe area of 'column' does not settle"])
        XCTAssertTrue(
            solution.diagnostics.first?.notes.contains {
                $0.hasPrefix("the margins of 'column' are measured from its safe area") && $0.contains("'insetsMarginsFromSafeArea false'")
            } ?? false, "\(solution.diagnostics)")
        let fixed = solve(text.replacingOccurrences(of: "margins 16\n", with: "margins 16\n    insetsMarginsFromSafeArea false\n"), size: size, insets: insets)
        XCTAssertEqual(fixed.diagnostics, [])
        XCTAssertEqual(fixed.frames.first { $0.name == "body" }.map { [$0.x, $0.y, $0.width, $0.height] }, [16, 16, 368, 400])
        // Without margins in the way, no such note: the safe area is used directly.
        let direct = solve("view v\nv.top = v.safeArea.top + 10; v.left = 0; v.size = 10\n", insets: insets)
        XCTAssertFalse(direct.diagnostics.flatMap(\.notes).contains { $0.contains("margins") }, "\(direct.diagnostics)")
    }

    /// Measuring margins from the safe area rebuilds a stack's margin constraints; they stay the
    /// stack's, so a conflict still names the stack and its UISV kind.
    func testMarginsMeasuredFromTheSafeAreaKeepAStacksConstraintsOrigin() {
        let layout = compileText("stack row {\n  marginsRelative true\n  margins 10\n  view a { intrinsic 50 x 20 }\n}\nrow.edges = root.edges\n")
        let measured = layout.measuringMargins(in: LayoutEnvironment(size: phone, safeAreaInsets: SafeAreaInsets(top: 20, left: 0, bottom: 0, right: 0)))
        let before = layout.ir.constraints.filter { $0.margins != nil }
        XCTAssertFalse(before.isEmpty)
        XCTAssertTrue(before.allSatisfy { $0.stackOrigin != nil })
        let origins = measured.ir.constraints.map(\.stackOrigin)
        XCTAssertEqual(origins, layout.ir.constraints.map(\.stackOrigin))
        XCTAssertEqual(measured.ir.marginsMeasuredFromSafeArea.map { measured.ir.name(of: $0) }, ["row"])
    }

    func testCasesThatNeverSettleGiveS005AtTheView() {
        // v.top = 2 * max(v.top, 20) - 10 has no solution, and each case is consistent alone:
        // the rounds switch back and forth, and the error names v (not a, whose case holds).
        let text = "view a, v\na.top = a.safeArea.top; a.left = 0; a.size = 10\nv.top = 2 * v.safeArea.top - 10; v.left = 0; v.size = 10\n"
        let solution = solve(text, insets: SafeAreaInsets(top: 20, left: 0, bottom: 0, right: 0))
        XCTAssertEqual(solution.diagnostics.map(\.message), ["the safe area of 'v' does not settle"])
        XCTAssertEqual(solution.diagnostics.first?.span?.range, SourceRange(start: 8, end: 9))
        XCTAssertEqual(solution.frames, [])
    }

    func testConflictsWithoutTheSafeAreaStayS001() {
        let solution = solve(
            "view a\na.top = a.safeArea.top; a.left = 0; a.size = 10\na.left >= 5\n",
            insets: SafeAreaInsets(top: 20, left: 0, bottom: 0, right: 0))
        XCTAssertEqual(solution.diagnostics.map(\.code), [.unsatisfiableConstraints])
    }

    func testCheckAtSeveralSizesMatchesSolveAtEach() {
        let text = """
            view bar, dot
            bar.left = 0; bar.top = 0; bar.width = root.width; bar.height = 100
            dot.top = bar.safeArea.top; dot.right = bar.safeArea.right; dot.size = 10
            dot.left = 300 @low
            """
        let layout = compileText(text)
        let insets = SafeAreaInsets(top: 47, left: 0, bottom: 0, right: 44)
        let environment = LayoutEnvironment(safeAreaInsets: insets)
        XCTAssertEqual(layout.check(sizes: [phone, desktop], environment: environment), [])
        let session = LayoutSession(layout, size: phone, environment: environment)
        XCTAssertEqual(session.solution.frame(named: "dot"), ViewFrame(name: "dot", x: 321, y: 47, width: 10, height: 10))
        XCTAssertEqual(
            session.resize(to: desktop).frame(named: "dot"), ViewFrame(name: "dot", x: 970, y: 47, width: 10, height: 10))
        var sized = environment
        sized.size = desktop
        XCTAssertEqual(session.solution.frames, layout.solve(in: sized).frames)
        // S005 through check, at a size and without one.
        let forced = compileText("view a\na.top = 0; a.left = 0; a.size = 10\na.safeArea.top = 30\n")
        XCTAssertEqual(forced.check(sizes: [phone], environment: environment).map(\.code), [.safeAreaOffDefinition])
        XCTAssertEqual(forced.check(sizes: [], environment: environment).map(\.code), [.safeAreaOffDefinition])
    }

    func testResizingAcrossACaseChangeEqualsAFreshSolve() {
        // v's bottom is 600: inside the safe area at 375x667 (safe bottom 633), outside at 320x480.
        let layout = compileText("""
            view v, p
            v.left = 0; v.top = 500; v.width = 10; v.height = 100
            p.bottom = v.safeArea.bottom; p.left = 0; p.size = 1
            """)
        let environment = LayoutEnvironment(safeAreaInsets: SafeAreaInsets(top: 0, left: 0, bottom: 34, right: 0))
        let session = LayoutSession(layout, size: phone, environment: environment)
        XCTAssertEqual(session.solution.frame(named: "p")?.y, 599)
        let small = CanvasSize(width: 320, height: 480)
        XCTAssertEqual(session.resize(to: small).frame(named: "p")?.y, 445)
        XCTAssertEqual(session.resize(to: phone).frame(named: "p")?.y, 599)
        for size in [phone, small] {
            var sized = environment
            sized.size = size
            XCTAssertEqual(session.resize(to: size).frames, layout.solve(in: sized).frames)
        }
    }

    func testCoreFilesPayNothingForTheSafeArea() throws {
        let layout = try compileFile("Tests/CompilerTests/Fixtures/card.layout")
        XCTAssertFalse(layout.ir.usesSafeArea)
        let insets = SafeAreaInsets(top: 47, left: 10, bottom: 34, right: 10)
        XCTAssertEqual(
            layout.solve(in: LayoutEnvironment(size: phone, safeAreaInsets: insets)).frames, layout.solve(size: phone).frames)
    }

    func testSafeAreaGuidesAreNeverUndeterminedThemselves() {
        // v's top is free: S002 names v, not its safe area.
        let solution = solve("view v, p\nv.left = 0; v.size = 10\np.top = v.safeArea.top; p.left = 0; p.size = 1\n")
        XCTAssertEqual(solution.diagnostics.map(\.message), [
            "v.top is not determined by any constraint", "p.top is not determined by any constraint",
        ])
    }

    func testCardStackExample() throws {
        let layout = try compileFile("Examples/card-stack.layout")
        XCTAssertEqual(layout.diagnostics, [])
        XCTAssertTrue(layout.ir.usesSafeArea)
        let notch = LayoutEnvironment(safeAreaInsets: SafeAreaInsets(top: 47, left: 0, bottom: 34, right: 0))
        XCTAssertEqual(layout.check(sizes: [phone, desktop], environment: notch), [])
        XCTAssertEqual(layout.check(sizes: [phone, desktop]), [])
        var sized = notch
        sized.size = phone
        let solution = layout.solve(in: sized)
        XCTAssertEqual(solution.frame(named: "header"), ViewFrame(name: "header", x: 0, y: 0, width: 375, height: 91))
        XCTAssertEqual(solution.frame(named: "stack"), ViewFrame(name: "stack", x: 0, y: 91, width: 375, height: 542))
        let parents = Dictionary(uniqueKeysWithValues: solution.parents.map { ($0.name, $0.parent) })
        XCTAssertEqual(parents["firstTitle"], "first")
        XCTAssertEqual(parents["gap"], "stack")
        XCTAssertEqual(parents["header"], "root")
        let source = try String(contentsOf: repositoryRoot.appendingPathComponent("Examples/card-stack.layout"), encoding: .utf8)
        XCTAssertEqual(
            LayoutCompiler.mirrorDiagnostics(MirrorRequest(source: SourceFile(path: "c.layout", text: source), sizes: [phone, desktop])), [])
    }
}

@testable import LayoutCompiler
import LayoutSource
import LayoutIR
import LayoutChecker
import XCTest

/// Solving files with `when` blocks: each solve applies the constraints whose conditions hold
/// in its environment; sessions follow thresholds incrementally; `check` covers every variant.
final class VariantSolveTests: XCTestCase {
    /// A sidebar beside the content on wide canvases, stacked above it on narrow ones.
    private let adaptive = """
        view sidebar, content
        sidebar.left = 0; sidebar.top = 0
        content.right = root.right; content.bottom = root.bottom
        when width >= 600 {
          sidebar.width = 200; sidebar.height = root.height
          content.left = sidebar.right; content.top = 0
        } else {
          sidebar.width = root.width; sidebar.height = 100
          content.left = 0; content.top = sidebar.bottom
        }

        """

    private func environment(_ width: Double, _ height: Double, _ idiom: DeviceIdiom = .phone, _ flags: Set<String> = [])
        -> LayoutEnvironment
    {
        LayoutEnvironment(size: CanvasSize(width: width, height: height), idiom: idiom, flags: flags)
    }

    func testComparisonsChooseTheVariant() {
        let layout = compileText(adaptive)
        XCTAssertEqual(layout.diagnostics, [])
        let wide = layout.solve(in: environment(800, 600))
        XCTAssertEqual(wide.diagnostics, [])
        assertFrame(wide.frame(named: "sidebar"), 0, 0, 200, 600)
        assertFrame(wide.frame(named: "content"), 200, 0, 600, 600)
        let narrow = layout.solve(in: environment(375, 667))
        XCTAssertEqual(narrow.diagnostics, [])
        assertFrame(narrow.frame(named: "sidebar"), 0, 0, 375, 100)
        assertFrame(narrow.frame(named: "content"), 0, 100, 375, 567)
        // The threshold itself belongs to `>=`.
        assertFrame(layout.solve(in: environment(600, 400)).frame(named: "sidebar"), 0, 0, 200, 400)
    }

    func testSizeClassesIdiomsAndFlags() {
        let layout = compileText("""
            view a
            a.left = 0; a.top = 0 @low; a.height = 10 @low; a.width = 10 @low
            when regularWidth { a.width = 100 }
            when pad and expanded { a.height = 50 }
            when compactHeight { a.top = 5 }

            """)
        XCTAssertEqual(layout.diagnostics, [])
        // iPhone 8 portrait: compact width, regular height.
        assertFrame(layout.solve(in: environment(375, 667)).frame(named: "a"), 0, 0, 10, 10)
        // iPhone 8 Plus landscape: regular width, compact height.
        assertFrame(layout.solve(in: environment(736, 414)).frame(named: "a"), 0, 5, 100, 10)
        // iPad in a narrow split (compact width), with and without the flag.
        assertFrame(layout.solve(in: environment(507, 768, .pad)).frame(named: "a"), 0, 0, 10, 10)
        assertFrame(layout.solve(in: environment(507, 768, .pad, ["expanded"])).frame(named: "a"), 0, 0, 10, 50)
        assertFrame(layout.solve(in: environment(1024, 768, .pad, ["expanded"])).frame(named: "a"), 0, 0, 100, 50)
        // The flag alone is not enough on a phone.
        assertFrame(layout.solve(in: environment(375, 667, .phone, ["expanded"])).frame(named: "a"), 0, 0, 10, 10)
    }

    func testAFileWithoutVariantsSolvesAsBefore() {
        let text = "view a\na.left = 0; a.top = 0; a.width = 10; a.height = 20\n"
        let layout = compileText(text)
        assertSameSolution(layout.solve(in: environment(375, 667, .mac, ["x"])), layout.solve(size: phone), "no variants")
    }

    func testConditionsOnTheCanvasNeedASize() {
        let layout = compileText("view a\na.left = 0; a.top = 0; a.width = 10; a.height = 10\nwhen compactWidth { a.width = 5 }\nwhen pad { a.height = 3 }\n")
        let solution = layout.solve(in: LayoutEnvironment(size: nil))
        XCTAssertEqual(solution.frames, [])
        XCTAssertEqual(solution.diagnostics.map(\.code), [.conditionNeedsCanvas])
        XCTAssertEqual(solution.diagnostics.first?.message, "condition 'compactWidth' needs the canvas size, and none is given")
        XCTAssertEqual(layout.line(of: solution.diagnostics.first?.span), 3)
        // A condition that does not read the canvas is decided without one.
        let flagOnly = compileText("view a\na.left = 0; a.top = 0; a.width = 10; a.height = 10 @low\nwhen tall { a.height = 30 }\n")
        assertFrame(flagOnly.solve(in: LayoutEnvironment(size: nil, flags: ["tall"])).frame(named: "a"), 0, 0, 10, 30)
        // Nor does one decided by the idiom first: 'pad and compactWidth' is false on a phone.
        let decided = compileText("view a\na.left = 0; a.top = 0; a.width = 10; a.height = 10\nwhen pad and compactWidth { a.width = 5 }\n")
        let solved = decided.solve(in: LayoutEnvironment(size: nil))
        XCTAssertFalse(solved.diagnostics.contains { $0.code == .conditionNeedsCanvas })
        assertFrame(solved.frame(named: "a"), 0, 0, 10, 10)
    }

    func testResizeAcrossThresholdsMatchesAFreshSolveWithoutRebuilding() {
        let layout = compileText(adaptive)
        let sizes = [(375.0, 667.0), (800, 600), (599, 800), (600, 800), (1024, 768), (320, 480), (375, 667)]
        let session = LayoutSession(layout, size: CanvasSize(width: sizes[0].0, height: sizes[0].1))
        assertSameSolution(session.solution, layout.solve(in: environment(sizes[0].0, sizes[0].1)), "first")
        for (width, height) in sizes.dropFirst() {
            let resized = session.resize(to: CanvasSize(width: width, height: height))
            assertSameSolution(resized, layout.solve(in: environment(width, height)), "\(width)x\(height)")
        }
        XCTAssertEqual(session.solverBuildCount, 1, "crossing a threshold swaps constraints in the same solver")
    }

    func testResizeAcrossSizeClassesWithIdiomAndFlags() {
        let layout = compileText("""
            view a
            a.left = 0; a.top = 0; a.width = 10 @low; a.height = 10 @low
            when regularWidth and expanded { a.width = root.width / 2 }
            when compactWidth { a.height = 40 } else { a.height = root.height - 8 }

            """)
        let base = LayoutEnvironment(idiom: .pad, flags: ["expanded"])
        let session = LayoutSession(layout, size: CanvasSize(width: 320, height: 1024), environment: base)
        for (width, height) in [(1024.0, 768.0), (639, 1366), (678, 1024), (320, 1024), (1366, 1024)] {
            let fresh = layout.solve(in: LayoutEnvironment(size: CanvasSize(width: width, height: height), idiom: .pad, flags: ["expanded"]))
            assertSameSolution(session.resize(to: CanvasSize(width: width, height: height)), fresh, "\(width)x\(height)")
        }
        XCTAssertEqual(session.solverBuildCount, 1)
    }

    func testResizeIntoAConflictingVariantReportsItAndRecovers() {
        let layout = compileText("""
            view a
            a.left = 0; a.top = 0; a.width = 10; a.height = 10
            when width >= 600 { a.width = 20 }

            """)
        let session = LayoutSession(layout, size: CanvasSize(width: 375, height: 667))
        XCTAssertEqual(session.solution.diagnostics, [])
        let wide = session.resize(to: CanvasSize(width: 800, height: 600))
        assertSameSolution(wide, layout.solve(in: environment(800, 600)), "conflict")
        XCTAssertEqual(wide.diagnostics.map(\.code), [.unsatisfiableConstraints])
        assertSameSolution(session.resize(to: CanvasSize(width: 375, height: 667)), layout.solve(in: environment(375, 667)), "back")
    }

    // MARK: Check over variants

    private func messages(_ diagnostics: [Diagnostic]) -> [String] {
        diagnostics.map { "\($0.code) \($0.printedMessage)" }
    }

    func testCheckNamesTheVariantThatFails() {
        let layout = compileText("""
            view a
            a.left = 0; a.top = 0; a.width = 10; a.height = 10
            when expanded { a.width = 20 }

            """)
        let findings = layout.check(sizes: [phone], variants: VariantSelection())
        XCTAssertEqual(findings.map(\.code), [.unsatisfiableConstraints])
        XCTAssertEqual(findings[0].context.variants, ["with expanded"])
        XCTAssertTrue(findings[0].printedMessage.hasPrefix("with expanded: "), findings[0].printedMessage)
        // With the flag chosen, the one variant is checked and named by nothing.
        let chosen = layout.check(sizes: [phone], variants: VariantSelection(flags: ["expanded"]))
        XCTAssertEqual(chosen.map(\.code), [.unsatisfiableConstraints])
        XCTAssertEqual(chosen[0].context, DiagnosticContext())
        XCTAssertEqual(layout.check(sizes: [phone], variants: VariantSelection(flags: [])), [])
    }

    func testAFindingInEveryVariantIsReportedOncePlainly() {
        let layout = compileText("""
            view a, b
            a.left = 0; a.top = 0; a.width = 10; a.height = 10
            when expanded { a.height = 10 } else { a.height = 10 }
            when dense and pad { a.width = 10 }

            """)
        let findings = layout.check(sizes: [phone], variants: VariantSelection())
        XCTAssertEqual(messages(findings), ["S002 b.left, b.top, b.width and b.height are not determined by any constraint"])
        XCTAssertEqual(layout.variantPlan(for: VariantSelection()).variants.count, 12)
    }

    func testFindingsInSomeVariantsListThem() {
        let layout = compileText("""
            view a
            a.left = 0; a.top = 0; a.width = 10; a.height = 10
            when pad { a.height = 20 }

            """)
        let findings = layout.check(sizes: [phone, desktop], variants: VariantSelection())
        XCTAssertEqual(findings.count, 1, "\(messages(findings))")
        XCTAssertEqual(findings[0].context.variants, ["on pad"])
        XCTAssertTrue(findings[0].printedMessage.hasPrefix("on pad: "), findings[0].printedMessage)
        // The idiom given: only that one is examined.
        XCTAssertEqual(layout.check(sizes: [phone], variants: VariantSelection(idiom: .phone)), [])
    }

    func testAConflictUnderACanvasConditionNamesItsVariantAndSizes() {
        let layout = compileText("""
            view a
            a.left = 0; a.top = 0; a.width = 10; a.height = 10
            when expanded and width >= 600 { a.width = 20 }

            """)
        // The conflict exists with expanded at the wide size only, and says both; the canvas is
        // not among its members, so the size comes from where it was found.
        let findings = layout.check(sizes: [phone, desktop], variants: VariantSelection())
        XCTAssertEqual(
            messages(findings),
            ["S001 with expanded: required constraints cannot all be satisfied at \(desktop)"])
        // Found at every size checked: no size is named.
        XCTAssertEqual(
            messages(layout.check(sizes: [desktop], variants: VariantSelection())),
            ["S001 with expanded: required constraints cannot all be satisfied"])
        // A conflict with the canvas names its own size, once.
        let tooWide = compileText("view a\na.width = 500\na.left = 0; a.top = 0; a.height = 1\na.right <= root.right\n")
        XCTAssertEqual(
            messages(tooWide.check(sizes: [phone, desktop], variants: VariantSelection())),
            ["S001 required constraints cannot all be satisfied at \(phone)"])
    }

    func testVariantPlanOrderAndCap() {
        XCTAssertEqual(
            CompiledLayout.subsets(of: ["a", "b", "c"], fewestFirst: 10),
            [[], ["a"], ["b"], ["c"], ["a", "b"], ["a", "c"], ["b", "c"], ["a", "b", "c"]])
        XCTAssertEqual(CompiledLayout.subsets(of: ["a", "b", "c"], fewestFirst: 3), [[], ["a"], ["b"]])
        let flags = (1...7).map { "f\($0)" }
        let text = "view a\na.left = 0; a.top = 0; a.width = 10; a.height = 10\n"
            + flags.map { "when \($0) { a.width = 10 }\n" }.joined()
        let layout = compileText(text)
        let plan = layout.variantPlan(for: VariantSelection())
        XCTAssertEqual(plan.variants.count, 64)
        XCTAssertEqual(plan.total, 128)
        let findings = layout.check(sizes: [phone], variants: VariantSelection())
        XCTAssertEqual(messages(findings), ["V010 the file has 128 variants; only the first 64 are examined"])
        XCTAssertEqual(plan.label(of: plan.variants[0]), "with no flags")
        XCTAssertEqual(plan.label(of: plan.variants[8]), "with f1, f2")
    }

    func testCheckWithoutSizesLeavesCanvasConditionsOutWithANote() {
        let layout = compileText("""
            view a
            a.left = 0; a.top = 0; a.width = 10; a.height = 10
            when width >= 600 { a.width = 20 }
            when expanded { a.width = 30 }

            """)
        let findings = layout.check(sizes: [], variants: VariantSelection())
        XCTAssertEqual(messages(findings), [
            "V008 conditions on the canvas size are not examined without --size",
            "S001 with expanded: required constraints cannot all be satisfied",
        ].sorted { $0.contains("V008") && !$1.contains("V008") })
    }

    /// The note points at what the user wrote: a `show` under a canvas condition, not the
    /// constraint of the stack it changes, which the stack's lowering makes per variant.
    func testTheCanvasConditionNotePointsAtTheWrittenStatement() {
        let text = """
            stack column {
              axis vertical
              view banner { intrinsic 10 x 10; hidden true }
              view body { intrinsic 10 x 10 }
            }
            column.left = 0; column.top = 0
            when width >= 600 {
              show banner
            }

            """
        let layout = compileText(text)
        let note = layout.check(sizes: [], variants: VariantSelection()).first { $0.code == .conditionNeedsCanvas }
        let start = note?.span?.range.start
        let written = text.range(of: "banner\n}").map { text.utf8.distance(from: text.startIndex, to: $0.lowerBound) }
        XCTAssertEqual(start, written, "\(String(describing: note))")
    }

    func testFlagsSetThatTheFileNeverUsesAreWarnedAbout() {
        let layout = compileText("view a\na.left = 0; a.top = 0; a.width = 10; a.height = 10\nwhen expanded or dense { a.width = 10 }\n")
        XCTAssertEqual(layout.flagsUsed, ["expanded", "dense"])
        let warnings = layout.unusedFlagWarnings(["expanded", "expnded", "tall"])
        XCTAssertEqual(messages(warnings), [
            "V009 flag 'expnded' is set, but the file never uses it", "V009 flag 'tall' is set, but the file never uses it",
        ])
        XCTAssertEqual(warnings.map(\.notes), [["did you mean 'expanded'?"], ["the file uses 'expanded', 'dense'"]])
        XCTAssertNil(warnings.first?.span)
        // A file without flags has nothing to misspell.
        XCTAssertEqual(compileText("view a\nwhen pad { a.width = 1 }\n").unusedFlagWarnings(["x"]), [])
    }

    func testAVariantThatRestatesAConstraintSolvesLikeOne() {
        // Deduplication keeps both (different conditions); the solver takes the repeat in stride.
        let layout = compileText("view a\na.left = 0; a.top = 0; a.width = 10; a.height = 10\nwhen pad { a.width = 10; a.left = 0 }\n")
        XCTAssertEqual(layout.ir.constraints.count, 6)
        let pad = layout.solve(in: environment(1024, 768, .pad))
        XCTAssertEqual(pad.diagnostics, [])
        assertFrame(pad.frame(named: "a"), 0, 0, 10, 10)
        XCTAssertEqual(layout.check(sizes: [phone, desktop], variants: VariantSelection()), [])
    }

    func testRandomResizesOfTheExampleMatchFreshSolvesInEveryVariant() throws {
        let layout = try compileFile("Examples/adaptive-sidebar.layout")
        XCTAssertEqual(layout.diagnostics, [])
        var state: UInt64 = 0x5EED
        func next(_ range: ClosedRange<Int>) -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(range.lowerBound + Int((state >> 33) % UInt64(range.count)))
        }
        for idiom in DeviceIdiom.allCases {
            for flags in [Set<String>(), ["editable"]] {
                let variant = LayoutEnvironment(idiom: idiom, flags: flags)
                let session = LayoutSession(layout, size: CanvasSize(width: 375, height: 667), environment: variant)
                for _ in 0..<40 {
                    let size = CanvasSize(width: next(200...1400), height: next(200...1400))
                    let fresh = layout.solve(in: LayoutEnvironment(size: size, idiom: idiom, flags: flags))
                    XCTAssertEqual(fresh.diagnostics, [], "\(idiom) \(flags) at \(size)")
                    assertSameSolution(session.resize(to: size), fresh, "\(idiom) \(flags) at \(size)")
                }
                XCTAssertEqual(session.solverBuildCount, 1, "\(idiom) \(flags)")
            }
        }
    }
}

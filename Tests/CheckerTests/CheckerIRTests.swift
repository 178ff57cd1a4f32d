import LayoutSource
import LayoutParser
import LayoutIR
import LayoutChecker
import XCTest

/// Exact IR for each construct of the language, through `check(_:)` on source text.
final class CheckerIRTests: XCTestCase {
    /// The rendered IR of `equations` after declaring views `a` and `b`; fails on any diagnostic.
    private func ir(_ equations: String, file: StaticString = #filePath, line: UInt = #line) -> [String] {
        let result = check(CheckRequest(source: SourceFile(path: "t.layout", text: "view a, b\n" + equations + "\n")))
        XCTAssertEqual(result.diagnostics.map { "\($0.code) \($0.message)" }, [], file: file, line: line)
        return IRRendering.lines(result.ir)
    }

    func testViewsAreRootThenDeclarationOrder() {
        let result = check(CheckRequest(source: SourceFile(path: "t.layout", text: "view card, title\nview body\n")))
        XCTAssertEqual(result.ir.views.map(\.name), ["root", "card", "title", "body"])
        XCTAssertNil(result.ir.views[0].span)
        XCTAssertEqual(result.ir.views[2].span?.range, SourceRange(start: 11, end: 16))
        XCTAssertFalse(result.hasErrors)
    }

    func testDerivedAttributesExpandIntoPrimaries() {
        XCTAssertEqual(ir("a.right = b.centerX"), ["a.left + a.width - b.left - 0.5 b.width == 0"])
        XCTAssertEqual(ir("a.bottom = b.centerY"), ["a.top + a.height - b.top - 0.5 b.height == 0"])
        XCTAssertEqual(ir("a.leading = 8"), ["a.left - 8 == 0"])
        XCTAssertEqual(ir("a.trailing = root.trailing - 8"), [
            "root.left + root.width - a.left - a.width - 8 == 0",
        ])
    }

    func testEdgesExpandWithInsetSigns() {
        XCTAssertEqual(ir("a.edges = b.edges + 16"), [
            "a.left - b.left - 16 == 0 (left)",
            "a.top - b.top - 16 == 0 (top)",
            "a.left + a.width - b.left - b.width + 16 == 0 (right)",
            "a.top + a.height - b.top - b.height + 16 == 0 (bottom)",
        ])
        // `+ -4` outsets (a subtracted number does too, with a warning: T019).
        XCTAssertEqual(ir("a.edges = b.edges + -4"), [
            "a.left - b.left + 4 == 0 (left)",
            "a.top - b.top + 4 == 0 (top)",
            "a.left + a.width - b.left - b.width - 4 == 0 (right)",
            "a.top + a.height - b.top - b.height - 4 == 0 (bottom)",
        ])
        // An inset on the left-hand side moves to the right with the algebra: a inset by -8 = b.
        XCTAssertEqual(ir("a.edges + 8 = b.edges")[0], "a.left - b.left + 8 == 0 (left)")
    }

    func testCenterAndSize() {
        XCTAssertEqual(ir("a.center = b.center"), [
            "a.left + 0.5 a.width - b.left - 0.5 b.width == 0 (centerX)",
            "a.top + 0.5 a.height - b.top - 0.5 b.height == 0 (centerY)",
        ])
        XCTAssertEqual(ir("a.size = 50"), ["a.width - 50 == 0 (width)", "a.height - 50 == 0 (height)"])
        XCTAssertEqual(ir("a.size = b.size * 2 + 10"), [
            "a.width - 2 b.width - 10 == 0 (width)",
            "a.height - 2 b.height - 10 == 0 (height)",
        ])
        XCTAssertEqual(ir("a.center = root.center + 10 @low"), [
            "root.left + 0.5 root.width - a.left - 0.5 a.width + 10 == 0 @250 (centerX)",
            "root.top + 0.5 root.height - a.top - 0.5 a.height + 10 == 0 @250 (centerY)",
        ])
    }

    func testAspectRatioAcrossAxes() {
        XCTAssertEqual(ir("a.height = a.width * 9 / 16"), ["a.width - 1.7777777777777777 a.height == 0 x0.5625"])
        XCTAssertEqual(ir("a.width = 2 * b.height"), ["a.width - 2 b.height == 0"])
    }

    func testFlexOnEitherSide() {
        XCTAssertEqual(ir("a.left = b.left + flex()"), ["a.left - b.left >= 0"])
        XCTAssertEqual(ir("a.left = b.left - flex()"), ["a.left - b.left <= 0"])
        XCTAssertEqual(ir("a.left + flex() = b.left"), ["a.left - b.left <= 0"])
        XCTAssertEqual(ir("a.left - flex() == b.left"), ["a.left - b.left >= 0"])
        XCTAssertEqual(ir("b.left = a.left + flex()"), ["a.left - b.left <= 0"])
        XCTAssertEqual(ir("a.bottom = b.bottom - 12 - flex()"), ["a.top + a.height - b.top - b.height + 12 <= 0"])
        XCTAssertEqual(ir("a.left = -(flex() - b.left)"), ["a.left - b.left <= 0"])
    }

    func testRearrangedEquationsAndScale() {
        XCTAssertEqual(ir("2 * a.width - 10 = b.width"), ["a.width - 0.5 b.width - 5 == 0 x2"])
        XCTAssertEqual(ir("-(a.left - b.left) = 8"), ["a.left - b.left + 8 == 0"])
        XCTAssertEqual(ir("(a.left + 8) / 2 >= b.left / 2"), ["a.left - b.left + 8 >= 0 x0.5"])
        XCTAssertEqual(ir("10 >= a.width * 2"), ["a.width - 5 <= 0 x2"])
        XCTAssertEqual(ir("a.width = root.width / 2"), ["root.width - 2 a.width == 0 x0.5"])
        XCTAssertEqual(ir("a.left = 3 * (2 + 2) - 1e1 / 5 + + b.left"), ["a.left - b.left - 10 == 0"])
        XCTAssertEqual(ir("a.width <= 0.5 * a.width + 20"), ["a.width - 40 <= 0 x0.5"])
    }

    func testPrioritiesAndSpans() {
        let text = "view a\na.width = 100 @high\na.height = 5 @ 600\n"
        let result = check(CheckRequest(source: SourceFile(path: "t.layout", text: text)))
        XCTAssertEqual(result.ir.constraints.map(\.priority), [.high, ConstraintPriority(600)])
        XCTAssertEqual(result.ir.constraints.first?.span.range, SourceRange(start: 7, end: 26))
        XCTAssertEqual(result.ir.constraints.map(\.span.path), ["t.layout", "t.layout"])
    }

    func testScaledDuplicateIsDroppedWithWarning() {
        let result = check(CheckRequest(source: SourceFile(path: "t.layout", text: "view a, b\na.left = b.left + 8\n2 * a.left = 2 * b.left + 16\n")))
        XCTAssertEqual(IRRendering.lines(result.ir), ["a.left - b.left - 8 == 0"])
        XCTAssertEqual(result.diagnostics.map(\.code), [.duplicateConstraint])
        XCTAssertEqual(result.diagnostics.first?.related.first?.span.range.start, 10)
        XCTAssertFalse(result.hasErrors)
    }

    func testComponentDuplicatesAScalarConstraint() {
        let result = check(CheckRequest(source: SourceFile(path: "t.layout", text: "view a\na.width = 10\na.size = 10\n")))
        XCTAssertEqual(IRRendering.lines(result.ir), ["a.width - 10 == 0", "a.height - 10 == 0 (height)"])
        XCTAssertEqual(result.diagnostics.map(\.code), [.duplicateConstraint])
    }

    func testSamePriorityTwiceKeepsTheHigher() {
        let result = check(CheckRequest(source: SourceFile(path: "t.layout", text: "view a\na.width = 10 @low\na.width = 10 @high\n")))
        XCTAssertEqual(IRRendering.lines(result.ir), ["a.width - 10 == 0 @750"])
        XCTAssertEqual(result.diagnostics.map(\.code), [.constraintAtTwoPriorities])
        XCTAssertEqual(result.diagnostics.first?.severity, .warning)
    }

    func testConflictingRequiredEqualities() {
        let result = check(CheckRequest(source: SourceFile(path: "t.layout", text: "view a\na.width = 10\na.width * 2 = 30\n")))
        XCTAssertEqual(IRRendering.lines(result.ir), ["a.width - 10 == 0"])
        XCTAssertEqual(result.diagnostics.map(\.code), [.conflictingEqualities])
        XCTAssertTrue(result.hasErrors)
        XCTAssertEqual(result.diagnostics.first?.message, "conflicts with the required equality on line 2: same terms, different constant")
    }

    func testEquationsWithoutUnknowns() {
        let alwaysFalse = check(CheckRequest(source: SourceFile(path: "t.layout", text: "3 = 4\n")))
        XCTAssertEqual(alwaysFalse.diagnostics.map(\.code), [.alwaysFalse])
        XCTAssertTrue(alwaysFalse.hasErrors)
        let alwaysTrue = check(CheckRequest(source: SourceFile(path: "t.layout", text: "view a\n0 <= 1\na.width - a.width = 0\n")))
        XCTAssertEqual(alwaysTrue.diagnostics.map(\.code), [.withoutUnknowns, .withoutUnknowns])
        XCTAssertFalse(alwaysTrue.hasErrors)
        XCTAssertTrue(alwaysTrue.ir.constraints.isEmpty)
        let optional = check(CheckRequest(source: SourceFile(path: "t.layout", text: "0 >= 1 @low\n")))
        XCTAssertEqual(optional.diagnostics.map(\.severity), [.warning])
    }

    func testUnknownViewSuggestsAndFixes() throws {
        let text = "view header\nhaeder.top = 0\n"
        let result = check(CheckRequest(source: SourceFile(path: "t.layout", text: text)))
        let diagnostic = try XCTUnwrap(result.diagnostics.first)
        XCTAssertEqual(diagnostic.code, .unknownView)
        XCTAssertEqual(diagnostic.message, "unknown view 'haeder'")
        XCTAssertEqual(diagnostic.notes, ["did you mean 'header'?"])
        XCTAssertEqual(diagnostic.fixIts, [FixIt(span: SourceSpan(path: "t.layout", range: SourceRange(start: 12, end: 18)), replacement: "header")])
        XCTAssertTrue(result.ir.constraints.isEmpty)
    }

    func testUnknownAttributeSuggestsAndFixes() throws {
        let result = check(CheckRequest(source: SourceFile(path: "t.layout", text: "view a\na.widht = 0\n")))
        let diagnostic = try XCTUnwrap(result.diagnostics.first)
        XCTAssertEqual(diagnostic.code, .unknownAttribute)
        XCTAssertEqual(diagnostic.notes, ["did you mean 'width'?"])
        XCTAssertEqual(diagnostic.fixIts.map(\.replacement), ["width"])
        XCTAssertEqual(diagnostic.span?.range, SourceRange(start: 9, end: 14))
    }

    func testDuplicateViewPointsAtFirstDeclaration() throws {
        let result = check(CheckRequest(source: SourceFile(path: "t.layout", text: "view a, b\nview a\n")))
        let diagnostic = try XCTUnwrap(result.diagnostics.first)
        XCTAssertEqual(diagnostic.code, .duplicateView)
        XCTAssertEqual(diagnostic.span?.range, SourceRange(start: 15, end: 16))
        XCTAssertEqual(diagnostic.related.map(\.span.range), [SourceRange(start: 5, end: 6)])
        XCTAssertEqual(result.ir.views.map(\.name), ["root", "a", "b"])
    }

    func testErrorsPointAtTheOffendingSubexpression() {
        func location(_ equation: String) -> String? {
            let text = "view a, b\n" + equation + "\n"
            let source = SourceFile(path: "t.layout", text: text)
            guard let span = check(CheckRequest(source: source)).diagnostics.first?.span else { return nil }
            return source.text(in: span.range)
        }
        XCTAssertEqual(location("a.left = b.left + a.width * b.width"), "a.width * b.width")
        XCTAssertEqual(location("a.left = b.left / (a.width - 2)"), "(a.width - 2)")
        XCTAssertEqual(location("a.left = b.left / (2 - 2)"), "(2 - 2)")
        XCTAssertEqual(location("a.left = b.left + 1 / 1e-310"), "1 / 1e-310")
        XCTAssertEqual(location("a.left = b.left + 1e300 * 1e300"), "1e300")
        XCTAssertEqual(location("a.left = b.left + (1e5 * 1e5)"), "1e5 * 1e5")
        XCTAssertEqual(location("a.left = b.left + flex() + flex()"), "flex()")
        XCTAssertEqual(location("a.left = b.left + 2 * flex()"), "flex()")
        XCTAssertEqual(location("a.left >= b.left + flex()"), "flex()")
        XCTAssertEqual(location("a.left = b.top + 8"), "b.top")
        XCTAssertEqual(location("a.width = b.left"), "b.left")
        XCTAssertEqual(location("a.size = b.size + a.width"), "a.width")
        XCTAssertEqual(location("a.edges = b.edges * 2"), "b.edges")
        XCTAssertEqual(location("a.edges = b.size"), "b.size")
        XCTAssertEqual(location("a.edges = 0"), "0")
        XCTAssertEqual(location("a.width = 10 @2000"), "2000")
    }

    func testTypeRulesMatchTheOracle() {
        func codes(_ equation: String) -> [DiagnosticCode] {
            check(CheckRequest(source: SourceFile(path: "t.layout", text: "view a, b\n" + equation + "\n"))).diagnostics.map(\.code)
        }
        XCTAssertEqual(codes("a.left = 20"), [])
        XCTAssertEqual(codes("a.right = 20"), [])
        XCTAssertEqual(codes("a.width = b.right - b.left"), [])
        XCTAssertEqual(codes("a.height = a.width * 9 / 16"), [])
        XCTAssertEqual(codes("a.width = b.left"), [.sizeRelatedToLocation])
        XCTAssertEqual(codes("a.width = b.centerX"), [.sizeRelatedToLocation])
        XCTAssertEqual(codes("a.left = b.width"), [.sizeRelatedToLocation])
        XCTAssertEqual(codes("a.left = b.height"), [.axisMismatch])
        XCTAssertEqual(codes("a.centerY = b.centerX"), [.axisMismatch])
        // Cancelled terms still count, as in the oracle: this still relates two axes.
        XCTAssertEqual(codes("a.left + a.top - a.top = 5"), [.axisMismatch])
        XCTAssertEqual(codes("a.size = b.width"), [.compoundRelatedToScalar])
        XCTAssertEqual(codes("a.center = b.size"), [.compoundMismatch])
        XCTAssertEqual(codes("a.center + b.size = 0"), [.compoundMismatch])
        XCTAssertEqual(codes("a.size = b.size + flex()"), [.flexInCompound])
        XCTAssertEqual(codes("a.edges = -b.edges"), [.scaledEdges])
        XCTAssertEqual(codes("a.edges = 8 - b.edges"), [.scaledEdges])
        XCTAssertEqual(codes("a.size = -b.size + 100"), [])
        XCTAssertEqual(codes("a.width = b.width / flex()"), [.scaledFlex])
        XCTAssertEqual(codes("a.width = b.width * flex()"), [.scaledFlex])
    }

    func testChainsRelateNeighbours() {
        XCTAssertEqual(ir("a.left <= b.left <= root.right - 8 @high"), [
            "a.left - b.left <= 0 @750",
            "root.left + root.width - b.left - 8 >= 0 @750",
        ])
        XCTAssertEqual(ir("a.size = b.size = 10"), [
            "a.width - b.width == 0 (width)",
            "a.height - b.height == 0 (height)",
            "b.width - 10 == 0 (width)",
            "b.height - 10 == 0 (height)",
        ])
    }

    func testCheckingATreeReportsOnlyTheCheckersDiagnostics() {
        let source = SourceFile(path: "t.layout", text: "view a\na.left = 5 #\nb.left = 1\n")
        let parsed = parse(source)
        XCTAssertEqual(parsed.diagnostics.map(\.code), [.unexpectedCharacter])
        XCTAssertEqual(check(parsed.tree, in: source).diagnostics.map(\.code), [.unknownView])
        XCTAssertEqual(check(CheckRequest(source: source)).diagnostics.map(\.code), [.unexpectedCharacter, .unknownView])
    }
}

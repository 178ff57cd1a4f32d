import LayoutSource
import LayoutIR
import LayoutChecker
import XCTest

/// `when` blocks in the IR: every constraint kept with its block's whole condition, conditions
/// resolved and interned, exclusive variants never deduplicated against each other, and misuse
/// reported precisely.
final class VariantIRTests: XCTestCase {
    private func checked(_ text: String) -> CheckResult {
        check(CheckRequest(source: SourceFile(path: "v.layout", text: text)))
    }

    private func messages(_ text: String) -> [String] {
        checked(text).diagnostics.map { "\($0.code) \($0.message)" }
    }

    /// Each constraint rendered with its condition, `[condition] constraint`.
    private func conditionedLines(_ text: String) -> [String] {
        let ir = checked(text).ir
        return ir.constraints.map { constraint in
            let condition = constraint.condition.map { "[\(ir.conditions[$0].description)] " } ?? ""
            return condition + IRRendering.render(constraint, in: ir)
        }
    }

    func testBranchesCarryTheirWholeCondition() {
        let text = """
            view a
            a.left = 0
            when compactWidth {
              a.width = 10
            } else when pad {
              a.width = 20
            } else {
              a.width = 30
            }

            """
        XCTAssertEqual(messages(text), [])
        XCTAssertEqual(conditionedLines(text), [
            "a.left == 0",
            "[compactWidth] a.width - 10 == 0",
            "[not compactWidth and pad] a.width - 20 == 0",
            "[not compactWidth and not pad] a.width - 30 == 0",
        ])
    }

    func testNestedBlocksConjoinTheEnclosingCondition() {
        let text = "view a\nwhen pad and expanded {\n  when width >= 600 or landscape { a.width = 1 }\n  a.height = 2\n}\n"
        XCTAssertEqual(messages(text), [])
        XCTAssertEqual(conditionedLines(text), [
            "[(pad and expanded) and (width >= 600 or landscape)] a.width - 1 == 0",
            "[pad and expanded] a.height - 2 == 0",
        ])
    }

    func testSameConditionIsInternedOnce() {
        let result = checked("view a\nwhen pad { a.width = 1 }\nwhen pad { a.height = 2 }\n")
        XCTAssertEqual(result.ir.conditions, [.idiom(.pad)])
        XCTAssertEqual(result.ir.constraints.map(\.condition), [0, 0])
    }

    func testExclusiveVariantsAreNeitherDuplicatesNorConflicts() {
        XCTAssertEqual(messages("view a\nwhen compactWidth { a.width = 10 } else { a.width = 20 }\n"), [])
        XCTAssertEqual(messages("view a\nwhen compactWidth { a.width = 10 } else { a.width = 10 }\n"), [])
        // A variant may restate or override a constraint outside every block: the solver judges
        // each variant (check names the failing one).
        XCTAssertEqual(messages("view a\na.width = 10\nwhen pad { a.width = 10 }\nwhen mac { a.width = 20 }\n"), [])
        XCTAssertEqual(checked("view a\na.width = 10\nwhen pad { a.width = 10 }\n").ir.constraints.count, 2)
    }

    func testDuplicatesAndConflictsWithinOneConditionAreStillFound() {
        XCTAssertEqual(
            messages("view a\nwhen pad {\n  a.width = 10\n  a.width = 20\n}\n"),
            ["D003 conflicts with the required equality on line 3: same terms, different constant"])
        XCTAssertEqual(
            messages("view a\nwhen pad { a.width = 10 }\nwhen pad { a.width = 10 }\n"),
            ["D001 duplicate of the constraint on line 2"])
    }

    func testConditionWords() {
        let text = "view a\nwhen regularHeight or compactHeight or regularWidth or mac or phone or portrait or height < 500 or width > 1 or width == 2 or width <= 3 { a.width = 1 }\n"
        XCTAssertEqual(messages(text), [])
        XCTAssertEqual(
            checked(text).ir.conditions.map(\.description),
            ["regularHeight or compactHeight or regularWidth or mac or phone or not landscape or height < 500 or width > 1 or width == 2 or width <= 3"])
    }

    func testTyposOfReservedWordsAreErrorsNotFlags() {
        XCTAssertEqual(messages("when compactWidht { }\n"), ["V007 unknown condition 'compactWidht'"])
        XCTAssertEqual(messages("when ipad { }\n"), ["V007 unknown condition 'ipad'"])
        XCTAssertEqual(messages("when iPhone { }\n"), ["V007 unknown condition 'iPhone'"])
        XCTAssertEqual(messages("when Pad { }\n"), ["V007 unknown condition 'Pad'"])
        XCTAssertEqual(messages("when widht >= 600 { }\n"), ["V007 unknown canvas dimension 'widht'"])
        XCTAssertEqual(messages("when compact { }\n"), ["V006 'compact' needs an axis"])
        XCTAssertEqual(messages("when width { }\n"), ["V006 'width' needs a comparison"])
        let diagnostic = checked("when ipad { }\n").diagnostics.first
        XCTAssertEqual(diagnostic?.notes.first, "did you mean 'pad'?")
        XCTAssertEqual(diagnostic?.fixIts.first?.replacement, "pad")
    }

    func testOtherWordsAreFlags() {
        let result = checked("view a\nwhen expanded and not dense { a.width = 1 }\n")
        XCTAssertEqual(result.diagnostics, [])
        XCTAssertEqual(result.ir.conditions, [.all([.flag("expanded"), .not(.flag("dense"))])])
        XCTAssertEqual(result.ir.conditions[0].flags, ["expanded", "dense"])
    }

    func testDeclarationsInsideABlockAreRefusedWithoutFollowOnErrors() {
        XCTAssertEqual(
            messages("when pad {\n  view b\n  b.width = 1\n}\n"), ["V005 views cannot be declared inside a when block"])
        XCTAssertEqual(messages("when pad { guide g }\n"), ["V005 guides cannot be declared inside a when block"])
    }

    func testErrorsInsideBlocksAreReportedAsAnywhere() {
        XCTAssertEqual(messages("view a\nwhen pad { a.widht = 1 }\n"), ["N003 unknown attribute 'widht'"])
        XCTAssertEqual(messages("view a\nwhen pad { b.width = 1 }\n").first, "N001 unknown view 'b'")
    }

    func testWhenStaysUsableAsAViewName() {
        let text = "view when, else\nwhen.left = 0\nelse.left = when.right\nwhen pad { when.width = 10 }\n"
        XCTAssertEqual(messages(text), [])
        XCTAssertEqual(conditionedLines(text), [
            "when.left == 0", "when.left + when.width - else.left == 0", "[pad] when.width - 10 == 0",
        ])
    }

    func testNamedConstraintsInsideBlocks() {
        let result = checked("view a\nwhen pad { [wide] a.width = 100 }\n")
        XCTAssertEqual(result.diagnostics, [])
        XCTAssertEqual(result.ir.constraints.first?.name, "wide")
        XCTAssertEqual(result.ir.constraints.first?.condition, 0)
    }

    func testConditionsEvaluateWithThreeValuedLogic() {
        let phone = VariantContext(canvasWidth: nil, canvasHeight: nil, idiom: .phone, flags: ["expanded"])
        XCTAssertEqual(LayoutCondition.all([.idiom(.pad), .sizeClass(.compact, .width)]).holds(in: phone), false)
        XCTAssertNil(LayoutCondition.all([.idiom(.phone), .sizeClass(.compact, .width)]).holds(in: phone))
        XCTAssertEqual(LayoutCondition.any([.flag("expanded"), .canvas(.width, .greaterThan, 5)]).holds(in: phone), true)
        XCTAssertNil(LayoutCondition.not(.landscape).holds(in: phone))
        let sized = VariantContext(canvasWidth: 700, canvasHeight: 500, idiom: .pad)
        XCTAssertEqual(LayoutCondition.canvas(.width, .greaterThanOrEqual, 700).holds(in: sized), true)
        XCTAssertEqual(LayoutCondition.canvas(.height, .lessThan, 500).holds(in: sized), false)
        XCTAssertEqual(LayoutCondition.landscape.holds(in: sized), true)
        XCTAssertEqual(LayoutCondition.sizeClass(.regular, .width).holds(in: sized), true)
    }

    func testSizeClassesFollowApplesDeviceTable() {
        func classes(_ width: Double, _ height: Double, _ idiom: DeviceIdiom) -> String {
            let w = SizeClassRule.sizeClass(of: .width, width: width, height: height, idiom: idiom)
            let h = SizeClassRule.sizeClass(of: .height, width: width, height: height, idiom: idiom)
            return "\(w.rawValue)/\(h.rawValue)"
        }
        // Phones in portrait: compact width, regular height.
        for (width, height) in [(320.0, 568.0), (375, 667), (390, 844), (414, 896), (430, 932), (440, 956)] {
            XCTAssertEqual(classes(width, height, .phone), "compact/regular", "\(width)x\(height)")
        }
        // Phones in landscape: compact height; regular width only on the Plus and Max phones.
        for (width, height) in [(568.0, 320.0), (667, 375), (812, 375), (844, 390), (852, 393), (874, 402)] {
            XCTAssertEqual(classes(width, height, .phone), "compact/compact", "\(width)x\(height)")
        }
        for (width, height) in [(736.0, 414.0), (896, 414), (926, 428), (932, 430), (956, 440)] {
            XCTAssertEqual(classes(width, height, .phone), "regular/compact", "\(width)x\(height)")
        }
        // iPads: regular height always; full screen and wide splits regular width, narrow ones compact.
        for (width, height) in [(768.0, 1024.0), (1024, 768), (744, 1133), (1366, 1024), (678, 1024), (694, 768)] {
            XCTAssertEqual(classes(width, height, .pad), "regular/regular", "\(width)x\(height)")
        }
        for (width, height) in [(320.0, 1024.0), (375, 1366), (507, 768), (551, 834), (639, 1366)] {
            XCTAssertEqual(classes(width, height, .pad), "compact/regular", "\(width)x\(height)")
        }
    }
}

import LayoutChecker
import LayoutIR
import LayoutSource
import XCTest

/// `stack NAME { ... }` inside a `when` block: a stack declared earlier, given its own
/// properties in the block's variants; every misuse diagnosed, and later blocks winning.
final class StackVariationTests: XCTestCase {
    private func checked(_ text: String) -> CheckResult {
        check(CheckRequest(source: SourceFile(path: "s.layout", text: text)))
    }

    private func messages(_ text: String) -> [String] {
        checked(text).diagnostics.map { "\($0.code) \($0.message)" }
    }

    /// Where each diagnostic is, as `CODE line:column`.
    private func places(_ text: String) -> [String] {
        let source = SourceFile(path: "s.layout", text: text)
        return checked(text).diagnostics.map { "\($0.code) \($0.span.map { place(of: $0, in: source) } ?? "-")" }
    }

    private func place(of span: SourceSpan, in source: SourceFile) -> String {
        let position = source.lineColumn(at: span.range.start)
        return "\(position.line):\(position.column)"
    }

    private let bar = """
        stack bar {
          axis vertical
          spacing 8
          view a { intrinsic 10 x 10 }
          view b { intrinsic 10 x 10 }
        }
        bar.left = 0; bar.top = 0

        """

    private func context(width: Double = 320, flags: Set<String> = []) -> VariantContext {
        VariantContext(canvasWidth: width, canvasHeight: 500, flags: flags)
    }

    func testAVariationIsRecordedAndAppliesWhereItsConditionHolds() {
        let result = checked(bar + "when width >= 600 {\n  stack bar { axis horizontal; spacing system; alignment center }\n}\n")
        XCTAssertEqual(result.diagnostics.map(\.message), [])
        XCTAssertEqual(result.ir.stackVariations.count, 1)
        let variation = result.ir.stackVariations[0]
        XCTAssertEqual(variation.stack, ViewID(1))
        XCTAssertEqual(variation.condition, .canvas(.width, .greaterThanOrEqual, 600))
        XCTAssertEqual(variation.axis, .horizontal)
        XCTAssertEqual(variation.spacing, .system)
        XCTAssertEqual(variation.alignment, .center)
        XCTAssertNil(variation.distribution)
        // The stack's own configuration is unchanged; the variant's is the variation's.
        XCTAssertEqual(result.ir.views[1].stack?.axis, .vertical)
        XCTAssertEqual(result.ir.stackConfiguration(of: ViewID(1), in: context(width: 320))?.axis, .vertical)
        let wide = result.ir.stackConfiguration(of: ViewID(1), in: context(width: 700))
        XCTAssertEqual(wide?.axis, .horizontal)
        XCTAssertEqual(wide?.spacing, .system)
        XCTAssertEqual(wide?.alignment, .center)
        XCTAssertEqual(wide?.arrangedViews.map(\.view), [ViewID(2), ViewID(3)])
        XCTAssertNil(result.ir.stackConfiguration(of: ViewID(1), in: VariantContext(canvasWidth: nil, canvasHeight: nil)))
    }

    func testLaterBlocksWin() {
        let text = bar + """
            let gap = 12
            when width >= 600 { stack bar { axis horizontal; spacing 4 } }
            when editing { stack bar { spacing gap } }
            when width >= 600 { when editing { stack bar { axis vertical } } }

            """
        let result = checked(text)
        XCTAssertEqual(result.diagnostics.map(\.message), [])
        XCTAssertEqual(result.ir.stackVariations.map(\.condition), [
            .canvas(.width, .greaterThanOrEqual, 600), .flag("editing"),
            .all([.canvas(.width, .greaterThanOrEqual, 600), .flag("editing")]),
        ])
        func configuration(_ width: Double, _ flags: Set<String>) -> (StackAxis?, StackSpacing?) {
            let found = result.ir.stackConfiguration(of: ViewID(1), in: context(width: width, flags: flags))
            return (found?.axis, found?.spacing)
        }
        XCTAssertTrue(configuration(320, []) == (.vertical, .points(8)))
        XCTAssertTrue(configuration(700, []) == (.horizontal, .points(4)))
        XCTAssertTrue(configuration(320, ["editing"]) == (.vertical, .points(12)))
        // All three apply: the spacing from the second, the axis from the third.
        XCTAssertTrue(configuration(700, ["editing"]) == (.vertical, .points(12)))
    }

    func testClearForgetsEarlierVariations() {
        let text = bar + "when pad { stack bar { axis horizontal } }\nclear bar\nbar.left = 0; bar.top = 0\nwhen wide { stack bar { spacing 2 } }\n"
        let result = checked(text)
        XCTAssertEqual(result.diagnostics.map(\.message), [])
        XCTAssertEqual(result.ir.stackVariations.map(\.condition), [.flag("wide")])
        // Nothing else to drop: the variation alone makes the clear drop something.
        let only = checked("stack bar { view a }\nwhen pad { stack bar { axis vertical } }\nclear bar\n")
        XCTAssertEqual(only.diagnostics.map(\.code.rawValue), [])
        XCTAssertEqual(only.ir.stackVariations, [])
    }

    func testElseBlocksTakeTheNegatedCondition() {
        let result = checked(bar + "when regularWidth { stack bar { axis horizontal } } else { stack bar { spacing 2 } }\n")
        XCTAssertEqual(result.diagnostics.map(\.message), [])
        XCTAssertEqual(result.ir.stackVariations.map(\.condition), [.sizeClass(.regular, .width), .not(.sizeClass(.regular, .width))])
    }

    func testOnlyAStacksOwnPropertiesMayChange() {
        let text = bar + """
            view title { intrinsic 10 x 10 }
            title.left = 0; title.top = 40
            when pad {
              stack bar { intrinsic 10 x 10; margins 4; hidden true; spacingAfter 4; hugging 200 }
              stack bar { view extra }
              stack title { axis vertical }
              stack bar
            }

            """
        XCTAssertEqual(messages(text), [
            "V011 'intrinsic' cannot change per variant: only a stack's own properties can",
            "V011 'margins' cannot change per variant: only a stack's own properties can",
            "V011 'hidden' cannot change per variant: only a stack's own properties can",
            "V011 'spacingAfter' cannot change per variant: only a stack's own properties can",
            "V011 'hugging' cannot change per variant: only a stack's own properties can",
            "V011 views cannot be arranged in 'bar' per variant: only a stack's own properties can change",
            "V011 'title' is a view, not a stack: only a stack's own properties can change per variant",
            "V011 'stack bar' inside a when block changes nothing",
        ])
        XCTAssertEqual(places(text), [
            "V011 11:15", "V011 11:34", "V011 11:45", "V011 11:58", "V011 11:74", "V011 12:15", "V011 13:9", "V011 14:9",
        ])
        XCTAssertEqual(checked(text).ir.stackVariations, [])
        XCTAssertEqual(messages(bar + "when pad { stack bar { } }\n"), ["V011 'stack bar' inside a when block changes nothing"])
        // Nothing in a refused block changes the stack; the rest of a block still does.
        let mixed = checked(bar + "when pad { stack bar { margins 4; axis horizontal } }\n")
        XCTAssertEqual(mixed.diagnostics.map(\.code.rawValue), ["V011"])
        XCTAssertEqual(mixed.ir.stackVariations.map(\.axis), [.horizontal])
    }

    func testNewDeclarationsStayV005() {
        // A name that is no view yet, and `view` of an existing stack, are declarations.
        XCTAssertEqual(messages(bar + "when pad { stack fresh { axis vertical } }\n"), ["V005 stacks cannot be declared inside a when block"])
        XCTAssertEqual(
            messages(bar + "when pad { view bar { axis vertical } }\n"),
            ["V005 views cannot be declared inside a when block", "N002 view 'bar' is declared twice"])
        // One existing stack and one new name: the new one is V005, at its name.
        XCTAssertEqual(
            places(bar + "when pad { stack bar { spacing 1 }, fresh }\n"), ["V005 8:37"])
        // At the top level a second declaration is still N002.
        XCTAssertEqual(messages(bar + "stack bar { axis horizontal }\n"), ["N002 view 'bar' is declared twice"])
    }

    func testValuesAreCheckedAsInTheStacksBlock() {
        let result = checked(bar + "when pad { stack bar { axis vertcal; distribution fillEqualy; baselineRelative ture } }\n")
        XCTAssertEqual(
            result.diagnostics.map { "\($0.code) \($0.message); \($0.fixIts.map(\.replacement).joined())" },
            [
                "A011 unknown value 'vertcal' for axis; vertical",
                "A011 unknown value 'fillEqualy' for distribution; fillEqually",
                "A011 unknown value 'ture' for baselineRelative; true",
            ])
        XCTAssertEqual(messages(bar + "when pad { stack bar { spacing 1, 2 } }\n"), ["A005 spacing takes a number or 'system', as in 'spacing 8'"])
        XCTAssertEqual(messages(bar + "when pad { stack bar { axis 3 } }\n"), ["A005 axis takes one of horizontal, vertical"])
        XCTAssertEqual(messages(bar + "when pad { stack bar { axis vertical; axis horizontal } }\n"), ["A006 axis of 'bar' is set twice in this block"])
        XCTAssertEqual(messages(bar + "when pad { stack bar { axsi vertical } }\n"), ["A004 unknown property 'axsi'"])
        XCTAssertEqual(messages(bar + "when pad { stack bar { spacing wide } }\n"), ["A011 unknown value 'wide' for spacing"])
    }

    func testBaselineAlignmentIsCheckedPerVariant() {
        let row = "stack s {\n  alignment firstBaseline\n  view a { intrinsic 10 x 10 }\n  view b { intrinsic 10 x 10 }\n}\ns.left = 0; s.top = 0\n"
        // Made vertical by a variation: warned at its axis.
        let axis = checked(row + "when pad { stack s { axis vertical } }\n")
        XCTAssertEqual(axis.diagnostics.map(\.code), [.alignmentOnAxis])
        let source = SourceFile(path: "s.layout", text: row + "when pad { stack s { axis vertical } }\n")
        XCTAssertEqual(axis.diagnostics.first?.span.map { place(of: $0, in: source) }, "7:22")
        // Given the alignment by a variation, on a vertical stack: at the alignment, with its fix-it.
        let column = "stack s {\n  axis vertical\n  view a { intrinsic 10 x 10 }\n  view b { intrinsic 10 x 10 }\n}\ns.left = 0; s.top = 0\n"
        let alignment = checked(column + "when pad { stack s { alignment lastBaseline } }\n")
        XCTAssertEqual(alignment.diagnostics.map(\.code), [.alignmentOnAxis])
        XCTAssertEqual(alignment.diagnostics.first?.fixIts.map(\.replacement), ["trailing"])
        // A later block making it horizontal again where the first holds: still vertical in `pad and not wide`.
        XCTAssertEqual(
            checked(row + "when pad { stack s { axis vertical } }\nwhen wide { stack s { axis horizontal } }\n").diagnostics.map(\.code),
            [.alignmentOnAxis])
        // Horizontal in every variant where it is baseline-aligned: nothing.
        XCTAssertEqual(messages(column + "when pad { stack s { axis horizontal; alignment firstBaseline } }\n"), [])
        XCTAssertEqual(messages(row + "when pad { stack s { spacing 4 } }\n"), [])
    }

    func testTooManyConditionsOnOneStack() {
        let flags = (1...7).map { "when f\($0) { stack bar { spacing \($0) } }\n" }.joined()
        XCTAssertEqual(
            messages(bar + flags),
            ["A015 'bar' changes its properties under 7 different conditions; at most 6 are supported"])
        // A block and its else share a condition.
        let sixAndElse = (1...6).map { "when f\($0) { stack bar { spacing \($0) } } else { stack bar { spacing 0 } }\n" }.joined()
        XCTAssertEqual(messages(bar + sixAndElse), [])
        let mixed = (1...4).map { "when f\($0) { stack bar { spacing \($0) } }\n" }.joined()
            + "when g1 { hide a }\nwhen g2 { hide b }\nwhen g3 { stack bar { axis horizontal } }\n"
        XCTAssertEqual(
            messages(bar + mixed),
            ["A015 'bar' hides its arranged views or changes its properties under 7 different conditions; at most 6 are supported"])
    }
}

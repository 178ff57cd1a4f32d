import LayoutChecker
import LayoutIR
import LayoutParser
import LayoutSource
import XCTest

/// `stack NAME` and `scroll NAME` declarations: parsed, printed and dumped, declared in the IR
/// with the stack's configuration, and every misuse of a stack's properties diagnosed.
final class StackDeclarationTests: XCTestCase {
    private func checked(_ text: String) -> CheckResult {
        check(CheckRequest(source: SourceFile(path: "s.layout", text: text)))
    }

    private func messages(_ text: String) -> [String] {
        checked(text).diagnostics.map { "\($0.code) \($0.message)" }
    }

    private let buttons = """
        stack buttons {
          axis vertical
          spacing 8
          distribution fillEqually
          alignment center
          baselineRelative true
          marginsRelative true
          margins 16
          view cancel { intrinsic 80 x 44; spacingAfter 16 }
          view ok { intrinsic 80 x 44 }
          stack inner { spacing system }
          scroll page
          guide g
        }
        buttons.left = 0

        """

    func testStackConfigurationFillsTheIR() {
        let result = checked(buttons)
        XCTAssertEqual(result.diagnostics.filter { $0.severity == .error }, [])
        let ir = result.ir
        // The declared views, then the guide the center-aligned stack lays itself out with.
        XCTAssertEqual(ir.views.map(\.name), ["root", "buttons", "cancel", "ok", "inner", "page", "g", "buttons_spanner"])
        XCTAssertEqual(ir.views.map(\.stackGuideOwner), [nil, nil, nil, nil, nil, nil, nil, ViewID(1)])
        guard let stack = ir.views[1].stack else { return XCTFail("buttons is no stack") }
        XCTAssertEqual(stack.axis, .vertical)
        XCTAssertEqual(stack.spacing, .points(8))
        XCTAssertEqual(stack.distribution, .fillEqually)
        XCTAssertEqual(stack.alignment, .center)
        XCTAssertTrue(stack.isBaselineRelative)
        XCTAssertTrue(stack.isMarginsRelative)
        // Views, stacks and scroll views in the block are arranged in order; the guide is not.
        XCTAssertEqual(
            stack.arrangedViews,
            [
                ArrangedView(view: ViewID(2), customSpacingAfter: .points(16)), ArrangedView(view: ViewID(3)),
                ArrangedView(view: ViewID(4)), ArrangedView(view: ViewID(5)),
            ])
        XCTAssertEqual(stack.spacing(after: 0), .points(16))
        XCTAssertEqual(stack.spacing(after: 1), .points(8))
        XCTAssertEqual(ir.views[4].stack, StackConfiguration(spacing: .system))
        XCTAssertTrue(ir.views[5].isScrollView)
        XCTAssertFalse(ir.views[1].isScrollView)
        XCTAssertNil(ir.views[2].stack)
        XCTAssertEqual(ir.views[6].parent, ViewID(1))
        XCTAssertTrue(ir.views[6].isGuide)
    }

    func testDefaultsAreUIStackViews() {
        let ir = checked("stack s\n").ir
        XCTAssertEqual(ir.views[1].stack, StackConfiguration())
        XCTAssertEqual(StackConfiguration().axis, .horizontal)
        XCTAssertEqual(StackConfiguration().distribution, .fill)
        XCTAssertEqual(StackConfiguration().alignment, .fill)
        XCTAssertEqual(StackConfiguration().spacing, .points(0))
    }

    func testSyntaxTreePrintsAndDumpsStacks() {
        let tree = parse(SourceFile(path: "s.layout", text: "stack s { axis vertical; view a }\nscroll p\n")).tree
        XCTAssertEqual(SyntaxPrinter.print(tree.statements[0]), "stack s { axis vertical; view a }")
        XCTAssertEqual(SyntaxPrinter.print(tree.statements[1]), "scroll p")
        XCTAssertEqual(SyntaxDump.dump(tree.statements[1]), "(scroll p)")
        guard case .viewDeclaration(let declaration) = tree.statements[0] else { return XCTFail() }
        XCTAssertEqual(declaration.kind, .stack)
        XCTAssertEqual(declaration.blocks.first?.properties.first?.values.first?.value, .identifier("vertical"))
        XCTAssertEqual(declaration.blocks.first?.children.first?.kind, .view)
    }

    func testStackAndScrollAreNoKeywords() {
        let result = checked("view stack, scroll\nstack.left = 0\nscroll.left = stack.right\n")
        XCTAssertEqual(result.diagnostics, [])
        XCTAssertEqual(result.ir.views.map(\.isStack), [false, false, false])
        XCTAssertEqual(result.ir.views.map(\.isScrollView), [false, false, false])
        // A view called stack inside a block, used as a view.
        XCTAssertEqual(messages("view card { view stack }\nstack.top = card.top\n"), [])
    }

    private func suggestion(_ text: String) -> String? {
        checked(text).diagnostics.first?.fixIts.first?.replacement
    }

    func testMisspeltValuesGetDidYouMeanWithFixIt() {
        let result = checked("stack s { axis vertcal; distribution fillEqualy; alignment centre; baselineRelative ture }\n")
        XCTAssertEqual(
            result.diagnostics.map { "\($0.code) \($0.message); \($0.notes.joined()); \($0.fixIts.map(\.replacement).joined())" },
            [
                "A011 unknown value 'vertcal' for axis; did you mean 'vertical'?; vertical",
                "A011 unknown value 'fillEqualy' for distribution; did you mean 'fillEqually'?; fillEqually",
                "A011 unknown value 'centre' for alignment; did you mean 'center'?; center",
                "A011 unknown value 'ture' for baselineRelative; did you mean 'true'?; true",
            ])
        XCTAssertEqual(messages("stack s { spacing sytem }\n"), ["A011 unknown value 'sytem' for spacing"])
        // Words from CSS, SwiftUI and Android, too far from any value to be a misspelling.
        let habits = checked("stack s { axis column; distribution spaceBetween; alignment middle }\n")
        XCTAssertEqual(
            habits.diagnostics.map { "\($0.code) \($0.message); \($0.notes.joined()); \($0.fixIts.map(\.replacement).joined())" },
            [
                "A011 unknown value 'column' for axis; did you mean 'vertical'?; vertical",
                "A011 unknown value 'spaceBetween' for distribution; did you mean 'equalSpacing'?; equalSpacing",
                "A011 unknown value 'middle' for alignment; did you mean 'center'?; center",
            ])
        // Across a horizontal stack the language writes top and bottom; across a vertical one
        // leading and trailing, and a baseline aligns nothing there (A014).
        XCTAssertEqual(suggestion("stack s { alignment start }\n"), "top")
        XCTAssertEqual(suggestion("stack s { axis vertical; alignment start }\n"), "leading")
        XCTAssertEqual(suggestion("stack s { alignment baseline }\n"), "firstBaseline")
        XCTAssertNotEqual(suggestion("stack s { axis vertical; alignment baseline }\n"), "firstBaseline")
        XCTAssertEqual(messages("stack s { axis 3 }\n"), ["A005 axis takes one of horizontal, vertical"])
        XCTAssertEqual(messages("stack s { spacing 1, 2 }\n"), ["A005 spacing takes a number or 'system', as in 'spacing 8'"])
        XCTAssertEqual(messages("stack s { axis vertical; axis horizontal }\n"), ["A006 axis of 's' is set twice"])
        // A name where a number goes is a named constant (`let`): unknown here.
        XCTAssertTrue(messages("view a { intrinsicWidth wide }\n").contains("K001 unknown constant 'wide'"))
        XCTAssertEqual(messages("stack s { axiz vertical }\n"), ["A004 unknown property 'axiz'"])
    }

    func testStackPropertyOnAViewSuggestsStack() {
        let result = checked("view row { axis vertical }\n")
        XCTAssertEqual(result.diagnostics.map(\.code), [.stackPropertyOnView])
        XCTAssertEqual(result.diagnostics.first?.fixIts.map(\.replacement), ["stack"])
        XCTAssertEqual(result.diagnostics.first?.fixIts.first?.span.range, SourceRange(start: 0, end: 4))
        // Two names: making both stacks is not what the fix-it may guess.
        XCTAssertEqual(checked("view a, row { spacing 4 }\n").diagnostics.first?.fixIts, [])
        XCTAssertEqual(messages("scroll p { axis vertical }\n"), ["A012 'axis' is a stack's property, and 'p' is not a stack"])
        XCTAssertEqual(messages("view root { axis vertical }\n"), ["A009 root cannot have 'axis'"])
    }

    func testSpacingAfterOnlyOnArrangedViews() {
        XCTAssertEqual(
            messages("view a { spacingAfter 8 }\n"), ["A013 'a' is not arranged in a stack: spacingAfter has no effect"])
        XCTAssertEqual(
            messages("stack s { view card { view a { spacingAfter 8 } } }\n"),
            ["A013 'a' is not arranged in a stack: spacingAfter has no effect"])
        XCTAssertEqual(messages("stack s { view a { spacingAfter system } }\n"), [])
        XCTAssertEqual(checked("stack s { view a { spacingAfter system } }\n").ir.views[1].stack?.arrangedViews.first?.customSpacingAfter, .system)
    }

    func testBaselineAlignmentOnAVerticalStackWarns() {
        let result = checked("stack s { axis vertical; alignment firstBaseline }\n")
        XCTAssertEqual(result.diagnostics.map(\.code), [.alignmentOnAxis])
        XCTAssertEqual(result.diagnostics.first?.severity, .warning)
        XCTAssertEqual(result.diagnostics.first?.fixIts.map(\.replacement), ["leading"])
        XCTAssertEqual(messages("stack s { alignment lastBaseline }\n"), [])
    }
}

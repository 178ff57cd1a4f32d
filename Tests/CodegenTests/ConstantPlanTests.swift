import LayoutChecker
@testable import LayoutCodegen
import XCTest

/// Which named constants generated code lets an app set (issue 29's `let` cliff): the checker
/// records which constants something reads, and `generate` checks the file again only for those;
/// the plan must be the one checking again for every constant gives.
final class ConstantPlanTests: XCTestCase {
    /// Files whose constants are read in every way the language allows, or not at all.
    private static let files: [String] = [
        // Unused, read in an equation, computed from a read one, computed from an unused one.
        "let unused = 3\nlet gap = 8\nlet wide = gap * 2\nlet idle = unused + 1\nview a\n"
            + "a.left = gap; a.top = wide; a.width = 40; a.height = 20\n",
        // A priority, a property, a multiplier, a condition on a constant.
        "let p = 700\nlet m = 12\nlet half = 0.5\nlet limit = 500\nlet unused = 1\n"
            + "view a { margins m; hugging p, p }\nview b\n"
            + "a.left = 0; a.top = 0; a.width = 100; a.height = 20 @p\n"
            + "b.left = a.leftMargin; b.top = 30; b.width = a.width * half; b.height = 10\n"
            + "when width > limit { b.height = 30 }\n",
        // Leading and trailing (the code serves both directions), a constant read only there.
        "let inset = 16\nlet spare = 4\nlet other = spare * 3\nview a\n"
            + "a.leading = root.leading + inset; a.trailing = root.trailing - inset; a.top = 0; a.height = 44\n",
        // A stack's spacing.
        "let space = 6\nlet unused = 2\nstack s {\n  spacing space\n  view x { intrinsic 10 x 10 }\n  view y { intrinsic 10 x 10 }\n}\n"
            + "s.left = 0; s.top = 0\n",
    ]

    private func plans(_ text: String, target: CodeTarget) -> (shortcut: String, reference: String, checked: CheckResult) {
        var request = CheckRequest(path: "constants.layout", text: text)
        request.keepsWrittenEquations = true
        let checked = check(request)
        func describe(_ plan: ConstantPlan) -> String {
            let settable = plan.settable.map { constant in
                "\(constant.name)=\(constant.value):" + constant.terms.map { "\($0.constraint)*\($0.slope)" }.joined(separator: ",")
            }
            return "settable \(settable) folded \(plan.folded) derived \(plan.derived)"
        }
        let shortcut = constantPlan(checked, request: request, target: target, typeName: "T")
        let reference = constantPlan(checked, request: request, target: target, typeName: "T", takesShortcuts: false)
        return (describe(shortcut), describe(reference), checked)
    }

    /// The checker records exactly the constants something reads, whatever reads them.
    func testCheckerRecordsReadConstants() {
        let expected: [Set<String>] = [
            ["gap", "unused", "wide"],
            ["p", "m", "half", "limit"],
            ["inset", "spare"],
            ["space"],
        ]
        for (text, names) in zip(Self.files, expected) {
            var request = CheckRequest(path: "constants.layout", text: text)
            request.keepsWrittenEquations = true
            let checked = check(request)
            XCTAssertFalse(checked.hasErrors, "\(checked.diagnostics) in\n\(text)")
            XCTAssertEqual(checked.readConstants, names, text)
        }
    }

    /// The plan with the shortcut (no second check for constants nothing reads) is the plan of
    /// checking again for each constant, on the files above and on random files given constants.
    func testShortcutGivesTheReferencePlan() {
        var texts = Self.files
        var generator = RandomCodegenLayouts(seed: 0x1E7)
        for index in 0..<24 {
            let file = generator.file()
            // A used constant replaces one number of a constraint; unused and derived ones join.
            guard let range = file.range(of: ".top = ") else { continue }
            var lines = ["let gap\(index) = \(index % 7)", "let unused = 5", "let twice = gap\(index) * 2", "let idle = unused - 1"]
            lines.append(file.replacingCharacters(in: range, with: ".top = gap\(index) + "))
            texts.append(lines.joined(separator: "\n"))
        }
        var settable = 0
        for text in texts {
            for target in [CodeTarget.uikit, .appkit] {
                let result = plans(text, target: target)
                guard !result.checked.hasErrors else { continue }
                XCTAssertEqual(result.shortcut, result.reference, "\(target)\n\(text)")
                if result.shortcut.contains("=") { settable += 1 }
            }
        }
        // The comparison covers settable constants, not only folded ones.
        XCTAssertGreaterThan(settable, 10)
    }
}

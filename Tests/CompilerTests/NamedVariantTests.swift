import LayoutCompiler
import LayoutSource
import LayoutIR
import LayoutChecker
import XCTest

/// Named constraints under `when` blocks: a name given in each branch of one statement is the
/// constraint of whichever variant applies, diagnostics call it by that name in each variant,
/// and replacement by name works the same in every variant.
final class NamedVariantTests: XCTestCase {
    private let branches = """
        view a
        a.top = 0; a.size = 10
        when pad { [gap] a.left = 0 } else when expanded { [gap] a.left = 8 } else { [gap] a.left = 4 }

        """

    func testEachVariantSolvesWithItsBranchOfTheName() {
        let layout = compileText(branches)
        XCTAssertEqual(layout.diagnostics, [])
        XCTAssertEqual(layout.check(sizes: [phone, desktop], variants: VariantSelection()), [])
        let cases: [(DeviceIdiom, Set<String>, Double)] = [(.phone, [], 4), (.phone, ["expanded"], 8), (.pad, [], 0), (.pad, ["expanded"], 0)]
        for (idiom, flags, x) in cases {
            let solution = layout.solve(in: LayoutEnvironment(size: phone, idiom: idiom, flags: flags))
            XCTAssertEqual(solution.diagnostics, [], "\(idiom) \(flags)")
            assertFrame(solution.frame(named: "a"), x, 0, 10, 10)
        }
    }

    func testAConflictNamesTheBranchsConstraintInTheVariantThatFails() throws {
        let layout = compileText("""
            view a
            a.top = 0; a.size = 10; a.left = 0
            when pad { [gap] a.left = 20 } else { [gap] a.left = 0 }

            """)
        XCTAssertEqual(layout.diagnostics, [])
        let findings = layout.check(sizes: [phone], variants: VariantSelection())
        let conflict = try XCTUnwrap(findings.first)
        XCTAssertEqual(findings.count, 1)
        XCTAssertEqual(conflict.message, "required constraints cannot all be satisfied")
        XCTAssertEqual(conflict.printedMessage, "on pad: required constraints cannot all be satisfied")
        XCTAssertEqual(conflict.notes, ["the constraint here is named 'gap'", "these constraints are 20 points apart"])
        XCTAssertEqual(layout.line(of: conflict.span), 3)
    }

    func testAReplacementByNameHoldsInEveryVariant() {
        let texts = [
            "main.layout": "use \"base.layout\"\n[gap] a.left = 12\nwhen pad { a.top = 20 @high }\n",
            "base.layout": "view a\n[gap] a.left = 0\na.top = 0 @low; a.size = 10\n",
        ]
        let layout = LayoutCompiler.compile(CompileRequest(source: 
            SourceFile(path: "main.layout", text: texts["main.layout"] ?? ""), loader: InMemoryIncludeLoader(texts)))
        XCTAssertEqual(layout.diagnostics.map(\.message), ["replaces the earlier constraint named 'gap'"])
        XCTAssertEqual(layout.ir.constraints.filter { $0.name == "gap" }.count, 1)
        for (idiom, y) in [(DeviceIdiom.phone, 0.0), (.pad, 20)] {
            let solution = layout.solve(in: LayoutEnvironment(size: phone, idiom: idiom))
            XCTAssertEqual(solution.diagnostics.filter { $0.severity != .note }, [], "\(idiom)")
            assertFrame(solution.frame(named: "a"), 12, y, 10, 10)
        }
    }
}

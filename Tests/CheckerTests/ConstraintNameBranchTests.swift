import LayoutSource
@testable import LayoutChecker
import XCTest

/// A constraint name may be given again in another branch of the same `when` / `else when` /
/// `else` statement (no variant has both); anywhere else a second use is D004.
final class ConstraintNameBranchTests: XCTestCase {
    private func checked(_ text: String) -> CheckResult {
        check(CheckRequest(source: SourceFile(path: "t.layout", text: text)))
    }

    /// Each D004 as `line:column message`, with its related location's line.
    private func duplicates(_ result: CheckResult) -> [String] {
        let source = result.sources.first ?? SourceFile(path: "t.layout", text: "")
        return result.diagnostics.filter { $0.code == .duplicateConstraintName }.map { diagnostic in
            let at = diagnostic.span.map { "\(source.lineColumn(at: $0.range.start))" } ?? "-"
            let first = diagnostic.related.first.map { "\(source.lineColumn(at: $0.span.range.start).line)" } ?? "-"
            return "\(at) \(diagnostic.message) (first on line \(first))"
        }
    }

    func testEveryBranchOfOneStatementMayUseTheName() {
        let result = checked("""
            view a
            when pad { [gap] a.left = 0 } else when expanded { [gap] a.left = 8 } else { [gap] a.left = 4 }
            """)
        XCTAssertEqual(result.diagnostics, [])
        XCTAssertEqual(result.ir.constraints.map(\.name), ["gap", "gap", "gap"])
        // Three branches, three conditions: the name is on a constraint in each.
        XCTAssertEqual(Set(result.ir.constraints.compactMap(\.condition)).count, 3)
    }

    func testNestedBranchesAreExclusiveWithTheOuterStatementsOtherBranches() {
        let result = checked("""
            view a
            when pad {
              when expanded { [gap] a.left = 0 } else { [gap] a.left = 2 }
            } else {
              [gap] a.left = 4
            }
            """)
        XCTAssertEqual(result.diagnostics, [])
        XCTAssertEqual(result.ir.constraints.count, 3)
    }

    func testOverlappingUsesAreStillD004() {
        // Two statements (even with complementary conditions), a use and one inside its block,
        // two uses in one branch, and a top-level use before or after a conditional one.
        let result = checked("""
            view a
            when pad { [one] a.left = 0 }
            when not pad { [one] a.left = 4 }
            when pad { [two] a.top = 0; when expanded { [two] a.top = 2 } }
            when pad { [three] a.width = 1; [three] a.height = 1 }
            [four] a.width = 10
            when pad { [four] a.right = 20 } else { [five] a.height = 20 }
            [five] a.height = 30
            """)
        XCTAssertEqual(duplicates(result), [
            "3:17 constraint name 'one' is already used (first on line 2)",
            "4:46 constraint name 'two' is already used (first on line 4)",
            "5:34 constraint name 'three' is already used (first on line 5)",
            "7:13 constraint name 'four' is already used (first on line 6)",
            "8:2 constraint name 'five' is already used (first on line 7)",
        ])
        XCTAssertEqual(result.diagnostics.filter { $0.code != .duplicateConstraintName }, [])
        XCTAssertTrue(result.diagnostics.allSatisfy {
            $0.notes == ["a name may be used again only in another branch of the same when/else statement"]
        })
    }

    func testTopLevelUsesKeepTheCoreMessageWithoutANote() throws {
        let result = checked("view a\n[gap] a.left = 0\n[gap] a.left = 4\n")
        let duplicate = try XCTUnwrap(result.diagnostics.first)
        XCTAssertEqual(duplicate.code, .duplicateConstraintName)
        XCTAssertEqual(duplicate.notes, [])
    }

    func testAThirdUseMustBeExclusiveWithEveryEarlierOne() {
        // Exclusive with the first (another branch), but not with the second (same branch).
        let result = checked("""
            view a
            when pad { [gap] a.left = 0 } else { [gap] a.left = 4; [gap] a.top = 4 }
            """)
        XCTAssertEqual(duplicates(result), ["2:57 constraint name 'gap' is already used (first on line 2)"])
        // The related location is the use it overlaps (the second), not the first.
        XCTAssertEqual(result.diagnostics.first?.related.first?.span.range.start, 45)
        XCTAssertEqual(result.diagnostics.first?.related.first?.message, "used here")
    }

    func testAcrossFilesAConditionalUseNeitherReplacesNorIsReplaced() {
        // A later file's name replaces earlier constraints of that name only when none of them
        // is conditional; otherwise the two uses overlap.
        let texts = [
            "main.layout": "use \"base.layout\"\n[gap] a.left = 2\n",
            "base.layout": "view a\nwhen pad { [gap] a.left = 0 } else { [gap] a.left = 4 }\n",
        ]
        let result = check(CheckRequest(source: SourceFile(path: "main.layout", text: texts["main.layout"] ?? ""), loader: InMemoryIncludeLoader(texts)))
        XCTAssertEqual(result.diagnostics.map(\.code), [.duplicateConstraintName])
        XCTAssertEqual(result.diagnostics.first?.related.first?.span.path, "base.layout")
        let plain = [
            "main.layout": "use \"base.layout\"\nwhen pad { [gap] a.left = 8 } else { [gap] a.left = 6 }\n",
            "base.layout": "view a\n[gap] a.left = 0\n",
        ]
        let overlapping = check(CheckRequest(source: SourceFile(path: "main.layout", text: plain["main.layout"] ?? ""), loader: InMemoryIncludeLoader(plain)))
        XCTAssertEqual(overlapping.diagnostics.map(\.code), [.duplicateConstraintName, .duplicateConstraintName])
    }

    /// Whether the paths of (statement, branch) steps are exclusive.
    private func exclusive(_ a: [(Int, Int)], _ b: [(Int, Int)]) -> Bool {
        let path = { (steps: [(Int, Int)]) in BranchPath(steps: steps.map { BranchPath.Step(statement: $0.0, branch: $0.1) }) }
        return path(a).isExclusive(with: path(b)) && path(b).isExclusive(with: path(a))
    }

    func testExclusivityIsStructural() {
        XCTAssertTrue(exclusive([(0, 0)], [(0, 1)]))
        XCTAssertTrue(exclusive([(0, 0), (1, 0)], [(0, 1)]))
        XCTAssertFalse(exclusive([(0, 0)], [(1, 0)]))
        XCTAssertFalse(exclusive([(0, 0)], [(0, 0), (1, 1)]))
        XCTAssertFalse(exclusive([], [(0, 1)]))
        XCTAssertFalse(exclusive([(0, 0), (1, 0)], [(0, 0), (2, 1)]))
        XCTAssertTrue(exclusive([(0, 0), (1, 0)], [(0, 0), (1, 1)]))
    }
}

import LayoutSource
import LayoutChecker
import XCTest

/// D001, D002 and D003 call named constraints (`[gap] ...`) by their names, in the message and
/// in the related location, and say the name of the constraint they sit at; unnamed ones keep
/// the core's wording.
final class NamedDuplicateTests: XCTestCase {
    private func diagnostics(_ text: String) -> [Diagnostic] {
        check(CheckRequest(source: SourceFile(path: "t.layout", text: text))).diagnostics
    }

    func testADuplicateNamesTheConstraintItRepeats() throws {
        let found = diagnostics("view a, b\n[avatarGap] a.left = b.right + 12\n[again] 2 * a.left = 2 * b.right + 24\n")
        let duplicate = try XCTUnwrap(found.first)
        XCTAssertEqual(found.count, 1)
        XCTAssertEqual(duplicate.code, .duplicateConstraint)
        XCTAssertEqual(duplicate.message, "duplicate of constraint 'avatarGap' on line 2")
        XCTAssertEqual(duplicate.related.map(\.message), ["'avatarGap' first written here"])
        XCTAssertEqual(duplicate.notes, ["the constraint here is named 'again'"])
    }

    func testAnUnnamedPairKeepsTheCoreWording() throws {
        let duplicate = try XCTUnwrap(diagnostics("view a, b\na.left = b.right + 12\na.left = b.right + 12\n").first)
        XCTAssertEqual(duplicate.message, "duplicate of the constraint on line 2")
        XCTAssertEqual(duplicate.related.map(\.message), ["first written here"])
        XCTAssertEqual(duplicate.notes, [])
        let named = try XCTUnwrap(diagnostics("view a, b\na.left = b.right + 12\n[gap] a.left = b.right + 12\n").first)
        XCTAssertEqual(named.message, "duplicate of the constraint on line 2")
        XCTAssertEqual(named.related.map(\.message), ["first written here"])
        XCTAssertEqual(named.notes, ["the constraint here is named 'gap'"])
    }

    func testAPriorityDuplicateNamesTheOneKeptAndTheOneIgnored() throws {
        // The later one wins: the earlier, named one is dropped.
        let earlier = try XCTUnwrap(diagnostics("view a\n[soft] a.width = 100 @low\n[firm] a.width = 100\n").first)
        XCTAssertEqual(earlier.code, .constraintAtTwoPriorities)
        XCTAssertEqual(earlier.message, "same constraint as 'firm' on line 3 at priority required; this one at priority low is ignored")
        XCTAssertEqual(earlier.related.map(\.message), ["'firm' kept here"])
        XCTAssertEqual(earlier.notes, ["the constraint here is named 'soft'"])
        // The earlier one wins, and only the later one is named.
        let later = try XCTUnwrap(diagnostics("view a\na.width = 100\n[soft] a.width = 100 @low\n").first)
        XCTAssertEqual(later.message, "same constraint as on line 2 at priority required; this one at priority low is ignored")
        XCTAssertEqual(later.related.map(\.message), ["kept here"])
        XCTAssertEqual(later.notes, ["the constraint here is named 'soft'"])
    }

    func testAConflictingEqualityNamesTheOneItContradicts() throws {
        let conflict = try XCTUnwrap(diagnostics("view a\n[tall] a.height = 40\na.height = 20\n").first)
        XCTAssertEqual(conflict.code, .conflictingEqualities)
        XCTAssertEqual(conflict.message, "conflicts with the required equality 'tall' on line 2: same terms, different constant")
        XCTAssertEqual(conflict.related.map(\.message), ["conflicting equality 'tall'"])
        XCTAssertEqual(conflict.notes, [])
    }

    func testLinksOfOneNamedChainAreNotNamedTwice() throws {
        // `a.left = b.left = a.left` repeats its first link; both links are called 'loop'.
        let duplicate = try XCTUnwrap(diagnostics("view a, b\n[loop] a.left = b.left = a.left\n").first)
        XCTAssertEqual(duplicate.message, "duplicate of constraint 'loop' on line 2")
        XCTAssertEqual(duplicate.notes, [])
    }

    func testANamedDuplicateInAnIncludedFileNamesItsFile() throws {
        // A left-hand side that is no single attribute replaces nothing, so the two meet.
        let texts = ["main.layout": "use \"base.layout\"\n2 * a.left = 0\n", "base.layout": "view a\n[pin] a.left = 0\n"]
        let result = check(CheckRequest(source: SourceFile(path: "main.layout", text: texts["main.layout"] ?? ""), loader: InMemoryIncludeLoader(texts)))
        XCTAssertEqual(result.diagnostics.map(\.message), ["duplicate of constraint 'pin' on line 2 of base.layout"])
    }
}

import LayoutCompiler
import LayoutSource
import XCTest
@testable import layoutc

/// A conflict along a long chain: output for people shows its ends and a count, machine
/// formats every member.
final class LongDiagnosticTests: XCTestCase {
    /// A stack of `rows` rows pinned at its last row: one S001 error whose set is the chain.
    private func pinnedStack(_ rows: Int) -> (file: SourceFile, error: Diagnostic?) {
        var lines = ["view " + (0..<rows).map { "r\($0)" }.joined(separator: ", ")]
        for row in 0..<rows {
            lines.append(row == 0 ? "r0.top = root.top + 8" : "r\(row).top = r\(row - 1).bottom + 8")
            lines += ["r\(row).left = root.left + 16; r\(row).right = root.right - 16", "r\(row).height >= 44"]
        }
        lines.append("r\(rows - 1).top = 100")
        let file = SourceFile(path: "stack.layout", text: lines.joined(separator: "\n") + "\n")
        let diagnostics = LayoutCompiler.compile(CompileRequest(source: file)).check(sizes: [CanvasSize(width: 375, height: 667)])
        return (file, diagnostics.first { $0.code.rawValue == "S001" })
    }

    func testAConflictAlongAChainShowsItsEndsAndACount() throws {
        let (file, found) = pinnedStack(30)
        let error = try XCTUnwrap(found)
        // Every row's top link and the heights above the last row (root's origin is a note,
        // the pin is where the error sits).
        XCTAssertEqual(error.related.count, 30 + 29)
        let catalog = SourceCatalog([file])
        let human = HumanDiagnosticRenderer(catalog: catalog, style: .plain).render(error)
        let notes = human.split(separator: "\n").filter { $0.contains("note:") }
        XCTAssertEqual(notes, [
            "stack.layout:2:1: note: conflicts with this",
            "note: 57 more constraints of this conflicting set in stack.layout, lines 4 to 88, are not shown "
                + "(--format json or sarif lists every one)",
            "stack.layout:89:1: note: conflicts with this",
            "note: root's top-left corner is at (0, 0): the implicit constraint 'root.top = 0'",
            "note: these constraints are 1416 points apart",
        ])
        let github = GitHubAnnotationRenderer(catalog: catalog).render(error)
        XCTAssertTrue(github.contains("note: 57 more constraints of this conflicting set"), github)
        XCTAssertEqual(github.components(separatedBy: "note: conflicts with this").count, 3)
        // Machine formats keep every member.
        let json = JSONDiagnosticRenderer(catalog: catalog).value(for: error).formatted()
        XCTAssertEqual(json.components(separatedBy: "conflicts with this").count, 59 + 1)
    }

    func testASmallConflictIsShownInFull() throws {
        let (file, found) = pinnedStack(3)
        let error = try XCTUnwrap(found)
        let human = HumanDiagnosticRenderer(catalog: SourceCatalog([file]), style: .plain).render(error)
        XCTAssertEqual(human.components(separatedBy: "note: conflicts with this").count, error.related.count + 1)
        XCTAssertFalse(human.contains("more constraints"))
    }
}

import Foundation
import LayoutChecker
import LayoutCodegen
import LayoutCompiler
import LayoutParser
import LayoutSolver
import LayoutSource
import XCTest

/// The README's library snippets, run as written, so the README stays true.
final class ReadmeSnippetTests: XCTestCase {
    private let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    func testSnippetsImportWhatTheseTestsImportAndOnlyLibraryProducts() throws {
        let readme = try String(contentsOf: repository.appendingPathComponent("README.md"), encoding: .utf8)
        let package = try String(contentsOf: repository.appendingPathComponent("Package.swift"), encoding: .utf8)
        let tests = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
        // The `import` lines inside the README's swift code blocks, but for package manifests
        // (a block starting `// swift-tools-version`), which import PackageDescription.
        var imported: [String] = []
        var inSwiftBlock = false
        var isFirstLineOfBlock = false
        for line in readme.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") {
                inSwiftBlock = line == "```swift"
                isFirstLineOfBlock = true
                continue
            }
            if isFirstLineOfBlock, line.hasPrefix("// swift-tools-version") { inSwiftBlock = false }
            isFirstLineOfBlock = false
            if inSwiftBlock, line.hasPrefix("import ") {
                imported.append(String(line.dropFirst("import ".count)))
            }
        }
        XCTAssertFalse(imported.isEmpty)
        for module in imported {
            XCTAssertTrue(package.contains(".library(name: \"\(module)\""), "\(module) is no library product")
            XCTAssertTrue(tests.contains("\nimport \(module)\n"), "the README imports \(module), these tests do not")
        }
    }

    func testParseOnlySnippet() {
        let source = SourceFile(path: "card.layout", text: "view card\ncard.edges = root.edges + 16\n")
        let parsed = parse(source)
        let checked = check(CheckRequest(source: source))
        XCTAssertTrue(parsed.diagnostics.isEmpty)
        XCTAssertEqual(checked.ir.constraints.count, 4, "edges expands to four scalar constraints")
        XCTAssertEqual(checked.ir.constraints.compactMap(\.component), ["left", "top", "right", "bottom"])
    }

    func testCompileAndSolveSnippets() throws {
        let text = """
            view card
            card.edges = root.edges + 16
            """
        let layout = LayoutCompiler.compile(CompileRequest(path: "card.layout", text: text))
        let solution = layout.solve(size: CanvasSize(width: 375, height: 667))
        XCTAssertEqual(solution.frames.map(\.name), ["root", "card"])
        XCTAssertEqual(solution.frame(named: "card"), ViewFrame(name: "card", x: 16, y: 16, width: 343, height: 635))
        XCTAssertTrue(solution.diagnostics.isEmpty)

        let rightToLeft = LayoutCompiler.compile(CompileRequest(path: "card.layout", text: text, direction: .rightToLeft))
        let unmirrored = LayoutCompiler.mirrorDiagnostics(
            MirrorRequest(source: rightToLeft.source, sizes: [CanvasSize(width: 375, height: 667)]))
        XCTAssertTrue(rightToLeft.diagnostics.isEmpty)
        XCTAssertEqual(unmirrored, [])

        let session = LayoutSession(layout, size: CanvasSize(width: 375, height: 667))
        let landscape = session.resize(to: CanvasSize(width: 667, height: 375))
        XCTAssertEqual(landscape.frame(named: "card"), ViewFrame(name: "card", x: 16, y: 16, width: 635, height: 343))

        let changes = session.resizeReportingChanges(to: CanvasSize(width: 667, height: 400))
        XCTAssertEqual(changes.frames.map(\.name), ["root", "card"])
        XCTAssertEqual(changes.frames.last, session.solution.frame(named: "card"))
    }

    func testGenerateCodeSnippet() {
        let request = CheckRequest(
            path: "badge.layout", text: "view badge\nbadge.top = 8; badge.trailing = root.trailing - 8; badge.size = 20\n")
        let generated = generateCode(GenerateRequest(check: request, target: .uikit))
        XCTAssertEqual(generated.typeName, "BadgeLayout")
        XCTAssertEqual(
            generated.text?.contains("badge.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -8)"), true)
    }

    func testSolverSnippet() throws {
        var solver = Solver()
        let left = solver.makeVariable(named: "left")
        let width = solver.makeVariable(named: "width")
        try solver.add(Constraint(LinearExpression(left) - 10, .equal))
        try solver.add(Constraint(LinearExpression(width) - 200, .equal, priority: 250))
        try solver.add(Constraint(LinearExpression(left) + LinearExpression(width) - 150, .lessThanOrEqual))
        XCTAssertEqual(solver.value(of: width), 140, accuracy: 1e-9)
        var conflictSize = 0
        do {
            try solver.add(Constraint(LinearExpression(left) - 20, .equal))
        } catch .unsatisfiable(let conflict) {
            conflictSize = conflict.count
        }
        XCTAssertEqual(conflictSize, 2)
        XCTAssertEqual(solver.value(of: left), 10)
    }
}

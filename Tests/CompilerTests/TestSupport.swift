import Foundation
import LayoutCompiler
import LayoutSource
import XCTest

/// The repository root, found from this file's path.
let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// Compiles `text` as a file called `test.layout`.
func compileText(_ text: String) -> CompiledLayout {
    LayoutCompiler.compile(CompileRequest(path: "test.layout", text: text))
}

/// Compiles a file of the repository, such as `Examples/login.layout`, with the files it includes.
func compileFile(_ relativePath: String) throws -> CompiledLayout {
    let url = repositoryRoot.appendingPathComponent(relativePath)
    let source = SourceFile(path: relativePath, text: try String(contentsOf: url, encoding: .utf8))
    return LayoutCompiler.compile(CompileRequest(source: source, loader: RepositoryIncludeLoader()))
}

/// Every `Examples/*.layout` path, relative to the repository, sorted.
func examplePaths() throws -> [String] {
    let folder = repositoryRoot.appendingPathComponent("Examples")
    return try FileManager.default.contentsOfDirectory(atPath: folder.path)
        .filter { $0.hasSuffix(".layout") }.sorted().map { "Examples/\($0)" }
}

let phone = CanvasSize(width: 375, height: 667)
let desktop = CanvasSize(width: 1024, height: 768)

extension CompiledLayout {
    /// The 1-based line where `span` starts.
    func line(of span: SourceSpan?) -> Int? {
        span.map { source.lineColumn(at: $0.range.start).line }
    }

    /// The 1-based line of the first line containing `text`; fails the test if there is none.
    func line(containing text: String, file: StaticString = #filePath, line: UInt = #line) -> Int {
        for number in 1...source.lineCount where source.lineText(number).contains(text) {
            return number
        }
        XCTFail("no line contains '\(text)'", file: file, line: line)
        return 0
    }
}

/// Asserts that a frame is (x, y, width, height), within rounding.
func assertFrame(
    _ frame: ViewFrame?, _ x: Double, _ y: Double, _ width: Double, _ height: Double,
    file: StaticString = #filePath, line: UInt = #line
) {
    guard let frame else { return XCTFail("no frame", file: file, line: line) }
    let actual = [frame.x, frame.y, frame.width, frame.height]
    let expected = [x, y, width, height]
    for (a, e) in zip(actual, expected) where abs(a - e) > 1e-9 * max(1, abs(e)) {
        return XCTFail("\(frame.name): \(actual) is not \(expected)", file: file, line: line)
    }
}

/// Asserts that two solutions have the same frames, within rounding, and the same diagnostics.
func assertSameSolution(
    _ a: LayoutSolution, _ b: LayoutSolution, _ context: String, file: StaticString = #filePath, line: UInt = #line
) {
    XCTAssertEqual(a.diagnostics, b.diagnostics, context, file: file, line: line)
    XCTAssertEqual(a.frames.map(\.name), b.frames.map(\.name), context, file: file, line: line)
    XCTAssertEqual(a.contentSizes.map(\.name), b.contentSizes.map(\.name), context, file: file, line: line)
    for (p, q) in zip(a.contentSizes, b.contentSizes)
    where abs(p.width - q.width) > 1e-7 * max(1, abs(p.width)) || abs(p.height - q.height) > 1e-7 * max(1, abs(p.height)) {
        XCTFail("\(context): content \(p) differs from \(q)", file: file, line: line)
    }
    for (p, q) in zip(a.frames, b.frames) {
        for (u, v) in zip([p.x, p.y, p.width, p.height], [q.x, q.y, q.width, q.height])
        where abs(u - v) > 1e-7 * max(1, abs(u), abs(v)) {
            XCTFail("\(context): \(p) differs from \(q)", file: file, line: line)
            break
        }
    }
}

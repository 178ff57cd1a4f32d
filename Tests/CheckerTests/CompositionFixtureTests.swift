import Foundation
import LayoutSource
import LayoutIR
import LayoutChecker
import XCTest

/// Runs each folder of Tests/CheckerTests/Fixtures/composition as one layout: its `main.layout`
/// checked with every `.layout` file of the composition folder in memory (paths relative to that
/// folder), and the diagnostics compared with the markers of every file, by path.
final class CompositionFixtureTests: XCTestCase {
    private static let directory = FixtureHarness.directory.appendingPathComponent("composition")

    /// Every `.layout` file under the composition folder, by path relative to it.
    private func files() throws -> [String: String] {
        var texts: [String: String] = [:]
        let root = Self.directory.standardizedFileURL.path
        guard let enumerator = FileManager.default.enumerator(atPath: root) else { return [:] }
        for case let path as String in enumerator where path.hasSuffix(".layout") {
            texts[path] = try String(contentsOfFile: root + "/" + path, encoding: .utf8)
        }
        return texts
    }

    /// The cases: the folders holding a `main.layout`, sorted.
    private func cases(in texts: [String: String]) -> [String] {
        texts.keys.filter { $0.hasSuffix("/main.layout") }.map { String($0.dropLast("/main.layout".count)) }.sorted()
    }

    /// The mismatches between a case's diagnostics and its files' markers, and the codes met.
    private func run(_ name: String, _ texts: [String: String]) throws -> (failures: [String], met: [DiagnosticCode]) {
        let main = "\(name)/main.layout"
        let result = check(CheckRequest(source: SourceFile(path: main, text: texts[main] ?? ""), loader: InMemoryIncludeLoader(texts)))
        var failures: [String] = []
        var met: [DiagnosticCode] = []
        var unmatched = result.diagnostics
        for source in result.sources {
            for marker in try FixtureMarkerScanner(source: source).markers() {
                if let index = unmatched.firstIndex(where: { $0.span?.path == source.path && marker.isMet(by: $0) }) {
                    met.append(unmatched[index].code)
                    unmatched.remove(at: index)
                } else {
                    failures.append("\(source.path):\(marker.position): expected \(marker.severity) \"\(marker.pattern)\" did not come")
                }
            }
        }
        for diagnostic in unmatched {
            failures.append("\(diagnostic.span?.path ?? "-"): unexpected \(diagnostic.code): \(diagnostic.message)")
        }
        return (failures, met)
    }

    func testEveryCaseMeetsItsMarkersExactly() throws {
        let texts = try files()
        XCTAssertEqual(cases(in: texts), ["cycle", "include-errors", "replacement"])
        for name in cases(in: texts) {
            for failure in try run(name, texts).failures { XCTFail(failure) }
        }
    }

    func testTheReplacementCaseKeepsExactlyTheSurvivingConstraints() throws {
        let texts = try files()
        let main = "replacement/main.layout"
        let result = check(CheckRequest(source: SourceFile(path: main, text: texts[main] ?? ""), loader: InMemoryIncludeLoader(texts)))
        XCTAssertEqual(result.sources.map(\.path), ["replacement/main.layout", "replacement/base/card.layout"])
        XCTAssertEqual(IRRendering.lines(result.ir.dropping(\.span.path, equalTo: "")), [
            "root.left - card.left + 16 == 0 @750 (left)",
            "root.top - card.top + 16 == 0 @750 (top)",
            "root.left + root.width - card.left - card.width - 16 == 0 @750 (right)",
            "card.width - 300 >= 0",
            "card.height - 80 == 0",
            "card.width - 340 <= 0",
            "root.top + root.height - card.top - card.height - 8 == 0 @750",
            "badge.width == 0 (width)",
            "badge.height == 0 (height)",
        ])
    }

    /// A case too long to keep as files: `deep/main.layout` starts a chain of 20 files, each
    /// using the next, and the file 16 below the main one has the `use` that goes too deep.
    private func generatedDeepChain() -> [String: String] {
        var texts: [String: String] = [:]
        for index in 0..<20 {
            let path = index == 0 ? "deep/main.layout" : "deep/f\(index).layout"
            let marker = index == 16 ? " /* ERROR U012 \"'f17.layout' would be included 17 files deep, more than 16\" */" : ""
            let use = index + 1 < 20 ? "use \"f\(index + 1).layout\"\(marker)\n" : ""
            texts[path] = use + "view v\(index)\n"
        }
        return texts
    }

    func testTheGeneratedDeepChainMeetsItsMarker() throws {
        let outcome = try run("deep", generatedDeepChain())
        XCTAssertEqual(outcome.failures, [])
        XCTAssertEqual(outcome.met, [.includeTooDeep])
    }

    /// Every composition code is shown by a fixture: here, or among the single-file ones.
    func testEveryCompositionCodeHasAFixture() throws {
        var met: Set<DiagnosticCode> = []
        let texts = try files()
        for name in cases(in: texts) { met.formUnion(try run(name, texts).met) }
        met.formUnion(try run("deep", generatedDeepChain()).met)
        for name in try FixtureHarness.fixtureNames() {
            met.formUnion(FixtureHarness.run(try FixtureHarness.load(name)).metCodes)
        }
        let compositionCodes = DiagnosticCode.all.filter { $0.rawValue.hasPrefix("U") }
        XCTAssertEqual(compositionCodes.filter { !met.contains($0) }.map(\.rawValue), [])
    }
}

extension LayoutIR {
    /// The IR without the constraints whose `property` equals `value` (none, for an empty path).
    fileprivate func dropping(_ property: KeyPath<LayoutConstraint, String>, equalTo value: String) -> LayoutIR {
        LayoutIR(views: views, constraints: constraints.filter { $0[keyPath: property] != value })
    }
}

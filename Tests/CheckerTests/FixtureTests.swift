import Foundation
import LayoutSource
import XCTest

/// Runs every fixture in Tests/ParserTests/Fixtures through `check(_:)` and compares its
/// diagnostics with the markers written in it; fixtures without markers must check cleanly.
final class FixtureTests: XCTestCase {
    func testEveryFixtureMeetsItsMarkersExactly() throws {
        let names = try FixtureHarness.fixtureNames()
        XCTAssertFalse(names.isEmpty, "no fixtures found in \(FixtureHarness.directory.path)")
        for name in names {
            let outcome = FixtureHarness.run(try FixtureHarness.load(name))
            for failure in outcome.failures {
                XCTFail(failure)
            }
        }
    }

    func testEveryDiagnosticCodeHasAFixture() throws {
        var met: Set<DiagnosticCode> = []
        for name in try FixtureHarness.fixtureNames() {
            met.formUnion(FixtureHarness.run(try FixtureHarness.load(name)).metCodes)
        }
        let all = DiagnosticCode.lexerCodes + DiagnosticCode.parserCodes + DiagnosticCode.checkerCodes
            + DiagnosticCode.extensionCodes
        let missing = all.filter { !met.contains($0) }.map(\.rawValue)
        XCTAssertEqual(missing, [], "codes no fixture shows")
    }

    func testEveryCodeIsDocumentedInGrammar() throws {
        let grammar = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("grammar.md")
        let text = try String(contentsOf: grammar, encoding: .utf8)
        let all = DiagnosticCode.lexerCodes + DiagnosticCode.parserCodes + DiagnosticCode.checkerCodes
            + DiagnosticCode.extensionCodes
        let undocumented = all.filter { !text.contains("| \($0.rawValue) |") }.map(\.rawValue)
        XCTAssertEqual(undocumented, [], "codes without a row in grammar.md's table")
    }

    func testCodesAreUniqueAndPrefixedByLayer() {
        let all = DiagnosticCode.lexerCodes + DiagnosticCode.parserCodes + DiagnosticCode.checkerCodes
            + DiagnosticCode.extensionCodes
        XCTAssertEqual(Set(all.map(\.rawValue)).count, all.count)
        for code in DiagnosticCode.checkerCodes {
            XCTAssertTrue(["N", "T", "D"].contains(code.rawValue.first.map(String.init) ?? ""), code.rawValue)
            XCTAssertFalse(code.title.isEmpty)
        }
        for code in DiagnosticCode.extensionCodes {
            XCTAssertTrue(["A", "N", "D"].contains(code.rawValue.first.map(String.init) ?? ""), code.rawValue)
            XCTAssertFalse(code.title.isEmpty)
        }
    }

    func testHarnessReportsMissingAndUnexpectedDiagnostics() {
        // A marker with no diagnostic, and a diagnostic with no marker: both must be reported.
        let source = SourceFile(path: "h.layout", text: "view a\na.left = 1 /* ERROR \"never\" */\nb.left = 2\n")
        let failures = FixtureHarness.run(source).failures
        XCTAssertEqual(failures.count, 2, "\(failures)")
        XCTAssertTrue(failures.contains { $0.hasPrefix("h.layout:2:12: expected error") }, "\(failures)")
        XCTAssertTrue(failures.contains { $0.hasPrefix("h.layout:3:1: unexpected error N001") }, "\(failures)")
    }

    func testHarnessMatchesByPositionCodeAndPattern() {
        let source = SourceFile(
            path: "h.layout", text: "view a\na.left = b.left /* ERROR N001 \"unknown view 'b'\" */\n")
        XCTAssertEqual(FixtureHarness.run(source).failures, [])
        let wrongCode = SourceFile(
            path: "h.layout", text: "view a\na.left = b.left /* ERROR N003 \"unknown view 'b'\" */\n")
        XCTAssertEqual(FixtureHarness.run(wrongCode).failures.count, 2)
        let wrongPlace = SourceFile(
            path: "h.layout", text: "view a\na.left /* ERROR \"unknown view\" */ = b.left\n")
        XCTAssertEqual(FixtureHarness.run(wrongPlace).failures.count, 2)
    }
}

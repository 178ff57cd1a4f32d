import Foundation
import LayoutChecker
import LayoutSource
import XCTest

/// Runs every fixture in Tests/CheckerTests/Fixtures through `check(_:)` and compares its
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
        // The lexer's, the parser's and the checker's codes; variants, the hierarchy and composition
        // have their own fixture tests, and solving's codes come from the compiler's tests.
        // T025 is code generation's (a scaled number UIKit code cannot follow), shown by DynamicTypeCodegenTests.
        let frontEnd = DiagnosticCode.all.filter {
            ["L", "P", "A", "N", "T", "D"].contains($0.rawValue.prefix(1)) && $0 != .scaledBeyondConstant
        }
        let missing = frontEnd.filter { !met.contains($0) }.map(\.rawValue)
        XCTAssertEqual(missing, [], "codes no fixture shows")
    }

    func testEveryDiagnosticHasItsCodesSeverity() throws {
        // The catalogue's severity is the one the code is reported at; only `check` lowers V008
        // to a note, and the front end never reports V008.
        var mismatches: [String] = []
        for name in try FixtureHarness.fixtureNames() {
            for diagnostic in check(CheckRequest(source: try FixtureHarness.load(name))).diagnostics
            where diagnostic.severity != diagnostic.code.severity {
                mismatches.append("\(name): \(diagnostic.code) is a \(diagnostic.severity)")
            }
        }
        XCTAssertEqual(mismatches, [])
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

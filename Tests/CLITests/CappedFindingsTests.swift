import Foundation
import LayoutSource
import XCTest
@testable import layoutc

/// A file with more findings than a person reads: `human`, `short` and `github` print the first
/// `CappedFindings.limit` and count the rest by code; `json` and `sarif` list every one.
final class CappedFindingsTests: CommandTestCase {
    /// Two fixed views and `copies` copies of one constraint: `copies - 1` D001 warnings, nothing else
    /// at 375x667; `trailer` is written last.
    private func writeDuplicates(_ copies: Int, trailer: String = "") throws {
        var lines = [
            "view a, b", "a.left = root.left; a.top = root.top; a.width = 10; a.height = 10",
            "b.left = root.left; b.width = 10; b.height = 10",
        ]
        lines += Array(repeating: "b.top = a.bottom + 8", count: copies)
        if !trailer.isEmpty { lines.append(trailer) }
        try directory.write("many.layout", lines.joined(separator: "\n") + "\n")
    }

    private func occurrences(of part: String, in text: String) -> Int {
        text.components(separatedBy: part).count - 1
    }

    func testOutputForPeopleShowsAHundredAndCountsTheRest() throws {
        try writeDuplicates(251)
        let summary = "and 150 more D001 warnings (duplicate constraint); --format json lists every one"

        let human = run(["check", "many.layout", "--size", "375x667"])
        XCTAssertEqual(human.status, .success)
        XCTAssertEqual(occurrences(of: "warning[D001]", in: human.err), 100)
        XCTAssertTrue(human.err.hasSuffix("many.layout: note: \(summary)\n\n250 warnings\n"), human.err)
        // The last shown is the hundredth, in the file's order.
        XCTAssertTrue(human.err.contains("many.layout:104:1: warning[D001]"))
        XCTAssertFalse(human.err.contains("many.layout:105:1:"))

        let short = run(["check", "many.layout", "--size", "375x667", "--format", "short"])
        let shortLines = short.out.split(separator: "\n")
        XCTAssertEqual(shortLines.count, 101)
        XCTAssertEqual(shortLines.last.map(String.init), "many.layout: note: \(summary)")
        XCTAssertEqual(occurrences(of: "[D001]", in: short.out), 100)

        let github = run(["check", "many.layout", "--size", "375x667", "--format", "github"])
        XCTAssertEqual(occurrences(of: "::warning ", in: github.out), 100)
        XCTAssertTrue(github.out.hasSuffix("::notice file=many.layout,title=more findings::\(summary)\n"), github.out)

        let json = run(["check", "many.layout", "--size", "375x667", "--format", "json"])
        XCTAssertEqual(occurrences(of: "\"code\": \"D001\"", in: json.out), 250)
        let sarif = run(["check", "many.layout", "--size", "375x667", "--format", "sarif"])
        XCTAssertEqual(occurrences(of: "\"ruleId\": \"D001\"", in: sarif.out), 250)
        XCTAssertFalse(json.out.contains("more D001") || sarif.out.contains("more D001"))

        // The exit status counts every finding, printed or not.
        for format in ["human", "short", "github", "json", "sarif"] {
            XCTAssertEqual(run(["check", "many.layout", "--size", "375x667", "--format", format]).status, .success)
            XCTAssertEqual(
                run(["check", "many.layout", "--size", "375x667", "--format", format, "--strict"]).status, .findings)
        }
    }

    func testAnErrorAfterTheWarningsIsShown() throws {
        try writeDuplicates(151, trailer: "c.top = a.bottom")
        let human = run(["check", "many.layout"])
        XCTAssertEqual(human.status, .findings)
        XCTAssertTrue(human.err.contains("many.layout:155:1: error[N001]: unknown view 'c'"), human.err)
        XCTAssertEqual(occurrences(of: "warning[D001]", in: human.err), 99)
        XCTAssertTrue(human.err.contains("and 51 more D001 warnings"))
        XCTAssertTrue(human.err.hasSuffix("1 error, 150 warnings\n"), human.err)
    }

    func testAFileAtTheLimitIsPrintedInFull() throws {
        try writeDuplicates(101)
        let short = run(["check", "many.layout", "--size", "375x667", "--format", "short"])
        XCTAssertEqual(short.out.split(separator: "\n").count, 100)
        XCTAssertFalse(short.out.contains("more"))
    }

    func testEachFileHasItsOwnLimit() throws {
        try writeDuplicates(151)
        try directory.write("other.layout", try String(contentsOfFile: directory.path("many.layout"), encoding: .utf8))
        let short = run(["check", "many.layout", "other.layout", "--size", "375x667", "--format", "short"])
        XCTAssertEqual(short.out.split(separator: "\n").count, 202)
        XCTAssertTrue(short.out.contains("many.layout: note: and 50 more D001 warnings"))
        XCTAssertTrue(short.out.contains("other.layout: note: and 50 more D001 warnings"))
    }

    func testSolvePrintsAHundredToo() throws {
        try writeDuplicates(131)
        let solved = run(["solve", "many.layout", "--size", "375x667"])
        XCTAssertEqual(solved.status, .success)
        XCTAssertEqual(occurrences(of: "warning[D001]", in: solved.err), 100)
        XCTAssertTrue(solved.err.contains("and 30 more D001 warnings (duplicate constraint); --format json lists every one"))
        let json = run(["solve", "many.layout", "--size", "375x667", "--format", "json"])
        XCTAssertEqual(occurrences(of: "\"code\": \"D001\"", in: json.out), 130)
    }

    func testSelectionPrefersErrorsAndKeepsOrder() {
        func finding(_ severity: Severity, _ code: String, _ message: String) -> Diagnostic {
            Diagnostic(severity, DiagnosticCode(code, severity, title: "t\(code)"), message, at: nil)
        }
        let diagnostics = [
            finding(.note, "Z001", "n1"), finding(.warning, "D001", "w1"), finding(.warning, "A001", "w2"),
            finding(.error, "N001", "e1"), finding(.warning, "D001", "w3"), finding(.note, "Z001", "n2"),
        ]
        let capped = CappedFindings(diagnostics, limit: 3)
        XCTAssertEqual(capped.shown.map(\.message), ["w1", "w2", "e1"])
        XCTAssertEqual(capped.omitted, [
            OmittedFindings(code: DiagnosticCode("D001", .warning, title: "tD001"), severity: .warning, count: 1),
            OmittedFindings(code: DiagnosticCode("Z001", .note, title: "tZ001"), severity: .note, count: 2),
        ])
        XCTAssertEqual(capped.omitted[1].sentence(listing: nil), "and 2 more Z001 notes (tZ001)")
        XCTAssertEqual(capped.omitted[0].sentence(listing: "see json"), "and 1 more D001 warning (tD001); see json")
        XCTAssertEqual(CappedFindings(diagnostics, limit: 6).shown, diagnostics)
        XCTAssertTrue(CappedFindings(diagnostics, limit: 6).omitted.isEmpty)
    }

    func testCountsAreGroupedByThousands() {
        XCTAssertEqual(OmittedFindings.grouped(0), "0")
        XCTAssertEqual(OmittedFindings.grouped(999), "999")
        XCTAssertEqual(OmittedFindings.grouped(1000), "1,000")
        XCTAssertEqual(OmittedFindings.grouped(216_900), "216,900")
        XCTAssertEqual(OmittedFindings.grouped(1_234_567), "1,234,567")
    }
}

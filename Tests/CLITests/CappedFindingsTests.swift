import Foundation
import LayoutSource
import XCTest
@testable import layoutc

/// A file with more findings than a person reads: `human`, `short` and `github` print the first
/// `CappedFindings.limit` and count the rest by code; `json` and `sarif` list every one.
final class CappedFindingsTests: CommandTestCase {
    /// A name of letters only for `index` (`aa`, `ab`, ...): findings about such views are of
    /// different shapes, so none is grouped.
    private func letters(_ index: Int) -> String {
        let alphabet = Array("abcdefghijklmnopqrstuvwxyz")
        return String([alphabet[index / 26 % 26], alphabet[index % 26]])
    }

    /// `count` fixed views, each with one constraint written twice: `count` D001 warnings of
    /// different shapes (view `i`'s on line `3 + 2i`), nothing else at 375x667; `trailer` last.
    private func writeDistinctDuplicates(_ count: Int, trailer: String = "") throws {
        var lines = ["view " + (0..<count).map(letters).joined(separator: ", ")]
        for index in 0..<count {
            let name = letters(index)
            lines += ["\(name).left = root.left; \(name).top = root.top; \(name).width = 10; \(name).height = 10", "\(name).width = 10"]
        }
        if !trailer.isEmpty { lines.append(trailer) }
        try directory.write("many.layout", lines.joined(separator: "\n") + "\n")
    }

    /// Two fixed views and `copies` copies of one constraint: `copies - 1` D001 warnings of one
    /// shape, nothing else at 375x667.
    private func writeRepeatedLine(_ copies: Int) throws {
        var lines = [
            "view a, b", "a.left = root.left; a.top = root.top; a.width = 10; a.height = 10",
            "b.left = root.left; b.width = 10; b.height = 10",
        ]
        lines += Array(repeating: "b.top = a.bottom + 8", count: copies)
        try directory.write("repeated.layout", lines.joined(separator: "\n") + "\n")
    }

    private func occurrences(of part: String, in text: String) -> Int {
        text.components(separatedBy: part).count - 1
    }

    func testOutputForPeopleShowsAHundredAndCountsTheRest() throws {
        try writeDistinctDuplicates(250)
        let summary = "and 150 more D001 warnings (duplicate constraint); --format json lists every one"

        let human = run(["check", "many.layout", "--size", "375x667"])
        XCTAssertEqual(human.status, .success)
        XCTAssertEqual(occurrences(of: "warning[D001]", in: human.err), 100)
        XCTAssertTrue(human.err.hasSuffix("many.layout: note: \(summary)\n\n250 warnings\n"), human.err)
        // The last shown is the hundredth, in the file's order.
        XCTAssertTrue(human.err.contains("many.layout:201:1: warning[D001]"))
        XCTAssertFalse(human.err.contains("many.layout:203:1:"))

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
        try writeDistinctDuplicates(150, trailer: "missing.top = root.top")
        let human = run(["check", "many.layout"])
        XCTAssertEqual(human.status, .findings)
        XCTAssertTrue(human.err.contains("many.layout:302:1: error[N001]: unknown view 'missing'"), human.err)
        XCTAssertEqual(occurrences(of: "warning[D001]", in: human.err), 99)
        XCTAssertTrue(human.err.contains("and 51 more D001 warnings"))
        XCTAssertTrue(human.err.hasSuffix("1 error, 150 warnings\n"), human.err)
    }

    func testAFileAtTheLimitIsPrintedInFull() throws {
        try writeDistinctDuplicates(100)
        let short = run(["check", "many.layout", "--size", "375x667", "--format", "short"])
        XCTAssertEqual(short.out.split(separator: "\n").count, 100)
        XCTAssertFalse(short.out.contains("more"))
    }

    func testEachFileHasItsOwnLimit() throws {
        try writeDistinctDuplicates(150)
        try directory.write("other.layout", try String(contentsOfFile: directory.path("many.layout"), encoding: .utf8))
        let short = run(["check", "many.layout", "other.layout", "--size", "375x667", "--format", "short"])
        XCTAssertEqual(short.out.split(separator: "\n").count, 202)
        XCTAssertTrue(short.out.contains("many.layout: note: and 50 more D001 warnings"))
        XCTAssertTrue(short.out.contains("other.layout: note: and 50 more D001 warnings"))
    }

    func testSolvePrintsAHundredToo() throws {
        try writeDistinctDuplicates(130)
        let solved = run(["solve", "many.layout", "--size", "375x667"])
        XCTAssertEqual(solved.status, .success)
        XCTAssertEqual(occurrences(of: "warning[D001]", in: solved.err), 100)
        XCTAssertTrue(solved.err.contains("and 30 more D001 warnings (duplicate constraint); --format json lists every one"))
        let json = run(["solve", "many.layout", "--size", "375x667", "--format", "json"])
        XCTAssertEqual(occurrences(of: "\"code\": \"D001\"", in: json.out), 130)
    }

    func testFindingsOfOneShapeArePrintedOnce() throws {
        try writeRepeatedLine(251)
        let note = "note: warning of this shape 250 times on lines 5 to 254; the first is shown "
            + "(--format json lists every one)"
        let human = run(["check", "repeated.layout", "--size", "375x667"])
        XCTAssertEqual(human.status, .success)
        XCTAssertEqual(occurrences(of: "warning[D001]", in: human.err), 1)
        XCTAssertTrue(human.err.hasSuffix(note + "\n\n250 warnings\n"), human.err)
        let github = run(["check", "repeated.layout", "--size", "375x667", "--format", "github"])
        XCTAssertEqual(occurrences(of: "::warning ", in: github.out), 1)
        XCTAssertTrue(github.out.contains("%0A" + note + "\n"), github.out)
        // Short keeps a line per finding, for editors, capped.
        let short = run(["check", "repeated.layout", "--size", "375x667", "--format", "short"])
        XCTAssertEqual(short.out.split(separator: "\n").count, 101)
        let json = run(["check", "repeated.layout", "--size", "375x667", "--format", "json"])
        XCTAssertEqual(occurrences(of: "\"code\": \"D001\"", in: json.out), 250)
        XCTAssertEqual(run(["check", "repeated.layout", "--size", "375x667", "--strict"]).status, .findings)
    }

    func testAGroupNamesWhatDiffersFromOneMemberToTheNext() throws {
        // One row too wide, three times: the same conflict in rows r0, r1 and r2.
        var lines = ["view " + (0..<3).map { "r\($0)" }.joined(separator: ", ")]
        for row in 0..<3 {
            lines += ["r\(row).left = root.left + 200; r\(row).width = 200; r\(row).right = root.right", "r\(row).top = 0; r\(row).height = 10"]
        }
        try directory.write("rows.layout", lines.joined(separator: "\n") + "\n")
        let human = run(["check", "rows.layout", "--size", "375x667"])
        XCTAssertEqual(human.status, .findings)
        XCTAssertEqual(occurrences(of: "error[S001]", in: human.err), 1)
        XCTAssertTrue(
            human.err.contains("note: error of this shape 3 times, for r0 to r2 on lines 2 to 6; the first is shown"),
            human.err)
        XCTAssertTrue(human.err.hasSuffix("3 errors\n"), human.err)
        // Two alike findings are both shown.
        try directory.write("two.layout", lines.prefix(5).joined(separator: "\n").replacingOccurrences(of: ", r2", with: "") + "\n")
        XCTAssertEqual(occurrences(of: "error[S001]", in: run(["check", "two.layout", "--size", "375x667"]).err), 2)
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
        XCTAssertEqual(capped.shown.map(\.first.message), ["w1", "w2", "e1"])
        XCTAssertEqual(capped.omitted, [
            OmittedFindings(code: DiagnosticCode("D001", .warning, title: "tD001"), severity: .warning, count: 1),
            OmittedFindings(code: DiagnosticCode("Z001", .note, title: "tZ001"), severity: .note, count: 2),
        ])
        XCTAssertEqual(capped.omitted[1].sentence(listing: nil), "and 2 more Z001 notes (tZ001)")
        XCTAssertEqual(capped.omitted[0].sentence(listing: "see json"), "and 1 more D001 warning (tD001); see json")
        XCTAssertEqual(CappedFindings(diagnostics, limit: 6).shown.map(\.first), diagnostics)
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

import XCTest
@testable import layoutc

/// Every check format on the same hand-made diagnostics, compared with files in Golden/.
final class RendererGoldenTests: XCTestCase {
    private func report(format: CheckFormat, terminal: Bool = false, noColor: Bool = false) -> (out: String, err: String) {
        let out = StringSink(isTerminal: terminal), err = StringSink(isTerminal: terminal)
        let console = Console(output: out, error: err, isColorDisabled: noColor)
        let files: [CheckedFile] = [
            .checked(DiagnosticFixtures.file, DiagnosticFixtures.diagnostics),
            .unreadable(InputError(path: "missing.layout", reason: "no such file")),
        ]
        CheckReport(files: files).write(format: format, to: console)
        return (out.text, err.text)
    }

    func testHuman() throws {
        let (out, err) = report(format: .human)
        XCTAssertEqual(out, "")
        try GoldenFile.assertMatches(err, named: "renderers/check.human.txt")
    }

    func testHumanOnTerminalIsColoured() throws {
        let (_, err) = report(format: .human, terminal: true)
        XCTAssertTrue(err.contains("\u{1B}[1;31merror[N001]:\u{1B}[0m"))
        try GoldenFile.assertMatches(err, named: "renderers/check.human-color.txt")
    }

    func testHumanOnTerminalWithNoColorIsPlain() {
        let (_, plainErr) = report(format: .human)
        let (_, err) = report(format: .human, terminal: true, noColor: true)
        XCTAssertFalse(err.contains("\u{1B}"))
        XCTAssertEqual(err, plainErr)
    }

    func testShort() throws {
        let (out, err) = report(format: .short)
        XCTAssertEqual(err, "layoutc: error: cannot read 'missing.layout': no such file\n")
        try GoldenFile.assertMatches(out, named: "renderers/check.short.txt")
    }

    func testJSON() throws {
        let (out, _) = report(format: .json)
        XCTAssertNoThrow(try JSONSerialization.jsonObject(with: Data(out.utf8)))
        try GoldenFile.assertMatches(out, named: "renderers/check.json")
    }

    func testSARIF() throws {
        let (out, _) = report(format: .sarif)
        XCTAssertNoThrow(try JSONSerialization.jsonObject(with: Data(out.utf8)))
        try GoldenFile.assertMatches(out, named: "renderers/check.sarif")
    }

    func testGitHub() throws {
        let (out, _) = report(format: .github)
        try GoldenFile.assertMatches(out, named: "renderers/check.github.txt")
    }

    func testMachineFormatsNeverColour() {
        for format in [CheckFormat.short, .json, .sarif, .github] {
            let (out, _) = report(format: format, terminal: true)
            XCTAssertFalse(out.contains("\u{1B}["), "\(format) wrote an escape code")
        }
    }
}

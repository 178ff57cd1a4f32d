import LayoutSource
import LayoutLexer
import XCTest

/// Each bad token gets exactly one diagnostic with its code, message and location.
final class LexerDiagnosticTests: XCTestCase {
    private func diagnostics(_ text: String) -> [Diagnostic] {
        Lexer.lex(SourceFile(path: "t.layout", text: text)).diagnostics
    }

    private func located(_ diagnostic: Diagnostic, in text: String) -> String {
        let source = SourceFile(path: "t.layout", text: text)
        let position = diagnostic.span.map { source.lineColumn(at: $0.range.start).description } ?? "-"
        return "\(position) \(diagnostic.severity) \(diagnostic.code): \(diagnostic.message)"
    }

    func testEveryLexerCodeWithLocation() {
        let text = "a.left = 1 # 2\nb.top = 1e999\nc.x = 1.2.3\nd.é = 1\ne.left = 1e /* open"
        let lines = diagnostics(text).map { located($0, in: text) }
        XCTAssertEqual(
            lines,
            [
                "1:12 error L001: unexpected character '#'",
                "2:9 error L005: number '1e999' is too large",
                "3:7 error L004: malformed number '1.2.3'",
                "4:3 error L001: unexpected character 'é'",
                "5:10 error L004: malformed number '1e'",
                "5:13 error L003: unterminated block comment",
            ])
    }

    func testInvalidUTF8Message() {
        let source = SourceFile(path: "t.layout", bytes: [0x20, 0xFE])
        let found = Lexer.lex(source).diagnostics
        XCTAssertEqual(found.map(\.code), [.invalidUTF8])
        XCTAssertEqual(found.first?.message, "invalid UTF-8 byte 0xFE")
        XCTAssertEqual(found.first?.span?.range, SourceRange(start: 1, end: 2))
    }

    func testRunsGetOneDiagnosticEach() {
        XCTAssertEqual(diagnostics("a = #$% b").map(\.message), ["unexpected characters '#$%'"])
        let bytes: [UInt8] = [0xFF, 0xFE, 0x20, 0x80]
        XCTAssertEqual(
            Lexer.lex(SourceFile(path: "t.layout", bytes: bytes)).diagnostics.map(\.message),
            ["invalid UTF-8: 2 bytes starting with 0xFF", "invalid UTF-8 byte 0x80"])
    }

    func testLessThanSuggestsLessThanOrEqual() {
        let found = diagnostics("a.left < b.left")
        XCTAssertEqual(found.first?.fixIts.first?.replacement, "<=")
        XCTAssertEqual(found.first?.notes, ["relations are '=', '==', '>=' and '<='; did you mean '<='?"])
    }

    func testArrowsSuggestTheRelationTheyResemble() {
        let found = diagnostics("a.left => b.left\na.top =< 1")
        XCTAssertEqual(found.map(\.message), ["unexpected '=>'", "unexpected '=<'"])
        XCTAssertEqual(found.map { $0.fixIts.first?.replacement }, [">=", "<="])
        XCTAssertEqual(found.first?.span?.range, SourceRange(start: 7, end: 9))
    }

    func testEveryCodeHasATitleAndAnLPrefix() {
        let lexerCodes = DiagnosticCode.all.filter { $0.rawValue.hasPrefix("L") }
        XCTAssertEqual(lexerCodes.map(\.rawValue), ["L001", "L002", "L003", "L004", "L005"])
        for code in lexerCodes { XCTAssertFalse(code.title.isEmpty) }
    }

    func testColumnsCountUnicodeScalars() {
        let text = "é€😀 #"
        let found = diagnostics(text)
        XCTAssertEqual(found.map { located($0, in: text) }.last, "1:5 error L001: unexpected character '#'")
    }
}

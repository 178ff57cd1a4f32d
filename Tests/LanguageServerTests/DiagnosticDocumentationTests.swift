import Foundation
import LayoutLanguageServer
import LayoutSource
import XCTest

final class DiagnosticDocumentationTests: XCTestCase {
    /// Every catalogued code links to the grammar.md section whose table has its row, with the
    /// anchor GitHub gives that heading.
    func testEveryCodeLinksToTheSectionThatDocumentsIt() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let grammar = try String(contentsOf: root.appendingPathComponent("grammar.md"), encoding: .utf8)
        var sectionOfCode: [String: String] = [:]
        var section = ""
        for line in grammar.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("#") {
                section = Self.gitHubAnchor(of: String(line.drop { $0 == "#" }))
            } else if line.hasPrefix("| "), let code = line.dropFirst(2).split(separator: " ").first,
                code.count == 4, sectionOfCode[String(code)] == nil
            {
                sectionOfCode[String(code)] = section
            }
        }
        XCTAssertFalse(DiagnosticCode.all.isEmpty)
        for code in DiagnosticCode.all {
            XCTAssertEqual(DiagnosticDocumentation.anchor(of: code), sectionOfCode[code.rawValue], "\(code)")
        }
        XCTAssertEqual(
            DiagnosticDocumentation.href(of: DiagnosticCode.all[0], base: "https://x/grammar.md"),
            "https://x/grammar.md#" + DiagnosticDocumentation.anchor(of: DiagnosticCode.all[0]))
    }

    /// GitHub's heading anchor: lower case, punctuation dropped, spaces to hyphens.
    static func gitHubAnchor(of heading: String) -> String {
        let text = heading.trimmingCharacters(in: .whitespaces).lowercased()
        return String(text.compactMap { character -> Character? in
            if character == " " { return "-" }
            if character.isLetter || character.isNumber || character == "-" || character == "_" { return character }
            return nil
        })
    }
}

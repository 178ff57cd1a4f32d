import Foundation
import LayoutSource
import XCTest

/// The diagnostic catalogue is the one list of codes: every code the sources declare is in it,
/// numbered without gaps, and documented in grammar.md with the severity it is reported at.
final class DiagnosticCatalogueTests: XCTestCase {
    private let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The letters of the layers, as DiagnosticCode's documentation lists them.
    private let letters = ["L", "P", "A", "N", "T", "D", "H", "V", "U", "S", "C", "G", "Y", "R", "K", "X"]

    func testCodesAreUniqueTitledAndNumberedWithoutGaps() {
        let all = DiagnosticCode.all
        XCTAssertEqual(Set(all.map(\.rawValue)).count, all.count, "a code is listed twice")
        for code in all {
            XCTAssertFalse(code.title.isEmpty, code.rawValue)
            XCTAssertEqual(code.title.first.map { $0.isLowercase || !$0.isLetter }, true, code.rawValue)
        }
        for letter in letters {
            let numbers = all.filter { $0.rawValue.hasPrefix(letter) }.compactMap { Int($0.rawValue.dropFirst()) }
            XCTAssertEqual(numbers.sorted(), Array(1...max(numbers.count, 1)), "\(letter) codes")
        }
        XCTAssertEqual(all.filter { !letters.contains(String($0.rawValue.prefix(1))) }.map(\.rawValue), [])
    }

    func testEveryCodeIsDocumentedInGrammarWithItsSeverity() throws {
        let grammar = try String(contentsOf: repository.appendingPathComponent("grammar.md"), encoding: .utf8)
        // Table rows: `| CODE | severity | meaning | example |`.
        var documented: [String: String] = [:]
        for line in grammar.split(separator: "\n") where line.hasPrefix("| ") {
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 2, cells[0].count == 4, cells[0].first?.isUppercase == true,
                Int(cells[0].dropFirst()) != nil
            else { continue }
            documented[cells[0]] = cells[1]
        }
        for code in DiagnosticCode.all {
            guard let severity = documented[code.rawValue] else {
                XCTFail("\(code.rawValue) has no row in grammar.md")
                continue
            }
            XCTAssertTrue(severity.hasPrefix(code.severity.rawValue), "\(code.rawValue): grammar.md says \(severity)")
        }
        let catalogued = Set(DiagnosticCode.all.map(\.rawValue))
        XCTAssertEqual(documented.keys.filter { !catalogued.contains($0) }.sorted(), [], "documented, not catalogued")
    }

    func testCodesAreDeclaredInTheCatalogueAlone() throws {
        // Every `DiagnosticCode("X000", ...)` in the sources is a declaration: all of them belong
        // in the catalogue, and each must be listed in `all`.
        let sources = repository.appendingPathComponent("Sources")
        let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        XCTAssertFalse(files.isEmpty)
        let declaration = try NSRegularExpression(pattern: #"DiagnosticCode\(\s*"([A-Z][0-9]{3})""#)
        var declared: [String] = []
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            let matches = declaration.matches(in: text, range: NSRange(text.startIndex..., in: text))
            guard !matches.isEmpty else { continue }
            XCTAssertEqual(file.lastPathComponent, "DiagnosticCatalogue.swift", "codes declared outside the catalogue")
            declared += matches.compactMap { Range($0.range(at: 1), in: text).map { String(text[$0]) } }
        }
        XCTAssertEqual(declared.sorted(), DiagnosticCode.all.map(\.rawValue).sorted())
    }
}

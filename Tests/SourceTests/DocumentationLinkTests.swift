import Foundation
import XCTest

/// The documents people read in the repository (README, ARCHITECTURE, grammar.md) stand on their
/// own: every relative link names a file inside the repository that exists, so no page defers
/// to material a clone does not have.
final class DocumentationLinkTests: XCTestCase {
    private let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().standardizedFileURL

    func testRelativeLinksStayInsideTheRepositoryAndExist() throws {
        for document in ["README.md", "ARCHITECTURE.md", "grammar.md", "Fuzz/README.md"] {
            let url = repository.appendingPathComponent(document)
            let text = try String(contentsOf: url, encoding: .utf8)
            for target in Self.linkTargets(in: text) {
                if target.hasPrefix("http://") || target.hasPrefix("https://") || target.hasPrefix("#")
                    || target.hasPrefix("mailto:")
                {
                    continue
                }
                let path = String(target.split(separator: "#", maxSplits: 1).first ?? "")
                let resolved = url.deletingLastPathComponent().appendingPathComponent(path).standardizedFileURL
                XCTAssertTrue(
                    resolved.path.hasPrefix(repository.path + "/"),
                    "\(document) links outside the repository: \(target)")
                XCTAssertTrue(
                    FileManager.default.fileExists(atPath: resolved.path),
                    "\(document) links to a missing file: \(target)")
            }
        }
    }

    func testLinkTargetsAreFound() {
        XCTAssertEqual(
            Self.linkTargets(in: "see [a](b.md) and [c](../d.md#e), not [f] (g)"), ["b.md", "../d.md#e"])
    }

    /// The targets of Markdown inline links, `[text](target)`.
    static func linkTargets(in text: String) -> [String] {
        var targets: [String] = []
        var rest = Substring(text)
        while let open = rest.range(of: "](") {
            let after = rest[open.upperBound...]
            guard let close = after.firstIndex(where: { $0 == ")" || $0 == " " || $0 == "\n" }) else { break }
            if after[close] == ")" { targets.append(String(after[..<close])) }
            rest = after[close...]
        }
        return targets
    }
}

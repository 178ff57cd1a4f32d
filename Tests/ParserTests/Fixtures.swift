import Foundation
import LayoutSource

/// The language fixtures, kept with the checker's tests (Tests/CheckerTests/Fixtures), which
/// check their diagnostics; the parser's tests read the valid ones.
private let fixturesDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("CheckerTests/Fixtures")

/// The fixture file `name` from Tests/CheckerTests/Fixtures.
func fixture(_ name: String) throws -> SourceFile {
    let url = fixturesDirectory.appendingPathComponent(name)
    return SourceFile(path: name, bytes: Array(try Data(contentsOf: url)))
}

/// Every fixture file name, sorted.
func fixtureNames() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: fixturesDirectory.path).filter { $0.hasSuffix(".layout") }.sorted()
}

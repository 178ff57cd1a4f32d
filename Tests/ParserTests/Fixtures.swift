import Foundation
import LayoutSource

/// The fixture file `name` from Tests/ParserTests/Fixtures.
func fixture(_ name: String) throws -> SourceFile {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/\(name)")
    return SourceFile(path: name, bytes: Array(try Data(contentsOf: url)))
}

/// Every fixture file name, sorted.
func fixtureNames() throws -> [String] {
    let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
    return try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".layout") }.sorted()
}

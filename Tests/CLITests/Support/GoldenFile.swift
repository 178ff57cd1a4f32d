import Foundation
import XCTest

/// Byte-for-byte comparison with files in Tests/CLITests/Golden.
///
/// Run with `LAYOUTC_UPDATE_GOLDEN=1` to rewrite the files from the current output instead; then
/// review the diff before committing.
enum GoldenFile {
    /// The folder holding the golden files.
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Golden")

    static var isUpdating: Bool { ProcessInfo.processInfo.environment["LAYOUTC_UPDATE_GOLDEN"] == "1" }

    /// Asserts that `actual` equals the golden file `name`, or rewrites it when updating.
    static func assertMatches(_ actual: String, named name: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let url = directory.appendingPathComponent(name)
        let actualData = Data(actual.utf8)
        if isUpdating {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try actualData.write(to: url)
            return
        }
        guard let expected = FileManager.default.contents(atPath: url.path) else {
            XCTFail("missing golden file \(name); run with LAYOUTC_UPDATE_GOLDEN=1 to create it", file: file, line: line)
            return
        }
        if expected != actualData {
            let expectedText = String(decoding: expected, as: UTF8.self)
            XCTFail("output differs from golden file \(name)\n--- expected\n\(expectedText)--- actual\n\(actual)", file: file, line: line)
        }
    }
}

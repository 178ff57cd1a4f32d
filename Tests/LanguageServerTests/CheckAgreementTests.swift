import Foundation
import LayoutLanguageServer
import XCTest

/// The server's diagnostics are `layoutc check`'s: every fixture of the checker's diagnostics,
/// checked by the built binary (`--format json`) and published by the server, at one size.
final class CheckAgreementTests: XCTestCase {
    func testPublishedDiagnosticsAreWhatCheckReportsForEveryDiagnosticsFixture() throws {
        let binary = try ServerProcess.executable()
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("CheckerTests/Fixtures/diagnostics")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".layout") }.sorted()
        XCTAssertGreaterThan(names.count, 20)
        var compared = 0
        for name in names {
            let path = folder.appendingPathComponent(name).path
            let data = try XCTUnwrap(FileManager.default.contents(atPath: path))
            let text = String(decoding: data, as: UTF8.self)
            // The protocol carries text as JSON strings: a file that is not UTF-8 cannot reach the
            // server as it is on disk (an editor shows it with replacement characters).
            guard Array(text.utf8) == [UInt8](data) else { continue }
            let (fromServer, fromCheck) = try compare(path: path, text: text, sizes: ["375x667"], binary: binary)
            XCTAssertEqual(fromServer, fromCheck, name)
            compared += fromCheck.count
        }
        XCTAssertGreaterThan(compared, 50)
    }

    /// A file's canvas statements are the canvases when no size is configured, and a name that is
    /// none is a C003 (a malformed one, C001): the server publishes what `check` (no `--size`) prints.
    func testPublishedDiagnosticsAreWhatCheckReportsForFilesWithCanvasStatements() throws {
        let binary = try ServerProcess.executable()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lsp-canvas-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = [
            "valid": "canvas \"iPhoneSE3\"\nview a\na.left = root.left\n",
            "several": "canvas \"iPhoneSE3\", \"375x\", \"320x480\"\nview a\na.left = root.left; a.top = 0; a.size = 10\n",
            "unknown": "canvas \"iPhone15ProMx\"\nview a\na.left = root.left; a.top = 0; a.size = 10\n",
            "malformed": "canvas iPhoneSE3\nview a\na.left = root.left; a.top = 0; a.size = 10\n",
            "empty": "canvas \"\"\nview a\na.left = root.left\n",
        ]
        var codes = Set<String>()
        for (name, text) in files.sorted(by: { $0.key < $1.key }) {
            let path = folder.appendingPathComponent(name + ".layout").path
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
            let (fromServer, fromCheck) = try compare(path: path, text: text, sizes: [], binary: binary)
            XCTAssertEqual(fromServer, fromCheck, name)
            codes.formUnion(fromServer.compactMap { $0.split(separator: " ").first.map(String.init) })
        }
        // S002 at the declared device (not S006: no canvas), the unknown name, the empty one.
        XCTAssertTrue(codes.isSuperset(of: ["S002", "C003", "C001", "P004"]), "\(codes.sorted())")
        XCTAssertFalse(codes.contains("S006"))
    }

    /// What `check` prints for `path` at `sizes` (none: the file's own canvases) and what the
    /// server publishes with those sizes configured, each as one line per diagnostic.
    private func compare(path: String, text: String, sizes: [String], binary: URL) throws -> (server: [String], check: [String]) {
        let name = path
        // What check prints.
        let process = Process()
        process.executableURL = binary
        process.arguments = ["check", path] + sizes.flatMap { ["--size", $0] } + ["--format", "json"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let printed = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let report = try XCTUnwrap(JSON.parse([UInt8](printed)), name)
        let expected = (report["diagnostics"]?.arrayValue ?? []).filter { $0["file"] == .string(path) }
        // What the server publishes.
        let client = LSPTestClient()
        client.initialize(options: .object(["sizes": .strings(sizes)]))
        let uri = DocumentURIForTests.uri(of: path)
        client.open(uri, text)
        let published = client.publishedDiagnostics().last?["diagnostics"]?.arrayValue ?? []
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let fromCheck = expected.map { diagnostic -> String in
            var message = diagnostic["message"]?.stringValue ?? ""
            for note in diagnostic["notes"]?.arrayValue ?? [] { message += "\nnote: " + (note.stringValue ?? "") }
            let line = (diagnostic["line"]?.intValue ?? 1) - 1
            let column = (diagnostic["column"]?.intValue ?? 1) - 1
            // check counts columns in Unicode scalars, the server in UTF-16 units.
            let prefix = line < lines.count ? String(lines[line].unicodeScalars.prefix(column)) : ""
            return "\(diagnostic["code"]?.stringValue ?? "") \(diagnostic["severity"]?.stringValue ?? "") "
                + "\(line):\(prefix.utf16.count) related \(diagnostic["related"]?.arrayValue?.count ?? 0) \(message)"
        }
        let severities = [1: "error", 2: "warning", 3: "note"]
        let fromServer = published.filter { $0["message"]?.stringValue?.hasPrefix("/") != true }.map { diagnostic -> String in
            let start = diagnostic["range"]?["start"]
            return "\(diagnostic["code"]?.stringValue ?? "") \(severities[diagnostic["severity"]?.intValue ?? 0] ?? "") "
                + "\(start?["line"]?.intValue ?? -1):\(start?["character"]?.intValue ?? -1) "
                + "related \(diagnostic["relatedInformation"]?.arrayValue?.count ?? 0) \(diagnostic["message"]?.stringValue ?? "")"
        }
        return (fromServer, fromCheck)
    }

}

/// `file://` URIs for test paths (the server's own conversion is internal).
enum DocumentURIForTests {
    static func uri(of path: String) -> String {
        "file://" + (path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path)
    }
}

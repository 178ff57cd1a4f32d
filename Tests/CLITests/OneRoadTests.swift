import Foundation
import XCTest

/// Every command reaches a compiled layout by the compiler's one road (`LayoutCompiler.compile`),
/// so none of them can accept a file that `check` refuses: over every checker fixture, and a file
/// whose `canvas` names no device, each command reports every error `check` reports and exits 1.
final class OneRoadTests: XCTestCase {
    private static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The commands compared with `check`, each given the file's path and a scratch folder.
    private static func commands(file: String, scratch: String) -> [[String]] {
        [
            ["solve", file, "--size", "375x667"],
            ["render", file, "--size", "375x667", "--output", scratch + "/out.svg"],
            ["generate", file, "--target", "uikit"],
            ["generate", file, "--target", "appkit", "--engine", "frames"],
            ["generate", file, "--target", "swiftui"],
            ["preview", file, "--output", scratch + "/out.html"],
        ]
    }

    func testEveryCommandReportsTheErrorsCheckReports() throws {
        let fixtures = Self.repository.appendingPathComponent("Tests/CheckerTests/Fixtures")
        var files: [URL] = []
        if let walker = FileManager.default.enumerator(at: fixtures, includingPropertiesForKeys: nil) {
            for case let url as URL in walker where url.pathExtension == "layout" { files.append(url) }
        }
        files.sort { $0.path < $1.path }
        XCTAssertGreaterThan(files.count, 50, "the checker's fixtures are missing")

        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("layoutc-one-road-\(getpid())")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let unknownCanvas = scratch.appendingPathComponent("unknown-canvas.layout")
        try Data("canvas \"iPhoneXYZ\"\nview a\na.edges = root.edges\n".utf8).write(to: unknownCanvas)
        files.append(unknownCanvas)

        var filesWithErrors = 0
        for file in files {
            let check = try BinaryRunner.run(["check", file.path, "--format", "json"], in: file.deletingLastPathComponent())
            let errors = try Self.errorCodes(inJSON: check.out)
            if file == unknownCanvas { XCTAssertEqual(errors, ["C003"]) }
            guard !errors.isEmpty else { continue }
            filesWithErrors += 1
            for arguments in Self.commands(file: file.path, scratch: scratch.path) {
                let outcome = try BinaryRunner.run(arguments, in: file.deletingLastPathComponent())
                let name = "\(arguments[0]) \(file.lastPathComponent) (\(arguments.dropFirst(2).joined(separator: " ")))"
                XCTAssertEqual(outcome.status, 1, "\(name) exits \(outcome.status), check found \(errors)")
                for code in errors {
                    XCTAssertTrue(
                        (outcome.out + outcome.err).contains("error[\(code)]"),
                        "\(name) does not report \(code), which check does:\n\(outcome.err.prefix(600))")
                }
            }
        }
        XCTAssertGreaterThan(filesWithErrors, 20, "too few fixtures with errors to compare")
    }

    /// The codes of the errors in `check --format json` output, sorted, each once.
    private static func errorCodes(inJSON text: String) throws -> [String] {
        let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
        let diagnostics = object?["diagnostics"] as? [[String: Any]] ?? []
        let codes = diagnostics.filter { $0["severity"] as? String == "error" }.compactMap { $0["code"] as? String }
        return Array(Set(codes)).sorted()
    }
}

import Foundation
import LayoutTestSupport
import XCTest
@testable import layoutc

/// The SARIF log's structure, checked in Swift always and against the official 2.1.0 schema when
/// python3 with the jsonschema package is available.
final class SARIFTests: XCTestCase {
    private func log() throws -> (text: String, object: [String: Any]) {
        let diagnostics = DiagnosticFixtures.diagnostics.map { (diagnostic: $0, fallbackPath: Optional("card.layout")) }
        let text = SARIFRenderer(catalog: DiagnosticFixtures.catalog).document(for: diagnostics).formatted()
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        return (text, object)
    }

    func testStructure() throws {
        let (_, log) = try log()
        XCTAssertEqual(log["version"] as? String, "2.1.0")
        XCTAssertEqual(log["$schema"] as? String, SARIFRenderer.schemaURI)
        let runs = try XCTUnwrap(log["runs"] as? [[String: Any]])
        XCTAssertEqual(runs.count, 1)
        let driver = try XCTUnwrap((runs[0]["tool"] as? [String: Any])?["driver"] as? [String: Any])
        XCTAssertEqual(driver["name"] as? String, "layoutc")
        XCTAssertEqual(driver["version"] as? String, LayoutcVersion.current)
        let rules = try XCTUnwrap(driver["rules"] as? [[String: Any]])
        let ruleIDs = rules.compactMap { $0["id"] as? String }
        XCTAssertEqual(ruleIDs, ["L001", "N001", "S001", "S002"])
        XCTAssertEqual((rules[1]["shortDescription"] as? [String: Any])?["text"] as? String, "unknown name")

        let results = try XCTUnwrap(runs[0]["results"] as? [[String: Any]])
        XCTAssertEqual(results.count, DiagnosticFixtures.diagnostics.count)
        for result in results {
            let ruleID = try XCTUnwrap(result["ruleId"] as? String)
            XCTAssertEqual(ruleIDs[try XCTUnwrap(result["ruleIndex"] as? Int)], ruleID)
        }
        let first = results[0]
        XCTAssertEqual(first["level"] as? String, "error")
        XCTAssertEqual((first["message"] as? [String: Any])?["text"] as? String, "unknown view 'haeder'")
        let location = try XCTUnwrap((first["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        XCTAssertEqual((location["artifactLocation"] as? [String: Any])?["uri"] as? String, "card.layout")
        let region = try XCTUnwrap(location["region"] as? [String: Int])
        XCTAssertEqual(region, ["startLine": 4, "startColumn": 12, "endLine": 4, "endColumn": 18])
        let related = try XCTUnwrap(first["relatedLocations"] as? [[String: Any]])
        XCTAssertEqual(related.first?["id"] as? Int, 1)
        XCTAssertEqual((related.first?["message"] as? [String: Any])?["text"] as? String, "'header' declared here")
        XCTAssertEqual(results[1]["level"] as? String, "warning")
    }

    func testValidatesAgainstTheSARIFSchema() throws {
        try SARIFSchema.assertValid(try log().text)
    }
}

/// Validation against the official SARIF 2.1.0 schema (vendored in Golden/schema), through
/// python3's jsonschema package; skipped where that is not installed, except under CI.
enum SARIFSchema {
    static func assertValid(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws {
        try SharedMaterial.requirePythonModules(["jsonschema"])
        let schema = GoldenFile.directory.appendingPathComponent("schema/sarif-schema-2.1.0.json")
        let logURL = FileManager.default.temporaryDirectory.appendingPathComponent("layoutc-\(UUID().uuidString).sarif")
        try Data(text.utf8).write(to: logURL)
        defer { try? FileManager.default.removeItem(at: logURL) }

        let script = """
            import json, sys
            import jsonschema
            schema = json.load(open(sys.argv[1]))
            log = json.load(open(sys.argv[2]))
            errors = sorted(e.message for e in jsonschema.Draft4Validator(schema).iter_errors(log))
            print("\\n".join(errors))
            # A broken log must fail, or the check proves nothing.
            log["runs"][0]["tool"]["driver"]["rules"] = "none"
            sys.exit(1 if errors else (0 if list(jsonschema.Draft4Validator(schema).iter_errors(log)) else 3))
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script, schema.path, logURL.path]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "schema violations:\n" + String(decoding: data, as: UTF8.self), file: file, line: line)
    }
}

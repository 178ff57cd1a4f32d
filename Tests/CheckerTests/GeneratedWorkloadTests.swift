import Foundation
import LayoutSource
import LayoutChecker
import LayoutTestSupport
import XCTest

/// Every workload of the shared generator, at small sizes, checks with no diagnostics.
///
/// The generator lives outside the package (`../shared/bench`), so the test is skipped where it or
/// python3 is missing, except under CI, where that fails it; copies of some outputs are also fixtures.
final class GeneratedWorkloadTests: XCTestCase {
    private func generate(_ generator: String, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", generator] + arguments
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "gen_layout.py \(arguments)")
        return String(decoding: data, as: UTF8.self)
    }

    func testGeneratedWorkloadsCheckCleanly() throws {
        let generator = try SharedMaterial.require("bench/gen_layout.py")
        let workloads = [
            ["grid", "1", "1"], ["grid", "2", "3"], ["grid", "5", "4"], ["stack", "1"], ["stack", "7"],
            ["nest", "1"], ["nest", "6"], ["form", "1"], ["form", "4"],
        ]
        for arguments in workloads {
            let text = try generate(generator, arguments)
            let result = check(CheckRequest(source: SourceFile(path: arguments.joined(separator: "-") + ".layout", text: text)))
            XCTAssertEqual(result.diagnostics.map { "\($0.code) \($0.message)" }, [], "\(arguments)")
            XCTAssertFalse(result.ir.constraints.isEmpty, "\(arguments)")
        }
    }
}

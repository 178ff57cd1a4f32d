import Foundation
import LayoutCodegen
import XCTest

/// The generated code of every example, for both targets, against its golden file. Run with
/// `LAYOUTC_UPDATE_GOLDEN=1` to rewrite the golden files after a deliberate change, and read the diff.
final class GoldenCodeTests: XCTestCase {
    func testExamplesGenerateTheirGoldenCode() throws {
        let update = ProcessInfo.processInfo.environment["LAYOUTC_UPDATE_GOLDEN"] == "1"
        let examples = try CodegenFixtures.examples()
        XCTAssertGreaterThanOrEqual(examples.count, 10)
        let stackLayouts = try CodegenFixtures.stackAndScrollLayouts()
        XCTAssertGreaterThanOrEqual(stackLayouts.count, 2)
        var compared: Set<String> = []
        for example in examples + stackLayouts {
            for target in [CodeTarget.uikit, .appkit] {  // Auto Layout code; the frame engine and SwiftUI are proven by running them
                let generated = try CodegenFixtures.generate(file: example, target: target)
                // Stacks and scroll views have no exact AppKit counterpart: refused, with the reason.
                if target == .appkit && CodegenFixtures.refusedForAppKitOnly(generated) { continue }
                XCTAssertFalse(stackLayouts.contains(example) && target == .appkit, "\(example.lastPathComponent) must be refused on AppKit")
                guard let text = generated.text else {
                    XCTFail("\(example.lastPathComponent) (\(target)): \(generated.diagnostics.map(\.message))")
                    continue
                }
                XCTAssertFalse(generated.diagnostics.contains { $0.code.rawValue.hasPrefix("G") }, example.lastPathComponent)
                let name = example.deletingPathExtension().lastPathComponent + "." + target.rawValue + ".swift"
                let golden = CodegenFixtures.golden.appendingPathComponent(name)
                compared.insert(name)
                if update {
                    try Data(text.utf8).write(to: golden)
                    continue
                }
                let expected = try String(contentsOf: golden, encoding: .utf8)
                XCTAssertEqual(text, expected, "\(name) differs from its golden file (LAYOUTC_UPDATE_GOLDEN=1 rewrites it)")
            }
        }
        // A golden file no example produces any more (a target that now refuses it) is stale.
        let stored = try FileManager.default.contentsOfDirectory(atPath: CodegenFixtures.golden.path)
            .filter { $0.hasSuffix(".swift") }
        XCTAssertEqual(Set(stored).subtracting(compared).sorted(), [], "stale golden files: delete them")
    }

    func testOutputIsDeterministic() throws {
        for example in try CodegenFixtures.examples() {
            let first = try CodegenFixtures.generate(file: example, target: .uikit).text
            let second = try CodegenFixtures.generate(file: example, target: .uikit).text
            XCTAssertEqual(first, second, example.lastPathComponent)
        }
    }
}

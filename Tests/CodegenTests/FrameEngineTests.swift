import Foundation
import LayoutCodegen
import LayoutSource
import XCTest

/// The frame engine's code (`generate --engine frames`), compiled against the shims and run,
/// sets the frames `layoutc solve` gives, at many sizes, safe areas, intrinsic sizes, in both
/// directions and every variant, and `sizeThatFits` gives `solve --size Wx`'s height.
final class FrameEngineTests: XCTestCase {
    @discardableResult
    private func run(_ harness: FrameHarness) throws -> (equal: Int, solveFails: Int, undetermined: Int) {
        let (numbers, _) = try harness.run()
        var totals = (equal: 0, solveFails: 0, undetermined: 0)
        for subject in harness.subjects {
            for (index, scenario) in harness.scenarios(of: subject).enumerated() {
                guard let printed = numbers[subject.label]?[index] else {
                    XCTFail("\(subject.source.path): nothing printed for scenario \(index)")
                    continue
                }
                switch harness.compare(subject, scenario, printed: printed) {
                case .equal: totals.equal += 1
                case .solveFails: totals.solveFails += 1
                case .undetermined: totals.undetermined += 1
                case .differs(let message):
                    XCTFail("\(subject.source.path) at \(scenario): \(message)\n\(subject.source.text)")
                }
            }
        }
        return totals
    }

    func testExamplesReproduceSolve() throws {
        var harness = FrameHarness(target: .uikit)
        var refused: [String] = []
        for file in try CodegenFixtures.examples() {
            let problems = harness.add(path: file.path, bytes: Array(try Data(contentsOf: file)), loader: CodegenFixtures.DiskLoader())
            if !problems.isEmpty {
                refused.append("\(file.lastPathComponent): \(problems.filter { $0.severity == .error }.map { "\($0.code.rawValue) \($0.message)" })")
            }
        }
        let totals = try run(harness)
        print("frames: \(harness.subjects.count) examples, \(totals) ; refused \(refused)")
        XCTAssertGreaterThan(totals.equal, 500)
    }
}

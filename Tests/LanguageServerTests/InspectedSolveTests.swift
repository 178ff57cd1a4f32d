import Foundation
import LayoutChecker
import LayoutCompiler
import LayoutSource
import XCTest

/// Hover reads `CompiledLayout.inspectedSolve(in:)`, which lays a solve open; its frames must be
/// `solve(in:)`'s, or hover would show numbers `solve` does not print.
final class InspectedSolveTests: XCTestCase {
    func testInspectedFramesAreSolvesForEveryExampleAtSizesAndDevices() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Examples")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".layout") }.sorted()
        XCTAssertGreaterThan(names.count, 5)
        let environments = [LayoutEnvironment(size: CanvasSize(width: 375, height: 667))]
            + ["iPhoneSE3", "iPhone14:landscape", "iPadPro11"].compactMap { DeviceConfiguration(named: $0)?.environment() }
        XCTAssertEqual(environments.count, 4)
        var compared = 0
        for name in names {
            let path = folder.appendingPathComponent(name).path
            let text = try String(contentsOfFile: path, encoding: .utf8)
            let layout = LayoutCompiler.compile(CompileRequest(path: path, text: text))
            for environment in environments {
                let solution = layout.solve(in: environment)
                let inspected = layout.inspectedSolve(in: environment)
                XCTAssertEqual(inspected.frames == nil, solution.frames.isEmpty, name)
                guard let frames = inspected.frames else { continue }
                for frame in solution.frames + solution.guides {
                    let match = frames.first { $0.name == frame.name }
                    XCTAssertEqual(match, frame, "\(name) \(frame.name)")
                    compared += 1
                }
            }
        }
        XCTAssertGreaterThan(compared, 50)
    }
}

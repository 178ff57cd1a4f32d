import AutoLayoutModel
import AutoLayoutRecording
import Foundation
import XCTest

/// Code that imports only UIKit, compiled with swiftc against UIKitShim and run in a process of
/// its own, prints a snapshot this process decodes and solves into the compiler's frames.
final class DriverProcessTests: XCTestCase {
    func testADriverProcessPrintsASnapshotThatSolvesToTheCompilersFrames() throws {
        guard ShimDriver.buildDirectory() != nil else { throw XCTSkip("the shims' build products are not beside the tests") }
        let drivers = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Drivers")
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("layoutc-row-driver-\(getpid())")
        defer { try? FileManager.default.removeItem(at: output) }
        try ShimDriver.build(
            sources: [drivers.appendingPathComponent("main.swift"), drivers.appendingPathComponent("RowLayout.swift")],
            platform: .uikit, output: output)
        let text = """
            view avatar, name { intrinsic 120 x 20; hugging 251, 250 }
            avatar.leading = root.leading + 16; avatar.size = 40
            name.leading = avatar.trailing + 8
            name.trailing <= root.trailing - 16
            avatar.top = root.safeArea.top + 8
            name.centerY = avatar.centerY
            """
        for direction in [RecordedDirection.leftToRight, .rightToLeft] {
            let json = try ShimDriver.run(output, arguments: direction == .rightToLeft ? ["rtl"] : [])
            let layout = try RecordedLayout(json: json.trimmingCharacters(in: .whitespacesAndNewlines))
            XCTAssertEqual(try layout.jsonString() + "\n", json, "the driver prints sorted-key JSON, one line")
            XCTAssertEqual(layout.direction, direction)
            XCTAssertEqual(layout.items.map(\.label), ["root", "avatar", "name", "UIViewSafeAreaLayoutGuide"])
            XCTAssertEqual(layout.constraints.compactMap(\.identifier), ["row.layout:4:1", "row.layout:5:1"])
            // At a wide canvas name keeps its intrinsic width; at a narrow one the trailing bound wins.
            for width in [375.0, 150.0] {
                assertSameFrames(
                    layout, text, width: width, height: 200, direction: direction,
                    insets: RecordedInsets(top: 20, left: 0, bottom: 0, right: 0))
            }
        }
    }
}

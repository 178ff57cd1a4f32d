import Foundation
import XCTest

/// `check` with several sizes re-solves them in one session; what it reports must not depend on
/// the order of the sizes, nor differ from checking each size alone.
final class MultiSizeCheckEndToEndTests: XCTestCase {
    /// The two-line file: switching the block off at 12x100 once removed the wrong copy
    /// of `root.width = 48`, and `--size 48x100 --size 12x100` printed nothing and exited 0.
    func testARestatedCanvasPinConflictsInEveryOrderOfSizes() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("pinned.layout", "when width >= 40 { root.width = 48 }\nroot.width = 48\n")
        func check(_ sizes: [String]) throws -> BinaryRunner.Outcome {
            try BinaryRunner.run(["check", "pinned.layout", "--format", "short"] + sizes.flatMap { ["--size", $0] }, in: directory.url)
        }
        let alone = try check(["12x100"])
        XCTAssertEqual(alone.status, 1, alone.err)
        XCTAssertEqual(
            alone.out, "pinned.layout:2:1: error: required constraints cannot all be satisfied at 12x100 [S001]\n")
        for sizes in [["48x100", "12x100"], ["12x100", "48x100"]] {
            let outcome = try check(sizes)
            XCTAssertEqual(outcome.status, 1, "\(sizes): \(outcome.err)")
            XCTAssertEqual(outcome.out, alone.out, "\(sizes)")
        }
        let fits = try check(["48x100"])
        XCTAssertEqual(fits.status, 0, fits.err)
        XCTAssertEqual(fits.out, "")
    }
}

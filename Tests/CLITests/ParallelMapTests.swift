import Foundation
import XCTest
@testable import layoutc

final class ParallelMapTests: XCTestCase {
    func testResultsComeBackInInputOrder() {
        let input = Array(0..<500)
        // Uneven work, so later elements often finish first.
        let output = ParallelMap.map(input, maximumThreads: 4) { value -> Int in
            if value % 7 == 0 { usleep(200) }
            return value * value
        }
        XCTAssertEqual(output, input.map { $0 * $0 })
    }

    func testEmptyAndSingleInputs() {
        XCTAssertEqual(ParallelMap.map([Int](), maximumThreads: 4) { $0 }, [])
        XCTAssertEqual(ParallelMap.map([3], maximumThreads: 4) { $0 + 1 }, [4])
        XCTAssertEqual(ParallelMap.map([1, 2, 3], maximumThreads: 0) { $0 * 2 }, [2, 4, 6])
    }

    func testWorkersHaveDeepStacks() {
        // Deeper than an 8 MB stack allows (about 100 bytes a frame and more in debug builds).
        XCTAssertEqual(ParallelMap.map([200_000]) { Self.depth($0) }, [200_000])
    }

    private static func depth(_ remaining: Int) -> Int {
        var padding = (0, 0, 0, 0, 0, 0, 0, 0)
        padding.0 = remaining
        return remaining == 0 ? 0 : 1 + depth(padding.0 - 1)
    }
}

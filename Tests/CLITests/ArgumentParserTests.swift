import XCTest
@testable import layoutc

final class ArgumentParserTests: XCTestCase {
    func testSolveDefaults() throws {
        XCTAssertEqual(try ArgumentParser.parse(["solve", "a.layout"]), .solve(SolveOptions(path: "a.layout")))
    }
}

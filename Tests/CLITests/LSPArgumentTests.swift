import XCTest

@testable import layoutc

final class LSPArgumentTests: XCTestCase {
    func testLSPTakesOnlyStdioAndHelp() throws {
        XCTAssertEqual(try ArgumentParser.parse(["lsp"]), .lsp)
        XCTAssertEqual(try ArgumentParser.parse(["lsp", "--stdio"]), .lsp)
        XCTAssertEqual(try ArgumentParser.parse(["lsp", "--help"]), .help(.lsp))
        XCTAssertEqual(try ArgumentParser.parse(["help", "lsp"]), .help(.lsp))
        XCTAssertThrowsError(try ArgumentParser.parse(["lsp", "card.layout"]))
        XCTAssertThrowsError(try ArgumentParser.parse(["lsp", "--size", "1x1"]))
        XCTAssertTrue(HelpText.text(for: .lsp).contains("USAGE: layoutc lsp"))
        XCTAssertTrue(HelpText.text(for: .general).contains("layoutc lsp"))
    }
}

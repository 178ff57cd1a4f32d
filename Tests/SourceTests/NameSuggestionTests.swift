import XCTest

@testable import LayoutSource

final class NameSuggestionTests: XCTestCase {
    func testEditDistance() {
        XCTAssertEqual(NameSuggestion.editDistance("header", "header"), 0)
        XCTAssertEqual(NameSuggestion.editDistance("haeder", "header"), 1)  // transposition
        XCTAssertEqual(NameSuggestion.editDistance("heder", "header"), 1)
        XCTAssertEqual(NameSuggestion.editDistance("headers", "header"), 1)
        XCTAssertEqual(NameSuggestion.editDistance("kitten", "sitting"), 3)
        XCTAssertEqual(NameSuggestion.editDistance("", "abc"), 3)
        XCTAssertEqual(NameSuggestion.editDistance("widht", "width"), 1)
    }

    func testClosestPicksNearestAndBreaksTiesByOrder() {
        XCTAssertEqual(NameSuggestion.closest(to: "haeder", among: ["root", "header", "footer"]), "header")
        let attributes = ["left", "right", "top", "bottom", "centerX", "centerY", "leading", "trailing", "width", "height"]
        XCTAssertEqual(NameSuggestion.closest(to: "cenetrX", among: attributes), "centerX")
        XCTAssertEqual(NameSuggestion.closest(to: "abcd", among: ["abce", "abcf"]), "abce")
    }

    func testNoSuggestionWhenTooFarOrAWholeRewrite() {
        XCTAssertNil(NameSuggestion.closest(to: "c", among: ["a", "b"]))
        XCTAssertNil(NameSuggestion.closest(to: "thumbnail", among: ["title", "body"]))
        XCTAssertNil(NameSuggestion.closest(to: "x", among: []))
    }
}

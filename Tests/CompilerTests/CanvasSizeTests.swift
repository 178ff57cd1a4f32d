import LayoutCompiler
import XCTest

final class CanvasSizeTests: XCTestCase {
    func testParsesWidthByHeight() {
        XCTAssertEqual(CanvasSize(parsing: "375x667"), CanvasSize(width: 375, height: 667))
        XCTAssertEqual(CanvasSize(parsing: "1024X768"), CanvasSize(width: 1024, height: 768))
        XCTAssertEqual(CanvasSize(parsing: "320.5x.5"), CanvasSize(width: 320.5, height: 0.5))
        XCTAssertEqual(CanvasSize(parsing: "1e3x2E2"), CanvasSize(width: 1000, height: 200))
        XCTAssertEqual(CanvasSize(parsing: "0x0"), CanvasSize(width: 0, height: 0))
    }

    func testRejectsMalformedNegativeAndNonFiniteSizes() {
        for text in [
            "", "x", "375", "375x", "x667", "375x667x1", "-375x667", "+375x667", "375 x 667", " 375x667",
            "375x-1", "infx667", "nanx667", "1e400x667", "375,5x667", "0x10x20", "1ex2", ".x1", "375x667 ",
        ] {
            XCTAssertNil(CanvasSize(parsing: text), text)
        }
    }

    func testDescriptionIsWhatParses() {
        XCTAssertEqual(CanvasSize(width: 375, height: 667).description, "375x667")
        XCTAssertEqual(CanvasSize(width: 320.5, height: 480).description, "320.5x480")
        for size in [CanvasSize(width: 375, height: 667), CanvasSize(width: 0.25, height: 1e20)] {
            XCTAssertEqual(CanvasSize(parsing: size.description), size)
        }
    }
}

import LayoutSource
import XCTest

@testable import LayoutImport

final class XMLReaderTests: XCTestCase {
    func testReadsElementsAttributesAndEntities() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!-- a comment -->
            <document type="x"><objects a='1' b="&lt;&amp;&#65;&#x42;"><view id="v"/></objects></document>
            """
        let root = try XMLReader.read(Array(text.utf8))
        XCTAssertEqual(root.name, "document")
        let objects = try XCTUnwrap(root.child("objects"))
        XCTAssertEqual(objects["b"], "<&AB")
        XCTAssertEqual(objects.children.map(\.name), ["view"])
        // The range starts at the '<' of the start tag.
        let start = objects.children[0].range.start
        XCTAssertEqual(Array(text.utf8)[start], UInt8(ascii: "<"))
    }

    func testMismatchedEndTagIsReportedWhereItStands() {
        let text = "<document>\n  <view>\n  </subviews>\n</document>"
        XCTAssertThrowsError(try XMLReader.read(Array(text.utf8))) { error in
            guard let error = error as? XMLReadError else { return XCTFail("wrong error \(error)") }
            let file = SourceFile(path: "x.xib", text: text)
            XCTAssertEqual(file.lineColumn(at: error.offset).line, 3)
            XCTAssertTrue(error.message.contains("</subviews>"), error.message)
        }
    }

    func testUnclosedElementAndBadEntity() {
        XCTAssertThrowsError(try XMLReader.read(Array("<a><b></b>".utf8)))
        XCTAssertThrowsError(try XMLReader.read(Array("<a x=\"&nope;\"/>".utf8)))
        XCTAssertThrowsError(try XMLReader.read(Array("<a x=\"1\" x=\"2\"/>".utf8)))
        XCTAssertThrowsError(try XMLReader.read(Array("".utf8)))
    }
}

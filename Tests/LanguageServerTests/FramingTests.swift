import LayoutLanguageServer
import XCTest

final class FramingTests: XCTestCase {
    func testMessagesSplitAcrossReadsAndJoinedInOneReadAreDelimitedByContentLength() {
        let first = FrameDecoder.frame(#"{"a":"é"}"#)
        let second = FrameDecoder.frame(#"{"b":[1,2]}"#)
        let stream = first + second
        var decoder = FrameDecoder()
        var bodies: [String] = []
        // One byte at a time: every split point, headers and multi-byte characters included.
        for byte in stream {
            decoder.append([byte])
            while let event = decoder.next() {
                guard case .message(let body) = event else { return XCTFail("unexpected \(event)") }
                bodies.append(String(decoding: body, as: UTF8.self))
            }
        }
        XCTAssertEqual(bodies, [#"{"a":"é"}"#, #"{"b":[1,2]}"#])
        decoder = FrameDecoder()
        decoder.append(stream)
        XCTAssertEqual(decoder.next(), .message(Array(#"{"a":"é"}"#.utf8)))
        XCTAssertEqual(decoder.next(), .message(Array(#"{"b":[1,2]}"#.utf8)))
        XCTAssertNil(decoder.next())
    }

    func testHeaderNamesAreCaseInsensitiveAndOtherHeadersAreIgnored() {
        var decoder = FrameDecoder()
        decoder.append(Array("content-length: 2\r\nContent-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n{}".utf8))
        XCTAssertEqual(decoder.next(), .message(Array("{}".utf8)))
    }

    func testMalformedHeadersAreReportedAndTheNextFrameIsStillRead() {
        var decoder = FrameDecoder()
        decoder.append(Array("Content-Type: text\r\n\r\n".utf8) + Array("Content-Length: x1\r\n\r\n".utf8)
            + FrameDecoder.frame("{}"))
        XCTAssertEqual(decoder.next(), .malformedHeader("missing Content-Length"))
        XCTAssertEqual(decoder.next(), .malformedHeader("invalid Content-Length 'x1'"))
        XCTAssertEqual(decoder.next(), .message(Array("{}".utf8)))
    }

    func testJSONParsesEscapesAndSurrogatesAndWritesKeysSorted() throws {
        let parsed = try XCTUnwrap(JSON.parse(Array(#" {"z": [true, null, -1.5e2], "a": "\u00e9\ud83d\ude00\n\"x\""} "#.utf8)))
        XCTAssertEqual(parsed["a"], .string("é😀\n\"x\""))
        XCTAssertEqual(parsed["z"], .array([.bool(true), .null, .number(-150)]))
        XCTAssertEqual(parsed.serialized, #"{"a":"é😀\n\"x\"","z":[true,null,-150]}"#)
        for bad in ["", "{", "[1,]", "{\"a\" 1}", "\"\\ud83d\"", "01x", "nul", "[1] 2", String(repeating: "[", count: 500)] {
            XCTAssertNil(JSON.parse(Array(bad.utf8)), bad)
        }
        // Invalid UTF-8 inside a string is no JSON either.
        XCTAssertNil(JSON.parse([0x22, 0xFF, 0x22]))
        XCTAssertNil(JSON.parse([0x22, 0xE2, 0x82, 0x22]))
    }
}

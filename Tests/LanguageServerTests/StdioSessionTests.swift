import LayoutLanguageServer
import XCTest

/// Sessions with `layoutc lsp` as a separate process over real pipes.
final class StdioSessionTests: XCTestCase {
    private let uri = "file:///nowhere/card.layout"

    private func request(_ id: Int, _ method: String, _ params: JSON = .null) -> JSON {
        .object(["jsonrpc": .string("2.0"), "id": .int(id), "method": .string(method), "params": params])
    }

    private func notification(_ method: String, _ params: JSON = .object([:])) -> JSON {
        .object(["jsonrpc": .string("2.0"), "method": .string(method), "params": params])
    }

    private func initialize(_ server: ServerProcess) {
        server.send(request(1, "initialize", .object([
            "capabilities": .object([:]), "initializationOptions": .object(["sizes": .strings(["375x667"])]),
        ])))
        server.send(notification("initialized"))
    }

    func testASessionPublishesDiagnosticsAnswersInOrderAndExitsZeroAfterShutdown() throws {
        let server = try ServerProcess()
        initialize(server)
        server.send(notification("textDocument/didOpen", .object(["textDocument": .object([
            "uri": .string(uri), "languageId": .string("layout"), "version": .int(1),
            "text": .string("view a\na.left = 0; a.top = 0; a.size = 10\nb.top = 0\n"),
        ])])))
        // Diagnostics arrive after the debounce, from the analysis queue.
        let published = server.wait { $0["method"] == .string("textDocument/publishDiagnostics") }
        XCTAssertEqual(published?["params"]?["diagnostics"]?.arrayValue?.map { $0["code"] }, [.string("N001")])
        server.send(request(2, "textDocument/hover", .object([
            "textDocument": .object(["uri": .string(uri)]),
            "position": .object(["line": .int(1), "character": .int(0)]),
        ])))
        server.send(request(3, "shutdown"))
        server.send(notification("exit"))
        XCTAssertEqual(server.waitForExit(), 0)
        let responses = server.messages.filter { $0["id"] != nil }
        XCTAssertEqual(responses.map { $0["id"] }, [1, 2, 3].map { .int($0) })
        XCTAssertNotNil(responses.first?["result"]?["capabilities"])
    }

    func testAClientThatDisappearsEndsTheServer() throws {
        let server = try ServerProcess()
        initialize(server)
        _ = server.wait { $0["id"] == .int(1) }
        server.closeInput()
        XCTAssertEqual(server.waitForExit(), 1)
    }

    func testExitWithoutShutdownIsStatusOne() throws {
        let server = try ServerProcess()
        initialize(server)
        server.send(notification("exit"))
        XCTAssertEqual(server.waitForExit(), 1)
    }

    func testMalformedInputNeitherCrashesNorStopsTheServer() throws {
        let server = try ServerProcess()
        server.write(Array("Content-Length: zz\r\n\r\n".utf8))
        server.write(FrameDecoder.frame("{\"jsonrpc\": \"2.0\", \"id\": 7, \"method\": "))
        server.write(FrameDecoder.frame("\u{FF}\u{0}"))
        initialize(server)
        server.send(request(2, "textDocument/unknown", .object([:])))
        XCTAssertEqual(server.wait { $0["id"] == .int(2) }?["error"]?["code"], .int(-32601))
        XCTAssertNotNil(server.wait { $0["id"] == .int(1) }?["result"])
        XCTAssertEqual(server.messages.filter { $0["error"]?["code"] == .int(-32700) }.count, 2)
        server.send(request(3, "shutdown"))
        server.send(notification("exit"))
        XCTAssertEqual(server.waitForExit(), 0)
    }
}

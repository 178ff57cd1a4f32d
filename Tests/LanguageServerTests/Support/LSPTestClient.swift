import Foundation
import LayoutLanguageServer
import XCTest

/// Runs the server's jobs when the test says: requests and analyses wait in order until
/// `runRequests` or `runAnalyses`, so cancellation and stale versions are tested without timing.
final class ManualScheduler: ServerScheduler, @unchecked Sendable {
    private let lock = NSLock()
    private var requests: [@Sendable () -> Void] = []
    private var analyses: [@Sendable () -> Void] = []

    func scheduleRequest(_ job: @escaping @Sendable () -> Void) {
        lock.lock(); defer { lock.unlock() }
        requests.append(job)
    }

    func scheduleAnalysis(afterMilliseconds milliseconds: Int, _ job: @escaping @Sendable () -> Void) {
        lock.lock(); defer { lock.unlock() }
        analyses.append(job)
    }

    func finishRequests() {
        runRequests()
    }

    /// How many analyses wait.
    var pendingAnalyses: Int {
        lock.lock(); defer { lock.unlock() }
        return analyses.count
    }

    /// Runs every waiting request, in order.
    func runRequests() {
        while let job = take(from: \.requests) { job() }
    }

    /// Runs every waiting analysis, in order.
    func runAnalyses() {
        while let job = take(from: \.analyses) { job() }
    }

    private func take(from queue: ReferenceWritableKeyPath<ManualScheduler, [@Sendable () -> Void]>) -> (@Sendable () -> Void)? {
        lock.lock(); defer { lock.unlock() }
        guard !self[keyPath: queue].isEmpty else { return nil }
        return self[keyPath: queue].removeFirst()
    }
}

/// Collects what the server sends, through the real framing: each message is framed as the
/// transport frames it, and decoded back with the same decoder a client would use.
final class FramedSink: @unchecked Sendable {
    private let lock = NSLock()
    private var decoder = FrameDecoder()
    private var received: [JSON] = []

    func write(_ message: JSON) {
        lock.lock(); defer { lock.unlock() }
        decoder.append(FrameDecoder.frame(message.serialized))
        while let event = decoder.next() {
            guard case .message(let body) = event, let json = JSON.parse(body) else {
                XCTFail("the server sent a frame that does not decode")
                continue
            }
            received.append(json)
        }
    }

    /// Takes every message received so far.
    func drain() -> [JSON] {
        lock.lock(); defer { lock.unlock() }
        defer { received = [] }
        return received
    }
}

/// A scripted client of an in-process server: sends framed messages, runs the server's jobs,
/// and reads its answers.
final class LSPTestClient {
    let scheduler = ManualScheduler()
    let sink = FramedSink()
    let server: LanguageServer
    private var nextID = 1
    /// Notifications received and not yet read, in order.
    private(set) var notifications: [JSON] = []

    init() {
        let sink = self.sink
        server = LanguageServer(version: "test", scheduler: scheduler) { sink.write($0) }
    }

    /// Feeds raw bytes through the framing, as the transport would.
    func feed(_ bytes: [UInt8]) {
        var decoder = FrameDecoder()
        decoder.append(bytes)
        while let event = decoder.next() {
            switch event {
            case .message(let body): server.receive(body)
            case .malformedHeader(let reason): server.receiveMalformedHeader(reason)
            }
        }
    }

    /// Sends `message` framed.
    func send(_ message: JSON) {
        feed(FrameDecoder.frame(message.serialized))
    }

    /// Sends a request and returns its id, without running it.
    @discardableResult
    func sendRequest(_ method: String, _ params: JSON = .null) -> Int {
        let id = nextID
        nextID += 1
        send(.object(["jsonrpc": .string("2.0"), "id": .int(id), "method": .string(method), "params": params]))
        return id
    }

    /// Sends a notification.
    func notify(_ method: String, _ params: JSON = .null) {
        send(.object(["jsonrpc": .string("2.0"), "method": .string(method), "params": params]))
    }

    /// Runs waiting requests and returns every response received, notifications kept aside.
    func responses() -> [JSON] {
        scheduler.runRequests()
        var responses: [JSON] = []
        for message in sink.drain() {
            if message["method"] != nil { notifications.append(message) } else { responses.append(message) }
        }
        return responses
    }

    /// Sends a request, runs it, and returns its response.
    func request(_ method: String, _ params: JSON = .null, file: StaticString = #filePath, line: UInt = #line) -> JSON {
        let id = sendRequest(method, params)
        let answers = responses()
        guard let answer = answers.first(where: { $0["id"] == .int(id) }) else {
            XCTFail("no response to \(method)", file: file, line: line)
            return .null
        }
        return answer
    }

    /// The result of a request (failing when it answered with an error).
    func result(_ method: String, _ params: JSON = .null, file: StaticString = #filePath, line: UInt = #line) -> JSON {
        let answer = request(method, params, file: file, line: line)
        XCTAssertNil(answer["error"], "\(method) failed: \(answer.serialized)", file: file, line: line)
        return answer["result"] ?? .null
    }

    /// Initializes with `options` and `capabilities`.
    @discardableResult
    func initialize(options: JSON = .null, capabilities: JSON = .object([:])) -> JSON {
        let result = self.result("initialize", .object(["capabilities": capabilities, "initializationOptions": options]))
        notify("initialized", .object([:]))
        return result
    }

    /// Opens a document and runs its analysis.
    func open(_ uri: String, _ text: String, version: Int = 1) {
        notify("textDocument/didOpen", .object([
            "textDocument": .object([
                "uri": .string(uri), "languageId": .string("layout"), "version": .int(version), "text": .string(text),
            ])
        ]))
        scheduler.runAnalyses()
    }

    /// Runs waiting analyses and returns the diagnostics notifications published, in order.
    func publishedDiagnostics() -> [JSON] {
        scheduler.runAnalyses()
        _ = responses()
        let published = notifications.filter { $0["method"]?.stringValue == "textDocument/publishDiagnostics" }
        notifications.removeAll { $0["method"]?.stringValue == "textDocument/publishDiagnostics" }
        return published.compactMap { $0["params"] }
    }

    /// `{"textDocument": {"uri": uri}, "position": {...}}`.
    static func at(_ uri: String, line: Int, character: Int) -> JSON {
        .object([
            "textDocument": .object(["uri": .string(uri)]),
            "position": .object(["line": .int(line), "character": .int(character)]),
        ])
    }
}

extension JSON {
    /// A string array.
    static func strings(_ values: [String]) -> JSON { .array(values.map(JSON.string)) }
}

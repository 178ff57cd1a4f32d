import Foundation
import LayoutLanguageServer
import LayoutTestSupport
import XCTest

/// `layoutc lsp` as a child process over pipes: the real transport, framing and scheduler.
final class ServerProcess: @unchecked Sendable {
    let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private let lock = NSLock()
    private var decoder = FrameDecoder()
    private var received: [JSON] = []
    private var ended = false
    /// How long to wait before calling the server hung: a guard, not a performance assertion.
    static let hangLimit: TimeInterval = 60

    /// The `layoutc` in the build products directory, or `LAYOUTC_BINARY`.
    static func executable() throws -> URL {
        if let override = ProcessInfo.processInfo.environment["LAYOUTC_BINARY"] {
            return URL(fileURLWithPath: override)
        }
        var candidates: [URL] = [Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent()]
        candidates += Bundle.allBundles.map { $0.bundleURL.deletingLastPathComponent() }
        if let argument = CommandLine.arguments.first {
            candidates.append(URL(fileURLWithPath: argument).deletingLastPathComponent())
        }
        for directory in candidates {
            let url = directory.appendingPathComponent("layoutc")
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        throw SharedMaterial.prerequisiteMissing("cannot find the layoutc executable near \(Bundle.main.bundleURL.path)")
    }

    init() throws {
        process.executableURL = try Self.executable()
        process.arguments = ["lsp", "--stdio"]
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let handle = output.fileHandleForReading
        Thread.detachNewThread { [self] in
            while true {
                let data = handle.availableData
                lock.lock()
                if data.isEmpty {
                    ended = true
                    lock.unlock()
                    return
                }
                decoder.append([UInt8](data))
                while let event = decoder.next() {
                    if case .message(let body) = event, let json = JSON.parse(body) { received.append(json) }
                }
                lock.unlock()
            }
        }
    }

    /// Writes raw bytes to the server's standard input.
    func write(_ bytes: [UInt8]) {
        input.fileHandleForWriting.write(Data(bytes))
    }

    /// Writes `message` framed.
    func send(_ message: JSON) {
        write(FrameDecoder.frame(message.serialized))
    }

    /// Closes the server's standard input, as a client that quits does.
    func closeInput() {
        try? input.fileHandleForWriting.close()
    }

    /// Waits until a received message satisfies `predicate`, and returns it.
    func wait(for predicate: (JSON) -> Bool, file: StaticString = #filePath, line: UInt = #line) -> JSON? {
        let deadline = Date().addingTimeInterval(Self.hangLimit)
        while Date() < deadline {
            lock.lock()
            let found = received.first(where: predicate)
            let isEnded = ended
            lock.unlock()
            if let found { return found }
            if isEnded { break }
            usleep(5_000)
        }
        XCTFail("the server never sent the message waited for", file: file, line: line)
        return nil
    }

    /// Waits for the process to end and returns its status, or nil (after killing it) if it hangs.
    func waitForExit() -> Int32? {
        let deadline = Date().addingTimeInterval(Self.hangLimit)
        while process.isRunning, Date() < deadline { usleep(5_000) }
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
            return nil
        }
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// Every message received so far.
    var messages: [JSON] {
        lock.lock(); defer { lock.unlock() }
        return received
    }
}

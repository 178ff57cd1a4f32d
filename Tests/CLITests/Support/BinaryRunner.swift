import Foundation
import LayoutTestSupport
import XCTest

/// Runs the built `layoutc` executable as a user would, capturing both streams and the status.
enum BinaryRunner {
    /// What a run produced.
    struct Outcome {
        var status: Int32
        var out: String
        var err: String
    }

    /// The `layoutc` next to the test bundle in the build products directory, or `LAYOUTC_BINARY`.
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

    /// Runs layoutc with `arguments` in `directory`, feeding `input` to standard input.
    ///
    /// A run that has not ended after `hangLimit` seconds is killed and reported as a failure:
    /// a guard against hangs, not a performance assertion.
    static func run(
        _ arguments: [String], in directory: URL? = nil, input: Data = Data(),
        environment: [String: String] = [:], hangLimit: TimeInterval = 120,
        file: StaticString = #filePath, line: UInt = #line
    ) throws -> Outcome {
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        let inputPath = try scratch.write("stdin", input)
        _ = FileManager.default.createFile(atPath: scratch.path("stdout"), contents: nil)
        _ = FileManager.default.createFile(atPath: scratch.path("stderr"), contents: nil)

        let process = Process()
        process.executableURL = try executable()
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        var merged = ProcessInfo.processInfo.environment
        merged.removeValue(forKey: "NO_COLOR")
        merged.merge(environment) { $1 }
        process.environment = merged
        // Files, not pipes: a large output cannot fill a pipe buffer and stall the child.
        process.standardInput = try FileHandle(forReadingFrom: URL(fileURLWithPath: inputPath))
        let out = try FileHandle(forWritingTo: URL(fileURLWithPath: scratch.path("stdout")))
        let err = try FileHandle(forWritingTo: URL(fileURLWithPath: scratch.path("stderr")))
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let deadline = Date().addingTimeInterval(hangLimit)
        while process.isRunning, Date() < deadline { usleep(10_000) }
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
            XCTFail("layoutc \(arguments) did not finish within \(Int(hangLimit)) s", file: file, line: line)
        }
        process.waitUntilExit()
        try out.close()
        try err.close()
        return Outcome(
            status: process.terminationStatus,
            out: String(decoding: FileManager.default.contents(atPath: scratch.path("stdout")) ?? Data(), as: UTF8.self),
            err: String(decoding: FileManager.default.contents(atPath: scratch.path("stderr")) ?? Data(), as: UTF8.self))
    }
}

#if canImport(Glibc)
import Glibc

extension BinaryRunner {
    /// Runs layoutc with its standard error on a pseudo-terminal, and returns what it wrote there.
    static func runOnTerminal(_ arguments: [String], in directory: URL, environment: [String: String] = [:]) throws -> String {
        // The pseudo-terminal functions are not in Swift's Glibc module; look them up instead.
        typealias DescriptorFunction = @convention(c) (Int32) -> Int32
        typealias NameFunction = @convention(c) (Int32) -> UnsafeMutablePointer<CChar>?
        let library = dlopen(nil, RTLD_NOW)
        guard let openSymbol = dlsym(library, "posix_openpt"), let grantSymbol = dlsym(library, "grantpt"),
              let unlockSymbol = dlsym(library, "unlockpt"), let nameSymbol = dlsym(library, "ptsname") else {
            throw XCTSkip("no pseudo-terminal functions here")
        }
        let openTerminal = unsafeBitCast(openSymbol, to: DescriptorFunction.self)
        let grant = unsafeBitCast(grantSymbol, to: DescriptorFunction.self)
        let unlock = unsafeBitCast(unlockSymbol, to: DescriptorFunction.self)
        let terminalName = unsafeBitCast(nameSymbol, to: NameFunction.self)
        let master = openTerminal(O_RDWR | O_NOCTTY)
        guard master >= 0, grant(master) == 0, unlock(master) == 0, let name = terminalName(master) else {
            throw XCTSkip("no pseudo-terminals here")
        }
        let slave = open(String(cString: name), O_RDWR | O_NOCTTY)
        guard slave >= 0 else { throw XCTSkip("cannot open the pseudo-terminal") }
        let masterHandle = FileHandle(fileDescriptor: master, closeOnDealloc: true)

        let process = Process()
        process.executableURL = try executable()
        process.arguments = arguments
        process.currentDirectoryURL = directory
        var merged = ProcessInfo.processInfo.environment
        merged.removeValue(forKey: "NO_COLOR")
        merged.merge(environment) { $1 }
        process.environment = merged
        process.standardError = FileHandle(fileDescriptor: slave, closeOnDealloc: false)
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        close(slave)
        // Reading the master after the slave side closed ends with EIO on Linux: that is the end.
        var output = Data()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
            if count <= 0 { break }
            output.append(contentsOf: buffer[0..<count])
        }
        _ = masterHandle
        return String(decoding: output, as: UTF8.self)
    }
}
#endif

// Building and running a driver: Swift sources that import a shim as the SDK (`import UIKit`,
// `@_spi(Recording) import UIKit` in the driver's own file), compiled with swiftc against the
// modules `swift build` made and linked with their objects, then run; its standard output
// (typically `ShimRecorder.shared.snapshot(root:).jsonString()`) comes back as a string. This is
// how generated code runs in a process of its own, as a user's app would compile it.

import AutoLayoutRecording
import Foundation

/// Compiles and runs shim drivers.
public enum ShimDriver {
    /// Why a driver did not run.
    public struct Failure: Error, CustomStringConvertible {
        /// What went wrong, with the compiler's or the process's output.
        public var description: String
    }

    /// The build products beside the running test bundle (`.build/<triple>/debug`), found from the
    /// executable's path; nil when they are not there.
    public static func buildDirectory() -> URL? {
        let executable = URL(fileURLWithPath: CommandLine.arguments.first ?? "/proc/self/exe").resolvingSymlinksInPath()
        let candidates = [URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath(), executable]
        for start in candidates {
            var directory = start.deletingLastPathComponent()
            for _ in 0..<4 {
                if FileManager.default.fileExists(atPath: directory.appendingPathComponent("Modules/ShimCore.swiftmodule").path) {
                    return directory
                }
                directory = directory.deletingLastPathComponent()
            }
        }
        return nil
    }

    /// Compiles `sources` (Swift 6 mode, the shim of `platform` imported as UIKit or AppKit) into
    /// the executable `output`; throws with the compiler's diagnostics when they do not compile.
    public static func build(sources: [URL], platform: RecordedLayout.Platform, output: URL) throws {
        guard let build = buildDirectory() else { throw Failure(description: "no build directory with the shims' modules") }
        let shim = platform == .uikit ? "UIKitShim" : "AppKitShim"
        let framework = platform == .uikit ? "UIKit" : "AppKit"
        var objects: [String] = []
        for module in ["ShimCore", "AutoLayoutRecording", shim] {
            objects += try objectFiles(of: module, in: build)
        }
        let compile = try execute(
            "/usr/bin/env",
            [
                "swiftc", "-swift-version", "6", "-module-alias", "\(framework)=\(shim)", "-I",
                build.appendingPathComponent("Modules").path, "-o", output.path,
            ] + sources.map(\.path) + objects)
        guard compile.status == 0 else { throw Failure(description: "the driver does not compile:\n\(compile.output)") }
    }

    /// Compiles `sources` (Swift 6 mode) against the SwiftUI shim imported as SwiftUI into the
    /// executable `output`; throws with the compiler's diagnostics when they do not compile.
    public static func buildSwiftUI(sources: [URL], output: URL) throws {
        guard let build = buildDirectory() else { throw Failure(description: "no build directory with the shims' modules") }
        let objects = try objectFiles(of: "SwiftUIShim", in: build)
        let compile = try execute(
            "/usr/bin/env",
            [
                "swiftc", "-swift-version", "6", "-module-alias", "SwiftUI=SwiftUIShim", "-I",
                build.appendingPathComponent("Modules").path, "-o", output.path,
            ] + sources.map(\.path) + objects)
        guard compile.status == 0 else { throw Failure(description: "the driver does not compile:\n\(compile.output)") }
    }

    /// Runs a driver `build` made with `arguments`; returns what it printed (standard output and
    /// error), and throws with it when the driver exits non-zero.
    public static func run(_ executable: URL, arguments: [String] = []) throws -> String {
        let run = try execute(executable.path, arguments)
        guard run.status == 0 else { throw Failure(description: "the driver failed (\(run.status)):\n\(run.output)") }
        return run.output
    }

    /// The object files of `module`'s current sources, read from the build's output file map (a
    /// renamed source leaves its old object file behind, which must not be linked).
    private static func objectFiles(of module: String, in build: URL) throws -> [String] {
        let map = build.appendingPathComponent("\(module).build/output-file-map.json")
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: map))
        guard let entries = json as? [String: Any] else { throw Failure(description: "unreadable \(map.path)") }
        return entries.keys.sorted().compactMap { (entries[$0] as? [String: Any])?["object"] as? String }
    }

    /// Runs `swiftc` with `arguments`: its exit status and everything it printed.
    public static func swiftc(_ arguments: [String]) throws -> (status: Int32, output: String) {
        try execute("/usr/bin/env", ["swiftc"] + arguments)
    }

    private static func execute(_ path: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}

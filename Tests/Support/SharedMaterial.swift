import Foundation
import XCTest

/// The project's shared material (`../shared`: the kiwi oracle, the workload generator) and the
/// python modules it needs, for the tests that compare against it.
///
/// On a developer's machine a missing piece skips those tests, so `swift test` passes on a fresh
/// machine with the toolchain alone; under CI (`CI` set, as `.ci/run` runs), which installs
/// everything itself, a missing piece is a failure, so the comparison can never vanish silently.
public enum SharedMaterial {
    /// The repository's root, found from this file's path (`Tests/Support/`).
    public static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Whether this is a CI run, where missing material fails instead of skipping.
    public static var isContinuousIntegration: Bool {
        let value = ProcessInfo.processInfo.environment["CI"] ?? ""
        return !value.isEmpty && value != "0" && value.lowercased() != "false"
    }

    /// The shared folder: `$LAYOUTC_SHARED` if set, else `shared` beside the repository.
    public static var folder: URL {
        if let path = ProcessInfo.processInfo.environment["LAYOUTC_SHARED"], !path.isEmpty {
            return URL(fileURLWithPath: path)
        }
        return repositoryRoot.deletingLastPathComponent().appendingPathComponent("shared")
    }

    /// The path of `relativePath` inside the shared folder, after checking that it exists and
    /// that python3 can import `modules`; skips the calling test (fails it under CI) otherwise.
    public static func require(_ relativePath: String, pythonModules modules: [String] = []) throws -> String {
        let path = folder.appendingPathComponent(relativePath).path
        guard FileManager.default.fileExists(atPath: path) else {
            throw unavailable("\(path) does not exist (set LAYOUTC_SHARED to the shared folder)")
        }
        try requirePythonModules(modules)
        return path
    }

    /// Checks that python3 can import `modules`; skips the calling test (fails it under CI) otherwise.
    public static func requirePythonModules(_ modules: [String]) throws {
        if let missing = missingPythonModules(modules) {
            throw unavailable("python3 cannot import \(missing) (pip install \(modules.joined(separator: " ")))")
        }
    }

    /// An XCTSkip on a developer's machine; under CI, an error that fails the test.
    private static func unavailable(_ reason: String) -> Error {
        isContinuousIntegration ? MissingMaterial(reason: reason) : XCTSkip(reason)
    }

    /// What a test throws when something it needs besides the shared folder is missing (a build
    /// product, Chromium, a compiler): a skip on a developer's machine, a failure under CI, so a
    /// change to the build layout can never turn a proof into "skipped" with CI green.
    public static func prerequisiteMissing(_ reason: String) -> Error {
        isContinuousIntegration ? MissingPrerequisite(reason: reason) : XCTSkip(reason)
    }

    /// A missing prerequisite under CI: thrown, it fails the test with its reason.
    public struct MissingPrerequisite: Error, CustomStringConvertible {
        /// What is missing and how to provide it.
        public let reason: String
        /// The reason, for XCTest's failure message.
        public var description: String { "CI needs this test's prerequisite: \(reason)" }
    }

    /// Nil when python3 imports every module of `modules`; otherwise what could not be imported.
    private static func missingPythonModules(_ modules: [String]) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", "import sys\nimport " + (["sys"] + modules).joined(separator: ", ")]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return "anything (python3 does not run)" }
        process.waitUntilExit()
        return process.terminationStatus == 0 ? nil : modules.joined(separator: ", ")
    }

    /// Missing material under CI: thrown, it fails the test with its reason.
    public struct MissingMaterial: Error, CustomStringConvertible {
        /// What is missing and how to install it.
        public let reason: String
        /// The reason, for XCTest's failure message.
        public var description: String { "CI needs the shared material: \(reason)" }
    }
}

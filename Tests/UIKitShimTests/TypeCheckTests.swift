import Foundation
import XCTest

/// Runs `swiftc -typecheck` over `Snippets/` against the built UIKitShim module, imported as
/// UIKit (`-module-alias UIKit=UIKitShim`), and over `AppKitSnippets/` against AppKitShim imported
/// as AppKit, in Swift 6 mode: `Valid*.swift` must have no error, each `Invalid*.swift` must fail
/// with the error its first line names (`// expect-error: ...`). One compiler run per folder
/// (about a second each).
final class TypeCheckTests: XCTestCase {
    private let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

    /// The directory of the built modules: beside the test bundle (`.build/<triple>/debug/Modules`).
    private func modulesDirectory() throws -> URL {
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        var directory = executable.deletingLastPathComponent()
        for _ in 0..<3 {
            let candidate = directory.appendingPathComponent("Modules")
            if FileManager.default.fileExists(atPath: candidate.appendingPathComponent("UIKitShim.swiftmodule").path) {
                return candidate
            }
            directory = directory.deletingLastPathComponent()
        }
        throw XCTSkip("UIKitShim.swiftmodule not found beside \(executable.path); run scripts/typecheck-shim-snippets.sh")
    }

    private func typeCheck(_ files: [URL], alias: String, modules: URL) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments =
            [
                "swiftc", "-typecheck", "-swift-version", "6", "-diagnostic-style", "llvm",
                "-continue-building-after-errors", "-module-alias", alias, "-I", modules.path,
            ] + files.map(\.path)
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    func testValidSnippetsCompileAndInvalidOnesFailForTheirReason() throws {
        try check(folder.appendingPathComponent("Snippets"), alias: "UIKit=UIKitShim", minimumInvalid: 10)
    }

    func testValidAppKitSnippetsCompileAndInvalidOnesFailForTheirReason() throws {
        try check(folder.appendingPathComponent("AppKitSnippets"), alias: "AppKit=AppKitShim", minimumInvalid: 8)
    }

    private func check(_ snippets: URL, alias: String, minimumInvalid: Int) throws {
        let modules = try modulesDirectory()
        let files = try FileManager.default.contentsOfDirectory(at: snippets, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "swift" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
        let valid = files.filter { $0.lastPathComponent.hasPrefix("Valid") }
        let invalid = files.filter { $0.lastPathComponent.hasPrefix("Invalid") }
        XCTAssertFalse(valid.isEmpty)
        XCTAssertGreaterThanOrEqual(invalid.count, minimumInvalid)
        let output = try typeCheck(files, alias: alias, modules: modules)
        let errorLines = output.split(separator: "\n").map(String.init).filter { $0.contains(": error: ") }

        func errors(in file: URL) -> [String] {
            errorLines.filter { $0.hasPrefix(file.path + ":") || $0.hasPrefix(file.lastPathComponent + ":") || $0.contains("/" + file.lastPathComponent + ":") }
        }
        for file in valid {
            XCTAssertEqual(errors(in: file), [], "\(file.lastPathComponent) must type-check against the shim")
        }
        for file in invalid {
            let firstLine = try String(contentsOf: file, encoding: .utf8).split(separator: "\n").first.map(String.init) ?? ""
            let prefix = "// expect-error: "
            XCTAssertTrue(firstLine.hasPrefix(prefix), "\(file.lastPathComponent) names no expected error")
            let expected = String(firstLine.dropFirst(prefix.count))
            let found = errors(in: file)
            XCTAssertFalse(found.isEmpty, "\(file.lastPathComponent) type-checked but must not")
            XCTAssertTrue(
                found.contains { $0.contains(expected) },
                "\(file.lastPathComponent): expected \"\(expected)\", got \(found)")
        }
        // Nothing outside the snippets failed (the shim module itself loaded).
        XCTAssertTrue(errorLines.allSatisfy { line in files.contains { line.contains($0.lastPathComponent + ":") } }, output)
    }
}

import Foundation
import LayoutChecker
import LayoutCodegen
import LayoutSource
import XCTest

/// Where the repository and its examples are, and how to generate code in a test.
enum CodegenFixtures {
    /// The repository's root.
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    /// The golden files of the examples' generated code.
    static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    /// Every `Examples/*.layout`, sorted by name.
    static func examples() throws -> [URL] {
        try FileManager.default.contentsOfDirectory(
            at: repository.appendingPathComponent("Examples"), includingPropertiesForKeys: nil
        ).filter { $0.pathExtension == "layout" }.sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    /// Reads the files `use` names from the disk, relative to the including file.
    struct DiskLoader: IncludeLoader {
        func canonicalPath(of path: String) -> Result<String, IncludeLoadError> {
            let url = URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath()
            return FileManager.default.fileExists(atPath: url.path)
                ? .success(url.path) : .failure(IncludeLoadError(reason: "no such file"))
        }

        func load(canonicalPath: String, displayPath: String) -> Result<SourceFile, IncludeLoadError> {
            guard let data = FileManager.default.contents(atPath: canonicalPath) else {
                return .failure(IncludeLoadError(reason: "unreadable"))
            }
            return .success(SourceFile(path: displayPath, bytes: Array(data)))
        }
    }

    /// The code generated for `text` as a file named `path`.
    static func generate(_ text: String, path: String = "test.layout", target: CodeTarget = .uikit) -> GeneratedCode {
        generateCode(GenerateRequest(check: CheckRequest(path: path, text: text), target: target))
    }

    /// The code generated for the file at `url`, with its includes.
    static func generate(file url: URL, target: CodeTarget) throws -> GeneratedCode {
        let bytes = Array(try Data(contentsOf: url))
        let request = CheckRequest(source: SourceFile(path: url.path, bytes: bytes), loader: DiskLoader())
        return generateCode(GenerateRequest(check: request, target: target))
    }

    /// The built modules' directory (`.build/<triple>/debug/Modules`), beside the test bundle.
    static func modulesDirectory(containing module: String) throws -> URL {
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        var directory = executable.deletingLastPathComponent()
        for _ in 0..<3 {
            let candidate = directory.appendingPathComponent("Modules")
            if FileManager.default.fileExists(atPath: candidate.appendingPathComponent("\(module).swiftmodule").path) {
                return candidate
            }
            directory = directory.deletingLastPathComponent()
        }
        throw XCTSkip("\(module).swiftmodule not found beside \(executable.path)")
    }

    /// Runs `swiftc` with `arguments`; its combined output and exit status.
    static func swiftc(_ arguments: [String]) throws -> (output: String, status: Int32) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc"] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (String(decoding: data, as: UTF8.self), process.terminationStatus)
    }
}

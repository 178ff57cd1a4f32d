import AutoLayoutModel
import Foundation
import LayoutChecker
import LayoutCodegen
import LayoutSource
import LayoutTestSupport
import XCTest

/// Where the repository and its examples are, and how to generate code in a test.
enum CodegenFixtures {
    /// The repository's root.
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    /// The golden files of the examples' generated code.
    static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    /// Every `Examples/*.layout`, sorted by name (those with stacks or scroll views generate for
    /// UIKit only: G010, G011 on AppKit).
    static func examples() throws -> [URL] {
        try FileManager.default.contentsOfDirectory(
            at: repository.appendingPathComponent("Examples"), includingPropertiesForKeys: nil
        ).filter { $0.pathExtension == "layout" }.sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    /// Every `Tests/CodegenTests/Layouts/*.layout`: stack and scroll layouts, which generate for
    /// UIKit only (G010, G011 on AppKit), sorted by name.
    static func stackAndScrollLayouts() throws -> [URL] {
        try FileManager.default.contentsOfDirectory(
            at: URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Layouts"),
            includingPropertiesForKeys: nil
        ).filter { $0.pathExtension == "layout" }.sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    /// Whether the generation failed only because AppKit has no counterpart of a stack or scroll
    /// view (G010, G011): what AppKit code of a file with stacks gives.
    static func refusedForAppKitOnly(_ generated: GeneratedCode) -> Bool {
        let errors = generated.diagnostics.filter { $0.severity == .error }
        return !errors.isEmpty && errors.allSatisfy { $0.code.rawValue == "G010" || $0.code.rawValue == "G011" }
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

    /// The built modules' directory (`.build/<triple>/debug/Modules`), found as the shim driver
    /// finds it; skips the test where `module` was not built there.
    static func modulesDirectory(containing module: String) throws -> URL {
        guard let build = ShimDriver.buildDirectory() else { throw SharedMaterial.prerequisiteMissing("no build directory beside the test bundle") }
        let modules = build.appendingPathComponent("Modules")
        guard FileManager.default.fileExists(atPath: modules.appendingPathComponent("\(module).swiftmodule").path) else {
            throw SharedMaterial.prerequisiteMissing("\(module).swiftmodule not found in \(modules.path)")
        }
        return modules
    }

    /// Runs `swiftc` with `arguments`; its combined output and exit status.
    static func swiftc(_ arguments: [String]) throws -> (output: String, status: Int32) {
        let result = try ShimDriver.swiftc(arguments)
        return (result.output, result.status)
    }
}

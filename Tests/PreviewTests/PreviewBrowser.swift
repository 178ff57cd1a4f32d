import Foundation
import LayoutChecker
import LayoutSource
import LayoutTestSupport
import XCTest

/// Headless Chromium for the preview's tests: finds it, loads a page and returns the DOM it dumps.
/// Without Chromium a test skips, visibly, unless `CI` is set: then it fails.
enum PreviewBrowser {
    /// The repository's root folder.
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// `$CHROMIUM`, else `chromium` or `chromium-browser` on the path.
    static func executable() -> String? {
        let environment = ProcessInfo.processInfo.environment
        if let path = environment["CHROMIUM"], !path.isEmpty { return path }
        for name in ["chromium", "chromium-browser"] {
            for folder in (environment["PATH"] ?? "/usr/bin").split(separator: ":") {
                let path = "\(folder)/\(name)"
                if FileManager.default.isExecutableFile(atPath: path) { return path }
            }
        }
        return nil
    }

    /// Chromium, or a skip (a failure under CI).
    static func require() throws -> String {
        if let path = executable() { return path }
        print("PreviewTests: SKIPPED: no chromium on the PATH (apt-get install chromium, or set CHROMIUM)")
        throw SharedMaterial.prerequisiteMissing(
            "no chromium on the PATH (apt-get install chromium, or set CHROMIUM; .ci/run installs it)")
    }

    /// A fresh temporary folder.
    static func folder(_ name: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("layoutc-preview-\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// The DOM Chromium dumps after loading `url` (with its fragment); `virtualTime` milliseconds
    /// of timers run first when given.
    static func dump(_ chromium: String, _ url: String, virtualTime: Int? = nil) throws -> String {
        var arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--hide-scrollbars"]
        if let virtualTime { arguments.append("--virtual-time-budget=\(virtualTime)") }
        arguments += ["--dump-dom", url]
        let process = Process()
        process.executableURL = URL(fileURLWithPath: chromium)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    /// The text of the element `<pre id="ID">` in a dumped DOM, entities decoded.
    static func preText(_ dom: String, id: String) -> String? {
        guard let start = dom.range(of: "<pre id=\"\(id)\">"),
            let end = dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex)
        else { return nil }
        return String(dom[start.upperBound..<end.lowerBound])
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&")
    }

    /// `url` of a file, with a fragment.
    static func url(_ file: URL, fragment: String) -> String {
        file.absoluteString + "#" + fragment
    }
}

/// Reads the files `use` names from the disk, as the command line does (paths resolved, links followed).
struct DiskIncludeLoader: IncludeLoader {
    func canonicalPath(of path: String) -> Result<String, IncludeLoadError> {
        let url = URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath()
        return FileManager.default.fileExists(atPath: url.path) ? .success(url.path) : .failure(IncludeLoadError(reason: "no such file"))
    }

    func load(canonicalPath: String, displayPath: String) -> Result<SourceFile, IncludeLoadError> {
        guard let data = FileManager.default.contents(atPath: canonicalPath) else { return .failure(IncludeLoadError(reason: "unreadable")) }
        return .success(SourceFile(path: displayPath, bytes: Array(data)))
    }
}

import Foundation
import PackagePlugin

/// Generates Swift code for every `.layout` file of a target: one `layoutc generate` build command
/// per file, rerun when the file, a file it `use`s, the plugin's configuration or layoutc itself
/// changes.
///
/// The files a layout uses come from `layoutc deps`, run while the build is planned, so they are
/// found by the checker's own include loader: no second reading of `use` lines that could
/// disagree with it. README "From a .layout file to an app" shows how a package applies it.
@main
struct LayoutcPlugin: BuildToolPlugin {
    /// The commands for a SwiftPM target: none unless it is a source module with `.layout` files.
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let module = target.sourceModule else { return [] }
        let layouts = module.sourceFiles(withSuffix: ".layout").map(\.url)
        guard !layouts.isEmpty else { return [] }
        let configurationURL = module.directoryURL.appendingPathComponent(PluginConfiguration.fileName)
        let configuration = try PluginConfiguration.load(from: configurationURL)
        let planner = BuildPlanner(
            tool: try context.tool(named: "layoutc").url, workDirectory: context.pluginWorkDirectoryURL,
            baseDirectory: module.directoryURL, configuration: configuration)
        return planner.commands(for: layouts)
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension LayoutcPlugin: XcodeBuildToolPlugin {
    /// The commands for an Xcode target: its `.layout` input files, configured by a
    /// `layoutc-plugin.json` among its input files if there is one.
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let layouts = target.inputFiles.map(\.url).filter { $0.pathExtension == "layout" }
        guard !layouts.isEmpty else { return [] }
        let configurationURL = target.inputFiles.map(\.url)
            .first { $0.lastPathComponent == PluginConfiguration.fileName }
        let configuration = try configurationURL.map(PluginConfiguration.load(from:))
            ?? PluginConfiguration(platform: .uikit, sourceURL: nil)
        let planner = BuildPlanner(
            tool: try context.tool(named: "layoutc").url, workDirectory: context.pluginWorkDirectoryURL,
            baseDirectory: context.xcodeProject.directoryURL, configuration: configuration)
        return planner.commands(for: layouts)
    }
}
#endif

/// Turns a target's layout files into build commands.
struct BuildPlanner {
    /// The layoutc executable.
    var tool: URL
    /// Where generated files go.
    var workDirectory: URL
    /// The folder output names are relative to (the target's, or the Xcode project's).
    var baseDirectory: URL
    /// The plugin's settings for the target.
    var configuration: PluginConfiguration

    /// One `layoutc generate` command per file in `layouts`, sorted by path so the plan is the
    /// same from build to build.
    func commands(for layouts: [URL]) -> [Command] {
        let layouts = layouts.sorted { $0.filePath < $1.filePath }
        let dependencies = DependencyScanner(tool: tool).reads(of: layouts)
        return layouts.map { layout in
            let output = workDirectory.appendingPathComponent(outputName(for: layout))
            // layoutc is an input too: SwiftPM does not rerun a command when its executable changes.
            var inputs = dependencies[layout.filePath] ?? [layout]
            inputs.append(tool)
            if let source = configuration.sourceURL { inputs.append(source) }
            return .buildCommand(
                displayName: "Generating \(output.lastPathComponent) from \(relativePath(of: layout))",
                executable: tool,
                arguments: [
                    "generate", layout.filePath, "--target", configuration.platform.rawValue,
                    "--output", output.filePath, "--format", "short",
                ],
                inputFiles: inputs,
                outputFiles: [output])
        }
    }

    /// `feed-card.layout` -> `feed-card.layout.swift`; `parts/row.layout` -> `parts_row.layout.swift`:
    /// unique within the target (swiftc refuses two files of one name in a module), as
    /// swift-protobuf names `dir_x.pb.swift`.
    func outputName(for layout: URL) -> String {
        relativePath(of: layout).replacingOccurrences(of: "/", with: "_") + ".swift"
    }

    /// `layout`'s path below `baseDirectory`, or its file name when it lies elsewhere.
    func relativePath(of layout: URL) -> String {
        let base = baseDirectory.filePath.hasSuffix("/") ? baseDirectory.filePath : baseDirectory.filePath + "/"
        let path = layout.filePath
        return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : layout.lastPathComponent
    }
}

/// Asks `layoutc deps` which files each layout reads.
struct DependencyScanner {
    /// The layoutc executable, already built when a build-tool plugin runs.
    var tool: URL

    /// For each layout's path, the files it reads (itself first). A layout `layoutc deps` could not
    /// list gets every `.layout` file in its folder and below: the checker refuses to include any
    /// other, so that set holds whatever it uses, at the price of extra rebuilds.
    func reads(of layouts: [URL]) -> [String: [URL]] {
        var reads: [String: [URL]] = [:]
        for (path, files) in listed(layouts) { reads[path] = files.map { URL(fileURLWithPath: $0) } }
        for layout in layouts where reads[layout.filePath] == nil {
            Diagnostics.warning(
                "layoutc deps could not list the files \(layout.lastPathComponent) uses; "
                    + "depending on every .layout file in its folder instead")
            reads[layout.filePath] = [layout] + Self.layoutFiles(below: layout.deletingLastPathComponent())
                .filter { $0.filePath != layout.filePath }
        }
        return reads
    }

    /// `layoutc deps --format json` over `layouts`, by path; empty when it could not run or
    /// printed no listing (a layoutc without `deps` exits 2 with a usage error). Exit status 1 (a
    /// used file is missing) and 2 (a layout itself unreadable) still list the files that were
    /// read: the build command then fails with the diagnostic.
    private func listed(_ layouts: [URL]) -> [String: [String]] {
        let process = Process()
        process.executableURL = tool
        process.arguments = ["deps", "--format", "json", "--"] + layouts.map(\.filePath)
        let output = Pipe()
        process.standardOutput = output
        // Its diagnostics are the build command's to show, with the rest of the file's errors.
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return [:]
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus <= 2,
              let listing = try? JSONDecoder().decode(DepsListing.self, from: data) else { return [:] }
        var reads: [String: [String]] = [:]
        for input in listing.inputs { reads[input.path] = input.reads }
        return reads
    }

    /// Every `.layout` file in `folder` and its subfolders, sorted by path.
    static func layoutFiles(below folder: URL) -> [URL] {
        guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else {
            return []
        }
        var files: [URL] = []
        for case let url as URL in enumerator where url.pathExtension == "layout" { files.append(url.standardizedFileURL) }
        return files.sorted { $0.filePath < $1.filePath }
    }
}

/// `layoutc deps --format json`: `{"inputs": [{"path": ..., "reads": [...]}]}`.
private struct DepsListing: Decodable {
    struct Input: Decodable {
        var path: String
        var reads: [String]
    }

    var inputs: [Input]
}

/// The plugin's settings for a target, from `layoutc-plugin.json` in its folder:
/// `{"target": "uikit"}` (the default) or `{"target": "appkit"}`.
struct PluginConfiguration {
    /// The configuration file's name.
    static let fileName = "layoutc-plugin.json"

    /// The framework the generated code is for: `layoutc generate --target`.
    enum Platform: String, CaseIterable {
        /// UIKit: `UIView`, `UILayoutGuide`.
        case uikit
        /// AppKit: `NSView`, `NSLayoutGuide`.
        case appkit
    }

    /// The framework.
    var platform: Platform
    /// The file the settings came from, an input of every command; nil for the defaults.
    var sourceURL: URL?

    /// The settings in the file at `url`; the defaults when there is no such file.
    static func load(from url: URL) throws(ConfigurationError) -> PluginConfiguration {
        guard FileManager.default.fileExists(atPath: url.filePath) else {
            return PluginConfiguration(platform: .uikit, sourceURL: nil)
        }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw ConfigurationError(url: url, reason: "cannot be read: \(error.localizedDescription)")
        }
        guard let object = try? JSONSerialization.jsonObject(with: data), let settings = object as? [String: Any] else {
            throw ConfigurationError(url: url, reason: #"is not a JSON object; write {"target": "uikit"} or {"target": "appkit"}"#)
        }
        // Sorted, so the message names the same key from build to build.
        if let unknown = settings.keys.sorted().first(where: { $0 != "target" }) {
            throw ConfigurationError(url: url, reason: "has an unknown key '\(unknown)'; the only key is \"target\"")
        }
        var platform = Platform.uikit
        if let value = settings["target"] {
            let names = Platform.allCases.map(\.rawValue).joined(separator: "\" or \"")
            guard let name = value as? String, let chosen = Platform(rawValue: name) else {
                throw ConfigurationError(url: url, reason: "\"target\" must be \"\(names)\", not \(value)")
            }
            platform = chosen
        }
        return PluginConfiguration(platform: platform, sourceURL: url)
    }
}

/// A configuration file the plugin cannot use; fails the build with this message.
struct ConfigurationError: Error, CustomStringConvertible {
    /// The file.
    var url: URL
    /// What is wrong, completing "FILE ...".
    var reason: String

    var description: String { "\(url.filePath): LayoutcPlugin configuration \(reason)" }
}

extension URL {
    /// The file-system path, without percent encoding.
    var filePath: String { path(percentEncoded: false) }
}

import Foundation
import PackagePlugin

/// Generates Swift code for every `.layout` file of a target but partials (`_name.layout`): a
/// `layoutc generate` build command per file, rerun when the file, a file it `use`s, the plugin's
/// configuration or layoutc itself changes.
///
/// The files a layout uses are found by `layoutc deps`, the checker's own include loader, at build
/// time, through a stamp (`BuildPlanner.commands(for:)`): no second reading of `use` lines that
/// could disagree with it. README "From a .layout file to an app" shows how a package applies it.
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

    /// Two commands per file in `layouts` but partials, sorted by path so the plan is the same
    /// from build to build: `layoutc deps --format stamp` writes a stamp naming every file the
    /// layout reads with a digest of its contents, rewritten only when that changes, and
    /// `layoutc generate` depends on the layout, the stamp, the configuration and layoutc.
    ///
    /// The stamp command's inputs are every `.layout` file in the layout's folder and below: a
    /// superset of what it can `use` (the checker refuses any other), fixed when SwiftPM plans
    /// the build. SwiftPM plans (runs this plugin) only when the package's files change, so inputs
    /// computed here cannot follow a `use` added later; the stamp can, since it reruns whenever
    /// any file it might read changes, and only moves when a file the layout does read changed.
    func commands(for layouts: [URL]) -> [Command] {
        let layouts = layouts.filter { !Self.isPartial($0) }.sorted { $0.filePath < $1.filePath }
        return layouts.flatMap { layout -> [Command] in
            let output = workDirectory.appendingPathComponent(outputName(for: layout))
            let stamp = workDirectory.appendingPathComponent("Stamps").appendingPathComponent(stampName(for: layout))
            let candidates = Self.layoutFiles(below: layout.deletingLastPathComponent())
            let listing = Command.buildCommand(
                displayName: "Listing the files \(relativePath(of: layout)) reads",
                executable: tool,
                arguments: ["deps", layout.filePath, "--format", "stamp", "--output", stamp.filePath],
                inputFiles: [layout] + candidates.filter { $0.filePath != layout.filePath } + [tool],
                outputFiles: [stamp])
            // layoutc is an input too: SwiftPM does not rerun a command when its executable changes.
            var inputs = [layout, stamp, tool]
            if let source = configuration.sourceURL { inputs.append(source) }
            let generation = Command.buildCommand(
                displayName: "Generating \(output.lastPathComponent) from \(relativePath(of: layout))",
                executable: tool,
                arguments: [
                    "generate", layout.filePath, "--target", configuration.platform.rawValue,
                    "--engine", configuration.engine(for: relativePath(of: layout)).rawValue,
                    "--output", output.filePath, "--format", "short",
                ],
                inputFiles: inputs,
                outputFiles: [output])
            return [listing, generation]
        }
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

    /// Whether `layout` is a partial, `_name.layout`: a file only for other files to `use` (it may
    /// name views it does not declare), never generated on its own, as Sass treats `_name.scss`.
    /// It is still an input of every file that uses it.
    static func isPartial(_ layout: URL) -> Bool {
        layout.lastPathComponent.hasPrefix("_")
    }

    /// `feed-card.layout` -> `feed-card.layout.swift`; `parts/row.layout` -> `parts_row.layout.swift`:
    /// unique within the target (swiftc refuses two files of one name in a module), as
    /// swift-protobuf names `dir_x.pb.swift`.
    func outputName(for layout: URL) -> String {
        relativePath(of: layout).replacingOccurrences(of: "/", with: "_") + ".swift"
    }

    /// The stamp of `layout`, beside its output: `feed-card.layout.deps.swift`. A Swift file of
    /// comments only (`layoutc deps --format stamp` writes `//` lines), because SwiftPM takes a
    /// build command's other outputs for resources of the target.
    func stampName(for layout: URL) -> String {
        relativePath(of: layout).replacingOccurrences(of: "/", with: "_") + ".deps.swift"
    }

    /// `layout`'s path below `baseDirectory`, or its file name when it lies elsewhere.
    func relativePath(of layout: URL) -> String {
        let base = baseDirectory.filePath.hasSuffix("/") ? baseDirectory.filePath : baseDirectory.filePath + "/"
        let path = layout.filePath
        return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : layout.lastPathComponent
    }
}

/// The plugin's settings for a target, from `layoutc-plugin.json` in its folder:
/// `{"target": "uikit"}` (the default) or `{"target": "appkit"}`; `"engine"`, the engine of every
/// file (`"autolayout"`, the default, or `"frames"`); `"engines"`, one file's engine by its path
/// in the target (`{"Layouts/compact-card.layout": "frames"}`).
struct PluginConfiguration {
    /// What lays a file's views out at run time: `layoutc generate --engine`.
    enum Engine: String, CaseIterable {
        /// Code that installs Auto Layout constraints.
        case autolayout
        /// Code that computes the frames itself.
        case frames
    }

    /// The engine of every file not named in `engines`.
    var defaultEngine = Engine.autolayout
    /// Each named file's engine, by its path in the target.
    var engines: [String: Engine] = [:]

    /// The engine of the file at `path` (relative to the target's folder).
    func engine(for path: String) -> Engine {
        engines[path] ?? defaultEngine
    }

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
        let keys = ["target", "engine", "engines"]
        if let unknown = settings.keys.sorted().first(where: { !keys.contains($0) }) {
            throw ConfigurationError(url: url, reason: "has an unknown key '\(unknown)'; the keys are \"target\", \"engine\" and \"engines\"")
        }
        let engineNames = Engine.allCases.map(\.rawValue).joined(separator: "\" or \"")
        func engine(_ value: Any, _ what: String) throws(ConfigurationError) -> Engine {
            guard let name = value as? String, let engine = Engine(rawValue: name) else {
                throw ConfigurationError(url: url, reason: "\(what) must be \"\(engineNames)\"")
            }
            return engine
        }
        var defaultEngine = Engine.autolayout
        if let value = settings["engine"] { defaultEngine = try engine(value, "\"engine\"") }
        var engines: [String: Engine] = [:]
        if let value = settings["engines"] {
            guard let table = value as? [String: Any] else {
                throw ConfigurationError(url: url, reason: #""engines" must map a file's path in the target to its engine, as {"Layouts/row.layout": "frames"}"#)
            }
            for path in table.keys.sorted() {
                guard let entry = table[path] else { continue }
                engines[path] = try engine(entry, "the engine of \"\(path)\"")
            }
        }
        var platform = Platform.uikit
        if let value = settings["target"] {
            let names = Platform.allCases.map(\.rawValue).joined(separator: "\" or \"")
            guard let name = value as? String else {
                throw ConfigurationError(url: url, reason: "\"target\" must be the string \"\(names)\"")
            }
            guard let chosen = Platform(rawValue: name) else {
                throw ConfigurationError(url: url, reason: "\"target\" must be \"\(names)\", not \"\(name)\"")
            }
            platform = chosen
        }
        var configuration = PluginConfiguration(platform: platform, sourceURL: url)
        configuration.defaultEngine = defaultEngine
        configuration.engines = engines
        return configuration
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

import LayoutSource

/// Why a file named by `use` could not be found or read, lower case: `no such file`.
public struct IncludeLoadError: Error, Hashable, Sendable {
    /// The reason, as it completes "cannot read 'x': ...".
    public var reason: String

    /// Creates an error with `reason`.
    public init(reason: String) {
        self.reason = reason
    }
}

/// Reads the files that `use` statements name, so that the front end itself does no IO.
///
/// The checker joins and checks paths; a loader only says which file a path names and reads it.
/// The command line uses one over the file system; `InMemoryIncludeLoader` serves tests.
public protocol IncludeLoader: Sendable {
    /// The canonical form of `path`: absolute or otherwise unique, standardized, with symbolic
    /// links resolved, so two paths name the same file exactly when their canonical forms are
    /// equal; or why there is no such file.
    func canonicalPath(of path: String) -> Result<String, IncludeLoadError>
    /// The file whose canonical path is `canonicalPath`, named `displayPath` in its locations.
    func load(canonicalPath: String, displayPath: String) -> Result<SourceFile, IncludeLoadError>
}

/// Files held in memory by path, for tests and for tools that keep sources themselves.
///
/// Paths are canonical after lexical standardization (`a/./b/../c` is `a/c`); there are no links.
public struct InMemoryIncludeLoader: IncludeLoader {
    /// The texts by standardized path; only ever looked up, never iterated.
    private let textsByPath: [String: String]

    /// Creates a loader over `files`, keyed by path.
    public init(_ files: [String: String]) {
        var texts: [String: String] = [:]
        for (path, text) in files { texts[IncludePath.standardized(path)] = text }
        self.textsByPath = texts
    }

    /// The standardized `path` if it names a file or a folder of files here, else `no such file`.
    public func canonicalPath(of path: String) -> Result<String, IncludeLoadError> {
        let standardized = IncludePath.standardized(path)
        if textsByPath[standardized] != nil { return .success(standardized) }
        // A folder exists when it holds a file; checked by prefix only for folders, which are rare.
        let prefix = standardized == "." ? "" : standardized + "/"
        if standardized == "." || textsByPath.keys.contains(where: { $0.hasPrefix(prefix) }) {
            return .success(standardized)
        }
        return .failure(IncludeLoadError(reason: "no such file"))
    }

    /// The text stored at `canonicalPath`.
    public func load(canonicalPath: String, displayPath: String) -> Result<SourceFile, IncludeLoadError> {
        guard let text = textsByPath[canonicalPath] else { return .failure(IncludeLoadError(reason: "is a directory")) }
        return .success(SourceFile(path: displayPath, text: text))
    }
}

/// Lexical path arithmetic for includes: no file system involved.
public enum IncludePath {
    /// The folder holding the file at `path`: `.` for a bare name, `/` for a file in the root folder.
    public static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        let folder = String(path[..<slash])
        return folder.isEmpty ? "/" : folder
    }

    /// `path` relative to `folder`, not standardized (so a loader resolves links before `..`).
    public static func joined(_ folder: String, _ path: String) -> String {
        if path.hasPrefix("/") || folder == "." { return path }
        return folder.hasSuffix("/") ? folder + path : folder + "/" + path
    }

    /// `path` without `.` components, repeated or trailing slashes, or `..` that follows a name:
    /// `a/./b/../c` is `a/c`; leading `..` of a relative path stay, `/..` is `/`.
    public static func standardized(_ path: String) -> String {
        let isAbsolute = path.hasPrefix("/")
        var components: [Substring] = []
        for component in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch component {
            case ".":
                continue
            case "..":
                if let last = components.last, last != ".." {
                    components.removeLast()
                } else if !isAbsolute {
                    components.append(component)
                }
            default:
                components.append(component)
            }
        }
        let joined = components.joined(separator: "/")
        if isAbsolute { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }

    /// Whether the standardized `path` lies inside the standardized `folder` (or is it): the
    /// folder's components begin the path's, and no `..` follows them. Both must be absolute, or
    /// both relative to one folder.
    public static func isInside(_ path: String, folder: String) -> Bool {
        guard path.hasPrefix("/") == folder.hasPrefix("/") else { return false }
        let pathComponents = path.split(separator: "/").filter { $0 != "." }
        let folderComponents = folder.split(separator: "/").filter { $0 != "." }
        guard pathComponents.starts(with: folderComponents) else { return false }
        return pathComponents.dropFirst(folderComponents.count).first != ".."
    }
}

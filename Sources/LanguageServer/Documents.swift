#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import LayoutChecker
import LayoutSource

/// An open document: its URI, the client's version and the text as bytes.
struct TextDocument: Sendable {
    /// The document's URI, as the client sent it.
    var uri: String
    /// The client's version number, which grows with each change.
    var version: Int
    /// The text, with the file-system path the URI names (what diagnostics print).
    var file: SourceFile

    /// Applies one `contentChanges` element: a range and its new text, or the whole text.
    /// Returns false for a change that is not one.
    mutating func apply(_ change: JSON, encoding: PositionEncoding) -> Bool {
        guard let text = change["text"]?.stringValue else { return false }
        guard let rangeJSON = change["range"] else {
            file = SourceFile(path: file.path, text: text)
            return true
        }
        guard let range = file.sourceRange(ofLSPRange: rangeJSON, encoding: encoding) else { return false }
        var bytes = file.bytes
        bytes.replaceSubrange(range.start..<range.end, with: Array(text.utf8))
        file = SourceFile(path: file.path, bytes: bytes)
        return true
    }
}

/// Conversion between `file://` URIs and paths.
enum DocumentURI {
    /// The path a `file://` URI names, percent-decoded; any other URI is kept as it is, so that
    /// an unsaved buffer (`untitled:1`) still has a unique name.
    static func path(of uri: String) -> String {
        guard uri.hasPrefix("file://") else { return uri }
        let rest = uri.dropFirst("file://".count)
        // `file:///a` has an empty authority; `file://host/a` a host, which a local path omits.
        let path = rest.hasPrefix("/") ? rest : rest.drop { $0 != "/" }
        return String(path).removingPercentEncoding ?? String(path)
    }

    /// The `file://` URI of `path`, percent-encoding what a URI path cannot hold.
    static func uri(of path: String) -> String {
        if path.contains(":"), !path.hasPrefix("/") { return path }
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: "?#[]@!$&'()*+,;=")
        let encoded = path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
        return "file://" + encoded
    }
}

/// Reads the files `use` statements name: the open documents' texts first, else the file system.
///
/// Written here, not taken from the command line (whose loader is in the CLI target), because
/// an editor's unsaved text must win over what is on disk.
struct DocumentIncludeLoader: IncludeLoader {
    /// The open documents' texts by standardized path.
    var overlay: [String: [UInt8]]
    /// A file larger than this is refused, as the command line refuses one.
    static let maximumFileSize = 64 << 20

    func canonicalPath(of path: String) -> Result<String, IncludeLoadError> {
        let standardized = IncludePath.standardized(path)
        if overlay[standardized] != nil { return .success(standardized) }
        guard let resolved = realpath(path, nil) else {
            return .failure(IncludeLoadError(reason: errno == ENOENT ? "no such file" : String(cString: strerror(errno)).lowercased()))
        }
        defer { free(resolved) }
        return .success(String(cString: resolved))
    }

    func load(canonicalPath: String, displayPath: String) -> Result<SourceFile, IncludeLoadError> {
        if let bytes = overlay[canonicalPath] { return .success(SourceFile(path: displayPath, bytes: bytes)) }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: canonicalPath, isDirectory: &isDirectory) else {
            return .failure(IncludeLoadError(reason: "no such file"))
        }
        guard !isDirectory.boolValue else { return .failure(IncludeLoadError(reason: "is a directory")) }
        guard let data = FileManager.default.contents(atPath: canonicalPath) else {
            return .failure(IncludeLoadError(reason: "permission denied"))
        }
        guard data.count <= Self.maximumFileSize else { return .failure(IncludeLoadError(reason: "file too large")) }
        return .success(SourceFile(path: displayPath, bytes: [UInt8](data)))
    }
}

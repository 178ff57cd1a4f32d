import Foundation
import LayoutSource
import LayoutChecker

/// Reads included files of the repository for tests: relative paths are taken from the
/// repository root (as `compileFile` names files), canonical paths resolve links and `..`.
struct RepositoryIncludeLoader: IncludeLoader {
    func canonicalPath(of path: String) -> Result<String, IncludeLoadError> {
        let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : repositoryRoot.appendingPathComponent(path)
        let resolved = url.standardizedFileURL.resolvingSymlinksInPath().path
        guard FileManager.default.fileExists(atPath: resolved) else { return .failure(IncludeLoadError(reason: "no such file")) }
        return .success(resolved)
    }

    func load(canonicalPath: String, displayPath: String) -> Result<SourceFile, IncludeLoadError> {
        guard let data = FileManager.default.contents(atPath: canonicalPath) else {
            return .failure(IncludeLoadError(reason: "cannot be read"))
        }
        return .success(SourceFile(path: displayPath, bytes: Array(data)))
    }
}

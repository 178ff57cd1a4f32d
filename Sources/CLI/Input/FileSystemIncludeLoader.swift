#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LayoutChecker
import LayoutSource

/// Reads the files that `use` statements name from the file system, as the command line does.
///
/// Canonical paths come from `realpath`, so `..`, `.` and symbolic links are resolved before the
/// checker compares a file with the main file's folder; files are read by `SourceLoader`, with the
/// same size limit as every input.
struct FileSystemIncludeLoader: IncludeLoader {
    func canonicalPath(of path: String) -> Result<String, IncludeLoadError> {
        guard let resolved = realpath(path, nil) else { return .failure(IncludeLoadError(reason: reason(errno))) }
        defer { free(resolved) }
        return .success(String(cString: resolved))
    }

    func load(canonicalPath: String, displayPath: String) -> Result<SourceFile, IncludeLoadError> {
        switch SourceLoader.load(canonicalPath) {
        case .success(let file): .success(SourceFile(path: displayPath, bytes: file.bytes))
        case .failure(let error): .failure(IncludeLoadError(reason: error.reason))
        }
    }

    /// A short, lower-case reason for `code`, as `SourceLoader` words them.
    private func reason(_ code: Int32) -> String {
        switch code {
        case ENOENT: "no such file"
        case EACCES, EPERM: "permission denied"
        case ENOTDIR: "a component of the path is not a directory"
        case ENAMETOOLONG: "the path is too long"
        case ELOOP: "too many symbolic links"
        default: String(cString: strerror(code)).lowercased()
        }
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Replaces a file's contents atomically, as `format --in-place` needs: readers see the old text
/// or the new, never a mix, and the file keeps what makes it that file.
///
/// - A symbolic link is followed: the file it names is replaced and the link stays a link
///   (renaming over the link itself would turn it into a copy and leave its target stale).
/// - The temporary file is created beside the target with no access for others and given the
///   target's permission bits before anything is written to it, so a private file is never
///   readable by others, even for a moment (a write followed by `chmod` would be).
enum FileReplacement {
    /// An error naming the step that failed, with the system's reason.
    struct Failure: Error, CustomStringConvertible {
        /// What failed and why.
        var description: String
    }

    /// Replaces the contents of the file at `path` (or of the file a link at `path` names) by `data`.
    static func replaceContents(ofFileAt path: String, with data: Data) throws(Failure) {
        let target = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        var status = stat()
        guard stat(target, &status) == 0 else { throw failure("cannot read the permissions of '\(path)'") }
        let permissions = status.st_mode & 0o7777
        let folder = (target as NSString).deletingLastPathComponent
        let name = (target as NSString).lastPathComponent
        var template = Array(((folder.isEmpty ? "." : folder) + "/." + name + ".layoutc-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { buffer in buffer.baseAddress.map { mkstemp($0) } ?? -1 }
        guard descriptor >= 0 else { throw failure("cannot create a temporary file beside '\(path)'") }
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var written = false
        defer {
            close(descriptor)
            if !written { unlink(temporary) }
        }
        guard fchmod(descriptor, permissions) == 0 else { throw failure("cannot set the permissions of '\(temporary)'") }
        var offset = 0
        let complete: Bool = data.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return true }  // nothing to write
            while offset < buffer.count {
                let count = write(descriptor, base + offset, buffer.count - offset)
                if count < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                offset += count
            }
            return true
        }
        guard complete, fsync(descriptor) == 0 else { throw failure("cannot write '\(temporary)'") }
        guard rename(temporary, target) == 0 else { throw failure("cannot replace '\(path)'") }
        written = true
    }

    private static func failure(_ what: String) -> Failure {
        Failure(description: what + ": " + String(cString: strerror(errno)))
    }
}

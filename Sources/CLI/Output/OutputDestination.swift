import Foundation

/// Where a command's result goes: standard output, or the file `--output` names, written
/// atomically (a build never sees half a file).
enum OutputDestination {
    /// Writes `text` to the file at `path`, or to standard output when `path` is nil; with
    /// `unlessUnchanged`, a file that already holds exactly `text` is left alone, so a build system
    /// that compares times sees no change. Returns false after reporting a file it could not write.
    static func deliver(_ text: String, to path: String?, console: Console, unlessUnchanged: Bool = false) -> Bool {
        guard let path else {
            console.output.write(text)
            return true
        }
        let data = Data(text.utf8)
        let url = URL(fileURLWithPath: path)
        do {
            if unlessUnchanged, let existing = try? Data(contentsOf: url), existing == data { return true }
            try data.write(to: url, options: .atomic)
            return true
        } catch {
            console.error.write(
                ToolMessage.error("cannot write '\(path)': \(error.localizedDescription)", style: console.errorStyle))
            return false
        }
    }

    /// Makes the directory at `path` with any missing parents, as `mkdir -p` does, unless it
    /// exists. Returns false after reporting one it could not make (a file in the way, no
    /// permission).
    static func prepareDirectory(_ path: String, console: Console) -> Bool {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else {
                console.error.write(ToolMessage.error(
                    "cannot write into '\(path)': it is a file, not a directory", style: console.errorStyle))
                return false
            }
            return true
        }
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
            return true
        } catch {
            console.error.write(ToolMessage.error(
                "cannot create the directory '\(path)': \(error.localizedDescription)", style: console.errorStyle))
            return false
        }
    }
}

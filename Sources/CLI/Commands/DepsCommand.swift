import Foundation
import LayoutChecker
import LayoutSource

/// `layoutc deps`: names every file each layout reads (the file, then the files it `use`s,
/// transitively), so that build systems can declare a generated file's inputs.
///
/// The files come from the checker itself (`CheckResult.sources`) run with the same loader as
/// `check`, `solve` and `generate`, so the list cannot disagree with what they read: no second
/// parser of `use` lines.
struct DepsCommand {
    /// The diagnostics that mean a file a `use` names was not read, so the list may lack it:
    /// unreadable (U003), outside the tree (U004), too deep (U012). Other errors (a cycle, a
    /// typo) leave the list complete and are `generate`'s to report.
    static let incompleteListCodes: Set<DiagnosticCode> = [.unreadableInclude, .includeOutsideTree, .includeTooDeep]

    /// Which files and how to print them.
    var options: DepsOptions
    /// Where output goes.
    var console: Console
    /// Reads the files that `use` statements name.
    var loader: any IncludeLoader = FileSystemIncludeLoader()

    /// What one input file reads, or why it could not be read.
    private enum Outcome: Sendable {
        /// The file was read; `reads` is it and every file it includes, `problems` the
        /// diagnostics that make the list incomplete.
        case read(path: String, reads: [String], problems: [Diagnostic], sources: [SourceFile])
        /// The file named on the command line could not be read.
        case unreadable(InputError)
    }

    /// Runs the command.
    func run() -> ExitStatus {
        let loader = self.loader
        let outcomes = ParallelMap.map(options.paths) { path -> Outcome in
            switch SourceLoader.load(path) {
            case .failure(let error):
                return .unreadable(error)
            case .success(let file):
                let result = LayoutChecker.check(CheckRequest(source: file, loader: loader))
                // `sources` is the main file, then each included file once, in the order first
                // included: deterministic, and the order the checker read them in.
                let sources = result.sources.isEmpty ? [file] : result.sources
                let problems = result.diagnostics.filter { DepsCommand.incompleteListCodes.contains($0.code) }
                return .read(path: file.path, reads: sources.map(\.path), problems: problems, sources: sources)
            }
        }
        var status = ExitStatus.success
        var listed: [(path: String, reads: [SourceFile])] = []
        for outcome in outcomes {
            switch outcome {
            case .unreadable(let error):
                console.error.write(error.rendered(style: console.errorStyle))
                status = max(status, .failure)
            case .read(let path, _, let problems, let sources):
                listed.append((path, sources))
                if !problems.isEmpty {
                    let renderer = ShortDiagnosticRenderer(catalog: SourceCatalog(sources, indexingFilesOf: problems))
                    console.error.write(problems.map { renderer.render($0, fallbackPath: path) }.joined())
                    status = max(status, .findings)
                }
            }
        }
        let text = DepsCommand.render(listed, format: options.format, makeTarget: options.makeTarget)
        // Left alone when unchanged: the plugin's stamps move only when a file read changed.
        return OutputDestination.deliver(text, to: options.outputPath, console: console, unlessUnchanged: true)
            ? status : .failure
    }

    /// The listing of `files` (each input's path and the files it reads, itself first) in `format`.
    static func render(_ files: [(path: String, reads: [SourceFile])], format: DepsFormat, makeTarget: String?) -> String {
        let files = files.map { (path: $0.path, sources: $0.reads, reads: $0.reads.map(\.path)) }
        switch format {
        case .lines:
            // Several inputs: their union, each file once, in the order first read.
            var seen: Set<String> = []
            var lines = ""
            for read in files.flatMap(\.reads) where seen.insert(read).inserted { lines += read + "\n" }
            return lines
        case .make:
            return files.map { makeRule(for: $0.path, reads: $0.reads, target: makeTarget) }.joined()
        case .json:
            let inputs = files.map { file in
                JSONValue.members(["path": .string(file.path), "reads": .array(file.reads.map(JSONValue.string))])
            }
            return JSONValue.members(["inputs": .array(inputs)]).formatted()
        case .stamp:
            // Several inputs: the union, as for lines.
            var seen: Set<String> = []
            // Each line a `//` comment, so the stamp may be declared a source file (a SwiftPM
            // plugin's outputs must be); control characters in paths escaped to keep it so.
            var lines = "// layoutc deps stamp 1\n"
            for source in files.flatMap(\.sources) where seen.insert(source.path).inserted {
                lines += "// " + hexDigest(of: source.bytes) + " " + DisplayText.escapingControls(source.path) + "\n"
            }
            return lines
        }
    }

    /// FNV-1a, 64 bits, of `bytes`, as 16 hex digits: tells changed contents apart (a stamp), no
    /// defence against a crafted collision, which a build input needs none of.
    static func hexDigest(of bytes: [UInt8]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// `TARGET: FILE USED...` and an empty rule for each used file, as `cc -MP` writes, so
    /// deleting a used file makes `make` regenerate rather than stop ("No rule to make target").
    static func makeRule(for path: String, reads: [String], target: String?) -> String {
        let target = target ?? defaultMakeTarget(for: path)
        var text = makeEscaped(target) + ":" + reads.map { " " + makeEscaped($0) }.joined() + "\n"
        for used in reads.dropFirst() { text += "\n" + makeEscaped(used) + ":\n" }
        return text
    }

    /// The rule's target without `--make-target`: the file's path with `.layout` replaced by `.swift`.
    static func defaultMakeTarget(for path: String) -> String {
        let suffix = ".layout"
        let stem = path.hasSuffix(suffix) ? String(path.dropLast(suffix.count)) : path
        return stem + ".swift"
    }

    /// `path` as a make word: spaces, `#` and `:` escaped with a backslash, `$` doubled.
    static func makeEscaped(_ path: String) -> String {
        var text = ""
        for character in path {
            switch character {
            case " ", "\t", "#", ":": text += "\\" + String(character)
            case "$": text += "$$"
            default: text.append(character)
            }
        }
        return text
    }
}

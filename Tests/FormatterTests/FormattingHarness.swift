import Foundation
import LayoutCompiler
import LayoutFormatter
import LayoutIR
import LayoutLexer
import LayoutSource
import XCTest

extension Array where Element == UInt8 {
    /// Whether the array ends with `suffix`.
    func ends(with suffix: [UInt8]) -> Bool {
        count >= suffix.count && self[(count - suffix.count)...].elementsEqual(suffix)
    }
}

/// What the formatter tests compare: formatted text, comments, and the meaning of a file.
enum FormattingHarness {
    /// The repository's root folder.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The formatted text of `text`, or nil (after failing the test) if it has syntax errors.
    static func formatted(
        _ text: String, path: String = "f.layout", file: StaticString = #filePath, line: UInt = #line
    ) -> String? {
        formatted(bytes: Array(text.utf8), path: path, file: file, line: line)
    }

    /// The formatted text of `bytes`, or nil (after failing the test) if it has syntax errors.
    static func formatted(
        bytes: [UInt8], path: String = "f.layout", file: StaticString = #filePath, line: UInt = #line
    ) -> String? {
        switch LayoutFormatter.format(SourceFile(path: path, bytes: bytes)) {
        case .formatted(let text):
            return text
        case .syntaxErrors(let diagnostics):
            XCTFail(
                "\(path) has syntax errors: \(diagnostics.map { "\($0.code) \($0.message)" })\n\(String(decoding: bytes, as: UTF8.self))",
                file: file, line: line)
            return nil
        }
    }

    /// The comments of `text`, in order, each without trailing whitespace on its lines (all the
    /// formatter may change in a comment), line endings as `\n`.
    static func comments(of text: String) -> [String] {
        let source = SourceFile(path: "c.layout", text: text)
        let bytes = source.bytes
        var comments: [String] = []
        var gapStart = 0
        for token in Lexer.tokens(of: source) {
            var index = gapStart
            while index + 1 < token.start {
                if bytes[index] == UInt8(ascii: "/") && bytes[index + 1] == UInt8(ascii: "/") {
                    comments.append(normalized(bytes[index..<token.start]))
                    break
                }
                if bytes[index] == UInt8(ascii: "/") && bytes[index + 1] == UInt8(ascii: "*") {
                    var end = index + 2
                    while end + 1 < token.start && !(bytes[end] == UInt8(ascii: "*") && bytes[end + 1] == UInt8(ascii: "/")) {
                        end += 1
                    }
                    comments.append(normalized(bytes[index..<min(end + 2, token.start)]))
                    index = end + 2
                    continue
                }
                index += 1
            }
            gapStart = token.end
        }
        return comments
    }

    private static func normalized(_ bytes: ArraySlice<UInt8>) -> String {
        String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: "\r\n", with: "\n")
            .split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.replacingOccurrences(of: "[ \\t\\r]+$", with: "", options: .regularExpression) }
            .joined(separator: "\n")
    }

    /// The line ending the formatter keeps: the first line's.
    static func lineEnding(of text: String) -> String {
        let bytes = Array(text.utf8)
        guard let newline = bytes.firstIndex(of: UInt8(ascii: "\n")) else { return "\n" }
        return newline > 0 && bytes[newline - 1] == UInt8(ascii: "\r") ? "\r\n" : "\n"
    }

    /// What formatting must not change: the checked IR (without source locations), the
    /// diagnostics' codes, and every frame at two sizes, on a phone without flags and on a pad
    /// with every flag the random files use set.
    static func meaning(of text: String) -> [String] {
        let compiled = LayoutCompiler.compile(CompileRequest(path: "m.layout", text: text))
        var lines = [withoutLocations(String(describing: compiled.ir))]
        lines += compiled.diagnostics.map { "\($0.severity) \($0.code)" }
        guard !compiled.hasErrors else { return lines }
        let flags: Set<String> = ["flag0", "flag1", "expanded", "editable"]
        for size in [CanvasSize(width: 375, height: 667), CanvasSize(width: 1024, height: 768)] {
            for (idiom, flagSet) in [(DeviceIdiom.phone, Set<String>()), (.pad, flags)] {
                let solution = compiled.solve(in: LayoutEnvironment(size: size, idiom: idiom, flags: flagSet))
                lines.append(
                    "\(size) \(idiom) \(flagSet.sorted()): " + withoutLocations(String(describing: solution.frames))
                        + withoutLocations(String(describing: solution.guides))
                        + solution.diagnostics.map { " \($0.code)" }.joined())
            }
        }
        return lines
    }

    /// `description` with source offsets (`start: 12, end: 20`) blanked out: formatting moves text.
    static func withoutLocations(_ description: String) -> String {
        description.replacingOccurrences(
            of: "(start: |end: |storedStart: |storedLength: |line: |column: |offset: |at )[0-9]+", with: "$1_", options: .regularExpression)
    }

    /// Every `.layout` file under `folder` (relative to the repository), sorted by path.
    static func layoutFiles(under folder: String) -> [URL] {
        let base = root.appendingPathComponent(folder)
        guard let enumerator = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) else { return [] }
        return enumerator.compactMap { $0 as? URL }.filter { $0.pathExtension == "layout" }.sorted { $0.path < $1.path }
    }
}

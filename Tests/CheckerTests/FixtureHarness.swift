import Foundation
import LayoutSource
import LayoutChecker

/// An expected diagnostic written in a fixture as a comment: `/* ERROR N001 "unknown view" */`
/// (also `WARNING` and `NOTE`).
///
/// The marker follows the offending token (Go's convention). It is met by a diagnostic of its
/// severity (and code, if given) whose message matches the regular expression and whose span
/// either covers that token or starts between it and the next token, so "expected X" errors at
/// the end of a line match a marker written at the end of that line. `ERROR NEXT` anchors on the
/// token after the marker instead, for problems that run to the end of the file.
struct FixtureMarker {
    /// The severity the diagnostic must have.
    var severity: Severity
    /// The code it must have, if the marker names one.
    var code: String?
    /// The pattern its message must match.
    var pattern: String
    /// The token the marker refers to.
    var anchor: SourceRange
    /// Where the token after the marker starts: the end of the window a diagnostic may start in.
    var windowEnd: Int
    /// Where the marker is, for messages.
    var position: LineColumn

    /// Whether `diagnostic` meets this marker.
    func isMet(by diagnostic: Diagnostic) -> Bool {
        guard diagnostic.severity == severity, code.map({ $0 == diagnostic.code.rawValue }) ?? true,
            let span = diagnostic.span
        else { return false }
        let covers = span.range.start <= anchor.start && anchor.start < span.range.end
        let startsInWindow = anchor.start <= span.range.start && span.range.start <= windowEnd
        guard covers || startsInWindow else { return false }
        return pattern.isEmpty || diagnostic.message.range(of: pattern, options: .regularExpression) != nil
    }
}

/// Reads fixtures, runs the checker, and compares diagnostics with markers.
enum FixtureHarness {
    /// The folder of `.layout` fixtures, next to this file.
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    /// The subfolder of fixtures that show diagnostics; the top level holds only valid files,
    /// which the parser's own tests also read.
    static let diagnosticsFolder = "diagnostics"

    /// Every fixture's path relative to `directory`, valid ones first, each group sorted.
    static func fixtureNames() throws -> [String] {
        let manager = FileManager.default
        let valid = try manager.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".layout") }
        let failing = try manager.contentsOfDirectory(
            atPath: directory.appendingPathComponent(diagnosticsFolder).path
        ).filter { $0.hasSuffix(".layout") }
        return valid.sorted() + failing.sorted().map { "\(diagnosticsFolder)/\($0)" }
    }

    /// The fixture `name` as a source file.
    static func load(_ name: String) throws -> SourceFile {
        let data = try Data(contentsOf: directory.appendingPathComponent(name))
        return SourceFile(path: name, bytes: Array(data))
    }

    /// The outcome of running one fixture.
    struct Outcome {
        /// Human-readable mismatches; empty when the fixture passes.
        var failures: [String] = []
        /// The codes of diagnostics that met a marker.
        var metCodes: [DiagnosticCode] = []
        /// The checker's result.
        var result: CheckResult
    }

    /// Checks fixture `source` and compares its diagnostics with its markers.
    static func run(_ source: SourceFile) -> Outcome {
        let result = check(CheckRequest(source: source))
        var outcome = Outcome(result: result)
        let markers: [FixtureMarker]
        do {
            markers = try FixtureMarkerScanner(source: source).markers()
        } catch {
            outcome.failures.append("\(source.path): \(error)")
            return outcome
        }
        var unmatched = result.diagnostics
        for marker in markers {
            if let index = unmatched.firstIndex(where: marker.isMet(by:)) {
                outcome.metCodes.append(unmatched[index].code)
                unmatched.remove(at: index)
            } else {
                let code = marker.code.map { "\($0) " } ?? ""
                outcome.failures.append(
                    "\(source.path):\(marker.position): expected \(marker.severity.rawValue) \(code)"
                        + "matching \"\(marker.pattern)\" did not come")
            }
        }
        for diagnostic in unmatched {
            let position = diagnostic.span.map { source.lineColumn(at: $0.range.start).description } ?? "-"
            outcome.failures.append(
                "\(source.path):\(position): unexpected \(diagnostic.severity.rawValue) \(diagnostic.code): "
                    + diagnostic.message)
        }
        return outcome
    }
}

/// A malformed marker in a fixture.
struct FixtureMarkerError: Error, CustomStringConvertible {
    /// What is wrong, and where.
    var description: String
}

/// Finds `/* ERROR ... */`, `/* WARNING ... */` and `/* NOTE ... */` markers in a fixture's bytes.
struct FixtureMarkerScanner {
    /// The fixture.
    let source: SourceFile

    private var bytes: [UInt8] { source.bytes }

    /// Every marker, in source order.
    func markers() throws -> [FixtureMarker] {
        var found: [FixtureMarker] = []
        var index = 0
        while index + 1 < bytes.count {
            guard bytes[index] == UInt8(ascii: "/"), bytes[index + 1] == UInt8(ascii: "*") else {
                if bytes[index] == UInt8(ascii: "/"), bytes[index + 1] == UInt8(ascii: "/") {
                    index = lineEnd(from: index)  // markers inside line comments are not markers
                } else {
                    index += 1
                }
                continue
            }
            guard let close = commentEnd(from: index) else { break }
            let body = String(decoding: bytes[(index + 2)..<(close - 2)], as: UTF8.self)
            if let marker = try marker(body, from: index, to: close) {
                found.append(marker)
            }
            index = close
        }
        return found
    }

    private func marker(_ body: String, from start: Int, to end: Int) throws -> FixtureMarker? {
        var words = body.trimmingCharacters(in: .whitespaces)[...]
        let severity: Severity
        if words.hasPrefix("ERROR ") {
            severity = .error
        } else if words.hasPrefix("WARNING ") {
            severity = .warning
        } else if words.hasPrefix("NOTE ") {
            severity = .note
        } else {
            return nil
        }
        let position = source.lineColumn(at: start)
        words = words.drop(while: { $0 != " " }).drop(while: { $0 == " " })
        var anchorsOnNext = false
        if words.hasPrefix("NEXT ") {
            anchorsOnNext = true
            words = words.dropFirst(5).drop(while: { $0 == " " })
        }
        var code: String?
        if let first = words.first, first != "\"" {
            let token = words.prefix(while: { $0 != " " })
            code = String(token)
            words = words.dropFirst(token.count).drop(while: { $0 == " " })
        }
        guard words.count >= 2, words.first == "\"", words.last == "\"" else {
            throw FixtureMarkerError(description: "\(source.path):\(position): marker needs a quoted pattern")
        }
        let pattern = String(words.dropFirst().dropLast())
        let next = skipTrivia(from: end)
        let anchor = anchorsOnNext ? SourceRange(start: next, end: next + 1) : precedingToken(before: start)
        return FixtureMarker(
            severity: severity, code: code, pattern: pattern, anchor: anchor,
            windowEnd: next, position: position)
    }

    /// The offset just past the `*/` closing the comment at `start`, or `nil` if it never closes.
    private func commentEnd(from start: Int) -> Int? {
        var index = start + 2
        while index + 1 < bytes.count {
            if bytes[index] == UInt8(ascii: "*"), bytes[index + 1] == UInt8(ascii: "/") { return index + 2 }
            index += 1
        }
        return nil
    }

    private func lineEnd(from start: Int) -> Int {
        var index = start
        while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
        return index
    }

    /// The offset of the first byte after `start` that is neither a space, a tab nor part of a
    /// marker comment; a newline counts as a token here, as it does for the parser.
    private func skipTrivia(from start: Int) -> Int {
        var index = start
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") {
                index += 1
            } else if index + 1 < bytes.count, bytes[index] == UInt8(ascii: "/"), bytes[index + 1] == UInt8(ascii: "*"),
                let close = commentEnd(from: index), isMarker(from: index, to: close)
            {
                index = close
            } else {
                break
            }
        }
        return index
    }

    private func isMarker(from start: Int, to end: Int) -> Bool {
        let body = String(decoding: bytes[(start + 2)..<(end - 2)], as: UTF8.self)
            .trimmingCharacters(in: .whitespaces)
        return body.hasPrefix("ERROR ") || body.hasPrefix("WARNING ") || body.hasPrefix("NOTE ")
    }

    /// The token before `offset`, skipping spaces and earlier markers: a run of name or number
    /// characters, or one punctuation byte (two for `==`, `>=`, `<=`).
    private func precedingToken(before offset: Int) -> SourceRange {
        var end = offset
        while end > 0 {
            let byte = bytes[end - 1]
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") {
                end -= 1
            } else if byte == UInt8(ascii: "/"), end >= 2, bytes[end - 2] == UInt8(ascii: "*"),
                let open = markerStart(endingAt: end)
            {
                end = open
            } else {
                break
            }
        }
        guard end > 0 else { return SourceRange(at: 0) }
        var start = end - 1
        if isWordByte(bytes[start]) {
            while start > 0, isWordByte(bytes[start - 1]) { start -= 1 }
        } else if bytes[start] == UInt8(ascii: "="), start > 0,
            [UInt8(ascii: "="), UInt8(ascii: ">"), UInt8(ascii: "<")].contains(bytes[start - 1])
        {
            start -= 1
        }
        return SourceRange(start: start, end: end)
    }

    /// The start of the marker comment whose `*/` ends at `end`, if it is a marker.
    private func markerStart(endingAt end: Int) -> Int? {
        var index = end - 3
        while index >= 0 {
            if bytes[index] == UInt8(ascii: "/"), bytes[index + 1] == UInt8(ascii: "*") {
                return isMarker(from: index, to: end) ? index : nil
            }
            index -= 1
        }
        return nil
    }

    /// Bytes of names and numbers, and any non-ASCII byte (so a bad character is one token).
    private func isWordByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
            || byte == UInt8(ascii: ".") || byte >= 0x80
    }
}

import Foundation
import LayoutFormatter
import LayoutLexer
import LayoutSource
import XCTest

/// The TextMate grammar in Editors/vscode/syntaxes: valid JSON, every regular expression compiles,
/// and a small TextMate tokenizer (no npm at test time) gives every token of the examples and
/// fixtures a sensible scope: comments are comments through their last character, and nothing
/// else is; numbers, keywords, relations, strings and attributes get their scopes.
final class EditorGrammarTests: XCTestCase {
    private static let grammarURL = FormattingHarness.root.appendingPathComponent("Editors/vscode/syntaxes/layout.tmLanguage.json")

    private func loadGrammar() throws -> [String: Any] {
        let data = try Data(contentsOf: Self.grammarURL)
        return try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    func testGrammarIsJSONAndEveryExpressionCompiles() throws {
        let grammar = try loadGrammar()
        XCTAssertEqual(grammar["scopeName"] as? String, "source.layout")
        XCTAssertEqual(grammar["fileTypes"] as? [String], ["layout"])
        var expressions = 0
        func visit(_ value: Any, path: String) {
            if let object = value as? [String: Any] {
                for key in ["match", "begin", "end"] {
                    guard let pattern = object[key] as? String else { continue }
                    expressions += 1
                    XCTAssertNoThrow(try NSRegularExpression(pattern: pattern), "\(path).\(key): \(pattern)")
                }
                if let include = object["include"] as? String, include.hasPrefix("#") {
                    let repository = grammar["repository"] as? [String: Any] ?? [:]
                    XCTAssertNotNil(repository[String(include.dropFirst())], "\(path): unknown include \(include)")
                }
                for (key, child) in object { visit(child, path: "\(path).\(key)") }
            } else if let array = value as? [Any] {
                for (index, child) in array.enumerated() { visit(child, path: "\(path)[\(index)]") }
            }
        }
        visit(grammar, path: "grammar")
        XCTAssertGreaterThan(expressions, 15)
    }

    func testTheExtensionManifestStartsTheLanguageServer() throws {
        let folder = Self.grammarURL.deletingLastPathComponent().deletingLastPathComponent()
        let manifest = try XCTUnwrap(
            try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("package.json"))) as? [String: Any])
        let contributes = try XCTUnwrap(manifest["contributes"] as? [String: Any])
        let languages = try XCTUnwrap(contributes["languages"] as? [[String: Any]])
        XCTAssertEqual(languages.first?["extensions"] as? [String], [".layout"])
        let grammars = try XCTUnwrap(contributes["grammars"] as? [[String: Any]])
        XCTAssertEqual(grammars.first?["path"] as? String, "./syntaxes/layout.tmLanguage.json")
        XCTAssertNoThrow(
            try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("language-configuration.json"))))
        let main = try String(contentsOf: folder.appendingPathComponent("extension.js"), encoding: .utf8)
        XCTAssertTrue(main.contains("args: [\"lsp\"]"), "the extension starts `layoutc lsp`")
    }

    func testExamplesTokenizeSensibly() throws {
        let tokenizer = try TextMateTokenizer(grammar: loadGrammar())
        var files = 0
        for folder in ["Examples", "Tests/CheckerTests/Fixtures", "Tests/FormatterTests/Golden"] {
            for url in FormattingHarness.layoutFiles(under: folder) {
                // A fixture of invalid UTF-8 is no text an editor shows as such.
                guard let text = String(data: try Data(contentsOf: url), encoding: .utf8) else { continue }
                // Fixtures of syntax errors (`flex` as a name, an open comment) are left out.
                guard case .formatted = LayoutFormatter.format(SourceFile(path: url.path, text: text)) else { continue }
                assertSensibleScopes(text, tokenizer: tokenizer, name: url.lastPathComponent)
                files += 1
            }
        }
        XCTAssertGreaterThan(files, 50)
    }

    func testDynamicTypeGetsItsScopes() throws {
        let tokenizer = try TextMateTokenizer(grammar: loadGrammar())
        let text = "a.left = scaled(12, headline)\nwhen contentSize >= accessibilityMedium { }\nview b { intrinsic 1 x 1; textStyle body }\n"
        let scopes = tokenizer.scopes(of: text)
        func scope(of word: String) -> [String] {
            guard let range = text.range(of: word) else { return [] }
            return scopes[text.utf16.distance(from: text.startIndex, to: range.lowerBound)]
        }
        XCTAssertTrue(scope(of: "scaled").contains("support.function.scaled.layout"), "\(scope(of: "scaled"))")
        XCTAssertTrue(scope(of: "headline").contains("constant.language.text-style.layout"), "\(scope(of: "headline"))")
        XCTAssertTrue(scope(of: "contentSize").contains("variable.language.content-size.layout"), "\(scope(of: "contentSize"))")
        XCTAssertTrue(scope(of: "accessibilityMedium").contains("constant.language.content-size.layout"))
        XCTAssertTrue(scope(of: "textStyle").contains("support.type.property-name.layout"))
        XCTAssertTrue(scope(of: "body").contains("constant.language.text-style.layout"), "\(scope(of: "body"))")
    }

    func testAlignmentInsetsIsAPropertyName() throws {
        let tokenizer = try TextMateTokenizer(grammar: loadGrammar())
        let text = "view toggle { intrinsic 49 x 31; alignmentInsets 2, 2, 2, 2 }\n"
        let scopes = tokenizer.scopes(of: text)
        guard let range = text.range(of: "alignmentInsets") else { return XCTFail("no property in the text") }
        let scope = scopes[text.utf16.distance(from: text.startIndex, to: range.lowerBound)]
        XCTAssertTrue(scope.contains("support.type.property-name.layout"), "\(scope)")
    }

    private func assertSensibleScopes(_ text: String, tokenizer: TextMateTokenizer, name: String) {
        let source = SourceFile(path: name, text: text)
        let scopes = tokenizer.scopes(of: text)
        // UTF-8 offsets (the lexer's) to UTF-16 offsets (the tokenizer's).
        var utf16At = [Int](repeating: 0, count: source.bytes.count + 1)
        var utf8 = 0, utf16 = 0
        for scalar in text.unicodeScalars {
            for step in 0..<UTF8.width(scalar) { utf16At[utf8 + step] = utf16 }
            utf8 += UTF8.width(scalar)
            utf16 += UTF16.width(scalar)
        }
        utf16At[utf8] = utf16
        func scope(at byte: Int) -> [String] { scopes[utf16At[byte]] }
        let tokens = Lexer.tokens(of: source)
        var gapStart = 0
        for (index, token) in tokens.enumerated() {
            // Comments in the gap before the token: every character in a comment scope.
            var position = gapStart
            var inComment = false
            while position < token.start {
                let byte = source.bytes[position]
                if !inComment, byte == UInt8(ascii: "/"), position + 1 < token.start,
                    source.bytes[position + 1] == UInt8(ascii: "/") || source.bytes[position + 1] == UInt8(ascii: "*")
                {
                    inComment = true
                }
                if inComment && byte != UInt8(ascii: "\n") && byte != UInt8(ascii: "\r") {
                    XCTAssertTrue(scope(at: position).contains { $0.hasPrefix("comment.") }, "\(name): byte \(position) of a comment")
                }
                if inComment && position >= 1 && source.bytes[position - 1] == UInt8(ascii: "*") && byte == UInt8(ascii: "/") {
                    inComment = false
                }
                position += 1
            }
            gapStart = token.end
            guard token.kind != .newline && token.kind != .endOfFile else { continue }
            let here = scope(at: token.start)
            let context = "\(name): '\(source.text(in: token.range))' at \(source.lineColumn(at: token.start)) has \(here)"
            XCTAssertFalse(here.contains { $0.hasPrefix("comment.") }, context)
            func expect(_ prefix: String) {
                XCTAssertTrue(here.contains { $0.hasPrefix(prefix) }, "expected \(prefix): " + context)
            }
            switch token.kind {
            case .number: XCTAssertTrue(here.contains { $0.hasPrefix("constant.") }, context)
            case .keywordView: expect("storage.type.view")
            case .keywordFlex: expect("support.function.flex")
            case .keywordRoot: expect("variable.language")
            case .string: expect("string.quoted")
            case .keywordRequired, .keywordHigh, .keywordMedium, .keywordLow: expect("constant.language.priority")
            case let kind where kind.isRelation: expect("keyword.operator.relation")
            case .identifier where index > 0 && tokens[index - 1].kind == .dot:
                if !["safeArea", "keyboard", "readable"].contains(source.text(in: token.range)) {
                    expect("variable.other.property")
                }
            default: break
            }
        }
    }
}

/// Enough of TextMate's tokenizing for the tests: `match` with captures, `begin`/`end` with
/// nested patterns, and `include` of the repository, line by line.
struct TextMateTokenizer {
    private final class Rule {
        var name: String?
        var match: NSRegularExpression?
        var begin: NSRegularExpression?
        var end: String?
        var captures: [Int: String] = [:]
        var patterns: [Rule] = []
    }

    private let top: [Rule]

    init(grammar: [String: Any]) throws {
        let repository = grammar["repository"] as? [String: Any] ?? [:]
        func rules(_ value: Any?) throws -> [Rule] {
            guard let list = value as? [[String: Any]] else { return [] }
            return try list.flatMap { try rule($0) }
        }
        func rule(_ object: [String: Any]) throws -> [Rule] {
            if let include = object["include"] as? String {
                let target = repository[String(include.dropFirst())] as? [String: Any] ?? [:]
                return try rule(target)
            }
            if object["match"] == nil && object["begin"] == nil { return try rules(object["patterns"]) }
            let made = Rule()
            made.name = object["name"] as? String
            if let match = object["match"] as? String { made.match = try NSRegularExpression(pattern: match) }
            if let begin = object["begin"] as? String { made.begin = try NSRegularExpression(pattern: begin) }
            made.end = object["end"] as? String
            let captures = (object["captures"] ?? object["beginCaptures"]) as? [String: [String: String]] ?? [:]
            for (key, value) in captures { if let index = Int(key), let name = value["name"] { made.captures[index] = name } }
            made.patterns = try rules(object["patterns"])
            return [made]
        }
        top = try rules(grammar["patterns"])
    }

    /// The scopes at each UTF-16 offset of `text` (one more entry than it has, for the end).
    func scopes(of text: String) -> [[String]] {
        let whole = text as NSString
        var result = [[String]](repeating: [], count: whole.length + 1)
        var open: (rule: Rule, end: NSRegularExpression)?
        var lineStart = 0
        while lineStart <= whole.length {
            let lineEnd = whole.range(of: "\n", options: [], range: NSRange(location: lineStart, length: whole.length - lineStart)).location
            let end = lineEnd == NSNotFound ? whole.length : lineEnd
            let line = whole.substring(with: NSRange(location: lineStart, length: end - lineStart))
            tokenize(line, offset: lineStart, open: &open, into: &result)
            lineStart = end + 1
        }
        return result
    }

    private func tokenize(_ line: String, offset: Int, open: inout (rule: Rule, end: NSRegularExpression)?, into result: inout [[String]]) {
        let text = line as NSString
        var position = 0
        func mark(_ range: NSRange, _ name: String?) {
            guard let name, range.location != NSNotFound else { return }
            for index in range.location..<(range.location + range.length) { result[offset + index].append(name) }
        }
        while position <= text.length {
            let remaining = NSRange(location: position, length: text.length - position)
            if let (rule, end) = open {
                // Inside a begin/end rule: up to its end, or the line's end.
                let found = end.firstMatch(in: line, range: remaining)
                let stop = found.map { NSMaxRange($0.range) } ?? text.length
                mark(NSRange(location: position, length: stop - position), rule.name)
                guard found != nil else { return }
                open = nil
                position = stop
                continue
            }
            // The earliest match of any rule; the first rule wins a tie.
            var best: (rule: Rule, match: NSTextCheckingResult)?
            for rule in top {
                guard let expression = rule.match ?? rule.begin, let found = expression.firstMatch(in: line, range: remaining) else { continue }
                if found.range.location < best?.match.range.location ?? Int.max { best = (rule, found) }
            }
            guard let (rule, found) = best else { return }
            mark(found.range, rule.name)
            for (index, name) in rule.captures where index < found.numberOfRanges { mark(found.range(at: index), name) }
            position = found.range.location + max(found.range.length, 1)
            if rule.begin != nil, let endPattern = rule.end, let end = try? NSRegularExpression(pattern: endPattern) {
                open = (rule, end)
            }
        }
    }
}

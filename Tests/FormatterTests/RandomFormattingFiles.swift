import LayoutTestSupport

/// Random `.layout` files that parse cleanly but are written carelessly: every construct the
/// formatter lays out (view lists long and short, property blocks on one line and on several,
/// nested views, guides, named constraints, parentheses continued over lines, unary signs,
/// `flex()`, priorities, `when` / `else when` / `else` chains) with random spaces and tabs between
/// tokens, block comments between tokens, line comments after lines and on lines of their own,
/// blank-line runs, statements joined by `;`, CRLF line endings, a byte-order mark and a missing
/// final newline. Whether a file checks or solves is left to chance: the IR and the frames must
/// be the same before and after formatting either way.
struct RandomFormattingFiles {
    private var random: SplitMix64
    private var views: [String] = []
    private var nameCount = 0

    /// A generator whose files depend only on `seed`.
    init(seed: UInt64) {
        random = SplitMix64(seed: seed)
    }

    /// One line of tokens; `opens`/`closes` mark a line ending in `{` or starting with `}`.
    private struct Line {
        var tokens: [String]
        /// Tokens after which a line break inside parentheses is allowed (continuation).
        var breakable: Set<Int> = []
    }

    private mutating func pick<T>(_ options: [T]) -> T {
        options[random.int(in: 0...(options.count - 1))]
    }

    /// The next file.
    mutating func file() -> String {
        views = []
        nameCount = 0
        var lines: [Line] = []
        lines += declaration(depth: 0)
        if random.chance(0.2) {
            // A list too long for one line.
            let names = (0..<random.int(in: 15...30)).map { "longViewName\($0)" }
            views += names
            lines.append(Line(tokens: ["view"] + names.enumerated().flatMap { $0.offset == 0 ? [$0.element] : [",", $0.element] }))
        }
        if random.chance(0.3) {
            let guides = ["g\(nameCount)", "h\(nameCount)"]
            nameCount += 1
            lines.append(Line(tokens: ["guide", guides[0], ",", guides[1]]))
            views += guides
        }
        for _ in 0..<random.int(in: 2...8) {
            if random.chance(0.25) {
                lines += whenStatement(depth: 0)
            } else {
                lines.append(equation())
            }
        }
        return render(lines)
    }

    /// `view a, b { ... }, c`, blocks on one line or several, sometimes with nested views.
    private mutating func declaration(depth: Int) -> [Line] {
        var lines: [Line] = []
        var current = ["view"]
        for index in 0..<random.int(in: 1...4) {
            let name = "v\(nameCount)"
            nameCount += 1
            views.append(name)
            if index > 0 { current.append(",") }
            current.append(name)
            guard random.chance(0.4) else { continue }
            var members: [[String]] = [pick([
                ["intrinsic", "\(random.int(in: 10...300))", "x", "\(random.int(in: 10...60))"],
                ["margins", "\(random.int(in: 0...20))"],
                ["hugging", "251", ",", "250"],
                ["compression", pick(["defaultLow", "high", "700"])],
                ["baseline", "\(random.int(in: 5...20))"],
            ])]
            var nested: [Line] = []
            if depth < 2 && random.chance(0.3) {
                nested = declaration(depth: depth + 1)
            }
            if random.chance(0.5) && nested.count <= 1 {
                // One line.
                if let child = nested.first { members.append(child.tokens) }
                current.append("{")
                for (position, member) in members.enumerated() {
                    if position > 0 { current.append(";") }
                    current += member
                }
                current.append("}")
            } else {
                current.append("{")
                lines.append(Line(tokens: current))
                lines += members.map { Line(tokens: $0) }
                lines += nested
                current = ["}"]
            }
        }
        lines.append(Line(tokens: current))
        return lines
    }

    private mutating func attribute() -> [String] {
        let view = random.chance(0.1) || views.isEmpty ? "root" : pick(views)
        return [view, ".", pick(["left", "right", "top", "bottom", "width", "height", "centerX", "leading", "trailing"])]
    }

    /// An expression's tokens; `breaks` collects the positions after which a break may go (inside
    /// parentheses only).
    private mutating func expression(depth: Int, inParentheses: Bool, breaks: inout Set<Int>, offset: Int) -> [String] {
        var tokens: [String] = []
        for index in 0..<random.int(in: 1...3) {
            if index > 0 {
                tokens.append(pick(["+", "-", "*", "/"]))
                if inParentheses { breaks.insert(offset + tokens.count - 1) }
            }
            switch random.int(in: 0...9) {
            case 0...4: tokens += attribute()
            case 5...6: tokens.append(pick(["8", "0.5", "1e1", "16", "2"]))
            case 7 where depth < 3:
                tokens.append("(")
                tokens += expression(depth: depth + 1, inParentheses: true, breaks: &breaks, offset: offset + tokens.count)
                tokens.append(")")
            case 8:
                tokens.append(pick(["-", "+"]))
                tokens += attribute()
            case 9 where random.chance(0.3):
                // A scaled number, with or without its text style (Dynamic Type).
                tokens += random.chance(0.5) ? ["scaled", "(", "12", ")"] : ["scaled", "(", "4", ",", "headline", ")"]
            default: tokens += ["flex", "(", ")"]
            }
        }
        return tokens
    }

    private mutating func equation() -> Line {
        var tokens: [String] = []
        var breaks: Set<Int> = []
        if random.chance(0.15) {
            tokens += ["[", "c\(nameCount)", "]"]
            nameCount += 1
        }
        tokens += expression(depth: 0, inParentheses: false, breaks: &breaks, offset: tokens.count)
        for _ in 0..<(random.chance(0.1) ? 2 : 1) {
            tokens.append(pick(["=", "==", ">=", "<="]))
            tokens += expression(depth: 0, inParentheses: false, breaks: &breaks, offset: tokens.count)
        }
        if random.chance(0.3) {
            tokens += [pick(["@", "~"]), pick(["high", "low", "medium", "required", "600", "251"])]
        }
        return Line(tokens: tokens, breakable: breaks)
    }

    private mutating func condition(depth: Int) -> [String] {
        switch random.int(in: 0...6) {
        case 0: return [pick(["compactWidth", "regularHeight", "pad", "landscape", "flag0"])]
        case 1: return ["width", pick([">=", "<", ">", "<=", "=="]), pick(["400", "600", "1024"])]
        case 2 where depth < 2: return ["not"] + condition(depth: depth + 1)
        case 3 where depth < 2: return condition(depth: depth + 1) + [pick(["and", "or"])] + condition(depth: depth + 1)
        case 4 where depth < 2: return ["("] + condition(depth: depth + 1) + [")"]
        default: return ["expanded"]
        }
    }

    private mutating func whenStatement(depth: Int) -> [Line] {
        var lines: [Line] = []
        var opening = ["when"] + condition(depth: 0) + ["{"]
        var endsChain = false
        for branch in 0..<random.int(in: 1...3) where !endsChain {
            if branch > 0 {
                let last = branch == 2 || random.chance(0.4)
                endsChain = last
                opening = ["}", "else"] + (last ? [] : ["when"] + condition(depth: 0)) + ["{"]
                if random.chance(0.2) {
                    // `else` on the line after the `}`.
                    lines.append(Line(tokens: ["}"]))
                    opening.removeFirst()
                }
            }
            lines.append(Line(tokens: opening))
            for _ in 0..<random.int(in: 0...3) {
                if depth < 1 && random.chance(0.15) {
                    lines += whenStatement(depth: depth + 1)
                } else {
                    lines.append(equation())
                }
            }
        }
        lines.append(Line(tokens: ["}"]))
        return lines
    }

    // MARK: Rendering with careless trivia

    private static func isWordLike(_ token: String) -> Bool {
        guard let first = token.unicodeScalars.first else { return false }
        return first.properties.isAlphabetic || first == "_" || ("0"..."9").contains(first)
    }

    private mutating func separator(between left: String, and right: String) -> String {
        let needsSpace = Self.isWordLike(left) && Self.isWordLike(right)
        switch random.int(in: 0...19) {
        case 0...1 where !needsSpace: return ""
        case 2: return "\t"
        case 3: return "  "
        case 4: return " /* note */ "
        case 5: return " /* ünïcødé ✓ */\t"
        default: return " "
        }
    }

    private mutating func comment() -> String {
        pick(["// a comment", "//tight", "// ünïcødé: «größe» ✓ 日本", "/* block */", "/* two\n   lines */", "// trailing spaces   "])
    }

    private mutating func render(_ lines: [Line]) -> String {
        var text = random.chance(0.05) ? "\u{FEFF}" : ""
        if random.chance(0.3) { text += comment() + "\n" }
        // Indentation as the author pleases, but consistent: the parser matches a `}` that starts
        // its line with the `{` whose line is indented as much.
        let unit = pick(["", "  ", "\t", "    "])
        var depth = 0
        for (index, line) in lines.enumerated() {
            let closesFirst = line.tokens.first == "}" ? 1 : 0
            text += String(repeating: unit, count: max(0, depth - closesFirst))
            depth += line.tokens.filter { $0 == "{" }.count - line.tokens.filter { $0 == "}" }.count
            for (position, token) in line.tokens.enumerated() {
                text += token
                if position + 1 < line.tokens.count {
                    if line.breakable.contains(position) && random.chance(0.2) {
                        text += random.chance(0.3) ? " // why\n" : "\n" + pick(["", "  ", "\t"])
                    } else {
                        text += separator(between: token, and: line.tokens[position + 1])
                    }
                }
            }
            if random.chance(0.1) { text += pick([" ", "\t", "   "]) }
            if random.chance(0.15) { text += pick([" ", "   ", "\t"]) + pick(["// after", "// ünïcødé ✓", "/* after */"]) }
            guard index + 1 < lines.count else { break }
            let next = lines[index + 1]
            // Joined lines must not move a brace to another line's indentation.
            let joinable = !line.tokens.contains("{") && !line.tokens.contains("}") && !next.tokens.contains("{")
                && !next.tokens.contains("}") && next.tokens.first != "else"
                && !text.hasSuffix("*/") && !text.contains("//", after: text.lastIndex(of: "\n"))
            switch random.int(in: 0...19) {
            case 0...1 where joinable: text += pick(["; ", ";", " ;\t"])
            case 2...3 where next.tokens.first != "else": text += "\n\n" + (random.chance(0.3) ? "\n \n" : "")
            case 4 where next.tokens.first != "else": text += "\n" + comment() + "\n"
            default: text += "\n"
            }
        }
        if random.chance(0.8) { text += "\n" }
        if random.chance(0.2) { text = text.replacingOccurrences(of: "\n", with: "\r\n") }
        return text
    }
}

extension String {
    /// Whether `needle` occurs after `index` (the whole string when nil).
    fileprivate func contains(_ needle: String, after index: String.Index?) -> Bool {
        let start = index.map { self.index(after: $0) } ?? startIndex
        return self[start...].contains(needle)
    }
}

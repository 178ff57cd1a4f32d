import Foundation

/// Random solvable `.layout` files with variants, for properties of solving rather than of syntax
/// (`RandomLayoutFiles` in the parser tests writes mostly broken text, which never reaches the
/// solver): views chained and aliased to each other and to root, preferences at distinct
/// priorities, `when` blocks on the canvas width, the canvas height and flags, and lines that
/// restate others, in blocks (identical or scaled copies, under another condition, which the
/// checker keeps) or by implication (an alias that two others imply). Restatements that
/// switch off while their originals stay are what a session must not get wrong.
public struct RandomVariantLayouts {
    private var random: SplitMix64
    /// Priorities already used by a preference, so that no two preferences tie (a tie's optimum
    /// is a range, and any point of it is right).
    private var usedPriorities: Set<Int> = []

    /// The canvas sizes the conditions' thresholds fall between.
    public static let sizes: [(width: Double, height: Double)] = [
        (12, 100), (48, 100), (375, 667), (700, 300), (1024, 768),
    ]

    /// A generator whose files depend only on `seed`.
    public init(seed: UInt64) {
        random = SplitMix64(seed: seed)
    }

    /// The next file.
    public mutating func file() -> String {
        usedPriorities = []
        let count = random.int(in: 2...5)
        let views = (0..<count).map { "v\($0)" }
        var lines = ["view " + views.joined(separator: ", ")]
        // The lines blocks may restate (required ones, and a few preferences).
        var required: [String] = []
        var widthAliases: [(String, String)] = []
        var leftAliases: [(String, String)] = []
        for (index, view) in views.enumerated() {
            let anchor = index == 0 || random.chance(0.4) ? "root" : views[random.int(in: 0...(index - 1))]
            let gap = random.int(in: 0...12)
            switch random.int(in: 0...9) {
            case 0...3: required.append("\(view).left = \(anchor == "root" ? "root.left" : "\(anchor).right") + \(gap)")
            case 4...6:
                required.append("\(view).left = \(anchor).left")
                leftAliases.append((view, anchor))
            case 7...8: required.append("\(view).right = root.right - \(gap)")
            default: lines.append("\(view).left = \(random.int(in: 0...40)) @\(priority())")
            }
            switch random.int(in: 0...9) {
            case 0...2 where anchor != "root":
                required.append("\(view).width = \(anchor).width")
                widthAliases.append((view, anchor))
            case 3 where anchor != "root": required.append("\(view).width = \(anchor).width * 0.5 + \(gap)")
            case 4...5: required.append("\(view).width = \(random.int(in: 4...400))")
            case 6: required.append("\(view).width = root.width - \(gap)")
            default: lines.append("\(view).width >= \(random.int(in: 4...200)) @\(priority())")
            }
            if random.chance(0.5) {
                required.append("\(view).top = \(anchor == "root" ? "root.top" : "\(anchor).bottom") + \(gap)")
            } else {
                required.append("\(view).centerY = \(anchor).centerY")
            }
            required.append(
                random.chance(0.5)
                    ? "\(view).height = \(random.int(in: 4...80))"
                    : "\(view).height = root.height / \(random.int(in: 2...8)) @\(priority())")
            lines.append("\(view).width = \(random.int(in: 20...300)) @\(priority())")
            if random.chance(0.5) { lines.append("\(view).left >= 0") }
        }
        // Lines that two others imply: a = b and a = c give b = c.
        for (attribute, aliases) in [("width", widthAliases), ("left", leftAliases)] {
            for (first, second) in zip(aliases, aliases.dropFirst()) where first.1 == second.1 && random.chance(0.7) {
                required.append("\(first.0).\(attribute) = \(second.0).\(attribute)")
            }
        }
        // Now and then the canvas pinned, so that the edit of root's size holds the pin's marker:
        // what the solver once got wrong on removing the first of two copies.
        var canvasPin: String?
        if random.chance(0.3) {
            let size = Self.sizes[random.int(in: 0...(Self.sizes.count - 1))]
            canvasPin = random.chance(0.6) ? "root.width = \(Int(size.width))" : "root.height = \(Int(size.height))"
            required.append(canvasPin ?? "")
        }
        lines += required
        if let canvasPin, random.chance(0.5) {
            // The issue's shape: the pin restated in a block before it.
            lines.insert(contentsOf: ["when \(canvasCondition()) {", "  " + canvasPin, "}"], at: 1)
        }
        // Blocks anywhere after the declaration: one before the line it restates is added to
        // the solver first, and switching it off removes the original, not the copy.
        for block in 0..<random.int(in: 1...3) {
            let position = random.int(in: 1...lines.count)
            lines.insert(contentsOf: whenBlock(views: views, required: required, flag: "flag\(block % 2)"), at: position)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A priority from 2 to 998 that no other preference of the file has.
    private mutating func priority() -> String {
        while true {
            let value = random.int(in: 2...998)
            if usedPriorities.insert(value).inserted { return String(value) }
        }
    }

    /// A condition on the width, the height or a flag, and a block or two of statements.
    private mutating func whenBlock(views: [String], required: [String], flag: String) -> [String] {
        let condition = random.chance(0.66) ? canvasCondition() : flag
        var text = ["when \(condition) {"] + blockBody(views: views, required: required)
        if random.chance(0.4) {
            text.append("} else {")
            text += blockBody(views: views, required: required)
        }
        text.append("}")
        return text
    }

    /// A condition on the canvas width or height, with a threshold between two of `sizes`.
    private mutating func canvasCondition() -> String {
        let widths = [30, 40, 200, 500, 800]
        let heights = [150, 400, 700]
        switch random.int(in: 0...3) {
        case 0...1: return "width >= \(widths[random.int(in: 0...(widths.count - 1))])"
        case 2: return "width < \(widths[random.int(in: 0...(widths.count - 1))])"
        default: return "height >= \(heights[random.int(in: 0...(heights.count - 1))])"
        }
    }

    private mutating func blockBody(views: [String], required: [String]) -> [String] {
        var body: [String] = []
        for _ in 0..<random.int(in: 1...3) {
            let view = views[random.int(in: 0...(views.count - 1))]
            switch random.int(in: 0...9) {
            case 0...3 where !required.isEmpty:
                // A restatement of a line outside the block, identical or scaled; often one
                // that involves the canvas, whose size the session edits.
                let canvasLines = required.filter { $0.contains("root") }
                let pool = canvasLines.isEmpty || random.chance(0.3) ? required : canvasLines
                let line = pool[random.int(in: 0...(pool.count - 1))]
                body.append(random.chance(0.6) ? "  " + line : "  " + scaled(line))
            case 4:
                // The canvas pinned, as the issue's two-line file does; it conflicts at other sizes.
                body.append("  root.width = \(Int(Self.sizes[random.int(in: 0...(Self.sizes.count - 1))].width))")
            case 5: body.append("  \(view).width = \(random.int(in: 4...400))")
            case 6: body.append("  \(view).height = \(random.int(in: 4...80)) @\(priority())")
            case 7: body.append("  \(view).left = \(random.int(in: 0...60))")
            default: body.append("  \(view).width <= root.width - \(random.int(in: 0...20))")
            }
        }
        return body
    }

    /// `a = b` as `2 * a = 2 * b` (or by another factor), which solves as the same equation.
    private mutating func scaled(_ line: String) -> String {
        let parts = line.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
        guard parts.count == 2, !parts[0].hasSuffix("<"), !parts[0].hasSuffix(">"), !parts[1].contains("@") else {
            return line
        }
        let factor = ["2", "3", "0.5", "10"][random.int(in: 0...3)]
        return "\(factor) * \(parts[0]) = \(factor) * (\(parts[1]))"
    }
}

import LayoutTestSupport

/// Random `.layout` files that use what code generation maps: nested views, a guide, margins,
/// the safe area, leading and trailing, baselines, intrinsic sizes with hugging and compression,
/// ratios, flex(), named constraints and `when` blocks on size classes, idioms and flags. Every
/// view's frame is determined (required positions, sizes or intrinsic sizes), and no two
/// preferences share a priority, so the optimum is one point and two solvers must agree on it.
struct RandomCodegenLayouts {
    private var random: SplitMix64
    private var usedPriorities: Set<Int> = [250, 750, 1000]

    /// A generator whose files depend only on `seed`.
    init(seed: UInt64) {
        random = SplitMix64(seed: seed)
    }

    private mutating func pick<T>(_ items: [T]) -> T { items[random.int(in: 0...(items.count - 1))] }

    /// A priority no other optional constraint of the file has.
    private mutating func priority() -> Int {
        while true {
            let value = random.int(in: 2...998)
            if usedPriorities.insert(value).inserted { return value }
        }
    }

    /// The next file.
    mutating func file() -> String {
        usedPriorities = [250, 750, 1000]
        let count = random.int(in: 2...5)
        let views = (0..<count).map { "v\($0)" }
        // v0 may hold v1 (nested); every view has a block now and then.
        let nests = count >= 3 && random.chance(0.5)
        var blocks: [String: [String]] = [:]
        var intrinsic: Set<String> = []
        for view in views where random.chance(0.4) {
            let width = random.int(in: 20...160), height = random.int(in: 10...40)
            var members = ["intrinsic \(width) x \(height)"]
            if random.chance(0.6) { members.append("hugging \(priority()), \(priority())") }
            if random.chance(0.6) { members.append("compression \(priority()), \(priority())") }
            if random.chance(0.4) { members.append("baseline \(random.int(in: 4...height))") }
            blocks[view] = members
            intrinsic.insert(view)
        }
        if random.chance(0.5) {
            blocks["v0", default: []].append(random.chance(0.5) ? "margins \(random.int(in: 0...20))" : "margins 4, 10, 6, 14")
        }
        func declaration(_ view: String) -> String {
            var inner = blocks[view] ?? []
            if nests && view == "v0" { inner.append("view v1" + ((blocks["v1"]?.isEmpty ?? true) ? "" : " { " + (blocks["v1"] ?? []).joined(separator: "; ") + " }")) }
            return inner.isEmpty ? view : view + " { " + inner.joined(separator: "; ") + " }"
        }
        let topLevel = views.filter { !(nests && $0 == "v1") }
        var lines = ["view " + topLevel.map(declaration).joined(separator: ", "), "guide g"]
        let directional = random.chance(0.5)
        let (start, end) = directional ? ("leading", "trailing") : ("left", "right")
        var flags: [String] = []
        for (index, view) in views.enumerated() {
            let parent = nests && view == "v1" ? "v0" : "root"
            let anchor = index == 0 ? "root" : (random.chance(0.5) ? parent : views[random.int(in: 0...(index - 1))])
            let gap = random.int(in: 0...16)
            // Horizontal position.
            switch random.int(in: 0...5) {
            case 0: lines.append("\(view).\(start) = \(anchor).\(start) + \(gap)")
            case 1 where anchor != "root" && anchor != parent: lines.append("\(view).\(start) = \(anchor).\(end) + \(gap)")
            case 2 where blocks["v0"]?.contains(where: { $0.hasPrefix("margins") }) == true && view != "v0":
                lines.append("\(view).\(start) = v0.\(start)Margin")
            case 3: lines.append("\(view).centerX = \(anchor).centerX")
            case 4: lines.append("\(view).\(end) = root.\(end) - \(gap)")
            default: lines.append("\(view).\(start) = \(gap)")
            }
            // Width.
            if intrinsic.contains(view) {
                if random.chance(0.3) { lines.append("\(view).width <= \(random.int(in: 40...200)) @\(priority())") }
            } else {
                switch random.int(in: 0...5) {
                case 0 where anchor != "root": lines.append("\(view).width = \(anchor).width * 0.5 + \(gap)")
                case 1: lines.append("\(view).width = root.width - \(2 * gap) @\(priority())")
                        lines.append("\(view).width >= \(random.int(in: 10...100))")
                case 2: lines.append("\(view).\(end) = root.\(end) - \(gap) - flex()")
                        lines.append("\(view).width = \(random.int(in: 10...300)) @\(priority())")
                case 3:
                    // Two preferences at one priority, one with a coefficient of 2: Auto Layout must
                    // weigh its violation twice, as solve does, or the trade-off moves.
                    let shared = priority()
                    lines.append("\(view).width = \(random.int(in: 10...200)) @\(shared)")
                    lines.append("\(view).width * 2 = root.width @\(shared)")
                default: lines.append("\(view).width = \(random.int(in: 10...200))")
                }
            }
            // Vertical position.
            switch random.int(in: 0...4) {
            case 0: lines.append("\(view).top = root.safeArea.top + \(gap)")
            case 1 where index > 0: lines.append("\(view).firstBaseline = \(views[index - 1]).lastBaseline")
            case 2 where index > 0: lines.append("\(view).top = \(views[index - 1]).bottom + \(gap)")
            case 3: lines.append("\(view).centerY = \(anchor).centerY")
            default: lines.append("\(view).top = \(random.int(in: 0...200))")
            }
            // Height.
            if !intrinsic.contains(view) {
                switch random.int(in: 0...3) {
                case 0: lines.append("\(view).height = \(view).width * 3 / 4")
                case 1: lines.append("\(view).height = \(random.int(in: 10...80))")
                        lines.append("\(view).height = \(random.int(in: 10...80)) @\(priority())")
                case 2: lines.append("[\(view)Height] \(view).height = \(random.int(in: 10...80))")
                default: lines.append("\(view).height = root.height / \(random.int(in: 4...10))")
                }
            }
        }
        lines.append("g.left = v0.right; g.width = \(random.int(in: 0...20)); g.top = v0.top; g.height = v0.height")
        // Equations of three anchors, which need helper guides, as preferences (required ones
        // would often conflict with the positions above).
        if count >= 3, random.chance(0.6) {
            let (a, b, c) = (views[count - 1], views[0], views[1])
            switch random.int(in: 0...2) {
            // centerX is absolute: with leading and trailing, the middle is written with them alone.
            case 0: lines.append("\(a).\(directional ? "leading" : "centerX") = (\(b).\(start) + \(c).\(end)) / 2 @\(priority())")
            case 1: lines.append("\(a).width = \(b).width + \(c).width / 2 + 4 @\(priority())")
            default: lines.append("2 * \(a).top = \(b).bottom + \(c).top + 10 @\(priority())")
            }
        }
        // A block or two that switches preferences and sizes with the environment.
        for _ in 0..<random.int(in: 0...2) {
            let view = pick(views)
            let condition: String
            switch random.int(in: 0...3) {
            case 0: condition = "compactWidth"
            case 1: condition = "pad"
            case 2:
                let flag = "flag\(flags.count)"
                flags.append(flag)
                condition = flag
            default: condition = "width >= 600"
            }
            let body = "\(view).\(start) = \(random.int(in: 0...40)) @\(priority())"
            let otherwise = random.chance(0.5) ? " else { \(view).\(start) = \(random.int(in: 0...40)) @\(priority()) }" : ""
            lines.append("when \(condition) { \(body) }\(otherwise)")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

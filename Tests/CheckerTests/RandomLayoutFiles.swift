import LayoutTestSupport

/// Random source text in the core language, mostly valid, with a sprinkling of every error.
struct RandomLayoutFiles {
    var random: SplitMix64

    /// A generator whose files depend only on `seed`.
    init(seed: UInt64) {
        random = SplitMix64(seed: seed)
    }

    let views = ["a", "b", "c", "root"]
    let scalars = ["left", "right", "top", "bottom", "centerX", "centerY", "leading", "trailing", "width", "height"]
    let compounds = ["edges", "size", "center"]
    let numbers = ["0", "1", "2", "8", "16", "0.5", "1e2", "2.5e-1", "1000"]

    mutating func pick(_ options: [String]) -> String {
        options[Int.random(in: 0..<options.count, using: &random)]
    }

    mutating func chance(_ percent: Int) -> Bool {
        Int.random(in: 0..<100, using: &random) < percent
    }

    mutating func file() -> String {
        var lines = ["view a, b", "view c"]
        for _ in 0..<Int.random(in: 1...5, using: &random) {
            lines.append(equation())
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The scalar attributes the current equation draws from: usually the positions of one axis
    /// or the dimensions, so that most equations are valid; sometimes all of them.
    private var axisScalars: [String] = []

    mutating func equation() -> String {
        axisScalars = switch Int.random(in: 0..<20, using: &random) {
        case 0..<7: ["left", "right", "centerX", "leading", "trailing"]
        case 7..<14: ["top", "bottom", "centerY"]
        case 14..<18: ["width", "height"]
        default: scalars
        }
        let isCompound = chance(20)
        var text = expression(depth: 0, compound: isCompound) + " " + pick(["=", "==", ">=", "<=", "="]) + " "
            + expression(depth: 0, compound: isCompound)
        if chance(25) { text += " @" + pick(["high", "low", "medium", "required", "600", "1", "999.5"]) }
        return text
    }

    mutating func expression(depth: Int, compound: Bool) -> String {
        var text = term(depth: depth, compound: compound)
        while chance(35) {
            text += " " + pick(["+", "-"]) + " " + term(depth: depth, compound: compound)
        }
        return text
    }

    mutating func term(depth: Int, compound: Bool) -> String {
        var text = factor(depth: depth, compound: compound)
        while chance(20) {
            text += " " + pick(["*", "/"]) + " " + (chance(90) ? pick(numbers) : factor(depth: depth, compound: compound))
        }
        return text
    }

    mutating func factor(depth: Int, compound: Bool) -> String {
        let roll = Int.random(in: 0..<100, using: &random)
        if depth < 3, roll < 12 { return "(" + expression(depth: depth + 1, compound: compound) + ")" }
        if depth < 3, roll < 18 { return "-" + factor(depth: depth + 1, compound: compound) }
        if roll < 24 { return "flex()" }
        if roll < 45 { return pick(numbers) }
        let attribute = compound && chance(80) ? pick(compounds) : pick(axisScalars)
        return pick(views) + "." + attribute
    }
}

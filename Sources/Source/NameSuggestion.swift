/// Finds the known name closest to a misspelt one, for "did you mean 'header'?" notes.
package enum NameSuggestion {
    /// The candidate closest to `name` by edit distance, if it is close enough to be a plausible
    /// typo; ties go to the earlier candidate, so the answer is deterministic.
    package static func closest(to name: String, among candidates: [String]) -> String? {
        let limit = maximumDistance(for: name)
        var best: (name: String, distance: Int)?
        let length = name.count
        for candidate in candidates where candidate != name {
            // The distance is at least the difference in length: skip the table when that is too far.
            guard abs(candidate.count - length) <= limit else { continue }
            let distance = editDistance(name, candidate)
            // Replacing every character is no typo: `c` does not suggest `a`.
            let isRewrite = distance >= max(name.count, candidate.count)
            if distance <= limit, !isRewrite, distance < (best?.distance ?? Int.max) {
                best = (candidate, distance)
            }
        }
        return best?.name
    }

    /// How many edits a typo of `name` may plausibly have: one per three characters, at least one.
    static func maximumDistance(for name: String) -> Int {
        max(1, name.count / 3)
    }

    /// The optimal-string-alignment distance: insertions, deletions, substitutions and
    /// transpositions of neighbours each cost 1 (so `haeder` is one edit from `header`).
    package static func editDistance(_ a: String, _ b: String) -> Int {
        let x = Array(a)
        let y = Array(b)
        if x.isEmpty { return y.count }
        if y.isEmpty { return x.count }
        // Three rolling rows: the one before the previous is needed for transpositions.
        var beforePrevious = [Int](repeating: 0, count: y.count + 1)
        var previous = Array(0...y.count)
        var current = [Int](repeating: 0, count: y.count + 1)
        for i in 1...x.count {
            current[0] = i
            for j in 1...y.count {
                let substitution = x[i - 1] == y[j - 1] ? 0 : 1
                var best = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + substitution)
                if i > 1, j > 1, x[i - 1] == y[j - 2], x[i - 2] == y[j - 1] {
                    best = min(best, beforePrevious[j - 2] + 1)
                }
                current[j] = best
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[y.count]
    }
}

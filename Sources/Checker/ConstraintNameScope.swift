import LayoutSource

/// Where a statement sits among `when` blocks: for each enclosing `when`
/// statement, outermost first, which statement it is and which of its branches holds the next.
///
/// Two places are exclusive when they lie in different branches of one `when` / `else when` /
/// `else` statement: at most one of those branches applies in any variant. The test is
/// structural, by position in the file, and never compares conditions: `when pad { }` and a
/// separate `when not pad { }` are two statements, so they count as overlapping.
struct BranchPath: Hashable, Sendable {
    /// One enclosing branch: the `when` statement (numbered in checking order) and the branch,
    /// counted from 0, `else` being the last.
    struct Step: Hashable, Sendable {
        var statement: Int
        var branch: Int
    }

    /// The enclosing branches, outermost first; empty outside every `when` block.
    var steps: [Step] = []

    /// Whether no variant applies both places: where the paths first part, both are in one
    /// statement, in different branches. A place and one inside it, or places in two separate
    /// statements, can apply together.
    func isExclusive(with other: BranchPath) -> Bool {
        for (mine, theirs) in zip(steps, other.steps) where mine != theirs {
            return mine.statement == theirs.statement
        }
        return false
    }
}

/// One use of a constraint name (`[gap] ...`): where the name is written, and the
/// branch it is in.
struct ConstraintNameUse: Sendable {
    /// The name as written.
    var span: SourceSpan
    /// The `when` branches around it.
    var branch: BranchPath
}

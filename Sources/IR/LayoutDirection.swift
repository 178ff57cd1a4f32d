/// The writing direction a file is checked in: which side `leading` and `trailing` name.
///
/// The direction is settled when the checker linearizes an equation, so the IR holds only
/// primaries (see grammar.md, "Layout direction"): the same file gives different IR in each
/// direction.
public enum LayoutDirection: String, Hashable, Sendable, CaseIterable {
    /// Left to right: `leading` is the left edge, `trailing` the right (the core's meaning).
    case leftToRight = "ltr"
    /// Right to left: `leading` is the right edge, `trailing` the left, both measured leftwards
    /// from the root's right edge.
    case rightToLeft = "rtl"
}

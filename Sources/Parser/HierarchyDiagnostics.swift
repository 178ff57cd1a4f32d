import LayoutLexer

// Codes of the view hierarchy (extension): nested views, `superview` and safe areas. Each is
// documented in grammar.md ("Hierarchy codes (H)") and shown by a fixture in
// Tests/ParserTests/Fixtures/diagnostics.
extension DiagnosticCode {
    /// H001: view blocks nested more deeply than the parser allows.
    public static let viewsNestedTooDeeply = DiagnosticCode("H001", title: "views nested too deeply")
    /// H002: `superview` in an equation about root, which has no superview.
    public static let superviewOfRoot = DiagnosticCode("H002", title: "root has no superview")
    /// H003: `superview` in a relation whose left-hand side names no view.
    public static let superviewWithoutView = DiagnosticCode("H003", title: "superview without a view to belong to")
    /// H004: `safeArea` of a layout guide, which has none.
    public static let safeAreaOfGuide = DiagnosticCode("H004", title: "a guide has no safe area")

    /// Every code of the view hierarchy, in order.
    public static let hierarchyCodes: [DiagnosticCode] = [
        .viewsNestedTooDeeply, .superviewOfRoot, .superviewWithoutView, .safeAreaOfGuide,
    ]
}

/// Limits of the view hierarchy's syntax.
enum HierarchyLimits {
    /// The deepest nesting of view blocks. The parser keeps no call stack per level, but the
    /// checker, the printer and equality recurse once per level: 64 levels (far beyond any real
    /// hierarchy) stay within a 512 KB thread stack, even in a debug build and below the deepest
    /// includes.
    static let maximumBlockDepth = 64
}

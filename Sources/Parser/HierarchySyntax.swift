// The view hierarchy in the syntax tree: a view's block may declare views and
// guides, its children (`view card { view title, body; guide gap }`). The nested declarations
// are kept in `PropertyBlockSyntax.children`; these helpers walk them.

extension ViewDeclarationSyntax {
    /// Every name the declaration introduces, nested ones included, in file order.
    public var allDeclaredNames: [Identifier] {
        var names: [Identifier] = []
        // An explicit stack, so that deep nesting costs no recursion.
        var pending: [ViewDeclarationSyntax] = [self]
        while let declaration = pending.popLast() {
            names += declaration.names
            for block in declaration.blocks {
                pending += block.children
            }
        }
        // Stack order is not file order; names never overlap, so their starts order them.
        return names.sorted { $0.range.start < $1.range.start }
    }
}

/// Limits of the view hierarchy's syntax.
enum HierarchyLimits {
    /// The deepest nesting of view blocks. The parser keeps no call stack per level, but the
    /// checker, the printer and equality recurse once per level: 64 levels (far beyond any real
    /// hierarchy) stay within a 512 KB thread stack, even in a debug build and below the deepest
    /// includes.
    static let maximumBlockDepth = 64
}

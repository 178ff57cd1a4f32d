// The view tree of a layout: nested views, their parents and children, and which
// view each constraint belongs to, as code generation needs it (UIKit installs a constraint on
// the nearest common ancestor of the views it relates).
extension LayoutIR {
    /// The view `view` is nested in: root for a top-level view, `nil` for root.
    public func parent(of view: ViewID) -> ViewID? {
        guard view != .root, views.indices.contains(view.index) else { return nil }
        return views[view.index].parent ?? .root
    }

    /// The views and guides nested directly in `view`, in declaration order (safe-area guides,
    /// which belong to their view, included).
    public func children(of view: ViewID) -> [ViewID] {
        viewIDs.filter { $0 != .root && parent(of: $0) == view }
    }

    /// `view`, its parent, and so on up to root.
    public func ancestors(ofIncluding view: ViewID) -> [ViewID] {
        var chain = [view]
        // The chain is at most as long as there are views, even for a hand-built IR with a cycle.
        while let last = chain.last, let parent = parent(of: last), chain.count <= views.count {
            chain.append(parent)
        }
        return chain
    }

    /// The deepest view that is `a` or contains it, and is `b` or contains it; root at worst.
    public func nearestCommonAncestor(_ a: ViewID, _ b: ViewID) -> ViewID {
        let ancestorsOfA = ancestors(ofIncluding: a)
        var isAncestorOfA = [Bool](repeating: false, count: views.count)
        for view in ancestorsOfA where views.indices.contains(view.index) { isAncestorOfA[view.index] = true }
        for view in ancestors(ofIncluding: b) where views.indices.contains(view.index) && isAncestorOfA[view.index] {
            return view
        }
        return .root
    }

    /// The view a constraint belongs to: the nearest common ancestor of the views it mentions (a
    /// constraint on one view alone belongs to that view, as UIKit installs it). A term of a
    /// safe-area guide, or of a scroll view's content or frame guide, counts as its view.
    public func owner(of constraint: LayoutConstraint) -> ViewID {
        var owner: ViewID?
        for term in constraint.terms {
            var view = term.variable.view
            if views.indices.contains(view.index), let safeAreaOwner = views[view.index].safeAreaOwner {
                view = safeAreaOwner
            } else if views.indices.contains(view.index), let scrollGuide = views[view.index].scrollGuide {
                view = scrollGuide.scrollView
            } else if views.indices.contains(view.index), views[view.index].rootGuide != nil {
                view = .root
            }
            owner = owner.map { nearestCommonAncestor($0, view) } ?? view
        }
        return owner ?? .root
    }

    /// The safe-area guide of `view`, if the file uses that view's safe area.
    public func safeAreaGuide(of view: ViewID) -> ViewID? {
        views.firstIndex { $0.safeAreaOwner == view }.map(ViewID.init)
    }

    /// Whether any view's safe area is used: then solving needs the safe-area definitions.
    public var usesSafeArea: Bool { views.contains { $0.safeAreaOwner != nil } }

    /// Whether `view` is reported in a solution: a declared view or guide, not an implicit guide
    /// (a safe area, a scroll view's content or frame guide).
    public func isReported(_ view: ViewID) -> Bool {
        !views[view.index].isImplicitGuide && views[view.index].stackGuideOwner == nil
    }
}

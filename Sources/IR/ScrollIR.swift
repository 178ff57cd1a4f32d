// Scroll views (UIScrollView) in the IR: the two layout guides a scroll view has, which the
// checker adds as implicit guides (as it adds a view's safe-area guide), and the questions the
// compiler, code generation and the tools ask of them.

/// Which of a scroll view's layout guides an implicit guide is.
public enum ScrollGuideKind: String, Hashable, Sendable, CaseIterable {
    /// `contentLayoutGuide`, written `v.content`: its top-left corner is the scroll view's (at
    /// content offset zero, without content insets) and its size is the content size.
    case content
    /// `frameLayoutGuide`, written `v.frame`: the scroll view's frame.
    case frame
}

/// The scroll view an implicit guide belongs to, and which of its guides it is.
public struct ScrollGuideRole: Hashable, Sendable {
    /// The scroll view.
    public var scrollView: ViewID
    /// Which guide.
    public var kind: ScrollGuideKind

    /// Creates a role.
    public init(scrollView: ViewID, kind: ScrollGuideKind) {
        self.scrollView = scrollView
        self.kind = kind
    }
}

extension LayoutIR {
    /// Whether `view` is a scroll view (`scroll NAME`).
    public func isScrollView(_ view: ViewID) -> Bool {
        views.indices.contains(view.index) && views[view.index].isScrollView
    }

    /// Every scroll view, in declaration order.
    public var scrollViews: [ViewID] {
        viewIDs.filter { views[$0.index].isScrollView }
    }

    /// The guide of `kind` of the scroll view `view`, if the layout has it (the checker adds the
    /// content guide of every scroll view with content, the frame guide when it is used).
    public func scrollGuide(_ kind: ScrollGuideKind, of view: ViewID) -> ViewID? {
        views.firstIndex { $0.scrollGuide == ScrollGuideRole(scrollView: view, kind: kind) }.map(ViewID.init)
    }

    /// Whether `view` is one of the guides the compiler adds for a view (a safe area, a scroll
    /// view's content or frame), rather than one the file declares.
    public func isImplicitGuide(_ view: ViewID) -> Bool {
        views[view.index].isImplicitGuide
    }
}

extension ViewDeclaration {
    /// Whether this is a guide the compiler adds for a view (`v.safeArea`, `v.content`,
    /// `v.frame`, `root.keyboard`, `root.readable`) rather than one the file declares.
    public var isImplicitGuide: Bool { safeAreaOwner != nil || scrollGuide != nil || rootGuide != nil }
}

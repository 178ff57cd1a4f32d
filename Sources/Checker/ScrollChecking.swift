import LayoutIR
import LayoutParser
import LayoutSource

// Scroll views (see grammar.md, "Scroll views"): `v.content.ATTR` and `v.frame.ATTR`, the
// content and frame layout guides of a scroll view, and UIKit's rule for constraints between a
// scroll view's edges or margins and the views inside it, which attach to the content area.

/// What the checker keeps for scroll views while it walks a file.
struct ScrollState: Sendable {
    /// The content and frame guides added so far, by scroll view index.
    var contentGuides: [Int: ViewID] = [:]
    var frameGuides: [Int: ViewID] = [:]
}

extension WrittenAttribute {
    /// Whether UIKit attaches this attribute of a scroll view to its content area in a
    /// constraint with a view inside it: the edges and margins, and their compounds.
    var attachesToScrollContent: Bool {
        switch self {
        case .left, .right, .top, .bottom, .leading, .trailing, .edges,
            .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin, .margins:
            true
        default:
            false
        }
    }

    /// The edge a margin attribute is measured from (`leadingMargin` is `leading` inset); the
    /// attribute itself for an edge.
    var edgeOfMargin: WrittenAttribute {
        switch self {
        case .leftMargin: .left
        case .rightMargin: .right
        case .topMargin: .top
        case .bottomMargin: .bottom
        case .leadingMargin: .leading
        case .trailingMargin: .trailing
        case .margins: .edges
        default: self
        }
    }
}

extension Checker {
    /// Whether `name` is a dotted guide attribute of a scroll view (`content.top`, `frame.width`)
    /// or one of the guides' names alone.
    static func isScrollGuideName(_ name: String) -> Bool {
        name.hasPrefix("content.") || name.hasPrefix("frame.") || name == "content" || name == "frame"
    }

    /// The guide and attribute of `v.content.ATTR` or `v.frame.ATTR`, or `nil` after reporting
    /// why there is none: an unknown attribute of the guide, or a view that is not a scroll view.
    mutating func resolveScrollGuideReference(_ reference: AttributeReference, view: ViewID?) -> (ViewID, WrittenAttribute)? {
        let written = reference.attribute.name
        let location = span(reference.attribute.range)
        let kind: ScrollGuideKind = written.hasPrefix("content") ? .content : .frame
        let guideName = kind.rawValue
        let memberName = written.count > guideName.count ? String(written.dropFirst(guideName.count + 1)) : ""
        guard let view else { return nil }
        let isScrollView = views[view.index].isScrollView
        guard isScrollView else {
            let name = views[view.index].name
            let what =
                view == .root ? "root is not a scroll view"
                : views[view.index].isGuide ? "guide '\(name)' is not a scroll view" : "'\(name)' is not a scroll view"
            let guide = kind == .content ? "a content guide (contentLayoutGuide)" : "a frame guide (frameLayoutGuide)"
            var notes = ["only a scroll view (scroll \(views[view.index].isGuide || view == .root ? "NAME" : name) { ... }) has \(guide)"]
            var fixIts: [FixIt] = []
            if let member = WrittenAttribute(named: memberName), safeAreaAttributes.contains(member) {
                notes.append("the \(kind.rawValue) of any other view is the view itself: write '\(reference.view.name).\(memberName)'")
                fixIts = [FixIt(span: location, replacement: memberName)]
            }
            report(.error(.scrollGuideOfNonScrollView, "\(what): it has no \(guideName) guide", at: location, notes: notes, fixIts: fixIts))
            return nil
        }
        guard let attribute = WrittenAttribute(named: memberName), safeAreaAttributes.contains(attribute) else {
            if memberName.isEmpty {
                report(.error(
                    .unknownAttribute, "'\(guideName)' is a guide, not an attribute", at: location,
                    notes: ["name one of its attributes, as in '\(guideName).top' or '\(guideName).\(kind == .content ? "height" : "width")'"]))
                return nil
            }
            reportUnknownGuideAttribute(written, of: guideName, at: location, holder: "a scroll view's \(guideName) guide")
            return nil
        }
        return (scrollGuide(kind, of: view), attribute)
    }

    /// An unknown dotted attribute (`v.contnet.top`), reported with the closest guide attribute
    /// `view` has: its safe area's, and a scroll view's content and frame guides'.
    mutating func reportUnknownGuideAttribute(_ name: Identifier, view: ViewID?) {
        let location = span(name.range)
        var candidates = safeAreaAttributes.map { "safeArea." + $0.rawValue }
        if view == .root {
            candidates += RootGuideKind.allCases.flatMap { kind in safeAreaAttributes.map { "\(kind.rawValue).\($0.rawValue)" } }
        }
        if let view, views[view.index].isScrollView {
            candidates += ScrollGuideKind.allCases.flatMap { kind in safeAreaAttributes.map { "\(kind.rawValue).\($0.rawValue)" } }
        }
        if let suggestion = NameSuggestion.closest(to: name.name, among: candidates) {
            report(.error(
                .unknownAttribute, "unknown attribute '\(name.name)'", at: location,
                notes: ["did you mean '\(suggestion)'?"], fixIts: [FixIt(span: location, replacement: suggestion)]))
        } else {
            report(.error(
                .unknownAttribute, "unknown attribute '\(name.name)'", at: location,
                notes: [
                    "a view's guides are 'safeArea', a scroll view's 'content' and 'frame', and root's 'keyboard' and "
                        + "'readable', as in 'v.safeArea.top'",
                ]))
        }
    }

    /// The `kind` guide of the scroll view `view`, added to the IR the first time it is used.
    mutating func scrollGuide(_ kind: ScrollGuideKind, of view: ViewID) -> ViewID {
        if let guide = kind == .content ? scroll.contentGuides[view.index] : scroll.frameGuides[view.index] { return guide }
        let guide = ViewID(views.count)
        var declaration = ViewDeclaration(
            name: views[view.index].name + "." + kind.rawValue, span: views[view.index].span, isGuide: true, parent: view)
        declaration.scrollGuide = ScrollGuideRole(scrollView: view, kind: kind)
        views.append(declaration)
        if kind == .content { scroll.contentGuides[view.index] = guide } else { scroll.frameGuides[view.index] = guide }
        return guide
    }

    /// Adds the content guide of every scroll view that has content (a nested view or guide)
    /// and no content guide yet, so that its content size is solved and, when nothing
    /// determines it, reported (S002). A scroll view without content keeps UIKit's default
    /// content size, zero.
    mutating func addContentGuides() {
        guard hasScrollViews else { return }
        var hasContent = [Bool](repeating: false, count: views.count)
        for view in views where view.scrollGuide == nil && view.safeAreaOwner == nil {
            if let parent = view.parent, parent != .root { hasContent[parent.index] = true }
        }
        for index in views.indices where views[index].isScrollView && hasContent[index] {
            _ = scrollGuide(.content, of: ViewID(index))
        }
    }

    // MARK: UIKit's rule

    /// The value of `view.attribute` where `view` is a scroll view, `attribute` one of its edges
    /// or margins, and the equation being checked relates it to a view inside the scroll view:
    /// the same attribute of the content area, as UIKit attaches it (R002 says so, with a fix-it
    /// to the explicit `v.content.ATTR`). `nil` when the rule does not apply.
    mutating func contentAttachedValue(of attribute: WrittenAttribute, of view: ViewID, reference: AttributeReference)
        -> FormValue?
    {
        guard hasScrollViews, views[view.index].isScrollView, attribute.attachesToScrollContent,
            equationRelatesContent(of: view)
        else { return nil }
        let guide = scrollGuide(.content, of: view)
        let range = reference.range
        let value: FormValue
        if attribute.isCompound {
            value = .compound(CompoundForm(
                attribute: attribute,
                components: attribute.components.map { contentForm(of: $0, guide: guide, scrollView: view, at: range) }))
        } else {
            value = .scalar(contentForm(of: attribute, guide: guide, scrollView: view, at: range))
        }
        reportContentAttachment(attribute, of: view, reference: reference)
        return value
    }

    /// `guide.edge` plus the scroll view's margin for a margin attribute (measured as the view's
    /// own margin is, on the content area's edge; in right to left, leading and trailing
    /// margins take the mirrored side's margin, as `directed(_:)` expects).
    private func contentForm(of attribute: WrittenAttribute, guide: ViewID, scrollView: ViewID, at range: SourceRange)
        -> LinearForm
    {
        let margins = properties(of: scrollView).margins
        let isMirrored = direction == .rightToLeft
        let offset: Double =
            switch attribute {
            case .leftMargin: margins.left
            case .rightMargin: -margins.right
            case .topMargin: margins.top
            case .bottomMargin: -margins.bottom
            case .leadingMargin: isMirrored ? margins.right : margins.left
            case .trailingMargin: isMirrored ? -margins.left : -margins.right
            default: 0
            }
        var form = LinearForm(view: guide, attribute: attribute.edgeOfMargin, range: range, constant: offset)
        // The margin is written into the equation (the content guide has none of its own), so
        // generated code states it.
        form.writtenConstant = offset
        return form
    }

    /// R002: the note that `page.bottom` means the content area's bottom here.
    private mutating func reportContentAttachment(
        _ attribute: WrittenAttribute, of view: ViewID, reference: AttributeReference
    ) {
        let written = "\(reference.view.name).\(attribute.rawValue)"
        let name = views[view.index].name
        let explicit = "\(reference.view.name).content.\(attribute.rawValue)"
        let frame = "\(reference.view.name).frame.\(attribute.rawValue)"
        var notes = [
            "UIKit attaches a constraint between a scroll view's edges or margins and a view inside it to the scroll view's content area; its width, height and centers, and constraints with views outside it only, to its frame",
        ]
        var fixIts: [FixIt] = []
        if attribute.isMargin || attribute == .margins {
            notes.append("write it on '\(reference.view.name).content.\(attribute.edgeOfMargin.rawValue)' plus the margin to say so, or on '\(reference.view.name).frame' for the visible frame")
        } else {
            notes.append("write '\(explicit)' to say so, or '\(frame)' for the visible frame")
            fixIts = [FixIt(span: span(reference.range), replacement: explicit)]
        }
        report(Diagnostic(
            .note, .scrollEdgeAttachesToContent,
            "'\(written)' is the content area's \(attribute.rawValue) here, not the frame's: '\(name)' is a scroll view and this constraint relates it to a view inside it",
            at: span(reference.range), notes: notes, fixIts: fixIts))
    }

    /// Whether the equation being checked names a view or guide inside the scroll view `scrollView`.
    private func equationRelatesContent(of scrollView: ViewID) -> Bool {
        guard let equation = hierarchy.equation else { return false }
        var pending = [equation.left] + equation.relations.map(\.right)
        while let next = pending.popLast() {
            switch next {
            case .attribute(let reference):
                guard !isSuperview(reference.view), let view = viewsByName[reference.view.name] else { continue }
                if isInside(view, scrollView) { return true }
            case .unary(let node): pending.append(node.operand)
            case .binary(let node): pending.append(node.right); pending.append(node.left)
            case .parenthesized(let node): pending.append(node.inner)
            case .number, .flex, .name, .scaled, .bad: break  // A constant's name (`let`) names no view.
            }
        }
        return false
    }

    /// Whether `view` is nested, at any depth, in `ancestor` (and is not it).
    func isInside(_ view: ViewID, _ ancestor: ViewID) -> Bool {
        var current = views[view.index].parent
        var steps = 0
        while let parent = current, steps <= views.count {
            if parent == ancestor { return true }
            if parent == .root { return false }
            current = views[parent.index].parent
            steps += 1
        }
        return false
    }
}

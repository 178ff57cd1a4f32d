// The walk every shim's snapshot shares: which items, in which order, which constraints. Each
// shim describes its own classes through a `RecordingAdapter`; the order and the rules live here
// once.

/// One constraint as a shim sees it, its items still objects.
public struct RecordingConstraintParts {
    /// The first item.
    public var first: AnyObject
    /// The first attribute.
    public var firstAttribute: RecordedAttribute
    /// The relation.
    public var relation: RecordedRelation
    /// The second item, nil for a constant.
    public var second: AnyObject?
    /// The second attribute, nil for a constant.
    public var secondAttribute: RecordedAttribute?
    /// The second item's factor.
    public var multiplier: Double
    /// The constant.
    public var constant: Double
    /// The priority.
    public var priority: Float
    /// The identifier.
    public var identifier: String?

    /// Parts of a constraint.
    public init(
        first: AnyObject, firstAttribute: RecordedAttribute, relation: RecordedRelation, second: AnyObject?,
        secondAttribute: RecordedAttribute?, multiplier: Double, constant: Double, priority: Float, identifier: String?
    ) {
        self.first = first
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.second = second
        self.secondAttribute = secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.identifier = identifier
    }
}

/// A stack view as a shim sees it, its arranged views still objects.
public struct RecordingStackParts<View: AnyObject> {
    /// The configuration, with `arranged` and `customSpacings` left empty.
    public var configuration: RecordedStack
    /// The arranged views, in order.
    public var arranged: [View]
    /// The spacing after each arranged view that has one, in the order of `arranged`.
    public var customSpacings: [(view: View, spacing: RecordedSpacing)]

    /// Parts of a stack view.
    public init(configuration: RecordedStack, arranged: [View], customSpacings: [(view: View, spacing: RecordedSpacing)]) {
        self.configuration = configuration
        self.arranged = arranged
        self.customSpacings = customSpacings
    }
}

/// What a shim tells the walk about its views, guides and constraints.
@MainActor
public protocol RecordingAdapter {
    /// The shim's view class.
    associatedtype View: AnyObject
    /// The shim's layout guide class.
    associatedtype Guide: AnyObject
    /// The shim's constraint class.
    associatedtype Constraint: AnyObject

    /// The view's subviews, back to front.
    func subviews(of view: View) -> [View]
    /// The guides the app added to the view, in order (not the margins or safe-area guide).
    func addedGuides(of view: View) -> [Guide]
    /// The view's margins guide, if one was ever made.
    func marginsGuide(of view: View) -> Guide?
    /// The view's safe-area guide, if one was ever made.
    func safeAreaGuide(of view: View) -> Guide?
    /// The label a test gave the view ("" if none).
    func label(of view: View) -> String
    /// The guide's identifier.
    func identifier(of guide: Guide) -> String
    /// What Auto Layout reads from the view besides constraints.
    func properties(of view: View) -> RecordedView
    /// The constraint's parts; nil when an attribute has no recorded counterpart.
    func parts(of constraint: Constraint) -> RecordingConstraintParts?
    /// A stack view's configuration and arranged views; nil for any other view.
    func stackParts(of view: View) -> RecordingStackParts<View>?
    /// A scroll view's content and frame guides, each if it was ever made.
    func scrollGuides(of view: View) -> (content: Guide?, frame: Guide?)
    /// The view's keyboard and readable content guides, each if it was ever made.
    func keyboardAndReadableGuides(of view: View) -> (keyboard: Guide?, readable: Guide?)
}

extension RecordingAdapter {
    /// No stack views (a framework whose shim has none).
    public func stackParts(of view: View) -> RecordingStackParts<View>? { nil }
    /// No scroll views.
    public func scrollGuides(of view: View) -> (content: Guide?, frame: Guide?) { (nil, nil) }
    /// No keyboard or readable content guides.
    public func keyboardAndReadableGuides(of view: View) -> (keyboard: Guide?, readable: Guide?) { (nil, nil) }
}

extension RecordingAdapter {
    /// The snapshot of everything under `root` and of `constraints` (the active ones, in
    /// activation order) among its items; a constraint reaching outside is a violation.
    public func snapshot(
        root: View, constraints: [Constraint], violations: [String], platform: RecordedLayout.Platform,
        direction: RecordedDirection, rootSafeAreaInsets: RecordedInsets
    ) -> RecordedLayout {
        var views: [(view: View, parent: Int?)] = []
        var pending: [(view: View, parent: Int?)] = [(root, nil)]
        while let (view, parent) = pending.popLast() {
            let id = views.count
            views.append((view, parent))
            // Reversed, so the first subview is popped (visited) first: depth-first in order.
            pending.append(contentsOf: subviews(of: view).reversed().map { ($0, id) })
        }
        var ids: [ObjectIdentifier: Int] = [:]
        for (index, entry) in views.enumerated() { ids[ObjectIdentifier(entry.view)] = index }
        let parts = constraints.map { self.parts(of: $0) }
        let used = Set(parts.compactMap { $0 }.flatMap { [$0.first, $0.second].compactMap { $0.map(ObjectIdentifier.init) } })

        var items = views.enumerated().map { index, entry in
            RecordedItem(id: index, kind: .view, label: label(of: entry.view), parent: entry.parent, view: properties(of: entry.view))
        }
        for (index, entry) in views.enumerated() {
            var guides: [(Guide, RecordedItem.Kind)] = addedGuides(of: entry.view).map { ($0, .guide) }
            if let guide = marginsGuide(of: entry.view), used.contains(ObjectIdentifier(guide)) { guides.append((guide, .marginsGuide)) }
            if let guide = safeAreaGuide(of: entry.view), used.contains(ObjectIdentifier(guide)) { guides.append((guide, .safeAreaGuide)) }
            // A scroll view's guides are recorded whenever they exist: the content guide's size is
            // the content size the model reports, used or not.
            let scroll = scrollGuides(of: entry.view)
            if let guide = scroll.content { guides.append((guide, .contentGuide)) }
            if let guide = scroll.frame { guides.append((guide, .frameGuide)) }
            let system = keyboardAndReadableGuides(of: entry.view)
            if let guide = system.keyboard, used.contains(ObjectIdentifier(guide)) { guides.append((guide, .keyboardGuide)) }
            if let guide = system.readable, used.contains(ObjectIdentifier(guide)) { guides.append((guide, .readableGuide)) }
            for (guide, kind) in guides where ids[ObjectIdentifier(guide)] == nil {
                ids[ObjectIdentifier(guide)] = items.count
                items.append(RecordedItem(id: items.count, kind: kind, label: identifier(of: guide), parent: index, view: nil))
            }
        }

        for (index, entry) in views.enumerated() {
            guard let parts = stackParts(of: entry.view) else { continue }
            var stack = parts.configuration
            // Only arranged views recorded under the stack count: UIKit arranges subviews only.
            stack.arranged = parts.arranged.compactMap { ids[ObjectIdentifier($0)] }.filter { items[$0].parent == index }
            stack.customSpacings = parts.customSpacings.compactMap { view, spacing in
                ids[ObjectIdentifier(view)].flatMap { stack.arranged.contains($0) ? RecordedStack.CustomSpacing(after: $0, spacing: spacing) : nil }
            }
            items[index].view?.stack = stack
        }

        var recorded: [RecordedConstraint] = []
        var problems = violations
        for (index, part) in parts.enumerated() {
            guard let part else {
                problems.append("unrecordable: active constraint \(index) has an attribute the recording does not know")
                continue
            }
            guard let first = ids[ObjectIdentifier(part.first)] else {
                problems.append("outsideRoot: the first item of active constraint \(index) is not under root")
                continue
            }
            var second: Int? = nil
            if let item = part.second {
                guard let id = ids[ObjectIdentifier(item)] else {
                    problems.append("outsideRoot: the second item of active constraint \(index) is not under root")
                    continue
                }
                second = id
            }
            recorded.append(
                RecordedConstraint(
                    firstItem: first, firstAttribute: part.firstAttribute, relation: part.relation, secondItem: second,
                    secondAttribute: part.secondAttribute, multiplier: part.multiplier, constant: part.constant,
                    priority: part.priority, identifier: part.identifier))
        }
        return RecordedLayout(
            platform: platform, direction: direction, rootSafeAreaInsets: rootSafeAreaInsets, items: items,
            constraints: recorded, violations: problems)
    }
}

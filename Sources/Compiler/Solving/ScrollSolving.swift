import LayoutIR

// Scroll views in the solver (grammar.md, "Scroll views"): the definitions of each scroll view's
// implicit guides, and the content sizes read back from a solution.

/// One implicit equality of a scroll view's guide: the content guide's left and top are the
/// scroll view's (content offset zero, no content inset), and the frame guide's four primaries
/// are the scroll view's. The content guide's width and height are left to the file's
/// constraints: they are the content size.
struct ScrollGuideDefinition: Hashable, Sendable {
    /// The content or frame guide.
    var guide: ViewID
    /// Its scroll view and which guide it is.
    var role: ScrollGuideRole
    /// The primary attribute it equates.
    var attribute: PrimaryAttribute

    /// `guide.attribute - scrollView.attribute`, which the definition sets to zero.
    var terms: [(LayoutVariable, Double)] {
        [(LayoutVariable(guide, attribute), 1), (LayoutVariable(role.scrollView, attribute), -1)]
    }

    /// Every definition of `ir`'s scroll guides, in view order.
    static func all(in ir: LayoutIR) -> [ScrollGuideDefinition] {
        var definitions: [ScrollGuideDefinition] = []
        for view in ir.viewIDs {
            guard let role = ir.views[view.index].scrollGuide else { continue }
            let attributes: [PrimaryAttribute] = role.kind == .content ? [.left, .top] : PrimaryAttribute.allCases
            for attribute in attributes {
                definitions.append(ScrollGuideDefinition(guide: view, role: role, attribute: attribute))
            }
        }
        return definitions
    }

    /// The note that names this definition as a member of a conflict.
    func explanation(in ir: LayoutIR) -> String {
        let name = ir.name(of: role.scrollView)
        switch role.kind {
        case .content:
            return "the content area of scroll view '\(name)' starts at its top-left corner (content offset zero): "
                + "the implicit constraint '\(name).content.\(attribute) = \(name).\(attribute)'"
        case .frame:
            return "the frame guide of scroll view '\(name)' is its frame: "
                + "the implicit constraint '\(name).frame.\(attribute) = \(name).\(attribute)'"
        }
    }
}

/// A scroll view's content size in a solution: UIScrollView's `contentSize`, which the
/// constraints of its content determine through its content layout guide.
public struct ContentSize: Hashable, Sendable {
    /// The scroll view's name.
    public var name: String
    /// The content's width.
    public var width: Double
    /// The content's height.
    public var height: Double

    /// Creates a content size.
    public init(name: String, width: Double, height: Double) {
        self.name = name
        self.width = width
        self.height = height
    }
}

extension LayoutIR {
    /// Each scroll view with its content guide (nil for one without content, whose content
    /// size is UIKit's default, zero), in declaration order.
    var scrollContents: [(scrollView: ViewID, guide: ViewID?)] {
        var guides: [Int: ViewID] = [:]
        for view in viewIDs {
            if let role = views[view.index].scrollGuide, role.kind == .content { guides[role.scrollView.index] = view }
        }
        return scrollViews.map { ($0, guides[$0.index]) }
    }

    /// The content size of every scroll view, from every variable's value by index (see
    /// `LoweredLayout.index(of:)`).
    func contentSizes(from values: [Double]) -> [ContentSize] {
        scrollContents.map { scrollView, guide in
            func value(_ attribute: PrimaryAttribute) -> Double {
                guard let guide else { return 0 }
                let value = values[LoweredLayout.index(of: LayoutVariable(guide, attribute))]
                return value == 0 ? 0 : value
            }
            return ContentSize(name: name(of: scrollView), width: value(.width), height: value(.height))
        }
    }
}

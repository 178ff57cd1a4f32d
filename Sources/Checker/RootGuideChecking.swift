import LayoutIR
import LayoutParser
import LayoutSource

// Root's keyboard and readable guides (grammar.md, "The keyboard and readable width"):
// `root.keyboard.ATTR` (UIKit's `keyboardLayoutGuide`) and `root.readable.ATTR`
// (`readableContentGuide`), added to the IR as implicit guides the first time they are used.

extension Checker {
    /// The kind of root guide `name` names (`keyboard.top`, `readable`), if it names one.
    static func rootGuideKind(of name: String) -> RootGuideKind? {
        for kind in RootGuideKind.allCases {
            let word = kind.rawValue
            guard name.hasPrefix(word) else { continue }
            if name.utf8.count == word.utf8.count || name.dropFirst(word.count).first == "." { return kind }
        }
        return nil
    }

    /// The guide and attribute of `root.keyboard.ATTR` or `root.readable.ATTR`, or `nil` after
    /// reporting why there is none: another view than root (H006), or an unknown attribute.
    mutating func resolveRootGuideReference(
        _ reference: AttributeReference, kind: RootGuideKind, view: ViewID?
    ) -> (ViewID, WrittenAttribute)? {
        let written = reference.attribute.name
        let location = span(reference.attribute.range)
        let guideName = kind.rawValue
        let memberName = written.count > guideName.count ? String(written.dropFirst(guideName.count + 1)) : ""
        guard let view else { return nil }
        guard view == .root else {
            let name = views[view.index].name
            report(.error(
                .rootGuideOfView, "'\(name).\(guideName)': only root's \(guideName) guide can be used",
                at: location,
                notes: [
                    "layoutc models root's \(kind.uikitProperty) (write 'root.\(written)'); "
                        + "a view inside root reaches it through root",
                ],
                fixIts: view == .root ? [] : [FixIt(span: span(reference.view.range), replacement: "root")]))
            return nil
        }
        guard let attribute = WrittenAttribute(named: memberName), safeAreaAttributes.contains(attribute) else {
            if memberName.isEmpty {
                report(.error(
                    .unknownAttribute, "'\(guideName)' is a guide, not an attribute", at: location,
                    notes: ["name one of its attributes, as in '\(guideName).\(kind == .keyboard ? "top" : "leading")'"]))
                return nil
            }
            reportUnknownGuideAttribute(written, of: guideName, at: location, holder: "root's \(guideName) guide")
            return nil
        }
        return (rootGuide(kind), attribute)
    }

    /// Root's guide of `kind`, added to the IR the first time it is used. The keyboard's guide,
    /// hidden, is defined by root's safe area, which is then added too.
    mutating func rootGuide(_ kind: RootGuideKind) -> ViewID {
        if let guide = views.firstIndex(where: { $0.rootGuide == kind }) { return ViewID(guide) }
        let guide = ViewID(views.count)
        var declaration = ViewDeclaration(name: "root." + kind.rawValue, span: nil, isGuide: true, parent: .root)
        declaration.rootGuide = kind
        views.append(declaration)
        // Both guides may be measured from root's safe area: the keyboard's hidden top is its
        // bottom edge, and the readable guide lies within root's margins, which UIKit measures
        // from the safe area.
        _ = safeAreaGuide(of: .root)
        return guide
    }
}

// What `layoutc generate --target uikit` might emit for the row in DriverProcessTests (written by
// hand here): it only imports UIKit.
import UIKit

@MainActor
public final class RowLayout {
    public private(set) var constraints: [NSLayoutConstraint] = []

    public init(root: UIView, avatar: UIView, name: UIView) {
        for view in [avatar, name] where view.superview !== root { root.addSubview(view) }
        for view in [avatar, name] { view.translatesAutoresizingMaskIntoConstraints = false }
        name.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        let trailing = name.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor, constant: -16)
        trailing.identifier = "row.layout:4:1"
        let top = avatar.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 8)
        top.identifier = "row.layout:5:1"
        constraints = [
            avatar.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            avatar.widthAnchor.constraint(equalToConstant: 40), avatar.heightAnchor.constraint(equalToConstant: 40),
            name.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 8), trailing, top,
            name.centerYAnchor.constraint(equalTo: avatar.centerYAnchor),
        ]
    }

    public func activate() { NSLayoutConstraint.activate(constraints) }
}

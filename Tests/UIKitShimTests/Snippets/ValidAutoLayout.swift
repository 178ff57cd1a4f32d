// Must type-check against the shim: Auto Layout code as a developer (or layoutc) writes it.
import UIKit

final class BadgeView: UIView {
    override var intrinsicContentSize: CGSize { CGSize(width: 40, height: 20) }
    override init(frame: CGRect) { super.init(frame: frame) }
    required init?(coder: NSCoder) { fatalError("not used") }
}

@MainActor public final class FeedCardLayout {
    public private(set) var constraints: [NSLayoutConstraint] = []
    public let titleTop: NSLayoutConstraint

    public init(root: UIView, title: UIView, `default`: UIView) {
        for view in [title, `default`] where view.superview !== root {
            root.addSubview(view)
        }
        title.translatesAutoresizingMaskIntoConstraints = false
        `default`.translatesAutoresizingMaskIntoConstraints = false
        let guide = UILayoutGuide()
        root.addLayoutGuide(guide)
        root.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
        root.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        title.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        title.setContentCompressionResistancePriority(UILayoutPriority(rawValue: 751), for: .vertical)
        titleTop = title.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 12)
        titleTop.identifier = "feed-card.layout:3:1 [titleTop]"
        let width = title.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5, constant: -8)
        width.priority = UILayoutPriority(500)
        let centre = NSLayoutConstraint(
            item: `default`, attribute: .centerX, relatedBy: .equal, toItem: root, attribute: .centerX,
            multiplier: 0.5, constant: 0)
        constraints = [
            titleTop, width, centre,
            title.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            title.trailingAnchor.constraint(lessThanOrEqualTo: guide.leadingAnchor, constant: -4),
            guide.widthAnchor.constraint(greaterThanOrEqualToConstant: 0),
            `default`.firstBaselineAnchor.constraint(equalTo: title.lastBaselineAnchor),
            `default`.leftAnchor.constraint(greaterThanOrEqualTo: title.rightAnchor, constant: 8),
            `default`.heightAnchor.constraint(lessThanOrEqualTo: title.heightAnchor, multiplier: 2),
            `default`.topAnchor.constraint(equalToSystemSpacingBelow: title.bottomAnchor, multiplier: 1),
            `default`.leadingAnchor.constraint(equalToSystemSpacingAfter: title.trailingAnchor, multiplier: 2),
            title.heightAnchor.constraint(equalToConstant: 44),
        ]
    }

    public func activate() { NSLayoutConstraint.activate(constraints) }
    public func deactivate() { NSLayoutConstraint.deactivate(constraints) }

    public func update(for traits: UITraitCollection) {
        let compact = traits.horizontalSizeClass == .compact && traits.userInterfaceIdiom == .phone
        titleTop.constant = compact ? 8 : 16
        if traits.verticalSizeClass == .regular { titleTop.isActive = true }
        _ = (titleTop.firstItem, titleTop.secondItem, titleTop.firstAttribute, titleTop.secondAttribute)
        _ = (titleTop.relation == .equal, titleTop.multiplier, titleTop.priority == .required)
        _ = [UILayoutPriority.defaultLow, .fittingSizeLevel, .required, .defaultHigh]
        _ = UITraitCollection(traitsFrom: [UITraitCollection(horizontalSizeClass: .regular)])
        _ = NSLayoutConstraint.Axis.vertical
        _ = UIView.noIntrinsicMetric
        _ = BadgeView(frame: .zero).intrinsicContentSize
        let view = UIView()
        if view.effectiveUserInterfaceLayoutDirection == .rightToLeft { view.directionalLayoutMargins = .zero }
        view.layoutMargins = UIEdgeInsets(top: view.safeAreaInsets.top, left: 0, bottom: 0, right: 0)
    }
}

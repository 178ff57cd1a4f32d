// What generated AppKit code uses: it must type-check against AppKitShim imported as AppKit.
import AppKit

@MainActor
public final class CardLayout {
    public private(set) var constraints: [NSLayoutConstraint] = []
    private let margins = NSLayoutGuide()

    public init(root: NSView, title: NSView, `default`: NSView) {
        for view in [title, `default`] where view.superview !== root {
            root.addSubview(view)
        }
        title.translatesAutoresizingMaskIntoConstraints = false
        `default`.translatesAutoresizingMaskIntoConstraints = false
        margins.identifier = NSUserInterfaceItemIdentifier("card.layout:1:1 margins")
        root.addLayoutGuide(margins)
        title.setContentHuggingPriority(NSLayoutConstraint.Priority(rawValue: 251), for: .horizontal)
        title.setContentCompressionResistancePriority(.defaultHigh, for: NSLayoutConstraint.Orientation.vertical)
        let width = NSLayoutConstraint(
            item: title, attribute: .width, relatedBy: .lessThanOrEqual, toItem: `default`, attribute: .width,
            multiplier: 0.5, constant: 4)
        width.priority = NSLayoutConstraint.Priority(500)
        width.identifier = "card.layout:3:1"
        constraints = [
            margins.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            margins.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 8),
            title.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            title.firstBaselineAnchor.constraint(equalTo: `default`.lastBaselineAnchor),
            `default`.leftAnchor.constraint(greaterThanOrEqualTo: title.rightAnchor, constant: 8),
            `default`.heightAnchor.constraint(lessThanOrEqualTo: title.heightAnchor, multiplier: 2, constant: 1),
            `default`.widthAnchor.constraint(greaterThanOrEqualToConstant: 0),
            `default`.topAnchor.constraint(equalToSystemSpacingBelow: title.bottomAnchor, multiplier: 1),
            width,
        ]
    }

    public func activate() { NSLayoutConstraint.activate(constraints) }
    public func deactivate() { NSLayoutConstraint.deactivate(constraints) }

    public func inspect(_ view: NSView) {
        _ = [NSLayoutConstraint.Priority.required, .defaultLow, .dragThatCanResizeWindow, .windowSizeStayPut,
             .dragThatCannotResizeWindow, .fittingSizeCompression]
        _ = (view.intrinsicContentSize.width == NSView.noIntrinsicMetric, view.safeAreaInsets.top, view.layoutGuides)
        if view.userInterfaceLayoutDirection == .rightToLeft { view.userInterfaceLayoutDirection = .leftToRight }
        _ = (view.layoutMarginsGuide.owningView, margins.frame, NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        _ = view.contentHuggingPriority(for: .vertical).rawValue + view.contentCompressionResistancePriority(for: .horizontal).rawValue
        _ = NSEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
    }
}

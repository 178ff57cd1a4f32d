import UIKit

// What an app's view controllers do with the generated types: create the views (labels, image
// views, buttons in a real app), hand them to the layout, activate it. In an app these classes
// are UIViewController subclasses and the code below is their viewDidLoad; UIKitShim (Linux)
// has no view controllers, so here they are plain classes owning their root view.

/// The full card of Layouts/base/card.layout, as a detail screen installs it.
@MainActor
public final class CardScreen {
    /// The screen's root view: a view controller's `view`.
    public let view = UIView()
    /// The generated layout (CardLayout, from base/card.layout), kept to switch it off again.
    public let layout: CardLayout

    /// Builds the views and activates the card's constraints.
    public init() {
        let card = UIView(), thumbnail = UIView(), title = UIView(), subtitle = UIView()
        let badge = UIView(), action = UIView()
        layout = CardLayout(
            root: view, card: card, thumbnail: thumbnail, title: title, subtitle: subtitle, badge: badge,
            action: action)
        layout.activate()
    }
}

/// The compact card of Layouts/compact-card.layout (which uses base/card.layout), as a list row.
/// layoutc-plugin.json compiles this file with `--engine frames`: the row computes its frames
/// itself, with no constraint and no Auto Layout at run time, as a fast self-sizing cell would.
@MainActor
public final class CompactCardRow {
    /// The row's content view.
    public let view = UIView()
    /// The generated layout (CompactCardLayout, frame code).
    public let layout: CompactCardLayout

    /// Builds the views; `layoutSubviews()` then calls `layout.layout()`.
    public init() {
        let card = UIView(), thumbnail = UIView(), title = UIView(), subtitle = UIView()
        let badge = UIView(), action = UIView()
        layout = CompactCardLayout(
            root: view, card: card, thumbnail: thumbnail, title: title, subtitle: subtitle, badge: badge,
            action: action)
    }

    /// Sets every frame for the row's current size: a cell's `layoutSubviews()`.
    public func layoutSubviews() {
        layout.layout()
    }

    /// The row's height at `width`, without a layout engine: a cell's `sizeThatFits(_:)`.
    public func height(forWidth width: CGFloat) -> CGFloat {
        layout.sizeThatFits(CGSize(width: width, height: 0)).height
    }
}

/// The mail-style list and reader of Layouts/adaptive-sidebar.layout, whose `when` blocks follow
/// the size class, the idiom and a flag.
@MainActor
public final class MailScreen {
    /// The screen's root view.
    public let view = UIView()
    /// The generated layout (AdaptiveSidebarLayout), created with every constraint inactive.
    public let layout: AdaptiveSidebarLayout

    /// Builds the views and switches on the variant for the screen's first size and traits.
    public init(size: CGSize, traitCollection: UITraitCollection) {
        let list = UIView(), reader = UIView(), tabBar = UIView(), compose = UIView()
        layout = AdaptiveSidebarLayout(root: view, list: list, reader: reader, tabBar: tabBar, compose: compose)
        update(size: size, traitCollection: traitCollection, isComposing: false)
    }

    /// Switches to the variant for the app's state, in one batch of deactivations and one of
    /// activations: what a view controller calls from `viewWillTransition(to:with:)` and
    /// `traitCollectionDidChange(_:)`, and when the user starts or stops writing (`editable`).
    public func update(size: CGSize, traitCollection: UITraitCollection, isComposing: Bool) {
        layout.activate(
            for: AdaptiveSidebarLayout.Environment(size: size, traitCollection: traitCollection, editable: isComposing))
    }
}

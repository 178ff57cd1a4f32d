import AutoLayoutRecording

@_spi(Recording) import UIKitShim

/// Building a UIKit layout by hand in the shim.
@MainActor
enum Hand {
    /// Empties the recorder and makes a labelled root in `direction` with `insets` as its safe area.
    static func root(_ direction: RecordedDirection, insets: RecordedInsets = .zero) -> UIView {
        ShimRecorder.shared.reset()
        ShimRecorder.shared.layoutDirection = direction == .rightToLeft ? .rightToLeft : .leftToRight
        let root = UIView()
        root.shimLabel = "root"
        root.shimSafeAreaInsets = UIEdgeInsets(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
        // The language measures root's margins from its bounds.
        root.insetsLayoutMarginsFromSafeArea = false
        return root
    }

    /// A labelled view added to `parent`, its autoresizing mask off, margins from its bounds.
    static func view(_ label: String, in parent: UIView) -> UIView {
        let view = UIView()
        configure(view, label, in: parent)
        return view
    }

    /// A labelled content view (a stand-in for a label) added to `parent`.
    static func content(
        _ label: String, in parent: UIView, size: CGSize, firstBaseline: CGFloat? = nil, lastBaseline: CGFloat? = nil
    ) -> UIView {
        let view = ShimContentView(intrinsicContentSize: size, firstBaseline: firstBaseline, lastBaseline: lastBaseline)
        configure(view, label, in: parent)
        return view
    }

    /// A guide added to `owner`, its identifier the label.
    static func guide(_ label: String, in owner: UIView) -> UILayoutGuide {
        let guide = UILayoutGuide()
        guide.identifier = label
        owner.addLayoutGuide(guide)
        return guide
    }

    private static func configure(_ view: UIView, _ label: String, in parent: UIView) {
        view.shimLabel = label
        parent.addSubview(view)
        view.translatesAutoresizingMaskIntoConstraints = false
        view.insetsLayoutMarginsFromSafeArea = false
    }

    /// Activates `constraints` at `priority`.
    static func activate(_ constraints: [NSLayoutConstraint], at priority: Float? = nil) {
        if let priority { for constraint in constraints { constraint.priority = UILayoutPriority(priority) } }
        NSLayoutConstraint.activate(constraints)
    }
}


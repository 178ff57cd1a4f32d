import AutoLayoutRecording

@_spi(Recording) import AppKitShim

/// Building an AppKit layout by hand in the shim.
@MainActor
enum AppHand {
    /// Empties the recorder and makes a labelled root in `direction` with `insets` as its safe area.
    static func root(_ direction: RecordedDirection, insets: RecordedInsets = .zero) -> NSView {
        ShimRecorder.shared.reset()
        ShimRecorder.shared.layoutDirection = direction == .rightToLeft ? .rightToLeft : .leftToRight
        let root = NSView()
        root.shimLabel = "root"
        root.shimSafeAreaInsets = NSEdgeInsets(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
        return root
    }

    /// A labelled view added to `parent`, its autoresizing mask off.
    static func view(_ label: String, in parent: NSView) -> NSView {
        configure(NSView(), label, in: parent)
    }

    /// A labelled content view (a stand-in for a label) added to `parent`.
    static func content(_ label: String, in parent: NSView, size: NSSize) -> NSView {
        configure(ShimContentView(intrinsicContentSize: size), label, in: parent)
    }

    /// A guide standing for `view`'s margins, as generated AppKit code makes one (AppKit has no
    /// settable margins): unlabelled, so it is not among the frames compared.
    static func margins(of view: NSView, top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) -> NSLayoutGuide {
        let guide = NSLayoutGuide()
        view.addLayoutGuide(guide)
        NSLayoutConstraint.activate([
            guide.leftAnchor.constraint(equalTo: view.leftAnchor, constant: left),
            guide.topAnchor.constraint(equalTo: view.topAnchor, constant: top),
            guide.rightAnchor.constraint(equalTo: view.rightAnchor, constant: -right),
            guide.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -bottom),
        ])
        return guide
    }

    private static func configure(_ view: NSView, _ label: String, in parent: NSView) -> NSView {
        view.shimLabel = label
        parent.addSubview(view)
        view.translatesAutoresizingMaskIntoConstraints = false
        return view
    }
}

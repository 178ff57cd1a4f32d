// How a view keeps its hierarchy, compiled into both UIKitShim and AppKitShim (each folder links
// this file): the bodies behind `addSubview(_:)`, `removeFromSuperview()`, `addLayoutGuide(_:)`,
// `removeLayoutGuide(_:)`, the guides made on first use and `constraints`, which each View.swift
// declares with its SDK's signature.

extension ShimView {
    /// Adds `view` as the frontmost subview, removing it from its current superview first; a view
    /// added into itself is refused, as the framework raises.
    func shimAddSubview(_ view: ShimView) {
        if view === self || isDescendant(of: view) {
            ShimRecorder.shared.record(
                ShimViolation(kind: .invalidSubview, message: "a view cannot be added to itself or to one of its descendants"))
            return
        }
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }

    /// Detaches the view from its superview, deactivating the constraints that then have no
    /// common ancestor (as the framework removes them).
    func shimRemoveFromSuperview() {
        guard let parent = superview else { return }
        parent.subviews.removeAll { $0 === self }
        superview = nil
        ShimRecorder.shared.deactivateOrphans()
    }

    /// Adds a layout guide the view then owns, taking it from its previous owner.
    func shimAddLayoutGuide(_ guide: ShimGuide) {
        guide.owningView?.removeLayoutGuide(guide)
        layoutGuides.append(guide)
        guide.owningView = self
    }

    /// Removes a layout guide the view owns, deactivating the constraints left without an owner.
    func shimRemoveLayoutGuide(_ guide: ShimGuide) {
        guard guide.owningView === self else { return }
        layoutGuides.removeAll { $0 === guide }
        guide.owningView = nil
        ShimRecorder.shared.deactivateOrphans()
    }

    /// The view's margins or safe-area guide, made on first use and owned by the view.
    func shimGuide(_ role: ShimGuide.Role) -> ShimGuide {
        if let guide = madeGuides[role] { return guide }
        let guide = ShimGuide(role: role, owner: self)
        madeGuides[role] = guide
        return guide
    }

    /// The active constraints installed on this view (it is their items' nearest common ancestor).
    var shimInstalledConstraints: [NSLayoutConstraint] {
        ShimRecorder.shared.activeConstraints.filter { ShimRules.installationView(of: $0) === self }
    }
}

// The snapshot of a root view's layout (not UIKit): `ShimRecorder.snapshot(root:)` describes
// UIKitShim's classes to AutoLayoutRecording's shared walk.

import AutoLayoutRecording

/// UIKitShim's classes as the shared walk reads them.
@MainActor
struct UIKitRecordingAdapter: RecordingAdapter {
    func subviews(of view: UIView) -> [UIView] { view.subviews }
    func addedGuides(of view: UIView) -> [UILayoutGuide] { view.layoutGuides }
    func marginsGuide(of view: UIView) -> UILayoutGuide? { view.shimMarginsGuideIfMade }
    func safeAreaGuide(of view: UIView) -> UILayoutGuide? { view.shimSafeAreaGuideIfMade }
    func label(of view: UIView) -> String { view.shimLabel }
    func identifier(of guide: UILayoutGuide) -> String { guide.identifier }

    func properties(of view: UIView) -> RecordedView {
        let size = view.intrinsicContentSize
        let margins = view.layoutMargins
        return RecordedView(
            intrinsicWidth: size.width == UIView.noIntrinsicMetric ? nil : Double(size.width),
            intrinsicHeight: size.height == UIView.noIntrinsicMetric ? nil : Double(size.height),
            horizontalHugging: view.contentHuggingPriority(for: .horizontal).rawValue,
            verticalHugging: view.contentHuggingPriority(for: .vertical).rawValue,
            horizontalCompressionResistance: view.contentCompressionResistancePriority(for: .horizontal).rawValue,
            verticalCompressionResistance: view.contentCompressionResistancePriority(for: .vertical).rawValue,
            layoutMargins: RecordedInsets(
                top: Double(margins.top), left: Double(margins.left), bottom: Double(margins.bottom),
                right: Double(margins.right)),
            marginsSource: view.shimMarginsSource,
            insetsLayoutMarginsFromSafeArea: view.insetsLayoutMarginsFromSafeArea,
            translatesAutoresizingMaskIntoConstraints: view.translatesAutoresizingMaskIntoConstraints,
            firstBaselineOffset: view.shimFirstBaselineOffset.map(Double.init),
            lastBaselineOffset: view.shimLastBaselineOffset.map(Double.init))
    }

    func parts(of constraint: NSLayoutConstraint) -> RecordingConstraintParts? {
        guard let first = constraint.firstItem, let firstAttribute = RecordedAttribute(rawValue: "\(constraint.firstAttribute)")
        else { return nil }
        let secondAttribute = RecordedAttribute(rawValue: "\(constraint.secondAttribute)")
        if constraint.secondItem != nil && secondAttribute == nil { return nil }
        let relation: RecordedRelation =
            switch constraint.relation {
            case .lessThanOrEqual: .lessThanOrEqual
            case .equal: .equal
            case .greaterThanOrEqual: .greaterThanOrEqual
            }
        return RecordingConstraintParts(
            first: first, firstAttribute: firstAttribute, relation: relation, second: constraint.secondItem,
            secondAttribute: constraint.secondItem == nil ? nil : secondAttribute, multiplier: Double(constraint.multiplier),
            constant: Double(constraint.constant), priority: constraint.priority.rawValue, identifier: constraint.identifier)
    }
}

@_spi(Recording) extension ShimRecorder {
    /// Everything under `root` and the active constraints among it, in activation order, with
    /// the violations recorded so far; the direction is `layoutDirection`, the safe-area insets
    /// root's `shimSafeAreaInsets`.
    public func snapshot(root: UIView) -> RecordedLayout {
        let insets = root.shimSafeAreaInsets
        return UIKitRecordingAdapter().snapshot(
            root: root, constraints: activeConstraints, violations: violations.map(\.description), platform: .uikit,
            direction: layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight,
            rootSafeAreaInsets: RecordedInsets(
                top: Double(insets.top), left: Double(insets.left), bottom: Double(insets.bottom), right: Double(insets.right)))
    }
}

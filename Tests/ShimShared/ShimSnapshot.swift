// The snapshot of a root view's layout (not the SDK), compiled into both UIKitShim and
// AppKitShim (each folder links this file): the shim's classes described to AutoLayoutRecording's
// shared walk; what differs by framework (a view's properties, a guide's identifier, the
// direction) comes from each module's Platform.swift.

import AutoLayoutRecording

/// The shim's classes as the shared walk reads them.
@MainActor
struct ShimRecordingAdapter: RecordingAdapter {
    func subviews(of view: ShimView) -> [ShimView] { view.subviews }
    func addedGuides(of view: ShimView) -> [ShimGuide] { view.layoutGuides }
    func marginsGuide(of view: ShimView) -> ShimGuide? { view.shimMarginsGuideIfMade }
    func safeAreaGuide(of view: ShimView) -> ShimGuide? { view.shimSafeAreaGuideIfMade }
    func label(of view: ShimView) -> String { view.shimLabel }
    func identifier(of guide: ShimGuide) -> String { ShimPlatform.identifier(of: guide) }

    /// What Auto Layout reads from a view besides its constraints; the margins are the
    /// framework's to say.
    func properties(of view: ShimView) -> RecordedView {
        let size = view.intrinsicContentSize
        let margins = ShimPlatform.margins(of: view)
        return RecordedView(
            intrinsicWidth: size.width == ShimView.noIntrinsicMetric ? nil : Double(size.width),
            intrinsicHeight: size.height == ShimView.noIntrinsicMetric ? nil : Double(size.height),
            horizontalHugging: view.contentHuggingPriority(for: .horizontal).rawValue,
            verticalHugging: view.contentHuggingPriority(for: .vertical).rawValue,
            horizontalCompressionResistance: view.contentCompressionResistancePriority(for: .horizontal).rawValue,
            verticalCompressionResistance: view.contentCompressionResistancePriority(for: .vertical).rawValue,
            layoutMargins: margins.insets, marginsSource: margins.source,
            insetsLayoutMarginsFromSafeArea: margins.fromSafeArea,
            translatesAutoresizingMaskIntoConstraints: view.translatesAutoresizingMaskIntoConstraints,
            firstBaselineOffset: view.shimFirstBaselineOffset.map(Double.init),
            lastBaselineOffset: view.shimLastBaselineOffset.map(Double.init), isHidden: view.isHidden)
    }

    func stackParts(of view: ShimView) -> RecordingStackParts<ShimView>? { ShimPlatform.stackParts(of: view) }
    func scrollGuides(of view: ShimView) -> (content: ShimGuide?, frame: ShimGuide?) { ShimPlatform.scrollGuides(of: view) }
    func keyboardAndReadableGuides(of view: ShimView) -> (keyboard: ShimGuide?, readable: ShimGuide?) {
        ShimPlatform.keyboardAndReadableGuides(of: view)
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

extension ShimRecorder {
    /// Everything under `root` and the active constraints among it, in activation order, with
    /// the violations recorded so far, in root's layout direction, root's `shimSafeAreaInsets` as
    /// its safe area.
    func makeSnapshot(root: ShimView) -> RecordedLayout {
        let insets = root.shimSafeAreaInsets
        var layout = ShimRecordingAdapter().snapshot(
            root: root, constraints: activeConstraints, violations: violations.map(\.description),
            platform: ShimPlatform.recorded, direction: ShimPlatform.direction(of: root),
            rootSafeAreaInsets: RecordedInsets(
                top: Double(insets.top), left: Double(insets.left), bottom: Double(insets.bottom), right: Double(insets.right)))
        let inputs = ShimPlatform.keyboardAndReadableInputs(of: root)
        layout.rootKeyboardHeight = inputs?.keyboardHeight
        layout.rootReadableWidth = inputs?.readableWidth
        return layout
    }
}

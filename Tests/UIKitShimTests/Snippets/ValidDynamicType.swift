// Must type-check against the shim: Dynamic Type as a developer (or layoutc) writes it.
import UIKit

@MainActor func followContentSize(view: UIView, constraint: NSLayoutConstraint, traitCollection: UITraitCollection) {
    let category: UIContentSizeCategory = traitCollection.preferredContentSizeCategory
    let traits = UITraitCollection(preferredContentSizeCategory: category)
    constraint.constant = UIFontMetrics(forTextStyle: .headline).scaledValue(for: 12, compatibleWith: traits)
        + UIFontMetrics.default.scaledValue(for: 4)
    let large: Bool = category >= .accessibilityMedium || category < .small || category == .large
    view.isHidden = large && category.isAccessibilityCategory && category <= .accessibilityExtraExtraExtraLarge
        && category > UIContentSizeCategory.extraSmall
    let style: UIFont.TextStyle = .body
    _ = UIFontMetrics(forTextStyle: style)
}

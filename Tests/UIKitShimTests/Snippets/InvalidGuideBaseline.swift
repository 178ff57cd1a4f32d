// expect-error: has no member 'firstBaselineAnchor'
import UIKit
@MainActor func guideBaseline(guide: UILayoutGuide) { _ = guide.firstBaselineAnchor }

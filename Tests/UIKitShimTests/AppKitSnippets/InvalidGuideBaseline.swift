// expect-error: has no member 'firstBaselineAnchor'
import AppKit
@MainActor func guideBaseline(g: NSLayoutGuide) { _ = g.firstBaselineAnchor }

// expect-error: has no member 'fittingSizeLevel'
import AppKit
@MainActor func uIKitPriorityName(c: NSLayoutConstraint) { c.priority = .fittingSizeLevel }

// expect-error: cannot find 'UILayoutPriority' in scope
import AppKit
@MainActor func uIKitPriority(c: NSLayoutConstraint) { c.priority = UILayoutPriority(250) }

// expect-error: has no member 'Axis'
import AppKit
@MainActor func axis(v: NSView) { v.setContentHuggingPriority(.defaultLow, for: NSLayoutConstraint.Axis.horizontal) }

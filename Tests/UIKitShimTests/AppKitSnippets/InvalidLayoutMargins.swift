// expect-error: has no member 'layoutMargins'
import AppKit
@MainActor func layoutMargins(v: NSView) { _ = v.layoutMargins }

// expect-error: has no member 'leftMargin'
import AppKit
@MainActor func marginAttribute(v: NSView) { _ = NSLayoutConstraint(item: v, attribute: .leftMargin, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 0) }

// expect-error: has no member 'directionalLayoutMargins'
import AppKit
@MainActor func directionalMargins(v: NSView) { v.directionalLayoutMargins = .zero }

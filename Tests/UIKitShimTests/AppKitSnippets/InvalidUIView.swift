// expect-error: cannot find 'UIView' in scope
import AppKit
@MainActor func uIView() { _ = UIView() }

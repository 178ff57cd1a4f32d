// expect-error: main actor-isolated
import AppKit
func offMainActor(v: NSView) { _ = v.leadingAnchor }

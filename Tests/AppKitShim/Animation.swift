// NSAnimationContext and a layout pass, transcribed from
// developer.apple.com/documentation/appkit/nsanimationcontext (`class NSAnimationContext`, not
// main-actor isolated: each thread keeps its own stack of contexts),
// .../nsanimationcontext/runanimationgroup(_:completionhandler:) (`class func
// runAnimationGroup(_ changes: (NSAnimationContext) -> Void, completionHandler: (@Sendable () ->
// Void)? = nil)`), .../nsanimationcontext/duration (`var duration: TimeInterval`),
// .../nsanimationcontext/allowsimplicitanimation (`var allowsImplicitAnimation: Bool`) and
// .../nsview/layoutsubtreeifneeded() (`func layoutSubtreeIfNeeded()`, in View.swift).
//
// Recording (not AppKit): the group runs its block at once (the shim has no clock) and records
// its duration and whether implicit animation was allowed (`ShimRecorder.calls`).

/// An animation context, as AppKit's class of the same name (its grouping, duration and implicit animation).
open class NSAnimationContext: NSObject, @unchecked Sendable {
    /// How long the group's animations take, in seconds (AppKit's default: 0.25).
    open var duration: TimeInterval = 0.25
    /// Whether changes in the group animate implicitly (`layoutSubtreeIfNeeded()` moves views smoothly).
    open var allowsImplicitAnimation = false

    /// Runs `changes` in a new animation group, then `completionHandler`; the shim at once.
    open class func runAnimationGroup(_ changes: (NSAnimationContext) -> Void, completionHandler: (@Sendable () -> Void)? = nil) {
        let context = NSAnimationContext()
        MainActor.assumeIsolated { ShimRecorder.shared.recordCall("runAnimationGroup begins") }
        changes(context)
        let summary = "runAnimationGroup ends (duration \(context.duration), allowsImplicitAnimation \(context.allowsImplicitAnimation))"
        MainActor.assumeIsolated { ShimRecorder.shared.recordCall(summary) }
        completionHandler?()
    }
}

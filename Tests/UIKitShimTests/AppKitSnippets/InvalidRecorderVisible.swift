// expect-error: cannot find 'ShimRecorder' in scope
import AppKit
@MainActor func recorderVisible() { _ = ShimRecorder.shared }

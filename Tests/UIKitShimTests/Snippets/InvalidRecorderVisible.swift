// expect-error: cannot find 'ShimRecorder' in scope
import UIKit
@MainActor func recorderVisible() { _ = ShimRecorder.shared }

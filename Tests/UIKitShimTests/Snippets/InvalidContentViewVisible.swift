// expect-error: cannot find 'ShimContentView' in scope
import UIKit
@MainActor func contentViewVisible() { _ = ShimContentView(intrinsicContentSize: .zero) }

// expect-error: 'UILayoutPriority'
import UIKit
@MainActor func priorityLiteral(view: UIView) { view.setContentHuggingPriority(250, for: .horizontal) }

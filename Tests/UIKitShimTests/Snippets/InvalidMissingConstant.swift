// expect-error: missing argument for parameter 'constant'
import UIKit
@MainActor func missingConstant(view: UIView) {
    _ = NSLayoutConstraint(
        item: view, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1)
}
